#!/usr/bin/env python3
"""Results are never lost, mixed or corrupt: a stress test of montsim run's
writing, with real processes.

  /usr/bin/python3 scripts/montsim stress-results [--pairs N] [--kills N] [--seed S]

pairs: two `montsim run`s of the same tiny sweep (different scheme.seed) start
       together on one --out. Each must either succeed or stop with the
       lock's message ("another montsim run ... is writing results"); the
       folder must hold results.csv and results.json of one run, whole, and
       no temporary file.
kills: a run over earlier results is killed (SIGKILL) after a random delay
       of 0..30 ms. The folder must hold the earlier results or the new ones,
       whole, or the marker of a write cut between its two renames, which the
       scripts refuse with a message (never a mixed pair).
full:  a run over earlier results with too little room to write (a file
       size limit, RLIMIT_FSIZE, as a full disk would): it must fail with a
       message naming the write, and leave the earlier results whole.
resume: a longer sweep interrupted (SIGINT or SIGTERM) after a random delay,
       then run again with --resume: the final results must equal an
       uninterrupted run's, point for point.
dask:  the Dask runner (dask-run, a local cluster) killed with its shares
       after a random delay, then run again: the folder must hold the
       earlier results or the new ones, whole, and no montsim may outlive
       the runner.
Prints the counts of every outcome; exits 1 on a single mixed, corrupt or
unexplained one.
"""
import argparse
import csv
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from ..argtypes import count
from .. import paths, results

# A sweep long enough to interrupt (pSHS, 32 points of a few ms each).
LONGER = ('[scheme]\nname = "pshs"\np = 4\n[sweep]\n"scheme.bits" = [512, 1024]\n'
          '"link.latency" = [1, 50, 100, 300]\n"scheme.seed" = [1, 2, 3, 4]\n')
SWEEP = '[scheme]\nname = "sos"\n[sweep]\n"scheme.bits" = [64, 96]\n'


def start(montsim, config, out, seed):
    return subprocess.Popen([montsim, "run", config, "--out", out, "-q", "-j", "1", "--set", f"scheme.seed={seed}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def seeds_in(folder):
    """The scheme.seed of every point of the folder's pair, from the JSON and the
    CSV separately (ValueError from results.load_run for a refused pair)."""
    points, _ = results.load_run(folder)
    json_seeds = {p["config"]["scheme.seed"] for p in points}
    with open(os.path.join(folder, "results.csv")) as f:
        rows = list(csv.DictReader(f))
    csv_seeds = {int(r["scheme.seed"]) for r in rows}
    if len(rows) != len(points):
        raise AssertionError(f"{folder}: {len(rows)} CSV rows against {len(points)} JSON points")
    return json_seeds, csv_seeds


def leftovers(folder):
    return [n for n in os.listdir(folder) if ".partial." in n]


def pairs(montsim, config, root, n, rng, counts):
    for k in range(n):
        out = os.path.join(root, f"pair{k % 4}")
        shutil.rmtree(out, ignore_errors=True)
        a, b = rng.randrange(1, 10**6), rng.randrange(1, 10**6)
        runs = [start(montsim, config, out, a), start(montsim, config, out, b)]
        codes = []
        for r in runs:
            _, err = r.communicate()
            codes.append(r.returncode)
            if r.returncode != 0 and "another montsim run" not in err:
                raise AssertionError(f"pair {k}: a run failed otherwise: {err.strip()}")
        json_seeds, csv_seeds = seeds_in(out)
        if len(json_seeds) != 1 or json_seeds != csv_seeds or not json_seeds <= {a, b}:
            raise AssertionError(f"pair {k}: mixed results: JSON seeds {json_seeds}, CSV seeds {csv_seeds}")
        if leftovers(out):
            raise AssertionError(f"pair {k}: temporary files left: {leftovers(out)}")
        counts["pairs: both succeeded (one after the other)" if codes == [0, 0]
               else "pairs: one succeeded, the other refused by the lock"] += 1


def kills(montsim, config, root, n, rng, counts):
    out = os.path.join(root, "kills")
    for k in range(n):
        shutil.rmtree(out, ignore_errors=True)
        before = rng.randrange(1, 10**6)
        if subprocess.run([montsim, "run", config, "--out", out, "-q", "--set", f"scheme.seed={before}"]).returncode:
            raise AssertionError("the run before the kill failed")
        after = before + 1
        r = start(montsim, config, out, after)
        time.sleep(rng.uniform(0, 0.03))
        r.send_signal(signal.SIGKILL)
        r.communicate()
        try:
            json_seeds, csv_seeds = seeds_in(out)
        except ValueError as e:
            if "killed while replacing" not in str(e):
                raise AssertionError(f"kill {k}: an unexplained refusal: {e}")
            counts["kills: cut between the renames, refused with a message"] += 1
            continue
        if json_seeds != csv_seeds or len(json_seeds) != 1:
            raise AssertionError(f"kill {k}: mixed results: JSON {json_seeds}, CSV {csv_seeds}")
        seed = json_seeds.pop()
        if seed == before:
            counts["kills: the earlier results intact"] += 1
        elif seed == after:
            counts["kills: the new results complete"] += 1
        else:
            raise AssertionError(f"kill {k}: results of seed {seed}, neither run's")


def full(montsim, config, root, n, rng, counts):
    import resource

    out = os.path.join(root, "full")
    for k in range(n):
        shutil.rmtree(out, ignore_errors=True)
        before = rng.randrange(1, 10**6)
        if subprocess.run([montsim, "run", config, "--out", out, "-q", "--set", f"scheme.seed={before}"]).returncode:
            raise AssertionError("the run before the full disk failed")
        limit = rng.randrange(64, 2048)  # bytes: less than a results.json

        def no_room():
            # Ignored, SIGXFSZ turns into EFBIG from write(): the run sees a
            # failed write, as on a full disk.
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

        r = subprocess.run([montsim, "run", config, "--out", out, "-q", "--set", f"scheme.seed={before + 1}"],
                           capture_output=True, text=True, preexec_fn=no_room)
        if r.returncode == 0:
            raise AssertionError(f"full {k}: a run with {limit} bytes of room succeeded")
        if "cannot write" not in r.stderr and "error" not in r.stderr:
            raise AssertionError(f"full {k}: no message for the failed write: {r.stderr.strip()}")
        json_seeds, csv_seeds = seeds_in(out)
        if json_seeds != {before} or csv_seeds != {before}:
            raise AssertionError(f"full {k}: the earlier results were not kept: JSON {json_seeds}, CSV {csv_seeds}")
        if leftovers(out):
            raise AssertionError(f"full {k}: temporary files left: {leftovers(out)}")
        counts["full disk: the run failed with a message, the earlier results intact"] += 1


def points_of_run(folder):
    points, _ = results.load_run(folder)
    return sorted(json.dumps(p, sort_keys=True) for p in points)


def resume(montsim, config, root, n, rng, counts):
    long_config = os.path.join(root, "longer.toml")
    with open(long_config, "w") as f:
        f.write(LONGER)
    whole = os.path.join(root, "whole")
    if subprocess.run([montsim, "run", long_config, "--out", whole, "-q", "-j", "2"]).returncode:
        raise AssertionError("the uninterrupted sweep failed")
    expected = points_of_run(whole)
    out = os.path.join(root, "resumed")
    for k in range(n):
        shutil.rmtree(out, ignore_errors=True)
        r = subprocess.Popen([montsim, "run", long_config, "--out", out, "-q", "-j", "2"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        time.sleep(rng.uniform(0.05, 0.6))
        r.send_signal(rng.choice([signal.SIGINT, signal.SIGTERM]))
        r.communicate()
        again = subprocess.run([montsim, "run", long_config, "--out", out, "-q", "-j", "2", "--resume"],
                               capture_output=True, text=True)
        if again.returncode != 0:
            raise AssertionError(f"resume {k}: the resumed run failed: {again.stderr.strip()}")
        if points_of_run(out) != expected:
            raise AssertionError(f"resume {k}: the resumed results differ from an uninterrupted run's")
        counts["resume: interrupted, resumed, the same results as one run"] += 1


def dask(montsim, config, root, n, rng, counts):
    out = os.path.join(root, "dask")
    long_config = os.path.join(root, "longer.toml")  # long enough to be killed mid-way
    with open(long_config, "w") as f:
        f.write(LONGER.replace('"scheme.seed" = [1, 2, 3, 4]\n', ""))
    runner = [sys.executable, str(paths.ROOT / "scripts" / "montsim"), "dask-run", long_config, "--local-workers", "2",
              "--out", out, "--quiet", "--montsim", montsim]
    for k in range(n):
        shutil.rmtree(out, ignore_errors=True)
        before = rng.randrange(1, 10**6)
        if subprocess.run(runner + ["--set", f"scheme.seed={before}"], capture_output=True).returncode:
            raise AssertionError("the Dask run before the kill failed")
        r = subprocess.Popen(runner + ["--set", f"scheme.seed={before + 1}"], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
        time.sleep(rng.uniform(0.5, 3.0))
        r.send_signal(signal.SIGTERM)
        try:
            r.wait(timeout=60)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"dask {k}: the runner did not stop within 60 s of SIGTERM")
        # Its shares die with it (no montsim of this folder left running).
        time.sleep(0.5)
        alive = subprocess.run(["pgrep", "-f", f"--set scheme.seed={before + 1}"], capture_output=True, text=True)
        if alive.stdout.strip():
            raise AssertionError(f"dask {k}: processes of the killed run outlived it: {alive.stdout.split()}")
        json_seeds, csv_seeds = seeds_in(out)
        if json_seeds != csv_seeds or len(json_seeds) != 1 or not json_seeds <= {before, before + 1}:
            raise AssertionError(f"dask {k}: mixed results: JSON {json_seeds}, CSV {csv_seeds}")
        counts["dask: killed, the earlier results intact" if json_seeds == {before}
               else "dask: killed after it finished, the new results complete"] += 1
        if subprocess.run(runner + ["--set", f"scheme.seed={before + 1}"], capture_output=True).returncode:
            raise AssertionError(f"dask {k}: the rerun failed")
        if seeds_in(out)[0] != {before + 1}:
            raise AssertionError(f"dask {k}: the rerun's results are not its own")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim stress-results", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pairs", type=count(0), default=1000)
    ap.add_argument("--kills", type=count(0), default=1000)
    ap.add_argument("--full", type=count(0), default=100, help="runs with too little room to write")
    ap.add_argument("--resumes", type=count(0), default=20, help="sweeps interrupted and resumed")
    ap.add_argument("--dask", type=count(0), default=5, help="Dask runs killed and rerun (0: none)")
    ap.add_argument("--seed", type=count(0), default=1)
    ap.add_argument("--montsim", default=str(paths.MONTSIM))
    args = ap.parse_args(argv)
    if min(args.pairs, args.kills, args.full, args.resumes, args.dask) < 0:
        ap.error("--pairs, --kills, --full, --resumes and --dask must be 0 or more")
    if not os.path.exists(args.montsim):
        sys.exit(f"stress-results: no montsim at {args.montsim} (build it, or give --montsim)")
    rng = random.Random(args.seed)
    counts = {}
    from collections import Counter
    counts = Counter()
    start_time = time.perf_counter()
    with tempfile.TemporaryDirectory() as root:
        config = os.path.join(root, "tiny.toml")
        with open(config, "w") as f:
            f.write(SWEEP)
        try:
            pairs(args.montsim, config, root, args.pairs, rng, counts)
            kills(args.montsim, config, root, args.kills, rng, counts)
            full(args.montsim, config, root, args.full, rng, counts)
            resume(args.montsim, config, root, args.resumes, rng, counts)
            dask(args.montsim, config, root, args.dask, rng, counts)
        except AssertionError as e:
            print(f"stress-results: FAILED: {e}", file=sys.stderr)
            return 1
    for what, n in sorted(counts.items()):
        print(f"{n:>6}  {what}")
    print(f"stress-results: {args.pairs} concurrent pairs, {args.kills} kills, {args.full} full disks, "
          f"{args.resumes} resumed sweeps, {args.dask} killed Dask runs: 0 mixed or corrupt results "
          f"({time.perf_counter() - start_time:.0f} s, seed {args.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
