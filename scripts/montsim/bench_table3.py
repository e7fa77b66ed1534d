#!/usr/bin/env python3
"""Benchmark: cpu time of the whole Table III sweep, and the speed of each
simulation mode on it against the default.

Usage: montsim bench-table3 [--montsim build/montsim] [--repeat 3]

Prints medians over the repeats of the cpu time montsim and its workers
used (these machines are shared and noisy: cpu time does not count the time
another process had a core, wall-clock time does):
- the sweep as the main job runs it (the defaults, -j all host cores; its
  wall-clock time too);
- the sweep on one worker (-j 1) with sync-free transfers (the default),
  decoupled, lock-step cores, and the fully clocked reference (lock-step
  cores on the clocked network), each as a ratio to the default. Every mode
  gives the same results (tests/scripts/test_network_modes.py and the C++
  differential tests check that).
"""
import argparse
import os
import resource
import statistics
import subprocess
import tempfile
import time
from . import paths

ROOT = str(paths.ROOT)


def children_cpu():
    """Cpu seconds (user + system) of the finished child processes so far."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def time_run(montsim, extra):
    """(cpu seconds, wall seconds) of one whole run; montsim's workers are its
    children, waited for, so their cpu time is counted too."""
    with tempfile.TemporaryDirectory() as out:
        cmd = [montsim, "run", os.path.join(ROOT, "configs", "table3.toml"), "--quiet", "--out", out] + extra
        cpu0, t0 = children_cpu(), time.perf_counter()
        subprocess.run(cmd, check=True)
        return children_cpu() - cpu0, time.perf_counter() - t0


def median_time(montsim, extra, repeat):
    runs = [time_run(montsim, extra) for _ in range(repeat)]
    return statistics.median(c for c, _ in runs), statistics.median(w for _, w in runs)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--montsim", default=str(paths.MONTSIM))
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    jobs = os.cpu_count() or 1
    cpu, wall = median_time(args.montsim, [], args.repeat)
    print(f"Table III sweep (189 points, defaults, -j {jobs}): median {cpu:.2f} s cpu ({wall:.2f} s wall) "
          f"over {args.repeat} runs")
    modes = [("sync-free (default)", []),
             ("decoupled", ["--set", "run.timing=decoupled"]),
             ("lock-step", ["--set", "run.timing=lockstep"]),
             ("lock-step + clocked network", ["--set", "run.timing=lockstep", "--set", "run.network=clocked"])]
    base = None
    for name, sets in modes:
        t, _ = median_time(args.montsim, ["-j", "1"] + sets, args.repeat)
        base = base or t
        print(f"one worker, {name}: {t:.2f} s cpu ({t / base:.1f}x)")
    return 0
