#!/usr/bin/env python3
"""Runs a montsim sweep on a Dask cluster and writes the same results.csv and
results.json, in the same order, as `montsim run` on one machine.

The sweep is cut into shares of consecutive points; each share is a Dask
task that runs `montsim run CONFIG --points FIRST:LAST --emit -` on a worker
and returns the points' outcome records. When every share is back, the
records go to `montsim run CONFIG --outcomes FILE`, which simulates nothing
and writes the tables with the same code as a local run (so the files are
byte for byte the same). A share whose worker dies is run again on another
worker (Dask reschedules it; --retries more attempts if montsim itself
fails); a point that fails is an outcome like a local run's failed point.

The montsim binary and CONFIG must exist at the same paths on every worker
(a shared or identical checkout).

  /usr/bin/python3 scripts/montsim dask-run CONFIG --scheduler tcp://HOST:8786 [--set key=value ...] [--out DIR]
  /usr/bin/python3 scripts/montsim dask-run CONFIG --local-workers 4 ...     (a local cluster of 4 processes)

Start a cluster on several machines (Debian: python3-distributed):
  on one:        dask scheduler                          (prints tcp://HOST:8786)
  on each other: dask worker tcp://HOST:8786 --nthreads 1 --nworkers N
"""
import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from ..argtypes import count, number
from .. import paths

ROOT = paths.ROOT

# A test hook: with this set to a path that does not exist yet, the first
# share to start creates it and kills its own worker process, so that a test
# can see the share run again elsewhere.
KILL_ONCE = "MONTSIM_DASK_KILL_ONCE"


def montsim_run(montsim, config, sets, extra):
    cmd = [str(montsim), "run", str(config)]
    for s in sets:
        cmd += ["--set", s]
    return cmd + list(extra)


def count_points(montsim, config, sets):
    done = subprocess.run(montsim_run(montsim, config, sets, ["--count"]), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.exit(f"dask_run: {config}: {done.stderr.strip()}")
    return int(done.stdout)


def _die_with_parent():
    """In the montsim child of a share: SIGKILL when the worker that started
    it dies (Linux's parent-death signal), so an interrupted or killed Dask
    runner leaves no montsim computing for nobody."""
    import ctypes
    PR_SET_PDEATHSIG = 1
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        pass  # not Linux: the share still ends when its pipe closes


def run_share(montsim, config, sets, first, last):
    """On a worker: (first, last, the outcome records of points [first, last))."""
    marker = os.environ.get(KILL_ONCE)
    if marker:
        try:
            fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            os.close(fd)
            os.kill(os.getpid(), signal.SIGKILL)  # this worker process dies with the share
        except FileExistsError:
            pass
    done = subprocess.run(montsim_run(montsim, config, sets, ["--points", f"{first}:{last}", "--emit", "-",
                                                               "--quiet", "-j", "1"]),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_die_with_parent)
    if done.returncode != 0:
        raise RuntimeError(f"montsim failed on points {first}..{last - 1}: {done.stderr.strip()}")
    return first, last, done.stdout


def shares(points, workers, batch):
    size = batch or max(1, min(32, points // (max(1, workers) * 4)))
    return [(first, min(first + size, points)) for first in range(0, points, size)]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("config")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--scheduler", help="the Dask scheduler's address, tcp://HOST:PORT")
    where.add_argument("--local-workers", type=count(1, 1024), help="start a local cluster of this many worker processes")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--out", help="as montsim run --out (default: montsim's)")
    parser.add_argument("--batch", type=count(0), default=0, help="points per task (default: about 4 tasks per worker)")
    parser.add_argument("--retries", type=count(0), default=2, help="more attempts for a task whose montsim fails")
    parser.add_argument("--montsim", default=str(paths.MONTSIM))
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--connect-timeout", type=number(above=0), default=10.0, metavar="SECONDS",
                        help="how long to wait for the --scheduler to answer (default 10)")
    args = parser.parse_args(argv)
    montsim = str(Path(args.montsim).resolve())
    config = str(Path(args.config).resolve())
    if not Path(montsim).exists():
        sys.exit(f"dask_run: no montsim at {montsim} (build it, or give --montsim)")
    total = count_points(montsim, config, args.set)

    from dask.distributed import Client, LocalCluster, as_completed

    cluster = None
    if args.local_workers:
        cluster = LocalCluster(n_workers=args.local_workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    else:
        try:
            client = Client(args.scheduler, timeout=args.connect_timeout)
        except (OSError, TimeoutError) as e:
            sys.exit(f"dask_run: error: --scheduler {args.scheduler}: no scheduler answered within "
                     f"{args.connect_timeout:g} s ({e}); start one (dask scheduler) or use --local-workers N")
    try:
        workers = max(1, len(client.scheduler_info()["workers"]))
        jobs = shares(total, workers, args.batch)
        start = time.perf_counter()
        futures = [client.submit(run_share, montsim, config, args.set, first, last, pure=False,
                                 retries=args.retries, key=f"montsim-points-{first}-{last}-{time.time_ns()}")
                   for first, last in jobs]
        records = {}
        done = 0
        for future in as_completed(futures):
            first, last, text = future.result()
            records[first] = text
            done += last - first
            if not args.quiet:
                print(f"[{done}/{total} points] {time.perf_counter() - start:.1f} s", file=sys.stderr, flush=True)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "outcomes"
        path.write_text("".join(records[first] for first, _ in jobs))
        extra = ["--outcomes", str(path)] + (["--out", args.out] if args.out else []) + (["--quiet"] if args.quiet
                                                                                        else [])
        return subprocess.run(montsim_run(montsim, config, args.set, extra)).returncode
