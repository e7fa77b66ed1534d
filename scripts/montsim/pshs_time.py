#!/usr/bin/env python3
"""Where pSHS's time goes, core by core, for any kernel (the hand-written
one, gcc's output of pshs.c, a program of your own), from a trace folder:

  build/montsim run CONFIG --set trace.dir=traces ...
  /usr/bin/python3 scripts/montsim where-time-goes traces/<point> [--results RESULTS.json] [--paper-ttu TTU]

Each core's cycles, from 0 to its halt, split into spans that do not
overlap and leave nothing out:

  start-up            before mont_pshs is entered (crt0, the timer read, the call)
  boxes               in the white and shaded box loops (from entering one to
                      leaving it: the labels montsim puts on the box loops of
                      any kernel, found from the code)
  row work            the rest of the Task Blocks: indices, m = rt * n', the
                      ADD ripples, rt's zeroing and store, the calls of each row
  waiting for m       gets of an m that had not arrived
  waiting for carries gets of a TB's carry that had not arrived
  put stalls          puts of the Task Blocks into a full link
  all-gather          from the last Task Block's transfer to the last word of the
                      all-gather (its set-up, copies and waits)
  final subtraction   from there to the halt (Algorithm 1's lines 17-18, the
                      return, the timer read)

and, beside them, the core's end skew (the cycles from its halt to the last
core's). Kernels name their code differently, so the spans are not read
from labels: each get and put is given its role (m, carry, all-gather word)
by Algorithm 2's order of transfers (plan() below, written from the
paper's pseudocode), and a trace whose transfers do not follow that order is
refused. The waits and stalls come from the get and put events; with
--results the totals are checked against the cores' own counters (stall
cycles, halt cycle, the box cycles behind CTU), and the paper's implied
budget (ET - T_SOS/p, Table II and III) is printed beside montsim's.
"""
import argparse
import json
import sys
from pathlib import Path

from .argtypes import count
from . import paper, results, trace_events as traces

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
        n = traces.names(e)
        if inside and inside[1] + "_end" in n:
            out.append((inside[0], e["t"]))
            inside = None
        if not inside:
            label = next((x for x in traces.BOX_LABELS if x in n or x + "_entry" in n), None)
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
    moved = traces.transfers(events)
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
    entry = next((e["t"] for e in events if e["ev"] == "label" and ENTRY in traces.names(e)), None)
    if entry is None:
        raise ValueError(f"core {core}: the trace never enters {ENTRY}")
    tb_end = moved[tb - 1]["end"] if tb else entry
    gather_end = moved[-1]["end"] if gather else tb_end
    return expected, moved, (entry, tb_end, gather_end, halt)


def roles_of(config, core, events):
    """[(transfer event, 'm' | 'carry' | 'gather word')] of a core, for any
    kernel (the roles traces.labelled_transfers reads from the hand-written
    kernel's labels)."""
    expected, moved, _ = _follow(config, core, events)
    roles = [role for _, role in expected["roles"]]
    return [(e, roles[n] if n < len(roles) else "gather word") for n, e in enumerate(moved)]


def phase_spans(config, core, events):
    """The spans traces.spans reads from the hand-written kernel's labels,
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


def check_against(table, stats, s):
    """The breakdown against the run's own counters (a point's statistics):
    each core's halt cycle and stall cycles, and the cycles in boxes over all
    cores behind CTU. Raises ValueError naming the first difference."""
    for c, b in table.items():
        prefix = f"core{c}."
        if b["total"] != stats[prefix + "halt_cycle"]:
            raise ValueError(f"core {c}: the trace halts at {b['total']}, the core at {stats[prefix + 'halt_cycle']}")
        waits = b["waiting for m"] + b["waiting for carries"] + b["put stalls"] + b["all-gather waits"]
        counted = stats[prefix + "get_stall_cycles"] + stats[prefix + "put_stall_cycles"]
        if waits != counted:
            raise ValueError(f"core {c}: the trace waits {waits} cycles, the core counted {counted}")
    boxes = sum(b["boxes"] for b in table.values())
    region = round((stats["ctu_white"] + stats["ctu_shaded"]) * s * s)
    if abs(boxes - region) > 1:  # CTU is a ratio, rounded in the results
        raise ValueError(f"boxes: {boxes} cycles in the trace's box spans, {region} in the box regions")


def budget_lines(config, stats, paper_ttu=None):
    """montsim's ET - T_SOS/p beside the paper's (Table III at the point's
    link latency, or at paper_ttu: under another reading of TTU)."""
    s, p, _ = shape(config)
    et, t_sos = stats["cycles"], stats["t_sos"]
    lines = [f"montsim: ET {et} - T_SOS/p {t_sos / p:.0f} = {et - t_sos / p:.0f} cycles per core beyond an even "
             "share of SOS's time"]
    row = paper.PSHS_TABLE3_ET.get((p, config["scheme.bits"]))
    ttu = paper_ttu or config.get("link.latency")
    if row and ttu in paper.PSHS_TABLE3_TTU and config.get("platform.topology", "ring") == "ring":
        pet = row[paper.PSHS_TABLE3_TTU.index(ttu)]
        psos = paper.PSHS_TABLE2_SOS_CYCLES[config["scheme.bits"]]
        lines.append(f"paper:   ET {pet} - T_SOS/p {psos / p:.0f} = {pet - psos / p:.0f} (Table III at TTU {ttu}, "
                     "Table II's T_SOS)")
    return lines


def format_table(table):
    heads = CATEGORIES + ["total", "end skew"]
    width = max(len(h) for h in heads)
    cores = list(table)
    lines = [f"{'':<{width}} " + " ".join(f"{'core ' + str(c):>10}" for c in cores)]
    for h in heads:
        lines.append(f"{h:<{width}} " + " ".join(f"{table[c][h]:>10}" for c in cores))
    lines.append(f"{'(all-gather waits)':<{width}} " + " ".join(f"{table[c]['all-gather waits']:>10}" for c in cores))
    return "\n".join(lines)


def point_stats(path, config):
    """The statistics of the point `config` in a results file."""
    pts, _ = results.load_run(path)
    key = {k: v for k, v in config.items() if k != "trace.dir"}
    for pt in pts:
        if all(pt["config"].get(k, v) == v for k, v in key.items()):
            return pt["stats"]
    raise ValueError(f"{path}: no point with the trace's parameters")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim where-time-goes", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("trace", nargs="+", help="trace folders of pSHS points (montsim run ... --set trace.dir=DIR)")
    ap.add_argument("--results", help="the run's results.json: check against the cores' counters, print the budget")
    ap.add_argument("--paper-ttu", type=count(0), help="the Table III TTU to take the paper's budget at (default: the "
                    "point's link.latency; another when a link stands for part of TTU, as 2 TTU / p)")
    args = ap.parse_args(argv)
    loaded = [(folder, *traces.load(folder)) for folder in args.trace]
    order = lambda item: tuple(str(item[1].get(k)) for k in ("scheme.kernel", "scheme.gcc_opt", "link.model")) + (
        item[1].get("scheme.p", 0), item[1].get("scheme.bits", 0), item[1].get("link.latency", 0))
    for folder, config, cores in sorted(loaded, key=order):
        table = breakdown(config, cores)
        print(f"{Path(folder).name}: {traces.non_default_line(config)}")
        print(format_table(table))
        if args.results:
            stats = point_stats(args.results, config)
            check_against(table, stats, shape(config)[0])
            print("(checked: each core's halt and stall cycles, and the box cycles behind CTU)")
            print("\n".join(budget_lines(config, stats, args.paper_ttu)))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
