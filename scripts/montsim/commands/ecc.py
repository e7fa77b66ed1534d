#!/usr/bin/env python3
"""Table and plot of elliptic-curve scalar multiplications on pSHS (scheme
ecc, configs/ecc.toml): per curve, method, link latency (TTU) and core count the
words per field element and per core, the cycles, the milliseconds at the
pSHS paper's 100 MHz, the share of the time in field multiplications, and
two speedups over the same scalar multiplication with SOS on one core: of
the field multiplications alone and of the whole. Every point was checked
against the affine reference by montsim; the plot says every non-default
parameter.

  montsim ecc results/ecc/results.json [more results.json] [-o results/ecc.png]
"""
import argparse
import sys

from .. import results

CURVES = ["p256", "p384", "p521", "x25519"]


METHODS = ["ladder", "double-and-add"]


def rows(points):
    """{(curve, method, ttu, p): stats} of the pSHS points."""
    try:
        chosen = results.checked_points(points, "ecc", "ecc", keep=lambda c: c.get("ecc.mm", "pshs") == "pshs",
                                        need=("speedup", "field_speedup"))
    except ValueError as e:
        sys.exit(str(e))
    out = {}
    for c, s in chosen:
        out[(c.get("ecc.curve", "p256"), c.get("ecc.method", "ladder"), c.get("link.latency", 32), c["scheme.p"])] = s
    if not out:
        sys.exit("ecc: no ecc points with ecc.mm = pshs in these results")
    return out


def order(key):
    curve, method, ttu, p = key
    return (CURVES.index(curve) if curve in CURVES else len(CURVES), curve,
            METHODS.index(method) if method in METHODS else len(METHODS), ttu, p)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", nargs="+", help="results.json files (or their folders)")
    parser.add_argument("-o", "--plot")
    args = parser.parse_args(argv)
    points = [p for path in args.results for p in results.load_run(path)[0]]
    table = rows(points)
    line = results.parameters_line(args.results, fixed=("scheme.name", "ecc.curve", "ecc.method", "link.latency",
                                                          "scheme.p"))
    print("Elliptic-curve scalar multiplication, every field multiplication pSHS on p cores"
          + (f" ({line})" if line else ""))
    print(f"{'curve':>6} {'method':>6} {'TTU':>4} {'p':>2} {'s':>3} {'s/p':>3} {'mults':>6} {'cycles':>11} {'ms@100MHz':>9} "
          f"{'field':>5} {'SOS cycles':>11} {'field x':>7} {'whole x':>7}")
    for key in sorted(table, key=order):
        curve, method, ttu, p = key
        s = table[key]
        short = "d&a" if method == "double-and-add" else method
        print(f"{curve:>6} {short:>6} {ttu:>4} {p:>2} {s['s']:>3} {s['s'] // p:>3} {s['multiplications']:>6} {s['cycles']:>11} "
              f"{s['cycles'] / 1e5:>9.1f} {s['field_share']:>5.2f} {s['t_sos']:>11} {s['field_speedup']:>7.2f} "
              f"{s['speedup']:>7.2f}")
    print("(d&a: double-and-add; s: words per field element, padded to a multiple of p; field: the share of the "
          "cycles in\n field multiplications; field x: their speedup over SOS on one core; whole x: the scalar "
          "multiplication's)")
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        curves = sorted({c for c, _, _, _ in table}, key=lambda c: order((c, "ladder", 0, 0)))
        fig, axes = plt.subplots(1, len(curves), figsize=(3.2 * len(curves) + 0.6, 3.8), sharey=True, squeeze=False)
        ttus = sorted({t for _, _, t, _ in table})
        colors = ["tab:blue", "tab:orange", "tab:red", "tab:green", "tab:purple"]
        for ax, curve in zip(axes[0], curves):
            for i, ttu in enumerate(ttus):
                color = colors[i % len(colors)]
                for method in METHODS:
                    pts = sorted((p, s["speedup"], s["field_speedup"]) for (c, m, t, p), s in table.items()
                                 if c == curve and m == method and t == ttu)
                    if not pts:
                        continue
                    xs, whole, field = zip(*pts)
                    if method == "ladder":
                        ax.plot(xs, whole, "o-", color=color, label=f"TTU {ttu}: ladder")
                        ax.plot(xs, field, "s:", color=color, mfc="none", label=f"TTU {ttu}: its field mults")
                    else:
                        ax.plot(xs, whole, "^--", color=color, mfc="none", label=f"TTU {ttu}: double-and-add")
            ax.axhline(1.0, color="grey", linewidth=0.8)
            ax.set_xscale("log", base=2)
            cores = sorted({p for c, _, _, p in table if c == curve})
            ax.set_xticks(cores)
            ax.set_xticklabels([str(p) for p in cores])
            ax.set_title(curve, fontsize=9)
            ax.set_xlabel("cores p")
            ax.grid(alpha=0.3)
        axes[0][0].set_ylabel("speedup over SOS on one core")
        axes[0][-1].legend(fontsize=6)
        results.title_figure(fig, "ECC scalar multiplication with every field multiplication pSHS on p cores "
                                  "(below the grey line pSHS loses)", line or "")
        fig.savefig(args.plot, dpi=130)
        print(f"ecc: wrote {args.plot}")
    return 0
