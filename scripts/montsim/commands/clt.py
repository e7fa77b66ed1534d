#!/usr/bin/env python3
"""Slope below the knee and measured communication latency tolerance (CLT) of
one pSHS curve: execution time ET against the link latency TTU.

The pSHS paper (Section IV) says ET is a piecewise-linear function of TTU
whose slope increases from piece to piece; the CLT is "the largest TTU in the
first piece", the largest TTU at which ET still grows at its lowest rate.

The knee rule is knee.py's (analyse_curve).

paper_rows() applies this to the paper's own Table III. Its ET rows grow by
5.0, 5.5 and 5.75 cycles per TTU cycle below the knee for p = 2, 4, 8 (that is
2(3p-1)/p), not the 3p-1 = 5, 11, 23 the text claims; and for p = 4 their
knees (about 315, 577, 865) sit near twice the CLTs the text reads off Fig. 6
(150, 250, 450).

Usage: /usr/bin/python3 scripts/montsim clt    (prints that analysis of the paper's Table III)
"""
import argparse
import sys

from ..knee import REL_TOL, SLOPE_TOL, format_knee, paper_rows, paper_slope_by_p
from ..paper import PSHS_FIG6_CLT, PSHS_FIG6_CLT_EQ1, PSHS_FIG6_P, eq2_slope

def format_paper_analysis():
    rows = paper_rows()
    out = ["The paper's own Table III rows through knee.analyse_curve "
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
