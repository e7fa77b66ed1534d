#!/usr/bin/env python3
"""The FIFO depth and the latency model against pSHS's CLT
(configs/clt_whatif.toml): runs it, finds each curve's knee and slope with
scripts/montsim/commands/clt.py's rule, prints the table and plots ET against TTU per model.

  /usr/bin/python3 scripts/montsim clt-whatif [--montsim build/montsim] [--out results/clt_whatif]
"""
import argparse
from pathlib import Path

from .. import catalogue
from .. import knee
from .. import results
from .. import paths

ROOT = paths.ROOT


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--montsim", default=str(paths.MONTSIM))
    parser.add_argument("--out", default=paths.results_dir("clt_whatif"))
    parser.add_argument("--set", action="append", default=[], metavar="key=value")
    args = parser.parse_args(argv)
    points = results.run_montsim(args.montsim, ROOT / "configs/clt_whatif.toml", args.out, args.set, who="clt_whatif")
    results_file = Path(args.out) / "results.json"
    curves = {}
    for pt in points:
        c = pt["config"]
        curves.setdefault((c["link.model"], c["link.depth"]), []).append((c["link.latency"], pt["stats"]["cycles"]))
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    models = catalogue.order("link.model", {m for m, _ in curves})
    fig, axes = plt.subplots(1, len(models), figsize=(4.2 * len(models), 3.8), sharey=True, squeeze=False)
    lines = ["model      depth   slope below knee   CLT (knee)"]
    for ax, model in zip(axes[0], models):
        for depth in sorted(d for m, d in curves if m == model):
            pts = sorted(curves[(model, depth)])
            ttu, et = zip(*pts)
            a = knee.analyse_curve(ttu, et)
            knee_text = f"{a['knee']:.0f}" if a["knee"] is not None else a["status"]
            lines.append(f"{model:<10} {depth:>5}   {a['slope']:>16.2f}   {knee_text}")
            ax.plot(ttu, et, "o-", markersize=3, label=f"depth {depth}: CLT {knee_text}")
        ax.set_title(f"link.model = {model}", fontsize=9)
        ax.set_xlabel("TTU (cycles)")
        ax.legend(fontsize=7)
    axes[0][0].set_ylabel("ET (cycles)")
    results.title_figure(fig, "pSHS execution time against TTU: FIFO depth and link model (CLT: the knee)",
                         results.parameters_line([str(results_file)], fixed=("link.model", "link.depth",
                                                                             "link.latency")))
    png = Path(args.out).parent / "clt_whatif.png"
    fig.savefig(png, dpi=130)
    print("\n".join(lines))
    print(f"clt_whatif: wrote {png}")
    return 0
