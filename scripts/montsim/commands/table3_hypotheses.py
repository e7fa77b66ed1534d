#!/usr/bin/env python3
"""Which reading of the pSHS paper's hardware explains its Table III, and by
how much: every link model under each reading of TTU, against all 63 cells
of the table (issue 24's hypotheses, run as an experiment; the default
Table III stays first principles).

  /usr/bin/python3 scripts/montsim table3-hypotheses results/table3_hypotheses/results.json

Readings: "TTU = link" (each link's latency is TTU) and "TTU = p/2 links"
(each link's latency is 2 TTU / p, so that TTU is the latency of p/2
links), both in configs/table3_hypotheses.toml. A point's TTU follows from
its link latency: a Table III TTU is the first reading, 2 TTU / p the
second (at p = 2 they coincide: the point counts under both).

Per model and reading: the relative error of ET against the paper's over
the 63 cells (RMS and the largest, with its cell), and per p the median over
operand sizes of the slope of ET below the knee (montsim's and the paper's:
5.0 / 5.5 / 5.75 cycles per TTU cycle at p = 2 / 4 / 8) and the knees
(clt.py's rule). Every point was checked against Boost by montsim.
"""
import argparse
import math
import statistics
import sys

from .. import knee, paper, results

def readings_of(p, latency):
    """[(reading, TTU)] a point's link latency stands for: a Table III TTU
    read as one link's latency, or 2 TTU / p read as p/2 links' (at p = 2
    the two coincide, and the point counts under both)."""
    out = []
    if latency in paper.PSHS_TABLE3_TTU:
        out.append(("TTU = link", latency))
    if (p == 2 or latency not in paper.PSHS_TABLE3_TTU) and latency * p // 2 in paper.PSHS_TABLE3_TTU \
            and latency * p % 2 == 0:
        out.append(("TTU = p/2 links", latency * p // 2))
    return out


def model_of(cfg):
    """A point's link model, with the core's pipeline, the kernel and the FIFO
    depth when they are not the defaults (the message model runs the marked
    kernel on deeper FIFOs): "message (3-stage, marked, depth 64)"."""
    extra = []
    if cfg.get("core.pipeline", "5-stage") != "5-stage":
        extra.append(cfg["core.pipeline"])
    kernel = cfg.get("scheme.kernel", "mulhu")
    if kernel != "mulhu":
        extra.append(kernel if kernel != "c" else f"gcc -{cfg.get('scheme.gcc_opt', 'O2')}")
    if cfg.get("scheme.c_variant", "literal") != "literal":
        extra.append(cfg["scheme.c_variant"])
    if cfg.get("scheme.mark_messages", False):
        extra.append("marked")
    if cfg.get("link.depth", 16) != 16:
        extra.append(f"depth {cfg['link.depth']}")
    model = cfg.get("link.model", "pipelined")
    return f"{model} ({', '.join(extra)})" if extra else model


def curves_of(paths):
    """{(reading, model): {(p, bits): {ttu: et}}} of pSHS ring points."""
    out = {}
    for path in paths:
        pts, _ = results.load_run(path)
        rows = results.checked_points(pts, "pshs", "table3-hypotheses",
                                      keep=lambda c: c.get("platform.topology", "ring") == "ring", need=("cycles",))
        if not rows:
            raise ValueError(f"{path}: no pSHS points on the ring (run configs/table3_hypotheses.toml)")
        for cfg, st in rows:
            p, bits = cfg["scheme.p"], cfg["scheme.bits"]
            if (p, bits) not in paper.PSHS_TABLE3_ET:
                continue
            for reading, ttu in readings_of(p, cfg["link.latency"]):
                key = (reading, model_of(cfg))
                out.setdefault(key, {}).setdefault((p, bits), {})[ttu] = st["cycles"]
    return out


def evaluate(curve):
    """Residuals and slopes of one (reading, model) against the paper's table."""
    errors = []
    worst = (0.0, None)
    for key, row in paper.PSHS_TABLE3_ET.items():
        ours = curve.get(key, {})
        for ttu, pub in zip(paper.PSHS_TABLE3_TTU, row):
            if ttu not in ours:
                continue
            e = (ours[ttu] - pub) / pub
            errors.append(e)
            if abs(e) > abs(worst[0]):
                worst = (e, (key[0], key[1], ttu))
    slopes, knees, agree = {}, {}, 0
    paper_rows = knee.paper_rows()
    for (p, bits), ours in curve.items():
        ttus = sorted(ours)
        a = knee.analyse_curve(ttus, [ours[t] for t in ttus])
        slopes.setdefault(p, []).append(a["slope"])
        knees[(p, bits)] = knee.format_knee(a)
        if (p, bits) in paper_rows and len(ttus) == len(paper.PSHS_TABLE3_TTU):
            agree += knees_agree(a, paper_rows[(p, bits)])
    return {"cells": len(errors), "rms": math.sqrt(sum(e * e for e in errors) / len(errors)) if errors else None,
            "worst": worst, "slope": {p: statistics.median(v) for p, v in sorted(slopes.items())}, "knees": knees,
            "knees_agree": agree}


def knees_agree(ours, theirs, tolerance=0.10):
    """Whether two rows bend at the same TTU: both knees within `tolerance`
    of each other (a bracketed knee counts at its lower end), or both rows
    straight to the end of the sweep."""
    if ours["status"] == "knee" and theirs["status"] == "knee":
        return abs(ours["knee"] - theirs["knee"]) <= tolerance * theirs["knee"]
    return ours["status"] == theirs["status"] == "beyond the sweep"


def rows_table(curve):
    """One line per Table III row: the row's RMS and largest error, and its
    slopes below and past the knee and its knee, montsim's beside the paper's."""
    paper_rows = knee.paper_rows()
    lines = [f"{'p':>2} {'bits':>5} | {'RMS':>6} {'largest':>8} | {'slope':>6} {'paper':>6} | "
             f"{'2nd slope':>9} {'paper':>6} | {'knee':>9} {'paper':>9}"]
    for key, row in sorted(paper.PSHS_TABLE3_ET.items()):
        ours = curve.get(key, {})
        errors = [(ours[t] - pub) / pub for t, pub in zip(paper.PSHS_TABLE3_TTU, row) if t in ours]
        if not errors:
            continue
        ttus = sorted(ours)
        a = knee.analyse_curve(ttus, [ours[t] for t in ttus])
        b = paper_rows[key]
        second = lambda r: "-" if r["second_slope"] is None else f"{r['second_slope']:.2f}"
        rms = math.sqrt(sum(e * e for e in errors) / len(errors))
        lines.append(f"{key[0]:>2} {key[1]:>5} | {100 * rms:>5.1f}% {100 * max(errors, key=abs):>+7.1f}% | "
                     f"{a['slope']:>6.2f} {b['slope']:>6.2f} | {second(a):>9} {second(b):>6} | "
                     f"{knee.format_knee(a):>9} {knee.format_knee(b):>9}")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim table3-hypotheses", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("results", nargs="+", help="results of configs/table3_hypotheses.toml (or table3.toml)")
    args = ap.parse_args(argv)
    curves = curves_of(args.results)
    paper_slope = knee.paper_slope_by_p()
    fixed = ("link.model", "scheme.p", "scheme.bits", "link.latency", "scheme.kernel", "link.depth", "core.pipeline",
             "scheme.c_variant", "scheme.mark_messages", "scheme.gcc_opt")
    print("Table III under each link model and reading of TTU, against the paper's 63 cells "
          f"({results.parameters_line(args.results, fixed=fixed)})")
    ps = sorted(paper_slope)
    width = max([10] + [len(model) for _, model in curves])
    print(f"{'reading':<16} {'model':<{width}} | {'cells':>5} {'RMS':>6} {'largest':>8} {'at (p, bits, TTU)':<20} | "
          + " ".join(f"{'slope p=' + str(p):>10}" for p in ps) + f" | {'knees':>5}")
    print(f"{'paper':<16} {'':<{width}} | {'':>5} {'':>6} {'':>8} {'':<20} | "
          + " ".join(f"{paper_slope[p]:>10.2f}" for p in ps) + f" | {'':>5}")
    scores = {k: evaluate(c) for k, c in curves.items()}
    for (reading, model), r in sorted(scores.items()):
        e, at = r["worst"]
        where = f"({at[0]}, {at[1]}, {at[2]})" if at else "-"
        print(f"{reading:<16} {model:<{width}} | {r['cells']:>5} {100 * r['rms']:>5.1f}% {100 * e:>+7.1f}% {where:<20} | "
              + " ".join(f"{r['slope'].get(p, float('nan')):>10.2f}" for p in ps)
              + f" | {str(r['knees_agree']) + '/' + str(len(paper.PSHS_TABLE3_ET)):>5}")
    whole = [k for k, r in scores.items() if r["cells"] == len(paper.PSHS_TABLE3_ET) * len(paper.PSHS_TABLE3_TTU)]
    if whole:
        best = min(whole, key=lambda k: scores[k]["rms"])
        print(f"\nThe closest over all the cells, {best[1]} with {best[0]}, row by row:")
        print(rows_table(curves[best]))
    print("\n(slope: median over operand sizes of ET's growth per TTU cycle below the knee; knees: the rows whose knee "
          "(clt.py's rule) is within 10 % of the paper's, or both straight to TTU 1100; relative errors of ET "
          "per cell; the core is 5-stage, the kernel the hand-written mulhu one and link.depth 16 unless the model's brackets "
          "say otherwise)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
