#!/usr/bin/env python3
"""Latency against throughput with groups of cores (scheme modexp with
scheme.groups, configs/groups.toml): for every point (operand size, cores p,
groups g of p/g cores, TTU, topology, ...) one operation's latency and the
operations per million cycles of all groups together, and the Pareto front
of each operand size: the points no other beats on both. An operation is a
whole exponentiation (--per exponentiation, the default) or one Montgomery
multiplication of a group's stream (--per multiplication: the same runs,
each exponentiation a stream of dependent multiplications). Every point was
checked against Boost's powm by montsim; the table and plot name every
non-default parameter.

  montsim groups results/groups/results.json [-o results/groups.png] [--per multiplication] [--budget-ms MS]
"""
import argparse
import sys

from ..argtypes import number
from .. import results

CLOCK_HZ = 100e6  # the pSHS paper's 100 MHz MicroBlaze

# What a point's latency and throughput are, per kind of operation: the
# statistics montsim's modexp reports.
MEASURES = {
    "exponentiation": ("latency_cycles", "latency_max_cycles", "throughput"),
    "multiplication": ("multiplication_latency", None, "multiplication_throughput"),
}

# Keys that may vary between the points of one table; each that does gets a
# column (scheme.bits, scheme.p and scheme.groups always have one).
OPTIONAL_COLUMNS = (("platform.topology", "topology"), ("link.latency", "TTU"), ("link.model", "model"),
                    ("link.depth", "depth"), ("scheme.window", "k"), ("scheme.crt", "crt"),
                    ("platform.placement", "placement"))


def front(rows):
    """The rows no other row beats: none has a latency at most theirs and a
    throughput at least theirs, one of the two strictly."""
    out = []
    for r in rows:
        beaten = any(o["latency"] <= r["latency"] and o["throughput"] >= r["throughput"]
                     and (o["latency"] < r["latency"] or o["throughput"] > r["throughput"]) for o in rows)
        if not beaten:
            out.append(r)
    return out


def rows_of(points, per):
    latency, worst, throughput = MEASURES[per]
    try:
        chosen = results.checked_points(points, "modexp", "groups", need=(latency, throughput, "groups"))
    except ValueError as e:
        sys.exit(str(e))
    rows = []
    for cfg, st in chosen:
        if cfg.get("scheme.solo"):
            continue  # a baseline's own point: one group of several
        rows.append({"cfg": cfg, "bits": cfg["scheme.bits"], "p": cfg["scheme.p"], "g": cfg.get("scheme.groups", 1),
                     "latency": st[latency], "worst": st[worst] if worst else None, "throughput": st[throughput],
                     "interference": st.get("interference")})
    if not rows:
        sys.exit("groups: no modexp points in these results (configs/groups.toml makes some)")
    return rows


def table(rows, per, varying):
    lines = []
    head = f"{'bits':>5} " + "".join(f"{label:>{max(9, len(label))}} " for _, label in varying)
    head += (f"{'p':>3} {'g':>3} {'p/g':>4} {'latency':>11} {'ms@100MHz':>10} "
             + (f"{'slowest':>11} " if per == "exponentiation" else "")
             + f"{'per Mcycle':>11} {'per s@100MHz':>13} {'interf.':>8}  front")
    lines.append(head)
    on_front = set()
    for bits in sorted({r["bits"] for r in rows}):
        on_front |= {id(r) for r in front([r for r in rows if r["bits"] == bits])}
    for r in sorted(rows, key=lambda r: (r["bits"], [str(r["cfg"].get(k)) for k, _ in varying], r["p"], r["g"])):
        line = f"{r['bits']:>5} " + "".join(f"{str(r['cfg'].get(k)):>{max(9, len(label))}} " for k, label in varying)
        line += (f"{r['p']:>3} {r['g']:>3} {r['p'] // r['g']:>4} {r['latency']:>11.0f} "
                 f"{r['latency'] * 1000 / CLOCK_HZ:>10.3f} ")
        if per == "exponentiation":
            line += f"{r['worst']:>11} "
        interference = "-" if r["interference"] is None else f"{100 * r['interference']:.2g}%"
        line += (f"{r['throughput']:>11.3f} {r['throughput'] * CLOCK_HZ / 1e6:>13.2f} {interference:>8}  "
                 + ("*" if id(r) in on_front else ""))
        lines.append(line.rstrip())
    return lines


def budget_lines(rows, budget_ms, per):
    out = []
    for bits in sorted({r["bits"] for r in rows}):
        fits = [r for r in rows if r["bits"] == bits and r["latency"] * 1000 / CLOCK_HZ <= budget_ms]
        if not fits:
            out.append(f"{bits} bits: no point's {per} takes at most {budget_ms:g} ms at 100 MHz")
            continue
        best = max(fits, key=lambda r: (r["throughput"], -r["latency"]))
        per_group = best["p"] // best["g"]
        out.append(f"{bits} bits, at most {budget_ms:g} ms per {per}: p = {best['p']}, g = {best['g']} "
                   f"({per_group} core{'s' if per_group > 1 else ''} per group): "
                   f"{best['throughput'] * CLOCK_HZ / 1e6:.2f} per second at 100 MHz, "
                   f"{best['latency'] * 1000 / CLOCK_HZ:.3f} ms each")
    return out


def plot(rows, per, varying, path, line):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker

    sizes = sorted({r["bits"] for r in rows})
    fig, axes = plt.subplots(1, len(sizes), figsize=(5.2 * len(sizes), 4.4), squeeze=False)
    cores = sorted({r["p"] for r in rows})
    colours = dict(zip(cores, plt.rcParams["axes.prop_cycle"].by_key()["color"] * 4))
    others = sorted({tuple(str(r["cfg"].get(k)) for k, _ in varying) for r in rows})
    markers = dict(zip(others, "os^Dv<>phX*"))
    for ax, bits in zip(axes[0], sizes):
        mine = [r for r in rows if r["bits"] == bits]
        labelled = set()
        for r in mine:
            other = tuple(str(r["cfg"].get(k)) for k, _ in varying)
            label = f"p = {r['p']}" + ("".join(f", {lab} {v}" for (_, lab), v in zip(varying, other)))
            x, y = r["latency"] * 1000 / CLOCK_HZ, r["throughput"] * CLOCK_HZ / 1e6
            ax.plot(x, y, markers[other], color=colours[r["p"]], mfc="none", markersize=7,
                    label=None if label in labelled else label)
            labelled.add(label)
            ax.annotate(f"g={r['g']}", (x, y), textcoords="offset points", xytext=(4, 3), fontsize=6)
        best = sorted(front(mine), key=lambda r: r["latency"])
        ax.plot([r["latency"] * 1000 / CLOCK_HZ for r in best], [r["throughput"] * CLOCK_HZ / 1e6 for r in best],
                "-", color="black", linewidth=1, alpha=0.6, label="Pareto front")
        ax.set_xscale("log")
        ax.set_yscale("log")
        for axis in (ax.xaxis, ax.yaxis):  # plain numbers at 1, 2, 5 times a power of ten
            axis.set_major_locator(matplotlib.ticker.LogLocator(base=10, subs=(1, 2, 5)))
            axis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}"))
            axis.set_minor_formatter(matplotlib.ticker.NullFormatter())
        ax.set_xlabel(f"latency: ms per {per} at 100 MHz")
        ax.set_ylabel(f"throughput: {per}s per second at 100 MHz")
        ax.set_title(f"{bits} bits", fontsize=9)
        ax.grid(alpha=0.3, which="both")
        ax.legend(fontsize=6)
    results.title_figure(fig, f"Latency against throughput: g groups of p/g cores, each its own {per}s"
                         " (g = groups; up and left is better)", line)
    fig.savefig(path, dpi=130)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", help="results.json of modexp points (configs/groups.toml)")
    parser.add_argument("-o", "--plot", help="write the fronts as a PNG")
    parser.add_argument("--per", choices=sorted(MEASURES), default="exponentiation",
                        help="the operation: a whole exponentiation, or one multiplication of a group's stream")
    parser.add_argument("--budget-ms", type=number(above=0),
                        help="also say, per size, the most throughput whose latency is at most this (ms at 100 MHz)")
    args = parser.parse_args(argv)
    points, _ = results.load_run(args.results)
    rows = rows_of(points, args.per)
    varying = [(k, label) for k, label in OPTIONAL_COLUMNS if len({str(r["cfg"].get(k)) for r in rows}) > 1]
    line = results.parameters_line([args.results], fixed=("scheme.name", "scheme.bits", "scheme.p", "scheme.groups")
                                   + tuple(k for k, _ in varying))
    print(f"Latency and throughput per {args.per}, g groups of p/g cores, each running its own {args.per}s "
          f"({line})")
    for text in table(rows, args.per, varying):
        print(text)
    print(f"(latency: one {args.per}'s cycles in its group, the mean over the groups"
          + ("; slowest: the slowest group's" if args.per == "exponentiation" else "")
          + f"; per Mcycle: {args.per}s of all groups per million cycles; interf.: the first group's latency "
          "beside the others over its latency alone on the same platform, less 1; front: no other point of the "
          "size has both a lower latency and a higher throughput)")
    if args.budget_ms is not None:
        for text in budget_lines(rows, args.budget_ms, args.per):
            print(text)
    if args.plot:
        plot(rows, args.per, varying, args.plot, line)
        print(f"groups: wrote {args.plot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
