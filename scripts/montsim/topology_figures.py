#!/usr/bin/env python3
"""Plots of configs/topologies.toml: pSHS execution time against the link
latency on every topology (identity placement), and the cost of each
placement on a mesh.

  /usr/bin/python3 scripts/montsim topology-figures results/topologies/results.json [-o results/topologies.png]
"""
import argparse
import sys
from pathlib import Path

from . import results


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results")
    parser.add_argument("-o", "--output", default=None)
    args = parser.parse_args(argv)
    try:
        points = results.checked_points(results.load_points(args.results), "pshs", "topology-figures")
        if not points:
            raise ValueError(f"no pshs points in {args.results} (it draws the results of configs/topologies.toml); "
                             "no plot written")
    except ValueError as e:
        sys.exit(f"topology-figures: error: {e}")
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.5))
    curves = {}
    for c, st in points:
        curves.setdefault((c["platform.topology"], c["platform.placement"]), []).append((c["link.latency"], st["cycles"]))
    topologies = sorted({t for t, _ in curves}, key=lambda t: ["ring", "biring", "mesh", "torus", "crossbar", "bus"].index(t)
                        if t in ["ring", "biring", "mesh", "torus", "crossbar", "bus"] else 99)
    for t in topologies:
        xs, ys = zip(*sorted(curves[(t, "identity")]))
        left.plot(xs, ys, "o-", label=t, markersize=3)
    left.set_xlabel("TTU: link latency (cycles per link)")
    left.set_ylabel("ET (cycles)")
    left.set_title("pSHS, identity placement", fontsize=9)
    left.legend(fontsize=8)
    for placement in ("identity", "snake", "random"):
        if ("mesh", placement) in curves:
            xs, ys = zip(*sorted(curves[("mesh", placement)]))
            right.plot(xs, ys, "o-", label=f"mesh, {placement}", markersize=3)
    right.set_xlabel("TTU: link latency (cycles per link)")
    right.set_title("placement on a mesh", fontsize=9)
    right.legend(fontsize=8)
    fig.suptitle(results.parameters_line([args.results], fixed=("platform.topology", "platform.placement",
                                                                    "link.latency")), fontsize=8)
    fig.tight_layout()
    out = Path(args.output or Path(args.results).parent.parent / "topologies.png")
    fig.savefig(out, dpi=130)
    print(f"topology_figures: wrote {out}")
    return 0
