#!/usr/bin/env python3
"""Baktir and Savas's parallel Montgomery multiplication (Alg. 4) on
MicroBlaze-like cores: the tables and the plot of configs/bs_*.toml. Every
point was checked against Boost by montsim (and its word products and
barriers against the algorithm's counts); every table and plot names its
non-default parameters.

  /usr/bin/python3 scripts/montsim bs cios      results/bs_cios/results.json
  /usr/bin/python3 scripts/montsim bs tables    results/bs_tables/results.json
  /usr/bin/python3 scripts/montsim bs chains    results/bs_chains/results.json
  /usr/bin/python3 scripts/montsim bs breakeven results/bs_breakeven/results.json [more results.json ...]
  /usr/bin/python3 scripts/montsim bs crossover results/bs_crossover/results.json \\
        results/bs_crossover_shared/results.json [-o results/bs_crossover.png]

cios:      CIOS beside SOS: word products (2s^2 + s), CTU, T_CIOS.
tables:    the paper's Tables 1-3 as shapes: T_CIOS / T for Alg. 4 on one
           and on p cores beside the printed ratios, the break-even size,
           the efficiency at 32768 bits, the 1-core ratio.
chains:    serial against tree accumulation: cycles, barriers, bus words
           and waits, products of the first and the last core.
breakeven: the smallest size at which p cores beat CIOS, against the
           barrier's and the shared memory's latency.
crossover: pSHS against Alg. 4 on links and on a shared memory: who is
           fastest for each size, core count and link latency.
"""
import argparse
import sys

from .. import forms, paper, results

ALG4 = ("pmont_shared", "pmont_net")


def points_of(path, schemes, who, need=()):
    points, _ = results.load_run(path)
    out = results.checked_points(points, schemes, who, need=need)
    if not out:
        sys.exit(f"bs {who}: no {' or '.join(schemes) if isinstance(schemes, tuple) else schemes} points in {path}")
    return out


def title(paths, text, fixed=()):
    print(f"{text} ({results.parameters_line(paths, fixed=fixed)})")


def cios(args):
    rows = points_of(args.results, ("cios", "sos"), "cios", need=("mm_cycles", "ctu", "s"))
    for c, s in rows:  # CIOS's rows also show the word products it counted
        if c["scheme.name"] == "cios" and "word_products" not in s:
            raise ValueError(f"cios: a cios point without word_products: {c}")
    title([args.results], "CIOS beside SOS on one core: mm_cycles (T), CTU, word products",
          fixed=("scheme.name", "scheme.kernel", "scheme.bits"))
    print(f"{'bits':>6} {'kernel':>6} | {'T_CIOS':>10} {'CTU':>6} {'products':>9} {'2s^2+s':>9} | "
          f"{'T_SOS':>10} {'CTU':>6} | {'CIOS/SOS':>8}")
    by = {(c["scheme.name"], c.get("scheme.kernel", "mulhu"), c["scheme.bits"]): s for c, s in rows}
    for (name, kernel, bits), s in sorted(by.items(), key=lambda kv: (kv[0][1] != "mulhu", kv[0][2])):
        if name != "cios":
            continue
        sos = by.get(("sos", kernel, bits))
        n = s["s"]
        sos_part = (f"{sos['mm_cycles']:>10} {sos['ctu']:>6.2f} | {s['mm_cycles'] / sos['mm_cycles']:>8.3f}"
                    if sos else f"{'-':>10} {'-':>6} | {'-':>8}")
        print(f"{bits:>6} {kernel:>6} | {s['mm_cycles']:>10} {s['ctu']:>6.2f} {s['word_products']:>9} "
              f"{2 * n * n + n:>9} | {sos_part}")
    return 0


def ratio_text(r):
    return f"{(r - 1) * 100:+.0f}%" if r < 2 else f"x{r:.2f}"


def break_even(pairs):
    """The smallest size whose ratio is at least 1, from (bits, ratio) pairs."""
    for bits, r in sorted(pairs):
        if r >= 1:
            return str(bits)
    return f">{max(b for b, _ in pairs)}" if pairs else "-"


def tables(args):
    rows = points_of(args.results, "pmont_shared", "tables")
    title([args.results], "Alg. 4 on a shared memory, T_CIOS / T beside Baktir and Savas's Tables 1-3 "
          "(paper: x86 with OpenMP; compare shapes, not times)",
          fixed=("scheme.name", "scheme.p", "scheme.reduction", "scheme.bits"))
    for p in sorted({c["scheme.p"] for c, _ in rows}):
        pub = paper.BS_TABLES.get(p)
        for reduction in ("full", "truncated"):
            sel = sorted([(c, s) for c, s in rows if c["scheme.p"] == p and c.get("scheme.reduction", "full") == reduction],
                         key=lambda cs: cs[0]["scheme.bits"])
            if not sel:
                continue
            print()
            where = f"paper: Table {list(paper.BS_TABLES).index(p) + 1}, {pub['machine']}" if pub else "no paper table"
            print(f"p = {p}, line 2 {reduction} ({where})")
            print(f"{'bits':>6} | {'T_CIOS':>10} {'T_1':>10} {'T_p':>10} | {'1 core':>7} {'paper':>6} | "
                  f"{'p cores':>7} {'paper':>6} | {'eff.':>5} {'paper':>5}")
            ours1, oursp, pub1, pubp = [], [], [], []
            for c, s in sel:
                bits = c["scheme.bits"]
                r1, rp = s["t_cios"] / s["t_self"], s["speedup_vs_cios"]
                eff = s["t_self"] / (p * s["cycles"])
                ours1.append((bits, r1))
                oursp.append((bits, rp))
                cells = ["-"] * 3
                if pub and bits in paper.BS_BITS:
                    i = paper.BS_BITS.index(bits)
                    q1, qp = paper.bs_ratio(pub["speedup_1"][i]), paper.bs_ratio(pub["speedup_p"][i])
                    pub1.append((bits, q1))
                    pubp.append((bits, qp))
                    cells = [pub["speedup_1"][i], pub["speedup_p"][i], f"{pub['alg4_1'][i] / (p * pub['alg4_p'][i]):.2f}"]
                print(f"{bits:>6} | {s['t_cios']:>10} {s['t_self']:>10} {s['cycles']:>10} | {ratio_text(r1):>7} "
                      f"{cells[0]:>6} | {ratio_text(rp):>7} {cells[1]:>6} | {eff:>5.2f} {cells[2]:>5}")
            print(f"break-even size (p cores beat CIOS): {break_even(oursp)} bits (paper {break_even(pubp)}); "
                  f"one core beats CIOS from: {break_even(ours1)} (paper {break_even(pub1)})")
    return 0


def chains(args):
    rows = points_of(args.results, "pmont_shared", "chains")
    title([args.results], "Serial against tree accumulation on a shared memory",
          fixed=("scheme.name", "scheme.chain", "scheme.reduction", "scheme.p"))
    print(f"{'chain':>6} {'line 2':>9} {'p':>2} | {'cycles':>9} {'vs CIOS':>7} | {'barriers':>8} {'steps':>5} | "
          f"{'bus words':>9} {'bus wait':>8} {'barrier wait':>12} | {'products core 0':>15} {'last core':>9}")
    for c, s in sorted(rows, key=lambda cs: (cs[0].get("scheme.chain", "tree"), cs[0].get("scheme.reduction", "full"),
                                              cs[0]["scheme.p"])):
        p = s["p"]
        wait = sum(s.get(f"core{k}.barrier_wait_cycles", 0) for k in range(p))
        print(f"{c.get('scheme.chain', 'tree'):>6} {c.get('scheme.reduction', 'full'):>9} {p:>2} | {s['cycles']:>9} "
              f"{s['speedup_vs_cios']:>7.3f} | {s['barriers']:>8} {s['accumulation_steps']:>5} | "
              f"{s['bus.reads'] + s['bus.writes']:>9} {s['bus.wait_cycles']:>8} {wait:>12} | "
              f"{s['core0.word_products']:>15} {s[f'core{p - 1}.word_products']:>9}")
    return 0


def breakeven(args):
    rows = [row for path in args.results for row in points_of(path, "pmont_shared", "breakeven")]
    title(args.results, "Break-even size of Alg. 4 on a shared memory (smallest size where p cores beat CIOS) "
          "and T_CIOS / T at the largest size",
          fixed=("scheme.name", "scheme.p", "shmem.read_latency", "barrier.latency", "barrier.kind", "scheme.bits"))
    groups = {}
    for c, s in rows:
        barrier = "software" if c.get("barrier.kind") == "software" else c.get("barrier.latency", 1)
        key = (c["scheme.p"], c.get("shmem.read_latency", 1), str(barrier))
        groups.setdefault(key, []).append((c["scheme.bits"], s["speedup_vs_cios"]))
    print(f"{'p':>2} {'read lat.':>9} {'barrier lat.':>12} | {'break-even':>10} | {'largest':>7} {'T_CIOS/T':>8}")
    for (p, rl, bl), pairs in sorted(groups.items(), key=lambda kv: (kv[0][0], kv[0][1],
                                                                      kv[0][2].isdigit(), int(kv[0][2]) if kv[0][2].isdigit() else 0)):
        big, r = max(pairs)
        print(f"{p:>2} {rl:>9} {bl:>12} | {break_even(pairs):>10} | {big:>7} {r:>8.3f}")
    return 0


def crossover(args):
    link = points_of(args.results, ("pshs", "pmont_net"), "crossover")
    shared = points_of(args.shared, "pmont_shared", "crossover") if args.shared else []
    fixed = ("scheme.name", "scheme.p", "scheme.bits", "link.latency", "link.depth", "scheme.kernel", "barrier.latency")
    line = "links: " + results.parameters_line([args.results], fixed=fixed)
    if args.shared:
        line += "; shared memory: " + results.parameters_line([args.shared], fixed=fixed)
    # Each contestant's points by cell (p, bits, latency, depth); pSHS per
    # kernel form: each form is compared with Alg. 4 on its own.
    cycles, stalls, configs = {}, {}, {}
    for c, s in link:
        who = c["scheme.name"] if c["scheme.name"] != "pshs" else ("pshs", forms.kernel_form(c))
        key = (c["scheme.p"], c["scheme.bits"], c["link.latency"], c.get("link.depth", 16))
        cycles.setdefault(who, {})[key] = s["cycles"]
        configs.setdefault(who, []).append(c)
        if c["scheme.name"] == "pshs":
            stalls.setdefault((who, key[3]), 0)
            stalls[(who, key[3])] += results.over_nodes(s, "put_stall_cycles")
    # Alg. 4 on the shared memory per barrier cost: the crossover depends on
    # it as much as on the FIFO depth.
    shared_cycles = {(c["scheme.p"], c["scheme.bits"], c.get("barrier.latency", 1)): s["cycles"] for c, s in shared}
    barriers = sorted({k[2] for k in shared_cycles}) or [None]
    pshs_forms = sorted((w for w in cycles if isinstance(w, tuple)), key=lambda w: (w[1] != "gcc -O2", w[1]))
    if not pshs_forms or ("pmont_net" not in cycles and not shared):
        present = sorted({w[0] if isinstance(w, tuple) else w for w in cycles} | ({"pmont_shared"} if shared else set()))
        raise ValueError(f"{args.results}: the crossover compares pshs with pmont_net (and pmont_shared) at the same "
                         f"p, bits and link.latency; these results hold {', '.join(present) or 'neither'} only "
                         f"(the results of configs/bs_crossover.toml, and configs/bs_crossover_shared.toml)")
    keys = set().union(*(set(v) for v in cycles.values()))
    ps, bits, lats, depths = (sorted({k[i] for k in keys}) for i in range(4))
    summary = []
    for form in pshs_forms:
        groups = {"pshs": configs[form]}
        if "pmont_net" in configs:
            groups["pmont_net"] = configs["pmont_net"]
        note = forms.unlike_note(groups, ignore=("FIFO depth",))
        print(f"Fastest on the same cores: pSHS ({form[1]}, FSL ring links) against Alg. 4 (gcc -O2) on links and on a "
              f"shared memory; cell = winner and its margin over the runner-up{note} ({line})")
        grid = {}
        for barrier, depth in ((b, d) for b in barriers for d in depths):
            at = "" if barrier is None or len(barriers) == 1 else f", Alg. 4's barrier.latency = {barrier}"
            print(f"\nlink.depth = {depth}{at} (pSHS's put stalls over its {len(ps) * len(bits) * len(lats)} points: "
                  f"{stalls.get((form, depth), 0)} cycles)")
            for p in ps:
                print(f"p = {p}: rows link.latency, columns bits")
                print(f"{'latency':>7} | " + " ".join(f"{b:>18}" for b in bits))
                for lat in lats:
                    cells = []
                    for b in bits:
                        times = {"pshs": cycles[form].get((p, b, lat, depth)),
                                 "pmont_net": cycles.get("pmont_net", {}).get((p, b, lat, depth))}
                        if shared:
                            times["pmont_shared"] = shared_cycles.get((p, b, barrier))
                        times = {n: t for n, t in times.items() if t}
                        if len(times) < 2:
                            cells.append(f"{'-':>18}")
                            continue
                        order = sorted(times, key=times.get)
                        margin = times[order[1]] / times[order[0]]
                        grid[(barrier, depth, p, b, lat)] = (order[0], margin)
                        cells.append(f"{order[0]:>12} x{margin:<4.2f}")
                    print(f"{lat:>7} | " + " ".join(cells))
        for barrier, depth in ((b, d) for b in barriers for d in depths):
            won = {}
            here = {k[2:]: v for k, v in grid.items() if k[:2] == (barrier, depth)}
            for (p, b, lat), (win, _) in here.items():
                if win != "pshs":
                    won.setdefault((win, p), []).append((b, lat))
            summary.append(f"{form[1]:<13} {depth:>6} {'-' if barrier is None else barrier:>8} | "
                           f"{sum(1 for v in here.values() if v[0] == 'pshs'):>4} of {len(here):>3}")
            summary += [f"{'':>39}{win} at p = {p}: " + ", ".join(f"{b}/{lat}" for b, lat in sorted(cells))
                        for (win, p), cells in sorted(won.items())]
        print()
        if args.output:
            out = args.output if form == pshs_forms[0] else args.output.replace(".png", f"_{form[1].replace(' ', '')}.png")
            # (the plot: Alg. 4's shared memory at its cheapest barrier)
            first = {k[1:]: v for k, v in grid.items() if k[0] == barriers[0]}
            _crossover_plot(first, ps, bits, lats, depths, shared, out,
                            f"Fastest on the same MicroBlaze-like cores, pSHS {form[1]} against Alg. 4 gcc -O2{note}; "
                            "label: margin over the runner-up (pmont_shared has no links: the same at every "
                            "latency and depth" + ("" if barriers[0] is None else
                                                   f"; its barrier.latency = {barriers[0]}") + ")", line)
            print(f"wrote {out}\n")
    print("Where Alg. 4 wins (cells bits/latency), per pSHS kernel, FIFO depth and Alg. 4's barrier cost on the "
          "shared memory (barrier.latency)")
    print(f"{'pSHS kernel':<13} {'depth':>6} {'barrier':>8} | pSHS wins | Alg. 4's cells below")
    for row in summary:
        print(row)
    return 0


def _crossover_plot(grid, ps, bits, lats, depths, shared, output, heading, line):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Patch
    colours = {"pshs": "#4c72b0", "pmont_net": "#dd8452", "pmont_shared": "#55a868"}
    names = ["pshs", "pmont_net"] + (["pmont_shared"] if shared else [])
    fig, axes = plt.subplots(len(depths), len(ps), figsize=(4.6 * len(ps), 3.2 * len(depths) + 1.2), squeeze=False,
                             sharey=True)
    for row, depth in zip(axes, depths):
        for ax, p in zip(row, ps):
            for i, b in enumerate(bits):
                for j, lat in enumerate(lats):
                    if (depth, p, b, lat) not in grid:
                        continue
                    win, margin = grid[(depth, p, b, lat)]
                    ax.add_patch(plt.Rectangle((i - 0.5, j - 0.5), 1, 1, facecolor=colours[win], edgecolor="white"))
                    ax.text(i, j, f"x{margin:.2f}", ha="center", va="center", fontsize=7)
            ax.set_xlim(-0.5, len(bits) - 0.5)
            ax.set_ylim(-0.5, len(lats) - 0.5)
            ax.set_xticks(range(len(bits)), [str(b) for b in bits])
            ax.set_yticks(range(len(lats)), [str(l) for l in lats])
            ax.set_title(f"p = {p}, link.depth = {depth}", fontsize=9)
        row[0].set_ylabel("link.latency (cycles)")
    for ax in axes[-1]:
        ax.set_xlabel("operand bits")
    # The legend under the title (wrapped to the figure's width), the
    # parameters and files at the foot.
    import textwrap
    results.title_figure(fig, textwrap.fill(heading, int(fig.get_figwidth() * 13)), line)
    top = fig.subplotpars.top - 0.05
    fig.subplots_adjust(top=top)
    fig.legend(handles=[Patch(color=colours[n], label=n) for n in names], loc="lower center", ncol=len(names),
               bbox_to_anchor=(0.5, top + 0.02), frameon=False, fontsize=9)
    fig.savefig(output, dpi=100)
    plt.close(fig)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim bs", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="what", required=True)
    for name, fn in (("cios", cios), ("tables", tables), ("chains", chains)):
        sp = sub.add_parser(name)
        sp.add_argument("results")
        sp.set_defaults(fn=fn)
    sp = sub.add_parser("breakeven")
    sp.add_argument("results", nargs="+", help="results of configs/bs_breakeven*.toml")
    sp.set_defaults(fn=breakeven)
    sp = sub.add_parser("crossover")
    sp.add_argument("results", help="results of configs/bs_crossover.toml")
    sp.add_argument("shared", nargs="?", help="results of configs/bs_crossover_shared.toml")
    sp.add_argument("-o", "--output", help="write the plot here (PNG)")
    sp.set_defaults(fn=crossover)
    args = ap.parse_args(argv)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
