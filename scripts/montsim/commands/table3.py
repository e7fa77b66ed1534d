#!/usr/bin/env python3
"""Print the pSHS paper's Table III (execution time ET and speedup SP of pSHS,
q = s/p) beside montsim's results, then per (p, bits) the slope of ET below the
knee and the knee (measured CLT), beside the paper's.

Usage: /usr/bin/python3 scripts/montsim table3 RESULTS_JSON [--model MODEL]

RESULTS_JSON is a results.json written by `montsim run` (or the directory
holding it). Only points with scheme.name = "pshs" are read; a pSHS point
whose result is not correct is an error. One table per link model (and core
pipeline) found, or only the link model --model selects (any link.model
value `montsim --help` lists: pipelined, serial, delayline, ...).
"""
import argparse
import math
import sys

from ..results import checked_points, load_points, parameters_line

from .. import knee
from ..paper import (PSHS_CTU, PSHS_FIG6_CLT, PSHS_FIG6_P, PSHS_TABLE2_SOS_CYCLES, PSHS_TABLE3_ET,
                     PSHS_TABLE3_SP, PSHS_TABLE3_TTU, clt_eq1, eq2_slope)

# What Table III is about: its rows, columns and per-table groups.
TABLE3_AXES = ("scheme.name", "scheme.p", "scheme.bits", "scheme.q", "link.latency", "link.model", "core.pipeline")


def relative_error(simulated, published):
    return (simulated - published) / published


def formula_sp(p, bits):
    """The paper's own speedup formula over its own numbers, per TTU column:
    T_SOS (Table II) / ET (Table III)."""
    return [PSHS_TABLE2_SOS_CYCLES[bits] / et for et in PSHS_TABLE3_ET[(p, bits)]]


def _rms_and_worst(errors):
    """(RMS, (largest error, its cell)) of [(error, cell)]; (None, None) for none."""
    if not errors:
        return None, None
    return math.sqrt(sum(e * e for e, _ in errors) / len(errors)), max(errors, key=lambda e: abs(e[0]))


def printed_line_against_formula():
    """How far the paper's printed speedup line is from its own formula:
    {"cells", "rms", "over_2", "worst"}, the errors of the formula against
    the printed value. A model that matched every execution time would be
    exactly this far from the printed line."""
    errors = [(relative_error(f, printed), (p, bits, ttu))
              for (p, bits) in PSHS_TABLE3_ET
              for ttu, f, printed in zip(PSHS_TABLE3_TTU, formula_sp(p, bits), PSHS_TABLE3_SP[(p, bits)])]
    rms, worst = _rms_and_worst(errors)
    return {"cells": len(errors), "rms": rms, "over_2": sum(abs(e) > 0.02 for e, _ in errors), "worst": worst}


def pshs_records(points):
    """Flat records of the pSHS points; ValueError on a point not marked correct."""
    recs = []
    for cfg, st in checked_points(points, "pshs", "table3"):
        cycles = st["cycles"]
        t_sos = st.get("t_sos")
        speedup = st.get("speedup")
        if speedup is None and t_sos:
            speedup = t_sos / cycles
        recs.append({
            "p": cfg["scheme.p"], "bits": cfg["scheme.bits"], "s": st["s"], "q": st["q"],
            "ttu": cfg["link.latency"], "model": cfg.get("link.model"),
            "pipeline": cfg.get("core.pipeline"), "cycles": cycles, "speedup": speedup,
            "t_sos": t_sos, "ctu": st.get("ctu"),
        })
    return recs


def groups(recs, model=None, pipeline=None):
    """Sorted (model, pipeline) pairs present, filtered by model/pipeline if given."""
    keys = {(r["model"], r["pipeline"]) for r in recs}
    return sorted((k for k in keys if (model is None or k[0] == model)
                   and (pipeline is None or k[1] == pipeline)), key=lambda k: (str(k[0]), str(k[1])))


def _mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values) if values else None


def curve(recs, model, pipeline, p, bits, q=None):
    """One ET(TTU) curve: sorted list of {ttu, cycles, speedup, ctu, q, n}.

    q None selects q = s/p (Table III, Fig. 6); repeated points at one TTU
    (e.g. several seeds) are averaged, n counts them."""
    by_ttu = {}
    for r in recs:
        if (r["model"], r["pipeline"], r["p"], r["bits"]) != (model, pipeline, p, bits):
            continue
        if r["q"] != (r["s"] // r["p"] if q is None else q):
            continue
        by_ttu.setdefault(r["ttu"], []).append(r)
    out = []
    for ttu in sorted(by_ttu):
        rs = by_ttu[ttu]
        out.append({"ttu": ttu, "cycles": _mean([r["cycles"] for r in rs]),
                    "speedup": _mean([r["speedup"] for r in rs]),
                    "ctu": _mean([r["ctu"] for r in rs]), "q": rs[0]["q"], "s": rs[0]["s"],
                    "n": len(rs)})
    return out


def analyse(points):
    """knee.analyse_curve() of a curve() result."""
    return knee.analyse_curve([c["ttu"] for c in points], [c["cycles"] for c in points])


def against_paper(recs, model, pipeline):
    """The whole table against the paper's cells: how many, the RMS of the
    relative errors of execution time and of speedup, and each one's largest
    error with its cell (p, bits, TTU). None where no cell has a paper value."""
    et, sp, spf = [], [], []
    for (p, bits), row in PSHS_TABLE3_ET.items():
        pts = {c["ttu"]: c for c in curve(recs, model, pipeline, p, bits)}
        for ttu, pet, psp, fsp in zip(PSHS_TABLE3_TTU, row, PSHS_TABLE3_SP[(p, bits)], formula_sp(p, bits)):
            if ttu in pts:
                et.append((relative_error(pts[ttu]["cycles"], pet), (p, bits, ttu)))
                if pts[ttu]["speedup"] is not None:
                    sp.append((relative_error(pts[ttu]["speedup"], psp), (p, bits, ttu)))
                    spf.append((relative_error(pts[ttu]["speedup"], fsp), (p, bits, ttu)))
    if not et:
        return None
    (et_rms, et_worst), (sp_rms, sp_worst), (spf_rms, spf_worst) = (
        _rms_and_worst(et), _rms_and_worst(sp), _rms_and_worst(spf))
    return {"cells": len(et), "et_rms": et_rms, "et_worst": et_worst, "sp_rms": sp_rms, "sp_worst": sp_worst,
            "spf_rms": spf_rms, "spf_worst": spf_worst}


def headline(summary):
    """One line: a table's execution-time and speedup errors against the paper."""
    def part(what, rms, worst):
        if rms is None:
            return f"{what}: -"
        err, (p, bits, ttu) = worst
        return f"{what} RMS {100 * rms:.1f} %, largest {100 * err:+.1f} % (p {p}, {bits} bits, TTU {ttu})"
    return (f"{summary['cells']} cells beside the paper: "
            + part("execution time", summary["et_rms"], summary["et_worst"]) + "; "
            + part("speedup", summary["sp_rms"], summary["sp_worst"]))


def _cell(width, value, fmt):
    return f"{'-':>{width}}" if value is None else f"{value:>{width}{fmt}}"


def format_table3(recs, model, pipeline):
    w = 8
    keys = sorted(set(PSHS_TABLE3_ET) | {(r["p"], r["bits"]) for r in recs
                                         if (r["model"], r["pipeline"]) == (model, pipeline)})
    out = [f"Table III, link model {model}, {pipeline} core: pSHS execution time (et, cycles)",
           "and speedup (sp = T_SOS/et), q = s/p",
           "",
           f"{'p':>2} {'bits':>5}    {'':7} TTU" + "".join(f"{t:>{w}}" for t in PSHS_TABLE3_TTU)]
    other_ttus = set()
    last_p = None
    for p, bits in keys:
        pts = {c["ttu"]: c for c in curve(recs, model, pipeline, p, bits)}
        other_ttus |= set(pts) - set(PSHS_TABLE3_TTU)
        if last_p is not None and p != last_p:
            out.append("")
        last_p = p
        for line, stat, paper_row, fmt in (("et", "cycles", PSHS_TABLE3_ET.get((p, bits)), ".0f"),
                                           ("sp", "speedup", PSHS_TABLE3_SP.get((p, bits)), ".2f")):
            sim = [pts[t][stat] if t in pts else None for t in PSHS_TABLE3_TTU]
            paper = list(paper_row) if paper_row else [None] * len(PSHS_TABLE3_TTU)
            err = [None if s is None or pp is None else 100 * relative_error(s, pp)
                   for s, pp in zip(sim, paper)]
            head = f"{p:>2} {bits:>5}" if line == "et" else " " * 8
            out.append(f"{head} {line} montsim    " + "".join(_cell(w, v, fmt) for v in sim))
            out.append(f"{'':8}    paper      " + "".join(_cell(w, v, fmt) for v in paper))
            out.append(f"{'':8}    rel.err    " + "".join(
                f"{'-':>{w}}" if e is None else f"{e:>+{w - 1}.1f}%" for e in err))
    summary = against_paper(recs, model, pipeline)
    if summary:
        out += ["", headline(summary)]
    if other_ttus:
        out += ["", f"({len(other_ttus)} further TTU values in the results are used only for the"
                    " slopes and knees below.)"]
    out += ["",
            "montsim et = cycles from the start to the last core's finish, result distribution",
            "included; montsim sp = montsim's own SOS cycles on the same core / et; paper sp = as",
            "printed (for p = 4, 8 from TTU = 300 on, the paper's sp line is T_SOS/et at TTU = 200,",
            "300, .., 600, not at its own column: see scripts/montsim/data/pshs.toml)."]
    return "\n".join(out)


def format_clt(recs, model, pipeline):
    paper = knee.paper_rows()
    keys = sorted(set(PSHS_TABLE3_ET) | {(r["p"], r["bits"]) for r in recs
                                         if (r["model"], r["pipeline"]) == (model, pipeline)})
    out = [f"Link model {model}, {pipeline} core: slope of et below the knee (cycles per TTU",
           "cycle) and knee = measured CLT (TTU cycles)",
           "",
           f"{'':8} {'':>3} {'---- montsim ----':>22}   {'- paper Table III -':>19}"
           f"   {'------- paper text -------':>34}",
           f"{'p':>2} {'bits':>5} {'q':>3} {'slope':>7} {'knee':>9} {'CTU':>5}"
           f"   {'slope':>7} {'knee':>9}   {'3p-1':>5} {'CLT Fig.6':>9} {'Eq.1':>5} {'Eq.1 CTU':>9}"]
    for p, bits in keys:
        pts = curve(recs, model, pipeline, p, bits)
        q = pts[0]["q"] if pts else bits // 32 // p
        if pts:
            r = analyse(pts)
            slope = "-" if r["slope"] is None else f"{r['slope']:.2f}"
            knee_text = knee.format_knee(r)
            ctu = _mean([c["ctu"] for c in pts])
        else:
            slope, knee_text, ctu = "-", "-", None
        pr = paper.get((p, bits))
        pslope = "-" if pr is None else f"{pr['slope']:.2f}"
        pknee = "-" if pr is None else knee.format_knee(pr)
        text_clt = PSHS_FIG6_CLT.get(bits) if p == PSHS_FIG6_P else None
        eq1_sim = "-" if ctu is None else f"{clt_eq1(q, ctu):.0f}"
        out.append(f"{p:>2} {bits:>5} {q:>3} {slope:>7} {knee_text:>9} {_cell(5, ctu, '.1f')}"
                   f"   {pslope:>7} {pknee:>9}   {eq2_slope(p):>5} {text_clt or '-':>9}"
                   f" {clt_eq1(q, PSHS_CTU):>5} {eq1_sim:>9}")
    out += ["",
            "knee (rule: scripts/montsim/knee.py): a number = intersection of the first two fitted lines;",
            "a-b = bend between TTU a and b, too few points after it to intersect; >x = no bend",
            "up to the largest TTU x; - = too few points. 3p-1 = Eq. 2's slope; CLT Fig.6 = the",
            f"text's reading of Fig. 6 (p = 4 only); Eq.1 = Eq. 1 with q = s/p and CTU = {PSHS_CTU};",
            "Eq.1 CTU = Eq. 1 with montsim's measured CTU (column CTU). The paper's own rows grow",
            "at 5.0/5.5/5.75 for p = 2/4/8 and bend near twice the CLTs its text reads off Fig. 6."]
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim table3", description=__doc__.split("\n\n")[0])
    ap.add_argument("results", metavar="RESULTS_JSON")
    ap.add_argument("--model", help="only this link model (a link.model value)")
    args = ap.parse_args(argv)
    try:
        recs = pshs_records(load_points(args.results))
        line = parameters_line(args.results, fixed=TABLE3_AXES)
    except (OSError, ValueError, KeyError) as e:
        print(f"montsim table3: error: {e}", file=sys.stderr)
        return 1
    gs = groups(recs, model=args.model)
    if not gs:
        what = f" with link model {args.model}" if args.model else ""
        present = ", ".join(sorted({r["model"] for r in recs}))
        print(f"montsim table3: error: no pSHS points{what} in {args.results}"
              + (f" (it has: {present})" if present else ""), file=sys.stderr)
        return 1
    for i, (model, pipeline) in enumerate(gs):
        if i:
            print("\n")
        title, _, rest = format_table3(recs, model, pipeline).partition("\n")
        print(f"{title}\n({line})\n{rest}")
        print()
        print(format_clt(recs, model, pipeline))
    summaries = {g: against_paper(recs, *g) for g in gs}
    if len(gs) > 1:
        # The tables' headlines together: no table's error hides behind another's.
        print("\n\nTable III against the paper, per table (relative errors over the cells the paper prints)")
        width = max(len(f"{m}, {pl}") for m, pl in gs)
        print(f"{'link model, core':<{width}} | cells | {'ET RMS':>7} {'largest':>8} {'at (p, bits, TTU)':<18}"
              f" | {'SP RMS':>7} {'largest':>8} {'at (p, bits, TTU)'}")
        for model, pipeline in gs:
            s = summaries[(model, pipeline)]
            if not s:
                continue
            def cols(rms, worst):
                if rms is None:
                    return f"{'-':>7} {'-':>8} {'-':<18}"
                return f"{100 * rms:>6.1f}% {100 * worst[0]:>+7.1f}% {str(worst[1]):<18}"
            print(f"{model + ', ' + pipeline:<{width}} | {s['cells']:>5} | {cols(s['et_rms'], s['et_worst'])}"
                  f" | {cols(s['sp_rms'], s['sp_worst'])}".rstrip())
    print()
    print(format_speedup_bases(summaries))
    return 0


def format_speedup_bases(summaries):
    """Each table's speedup against the printed line and against the paper's
    formula over its own numbers (summaries: against_paper per (link model,
    core)), and how far those two are apart."""
    line = printed_line_against_formula()
    err, (p, bits, ttu) = line["worst"]
    width = max(len("link model, core"), max(len(f"{m}, {pl}") for m, pl in summaries))
    out = ["Speedup against the paper's printed line and against its formula, T_SOS (Table II) / ET (Table III)",
           f"{'link model, core':<{width}} | cells | SP RMS vs printed | SP RMS vs formula  largest at (p, bits, TTU)"]
    for (model, pipeline), s in summaries.items():
        if not s or s["sp_rms"] is None:
            continue
        e, cell = s["spf_worst"]
        out.append(f"{model + ', ' + pipeline:<{width}} | {s['cells']:>5} | {100 * s['sp_rms']:>16.1f}% |"
                   f" {100 * s['spf_rms']:>16.1f}% {100 * e:>+8.1f}% {cell}")
    out += [f"The printed line is not the formula over the paper's own numbers: they differ by "
            f"{100 * line['rms']:.1f} % RMS",
            f"({line['over_2']} of {line['cells']} cells by more than 2 %, up to {100 * err:+.1f} % at p {p}, "
            f"{bits} bits, TTU {ttu}),",
            "so a model that matched every execution time would still be that far from the printed line."]
    return "\n".join(out)
