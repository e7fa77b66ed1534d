#!/usr/bin/env python3
"""Runs many scheme points with random and adversarial operands through
`montsim run` and reports how many gave a wrong result (each point is checked
by montsim against Boost.Multiprecision; a wrong product fails the point).

Usage: /usr/bin/python3 scripts/montsim stress [--runs N] [--montsim build/montsim] [--seed S] [-j J]

Adversarial operands, for each modulus size: N = 2^bits - 1 (all-ones words),
N = 2^(bits-1) + 1 (just above half), a random odd N with its top bit set;
A and B from {0, 1, 2, N-1, N-2, all-ones low words, random}, and pairs
chosen so that SOS/pSHS's final subtraction happens and so that it does not
(t = (A*B + M*N)/R >= N, M = -A*B*N^-1 mod R, R = 2^(32s)). Every scheme of
the catalogue in turns, each with its own keys drawn (kernel forms and C
variants, p and q, every link model, topology and network mode, pipelines,
timing modes, FIPS forms and machines, Alg. 4's chains and shared memory,
modexp's windows, the PE array's algorithms, a user's program, ECC's curves,
methods and multipliers with edge scalars); values in
turns, so that a few dozen groups cover each. A draw montsim refuses
(`run --check`: a combination the scheme does not take) is skipped and
counted apart. Runs are grouped into sweeps (one montsim process each); the
report counts every point montsim ran and what the draw covered.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from ..argtypes import count
from .. import catalogue
from .. import paths

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


def message_link_models(montsim=None):
    """The latency models that carry whole messages (they need the marked
    kernel, scheme.mark_messages = true)."""
    return {e["name"] for e in catalogue.registry("link.model", montsim)["entries"]
            if e["facts"].get("carries messages", "no").startswith("yes")}


class Picker:
    """Chooses among a key's values in turns (each shuffled list used up
    before the next), so that a draw of a few dozen groups covers every
    link model, topology, kernel form and scheme, not just the likely ones."""

    def __init__(self, rng):
        self.rng, self.left = rng, {}

    def __call__(self, key, values):
        values = list(values)
        left = [v for v in self.left.get(key, []) if v in values]
        if not left:
            left = values[:]
            self.rng.shuffle(left)
        self.left[key] = left[1:]
        return left[0]


# The program scheme's example: a student's pSHS in C (compiled by montsim
# with the project's microblaze-elf gcc), checked against Boost as any.
PROGRAM = os.path.join(ROOT, "schemes", "program", "examples", "pshs_student.toml")


def network(pick, rng, base, montsim, routed_ok=True, ring_only=False, marks=False):
    """Link and topology keys for a scheme whose cores talk over links
    (`marks`: its program can mark messages, for the message models)."""
    topologies = ["ring"] if ring_only else catalogue.names("platform.topology", montsim)
    if not routed_ok:
        topologies = [t for t in topologies if t in ("ring", "p2p")]
    topology = pick(base["scheme.name"] + " topology", topologies)
    base["platform.topology"] = topology
    base["link.latency"] = rng.choice([1, 2, 7, 32, 300])
    base["link.depth"] = rng.choice([2, 4, 16, 64])
    base["run.network"] = pick("run.network", catalogue.names("run.network", montsim))
    if topology in ("ring", "p2p"):
        models = [m for m in catalogue.names("link.model", montsim) if marks or m not in message_link_models(montsim)]
        base["link.model"] = pick(base["scheme.name"] + " link.model", models)
    else:
        base["router.latency"] = rng.choice([1, 2, 3])
        base["router.buffer"] = rng.choice([1, 4, 8])
        if topology in ("mesh", "torus"):
            base["platform.placement"] = pick("placement", ["identity", "snake", "random"])


def core(pick, base, montsim):
    base["core.pipeline"] = pick("core.pipeline", catalogue.param("core.pipeline", montsim)["choices"])


def plan(scheme, bits, pick, rng, montsim):
    """A base point of `scheme` with its own keys drawn, or None if the
    scheme has no form at these bits; `montsim run --check` has the last
    word (run_group skips a draw it refuses)."""
    base = {"scheme.name": scheme, "scheme.bits": bits}
    s = bits // 32
    # What the scheme runs on and declares, from the engine's catalogue: a new
    # MicroBlaze scheme gets its core drawn, one with scheme.kernel its kernel.
    entry = catalogue.entry("scheme.name", scheme, montsim)
    declared = {p["key"] if isinstance(p, dict) else p for p in entry["params"]}
    if entry.get("facts", {}).get("runs on", "").startswith("microblaze"):
        core(pick, base, montsim)
    if "scheme.kernel" in declared:
        kernel = pick(scheme + " kernel", ["mulhu", "libgcc", "c"] if scheme == "sos" else ["mulhu", "c"])
        base["scheme.kernel"] = kernel
        if kernel == "mulhu":  # the hand-written kernels' two final subtractions
            base["scheme.final_subtraction"] = pick(scheme + " final_subtraction", ["branch", "masked"])
        if kernel == "libgcc":
            base["core.hw_mul"] = "mul32"
        if kernel == "c" and scheme != "cios":
            variants = ["literal", "hoisted"] + (["incremental", "careful"] if scheme == "pshs" else [])
            base["scheme.c_variant"] = variant = pick(scheme + " c_variant", variants)
            # Only the literal C is compiled at every level (schemes/compiled).
            base["scheme.gcc_opt"] = pick("gcc_opt", ["O0", "O1", "O2", "O3", "Os"]) if variant == "literal" else "O2"
    if scheme == "pshs":
        p = pick("pshs p", [d for d in (1, 2, 3, 4, 8) if s % d == 0])
        base["scheme.p"] = p
        base["scheme.q"] = rng.choice([d for d in range(1, s // p + 1) if (s // p) % d == 0])
        base["run.timing"] = pick("run.timing", ["sync-free", "decoupled", "lockstep"])
        network(pick, rng, base, montsim, marks=True)
        if base.get("link.model") in message_link_models(montsim):
            base["scheme.mark_messages"] = True
            base["link.depth"] = max(base["link.depth"], s + 2)  # a message must fit the FIFO (else: deadlock, said)
            if base["scheme.kernel"] == "c":
                base["scheme.c_variant"], base["scheme.gcc_opt"] = "literal", "O2"  # the marked C: -O2 only
    elif scheme == "fan":
        w = pick("fan w", [16, 32])
        method = pick("fan method", ["single", "method-I", "method-II"])
        sw = bits // w
        p = 1 if method == "single" else rng.choice([d for d in (1, 2, 3, 4) if method == "method-I" or sw % d == 0])
        base.update({"vliw.word_bits": w, "scheme.method": method, "scheme.p": p,
                     "vliw.registers": rng.choice([4, 8, 16, 32, 64])})
    elif scheme in ("fips", "fips_mb"):
        # Not "enhanced", Fig. 4 as printed: its ACCY needs 2w + 1 bits and
        # overflows on near-all-ones operands, a finding of the paper's form
        # (scripts/docs/explanation/fips.md, tested there), which montsim reports as a
        # wrong product or an overflow error; its fixed form is drawn.
        variant = pick(scheme + " variant", ["basic", "single-acc", "enhanced-fixed"])
        base["fips.variant"] = variant
        # The C62x multiplies 16 bits, the TigerSHARC 32 and has no
        # single-accumulator loop; the single accumulator holds w = 16 only.
        machine = "c62x" if variant == "single-acc" else pick("fips machine", ["c62x", "ts201"])
        base["fips.w"] = 16 if variant == "single-acc" else pick(scheme + " w", [16, 32])
        if scheme == "fips":
            base["fips.machine"] = machine
            base["fips.w"] = 16 if machine == "c62x" else 32
    elif scheme in ("pmont_shared", "pmont_net"):
        base["scheme.p"] = pick(scheme + " p", [d for d in (1, 2, 3, 4, 8, 16) if d <= s])
        base["scheme.chain"] = pick("chain", ["tree", "serial"])
        base["scheme.reduction"] = pick("reduction", ["full", "truncated"])
        if scheme == "pmont_shared":
            base["shmem.ports"] = rng.choice([1, 2])
            base["shmem.read_latency"] = rng.choice([1, 3])
            base["barrier.kind"] = barrier = pick("barrier", ["hardware", "software"])
            # A software barrier's spinning cores starve the low ones under
            # fixed priority (montsim stops such a run with that error).
            base["shmem.arbitration"] = "round_robin" if barrier == "software" else pick("arbitration",
                                                                                          ["round_robin", "fixed"])
        elif base["scheme.p"] > 1:
            network(pick, rng, base, montsim, ring_only=False)
            if base["platform.topology"] == "ring":
                base["platform.topology"] = "p2p"  # Alg. 4's tree needs links beyond the ring
    elif scheme == "modexp":
        mm = pick("modexp mm", ["pshs", "sos"])
        base["scheme.mm"] = mm
        # g groups, each its own exponentiation (its own operands: every
        # group's result checked); their rings need p2p or a routed network.
        split = pick("modexp groups", [1, 2])
        base["scheme.groups"] = split
        base["scheme.p"] = split * (1 if mm == "sos" else rng.choice([d for d in (1, 2, 4) if s % d == 0]))
        base["scheme.window"] = rng.choice([1, 2, 3])
        base["scheme.exponent"] = hex(rng.getrandbits(12) | 1 << 11)
        if mm == "pshs":
            network(pick, rng, base, montsim, ring_only=split == 1)
            base.pop("link.model", None)
            if split > 1 and base["platform.topology"] == "ring":
                base["platform.topology"] = "p2p"
    elif scheme == "ecc":
        # The curve fixes the size; scalars are the operands (ECC_SCALARS).
        base.pop("scheme.bits")
        curve = pick("ecc curve", ["p256", "p384", "p521", "x25519"])
        base["ecc.curve"] = curve
        mm = pick("ecc mm", ["pshs", "sos", "cios", "pmont"])
        base["ecc.mm"] = mm
        # Algorithm 4 (pmont) runs one group on the shared memory, with pmont.c's own final subtraction.
        split = 1 if mm == "pmont" else pick("ecc groups", [1, 2])
        base["scheme.groups"] = split
        base["scheme.p"] = split * (rng.choice([1, 2, 4]) if mm in ("pshs", "pmont") else 1)
        base["scheme.final_subtraction"] = "branch" if mm == "pmont" else pick("ecc final_subtraction",
                                                                               ["branch", "masked"])
        if mm == "pmont":
            base["barrier.kind"] = pick("ecc pmont barrier.kind", ["hardware", "software"])
        if curve != "x25519":
            # P-521's ladder runs a second a point: its double-and-add, on short scalars, is drawn instead.
            base["ecc.method"] = "double-and-add" if curve == "p521" else pick("ecc method", ["ladder", "double-and-add"])
        if mm == "pshs":
            network(pick, rng, base, montsim, ring_only=split == 1)
            base.pop("link.model", None)
            if split > 1 and base["platform.topology"] == "ring":
                base["platform.topology"] = "p2p"
    elif scheme == "iwbmm":
        base["pearray.algorithm"] = pick("pearray.algorithm", ["iwbmm_r", "tenca", "low_latency"])
        base["pearray.w"] = rng.choice([3, 8, 16, 32])
        base["pearray.operands"] = pick("pearray.operands", ["random", "extreme"])
        base["scheme.p"] = rng.choice([1, 2, 4, 8])
    elif scheme == "iwbmm_ring":
        base["scheme.p"] = rng.choice([d for d in (1, 2, 4) if s % d == 0])
        network(pick, rng, base, montsim, ring_only=True)  # one core: its ring of one, to itself
        # Its FIFOs are the storage buffer: a whole column, 3(s + 1) words.
        base["link.depth"] = 3 * (s + 1) + rng.choice([0, 5])
    elif scheme == "program":
        base["scheme.program"] = PROGRAM
        base["scheme.p"] = rng.choice([d for d in (1, 2, 4) if s % d == 0])
        network(pick, rng, base, montsim, routed_ok=True)
        base.pop("run.network", None)
    return base


# Sizes per scheme: what runs in well under a second a point (the VLIW
# programs are unrolled, modexp runs many products, fips on the C62x
# needs whole 16-bit words).
SIZES = {"fan": [64, 128, 256], "modexp": [64, 96, 128], "program": [128, 256, 512], "iwbmm": [64, 128, 256, 512]}
DEFAULT_SIZES = [64, 96, 128, 256, 512, 1024, 2048]
# What a scheme's operands are: A, B and N swept (most), A and N (modexp's
# base; B is no operand of A^E mod N), none (iwbmm draws its own stream), or
# a scalar (ecc: ecc_scalars).
OPERANDS = {"modexp": "an", "iwbmm": "", "ecc": "scalar"}
# The NIST group orders, for scalars at the edges (1, 2, 3, n - 1, n - 2).
ECC_ORDERS = {"p256": 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551,
              "p384": int("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
                          16)}


def ecc_scalars(base, rng):
    """ecc points: edge and random scalars of the base's curve (X25519: 32
    random bytes, and u = 9 or random), each checked by montsim against its
    affine reference."""
    curve = base["ecc.curve"]
    if curve == "x25519":
        return [{"ecc.scalar": rng.getrandbits(256).to_bytes(32, "little").hex(),
                 "ecc.u": u} for u in ("09" + "00" * 31, rng.getrandbits(255).to_bytes(32, "little").hex())]
    scalars = [1, 2, 3, rng.getrandbits(32) | 1, rng.getrandbits(64)]
    if curve in ECC_ORDERS:
        n = ECC_ORDERS[curve]
        scalars += [n - 1, n - 2, rng.randrange(1, n)]
    return [{"ecc.scalar": hex(k)} for k in scalars]


def point_pairs(n, avals, bvals, bits, rng, count=12):
    """About `count` (A, B) pairs of the sets: the edges (0, N-1 and N-1
    with N-1), a pair with and one without the final subtraction, the rest
    drawn."""
    pairs = [(0, 0), (avals[-1], bvals[-1]), (1, bvals[-1])]
    for want in (True, False):
        pairs += [(a, b) for a in avals for b in bvals if final_subtraction(a, b, n, bits) == want][:1]
    while len(pairs) < count:
        pairs.append((rng.choice(avals), rng.choice(bvals)))
    return list(dict.fromkeys(pairs))


def groups(rng, budget, montsim=None):
    """Yields (base settings, points) until `budget` points are planned, a
    point being the keys that differ from the base: the schemes in turns,
    every scheme in the catalogue, one adversarial modulus a group."""
    pick = Picker(rng)
    schemes = catalogue.names("scheme.name", montsim)
    planned = 0
    while planned < budget:
        scheme = pick("scheme.name", schemes)
        bits = rng.choice(SIZES.get(scheme, DEFAULT_SIZES))
        base = plan(scheme, bits, pick, rng, montsim)
        kind = OPERANDS.get(scheme, "abn")
        if kind == "scalar":
            points = ecc_scalars(base, rng)
        elif not kind:
            points = [{"scheme.seed": seed} for seed in range(1, 4)]
        else:
            n, avals, bvals = operand_sets(bits, rng)[pick(f"modulus {bits}", [0, 1, 2])]
            base = dict(base, **{"scheme.n": hex(n)})
            pairs = point_pairs(n, avals, bvals, bits, rng)
            if "b" in kind:
                points = [{"scheme.a": hex(a), "scheme.b": hex(b)} for a, b in pairs]
            else:
                points = [{"scheme.a": hex(a)} for a in dict.fromkeys(a for a, _ in pairs)]
        planned += len(points)
        yield base, points


def run_group(montsim, base, points, jobs, tmp):
    """(points done, failures, refused): refused is montsim's reason when
    it will not run the draw at all (a combination a scheme does not take:
    the draw is skipped, not counted)."""
    cfg = os.path.join(tmp, "stress.toml")
    with open(cfg, "w") as f:
        for k, v in base.items():
            f.write(f'"{k}" = {toml_value(v)}\n')
        for point in points:  # a sweep group of one point each
            f.write("[[sweep]]\n")
            for k, v in point.items():
                f.write(f'"{k}" = [{toml_value(v)}]\n')
    check = subprocess.run([montsim, "run", cfg, "--check", "-j", str(jobs)], capture_output=True, text=True)
    if check.returncode != 0:
        return 0, [], check.stderr.strip().splitlines()[0] if check.stderr.strip() else "refused"
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
    return done, failures, None


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim stress", description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=count(1), default=10000, help="points to run, at least (default %(default)s)")
    ap.add_argument("--montsim", default=str(paths.MONTSIM))
    ap.add_argument("--seed", type=count(0), default=1)
    ap.add_argument("-j", "--jobs", type=count(1, 1024), default=os.cpu_count() or 2)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    total, wrong, other, per_scheme, refused = 0, [], [], {}, {}
    covered = {"link.model": set(), "platform.topology": set(), "scheme.kernel": set(), "scheme.final_subtraction": set(),
               "scheme.groups": set()}
    with tempfile.TemporaryDirectory() as tmp:
        for base, points in groups(rng, args.runs, args.montsim):
            done, failures, refusal = run_group(args.montsim, base, points, args.jobs, tmp)
            name = base["scheme.name"]
            if refusal:
                refused.setdefault(name, []).append(refusal)
                continue
            total += done + len(failures)
            per_scheme[name] = per_scheme.get(name, 0) + done + len(failures)
            for key in covered:
                if key in base:
                    covered[key].add(f"{base[key]}")
            for f in failures:
                (wrong if "wrong" in f.lower() or "expected" in f else other).append((base, f))
            print(f"\r{total} runs, {len(wrong)} wrong, {len(other)} other failures", end="", file=sys.stderr)
    print(file=sys.stderr)
    counts = ", ".join(f"{k} {v}" for k, v in sorted(per_scheme.items()))
    print(f"stress: {total} scheme runs ({counts}), {len(wrong)} wrong results, {len(other)} other failures "
          f"(seed {args.seed})")
    for key, values in covered.items():
        print(f"  {key}: {', '.join(sorted(values))}")
    skipped = sum(len(v) for v in refused.values())
    if skipped:
        print(f"  {skipped} draws refused by montsim run --check and skipped (combinations a scheme does not take), "
              f"e.g. {next(iter(refused.values()))[0]}")
    missing = sorted(set(catalogue.names("scheme.name", args.montsim)) - set(per_scheme))
    if missing and args.runs >= 1000:
        print(f"  no point of: {', '.join(missing)}")
    # A draw montsim refuses is skipped; a run of far fewer points than
    # asked (a montsim that refuses everything) is no pass.
    short = total < args.runs // 2
    if short:
        print(f"  {total} points ran, fewer points than asked ({args.runs}): the draws were refused")
    for base, f in (wrong + other)[:20]:
        print(f"  {json.dumps(base)}\n    {f}")
    return 0 if not wrong and not other and not short and not (missing and args.runs >= 1000) else 1
