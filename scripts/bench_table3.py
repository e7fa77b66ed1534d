#!/usr/bin/env python3
"""Benchmark: wall time of the whole Table III sweep, and the speed ratio of
decoupled to lock-step timing on it.

Usage: bench_table3.py [--montsim build/montsim] [--repeat 3]

Prints medians over the repeats (these machines are shared and noisy):
- the sweep as the main job runs it (decoupled, -j all host cores);
- the sweep on one worker (-j 1) in decoupled and in lock-step timing, and
  their ratio (how much the temporal decoupling buys).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def time_run(montsim, extra):
    with tempfile.TemporaryDirectory() as out:
        cmd = [montsim, "run", os.path.join(ROOT, "configs", "table3.toml"), "--quiet", "--out", out] + extra
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True)
        return time.perf_counter() - t0


def median_time(montsim, extra, repeat):
    return statistics.median(time_run(montsim, extra) for _ in range(repeat))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--montsim", default=os.path.join(ROOT, "build", "montsim"))
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv[1:])
    jobs = os.cpu_count() or 1
    full = median_time(args.montsim, [], args.repeat)
    print(f"Table III sweep (126 points, decoupled, -j {jobs}): median {full:.2f} s over {args.repeat} runs")
    dec = median_time(args.montsim, ["-j", "1", "--set", "run.timing=decoupled"], args.repeat)
    lock = median_time(args.montsim, ["-j", "1", "--set", "run.timing=lockstep"], args.repeat)
    print(f"one worker: decoupled {dec:.2f} s, lock-step {lock:.2f} s, ratio {lock / dec:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
