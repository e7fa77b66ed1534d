#!/usr/bin/env python3
"""Benchmark: the MicroBlaze-like core's speed, against qemu-microblaze and
in host instructions per simulated instruction.

Usage: montsim bench-core [--pairs 5] [--vs OTHER_ENGINE] [--reps N] [--bits 2048] [--no-callgrind]
                          [--coremark DIR [--coremark-iterations N]]

1. A held-out program (tests/bench/mac_loop.c: a multiply-accumulate loop no
   scheme ships), compiled by the project's gcc -O2 with the QEMU linker
   script, runs on `montsim exec` and on qemu-microblaze in interleaved
   pairs; each run's cpu time (user + system, its own process) is measured,
   and the medians and the median of the pairs' ratios are printed. Both
   must end with the same exit status (the program folds its sums into it).
   `--vs ENGINE` adds a third run per round, another montsim engine (an
   older build, say), and the ratio of the two.
2. With --coremark DIR (a checkout of github.com/eembc/coremark, which
   this repository does not hold), CoreMark's five files compiled the same
   way with montsim's port (tests/bench/coremark), timed the same way. Its
   2K performance run checks its own CRCs; both simulators must print the
   same output, and no CRC error.
3. Where valgrind is installed: callgrind's count of host instructions
   spent inside the core's run loop (MbCpu::run) per simulated instruction,
   on the hand-written SOS kernel (montsim_bench BITS 1 core: 20 loaded
   cores run to their halt) and on the held-out loop (at --callgrind-reps
   repetitions); with --vs, for that engine too (its montsim_bench beside
   it, in ENGINE's folder's tests/). Instruction counts do not depend on the
   machine's load.
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
from pathlib import Path

from ..argtypes import count
from .. import paths
from .compile_kernels import BASE_FLAGS, MULS, TARGET, toolchain_prefix

ROOT = paths.ROOT
SOURCE = ROOT / "tests" / "bench" / "mac_loop.c"
RUNTIME = ROOT / "cores" / "mb" / "runtime"
SOS_RUNS = 20  # cores montsim_bench's core-only mode runs (bench_sos.cpp, kBatch)
COREMARK_PORT = ROOT / "tests" / "bench" / "coremark"
COREMARK_FILES = ("core_list_join.c", "core_main.c", "core_matrix.c", "core_state.c", "core_util.c")


def compile_for_both(out, sources, flags):
    """gcc -O2 with the project's flags and QEMU's linker script: one ELF
    that both montsim exec and qemu-microblaze run."""
    gcc = toolchain_prefix() / "bin" / f"{TARGET}-gcc"
    if not gcc.exists():
        sys.exit(f"montsim bench-core: no {gcc}: bash scripts/toolchain.sh builds it")
    cmd = [str(gcc), "-O2", *BASE_FLAGS, *MULS["mul64"], *flags, f"-I{RUNTIME}", "-nostdlib",
           "-Wl,--no-omagic", "-T", str(RUNTIME / "montsim-qemu.ld"), str(RUNTIME / "crt0.s"),
           *[str(f) for f in sources], "-lgcc", "-o", str(out)]
    subprocess.run(cmd, check=True)


def compile_loop(out, reps):
    compile_for_both(out, [SOURCE], [f"-DREPS={reps}"])


def compile_coremark(src, out, iterations):
    src = Path(src)
    missing = [f for f in (*COREMARK_FILES, "coremark.h") if not (src / f).is_file()]
    if missing:
        sys.exit(f"montsim bench-core: {src} is not a CoreMark checkout (no {', '.join(missing)}; "
                 "git clone https://github.com/eembc/coremark)")
    # (CoreMark's header finds the port's core_portme.h through -I.)
    compile_for_both(out, [*(src / f for f in COREMARK_FILES), COREMARK_PORT / "core_portme.c"],
                     [f"-DITERATIONS={iterations}", "-DPERFORMANCE_RUN=1", f"-I{COREMARK_PORT}", f"-I{src}"])


def cpu_of(cmd):
    """(cpu seconds of the child, user + system; its exit status and output):
    the child is waited for, so RUSAGE_CHILDREN grows by exactly its use."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, (done.returncode, done.stdout)


def timed_pairs(elf, engines, pairs):
    """Each round runs every engine and then qemu-microblaze on `elf`; their
    cpu seconds by name, and the one ending (status and output) all shared."""
    times = {name: [] for name, _ in engines}
    times["qemu"] = []
    ends = set()
    for _ in range(pairs):
        for name, cmd in [(n, [e, "exec", str(elf)]) for n, e in engines] + [("qemu", ["qemu-microblaze", str(elf)])]:
            cpu, end = cpu_of(cmd)
            times[name].append(cpu)
            ends.add(end)
    if len(ends) != 1:
        statuses = sorted({e[0] for e in ends})
        what = f"exit statuses {statuses}" if len(statuses) > 1 else "the same exit status, different output"
        sys.exit(f"montsim bench-core: the runs ended differently ({elf.name}: {what})")
    return times, ends.pop()


def print_speeds(times, instructions, pairs, vs):
    med = {k: statistics.median(v) for k, v in times.items()}
    ratio = statistics.median(q / m for q, m in zip(times["qemu"], times["montsim"]))
    print(f"  montsim exec    median {med['montsim']:.3f} s cpu = {instructions / med['montsim'] / 1e6:.0f} million "
          f"simulated instructions per second")
    print(f"  qemu-microblaze median {med['qemu']:.3f} s cpu = {instructions / med['qemu'] / 1e6:.0f} million per second")
    print(f"  montsim / qemu speed: median of {pairs} interleaved pairs {ratio:.3f}x")
    if vs:
        vs_ratio = statistics.median(o / m for o, m in zip(times["vs"], times["montsim"]))
        print(f"  --vs engine     median {med['vs']:.3f} s cpu; montsim exec is {vs_ratio:.2f}x as fast "
              f"(median of {pairs} pairs)")


def instructions_of(engine, elf):
    out = subprocess.run([engine, "exec", "--stats", str(elf)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         text=True)
    m = re.search(r"^instructions: (\d+)$", out.stderr, re.M)
    if not m:
        sys.exit(f"montsim bench-core: {engine} exec --stats printed no instruction count:\n{out.stderr}")
    return int(m.group(1))


def callgrind_ir(cmd):
    """Host instructions callgrind counts inside MbCpu::run (and what it calls)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.out",
                              "--toggle-collect=montsim::mb::MbCpu::run(*", *cmd],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        m = re.search(r"Collected : (\d+)", out.stderr)
        if not m:
            sys.exit(f"montsim bench-core: callgrind failed:\n{out.stderr[-2000:]}")
        return int(m.group(1)), out.stdout


def sos_per_instruction(bench, bits):
    ir, stdout = callgrind_ir([bench, str(bits), "1", "core"])
    m = re.search(r"(\d+) simulated instructions per multiplication", stdout)
    return ir / (int(m.group(1)) * SOS_RUNS)


def bench_of(engine):
    bench = Path(engine).resolve().parent / "tests" / "montsim_bench"
    if not bench.exists():
        sys.exit(f"montsim bench-core: no {bench} beside {engine} (cmake --build builds it)")
    return str(bench)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim bench-core", description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs", type=count(1), default=5, help="interleaved rounds (default 5)")
    ap.add_argument("--engine", default=str(paths.MONTSIM), help="the montsim engine to measure (default: the build's)")
    ap.add_argument("--vs", metavar="ENGINE", help="another montsim engine to run in the same rounds")
    ap.add_argument("--reps", type=count(1), default=200000, help="the loop's repetitions for the timed runs")
    ap.add_argument("--callgrind-reps", type=count(1), default=20000, help="its repetitions under callgrind")
    ap.add_argument("--bits", type=count(64, 32768), default=2048, help="SOS size for the callgrind count (default 2048)")
    ap.add_argument("--no-callgrind", action="store_true", help="skip the instruction counts")
    ap.add_argument("--coremark", metavar="DIR", help="also time CoreMark from this checkout of github.com/eembc/coremark")
    ap.add_argument("--coremark-iterations", type=count(1), default=4000, metavar="N",
                    help="CoreMark's iterations (default 4000)")
    args = ap.parse_args(argv)
    if not shutil.which("qemu-microblaze"):
        sys.exit("montsim bench-core: qemu-microblaze is not installed (Debian: qemu-user)")
    engines = [("montsim", args.engine)] + ([("vs", args.vs)] if args.vs else [])
    for _, e in engines:
        if not os.access(e, os.X_OK):
            sys.exit(f"montsim bench-core: {e} is not an executable engine")

    with tempfile.TemporaryDirectory() as tmp:
        elf = Path(tmp) / "mac_loop.elf"
        compile_loop(elf, args.reps)
        instructions = instructions_of(args.engine, elf)
        times, (status, _) = timed_pairs(elf, engines, args.pairs)
        print(f"held-out loop (tests/bench/mac_loop.c, REPS={args.reps}): {instructions} simulated instructions, "
              f"exit status {status} on every run")
        print_speeds(times, instructions, args.pairs, args.vs)

        if args.coremark:
            cm = Path(tmp) / "coremark.elf"
            compile_coremark(args.coremark, cm, args.coremark_iterations)
            times, (_, out) = timed_pairs(cm, engines, args.pairs)
            text = out.decode(errors="replace")
            if "seedcrc          : 0xe9f5" not in text or re.search(r"ERROR! \w+ crc", text):
                sys.exit(f"montsim bench-core: CoreMark did not validate its 2K performance run:\n{text}")
            cm_instructions = instructions_of(args.engine, cm)
            print(f"CoreMark ({args.coremark}, ITERATIONS={args.coremark_iterations}): {cm_instructions} simulated "
                  "instructions, its CRCs validated, the same output on every run")
            print_speeds(times, cm_instructions, args.pairs, args.vs)

        if args.no_callgrind:
            return 0
        if not shutil.which("valgrind"):
            print("host instructions per simulated instruction: valgrind is not installed, not counted")
            return 0
        small = Path(tmp) / "mac_loop_small.elf"
        compile_loop(small, args.callgrind_reps)
        small_instructions = instructions_of(args.engine, small)
        print("host instructions per simulated instruction (callgrind, inside MbCpu::run):")
        for name, engine in engines:
            loop_ir, _ = callgrind_ir([engine, "exec", str(small)])
            sos = sos_per_instruction(bench_of(engine), args.bits)
            label = "montsim" if name == "montsim" else "--vs engine"
            print(f"  {label:<11} SOS kernel {args.bits} bits {sos:.1f}; held-out loop (REPS={args.callgrind_reps}) "
                  f"{loop_ir / small_instructions:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
