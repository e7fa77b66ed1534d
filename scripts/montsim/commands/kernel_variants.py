#!/usr/bin/env python3
"""Where each kernel lands against the pSHS paper's Tables II and III
together (issue 24, item 4): the hand-written assembly and every form of the
C (literal, hoisted, incremental, careful: schemes/pshs/c/pshs.c says what
each changes), on both MicroBlaze pipelines.

  build/montsim run configs/kernel_variants.toml
  /usr/bin/python3 scripts/montsim kernel-variants results/kernel_variants/results.json

Per kernel and pipeline: SOS's cycles against Table II (the error at each
size) and its box cost (CTU: cycles per box), then pSHS against Table III's
63 cells (the RMS and largest error of ET, the RMS of the speedup, each
pSHS point dividing by its own SOS of the same form), pSHS's CTU, and the
mean time per core beyond an even share of SOS's (ET - T_SOS/p at TTU 32)
beside the paper's; Table III once under the default link model (TTU = one
link's latency) and once under the closest hypothesis of
table3-hypotheses (the message model, TTU = the latency of p/2 links, every
kernel marking its messages). Nothing is tuned: a kernel lands where it
lands.
"""
import argparse
import math
import statistics
import sys

from .. import paper, results
from .table3_hypotheses import readings_of

FORMS = ["hand", "literal", "hoisted", "incremental", "careful"]


def form_of(cfg):
    """'hand' for the hand-written kernel, else the C's variant."""
    if cfg.get("scheme.kernel", "mulhu") != "c":
        return "hand"
    return cfg.get("scheme.c_variant", "literal")


# The two readings of Table III it shows: the default link model with TTU
# as one link's latency, and the closest hypothesis (table3_hypotheses.py):
# the message model with TTU as the latency of p/2 links.
READINGS = {"pipelined": "TTU = link", "message": "TTU = p/2 links"}


def gather(path):
    """{(pipeline, form): {"sos": {bits: stats}, "pshs": {model: {(p, bits, ttu): stats}}}}."""
    pts, _ = results.load_run(path)
    rows = results.checked_points(pts, ("sos", "pshs"), "kernel-variants", need=("cycles",))
    if not rows:
        raise ValueError(f"{path}: no SOS or pSHS points (run configs/kernel_variants.toml)")
    out = {}
    for cfg, st in rows:
        key = (cfg.get("core.pipeline", "5-stage"), form_of(cfg))
        entry = out.setdefault(key, {"sos": {}, "pshs": {}})
        if cfg["scheme.name"] == "sos":
            entry["sos"][cfg["scheme.bits"]] = st
            continue
        model = cfg.get("link.model", "pipelined")
        if cfg.get("platform.topology", "ring") != "ring" or model not in READINGS:
            continue
        p = cfg["scheme.p"]
        for reading, ttu in readings_of(p, cfg["link.latency"]):
            if reading == READINGS[model]:
                entry["pshs"].setdefault(model, {})[(p, cfg["scheme.bits"], ttu)] = st
    return out


def rms(values):
    return math.sqrt(sum(v * v for v in values) / len(values)) if values else float("nan")


def summarise(entry, model):
    """One row's figures under one link model (None where the results lack
    the points)."""
    row = {}
    for bits, pub in sorted(paper.PSHS_TABLE2_SOS_CYCLES.items()):
        st = entry["sos"].get(bits)
        row[f"sos {bits}"] = None if st is None else (st["mm_cycles"] - pub) / pub
    sos_ctu = [st["ctu"] for st in entry["sos"].values()]
    row["sos ctu"] = statistics.mean(sos_ctu) if sos_ctu else None
    et_err, sp_err, beyond, paper_beyond = [], [], {}, {}
    worst = (0.0, None)
    for (p, bits), ets in paper.PSHS_TABLE3_ET.items():
        for ttu, pet, psp in zip(paper.PSHS_TABLE3_TTU, ets, paper.PSHS_TABLE3_SP[(p, bits)]):
            st = entry["pshs"].get(model, {}).get((p, bits, ttu))
            if st is None:
                continue
            e = (st["cycles"] - pet) / pet
            et_err.append(e)
            sp_err.append((st["speedup"] - psp) / psp)
            if abs(e) > abs(worst[0]):
                worst = (e, (p, bits, ttu))
            if ttu == paper.PSHS_TABLE3_TTU[0]:
                beyond.setdefault(p, []).append(st["cycles"] - st["t_sos"] / p)
                paper_beyond.setdefault(p, []).append(pet - paper.PSHS_TABLE2_SOS_CYCLES[bits] / p)
    row["cells"] = len(et_err)
    row["et rms"] = rms(et_err) if et_err else None
    row["et worst"] = worst
    row["sp rms"] = rms(sp_err) if sp_err else None
    pshs_ctu = [st["ctu"] for st in entry["pshs"].get(model, {}).values()]
    row["pshs ctu"] = statistics.mean(pshs_ctu) if pshs_ctu else None
    row["beyond"] = {p: statistics.mean(v) for p, v in sorted(beyond.items())}
    row["paper beyond"] = {p: statistics.mean(v) for p, v in sorted(paper_beyond.items())}
    return row


def format_table(data, path):
    pct = lambda x: "-" if x is None else f"{100 * x:+.1f}%"
    mag = lambda x: "-" if x is None else f"{100 * x:.1f}%"
    num = lambda x: "-" if x is None else f"{x:.2f}"
    fixed = ("scheme.name", "core.pipeline", "scheme.kernel", "scheme.c_variant", "scheme.bits", "scheme.p",
             "link.latency", "link.model", "link.depth", "scheme.mark_messages")
    head = (f"{'pipeline':<8} {'kernel':<13} | {'SOS 512':>8} {'1024':>7} {'2048':>7} {'CTU':>6} | {'cells':>5} "
            f"{'ET RMS':>7} {'largest':>8} {'at':<15} {'SP RMS':>7} {'CTU':>6} | beyond T_SOS/p at TTU 32, p = 2/4/8")
    lines = [f"Kernels against Tables II and III together ({results.parameters_line([path], fixed=fixed)})"]
    order = lambda k: (k[0] != "5-stage", FORMS.index(k[1]) if k[1] in FORMS else len(FORMS), k[1])
    models = [m for m in READINGS if any(m in e["pshs"] for e in data.values())] or ["pipelined"]
    for model in models:
        depth = "each kernel marking its messages, link.depth 64" if model == "message" else "link.depth 16"
        lines += ["", f"Table III under link.model = {model}, {READINGS[model]} ({depth}):", head]
        paper_beyond = None
        for key in sorted(data, key=order):
            r = summarise(data[key], model)
            e, at = r["et worst"]
            beyond = " / ".join(f"{v:.0f}" for v in r["beyond"].values()) or "-"
            paper_beyond = paper_beyond or r["paper beyond"]
            name = "hand-written" if key[1] == "hand" else f"C {key[1]}"
            lines.append(f"{key[0]:<8} {name:<13} | {pct(r['sos 512']):>8} {pct(r['sos 1024']):>7} "
                         f"{pct(r['sos 2048']):>7} {num(r['sos ctu']):>6} | {r['cells']:>5} {mag(r['et rms']):>7} "
                         f"{pct(e):>8} {str(at) if at else '-':<15} {mag(r['sp rms']):>7} {num(r['pshs ctu']):>6} | "
                         f"{beyond}")
        if paper_beyond:
            lines.append(f"{'paper':<22} | {'':>8} {'':>7} {'':>7} {paper.PSHS_CTU:>6} | {'':>5} {'':>7} {'':>8} "
                         f"{'':<15} {'':>7} {'':>6} | " + " / ".join(f"{v:.0f}" for v in paper_beyond.values()))
    lines.append("(SOS: the error of its cycles against Table II at each size; CTU: cycles per box; ET and SP: errors "
                 "against Table III's 63 cells, the RMS and the largest with its (p, bits, TTU), each pSHS point's "
                 "speedup over its own SOS of the same form; beyond: the mean over sizes of ET - T_SOS/p at TTU 32, "
                 "the paper's from its own tables; the marked kernels differ from the plain ones only in their sends)")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim kernel-variants", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("results", help="results.json of configs/kernel_variants.toml")
    args = ap.parse_args(argv)
    print(format_table(gather(args.results), args.results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
