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
import math
from pathlib import Path

from .argtypes import count
from . import paths
from .schedule import CATEGORIES, breakdown, merge_rows, messages, roles_of, scheme_spans, with_box_indices
from .timeline import draw_timeline, legend, task_block_rows
from . import results
# Reading traces (also the API's and the tests' traces.load and traces.spans).
from .trace_events import load, non_default_line, spans, time_by_label

ROOT = paths.ROOT

# The size a viewer opens comfortably; above it `perfetto` merges boxes per row.
MAX_EVENTS = 400_000


# ---------------------------------------------------------------------------
# Perfetto / Chrome trace-event JSON

SPAN_NAMES = {"tb": "Task Block", "white": "white box", "shaded": "shaded box", "gather": "all-gather",
              "final": "final subtraction"}
SPAN_COLOURS = {"tb": "grey", "white": "good", "shaded": "olive", "gather": "yellow", "final": "cq_build_passed"}


# Trace-event JSON counts time in microseconds; montsim's clock is the core
# cycle. One cycle is written as 1 ns (ts = cycle / 1000), and the file asks
# the viewer to show nanoseconds: what Perfetto prints as ns are cycles.
def _us(cycle):
    return cycle / 1000


def perfetto_events(config, cores, aggregate=False):
    """Trace events of one point: slices named by kind ("white box", "get m")
    so that Perfetto aggregates them, their values (box, word, wait) in args;
    a flow arrow per word from its put to the get that took it, never back in
    time; each link's occupancy as a counter track. Times: 1 ns = 1 cycle."""
    events = [{"ph": "M", "ts": 0, "pid": 1, "tid": 0, "name": "process_name",
               "args": {"name": f"{config.get('scheme.name', 'scheme')} on {len(cores)} cores"}}]
    for c in cores:
        events.append({"ph": "M", "ts": 0, "pid": 1, "tid": c, "name": "thread_name", "args": {"name": f"core {c}"}})
    all_spans = {c: scheme_spans(config, c, ev) for c, ev in cores.items()}
    box_count = sum(1 for ss in all_spans.values() for s in ss if s["kind"] in ("white", "shaded"))
    aggregate = aggregate or box_count > MAX_EVENTS
    for c, ss in all_spans.items():
        boxes = with_box_indices(config, c, [s for s in ss if s["kind"] in ("white", "shaded")])
        others = [s for s in ss if s["kind"] not in ("white", "shaded")]
        if aggregate:
            boxes = merge_rows(boxes)
        for s in others + boxes:
            name = SPAN_NAMES[s["kind"]] + (" (merged)" if s.get("count", 1) > 1 else "")
            args = {} if s["tb"] is None else {"tb": s["tb"]}
            if s.get("count", 1) > 1:
                args["boxes"] = s["count"]
            elif "i" in s:
                args.update(i=s["i"], j=s["j"])
            args["cycles"] = s["end"] - s["start"]
            events.append({"ph": "X", "ts": _us(s["start"]), "dur": _us(max(s["end"] - s["start"], 0)), "pid": 1,
                           "tid": c, "name": name, "cat": s["kind"], "cname": SPAN_COLOURS[s["kind"]], "args": args})
        for t, what in roles_of(config, c, cores[c]):
            wait = t["end"] - t["t"]
            events.append({"ph": "X", "ts": _us(t["t"]), "dur": _us(max(wait, 1)), "pid": 1, "tid": c,
                           "name": f"{t['ev']} {what}", "cat": "stall" if wait else "fsl",
                           "cname": "terrible" if wait else "generic_work",
                           "args": {"port": t["port"], "word": t["word"], "pc": t["pc"], "wait": wait}})
    # Each link's occupancy (words put and not yet taken) as a counter track.
    msgs = messages(cores)
    for c in cores:
        delta = sorted([(put["end"], 1) for src, put, dst, get in msgs if src == c] +
                       [(get["end"], -1) for src, put, dst, get in msgs if src == c], key=lambda x: (x[0], -x[1]))
        level = 0
        for t, d in delta:
            level += d
            events.append({"ph": "C", "ts": _us(t), "pid": 1, "tid": c,
                           "name": f"link {c}->{(c + 1) % len(cores)} words", "args": {"words": level}})
    for n, (src, put, dst, get) in enumerate(msgs):
        events.append({"ph": "s", "ts": _us(put["t"]), "pid": 1, "tid": src, "id": n, "name": "word",
                       "cat": "message", "bp": "e"})
        events.append({"ph": "f", "ts": _us(flow_end(put, get)), "pid": 1, "tid": dst, "id": n, "name": "word",
                       "cat": "message", "bp": "e"})
    return events


def perfetto_file(config, events):
    """The trace-event JSON file of a point's events: the time unit (1 ns =
    1 cycle, see _us) and the point's config beside them."""
    return json.dumps({"traceEvents": events, "displayTimeUnit": "ns",
                       "otherData": {"montsim": "1 ns on the time axis = 1 core cycle", "config": config}})


def flow_end(put, get):
    """Where a word's arrow ends on the receiving core: at the start of the
    get that took it if the word was there first; inside a get that waited,
    at its last waiting cycle (the word arrived at its end, after the put: a
    word takes at least a cycle). Never before the put."""
    if get["end"] > get["t"]:
        return max(get["t"], get["end"] - 1, put["t"])
    return max(get["t"], put["t"])


def check_perfetto(events):
    """The schema the tests require: every event has ph, ts, pid, tid; the
    complete spans of a track nest; every flow has a start and an end.
    Returns the problems found (empty: none)."""
    problems = []
    for e in events:
        for key in ("ph", "ts", "pid", "tid"):
            if key not in e:
                problems.append(f"event without {key}: {e}")
    # Times back in whole cycles (the file writes a cycle as 1 ns = 0.001 us),
    # as a viewer reads them in nanoseconds.
    def cycles(us):
        return round(us * 1000)

    tracks = {}
    for e in events:
        if e.get("ph") == "X" and all(k in e for k in ("ts", "dur", "pid", "tid")):
            tracks.setdefault((e["pid"], e["tid"]), []).append(e)
    for track, xs in tracks.items():
        # Longer spans first at equal starts, so a parent precedes its children.
        xs.sort(key=lambda e: (cycles(e["ts"]), -cycles(e["dur"])))
        open_ends = []
        for e in xs:
            start = cycles(e["ts"])
            while open_ends and open_ends[-1] <= start:
                open_ends.pop()
            end = start + cycles(e["dur"])
            if open_ends and end > open_ends[-1]:
                problems.append(f"track {track}: span {e['name']} at cycle {start} overlaps its parent's end "
                                f"{open_ends[-1]}")
            open_ends.append(end)
    starts = {e["id"]: e["ts"] for e in events if e.get("ph") == "s"}
    ends = {e["id"]: e["ts"] for e in events if e.get("ph") == "f"}
    if set(starts) != set(ends):
        problems.append(f"flows without both ends: {sorted(set(starts) ^ set(ends))[:10]}")
    back = [i for i in starts if i in ends and ends[i] < starts[i]]
    if back:
        problems.append(f"{len(back)} flows end before they start (e.g. flow {back[0]})")
    return problems


def cmd_perfetto(args):
    config, cores = load(args.folder)
    events = perfetto_events(config, cores, args.aggregate)
    problems = check_perfetto(events)
    if problems:
        raise SystemExit("traces perfetto: " + "; ".join(problems[:5]))
    out = Path(args.output or Path(args.folder) / "trace.json")
    out.write_text(perfetto_file(config, events))
    print(f"traces perfetto: wrote {out} ({len(events)} events, {out.stat().st_size} bytes)")


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


# The values of a core's state signal, by name (the translate file's order).
VCD_STATES = ("running", "waiting in get", "waiting in put", "halted")


def cmd_vcd(args):
    config, cores = load(args.folder)
    changes = []  # (time, signal id, value text)
    signals = []  # (id, name, width)

    def signal(name, width):
        # Letters only: "#" (a time) or "$" (a keyword) as an identifier
        # would confuse a reader that reads the file token by token.
        n = len(signals)
        ident = ""
        while True:
            ident = chr(ord("a") + n % 26) + ident
            n = n // 26 - 1
            if n < 0:
                break
        signals.append((ident, name, width))
        return ident

    p = len(cores)
    label_names = {}  # pc -> the labels there
    for c, events in cores.items():
        state = signal(f"core{c}_state", 2)
        pc = signal(f"core{c}_label_pc", 32)
        changes.append((0, state, "b0"))
        for e in events:
            if e["ev"] == "label":
                changes.append((e["t"], pc, "b" + format(e["pc"], "b")))
                label_names[e["pc"]] = e["name"].replace(",", "/")
            elif e["ev"] in ("get", "put") and e["end"] > e["t"]:
                changes.append((e["t"], state, "b1" if e["ev"] == "get" else "b10"))
                changes.append((e["end"], state, "b0"))
            elif e["ev"] == "halt":
                changes.append((e["t"], state, "b11"))
    for c in cores:
        link = signal(f"link{c}_to_{(c + 1) % p}_words", 16)
        delta = [(put["end"], 1) for src, put, dst, get in messages(cores) if src == c]
        delta += [(get["end"], -1) for src, put, dst, get in messages(cores) if src == c]
        level = 0
        changes.append((0, link, "b0"))
        for t, d in sorted(delta, key=lambda x: (x[0], -x[1])):
            level += d
            changes.append((t, link, "b" + format(level, "b")))
    out = Path(args.output or Path(args.folder) / "trace.vcd")
    lines = ["$comment montsim trace: " + non_default_line(config) + " $end", "$timescale 1ns $end",
             "$comment 1 ns = 1 core cycle $end", "$scope module montsim $end"]
    lines += [f"$var wire {w} {i} {n} $end" for i, n, w in signals]
    lines += ["$upscope $end", "$enddefinitions $end"]
    now = None
    for t, ident, value in sorted(changes, key=lambda x: x[0]):
        if t != now:
            lines.append(f"#{t}")
            now = t
        lines.append(f"{value} {ident}")
    out.write_text("\n".join(lines) + "\n")
    # GTKWave shows a signal's values by name through a translate file that
    # the save file attaches (^N FILE) and enables (the trace flag 0x2000,
    # TR_FTRANSLATED, on the binary 0x28 or hex 0x22 format). A translate
    # file's keys are the values exactly as GTKWave prints them: a state in
    # two binary digits ("01"), a label's address in eight hex digits
    # ("00000030"). Paths are the files' names, beside the save file, so the
    # folder can move; the view opens on the whole run.
    states = out.with_suffix(".states.txt")
    states.write_text("".join(f"{v:02b} {n}\n" for v, n in enumerate(VCD_STATES)))
    labels = out.with_suffix(".labels.txt")
    labels.write_text("".join(f"{pc:08x} {name}\n" for pc, name in sorted(label_names.items())))
    save = out.with_suffix(".gtkw")
    end = max((t for t, _, _ in changes), default=0)
    gtkw = [f'[dumpfile] "{out.name}"', f'[savefile] "{save.name}"', "[timestart] 0", "[size] 1200 600",
            # GTKWave's zoom is a power of two of the time per pixel: the run's
            # end over about 1000 pixels of trace.
            f"*{-math.log2(max(end, 1) / 1000.0):.6f} 0", "@2028"]
    for ident, name, width in signals:
        if name.endswith("_state"):
            gtkw += [f"^1 {states.name}", f"montsim.{name}[1:0]" if width > 1 else f"montsim.{name}"]
    gtkw += ["@2022"]
    for ident, name, width in signals:
        if name.endswith("_label_pc"):
            gtkw += [f"^2 {labels.name}", f"montsim.{name}[{width - 1}:0]"]
    gtkw += ["@24"] + [f"montsim.{name}[{width - 1}:0]" for _, name, width in signals if name.endswith("_words")]
    save.write_text("\n".join(gtkw) + "\n")
    print(f"traces vcd: wrote {out} ({len(signals)} signals, {len(changes)} changes), {save.name} (GTKWave: "
          f"gtkwave {save.name}) with {states.name} and {labels.name} naming the states and labels")


# ---------------------------------------------------------------------------
# The analysis report

def box_durations(cores):
    return [s["end"] - s["start"] for ev in cores.values() for s in spans(ev) if s["kind"] in ("white", "shaded")]


def eq1_clt(q, ctu):
    return (q - 1) * ctu if q <= 3 else q * ctu


def png_tag(fig):
    import base64
    import io
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    return f'<img src="data:image/png;base64,{base64.b64encode(buf.getvalue()).decode()}">'


# The report's look: readable type, tables with ruled rows and numbers
# aligned right, figures no wider than the text.
REPORT_CSS = """
body { font-family: system-ui, sans-serif; max-width: 62em; margin: 2em auto; padding: 0 1em; color: #222;
       line-height: 1.45; }
h1 { font-size: 1.6em; border-bottom: 2px solid #2c5d8a; padding-bottom: .2em; }
h2 { font-size: 1.25em; margin-top: 2em; color: #2c5d8a; }
p.command { font-family: monospace; background: #f4f4f4; padding: .5em; overflow-x: auto; }
table { border-collapse: collapse; margin: .8em 0; font-size: .9em; }
th, td { border: 1px solid #ccc; padding: .25em .6em; }
th { background: #e8eef4; font-weight: 600; vertical-align: bottom; }
th .unit { display: block; font-weight: normal; font-size: .8em; color: #555; }
td { text-align: right; font-variant-numeric: tabular-nums; }
td:first-child { text-align: left; white-space: nowrap; }
tr:nth-child(even) td { background: #fafafa; }
img { max-width: 100%; }
"""


def th(name, unit=""):
    """A table header with its unit under the name."""
    import html
    return f"<th>{html.escape(name)}" + (f"<span class='unit'>{html.escape(unit)}</span>" if unit else "") + "</th>"


def cmd_report(args):
    import html
    import statistics

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from . import clt
    from . import paper

    out = Path(args.out)
    trace_dir = out / "trace"
    sets = [f"trace.dir={trace_dir}"] + (args.set or [])
    points = results.run_montsim(args.montsim, args.config, out, sets, who="traces report")
    cmd = ["montsim", "run", args.config] + [f"--set {s}" for s in sets]  # for the page's heading
    point_key = lambda config: tuple(sorted((k, v) for k, v in config.items() if k != "trace.dir"))
    folders = {point_key(json.loads((f / "config.json").read_text())): f for f in trace_dir.iterdir()}
    curves = {}
    for pt in points:
        c = pt["config"]
        if c.get("scheme.name") != "pshs":
            raise SystemExit("traces report: the report reads pSHS sweeps (scheme.name = pshs)")
        key = tuple(sorted((k, v) for k, v in c.items() if k not in ("link.latency", "trace.dir")))
        curves.setdefault(key, []).append(pt)
    body = [f"<h1>pSHS: CTU, TTU and CLT</h1><p class='command'>{html.escape(' '.join(cmd))}</p>"]
    # What tells the curves apart: every parameter that varies between them.
    varying = sorted({k for key in curves for k, v in key if len({dict(o).get(k) for o in curves}) > 1}
                     - {"scheme.p", "scheme.bits"})
    for n, (key, pts) in enumerate(sorted(curves.items(), key=lambda kv: (dict(kv[0]).get("scheme.p"),
                                                                            dict(kv[0]).get("scheme.bits"),
                                                                            str(kv[0])))):
        cfg = dict(key)
        pts.sort(key=lambda pt: pt["config"]["link.latency"])
        p, bits = cfg["scheme.p"], cfg["scheme.bits"]
        s_words = bits // 32
        q = pts[0]["stats"]["q"]
        ttu = [pt["config"]["link.latency"] for pt in pts]
        et = [pt["stats"]["cycles"] for pt in pts]
        first = pts[0]
        folder = folders.get(point_key(first["config"]))
        if folder is None:
            raise SystemExit(f"traces report: no trace for {first['config']}")
        tconfig, tcores = load(folder)
        first_breakdown = breakdown(tconfig, tcores)
        durations = box_durations(tcores)
        ctu = statistics.mean(durations)
        spread = (min(durations), max(durations), statistics.pstdev(durations))
        a = clt.analyse_curve(ttu, et)
        t_sos = first["stats"]["t_sos"]
        overhead = et[0] - t_sos / p - (3 * p - 1) * ttu[0]
        eq2 = [t_sos / p + (3 * p - 1) * x + overhead for x in ttu]
        # Eq. 2 counts 3p - 1 link latencies on the paper's ring; on a routed
        # topology a word crosses routers and several links.
        topology = cfg.get("platform.topology", "ring")
        eq2_applies = topology in ("ring", "p2p")
        clt_eq = eq1_clt(q, ctu)
        paper_et = paper.PSHS_TABLE3_ET.get((p, bits))
        paper_knee = clt.paper_rows().get((p, bits)) if paper_et else None
        fig, ax = plt.subplots(figsize=(6.5, 3.6))
        ax.plot(ttu, et, "o-", label="montsim")
        if eq2_applies:
            ax.plot(ttu, eq2, "--", label="Eq. 2 (overhead fitted at the first point)")
        if paper_et and list(ttu) == list(paper.PSHS_TABLE3_TTU):
            ax.plot(ttu, paper_et, "s:", label="paper, Table III")
        if a["knee"] is not None:
            ax.axvline(a["knee"], color="tab:red", linewidth=0.8, label=f"measured CLT {a['knee']:.0f}")
        ax.axvline(clt_eq, color="tab:green", linewidth=0.8, linestyle="--", label=f"Eq. 1 CLT {clt_eq:.0f}")
        ax.set_xlabel("TTU (cycles)")
        ax.set_ylabel("ET (cycles)")
        ax.set_title(f"p = {p}, {bits} bits, q = {q}; link {tconfig.get('link.model')}, depth "
                     f"{tconfig.get('link.depth')}; kernel {tconfig.get('scheme.kernel')}, {tconfig.get('core.pipeline')}",
                     fontsize=7)
        ax.legend(fontsize=6)
        fig.tight_layout()
        curve_png = png_tag(fig)
        plt.close(fig)
        columns = CATEGORIES + ["total", "end skew"]
        rows = "".join(f"<tr><td>core {c}</td>" + "".join(f"<td>{b[k]}</td>" for k in columns) + "</tr>"
                       for c, b in first_breakdown.items())
        heads = "".join(th(h, "cycles") for h in columns)
        # What limits the curve at its largest TTU: the cause that waits most there.
        last_folder = folders.get(point_key(pts[-1]["config"]))
        limit_text = ""
        if last_folder is not None and len(pts) > 1:
            _, lcores = load(last_folder)
            last_breakdown = breakdown(tconfig, lcores)
            totals = {k: sum(b[k] - first_breakdown[c][k] for c, b in last_breakdown.items())
                      for k in ("waiting for m", "waiting for carries", "put stalls", "all-gather")}
            worst = max(totals, key=totals.get)
            limit_text = (f" From TTU = {ttu[0]} to {ttu[-1]} the cores' time grew most in '{worst}' "
                          f"(+{totals[worst]} cycles over the {len(lcores)} cores): that is what limits this curve "
                          "at large latencies.")
        knee_text = (f"{a['knee']:.0f} ({a['knee_method']})" if a["knee"] is not None else a["status"])
        paper_text = ""
        if paper_knee:
            pk = paper_knee
            paper_text = (f"; the paper's Table III row: slope {pk['slope']:.2f}, knee "
                          f"{pk['knee']:.0f}" if pk["knee"] is not None else f"; the paper's row: slope {pk['slope']:.2f}")
        slope2 = f", then {a['second_slope']:.2f}" if a["second_slope"] is not None else ""
        eq2_text = (f"Eq. 2 predicts 3p - 1 = {3 * p - 1}" if eq2_applies else
                    f"Eq. 2 (3p - 1 = {3 * p - 1} on the paper's ring) does not apply on a {topology}, where a word "
                    "crosses routers and several links, and is not drawn")
        paragraph = (f"Below the knee ET grows by {a['slope']:.2f} cycles per cycle of link latency{slope2}; "
                     f"{eq2_text}. The measured CLT is {knee_text}; Eq. 1 with the measured CTU "
                     f"of {ctu:.1f} cycles gives {clt_eq:.0f}{paper_text}. "
                     + ("Up to the knee the cores keep computing while words travel: the link latency only delays "
                        "the start of each core's first Task Block and the all-gather. Past it, messages (m and the "
                        "carries) arrive after the boxes that need them, and the waits in the breakdown grow with TTU."
                        if a["knee"] is not None else
                        "The whole sweep stays below the knee: the waits do not grow faster than the latency itself.")
                     + limit_text)
        # The first point's schedule beside the curve: a timeline and a
        # Perfetto file, linked.
        stem = f"curve{n}-ttu{ttu[0]}"
        tfig, tax = plt.subplots(figsize=(12, 1 + 0.45 * len(tcores)))
        draw_timeline(tconfig, tcores, tax, title=f"TTU = {ttu[0]}")
        tfig.tight_layout()
        tfig.savefig(out / f"{stem}-timeline.png", dpi=110)
        plt.close(tfig)
        (out / f"{stem}-perfetto.json").write_text(perfetto_file(tconfig, perfetto_events(tconfig, tcores)))
        heading = f"p = {p}, {bits} bits (s = {s_words}, q = {q})" + "".join(
            f", {k} = {cfg[k]}" for k in varying if k in cfg)
        links = (f"<p>The TTU = {ttu[0]} point: <a href='{stem}-timeline.png'>timeline</a>, "
                 f"<a href='{stem}-perfetto.json'>Perfetto trace</a> (open in ui.perfetto.dev; 1 ns = 1 cycle).</p>")
        body.append(f"<h2>{html.escape(heading)}</h2>{curve_png}{links}"
                    f"<p>Measured CTU (box spans of the TTU = {ttu[0]} trace): mean {ctu:.2f} cycles, min "
                    f"{spread[0]}, max {spread[1]}, standard deviation {spread[2]:.2f} over {len(durations)} boxes.</p>"
                    f"<table><tr>{th('core')}{heads}</tr>{rows}</table>"
                    f"<p>Cycles per core at TTU = {ttu[0]}, from the trace (waits classified by the label the core "
                    "last passed).</p>"
                    f"<table><tr>{th('TTU', 'cycles')}{th('ET montsim', 'cycles')}{th('Eq. 2', 'cycles')}"
                    f"{th('ET paper', 'cycles')}</tr>" + "".join(
                        f"<tr><td>{x}</td><td>{y}</td><td>{e:.0f}</td><td>{paper_et[i] if paper_et and i < len(paper_et) and list(ttu) == list(paper.PSHS_TABLE3_TTU) else ''}</td></tr>"
                        for i, (x, y, e) in enumerate(zip(ttu, et, eq2))) + "</table>"
                    f"<p>{html.escape(paragraph)}</p>")
    page = ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>montsim report</title>"
            f"<style>{REPORT_CSS}</style></head><body>" + "".join(body) + "</body></html>")
    (out / "report.html").write_text(page)
    print(f"traces report: wrote {out / 'report.html'} ({len(curves)} curves, {len(points)} points)")


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
