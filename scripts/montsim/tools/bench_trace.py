#!/usr/bin/env python3
"""What tracing costs: wall time of one pSHS point (2048-bit, p = 8 by
default) with and without trace.dir, repeated; prints the medians, their
ratio and the trace's size. The simulated cycles are the same either way (a
test checks that). Timing is a benchmark, not a test: these machines are
shared, so quote medians.

  /usr/bin/python3 scripts/montsim bench-trace [--repeat 7] [--bits 2048] [--p 8]
"""
import argparse
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from ..argtypes import count
from .. import paths

ROOT = paths.ROOT


def run_once(montsim, sets, out):
    args = [montsim, "run", str(ROOT / "configs/table3.toml"), "--quiet", "-j", "1", "--out", str(out)]
    for s in sets:
        args += ["--set", s]
    start = time.perf_counter()
    subprocess.run(args, check=True)
    return time.perf_counter() - start


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=count(1), default=7)
    parser.add_argument("--bits", type=count(64, 32768), default=2048)
    parser.add_argument("--p", type=count(1, 256), default=8)
    parser.add_argument("--montsim", default=str(paths.MONTSIM))
    args = parser.parse_args(argv)
    point = [f"scheme.bits={args.bits}", f"scheme.p={args.p}", "link.latency=100", "link.model=pipelined"]
    plain, traced = [], []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        size = 0
        for k in range(args.repeat):
            plain.append(run_once(args.montsim, point, tmp / "plain"))
            trace_dir = tmp / "trace"
            shutil.rmtree(trace_dir, ignore_errors=True)
            traced.append(run_once(args.montsim, point + [f"trace.dir={trace_dir}"], tmp / "traced"))
            size = sum(f.stat().st_size for f in trace_dir.rglob("*") if f.is_file())
    a, b = statistics.median(plain), statistics.median(traced)
    print(f"bench_trace: pSHS {args.bits}-bit, p = {args.p}, TTU = 100, one whole montsim run each, "
          f"{args.repeat} repeats")
    print(f"  without tracing: median {a * 1000:.1f} ms")
    print(f"  with tracing:    median {b * 1000:.1f} ms (trace {size / 1e6:.2f} MB)")
    print(f"  slowdown: {b / a:.2f}x")
    return 0
