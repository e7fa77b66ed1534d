"""The knee of a pSHS curve (execution time ET against the link latency
TTU): its slope below the knee and the measured communication latency
tolerance (CLT), for the clt command, the traces report and the tables.

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
"""
import statistics

from .paper import PSHS_TABLE3_ET, PSHS_TABLE3_TTU

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
