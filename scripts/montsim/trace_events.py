"""Reading a trace folder: what `montsim run CONFIG --set trace.dir=DIR`
writes per point (config.json, coreN.jsonl: README "Traces"), its label and
transfer events, and the spans the hand-written kernels' labels mark. The
views of a trace (traces.py: Perfetto, timelines, VCD, the report) and the
breakdown (pshs_time.py) read traces through this module.
"""
import json
from pathlib import Path

# Spans found from pSHS's labels (schemes/pshs/pshs.s): name -> (start label,
# end labels). A box runs from its label to the core's next pass of that
# label (the next box) or of its exit label, LABEL_end: the hand-written
# kernels have both, and montsim labels a compiled box loop's header and its
# exits so (schemes/common/Kernel.hpp, box_regions); labels inside a compiled
# loop do not end a box.
BOX_LABELS = {"pshs_white_box": "white", "pshs_shaded_box": "shaded", "sos_white_box": "white",
              "sos_shaded_box": "shaded"}
TB_LABEL = "pshs_tb"
GATHER_LABEL, GATHER_DONE, DONE = "pshs_gather", "pshs_gather_done", "pshs_done"


def point_folder(folder):
    """The trace folder of one point: `folder` itself, or the one point
    folder a run made below it (trace.dir of a run of one point)."""
    folder = Path(folder)
    if (folder / "config.json").exists():
        return folder
    points = sorted(p for p in folder.glob("*/config.json")) if folder.is_dir() else []
    if len(points) == 1:
        return points[0].parent
    if points:
        names = "\n  ".join(str(p.parent) for p in points)
        raise SystemExit(f"traces: {folder} holds the traces of {len(points)} points; name one:\n  {names}")
    raise SystemExit(f"traces: {folder} has no config.json (is it a trace folder of one point, or a trace.dir?)")


def load(folder):
    """(config, {core: [event, ...]}) of one trace folder."""
    folder = point_folder(folder)
    config_file = folder / "config.json"
    config = json.loads(config_file.read_text())
    cores = {}
    for f in sorted(folder.glob("core*.jsonl"), key=lambda p: int(p.stem[4:])):
        events = []
        for n, line in enumerate(f.read_text().splitlines(), 1):
            try:
                events.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise SystemExit(f"traces: {f}:{n}: not JSON ({e})")
        cores[int(f.stem[4:])] = events
    if not cores:
        raise SystemExit(f"traces: {folder} has no coreN.jsonl")
    return config, cores


def names(event):
    return event["name"].split(",") if event["ev"] == "label" else []


def label_spans(events):
    """A core's time by label: from each label event to the next (or to its
    halt), named by the label passed (the first, where an address has
    several). For scheme.name = program, montsim labels every function and
    every call's return address with the function returned into, so a span is
    time spent in that function itself (its callees' time is theirs)."""
    labels = [e for e in events if e["ev"] == "label"]
    halt = next((e["t"] for e in events if e["ev"] == "halt"), labels[-1]["t"] if labels else 0)
    out = []
    for e, nxt in zip(labels, labels[1:] + [None]):
        end = nxt["t"] if nxt else halt
        if end > e["t"]:
            out.append({"name": names(e)[0], "start": e["t"], "end": end})
    return out


def time_by_label(events):
    """{label: cycles} of one core, largest first (label_spans summed)."""
    total = {}
    for sp in label_spans(events):
        total[sp["name"]] = total.get(sp["name"], 0) + sp["end"] - sp["start"]
    return dict(sorted(total.items(), key=lambda kv: -kv[1]))


def spans(events):
    """Scheme-level spans of one core from its label events: dicts with kind
    ('tb', 'white', 'shaded', 'gather', 'final'), start, end and, for a box,
    its row index (the box's count within its TB and kind)."""
    labels = [e for e in events if e["ev"] == "label"]
    halt = next((e["t"] for e in events if e["ev"] == "halt"), labels[-1]["t"] if labels else 0)
    out = []
    tb_start = None
    tb_index = -1
    # Per label index, the cycle of the next label that ends a box started there.
    box_end = {}
    open_box = None  # (index, label) of the box being timed
    for i, e in enumerate(labels):
        n = names(e)
        if open_box and (open_box[1] in n or open_box[1] + "_end" in n):
            box_end[open_box[0]] = e["t"]
            open_box = None
        started = next((label for label in BOX_LABELS if label in n), None)
        if started:
            open_box = (i, started)
    for i, e in enumerate(labels):
        n = names(e)
        for label, kind in BOX_LABELS.items():
            if label in n:
                out.append({"kind": kind, "start": e["t"], "end": box_end.get(i, halt), "tb": tb_index})
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


def transfer_kind(label_names):
    """What a get or put moves, from the last label passed: m, carry or a word
    of the all-gather (pSHS's labels; 'word' where they say nothing)."""
    joined = ",".join(label_names)
    if "pshs_gather" in joined or "pshs_next_chunk" in joined:
        return "gather word"
    if "pshs_m_" in joined:
        return "m"
    if "pshs_shaded_row" in joined or "pshs_shaded_done" in joined or "pshs_next_tb" in joined:
        return "carry"
    return "word"


def labelled_transfers(events):
    """Each get/put that moved a word, with what it moved."""
    last = []
    out = []
    for e in events:
        if e["ev"] == "label":
            last = names(e)
        elif e["ev"] in ("get", "put") and e.get("ok", True):
            out.append((e, transfer_kind(last)))
    return out


def transfers(events):
    return [e for e in events if e["ev"] in ("get", "put") and e.get("ok", True)]


def non_default_line(config):
    """The point's parameters that a reader needs to know, for the title: for
    a user's program (scheme.name = program) the program, p and every other
    key whose value is not the default (from the catalogue)."""
    if config.get("scheme.name") == "program":
        from . import catalogue
        shown = {"scheme.name", "scheme.program", "scheme.p"}
        line = [f"program = {Path(str(config.get('scheme.program', '?'))).name}", f"p = {config.get('scheme.p')}"]
        for key in sorted(config):
            try:
                default = catalogue.param(key).get("default")
            except (KeyError, RuntimeError):
                continue
            if key not in shown and not key.startswith("trace.") and config[key] != default:
                line.append(f"{key} = {config[key]}")
        return ", ".join(line)
    keys = ["scheme.name", "scheme.bits", "scheme.p", "scheme.q", "link.latency", "link.model", "link.depth",
            "scheme.kernel", "core.pipeline"]
    return ", ".join(f"{k.split('.', 1)[1]} = {config[k]}" for k in keys if k in config)
