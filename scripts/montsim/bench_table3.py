#!/usr/bin/env python3
"""Benchmark: wall time of the whole Table III sweep, and the speed of each
simulation mode on it against the default.

Usage: /usr/bin/python3 scripts/montsim bench-table3 [--montsim build/montsim] [--repeat 3]

Prints medians over the repeats (these machines are shared and noisy):
- the sweep as the main job runs it (the defaults, -j all host cores);
- the sweep on one worker (-j 1) with sync-free transfers (the default),
  decoupled, lock-step cores, and the fully clocked reference (lock-step
  cores on the clocked network), each as a ratio to the default. Every mode
  gives the same results (tests/scripts/test_network_modes.py and the C++
  differential tests check that).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from . import paths

ROOT = str(paths.ROOT)


def time_run(montsim, extra):
    with tempfile.TemporaryDirectory() as out:
        cmd = [montsim, "run", os.path.join(ROOT, "configs", "table3.toml"), "--quiet", "--out", out] + extra
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True)
        return time.perf_counter() - t0


def median_time(montsim, extra, repeat):
    return statistics.median(time_run(montsim, extra) for _ in range(repeat))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--montsim", default=str(paths.MONTSIM))
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    jobs = os.cpu_count() or 1
    full = median_time(args.montsim, [], args.repeat)
    print(f"Table III sweep (189 points, defaults, -j {jobs}): median {full:.2f} s over {args.repeat} runs")
    modes = [("sync-free (default)", []),
             ("decoupled", ["--set", "run.timing=decoupled"]),
             ("lock-step", ["--set", "run.timing=lockstep"]),
             ("lock-step + clocked network", ["--set", "run.timing=lockstep", "--set", "run.network=clocked"])]
    base = None
    for name, sets in modes:
        t = median_time(args.montsim, ["-j", "1"] + sets, args.repeat)
        base = base or t
        print(f"one worker, {name}: {t:.2f} s ({t / base:.1f}x)")
    return 0
