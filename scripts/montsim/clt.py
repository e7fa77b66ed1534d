#!/usr/bin/env python3
"""Slope below the knee and measured communication latency tolerance (CLT) of
one pSHS curve: execution time ET against the link latency TTU.

The pSHS paper (Section IV) says ET is a piecewise-linear function of TTU
whose slope increases from piece to piece; the CLT is "the largest TTU in the
first piece", the largest TTU at which ET still grows at its lowest rate.

Knee rule (analyse_curve), on the points sorted by TTU:

1. Initial line. The first two points start it. Each following point joins
   it unless it lies ABOVE the least-squares line through the points taken
   so far by more than

       max(noise_cycles, (rel_tol * |slope| + slope_tol) * (TTU - TTU_last))

   where TTU_last is the last point taken. In words: the point is on the
   line unless reaching it from the last point needs a slope more than
   rel_tol (default 25%) + slope_tol (default 0.5 cycles per TTU cycle)
   above the initial slope. Points below the line join it (the paper's slope
   only increases; a dip is noise, not a knee). The first point that does
   not join ends the initial line; later points are not considered for it.
   "slope" = least-squares slope of the initial line.
2. Second line: the same rule, started at the first point off the initial
   line (it needs two points).
3. Knee (= measured CLT):
   - no point leaves the initial line: knee None, status "beyond the sweep"
     (the CLT is above the largest TTU measured);
   - the second line has >= 2 points and meets the initial line between the
     last point on it and the first point off it: knee = the TTU of that
     intersection, method "intersection";
   - otherwise (one point after the bend, or the lines meet outside that
     bracket): knee = TTU of the last point on the initial line, method
     "last point on the initial line"; the true knee is in the bracket.
   Fewer than 3 points: status "too few points", knee None (with 2 points the
   slope is still reported). A knee between the first two points cannot be
   seen: they always define the initial line.

paper_rows() applies this to the paper's own Table III. Its ET rows grow by
5.0, 5.5 and 5.75 cycles per TTU cycle below the knee for p = 2, 4, 8 (that is
2(3p-1)/p), not the 3p-1 = 5, 11, 23 the text claims; and for p = 4 their
knees (about 315, 577, 865) sit near twice the CLTs the text reads off Fig. 6
(150, 250, 450).

Usage: /usr/bin/python3 scripts/montsim clt    (prints that analysis of the paper's Table III)
"""
import argparse
import statistics
import sys

from .paper import (PSHS_FIG6_CLT, PSHS_FIG6_CLT_EQ1, PSHS_FIG6_P, PSHS_TABLE3_ET,
                          PSHS_TABLE3_TTU, eq2_slope)

REL_TOL = 0.25
SLOPE_TOL = 0.5
NOISE_CYCLES = 0.0


def fit_line(xs, ys):
    """Least-squares line through (xs, ys): (slope, intercept). Needs 2+ distinct xs."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    if n < 2 or sxx == 0:
        raise ValueError("a line needs at least two distinct TTU values")
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    return slope, my - slope * mx


def _grow_line(xs, ys, start, rel_tol, slope_tol, noise_cycles):
    """Index one past the last point of the line started at xs[start], xs[start+1]."""
    end = start + 2
    while end < len(xs):
        slope, icpt = fit_line(xs[start:end], ys[start:end])
        above = ys[end] - (slope * xs[end] + icpt)
        allowed = max(noise_cycles, (rel_tol * abs(slope) + slope_tol) * (xs[end] - xs[end - 1]))
        if above > allowed:
            break
        end += 1
    return end


def analyse_curve(ttu, et, rel_tol=REL_TOL, slope_tol=SLOPE_TOL, noise_cycles=NOISE_CYCLES):
    """Slope below the knee and the knee (measured CLT) of one ET(TTU) curve.

    ttu, et: sequences of equal length (sorted here; TTU values must be
    distinct). Returns a dict:
      n            number of points
      ttu_max      largest TTU of the curve
      slope        least-squares slope of the initial line (None below 2 points)
      intercept    its intercept
      n_initial    points on the initial line
      second_slope slope of the second line (None if it has < 2 points)
      knee         measured CLT in TTU cycles, or None
      knee_method  "intersection" | "last point on the initial line" | None
      bracket      (TTU of last point on the initial line, TTU of first point
                   off it), or None
      status       "knee" | "beyond the sweep" | "too few points"
    The rule is in the module docstring.
    """
    if len(ttu) != len(et):
        raise ValueError("ttu and et differ in length")
    pts = sorted(zip(ttu, et))
    xs = [float(x) for x, _ in pts]
    ys = [float(y) for _, y in pts]
    if any(a == b for a, b in zip(xs, xs[1:])):
        raise ValueError(f"duplicate TTU values in {xs}")
    res = {"n": len(xs), "ttu_max": xs[-1] if xs else None, "slope": None, "intercept": None, "n_initial": len(xs),
           "second_slope": None, "knee": None, "knee_method": None, "bracket": None,
           "status": "too few points"}
    if len(xs) < 2:
        return res
    if len(xs) == 2:
        res["slope"], res["intercept"] = fit_line(xs, ys)
        return res
    end1 = _grow_line(xs, ys, 0, rel_tol, slope_tol, noise_cycles)
    b1, a1 = fit_line(xs[:end1], ys[:end1])
    res.update(slope=b1, intercept=a1, n_initial=end1)
    if end1 == len(xs):
        res["status"] = "beyond the sweep"
        return res
    lo, hi = xs[end1 - 1], xs[end1]
    res.update(status="knee", bracket=(lo, hi), knee=lo, knee_method="last point on the initial line")
    if len(xs) - end1 >= 2:
        end2 = _grow_line(xs, ys, end1, rel_tol, slope_tol, noise_cycles)
        b2, a2 = fit_line(xs[end1:end2], ys[end1:end2])
        res["second_slope"] = b2
        if b2 > b1:
            cross = (a1 - a2) / (b2 - b1)
            if lo <= cross <= hi:
                res.update(knee=cross, knee_method="intersection")
    return res


def paper_rows(**tol):
    """analyse_curve() of every ET row of the paper's Table III: {(p, bits): result}."""
    return {key: analyse_curve(PSHS_TABLE3_TTU, row, **tol) for key, row in PSHS_TABLE3_ET.items()}


def paper_slope_by_p(rows=None):
    """Median over operand sizes of the paper rows' slope below the knee: {p: slope}."""
    rows = rows or paper_rows()
    by_p = {}
    for (p, _), r in rows.items():
        by_p.setdefault(p, []).append(r["slope"])
    return {p: statistics.median(v) for p, v in sorted(by_p.items())}


def format_knee(r):
    """'315' (intersection), '500-700' (bracket), '>1100' (beyond the sweep) or '-'."""
    if r["status"] == "knee":
        if r["knee_method"] == "intersection":
            return f"{r['knee']:.0f}"
        return f"{r['bracket'][0]:.0f}-{r['bracket'][1]:.0f}"
    if r["status"] == "beyond the sweep":
        return f">{r['ttu_max']:.0f}"
    return "-"


def format_paper_analysis():
    rows = paper_rows()
    out = ["The paper's own Table III rows through clt.analyse_curve "
           f"(rel_tol {REL_TOL:.0%}, slope_tol {SLOPE_TOL})",
           "",
           f"{'p':>2} {'bits':>5} {'slope':>6} {'3p-1':>5} {'2nd slope':>9} {'knee':>9}"
           f" {'text CLT':>8} {'knee/text':>9} {'Eq.1':>5}"]
    for (p, bits), r in sorted(rows.items()):
        text = PSHS_FIG6_CLT.get(bits) if p == PSHS_FIG6_P else None
        eq1 = PSHS_FIG6_CLT_EQ1.get(bits) if p == PSHS_FIG6_P else None
        ratio = (f"{r['knee'] / text:9.2f}" if text and r["knee_method"] == "intersection"
                 else f"{'-':>9}")
        second = "-" if r["second_slope"] is None else f"{r['second_slope']:.2f}"
        out.append(f"{p:>2} {bits:>5} {r['slope']:6.2f} {eq2_slope(p):>5} {second:>9}"
                   f" {format_knee(r):>9} {text or '-':>8} {ratio} {eq1 or '-':>5}")
    med = paper_slope_by_p(rows)
    out += ["",
            "median slope by p: " + ", ".join(f"p={p}: {s:.2f} (3p-1 = {eq2_slope(p)})"
                                              for p, s in med.items()),
            "text CLT = read off Fig. 6 (p = 4 only); Eq.1 = q*CTU with q = s/p, CTU = 26."]
    return "\n".join(out)


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="montsim clt", description=__doc__.split("\n\n")[0],
        epilog="It takes no arguments: it reads the paper's own Table III (scripts/montsim/paper.py).")
    parser.parse_args(sys.argv[1:] if argv is None else argv)
    print(format_paper_analysis())
    return 0
