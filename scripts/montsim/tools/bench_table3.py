#!/usr/bin/env python3
"""Benchmark: cpu time of the whole Table III sweep, and the speed of each
simulation mode on it against the default.

Usage: montsim bench-table3 [--montsim build/montsim] [--repeat 3] [--vs ENGINE] [--callgrind]

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

--vs ENGINE runs another montsim engine's one-worker sweep in turn with this
one's (`repeat` pairs) and prints this one's cpu time over the other's, the
median of the pairs' own ratios: a before/after figure from one run.
--callgrind counts the host instructions of the one-worker sweep (the whole
process) under valgrind, for this engine and the --vs one: a figure that
does not move with the machine's load (valgrind counts the zeroing of each
core's memory one byte per instruction: compare counts with counts).
"""
import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from ..argtypes import count
from .. import paths

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


def callgrind_count(montsim):
    """Host instructions of the one-worker sweep, the whole process (callgrind)."""
    with tempfile.TemporaryDirectory() as out:
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}/cg.out", montsim, "run",
               os.path.join(ROOT, "configs", "table3.toml"), "-j", "1", "--quiet", "--out", os.path.join(out, "r")]
        done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        m = re.search(r"Collected : (\d+)", done.stderr)
        if done.returncode != 0 or not m:
            sys.exit(f"montsim bench-table3: callgrind failed:\n{done.stderr[-2000:]}")
        return int(m.group(1))


def median_time(montsim, extra, repeat):
    runs = [time_run(montsim, extra) for _ in range(repeat)]
    return statistics.median(c for c, _ in runs), statistics.median(w for _, w in runs)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--montsim", default=str(paths.MONTSIM))
    ap.add_argument("--repeat", type=count(1), default=3)
    ap.add_argument("--vs", metavar="ENGINE", help="another montsim engine, run in turn with this one on one worker")
    ap.add_argument("--callgrind", action="store_true",
                    help="count the one-worker sweep's host instructions under valgrind")
    args = ap.parse_args(argv)
    for engine in [args.montsim] + ([args.vs] if args.vs else []):
        if not os.access(engine, os.X_OK):
            sys.exit(f"montsim bench-table3: {engine} is not an executable engine")
    if args.callgrind and not shutil.which("valgrind"):
        sys.exit("montsim bench-table3: --callgrind needs valgrind (Debian: valgrind)")
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
    if args.vs:
        ours, theirs = [], []
        for _ in range(args.repeat):
            ours.append(time_run(args.montsim, ["-j", "1"])[0])
            theirs.append(time_run(args.vs, ["-j", "1"])[0])
        ratio = statistics.median(a / b for a, b in zip(ours, theirs))
        print(f"one worker, --vs engine: median {statistics.median(theirs):.3f} s cpu, this engine "
              f"{statistics.median(ours):.3f} s: {ratio:.2f} of it (median of {args.repeat} pairs)")
    if args.callgrind:
        for label, engine in [("this engine", args.montsim)] + ([("--vs engine", args.vs)] if args.vs else []):
            print(f"one worker, {label}: {callgrind_count(engine) / 1e6:.0f} million host instructions (callgrind)")
    return 0
