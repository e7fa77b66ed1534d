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
by Algorithm 2's order of transfers (schedule.plan, written from the
paper's pseudocode), and a trace whose transfers do not follow that order is
refused. The waits and stalls come from the get and put events; with
--results the totals are checked against the cores' own counters (stall
cycles, halt cycle, the box cycles behind CTU), and the paper's implied
budget (ET - T_SOS/p, Table II and III) is printed beside montsim's.
"""
import argparse
import sys
from pathlib import Path

from ..argtypes import count
from .. import paper, results, trace_events as traces
from ..schedule import CATEGORIES, breakdown, shape


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
