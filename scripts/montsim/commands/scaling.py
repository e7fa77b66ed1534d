#!/usr/bin/env python3
"""pSHS speedup against the core count, ring vs mesh (configs/scaling.toml),
for 2048-, 4096- and 8192-bit operands at every core count 2..256 the size
allows (s divisible by p). Every point is checked by montsim; the plot says
every non-default parameter.

  /usr/bin/python3 scripts/montsim scaling [--montsim build/montsim] [--out results/scaling] [--max-p 256]
"""
import argparse
import sys
from pathlib import Path

from ..argtypes import count
from .. import results
from .. import paths

ROOT = paths.ROOT


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--montsim", default=str(paths.MONTSIM))
    parser.add_argument("--out", default=paths.results_dir("scaling"))
    parser.add_argument("--bits", type=count(64, 32768), nargs="+", default=[2048, 4096, 8192])
    parser.add_argument("--max-p", type=count(1, 256), default=256)
    args = parser.parse_args(argv)
    out = Path(args.out)
    series = {}
    files = []
    for bits in args.bits:
        s = bits // 32
        p = 2
        while p <= min(s, args.max_p):
            run_dir = out / f"{bits}-p{p}"
            points = results.run_montsim(args.montsim, ROOT / "configs/scaling.toml", run_dir,
                                            [f"scheme.bits={bits}", f"scheme.p={p}"], who="scaling")
            files.append(run_dir / "results.json")
            for pt in points:
                series.setdefault((bits, pt["config"]["platform.topology"]), []).append((p, pt["stats"]["speedup"]))
            print(f"scaling: {bits} bits, p = {p} done", file=sys.stderr)
            p *= 2
    import matplotlib
    import matplotlib.ticker
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(7.5, 4.5))
    for (bits, topology), pts in sorted(series.items()):
        xs, ys = zip(*sorted(pts))
        ax.plot(xs, ys, "o-" if topology == "ring" else "s--", markersize=3, label=f"{bits} bits, {topology}")
    top = max(p for pts in series.values() for p, _ in pts)
    ax.plot([2, top], [2, top], ":", color="grey", linewidth=0.8, label="linear")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log", base=2)
    # Every power of two a tick, as a plain number (2, 4, 8, ...).
    for axis in (ax.xaxis, ax.yaxis):
        axis.set_major_locator(matplotlib.ticker.LogLocator(base=2, numticks=12))
        axis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}"))
    ax.set_xlabel("cores p")
    ax.set_ylabel("speedup over one-core SOS")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=7)
    results.title_figure(fig, "pSHS speedup against the core count: ring and mesh",
                         results.parameters_line([str(f) for f in files], fixed=("scheme.bits", "scheme.p",
                                                                                 "platform.topology")))
    png = out.parent / "scaling.png"
    fig.savefig(png, dpi=130)
    table = ["bits  topology " + " ".join(f"{p:>7}" for p in sorted({p for pts in series.values() for p, _ in pts}))]
    for (bits, topology), pts in sorted(series.items()):
        d = dict(pts)
        table.append(f"{bits:<5} {topology:<8} " + " ".join(f"{d[p]:7.2f}" if p in d else " " * 7
                                                           for p in sorted({p for v in series.values() for p, _ in v})))
    print("\n".join(table))
    print(f"scaling: wrote {png}")
    return 0
