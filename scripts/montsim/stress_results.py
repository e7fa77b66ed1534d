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
Prints the counts of every outcome; exits 1 on a single mixed, corrupt or
unexplained one.
"""
import argparse
import csv
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from . import paths, results

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


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim stress-results", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pairs", type=int, default=1000)
    ap.add_argument("--kills", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--montsim", default=str(paths.ROOT / "build" / "montsim"))
    args = ap.parse_args(argv)
    if args.pairs < 0 or args.kills < 0:
        ap.error("--pairs and --kills must be 0 or more")
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
        except AssertionError as e:
            print(f"stress-results: FAILED: {e}", file=sys.stderr)
            return 1
    for what, n in sorted(counts.items()):
        print(f"{n:>6}  {what}")
    print(f"stress-results: {args.pairs} concurrent pairs and {args.kills} kills, 0 mixed or corrupt results "
          f"({time.perf_counter() - start_time:.0f} s, seed {args.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
