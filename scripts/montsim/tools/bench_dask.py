#!/usr/bin/env python3
"""The same sweep on the local runner and on a local Dask cluster: wall time
of each (medians of --repeat runs; the Dask time includes starting the
cluster) and a byte-for-byte comparison of their results.csv and
results.json. Timing is a benchmark, not a test: quote medians.

  /usr/bin/python3 scripts/montsim bench-dask [--config configs/whatif1000.toml] [--workers 2] [--repeat 3]
"""
import argparse
import filecmp
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from ..argtypes import count
from .. import paths

ROOT = paths.ROOT


def timed(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, check=True)
    return time.perf_counter() - start


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", default=str(ROOT / "configs/whatif1000.toml"))
    parser.add_argument("--workers", type=count(1, 1024), default=os.cpu_count() or 2)
    parser.add_argument("--repeat", type=count(1), default=3)
    parser.add_argument("--montsim", default=str(paths.MONTSIM))
    args = parser.parse_args(argv)
    points = subprocess.run([args.montsim, "run", args.config, "--count"], check=True, stdout=subprocess.PIPE,
                            text=True).stdout.strip()
    local, dask = [], []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for _ in range(args.repeat):
            local.append(timed([args.montsim, "run", args.config, "--quiet", "-j", str(args.workers), "--out",
                                str(tmp / "local")]))
            dask.append(timed([sys.executable, str(ROOT / "scripts" / "montsim"), "dask-run", args.config, "--local-workers",
                               str(args.workers), "--quiet", "--montsim", args.montsim, "--out", str(tmp / "dask")]))
        # results.json's first line says what wrote it (the command, the
        # date), which differs by design; the rest must not.
        same = filecmp.cmp(tmp / "local" / "results.csv", tmp / "dask" / "results.csv", shallow=False) and \
            (tmp / "local" / "results.json").read_text().split("\n", 1)[1] == \
            (tmp / "dask" / "results.json").read_text().split("\n", 1)[1]
    print(f"bench_dask: {Path(args.config).name}, {points} points, {args.workers} workers, {args.repeat} repeats")
    print(f"  local runner (-j {args.workers}):        median {statistics.median(local):.2f} s")
    print(f"  Dask, local cluster of {args.workers} processes: median {statistics.median(dask):.2f} s "
          f"(cluster start included)")
    print(f"  results.csv and results.json (but its provenance line) identical: {'yes' if same else 'NO'}")
    return 0 if same else 1
