#!/usr/bin/env python3
"""Benchmark: every performance figure montsim tracks, in one run, and each
against another engine (an older build) when asked.

Usage: montsim bench [--pairs 3] [--vs ENGINE] [--only NAME[,NAME]] [--list] [--callgrind [NAMES]] [--core]

Each workload is one `montsim run` (its results checked against Boost, as
every run is); the figure is the cpu time (user + system) of the whole
process and its workers, the median over `--pairs` runs. With `--vs
ENGINE` each round runs the other engine right after this one, and the
ratio printed is the median of the rounds' own ratios (this over the
other: below 1 is faster). These machines are shared: cpu time, not wall
time, and ratios of runs made side by side.

Beside each time: the simulated instructions of the run (every core's, as
its results count them) per microsecond of cpu; the PE array counts its
cycles instead (it runs no instructions).

--callgrind counts, with valgrind's callgrind, the host instructions of a
point's own simulation (its platform's run, not its set-up, its check or
the baseline run its speedup divides by) per simulated instruction, on the
one-point workloads it names (default: rsa2048, pshs256-ring,
pshs256-mesh-random), for this engine and the --vs one. Counts do not
depend on the machine's load.

--core also runs `montsim bench-core` (the core against qemu-microblaze on
a held-out loop, which needs the microblaze toolchain and QEMU) and prints
its figures after the table.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from ..argtypes import count
from .. import paths


def _run(*sets):
    args = ["run"]
    for s in sets:
        args += ["--set", s]
    return args


# name -> (what it measures, montsim arguments before --out)
WORKLOADS = {
    "table3": ("the Table III sweep (189 pSHS points) on one worker",
               ["run", str(paths.ROOT / "configs" / "table3.toml"), "-j", "1"]),
    "table3-j2": ("the same sweep on two workers (-j 2)",
                  ["run", str(paths.ROOT / "configs" / "table3.toml"), "-j", "2"]),
    "rsa2048": ("RSA-2048 on 8 cores (modexp, window 4, pipelined links)",
                _run("scheme.name=modexp", "scheme.bits=2048", "scheme.p=8", "scheme.window=4",
                     "link.model=pipelined")),
    "pshs256-ring": ("pSHS, 16384 bits on 256 cores, a ring",
                     _run("scheme.name=pshs", "scheme.bits=16384", "scheme.p=256")),
    "pshs256-mesh-random": ("the same on a 16 x 16 mesh, random placement",
                            _run("scheme.name=pshs", "scheme.bits=16384", "scheme.p=256", "platform.topology=mesh",
                                 "platform.placement=random")),
    "pshs4096-mesh": ("pSHS, 131072 bits on a 64 x 64 mesh (4096 cores)",
                      _run("scheme.name=pshs", "scheme.bits=131072", "scheme.p=4096", "platform.topology=mesh",
                           "core.memory_kb=128")),
    "pearray-1pe": ("IWBMM_R on the PE array, 16384 bits, w = 3, one PE",
                    _run("scheme.name=iwbmm", "scheme.bits=16384", "pearray.w=3", "scheme.p=1")),
}


class RunFailed(Exception):
    pass


def one_run(engine, args):
    """(cpu seconds, peak MiB, simulated work, its unit) of one run; RunFailed
    with the engine's message if it fails. The cpu and the peak are the
    run's own (wait4), its worker processes included."""
    with tempfile.TemporaryDirectory() as out:
        with subprocess.Popen([engine] + args + ["--quiet", "--out", out], stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True) as proc:
            err = proc.stderr.read()
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
        cpu = usage.ru_utime + usage.ru_stime
        peak = usage.ru_maxrss / 1024  # KiB on Linux
        if proc.returncode != 0:
            raise RunFailed(err.strip().splitlines()[0] if err.strip() else f"exit status {proc.returncode}")
        points = json.loads((Path(out) / "results.json").read_text())["points"]
    if all(p["config"].get("scheme.name") == "iwbmm" for p in points):
        return cpu, peak, sum(p["stats"]["cycles"] for p in points), "cycles"
    return cpu, peak, sum(p["stats"].get("instructions", 0) for p in points), "instructions"


# The workloads --callgrind may count (single points of cores that run
# instructions), and those it counts when it names none (each a few
# seconds under callgrind; the 4096-core point takes minutes).
CALLGRIND_ABLE = ["rsa2048", "pshs256-ring", "pshs256-mesh-random", "pshs4096-mesh"]
CALLGRIND_DEFAULT = CALLGRIND_ABLE[:3]


def simulation_count(engine, args):
    """(host instructions of the point's own simulation, its simulated
    instructions) under callgrind. Only Platform::run is counted, and a dump
    follows each call: the baselines run first (a speedup's divisor), the
    point's own platform last."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.out",
               "--toggle-collect=montsim::sim::Platform::run()", "--dump-after=montsim::sim::Platform::run()",
               engine] + args + ["--quiet", "--out", f"{tmp}/out"]
        done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if done.returncode != 0:
            raise RunFailed(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else
                            f"exit status {done.returncode}")
        parts = sorted((int(f.name.rsplit(".", 1)[1]), f) for f in Path(tmp).glob("cg.out.*"))
        if not parts:
            raise RunFailed("callgrind dumped no Platform::run (is the engine stripped of its symbols?)")
        m = re.search(r"^totals: (\d+)", parts[-1][1].read_text(), re.M)
        points = json.loads((Path(tmp) / "out" / "results.json").read_text())["points"]
    if not m or len(points) != 1:
        raise RunFailed("not one point with its simulation counted")
    return int(m.group(1)), points[0]["stats"]["instructions"]


def print_callgrind(names, engine, vs):
    """The --callgrind table: per workload, host instructions per simulated
    instruction in its simulation, for this engine and the other."""
    print()
    print("host instructions per simulated instruction, in the point's own simulation (callgrind, Platform::run)")
    print(f"{'workload':<20} {'host M':>9} {'simulated':>12} {'per inst':>8}" +
          (f" {'vs host M':>10} {'vs per':>7}" if vs else ""))
    for name in names:
        row = name.ljust(20)
        for k, engine_k in enumerate([engine] + ([vs] if vs else [])):
            try:
                host, simulated = simulation_count(engine_k, WORKLOADS[name][1])
            except RunFailed as e:
                row += f"  ({'the other engine' if k else 'this engine'} failed: {e})"
                continue
            per = host / simulated if simulated else float("nan")
            row += (f" {host / 1e6:>9.1f} {simulated:>12} {per:>8.2f}" if k == 0 else f" {host / 1e6:>10.1f} {per:>7.2f}")
        print(row, flush=True)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim bench", description=__doc__.splitlines()[0])
    ap.add_argument("--montsim", default=str(paths.MONTSIM), help="this engine (default: the checkout's build)")
    ap.add_argument("--pairs", type=count(1), default=3, help="runs of each workload (rounds with --vs)")
    ap.add_argument("--vs", metavar="ENGINE", help="another montsim engine, run right after this one each round")
    ap.add_argument("--only", metavar="NAMES", help="comma-separated workloads (--list names them)")
    ap.add_argument("--list", action="store_true", help="name the workloads and what each measures, run nothing")
    ap.add_argument("--core", action="store_true", help="also run montsim bench-core (against qemu-microblaze)")
    ap.add_argument("--callgrind", metavar="NAMES", nargs="?", const=",".join(CALLGRIND_DEFAULT),
                    help="also count host instructions per simulated instruction in these one-point workloads "
                         f"(valgrind; default {','.join(CALLGRIND_DEFAULT)})")
    args = ap.parse_args(argv)
    if args.list:
        for name, (what, _) in WORKLOADS.items():
            print(f"{name:<20} {what}")
        return 0
    names = list(WORKLOADS)
    if args.only:
        names = [n.strip() for n in args.only.split(",") if n.strip()]
        unknown = [n for n in names if n not in WORKLOADS]
        if unknown:
            ap.error(f"--only {', '.join(unknown)}: no such workload; the workloads are {', '.join(WORKLOADS)}")
    for engine in [args.montsim] + ([args.vs] if args.vs else []):
        if not Path(engine).is_file():
            ap.error(f"{engine}: no such engine (a montsim binary)")
    counted = []
    if args.callgrind:
        counted = [n.strip() for n in args.callgrind.split(",") if n.strip()]
        refused = [n for n in counted if n not in CALLGRIND_ABLE]
        if refused:
            ap.error(f"--callgrind {', '.join(refused)}: not a one-point workload of cores; those are "
                     f"{', '.join(CALLGRIND_ABLE)}")
        if not shutil.which("valgrind"):
            ap.error("--callgrind needs valgrind (Debian: apt-get install valgrind)")
    print(f"montsim bench: cpu seconds of each workload, median of {args.pairs} run(s)"
          + (f"; ratio = this engine over {args.vs}, the median of the rounds' ratios" if args.vs else ""))
    head = f"{'workload':<20} {'cpu s':>8}"
    if args.vs:
        head += f" {'vs cpu s':>9} {'ratio':>7}"
    print(head + f" {'peak MiB':>8} {'simulated':>12} {'per cpu us':>10}  what")
    for name in names:
        what, run_args = WORKLOADS[name]
        mine, theirs, ratios, peaks, refused = [], [], [], [], None
        for _ in range(args.pairs):
            try:
                cpu, peak, work, unit = one_run(args.montsim, run_args)
            except RunFailed as e:
                sys.exit(f"montsim bench: {name} failed on {args.montsim}: {e}")
            mine.append(cpu)
            peaks.append(peak)
            if args.vs and refused is None:
                try:
                    other, _, _, _ = one_run(args.vs, run_args)
                except RunFailed as e:  # an older engine may not run it at all
                    refused = str(e)
                    continue
                theirs.append(other)
                ratios.append(cpu / other if other > 0 else float("nan"))
        median = statistics.median(mine)
        row = f"{name:<20} {median:>8.2f}"
        if args.vs:
            row += (f" {statistics.median(theirs):>9.2f} {statistics.median(ratios):>7.3f}" if refused is None
                    else f" {'-':>9} {'-':>7}")
        rate = work / (median * 1e6) if median > 0 else float("nan")
        print(row + f" {statistics.median(peaks):>8.1f} {work:>12} {rate:>10.1f}  {what} ({unit})", flush=True)
        if refused is not None:
            print(f"{'':<20} (the other engine refused it: {refused})", flush=True)
    if counted:
        print_callgrind(counted, args.montsim, args.vs)
    if args.core:
        print()
        core = [sys.executable, "-m", "montsim", "bench-core", "--pairs", str(args.pairs), "--no-callgrind"]
        if args.vs:
            core += ["--vs", args.vs]
        return subprocess.run(core, cwd=str(paths.ROOT / "scripts")).returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
