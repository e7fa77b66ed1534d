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

from . import clt, paper, results

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
                key = (reading, cfg.get("link.model", "pipelined"))
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
    slopes, knees = {}, {}
    for (p, bits), ours in curve.items():
        ttus = sorted(ours)
        a = clt.analyse_curve(ttus, [ours[t] for t in ttus])
        slopes.setdefault(p, []).append(a["slope"])
        knees[(p, bits)] = clt.format_knee(a)
    return {"cells": len(errors), "rms": math.sqrt(sum(e * e for e in errors) / len(errors)) if errors else None,
            "worst": worst, "slope": {p: statistics.median(v) for p, v in sorted(slopes.items())}, "knees": knees}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim table3-hypotheses", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("results", nargs="+", help="results of configs/table3_hypotheses.toml (or table3.toml)")
    args = ap.parse_args(argv)
    curves = curves_of(args.results)
    paper_slope = clt.paper_slope_by_p()
    fixed = ("link.model", "scheme.p", "scheme.bits", "link.latency")
    print("Table III under each link model and reading of TTU, against the paper's 63 cells "
          f"({results.parameters_line(args.results, fixed=fixed)})")
    ps = sorted(paper_slope)
    print(f"{'reading':<16} {'model':<10} | {'cells':>5} {'RMS':>6} {'largest':>8} {'at (p, bits, TTU)':<20} | "
          + " ".join(f"{'slope p=' + str(p):>10}" for p in ps))
    print(f"{'paper':<16} {'':<10} | {'':>5} {'':>6} {'':>8} {'':<20} | "
          + " ".join(f"{paper_slope[p]:>10.2f}" for p in ps))
    for (reading, model), curve in sorted(curves.items()):
        r = evaluate(curve)
        e, at = r["worst"]
        where = f"({at[0]}, {at[1]}, {at[2]})" if at else "-"
        print(f"{reading:<16} {model:<10} | {r['cells']:>5} {100 * r['rms']:>5.1f}% {100 * e:>+7.1f}% {where:<20} | "
              + " ".join(f"{r['slope'].get(p, float('nan')):>10.2f}" for p in ps))
    print("\n(slope: median over operand sizes of ET's growth per TTU cycle below the knee; relative errors of ET "
          "per cell; montsim's kernels are the hand-written ones unless the results say otherwise)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
