#!/usr/bin/env python3
"""Draw Fan, Sakiyama & Verbauwhede's two figures (slides) from montsim's results.

Usage: /usr/bin/python3 scripts/montsim fan-figures RESULTS_JSON... [--memory OUT.png] [--perf256 OUT.png]
                      [--word-bits W] [--registers S_RF]

e.g.   fan_figures.py results/fan_bitlength --memory fan_memory.png
       fan_figures.py results/fan_perf256 --perf256 fan_perf256.png
Several results files (or directories holding results.json) are merged.

--memory:  number of data memory accesses (N_total) of one Montgomery
           multiplication against the operand bit-length (w = 16, S_rf = 16), one
           curve per processor type (single; method-I and method-II for every p >= 2
           in the results with two bit-lengths or more): montsim as markers and lines, the slides' table as dashed
           lines (the slides' own figure is not in the text).
--perf256: 256-bit performance on 1, 2, 4 cores (w = 16, S_rf = 16): cycles of
           method-I and method-II (p = 1: the single core), and their speedup over
           the single core with the slides' 1.87 and 3.68 (method-II) marked.
A point whose result is not marked correct is an error (exit status 1).
"""
import argparse
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from ..argtypes import count
from . import fan_tables  # noqa: E402
from .. import paper as pv  # noqa: E402
from ..results import foot_note, parameters_line  # noqa: E402

COLORS = {"single": "tab:blue", "method-I": "tab:orange", "method-II": "tab:green"}
EXTRA_COLORS = ("tab:red", "tab:purple", "tab:brown", "tab:pink", "tab:olive", "tab:cyan")
MARKERS = {"single": "o", "method-I": "s", "method-II": "^"}


def _save(fig, out, note=""):
    # What the plotted results changed from the defaults, wrapped at the foot.
    fig.tight_layout(rect=(0, foot_note(fig, note), 1, 1))
    fig.savefig(out, format="png", dpi=120, metadata={"Software": None})
    plt.close(fig)


def pick_variant(recs):
    """The variant with the most points (ties: the first in sorted order) and its label."""
    vs = fan_tables.variants(recs)
    if not vs:
        return None, ""
    best = max(vs, key=lambda v: (sum(r["variant"] == v for r in recs), -vs.index(v)))
    return best, fan_tables.variant_label(best, vs)


def memory_curves(recs, w=16, srf=16):
    """{(method, p): [(bits, s, mean N_total)]} for w and S_rf, sorted by bits: the
    curves with two bit-lengths or more, method-I and -II on two cores or more."""
    by = {}
    for r in recs:
        if r["w"] != w or r["srf"] != srf or r["n_total"] is None:
            continue
        by.setdefault((r["method"], r["p"]), {}).setdefault((r["bits"], r["s"]), []).append(r["n_total"])
    return {k: [(b, s, sum(v) / len(v)) for (b, s), v in sorted(pts.items())]
            for k, pts in by.items() if len(pts) >= 2 and (k[0] == "single" or k[1] >= 2)}


def _curve_order(key):
    return (pv.FAN_METHODS.index(key[0]), key[1])


def memory_figure(recs, out, w=16, srf=16, note=""):
    """N_total against bits. Returns the curves drawn ({(method, p): points})."""
    curves = memory_curves(recs, w, srf)
    if not curves:
        raise ValueError(f"no fan points with N_total for the memory figure (w = {w}, S_rf = {srf})")
    fig, ax = plt.subplots(figsize=(7.5, 5.5))
    colors = {}
    for i, key in enumerate(sorted(curves, key=_curve_order)):
        method, p = key
        same = [k for k in curves if k[0] == method]
        colors[key] = COLORS[method] if len(same) == 1 or p == min(k[1] for k in same) \
            else EXTRA_COLORS[i % len(EXTRA_COLORS)]
    for key in sorted(curves, key=_curve_order):
        method, p = key
        pts, color = curves[key], colors[key]
        name = "single core" if method == "single" else f"{method}, p = {p}"
        single = method == "single"    # drawn on top, open, so that equal curves stay visible
        ax.plot([b for b, _, _ in pts], [n for _, _, n in pts], color=color, marker=MARKERS[method],
                ms=8 if single else 5, mfc="none" if single else color, lw=1.5, zorder=3 if single else 2,
                label=f"montsim {name}")
        # The slides' formula at every whole s between the curve's ends.
        s_lo, s_hi = min(s for _, s, _ in pts), max(s for _, s, _ in pts)
        ss = list(range(s_lo, s_hi + 1))
        printed = [pv.fan_memory_accesses(method, s, p, srf)[0][3] for s in ss]
        # Each method's slides line its own dash pattern, drawn over the
        # montsim lines: the slides' single-core formula and method-I's lie
        # on one another and on montsim's method-I.
        dashes = {"single": (5, 3), "method-I": (1.5, 2), "method-II": (6, 2, 1.5, 2)}[method]
        ax.plot([s * w for s in ss], printed, color=color, ls=(0, dashes), lw=1.4, zorder=4,
                label=f"slides {name}")
        parts = [pv.fan_memory_parts_sum(method, s, p, srf) for s in ss]
        if parts != printed:
            ax.plot([s * w for s, a, b in zip(ss, parts, printed) if a != b],
                    [a for a, b in zip(parts, printed) if a != b], color=color, ls="none",
                    marker="x", ms=4, label=f"slides {name}, parts summed (4ps, not 5ps)")
    ax.set_xlabel("operand bit-length n (bits)")
    ax.set_ylabel("data memory accesses N_total")
    ax.set_title(f"Fan et al.: data memory accesses of one Montgomery multiplication\n"
                 f"(w = {w}, S_rf = {srf}); markers = montsim, dashed = the slides' table", fontsize=10)
    ax.grid(True, alpha=0.3)
    ax.set_xlim(left=0)
    ax.set_ylim(bottom=0)
    ax.legend(fontsize=7.5, loc="upper left", frameon=False)
    _save(fig, out, note)
    return curves


def perf256_figure(recs, out, w=16, srf=16, note=""):
    """Cycles and speedup of the 256-bit multiplication on 1, 2, 4 cores. Returns
    the rows of fan_tables.perf256_rows() drawn."""
    bits = pv.FAN_PERF256["bits"]
    sel = [r for r in recs if r["bits"] == bits and r["w"] == w and r["srf"] == srf]
    variant, label = pick_variant(sel)
    rows = fan_tables.perf256_rows(sel, variant, srf) if sel else []
    if not any(r[k] is not None for r in rows for k in ("I", "II")):
        raise ValueError(f"no fan points for the {bits}-bit performance figure (w = {w}, S_rf = {srf})")
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4.8))
    ps = [r["p"] for r in rows]
    x = list(range(len(ps)))
    width = 0.38
    for off, key, method in ((-width / 2, "I", "method-I"), (width / 2, "II", "method-II")):
        ys = [r[key] for r in rows]
        xs = [xi + off for xi, y in zip(x, ys) if y is not None]
        bars = ax1.bar(xs, [y for y in ys if y is not None], width, color=COLORS[method], label=method)
        # Inside the bar's top, clear of the dashed lines drawn above the bars.
        for b, y in zip(bars, [y for y in ys if y is not None]):
            ax1.annotate(f"{y:.0f}", (b.get_x() + b.get_width() / 2, y), ha="center", va="top",
                         fontsize=7, xytext=(0, -3), textcoords="offset points", color="white")
    single = rows[0]["single"] if rows and rows[0]["p"] == 1 else None
    if single:
        labelled = False
        for xi, r in zip(x, rows):
            sp = pv.FAN_SPEEDUP_256.get(r["p"])
            if sp:
                y = single / sp
                ax1.plot([xi, xi + width], [y, y], color="black", ls="--", lw=1.5,
                         label=None if labelled else "single-core cycles / slides' speedup (method-II)")
                ax1.annotate(f"/{sp}", (xi + width, y), fontsize=7, xytext=(2, -3),
                             textcoords="offset points")
                labelled = True
    ax1.set_xticks(x)
    ax1.set_xticklabels([("1 (single)" if p == 1 else str(p)) for p in ps])
    ax1.set_xlabel("cores p")
    ax1.set_ylabel("cycles")
    ax1.set_title("cycles", fontsize=10)
    ax1.grid(True, axis="y", alpha=0.3)
    ax1.legend(fontsize=7.5, frameon=False)

    for key, method in (("I", "method-I"), ("II", "method-II")):
        pts = [(r["p"], r["sp_" + key]) for r in rows if r["sp_" + key] is not None]
        if pts:
            ax2.plot([p for p, _ in pts], [s for _, s in pts], color=COLORS[method],
                     marker=MARKERS[method], lw=1.5, label=f"montsim {method}")
            # method-II's values above its points, method-I's to the right of
            # its, the slides' to the left of theirs: never on one another.
            for p, s in pts:
                if p == 1 and key == "I":
                    continue  # 1.00 for both methods: said once
                where = dict(xytext=(0, 7), ha="center") if key == "II" else dict(xytext=(7, -3), ha="left")
                ax2.annotate(f"{s:.2f}", (p, s), fontsize=7, textcoords="offset points", color=COLORS[method],
                             va="bottom" if key == "II" else "center", **where)
    paper = sorted(pv.FAN_SPEEDUP_256.items())
    ax2.plot([p for p, _ in paper], [s for _, s in paper], ls="none", marker="*", ms=13, color="black", mfc="none",
             label="slides, method-II")
    for p, s in paper:
        ax2.annotate(f"{s}", (p, s), fontsize=7, xytext=(-9, 0), textcoords="offset points", ha="right",
                     va="center")
    top = max(ps)
    ax2.plot([1, top], [1, top], color="gray", ls=":", lw=1, label="ideal (p)")
    ax2.set_xticks(ps)
    ax2.set_xlabel("cores p")
    ax2.set_ylabel("speedup over the single core")
    ax2.set_title("speedup", fontsize=10)
    ax2.grid(True, alpha=0.3)
    ax2.set_xlim(0.5, top + 0.5)
    ax2.set_ylim(0, top + 0.5)
    ax2.legend(fontsize=7.5, loc="upper left", frameon=False)
    fig.suptitle(f"Fan et al.: {bits}-bit Montgomery multiplication on 1, 2, 4 cores "
                 f"(n = {bits}, w = {w}, S_rf = {srf}), montsim" + (f"\n{label}" if label else ""),
                 fontsize=10)
    _save(fig, out, note)
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim fan-figures", description=__doc__.split("\n\n")[0])
    ap.add_argument("results", metavar="RESULTS_JSON", nargs="+")
    ap.add_argument("--memory", metavar="OUT.png")
    ap.add_argument("--perf256", metavar="OUT.png")
    ap.add_argument("--word-bits", type=count(1, 64), default=pv.FAN_PERF256["w"])
    ap.add_argument("--registers", type=count(1), default=pv.FAN_PERF256["registers"])
    args = ap.parse_args(argv)
    if not (args.memory or args.perf256):
        ap.error("nothing to draw: give --memory OUT.png and/or --perf256 OUT.png")
    try:
        recs = fan_tables.load_records(args.results)
        note = parameters_line(args.results, fixed=fan_tables.FAN_TABLE_KEYS)
        if args.memory:
            memory_figure(recs, args.memory, args.word_bits, args.registers, note)
            print(f"wrote {args.memory}")
        if args.perf256:
            perf256_figure(recs, args.perf256, args.word_bits, args.registers, note)
            print(f"wrote {args.perf256}")
    except (OSError, ValueError, KeyError) as e:
        print(f"montsim fan-figures: error: {e}", file=sys.stderr)
        return 1
    return 0
