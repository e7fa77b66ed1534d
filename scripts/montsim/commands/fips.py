#!/usr/bin/env python3
"""Gastaldo, Parodi and Zunino's FIPS forms on one MicroBlaze-like core
(scheme fips_mb; configs/fips_mb_w16.toml and fips_mb_w32.toml) beside the
paper's DSP cycle counts: does the enhanced form win on a single-issue core
as it does on their VLIW DSPs? Every point was checked by montsim against
Boost and word for word against the word-level model.

  montsim fips-mb results/fips_mb_w16/results.json results/fips_mb_w32/results.json

The first table gives each form's cycles (of the fips call), cycles per
inner iteration and instructions; the second the paper's reductions in
running time (same operand size, one form against another) beside the same
comparison on the MicroBlaze. The DSP tables (Tables 1-5, the cycle split)
are `build/montsim fips`.
"""
import argparse
import sys

from .. import paper, results

FORMS = ("basic", "single-acc", "enhanced", "enhanced-fixed")


def load(paths):
    rows = []
    for path in paths:
        points, _ = results.load_run(path)
        rows += results.checked_points(points, "fips_mb", "fips")
    if not rows:
        sys.exit("fips: no fips_mb points in " + ", ".join(str(p) for p in paths) +
                 " (run configs/fips_mb_w16.toml and configs/fips_mb_w32.toml)")
    need = ("mm_cycles", "instructions", "inner_iterations", "w")
    for cfg, st in rows:
        missing = [k for k in need if k not in st]
        if missing:
            sys.exit(f"fips: a fips_mb point without {', '.join(missing)}: {cfg}")
    return {(c["scheme.bits"], s["w"], c.get("fips.variant", "enhanced")): s for c, s in rows}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim fips-mb", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("results", nargs="+", help="results.json of fips_mb runs")
    args = ap.parse_args(argv)
    by = load(args.results)
    print(f"FIPS on one MicroBlaze-like core: cycles of one product "
          f"({results.parameters_line(args.results, fixed=('fips.variant', 'fips.w', 'scheme.bits'))})")
    print(f"{'bits':>5} {'w':>3} {'form':<15}| {'cycles':>9} {'per inner it':>12} {'instructions':>12} | "
          f"{'paper C6201':>11} {'paper TS201':>11}")
    for (bits, w, form) in sorted(by, key=lambda k: (k[0], k[1], FORMS.index(k[2]))):
        s = by[(bits, w, form)]
        c62 = paper.FIPS_COUNTS.get(("c6201", bits, w, form), "-")
        ts = paper.FIPS_COUNTS.get(("ts201", bits, w, form), "-")
        print(f"{bits:>5} {w:>3} {form:<15}| {s['mm_cycles']:>9} {s['mm_cycles'] / s['inner_iterations']:>12.2f} "
              f"{s['instructions']:>12} | {c62:>11} {ts:>11}")
    print()
    print("Reductions in running time, (T_from - T_to) / T_from, the paper's pairs")
    print(f"{'machine':<7} {'bits':>5} {'from':>14} -> {'to':<14} | {'printed':>7} {'recomputed':>10} | "
          f"{'MicroBlaze':>10}")
    for machine, bits, (w0, f0), (w1, f1), printed in paper.FIPS_REDUCTIONS:
        p0, p1 = paper.FIPS_COUNTS[(machine, bits, w0, f0)], paper.FIPS_COUNTS[(machine, bits, w1, f1)]
        a, b = by.get((bits, w0, f0)), by.get((bits, w1, f1))
        mb = f"{100 * (a['mm_cycles'] - b['mm_cycles']) / a['mm_cycles']:>9.1f}%" if a and b else f"{'-':>10}"
        print(f"{machine:<7} {bits:>5} {f'{f0} w{w0}':>14} -> {f'{f1} w{w1}':<14} | {printed:>6}% "
              f"{100 * (p0 - p1) / p0:>9.2f}% | {mb}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
