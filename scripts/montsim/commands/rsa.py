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

from .. import results


def rows(points):
    out = {}
    try:
        chosen = results.checked_points(points, "modexp", "rsa", keep=lambda c: c.get("scheme.mm") == "pshs"
                                          and c.get("scheme.groups", 1) == 1)
    except ValueError as e:
        sys.exit(str(e))
    for c, s in chosen:
        if c.get("scheme.crt"):
            continue  # CRT points are another table (schemes/modexp/README.md)
        out[(c["scheme.bits"], c["scheme.window"], c.get("link.depth", 16), c["scheme.p"])] = s
    if not out:
        sys.exit("rsa: no modexp points with scheme.mm = pshs (and no CRT) in these results")
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results")
    parser.add_argument("-o", "--plot")
    args = parser.parse_args(argv)
    points, _ = results.load_run(args.results)
    deep = rows(points)
    line = results.parameters_line([args.results], fixed=("scheme.name", "scheme.bits", "scheme.window", "scheme.p",
                                                          "link.depth"))
    print("Modular exponentiation, every multiplication pSHS on p cores" + (f" ({line})" if line else ""))
    print(f"{'bits':>5} {'k':>2} {'depth':>5} {'p':>4} {'mults':>6} {'cycles':>12} {'ms@100MHz':>10} {'cyc/mult':>9} "
          f"{'vs SOS':>7} {'vs p=1':>7} {'put stalls':>11}")
    for (bits, k, depth, p), s in sorted(deep.items()):
        # Over pSHS on one core at the same depth, or at the default's.
        one = deep.get((bits, k, depth, 1)) or deep.get((bits, k, 16, 1))
        vs_one = f"{one['cycles'] / s['cycles']:7.2f}" if one else "      -"
        stalls = results.over_nodes(s, "put_stall_cycles")
        print(f"{bits:>5} {k:>2} {depth:>5} {p:>4} {s['multiplications']:>6} {s['cycles']:>12} "
              f"{s['ms_at_100mhz']:>10.1f} {s['cycles_per_multiplication']:>9.0f} {s['speedup']:>7.2f} {vs_one} "
              f"{stalls:>11}")
    print("(vs p=1: over pSHS on one core at the same FIFO depth, or at depth 16 where the results have no other;"
          "\n put stalls: the cycles all cores waited to put a word into a full FIFO)")
    table = {(b, k, p): s for (b, k, d, p), s in deep.items() if d == 16}
    others = sorted({d for _, _, d, _ in deep} - {16})
    if args.plot:
        import matplotlib
        import matplotlib.ticker
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, (ax, tx) = plt.subplots(1, 2, figsize=(11, 4.4))
        # The window changes how many multiplications there are, not how
        # much p cores speed each up: its two speedup curves coincide, so the
        # window-4 one is drawn hollow and dashed over the filled one, and the
        # right panel shows the times, where the windows differ.
        for bits, k in sorted({(b, k) for b, k, _ in table}):
            pts = sorted((p, s["speedup"], s["ms_at_100mhz"]) for (b, kk, p), s in table.items() if b == bits and kk == k)
            xs, ys, ms = zip(*pts)
            color = "tab:blue" if bits == min(b for b, _, _ in table) else "tab:red"
            style = dict(color=color, label=f"{bits} bits, window {k}")
            if k == 1:
                ax.plot(xs, ys, "o-", markersize=5, linewidth=2.5, alpha=0.5, **style)
                tx.plot(xs, ms, "o-", markersize=5, **style)
            else:
                ax.plot(xs, ys, "s--", markersize=8, mfc="none", linewidth=1, **style)
                tx.plot(xs, ms, "s--", markersize=6, mfc="none", **style)
        for depth in others:
            for bits in sorted({b for b, _, d, _ in deep if d == depth}):
                pts = sorted((p, s["speedup"]) for (b, kk, d, p), s in deep.items()
                             if b == bits and d == depth and kk == 1)
                xs, ys = zip(*pts)
                ax.plot(xs, ys, "x:", color="tab:blue" if bits == min(b for b, _, _ in table) else "tab:red",
                        label=f"{bits} bits, window 1, link.depth {depth}")
        top = max(p for _, _, p in table)
        ax.plot([1, top], [1, top], ":", color="grey", linewidth=0.8, label="linear")
        for a in (ax, tx):
            a.set_xscale("log", base=2)
            a.xaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}"))
            a.set_xlabel("cores p")
            a.grid(alpha=0.3)
            a.legend(fontsize=7)
        ax.set_ylabel("speedup over the one-core SOS exponentiation")
        ax.set_title("speedup (the windows' curves coincide)", fontsize=9)
        tx.set_yscale("log")
        tx.set_ylabel("ms at 100 MHz")
        tx.set_title("time of one exponentiation", fontsize=9)
        results.title_figure(fig, "RSA exponentiation with every multiplication pSHS on p cores"
                             + (f" (link.depth 16; dotted: {', '.join(map(str, others))})" if others else ""), line or "")
        fig.savefig(args.plot, dpi=130)
        print(f"rsa: wrote {args.plot}")
    return 0
