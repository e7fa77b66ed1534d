"""What a pSHS trace means: Algorithm 2's schedule (which boxes and
transfers each core makes, in which order), each get and put given its role,
the Task Blocks, all-gather and final subtraction as spans, and where each
core's time goes. A library module: the commands `where-time-goes`,
`traces` and the API (timeline, breakdown) read traces through it.
"""
from . import trace_events
from .trace_events import labelled_transfers, spans, transfers


CATEGORIES = ["start-up", "boxes", "row work", "waiting for m", "waiting for carries", "put stalls", "all-gather",
              "final subtraction"]


ENTRY = "mont_pshs"  # the kernel's function: the hand-written label and gcc's symbol


def plan(s, p, q, core):
    """Algorithm 2 for one core, as the pSHS paper's pseudocode orders it
    (schemes/pshs/pshs.s's C): the rows it runs (white and shaded), the role
    of each of its transfers before the all-gather, [(ev, role)] with ev
    'get' or 'put' and role 'm' or 'carry', and the words it puts and gets
    in the all-gather; tb_ends: per Task Block, the index in roles of its
    last transfer (its carry's second word)."""
    rows, roles, tb_ends = 0, [], []
    for k in range(core * q, 2 * s, p * q):
        ilo, ihi = max(0, k - s + 1), min(k + q, s)
        rows += ihi - ilo  # white rows
        i = ilo
        while True:
            if i == min(k, s) and k != 0:
                roles += [("get", "carry"), ("get", "carry")]
            if i >= ihi:
                break
            rows += 1  # a shaded row
            if i < k and i >= k - (p - 1) * q:
                roles.append(("get", "m"))
            if i >= k - (p - 2) * q:
                roles.append(("put", "m"))
            i += 1
        roles += [("put", "carry"), ("put", "carry")]
        tb_ends.append(len(roles) - 1)  # a TB ends with its carry
    if core == 0:
        roles += [("get", "carry"), ("get", "carry")]
    piece = s // p
    out = (p - 1) * piece + (0 if core == p - 1 else 1) if p > 1 else 0
    gets = (p - 1) * piece + (0 if core == 0 else 1) if p > 1 else 0
    return {"rows": rows, "roles": roles, "tb_ends": tb_ends, "gather_out": out, "gather_in": gets}


def shape(config):
    """(s, p, q) of a pSHS point's config."""
    if config.get("scheme.name") != "pshs":
        raise ValueError(f"where-time-goes reads pSHS traces, not {config.get('scheme.name')!r}")
    s, p = config["scheme.bits"] // 32, config["scheme.p"]
    return s, p, config.get("scheme.q") or s // p


def box_loop_intervals(events):
    """[(enter, leave)] of a core's stays in its box loops: from passing a
    loop's label (its header) or LABEL_entry (a side entry, gcc -O0's test
    at the bottom) while outside, to passing LABEL_end (an exit). The
    hand-written kernels carry these labels, montsim puts them on a compiled
    loop (schemes/common/Kernel.hpp, box_regions); a call inside the loop
    (libgcc's __muldi3) stays inside."""
    out, inside = [], None
    for e in events:
        if e["ev"] != "label":
            continue
        n = trace_events.names(e)
        if inside and inside[1] + "_end" in n:
            out.append((inside[0], e["t"]))
            inside = None
        if not inside:
            label = next((x for x in trace_events.BOX_LABELS if x in n or x + "_entry" in n), None)
            if label:
                inside = (e["t"], label)
    return out


def _follow(config, core, events):
    """A core's trace against Algorithm 2's plan: (plan, its transfers, and
    its phases' bounds: the cycle it enters mont_pshs, the end of its last
    Task Block's transfer, the end of its last all-gather transfer, its
    halt). ValueError where they differ."""
    s, p, q = shape(config)
    expected = plan(s, p, q, core)
    moved = trace_events.transfers(events)
    tb = len(expected["roles"])
    gather = expected["gather_out"] + expected["gather_in"]
    if len(moved) != tb + gather:
        raise ValueError(f"core {core}: {len(moved)} transfers in the trace, Algorithm 2 makes {tb + gather} "
                         f"(s = {s}, p = {p}, q = {q}): not pSHS's order of transfers")
    for n, (e, (ev, role)) in enumerate(zip(moved, expected["roles"])):
        if e["ev"] != ev:
            raise ValueError(f"core {core}: transfer {n} is a {e['ev']}, Algorithm 2 has a {ev} of {role} there")
    halt = next((e["t"] for e in events if e["ev"] == "halt"), None)
    if halt is None:
        raise ValueError(f"core {core}: the trace has no halt")
    entry = next((e["t"] for e in events if e["ev"] == "label" and ENTRY in trace_events.names(e)), None)
    if entry is None:
        raise ValueError(f"core {core}: the trace never enters {ENTRY}")
    tb_end = moved[tb - 1]["end"] if tb else entry
    gather_end = moved[-1]["end"] if gather else tb_end
    return expected, moved, (entry, tb_end, gather_end, halt)


def algorithm2_roles(config, core, events):
    """[(transfer event, 'm' | 'carry' | 'gather word')] of a core, for any
    kernel (the roles trace_events.labelled_transfers reads from the hand-written
    kernel's labels)."""
    expected, moved, _ = _follow(config, core, events)
    roles = [role for _, role in expected["roles"]]
    return [(e, roles[n] if n < len(roles) else "gather word") for n, e in enumerate(moved)]


def phase_spans(config, core, events):
    """The spans trace_events.spans reads from the hand-written kernel's labels,
    for any kernel: each Task Block (from entering mont_pshs, or the end of
    the previous one, to the end of its carry), the all-gather and the final
    subtraction (as where-time-goes splits them)."""
    expected, moved, (entry, tb_end, gather_end, halt) = _follow(config, core, events)
    out, start = [], entry
    for l, last in enumerate(expected["tb_ends"]):
        out.append({"kind": "tb", "start": start, "end": moved[last]["end"], "tb": l})
        start = moved[last]["end"]
    if gather_end > tb_end:
        out.append({"kind": "gather", "start": tb_end, "end": gather_end, "tb": None})
    out.append({"kind": "final", "start": gather_end, "end": halt, "tb": None})
    return out


def core_breakdown(config, core, events):
    """One core's cycles by CATEGORIES (they add up to its halt)."""
    expected, moved, (entry, tb_end, gather_end, halt) = _follow(config, core, events)
    tb = len(expected["roles"])
    out = dict.fromkeys(CATEGORIES, 0)
    out["start-up"] = entry
    out["all-gather"] = gather_end - tb_end
    out["final subtraction"] = halt - gather_end
    for e, (ev, role) in zip(moved, expected["roles"]):
        wait = e["end"] - e["t"]
        if ev == "put":
            out["put stalls"] += wait
        else:
            out["waiting for m" if role == "m" else "waiting for carries"] += wait
    boxes = box_loop_intervals(events)
    for start, end in boxes:
        if not entry <= start <= end <= tb_end:
            raise ValueError(f"core {core}: a box loop at cycle {start} lies outside its Task Blocks")
    transfer_times = sorted(e["t"] for e in moved[:tb])
    for start, end in boxes:  # a box holds no transfer: the spans must not overlap
        if any(start < t < end for t in transfer_times):
            raise ValueError(f"core {core}: the box loop at {start}..{end} holds a transfer")
    out["boxes"] = sum(end - start for start, end in boxes)
    waits = out["put stalls"] + out["waiting for m"] + out["waiting for carries"]
    out["row work"] = tb_end - entry - out["boxes"] - waits
    if out["row work"] < 0:
        raise ValueError(f"core {core}: boxes and waits exceed the Task Blocks' cycles")
    out["all-gather waits"] = sum(e["end"] - e["t"] for e in moved[tb:])  # inside all-gather
    out["total"] = halt
    return out


def breakdown(config, cores):
    """{core: {category: cycles}} for every core of a trace, each with its
    end skew (the cycles from its halt to the last core's)."""
    table = {c: core_breakdown(config, c, ev) for c, ev in sorted(cores.items())}
    last = max(b["total"] for b in table.values())
    for b in table.values():
        b["end skew"] = last - b["total"]
    return table


def scheme_spans(config, core, events):
    """spans(events), and where the kernel has no Task Block labels (gcc's
    pSHS) the Task Blocks, the all-gather and the final subtraction from
    Algorithm 2's order of transfers (phase_spans); a trace off
    that order keeps its label spans only."""
    ss = spans(events)
    if config.get("scheme.name") == "pshs" and not any(s["kind"] == "tb" for s in ss):
        try:
            ss = [s for s in ss if s["kind"] in ("white", "shaded")] + phase_spans(config, core, events)
        except ValueError:
            pass
    return ss


def roles_of(config, core, events):
    """Each transfer with what it moved: from the labels (labelled_transfers)
    or, where they say nothing (gcc's pSHS), from Algorithm 2's order."""
    out = labelled_transfers(events)
    if config.get("scheme.name") == "pshs" and out and all(kind == "word" for _, kind in out):
        try:
            return algorithm2_roles(config, core, events)
        except ValueError:
            pass
    return out


def pshs_box_order(s, p, q, core):
    """(kind, tb, i, j) of every box core `core` computes, in Algorithm 2's
    order (schemes/pshs/pshs.s): per Task Block k = core*q + l*p*q, the white
    boxes row by row, then the shaded ones."""
    out = []
    for tb, k in enumerate(range(core * q, 2 * s, p * q)):
        ilo, ihi = max(0, k - s + 1), min(k + q, s)
        for kind in ("white", "shaded"):
            for i in range(ilo, ihi):
                for j in range(max(0, k - i), min(k - i + q, s)):
                    out.append((kind, tb, i, j))
    return out


def with_box_indices(config, core, box_spans):
    """The box spans with their (i, j), when the trace is of pSHS's
    hand-written kernel and the spans follow Algorithm 2's order; else as
    they are."""
    if config.get("scheme.name") != "pshs":
        return box_spans
    order = pshs_box_order(*shape(config), core)
    if len(order) != len(box_spans) or any(o[0] != b["kind"] for o, b in zip(order, box_spans)):
        return box_spans
    return [dict(b, i=o[2], j=o[3]) for o, b in zip(order, box_spans)]


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
