#!/usr/bin/env python3
"""Print the pSHS paper's Table II (sequential SOS) beside montsim's results.

Usage: /usr/bin/python3 scripts/montsim table2 RESULTS_JSON   (written by `montsim run configs/table2.toml`)
"""
import argparse
import sys

from ..paper import PSHS_CTU, PSHS_TABLE2_SOS_CYCLES
from ..results import checked_points, load_points, parameters_line


def relative_error(simulated, published):
    return (simulated - published) / published


def table2_rows(points):
    """One row per operand size, sorted by size, from results.json points."""
    rows = []
    for cfg, st in checked_points(points, "sos", "table2"):
        bits = cfg["scheme.bits"]
        paper = PSHS_TABLE2_SOS_CYCLES.get(bits)
        s = st["s"]
        rows.append({
            "bits": bits,
            "s": s,
            "cycles": st["mm_cycles"],
            "paper": paper,
            "rel_error": None if paper is None else relative_error(st["mm_cycles"], paper),
            "ctu": st["ctu"],
            "cycles_per_box": st["cycles_per_box"],
            "paper_cycles_per_box": None if paper is None else paper / (2 * s * s),
        })
    return sorted(rows, key=lambda r: r["bits"])


def format_table2(rows, pipeline="5-stage"):
    out = [f"Table II: SOS execution time (cycles), one MicroBlaze-like core ({pipeline} pipeline)",
           "",
           f"{'operand':>8} {'s':>4} {'montsim':>9} {'paper':>9} {'rel.err':>8}   "
           f"{'CTU':>6} {'paper CTU':>9}   {'T/2s^2':>7} {'paper T/2s^2':>12}"]
    for r in rows:
        paper = "-" if r["paper"] is None else f"{r['paper']:9d}"
        err = "-" if r["rel_error"] is None else f"{100 * r['rel_error']:+7.1f}%"
        ppb = "-" if r["paper_cycles_per_box"] is None else f"{r['paper_cycles_per_box']:12.2f}"
        out.append(f"{r['bits']:>5} b {r['s']:>4} {r['cycles']:>9d} {paper:>9} {err:>8}   "
                   f"{r['ctu']:6.2f} {'~' + str(PSHS_CTU):>9}   {r['cycles_per_box']:7.2f} {ppb}")
    out += ["",
            "montsim = cycles of one mont_sos call, read by the program from the timer;",
            "CTU = measured cycles of one box (one j-loop iteration, from the trace regions);",
            "T/2s^2 = execution time per box, the way the paper derives its CTU of ~26."]
    return "\n".join(out)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="montsim table2", description=__doc__.strip().split("\n\n")[0])
    parser.add_argument("results", metavar="RESULTS_JSON",
                        help="the results.json that `montsim run table2.toml` wrote (results/table2/results.json)")
    argv = [parser.parse_args(sys.argv[1:] if argv is None else argv).results]
    try:
        points = load_points(argv[0])
        line = parameters_line(argv[0], fixed=("scheme.name", "scheme.bits", "core.pipeline"))
        pipelines = {p["config"].get("core.pipeline") for p in points}
        rows = table2_rows(points)
        if not rows:
            raise ValueError(f"no sos points in {argv[0]} (Table II reads the results of configs/table2.toml)")
        title, _, rest = format_table2(rows, "/".join(sorted(p for p in pipelines if p))).partition("\n")
    except (OSError, ValueError, KeyError) as e:
        print(f"montsim table2: error: {e}", file=sys.stderr)
        return 1
    print(f"{title}\n({line})\n{rest}")
    return 0
