#!/usr/bin/env python3
"""A plot or a table of any montsim results, by key: what varies on x, what
is measured on y, a line per value of a group key, a panel per value of a
facet key. Every non-default parameter the points share and the file are in
the title; the key of each line is in the legend; where a point matches a
published one (pSHS's Table III, SOS's Table II) the paper's value is drawn
beside it.

  /usr/bin/python3 scripts/montsim plot results/run/results.json --x link.latency --y cycles \\
        --group platform.topology -o latency.png
  /usr/bin/python3 scripts/montsim plot results/table3/results.json --x link.latency --y cycles \\
        --group scheme.bits --facet scheme.p --where link.model=pipelined -o table3.png
  /usr/bin/python3 scripts/montsim tabulate results/table3/results.json --rows link.latency \\
        --cols scheme.p --value speedup --where scheme.bits=2048 --where link.model=pipelined [--markdown]

A key that varies between the points but is neither an axis, the group nor
the facet is refused (a line would mix its values): fix it with --where
KEY=VALUE.
"""
import argparse
import json
import sys

from .. import api


def _value(text):
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _frame(args):
    df = api.concat([api.load(p, columns="all") for p in args.results])  # any column by name
    if args.where:
        conditions = {}
        for w in args.where:
            key, eq, value = w.partition("=")
            if not eq:
                raise ValueError(f"--where {w}: expected KEY=VALUE")
            conditions[key] = _value(value)
        df = api.where(df, conditions)
    return df


def _common(ap):
    ap.add_argument("results", nargs="+", help="results.json files (or their folders)")
    ap.add_argument("--where", action="append", default=[], metavar="KEY=VALUE",
                    help="only the points with this value (repeatable)")


def plot_main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim plot", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    _common(ap)
    ap.add_argument("--x", required=True, help="the key on the x axis (a parameter or a statistic)")
    ap.add_argument("--y", required=True, help="the statistic on the y axis")
    ap.add_argument("--group", help="a line per value of this key")
    ap.add_argument("--facet", help="a panel per value of this key")
    ap.add_argument("--logx", action="store_true")
    ap.add_argument("--logy", action="store_true")
    ap.add_argument("--no-paper", action="store_true", help="leave out the papers' values")
    ap.add_argument("-o", "--out", required=True, help="the PNG to write")
    args = ap.parse_args(argv)
    df = _frame(args)
    import matplotlib
    matplotlib.use("Agg")
    fig = api.plot(df, args.x, args.y, group=args.group, facet=args.facet, logx=args.logx, logy=args.logy,
                   paper_values=not args.no_paper)
    fig.savefig(args.out, dpi=130)
    print(f"plot: wrote {args.out} ({len(df)} points)")
    return 0


def tabulate_main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim tabulate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    _common(ap)
    ap.add_argument("--rows", required=True, help="a row per value of this key")
    ap.add_argument("--cols", help="a column per value of this key")
    ap.add_argument("--value", required=True, help="the statistic in the cells")
    ap.add_argument("--markdown", action="store_true", help="a Markdown table")
    args = ap.parse_args(argv)
    df = _frame(args)
    t = api.table(df, args.rows, args.value, cols=args.cols)
    print(f"{args.value} by {args.rows}" + (f" and {args.cols}" if args.cols else "")
          + api.unlike_note(df, [args.cols or args.rows], axes=[args.rows]) + f" ({api.title_of(df, fixed=(args.rows, args.cols))})")
    show = (lambda x: x.to_markdown() if _has_tabulate() else _markdown(x)) if args.markdown else (lambda x: x.to_string())
    print(show(t))
    # The papers' values for the points that match a published one, beside.
    published = api.published(df)
    column = "paper." + args.value
    if column in published and published[column].notna().any():
        published.attrs = df.attrs
        print(f"\nthe paper's {args.value} for the same points (blank: no published value)")
        print(show(api.table(published, args.rows, column, cols=args.cols)))
    return 0


def _has_tabulate():
    try:
        import tabulate  # noqa: F401  (pandas' to_markdown needs it)
        return True
    except ImportError:
        return False


def _markdown(t):
    """A pandas table as Markdown without the tabulate package."""
    cols = [str(c) for c in t.columns]
    head = "| " + " | ".join([str(t.index.name or "")] + cols) + " |"
    rule = "|" + "---|" * (len(cols) + 1)
    body = ["| " + " | ".join([str(i)] + [str(v) for v in row]) + " |" for i, row in zip(t.index, t.values)]
    return "\n".join([head, rule] + body)


def main(argv=None):
    return plot_main(argv)


if __name__ == "__main__":
    sys.exit(main())
