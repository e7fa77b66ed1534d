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
  traces.py timeline FOLDER [-o timeline.png] [--per-tb]
      matplotlib timeline: a row per core, white and shaded boxes, waits in
      black, messages as arrows from send to arrival.
  traces.py fig3 [--montsim build/montsim] [--out results/fig3]
      runs configs/fig3.toml (s = 6, p = 3, q = 2 at three link latencies)
      with tracing and draws the three panels.
"""
import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Spans found from pSHS's labels (schemes/pshs/pshs.s): name -> (start label,
# end labels). A box runs from its label to the next label the core passes.
BOX_LABELS = {"pshs_white_box": "white", "pshs_shaded_box": "shaded", "sos_white_box": "white",
              "sos_shaded_box": "shaded"}
TB_LABEL = "pshs_tb"
GATHER_LABEL, GATHER_DONE, DONE = "pshs_gather", "pshs_gather_done", "pshs_done"

# The size a viewer opens comfortably; above it `perfetto` merges boxes per row.
MAX_EVENTS = 400_000


def load(folder):
    """(config, {core: [event, ...]}) of one trace folder."""
    folder = Path(folder)
    config_file = folder / "config.json"
    if not config_file.exists():
        raise SystemExit(f"trace: {folder} has no config.json (is it a trace folder of one point?)")
    config = json.loads(config_file.read_text())
    cores = {}
    for f in sorted(folder.glob("core*.jsonl"), key=lambda p: int(p.stem[4:])):
        events = []
        for n, line in enumerate(f.read_text().splitlines(), 1):
            try:
                events.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise SystemExit(f"trace: {f}:{n}: not JSON ({e})")
        cores[int(f.stem[4:])] = events
    if not cores:
        raise SystemExit(f"trace: {folder} has no coreN.jsonl")
    return config, cores


def names(event):
    return event["name"].split(",") if event["ev"] == "label" else []


def spans(events):
    """Scheme-level spans of one core from its label events: dicts with kind
    ('tb', 'white', 'shaded', 'gather', 'final'), start, end and, for a box,
    its row index (the box's count within its TB and kind)."""
    labels = [e for e in events if e["ev"] == "label"]
    halt = next((e["t"] for e in events if e["ev"] == "halt"), labels[-1]["t"] if labels else 0)
    out = []
    tb_start = None
    tb_index = -1
    for i, e in enumerate(labels):
        n = names(e)
        nxt = labels[i + 1]["t"] if i + 1 < len(labels) else halt
        for label, kind in BOX_LABELS.items():
            if label in n:
                out.append({"kind": kind, "start": e["t"], "end": nxt, "tb": tb_index})
        if TB_LABEL in n or GATHER_LABEL in n:
            if tb_start is not None:
                out.append({"kind": "tb", "start": tb_start, "end": e["t"], "tb": tb_index})
            tb_start = e["t"] if TB_LABEL in n else None
            if TB_LABEL in n:
                tb_index += 1
        if GATHER_LABEL in n:
            gather_start = e["t"]
            done = next((x["t"] for x in labels[i:] if GATHER_DONE in names(x)), None)
            if done is not None:
                out.append({"kind": "gather", "start": gather_start, "end": done, "tb": None})
                end = next((x["t"] for x in labels[i:] if DONE in names(x)), halt)
                out.append({"kind": "final", "start": done, "end": end, "tb": None})
    return out


def transfers(events):
    return [e for e in events if e["ev"] in ("get", "put") and e.get("ok", True)]


def messages(cores):
    """Each word sent: (from core, put event, to core, get event), matching the
    n-th put on core c's port k with the n-th get on core c+1's port k (the
    ring: core c's put port feeds core (c+1) mod p's get port)."""
    p = len(cores)
    out = []
    for c, events in cores.items():
        puts = [e for e in transfers(events) if e["ev"] == "put"]
        receiver = (c + 1) % p
        gets = [e for e in transfers(cores[receiver]) if e["ev"] == "get"]
        by_port = {}
        for g in gets:
            by_port.setdefault(g["port"], []).append(g)
        sent = {}
        for put in puts:
            k = sent.get(put["port"], 0)
            sent[put["port"]] = k + 1
            queue = by_port.get(put["port"], [])
            if k < len(queue):
                out.append((c, put, receiver, queue[k]))
    return out


# ---------------------------------------------------------------------------
# Perfetto / Chrome trace-event JSON

SPAN_NAMES = {"tb": "Task Block", "white": "white box", "shaded": "shaded box", "gather": "all-gather",
              "final": "final subtraction"}
SPAN_COLOURS = {"tb": "grey", "white": "good", "shaded": "olive", "gather": "yellow", "final": "cq_build_passed"}


def merge_rows(box_spans):
    """Consecutive boxes of one kind in one TB merged into one span (a row)."""
    merged = []
    for s in box_spans:
        last = merged[-1] if merged else None
        if last and last["kind"] == s["kind"] and last["tb"] == s["tb"] and last["end"] == s["start"]:
            last["end"] = s["end"]
            last["count"] += 1
        else:
            merged.append(dict(s, count=1))
    return merged


def perfetto_events(config, cores, aggregate=False):
    events = [{"ph": "M", "ts": 0, "pid": 1, "tid": 0, "name": "process_name",
               "args": {"name": f"{config.get('scheme.name', 'scheme')} on {len(cores)} cores"}}]
    for c in cores:
        events.append({"ph": "M", "ts": 0, "pid": 1, "tid": c, "name": "thread_name", "args": {"name": f"core {c}"}})
    all_spans = {c: spans(ev) for c, ev in cores.items()}
    box_count = sum(1 for ss in all_spans.values() for s in ss if s["kind"] in ("white", "shaded"))
    aggregate = aggregate or box_count > MAX_EVENTS
    for c, ss in all_spans.items():
        boxes = [s for s in ss if s["kind"] in ("white", "shaded")]
        others = [s for s in ss if s["kind"] not in ("white", "shaded")]
        if aggregate:
            boxes = merge_rows(boxes)
        for s in others + boxes:
            name = SPAN_NAMES[s["kind"]]
            if s.get("count", 1) > 1:
                name += f" x{s['count']}"
            args = {} if s["tb"] is None else {"tb": s["tb"]}
            events.append({"ph": "X", "ts": s["start"], "dur": max(s["end"] - s["start"], 0), "pid": 1, "tid": c,
                           "name": name, "cat": s["kind"], "cname": SPAN_COLOURS[s["kind"]], "args": args})
        for t in transfers(cores[c]):
            wait = t["end"] - t["t"]
            events.append({"ph": "X", "ts": t["t"], "dur": max(wait, 1), "pid": 1, "tid": c,
                           "name": f"{t['ev']} (waited {wait})" if wait else t["ev"],
                           "cat": "stall" if wait else "fsl", "cname": "terrible" if wait else "generic_work",
                           "args": {"port": t["port"], "word": t["word"], "pc": t["pc"], "wait": wait}})
    for n, (src, put, dst, get) in enumerate(messages(cores)):
        events.append({"ph": "s", "ts": put["t"], "pid": 1, "tid": src, "id": n, "name": "word", "cat": "message",
                       "bp": "e"})
        events.append({"ph": "f", "ts": get["t"], "pid": 1, "tid": dst, "id": n, "name": "word", "cat": "message",
                       "bp": "e"})
    return events


def check_perfetto(events):
    """The schema the tests require: every event has ph, ts, pid, tid; the
    complete spans of a track nest; every flow has a start and an end.
    Returns the problems found (empty: none)."""
    problems = []
    for e in events:
        for key in ("ph", "ts", "pid", "tid"):
            if key not in e:
                problems.append(f"event without {key}: {e}")
    tracks = {}
    for e in events:
        if e.get("ph") == "X" and all(k in e for k in ("ts", "dur", "pid", "tid")):
            tracks.setdefault((e["pid"], e["tid"]), []).append(e)
    for track, xs in tracks.items():
        # Longer spans first at equal starts, so a parent precedes its children.
        xs.sort(key=lambda e: (e["ts"], -e["dur"]))
        open_ends = []
        for e in xs:
            while open_ends and open_ends[-1] <= e["ts"]:
                open_ends.pop()
            end = e["ts"] + e["dur"]
            if open_ends and end > open_ends[-1]:
                problems.append(f"track {track}: span {e['name']} at {e['ts']} overlaps its parent's end {open_ends[-1]}")
            open_ends.append(end)
    starts = {e["id"] for e in events if e.get("ph") == "s"}
    ends = {e["id"] for e in events if e.get("ph") == "f"}
    if starts != ends:
        problems.append(f"flows without both ends: {sorted(starts ^ ends)[:10]}")
    return problems


def cmd_perfetto(args):
    config, cores = load(args.folder)
    events = perfetto_events(config, cores, args.aggregate)
    problems = check_perfetto(events)
    if problems:
        raise SystemExit("traces perfetto: " + "; ".join(problems[:5]))
    out = Path(args.output or Path(args.folder) / "trace.json")
    out.write_text(json.dumps({"traceEvents": events, "displayTimeUnit": "ns",
                               "otherData": {"montsim": "1 us on the time axis = 1 core cycle",
                                             "config": config}}))
    print(f"trace perfetto: wrote {out} ({len(events)} events, {out.stat().st_size} bytes)")


# ---------------------------------------------------------------------------
# Timeline plot

def non_default_line(config):
    """The point's parameters that a reader needs to know, for the title."""
    keys = ["scheme.name", "scheme.bits", "scheme.p", "scheme.q", "link.latency", "link.model", "link.depth",
            "scheme.kernel", "core.pipeline"]
    return ", ".join(f"{k.split('.', 1)[1]} = {config[k]}" for k in keys if k in config)


def draw_timeline(config, cores, ax, per_tb=False, max_arrows=400, title=None):
    import matplotlib.patches as patches

    p = len(cores)
    row_height = 0.6
    end = 0
    for c, events in cores.items():
        y = p - 1 - c
        ss = spans(events)
        boxes = [s for s in ss if s["kind"] in ("white", "shaded")]
        if per_tb:
            boxes = merge_rows(boxes)
        for s in boxes:
            ax.add_patch(patches.Rectangle((s["start"], y - row_height / 2), s["end"] - s["start"], row_height,
                                           facecolor="white" if s["kind"] == "white" else "0.65",
                                           edgecolor="black", linewidth=0.4))
        for s in ss:
            if s["kind"] == "tb":
                ax.plot([s["start"], s["start"]], [y - 0.42, y + 0.42], color="tab:blue", linewidth=0.8)
                ax.text(s["start"], y + 0.44, f"TB{s['tb']}", fontsize=6, color="tab:blue", va="bottom")
            if s["kind"] in ("gather", "final"):
                ax.add_patch(patches.Rectangle((s["start"], y - row_height / 4), s["end"] - s["start"], row_height / 2,
                                               facecolor="tab:orange" if s["kind"] == "gather" else "tab:green",
                                               alpha=0.5, linewidth=0))
        for t in transfers(events):
            if t["end"] > t["t"]:
                ax.add_patch(patches.Rectangle((t["t"], y - row_height / 2), t["end"] - t["t"], row_height,
                                               facecolor="black", linewidth=0))
        halt = next((e["t"] for e in events if e["ev"] == "halt"), 0)
        end = max(end, halt)
    msgs = messages(cores)
    step = max(1, len(msgs) // max_arrows)
    for src, put, dst, get in msgs[::step]:
        ax.annotate("", xy=(get["end"], p - 1 - dst), xytext=(put["t"], p - 1 - src),
                    arrowprops=dict(arrowstyle="->", color="tab:red", linewidth=0.5, shrinkA=0, shrinkB=0))
    ax.set_xlim(0, end * 1.01 + 1)
    ax.set_ylim(-0.8, p - 0.2)
    ax.set_yticks(range(p))
    ax.set_yticklabels([f"core {p - 1 - y}" for y in range(p)])
    ax.set_xlabel("cycle (each core's own clock)")
    ax.set_title(title or non_default_line(config), fontsize=8)


def legend(ax):
    import matplotlib.patches as patches
    handles = [patches.Patch(facecolor="white", edgecolor="black", label="white box (A*B)"),
               patches.Patch(facecolor="0.65", edgecolor="black", label="shaded box (M*N)"),
               patches.Patch(facecolor="black", label="waiting (get/put)"),
               patches.Patch(facecolor="tab:orange", alpha=0.5, label="all-gather"),
               patches.Patch(facecolor="tab:green", alpha=0.5, label="final subtraction")]
    from matplotlib.lines import Line2D
    handles.append(Line2D([0], [0], color="tab:red", linewidth=0.8, label="word: put -> get"))
    ax.legend(handles=handles, fontsize=6, loc="upper right", ncol=3)


def cmd_timeline(args):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    config, cores = load(args.folder)
    fig, ax = plt.subplots(figsize=(11, 1.0 + 0.7 * len(cores)))
    draw_timeline(config, cores, ax, per_tb=args.per_tb)
    legend(ax)
    fig.tight_layout()
    out = Path(args.output or Path(args.folder) / "timeline.png")
    fig.savefig(out, dpi=150)
    print(f"trace timeline: wrote {out}")


def cmd_fig3(args):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    out = Path(args.out)
    trace_dir = out / "trace"
    cmd = [args.montsim, "run", str(ROOT / "configs" / "fig3.toml"), "--quiet", "--out", str(out),
           "--set", f"trace.dir={trace_dir}"]
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        raise SystemExit(f"trace fig3: {' '.join(cmd)} failed:\n{done.stderr}")
    points = json.loads((out / "results.json").read_text())["points"]
    folders = sorted(trace_dir.iterdir(), key=lambda f: json.loads((f / "config.json").read_text())["link.latency"])
    if len(folders) != 3:
        raise SystemExit(f"trace fig3: expected 3 traced points in {trace_dir}, found {len(folders)}")
    ctu = points[0]["stats"]["ctu"]
    fig, axes = plt.subplots(3, 1, figsize=(11, 8), sharex=True)
    for ax, folder, label in zip(axes, folders, ("(a) TTU = 1 (about 0)", "(b) 0 < TTU <= CTU", "(c) TTU > CTU")):
        config, cores = load(folder)
        draw_timeline(config, cores, ax, title=f"{label}: TTU = {config['link.latency']} cycles, CTU = {ctu:.1f}; "
                                                f"{non_default_line(config)}")
        single, sax = plt.subplots(figsize=(11, 3.2))
        draw_timeline(config, cores, sax, title=f"{label}: TTU = {config['link.latency']} cycles, CTU = {ctu:.1f}")
        legend(sax)
        single.tight_layout()
        single.savefig(out / f"fig3-ttu{config['link.latency']}.png", dpi=150)
        plt.close(single)
    legend(axes[0])
    fig.tight_layout()
    fig.savefig(out / "fig3.png", dpi=150)
    print(f"trace fig3: wrote {out / 'fig3.png'} and one PNG per panel ({', '.join(f.name for f in folders)})")


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
    t.set_defaults(func=cmd_timeline)
    f = sub.add_parser("fig3", help="the pSHS paper's Fig. 3, three panels")
    f.add_argument("--montsim", default=str(ROOT / "build" / "montsim"))
    f.add_argument("--out", default=str(ROOT / "results" / "fig3"))
    f.set_defaults(func=cmd_fig3)
    args = parser.parse_args(argv)
    args.func(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
