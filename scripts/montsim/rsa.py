#!/usr/bin/env python3
"""Table and plot of whole exponentiations (scheme modexp, configs/rsa.toml):
per operand size, window and core count the cycles, the milliseconds at the
pSHS paper's 100 MHz, the multiplications, and the speedup over the same
exponentiation with SOS on one core and over pSHS on one core. Every point
was checked against Boost's powm by montsim; the plot says every non-default
parameter.

  /usr/bin/python3 scripts/montsim rsa results/rsa/results.json [-o results/rsa.png]
"""
import argparse
import sys

from . import results


def rows(points):
    out = {}
    try:
        chosen = results.checked_points(points, "modexp", "rsa", keep=lambda c: c.get("scheme.mm") == "pshs")
    except ValueError as e:
        sys.exit(str(e))
    for c, s in chosen:
        if c.get("scheme.crt"):
            continue  # CRT points are another table (schemes/modexp/README.md)
        out[(c["scheme.bits"], c["scheme.window"], c["scheme.p"])] = s
    if not out:
        sys.exit("rsa: no modexp points with scheme.mm = pshs (and no CRT) in these results")
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results")
    parser.add_argument("-o", "--plot")
    args = parser.parse_args(argv)
    points, _ = results.load_run(args.results)
    table = rows(points)
    line = results.parameters_line([args.results], fixed=("scheme.name", "scheme.bits", "scheme.window", "scheme.p"))
    print("Modular exponentiation, every multiplication pSHS on p cores" + (f" ({line})" if line else ""))
    print(f"{'bits':>5} {'k':>2} {'p':>4} {'mults':>6} {'cycles':>12} {'ms@100MHz':>10} {'cyc/mult':>9} "
          f"{'vs SOS':>7} {'vs p=1':>7}")
    for (bits, k, p), s in sorted(table.items()):
        one = table.get((bits, k, 1))
        vs_one = f"{one['cycles'] / s['cycles']:7.2f}" if one else "      -"
        print(f"{bits:>5} {k:>2} {p:>4} {s['multiplications']:>6} {s['cycles']:>12} {s['ms_at_100mhz']:>10.1f} "
              f"{s['cycles_per_multiplication']:>9.0f} {s['speedup']:>7.2f} {vs_one}")
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, ax = plt.subplots(figsize=(7, 4.2))
        for bits, k in sorted({(b, k) for b, k, _ in table}):
            pts = sorted((p, s["speedup"]) for (b, kk, p), s in table.items() if b == bits and kk == k)
            xs, ys = zip(*pts)
            ax.plot(xs, ys, "o-" if k == 1 else "s--", markersize=4, label=f"{bits} bits, window {k}")
        top = max(p for _, _, p in table)
        ax.plot([1, top], [1, top], ":", color="grey", linewidth=0.8, label="linear")
        ax.set_xscale("log", base=2)
        ax.set_xlabel("cores p")
        ax.set_ylabel("speedup over the one-core SOS exponentiation")
        ax.set_title(line or "", fontsize=7)
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(args.plot, dpi=130)
        print(f"rsa: wrote {args.plot}")
    return 0
