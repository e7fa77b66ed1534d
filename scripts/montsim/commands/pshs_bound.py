#!/usr/bin/env python3
"""A lower bound on what pSHS costs beyond an even share of SOS's time,
against the budget the pSHS paper's own tables leave for it (issue 24's
finding 4). Rerun it with other costs:

  /usr/bin/python3 scripts/montsim pshs-bound [--box 25.5] [--row 24.5] [--m-word 4] [--gather-word 6] [--ttu 32]

The argument: give pSHS's box exactly the cost of SOS's box, so that every
core's boxes take T_SOS/p minus SOS's share of row and fixed costs. A core
then still runs, beyond its share of SOS's 2s rows, the rows Algorithm 2
splits across Task Blocks (plan(): 2(s + q - 1) at q = s/p, against SOS's
2s/p), takes each m it did not compute (a get and a store), and takes its
words of the all-gather (a get and a store each, the cursor's walk). At the
costs given, the busiest core's extra cycles are a lower bound on ET -
T_SOS/p: no link latency, no wait and no start-up is counted (a second
column adds the 3p - 1 latencies of TTU the paper's Eq. 2 puts on the
critical path, which the message model reproduces). The paper's
budget is its Table III ET at the chosen TTU minus its Table II T_SOS / p.
Where the bound exceeds the budget, no Algorithm 2 whose box costs what
SOS's box costs reaches the paper's time; the last column says how much
cheaper than SOS's box its box must then have been.

Costs, defaults from the pSHS paper's Table II and montsim's kernels: box
25.5 and row 24.5 cycles (SOS's T = 2s^2 box + 2s row + 113 fits Table II
exactly), 4 cycles per m word taken, 6 per all-gather word (the hand-written
kernel's loops: get, store, pointer and count).
"""
import argparse
import sys

from ..argtypes import count, number
from .. import paper
from ..schedule import plan


def bound_rows(box, row, m_word, gather_word, ttu):
    """One dict per Table III row (p, bits): the busiest core's counts, the
    bound, the paper's budget and efficiency, the efficiency the bound
    allows, and the box saving the budget would need."""
    if ttu not in paper.PSHS_TABLE3_TTU:
        raise ValueError(f"--ttu {ttu}: Table III has TTU {', '.join(map(str, paper.PSHS_TABLE3_TTU))}")
    out = []
    for (p, bits), ets in sorted(paper.PSHS_TABLE3_ET.items()):
        s = bits // 32
        q = s // p
        worst = None
        for core in range(p):
            pl = plan(s, p, q, core)
            m_words = sum(1 for ev, role in pl["roles"] if ev == "get" and role == "m")
            extra = (pl["rows"] - 2 * s / p) * row + m_words * m_word + pl["gather_in"] * gather_word
            if worst is None or extra > worst["bound"]:
                worst = {"core": core, "rows": pl["rows"], "m_words": m_words, "gather_words": pl["gather_in"],
                         "bound": extra}
        t_sos = paper.PSHS_TABLE2_SOS_CYCLES[bits]
        et = ets[paper.PSHS_TABLE3_TTU.index(ttu)]
        budget = et - t_sos / p
        core_boxes = 2 * s * s / p * box
        with_links = worst["bound"] + (3 * p - 1) * ttu  # Eq. 2's link latencies on the critical path
        worst.update(p=p, bits=bits, q=q, sos_rows=2 * s / p, budget=budget, paper_eff=t_sos / (p * et),
                     bound_eff=t_sos / (p * (t_sos / p + worst["bound"])), with_links=with_links,
                     box_saving=max(0.0, (worst["bound"] - budget) / core_boxes),
                     box_saving_links=max(0.0, (with_links - budget) / core_boxes))
        out.append(worst)
    return out


def format_table(rows, args):
    lines = [f"pSHS beyond an even share of SOS: a lower bound against the paper's budget (box {args.box}, row "
             f"{args.row}, m word {args.m_word}, all-gather word {args.gather_word} cycles; Table III at TTU "
             f"{args.ttu})",
             f"{'p':>2} {'bits':>5} | {'rows':>5} {'SOS':>5} {'m words':>7} {'gather':>6} | {'bound':>7} "
             f"{'budget':>7} {'ratio':>6} | {'eff. paper':>10} {'eff. bound':>10} | {'box cheaper by':>14} | "
             f"{'+ Eq. 2':>7} {'ratio':>6} {'box cheaper by':>14}"]
    pct = lambda x: f"{100 * x:.1f} %" if x > 0 else "-"
    for r in rows:
        lines.append(f"{r['p']:>2} {r['bits']:>5} | {r['rows']:>5} {r['sos_rows']:>5.0f} {r['m_words']:>7} "
                     f"{r['gather_words']:>6} | {r['bound']:>7.0f} {r['budget']:>7.0f} "
                     f"{r['bound'] / r['budget']:>6.2f} | {r['paper_eff']:>10.3f} {r['bound_eff']:>10.3f} | "
                     f"{pct(r['box_saving']):>14} | {r['with_links']:>7.0f} {r['with_links'] / r['budget']:>6.2f} "
                     f"{pct(r['box_saving_links']):>14}")
    lines.append("(rows, m words, gather: the busiest core's, from Algorithm 2 (schedule.plan); SOS: its share "
                 "2s/p of SOS's rows; bound: the cycles they cost beyond that share; budget: the paper's ET - "
                 "T_SOS/p; eff.: T_SOS / (p ET), the paper's and the best the bound allows; box cheaper by: how much "
                 "below SOS's box cost pSHS's box must be for the bound to fit the budget; + Eq. 2: the bound plus the "
                 "3p - 1 link latencies of TTU that the paper's Eq. 2 puts on the critical path)")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim pshs-bound", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--box", type=number(above=0), default=25.5,
                    help="cycles per box (SOS's, Table II; above 0: the budget is shared out in boxes)")
    ap.add_argument("--row", type=number(minimum=0), default=24.5, help="cycles per row loop outside its boxes (SOS's)")
    ap.add_argument("--m-word", type=number(minimum=0), default=4.0, help="cycles per m a core takes from its neighbour")
    ap.add_argument("--gather-word", type=number(minimum=0), default=6.0, help="cycles per word a core takes in the all-gather")
    ap.add_argument("--ttu", type=count(0), default=32, help="the Table III column whose ET is the budget")
    args = ap.parse_args(argv)
    print(format_table(bound_rows(args.box, args.row, args.m_word, args.gather_word, args.ttu), args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
