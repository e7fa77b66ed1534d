#!/usr/bin/env python3
"""Draw the pSHS paper's Fig. 5 and Fig. 6 from montsim's results.

Usage: /usr/bin/python3 scripts/montsim figures RESULTS_DIR_OR_JSON... [--fig5 OUT.png] [--fig6 OUT.png]
                  [--model MODEL] [--pipeline 5-stage|3-stage]

e.g.   figures.py results/fig5 --fig5 results/fig5.png
       figures.py results/fig6 --fig6 results/fig6.png
Several results files are merged (a point repeated at one TTU is averaged).

Fig. 5: ET against TTU, 1024 bits (s = 32), p = 4, one curve per q in 1, 2, 4, 8.
Fig. 6: ET against TTU, p = 4, q = s/p, one curve per size 512/1024/2048, with
        the paper's Table III points for p = 4 as open markers.
Each measured curve has its knee (measured CLT, scripts/montsim/knee.py) marked with an
arrow, as the paper marks its CLTs; the legend gives the paper's value beside
it (Eq. 1 in Fig. 5; the text's reading of Fig. 6 and Eq. 1 in Fig. 6, whose
CLTs are also drawn as dashed arrows onto the paper's points).
Without --model, the pipelined link model is drawn if present (else the one
present); likewise --pipeline defaults to 5-stage if present.
"""
import argparse
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from .. import catalogue  # noqa: E402
from .. import knee  # noqa: E402
from . import table3  # noqa: E402
from ..results import parameters_line  # noqa: E402
from ..paper import (PSHS_CTU, PSHS_FIG5, PSHS_FIG6_CLT, PSHS_FIG6_CLT_EQ1,  # noqa: E402
                          PSHS_FIG6_P, PSHS_TABLE3_ET, PSHS_TABLE3_TTU, clt_eq1)

COLORS = ("tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple")
MARKERS = ("o", "s", "^", "D", "v")


def _pick(values, wanted, preferred, what):
    values = sorted(v for v in values if v is not None) or [None]
    if wanted is not None:
        if wanted not in values:
            raise ValueError(f"no pSHS points with {what} {wanted} (have: {values})")
        return wanted
    return preferred if preferred in values else values[0]


def select(recs, model=None, pipeline=None):
    """The (link model, core pipeline) to draw."""
    if not recs:
        raise ValueError("no pSHS points in the results")
    model = _pick({r["model"] for r in recs}, model, catalogue.default("link.model"), "link model")
    pipeline = _pick({r["pipeline"] for r in recs if r["model"] == model}, pipeline,
                     "5-stage", "core pipeline")
    return model, pipeline


def _interp(x, xs, ys):
    """ET of the measured polyline at TTU x (x within the curve's range)."""
    for (x0, y0), (x1, y1) in zip(zip(xs, ys), zip(xs[1:], ys[1:])):
        if x0 <= x <= x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return ys[-1] if x > xs[-1] else ys[0]


def _knee_text(r):
    if r["status"] == "knee":
        return "knee " + knee.format_knee(r)
    if r["status"] == "beyond the sweep":
        return f"no knee up to {r['ttu_max']:.0f}"
    return "too few points for a knee"


def _mark_knee(ax, r, xs, ys, color, yspan):
    """An arrow pointing down at the curve at the measured knee."""
    if r["knee"] is None:
        return
    y = _interp(r["knee"], xs, ys)
    ax.annotate("", xy=(r["knee"], y), xytext=(r["knee"], y + 0.12 * yspan),
                arrowprops={"arrowstyle": "-|>", "color": color, "lw": 1.5})


def _finish(fig, ax, title, out, note=""):
    ax.set_xlabel("TTU (cycles)")
    ax.set_ylabel("execution time (cycles)")
    ax.set_title(title, fontsize=10)
    ax.grid(True, alpha=0.3)
    ax.set_xlim(left=0)
    ax.set_ylim(bottom=0)
    ax.legend(fontsize=7.5, loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=2,
              frameon=False)
    fig.tight_layout(rect=(0, 0.03 if note else 0, 1, 1))
    if note:  # what the plotted results changed from the defaults
        fig.text(0.5, 0.008, note, ha="center", va="bottom", fontsize=7)
    fig.savefig(out, format="png", dpi=120, metadata={"Software": None})
    plt.close(fig)


def _yspan(curves):
    ys = [y for _, ys in curves for y in ys]
    return (max(ys) - min(ys)) or max(ys) or 1.0


def fig5(recs, out, model=None, pipeline=None, note=""):
    """Fig. 5: 1024 bits, p = 4, one curve per q in 1, 2, 4, 8. Returns {q: clt result}."""
    model, pipeline = select(recs, model, pipeline)
    p, bits = PSHS_FIG5["p"], PSHS_FIG5["bits"]
    curves = []
    for q in PSHS_FIG5["q"]:
        pts = table3.curve(recs, model, pipeline, p, bits, q=q)
        if pts:
            curves.append((q, pts))
    if not curves:
        raise ValueError(f"no pSHS points for Fig. 5 (p = {p}, {bits} bits, q in "
                         f"{PSHS_FIG5['q']}) with link model {model}, {pipeline} core")
    fig, ax = plt.subplots(figsize=(7.5, 6))
    xy = [([c["ttu"] for c in pts], [c["cycles"] for c in pts]) for _, pts in curves]
    yspan = _yspan(xy)
    found = {}
    for i, ((q, pts), (xs, ys)) in enumerate(zip(curves, xy)):
        color = COLORS[i % len(COLORS)]
        r = knee.analyse_curve(xs, ys)
        found[q] = r
        ax.plot(xs, ys, color=color, marker=MARKERS[i % len(MARKERS)], ms=3.5, lw=1.3,
                label=f"q = {q}: {_knee_text(r)} (Eq. 1: {clt_eq1(q, PSHS_CTU)})")
        _mark_knee(ax, r, xs, ys, color, yspan)
    _finish(fig, ax, f"Fig. 5 (montsim, link model {model}, {pipeline} core): pSHS, "
                     f"{bits} bits, s = {PSHS_FIG5['s']}, p = {p}\n"
                     f"arrows = measured CLT (knee); Eq. 1 with CTU = {PSHS_CTU}", out, note)
    return found


def fig6(recs, out, model=None, pipeline=None, note=""):
    """Fig. 6: p = 4, q = s/p, one curve per size, with the paper's Table III
    points. Returns {bits: clt result}."""
    model, pipeline = select(recs, model, pipeline)
    p = PSHS_FIG6_P
    fig, ax = plt.subplots(figsize=(7.5, 6))
    curves = []
    for bits in (512, 1024, 2048):
        pts = table3.curve(recs, model, pipeline, p, bits)
        if pts:
            curves.append((bits, pts))
    if not curves:
        raise ValueError(f"no pSHS points for Fig. 6 (p = {p}, q = s/p) with link model "
                         f"{model}, {pipeline} core")
    xy = [([c["ttu"] for c in pts], [c["cycles"] for c in pts]) for _, pts in curves]
    yspan = _yspan(xy + [(PSHS_TABLE3_TTU, PSHS_TABLE3_ET[(p, b)]) for b in (512, 1024, 2048)])
    found = {}
    for i, bits in enumerate((512, 1024, 2048)):
        color = COLORS[i]
        paper = PSHS_TABLE3_ET[(p, bits)]
        ax.plot(PSHS_TABLE3_TTU, paper, linestyle=":", lw=0.8, color=color, marker=MARKERS[i],
                mfc="none", ms=6,
                label=f"paper Table III, {bits} bits (text CLT {PSHS_FIG6_CLT[bits]}, "
                      f"Eq. 1 {PSHS_FIG6_CLT_EQ1[bits]})")
        # The CLT the paper's text reads off its Fig. 6: open arrow from below
        # onto the paper's points.
        y = _interp(PSHS_FIG6_CLT[bits], PSHS_TABLE3_TTU, paper)
        ax.annotate("", xy=(PSHS_FIG6_CLT[bits], y), xytext=(PSHS_FIG6_CLT[bits], y - 0.1 * yspan),
                    arrowprops={"arrowstyle": "-|>", "color": color, "lw": 1, "fc": "white",
                                "ls": "--"})
        for b, pts in curves:
            if b != bits:
                continue
            xs, ys = [c["ttu"] for c in pts], [c["cycles"] for c in pts]
            r = knee.analyse_curve(xs, ys)
            found[bits] = r
            ax.plot(xs, ys, color=color, marker=MARKERS[i], ms=3, lw=1.5,
                    label=f"montsim {bits} bits, q = {pts[0]['q']}: {_knee_text(r)}")
            _mark_knee(ax, r, xs, ys, color, yspan)
    _finish(fig, ax, f"Fig. 6 (montsim, link model {model}, {pipeline} core): pSHS, "
                     f"p = {p}, q = s/p\narrows: filled = measured CLT (knee), dashed = the paper "
                     "text's CLT; open markers = paper", out, note)
    return found


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim figures", description=__doc__.split("\n\n")[0])
    ap.add_argument("results", metavar="RESULTS_DIR_OR_JSON", nargs="+")
    ap.add_argument("--fig5", metavar="OUT.png")
    ap.add_argument("--fig6", metavar="OUT.png")
    ap.add_argument("--model", help="the link model to draw (a link.model value)")
    ap.add_argument("--pipeline")
    args = ap.parse_args(argv)
    if not (args.fig5 or args.fig6):
        ap.error("nothing to draw: give --fig5 OUT.png and/or --fig6 OUT.png")
    try:
        recs = [r for path in args.results for r in table3.pshs_records(table3.load_points(path))]
        model, pipeline = select(recs, args.model, args.pipeline)
        # The note names what the drawn points share (the message model's
        # points mark their messages; the others do not).
        drawn = lambda c: (c.get("scheme.name") == "pshs" and c.get("link.model", "pipelined") == model
                           and c.get("core.pipeline", "5-stage") == pipeline)
        note = parameters_line(args.results, fixed=table3.TABLE3_AXES, keep=drawn)
        if args.fig5:
            fig5(recs, args.fig5, args.model, args.pipeline, note)
            print(f"wrote {args.fig5}")
        if args.fig6:
            fig6(recs, args.fig6, args.model, args.pipeline, note)
            print(f"wrote {args.fig6}")
    except (OSError, ValueError, KeyError) as e:
        print(f"montsim figures: error: {e}", file=sys.stderr)
        return 1
    return 0
