#!/usr/bin/env python3
"""montsim traces: load, convert to Perfetto / Chrome trace-event JSON, plot
Fig. 3-style timelines, and reproduce the pSHS paper's Fig. 3.

A trace folder is what `montsim run CONFIG --set trace.dir=DIR` writes per
point: config.json (every parameter of the point) and coreN.jsonl (README
"Traces"). Commands:

  traces.py perfetto FOLDER [-o trace.json] [--aggregate]
      Chrome trace-event JSON for ui.perfetto.dev or chrome://tracing: one
      track per core; spans for Task Blocks, boxes (white/shaded), the
      all-gather and the final subtraction; FSL waits coloured apart; a flow
      arrow from each put to the get that takes its word. 1 us = 1 cycle.
  traces.py timeline FOLDER [-o timeline.png] [--per-tb] [--rows core|tb]
      matplotlib timeline: a row per core (or per Task Block, as the paper's
      Fig. 3), white and shaded boxes, waits in black, messages as arrows
      from send to arrival.
  traces.py fig3 [--montsim build/montsim] [--out results/fig3]
      runs configs/fig3.toml (s = 6, p = 3, q = 2 at three link latencies)
      with tracing and draws the three panels.
  traces.py vcd FOLDER [-o trace.vcd]
      VCD waveforms for GTKWave: per core its state (0 running, 1 waiting on
      a get, 2 waiting on a put, 3 halted) and the address of the last label
      passed; per link the words in it (put and not yet taken).
  traces.py report CONFIG [--set key=value ...] [--out DIR]
      runs a pSHS sweep with tracing and writes DIR/report.html: measured CTU
      and its spread, each core's time by activity, ET against TTU with the
      knee (CLT) and slopes, Eq. 1 and Eq. 2 with the measured CTU beside the
      simulation and the paper, and a paragraph per curve.
"""
import argparse
import json
from pathlib import Path

from ..argtypes import count
from .. import paths
from ..perfetto import check_perfetto, perfetto_events, perfetto_file
from ..timeline import draw_timeline, legend, task_block_rows
from ..trace_report import write_report
from ..vcd import write_vcd
from .. import results

from ..trace_events import load, non_default_line, time_by_label

ROOT = paths.ROOT

def cmd_perfetto(args):
    config, cores = load(args.folder)
    events = perfetto_events(config, cores, args.aggregate)
    problems = check_perfetto(events)
    if problems:
        raise SystemExit("traces perfetto: " + "; ".join(problems[:5]))
    out = Path(args.output or Path(args.folder) / "trace.json")
    out.write_text(perfetto_file(config, events))
    # The size to a tenth of a MiB: the file carries the run's whole config,
    # which grows by a few bytes with every key montsim adds.
    print(f"traces perfetto: wrote {out} ({len(events)} events, {out.stat().st_size / 2**20:.1f} MiB)")


# ---------------------------------------------------------------------------
# Timeline plot


def cmd_timeline(args):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    config, cores = load(args.folder)
    rows = len(cores) if args.rows == "core" else task_block_rows(config, cores)[1]
    fig, ax = plt.subplots(figsize=(11, 1.0 + 0.55 * rows))
    draw_timeline(config, cores, ax, per_tb=args.per_tb, rows=args.rows)
    legend(ax, config, cores)
    fig.tight_layout()
    out = Path(args.output or Path(args.folder) / "timeline.png")
    fig.savefig(out, dpi=150, bbox_inches="tight")
    print(f"traces timeline: wrote {out}")


def cmd_fig3(args):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    out = Path(args.out)
    trace_dir = out / "trace"
    points = results.run_montsim(args.montsim, ROOT / "configs" / "fig3.toml", out, [f"trace.dir={trace_dir}"],
                                    who="traces fig3")
    folders = sorted(trace_dir.iterdir(), key=lambda f: json.loads((f / "config.json").read_text())["link.latency"])
    if len(folders) != 3:
        raise SystemExit(f"traces fig3: expected 3 traced points in {trace_dir}, found {len(folders)}")
    ctu = points[0]["stats"]["ctu"]
    labels = ("(a) TTU = 1 (about 0)", "(b) 0 < TTU <= CTU", "(c) TTU > CTU")
    loaded = [load(f) for f in folders]
    # The paper's layout (a row per Task Block) and a row per core.
    for rows, name, height in (("tb", "fig3.png", 12), ("core", "fig3-cores.png", 8)):
        fig, axes = plt.subplots(3, 1, figsize=(11, height), sharex=True)
        for ax, (config, cores), label in zip(axes, loaded, labels):
            draw_timeline(config, cores, ax, rows=rows,
                          title=f"{label}: TTU = {config['link.latency']} cycles, CTU = {ctu:.1f}; "
                                f"{non_default_line(config)}")
        legend(axes[0])
        fig.tight_layout()
        fig.savefig(out / name, dpi=150)
        plt.close(fig)
    for (config, cores), label in zip(loaded, labels):
        single, sax = plt.subplots(figsize=(11, 4.2))
        draw_timeline(config, cores, sax, rows="tb",
                      title=f"{label}: TTU = {config['link.latency']} cycles, CTU = {ctu:.1f}")
        legend(sax)
        single.tight_layout()
        single.savefig(out / f"fig3-ttu{config['link.latency']}.png", dpi=150)
        plt.close(single)
    print(f"traces fig3: wrote {out / 'fig3.png'} (a row per Task Block, as the paper), {out / 'fig3-cores.png'} "
          f"(a row per core) and one PNG per panel ({', '.join(f.name for f in folders)})")


def cmd_vcd(args):
    config, cores = load(args.folder)
    out, save, states, labels, signals, changes = write_vcd(config, cores, Path(args.output or Path(args.folder) / "trace.vcd"))
    print(f"traces vcd: wrote {out} ({signals} signals, {changes} changes), {save.name} (GTKWave: "
          f"gtkwave {save.name}) with {states.name} and {labels.name} naming the states and labels")


def cmd_report(args):
    out = Path(args.out)
    trace_dir = out / "trace"
    sets = [f"trace.dir={trace_dir}"] + (args.set or [])
    points = results.run_montsim(args.montsim, args.config, out, sets, who="traces report")
    cmd = ["montsim", "run", args.config] + [f"--set {s}" for s in sets]  # for the page's heading
    curves = write_report(points, trace_dir, out, cmd)
    print(f"traces report: wrote {out / 'report.html'} ({curves} curves, {len(points)} points)")


def cmd_labels(args):
    """Where the time goes, by label: each core's cycles in each label
    (trace_events.label_spans), and all cores together."""
    config, cores = load(args.folder)
    total = {}
    print(non_default_line(config))
    for c, events in sorted(cores.items()):
        by = time_by_label(events)
        cycles = sum(by.values()) or 1
        print(f"core {c}: " + ", ".join(f"{name} {v} ({100 * v / cycles:.0f} %)" for name, v in list(by.items())[:args.top]))
        for name, v in by.items():
            total[name] = total.get(name, 0) + v
    cycles = sum(total.values()) or 1
    print(f"{'label':<24} {'cycles':>10} {'share':>7}   (all cores)")
    for name, v in sorted(total.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f"{name:<24} {v:>10} {100 * v / cycles:>6.1f} %")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("perfetto", help="Chrome trace-event JSON for Perfetto")
    p.add_argument("folder")
    p.add_argument("-o", "--output")
    p.add_argument("--aggregate", action="store_true", help="merge the boxes of a row into one span")
    p.set_defaults(func=cmd_perfetto)
    t = sub.add_parser("timeline", help="a Fig. 3-style timeline PNG")
    t.add_argument("folder")
    t.add_argument("-o", "--output")
    t.add_argument("--per-tb", action="store_true", help="merge the boxes of a row (for long runs)")
    t.add_argument("--rows", choices=["core", "tb"], default="core",
                   help="a row per core (default) or per Task Block, as the paper's Fig. 3")
    t.set_defaults(func=cmd_timeline)
    f = sub.add_parser("fig3", help="the pSHS paper's Fig. 3, three panels")
    f.add_argument("--montsim", default=str(paths.MONTSIM))
    f.add_argument("--out", default=paths.results_dir("fig3"))
    f.set_defaults(func=cmd_fig3)
    lb = sub.add_parser("labels", help="where the time goes: cycles by label (function), per core and in all")
    lb.add_argument("folder")
    lb.add_argument("--top", type=count(1), default=12, help="labels to list (default 12)")
    lb.set_defaults(func=cmd_labels)
    v = sub.add_parser("vcd", help="VCD waveforms for GTKWave")
    v.add_argument("folder")
    v.add_argument("-o", "--output")
    v.set_defaults(func=cmd_vcd)
    r = sub.add_parser("report", help="a self-contained HTML report of a traced pSHS sweep")
    r.add_argument("config")
    r.add_argument("--set", action="append", metavar="key=value")
    r.add_argument("--out", default=paths.results_dir("report"))
    r.add_argument("--montsim", default=str(paths.MONTSIM))
    r.set_defaults(func=cmd_report)
    args = parser.parse_args(argv)
    args.func(args)
    return 0
