#!/usr/bin/env python3
"""Plots of configs/topologies.toml: pSHS execution time against the link
latency on every topology (identity placement), and the cost of each
placement on a mesh.

  /usr/bin/python3 scripts/montsim topology-figures results/topologies/results.json [-o results/topologies.png]
"""
import argparse
import sys
from pathlib import Path

from .. import catalogue
from .. import results


def check_shape(points, path):
    """The figure draws one curve per topology and placement over the link
    latency: results that vary anything else (a seed sweep) or hold one
    topology are not what it is for."""
    topologies = {c["platform.topology"] for c, _ in points}
    if len(topologies) < 2:
        raise ValueError(f"{path}: its points are on one topology ({', '.join(sorted(topologies))}); topology-figures "
                         "draws a sweep over platform.topology (configs/topologies.toml); no plot written")
    seen = {}
    for c, _ in points:
        at = (c["platform.topology"], c["platform.placement"], c["link.latency"])
        if at in seen:
            differ = sorted(k for k in set(c) | set(seen[at]) if c.get(k) != seen[at].get(k))
            raise ValueError(f"{path}: two points at platform.topology = {at[0]}, platform.placement = {at[1]}, "
                             f"link.latency = {at[2]} differ in {', '.join(differ)}; topology-figures draws one point "
                             "per topology, placement and latency (configs/topologies.toml); no plot written")
        seen[at] = c


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
        check_shape(points, args.results)
    except ValueError as e:
        sys.exit(f"topology-figures: error: {e}")
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, middle, right) = plt.subplots(1, 3, figsize=(16, 4.5))
    curves = {}
    for c, st in points:
        curves.setdefault((c["platform.topology"], c["platform.placement"]), []).append((c["link.latency"], st["cycles"]))
    topologies = catalogue.order("platform.topology", {t for t, _ in curves})
    # Several topologies give nearly the same times: each its own marker and
    # line style, drawn thinner as more lie on top, so none hides another.
    styles = ["o-", "s--", "^-.", "v:", "D-", "x--"]
    for i, t in enumerate(topologies):
        xs, ys = zip(*sorted(curves[(t, "identity")]))
        left.plot(xs, ys, styles[i % len(styles)], label=t, markersize=6 - 0.6 * i, linewidth=2.2 - 0.3 * i,
                  mfc="none" if i % 2 else None, alpha=0.85)
    left.set_xlabel("TTU: link latency (cycles per link)")
    left.set_ylabel("ET (cycles)")
    left.set_title("pSHS, identity placement", fontsize=9)
    left.legend(fontsize=8)
    # The topologies within 5 % of the ring, whose lines coincide on the
    # left, against the ring: here they come apart.
    ring = dict(curves[("ring", "identity")]) if ("ring", "identity") in curves else None
    close = []
    if ring:
        for i, t in enumerate(topologies):
            pts = [(x, y / ring[x]) for x, y in sorted(curves[(t, "identity")]) if x in ring]
            if pts and max(abs(r - 1) for _, r in pts) < 0.05:
                xs, ys = zip(*pts)
                middle.plot(xs, ys, styles[i % len(styles)], label=t, markersize=5, mfc="none" if i % 2 else None,
                            color=f"C{i}")
                close.append(t)
        middle.set_ylabel("ET / ET on the ring")
        middle.legend(fontsize=8)
        middle.grid(alpha=0.3)
    middle.set_xlabel("TTU: link latency (cycles per link)")
    middle.set_title("those within 5 % of the ring, against it", fontsize=9)
    for placement in ("identity", "snake", "random"):
        if ("mesh", placement) in curves:
            xs, ys = zip(*sorted(curves[("mesh", placement)]))
            right.plot(xs, ys, "o-", label=f"mesh, {placement}", markersize=3)
    right.set_xlabel("TTU: link latency (cycles per link)")
    right.set_title("placement on a mesh", fontsize=9)
    right.legend(fontsize=8)
    results.title_figure(fig, f"pSHS on {len(topologies)} topologies: execution time against the link latency (TTU)",
                         results.parameters_line([args.results], fixed=("platform.topology", "platform.placement",
                                                                        "link.latency")))
    out = Path(args.output or Path(args.results).parent.parent / "topologies.png")
    fig.savefig(out, dpi=130)
    print(f"topology_figures: wrote {out}")
    return 0
