#!/usr/bin/env python3
"""Runs many scheme points with random and adversarial operands through
`montsim run` and reports how many gave a wrong result (each point is checked
by montsim against Boost.Multiprecision; a wrong product fails the point).

Usage: /usr/bin/python3 scripts/montsim stress [--runs N] [--montsim build/montsim] [--seed S] [-j J]

Adversarial operands, for each modulus size: N = 2^bits - 1 (all-ones words),
N = 2^(bits-1) + 1 (just above half), a random odd N with its top bit set;
A and B from {0, 1, 2, N-1, N-2, all-ones low words, random}, and pairs
chosen so that SOS/pSHS's final subtraction happens and so that it does not
(t = (A*B + M*N)/R >= N, M = -A*B*N^-1 mod R, R = 2^(32s)). Schemes: sos
(both kernels where the core allows), pshs (p, q, link models, latencies,
FIFO depths, timing modes), fan (methods, w = 16/32, p, S_rf). Runs are
grouped into sweeps (one montsim process each); the report counts every
point montsim ran.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from . import catalogue
from . import paths

ROOT = str(paths.ROOT)


def final_subtraction(a, b, n, bits):
    r = 1 << bits
    m = (-a * b * pow(n, -1, r)) % r
    return (a * b + m * n) // r >= n


def operand_sets(bits, rng):
    """(N, [A...], [B...]) triples: every A with every B is a point."""
    top = (1 << bits) - 1
    moduli = [top, (1 << (bits - 1)) + 1, rng.getrandbits(bits) | (1 << (bits - 1)) | 1]
    sets = []
    for n in moduli:
        low_ones = (1 << (bits // 2)) - 1
        pick = [0, 1, 2, n - 1, n - 2, low_ones % n, rng.randrange(n)]
        # One pair with and one without the final subtraction, found by search.
        want = {True: None, False: None}
        for _ in range(200):
            a, b = rng.randrange(n), rng.randrange(n)
            k = final_subtraction(a, b, n, bits)
            if want[k] is None:
                want[k] = (a, b)
            if all(want.values()):
                break
        extra_a = [p[0] for p in want.values() if p]
        extra_b = [p[1] for p in want.values() if p]
        sets.append((n, sorted(set(pick + extra_a)), sorted(set(pick + extra_b))))
    return sets


def toml_value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return json.dumps(v)
    return str(v)


def unmarked_link_models(montsim=None):
    """Every latency model the plain pSHS kernel runs on: all but those
    that carry whole messages (they need the marked kernel)."""
    return [e["name"] for e in catalogue.registry("link.model", montsim)["entries"]
            if not e["facts"].get("carries messages", "no").startswith("yes")]


def groups(rng, budget, montsim=None):
    """Yields (label, base settings) for sweeps until `budget` points are planned."""
    planned = 0
    sizes = [64, 96, 128, 256, 512, 1024, 2048]
    while planned < budget:
        scheme = rng.choice(["sos", "pshs", "pshs", "pshs", "fan"])
        bits = rng.choice(sizes)
        base = {"scheme.name": scheme, "scheme.bits": bits}
        if scheme == "sos":
            if rng.random() < 0.3:
                base.update({"scheme.kernel": "libgcc", "core.hw_mul": "mul32"})
            base["core.pipeline"] = rng.choice(["5-stage", "3-stage"])
        elif scheme == "pshs":
            s = bits // 32
            p = rng.choice([d for d in (1, 2, 3, 4, 8) if s % d == 0])
            q = rng.choice([d for d in range(1, s // p + 1) if (s // p) % d == 0])
            depth = rng.choice([2, 4, 16, 64])
            base.update({"scheme.p": p, "scheme.q": q, "link.depth": depth,
                         "link.model": rng.choice(unmarked_link_models(montsim)),
                         "link.latency": rng.choice([1, 2, 7, 32, 300, 1100]),
                         "run.timing": "lockstep" if rng.random() < 0.1 else rng.choice(["sync-free", "decoupled"]),
                         "core.pipeline": rng.choice(["5-stage", "3-stage"])})
        else:
            if bits > 512:
                base["scheme.bits"] = bits = 512  # the VLIW programs are unrolled: keep them small
            w = rng.choice([16, 32])
            method = rng.choice(["single", "method-I", "method-II"])
            s = bits // w
            p = 1 if method == "single" else rng.choice([d for d in (1, 2, 3, 4) if method == "method-I" or s % d == 0])
            base.update({"vliw.word_bits": w, "scheme.method": method, "scheme.p": p,
                         "vliw.registers": rng.choice([4, 8, 16, 32, 64])})
        for n, avals, bvals in operand_sets(bits, rng):
            planned += len(avals) * len(bvals)
            yield dict(base, **{"scheme.n": hex(n)}), [hex(a) for a in avals], [hex(b) for b in bvals]


def run_group(montsim, base, avals, bvals, jobs, tmp):
    cfg = os.path.join(tmp, "stress.toml")
    with open(cfg, "w") as f:
        for k, v in base.items():
            f.write(f'"{k}" = {toml_value(v)}\n')
        f.write("[sweep]\n")
        f.write('"scheme.a" = [' + ", ".join(json.dumps(a) for a in avals) + "]\n")
        f.write('"scheme.b" = [' + ", ".join(json.dumps(b) for b in bvals) + "]\n")
    out = os.path.join(tmp, "out")
    proc = subprocess.run([montsim, "run", cfg, "--quiet", "-j", str(jobs), "--out", out],
                          capture_output=True, text=True)
    failures = [line for line in proc.stderr.splitlines() if " FAILED: " in line]
    stem = "results.incomplete.json" if failures else "results.json"
    path = os.path.join(out, stem)
    done = len(json.load(open(path))["points"]) if os.path.exists(path) else 0
    if proc.returncode != 0 and not failures:
        failures = [proc.stderr.strip() or f"montsim exited with {proc.returncode}"]
    for name in ("results.json", "results.incomplete.json", "results.csv", "results.incomplete.csv"):
        if os.path.exists(os.path.join(out, name)):
            os.remove(os.path.join(out, name))
    return done, failures


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim stress", description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=10000, help="points to run, at least (default %(default)s)")
    ap.add_argument("--montsim", default=os.path.join(ROOT, "build", "montsim"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    total, wrong, other, per_scheme = 0, [], [], {}
    with tempfile.TemporaryDirectory() as tmp:
        for base, avals, bvals in groups(rng, args.runs, args.montsim):
            done, failures = run_group(args.montsim, base, avals, bvals, args.jobs, tmp)
            total += done + len(failures)
            per_scheme[base["scheme.name"]] = per_scheme.get(base["scheme.name"], 0) + done + len(failures)
            for f in failures:
                (wrong if "wrong" in f.lower() or "expected" in f else other).append((base, f))
            print(f"\r{total} runs, {len(wrong)} wrong, {len(other)} other failures", end="", file=sys.stderr)
    print(file=sys.stderr)
    counts = ", ".join(f"{k} {v}" for k, v in sorted(per_scheme.items()))
    print(f"stress: {total} scheme runs ({counts}), {len(wrong)} wrong results, {len(other)} other failures "
          f"(seed {args.seed})")
    for base, f in (wrong + other)[:20]:
        print(f"  {json.dumps(base)}\n    {f}")
    return 0 if not wrong and not other else 1
