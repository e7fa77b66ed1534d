"""A traced point as Chrome trace-event JSON, for ui.perfetto.dev or
chrome://tracing: one track per core, spans for Task Blocks, boxes, the
all-gather and the final subtraction, FSL waits apart, a flow arrow from each
put to the get that takes its word, each link's occupancy as a counter; and
the check of that schema the tests and `montsim traces perfetto` make."""
import json

from .schedule import merge_rows, messages, roles_of, scheme_spans, with_box_indices

# The size a viewer opens comfortably; above it perfetto_events merges boxes per row.
MAX_EVENTS = 400_000

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
