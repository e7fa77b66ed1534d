#!/usr/bin/env python3
"""Tables, task charts and plots of IWBMM_R on the PE array (scheme iwbmm;
Lin, Ye and Shieh, IEEE Trans. Computers 2013). Every point was checked
against Boost by montsim; every table and plot says its non-default
parameters.

  /usr/bin/python3 scripts/montsim iwbmm table2  results/iwbmm_table2/results.json
  /usr/bin/python3 scripts/montsim iwbmm charts  results/iwbmm_fig6/results.json [-o chart.png]
  /usr/bin/python3 scripts/montsim iwbmm latency results/iwbmm_latency/results.json [-o latency.png]
  /usr/bin/python3 scripts/montsim iwbmm ring    results/iwbmm_ring/results.json [--clt results/iwbmm_ring_clt/results.json]
  /usr/bin/python3 scripts/montsim iwbmm power   results/iwbmm_table2/results.json [-o fig9.png] [--register-weight X]

table2:  Table 2 (w = 16, p = 69, 595 MHz) as measured, beside Eq. 12,
         Table 1's formula and the paper's printed values; the design of
         ref. [11] simulated on the same array (pearray.algorithm =
         low_latency; its formulas if absent) and from its formulas with
         sigma' truncated to two decimals as the paper evidently did.
charts:  the schedule of the first multiplication, a row per time unit
         (w-1 cycles) and a column per PE, as in the paper's Fig. 6.
latency: measured latency against p beside Eq. 11 (IWBMM_R) or the closed
         forms for the other schedules on the same array.
ring:    the word-serial schedule as software on the FSL ring (scheme
         iwbmm_ring) beside pSHS on the same cores and links.
power:   Table 3 (power at 2048 bits) and Fig. 9 (power against operand
         size) from an energy model over the simulated activity
         (scripts/montsim/iwbmm_power.py, constants and their sources in
         data/iwbmm_power.toml): two constants fitted to ref. [11]'s rows,
         every IWBMM_R figure predicted, each marked so.
"""
import argparse
import math
import sys

from .. import forms, iwbmm_power, paper, results

# Table 2 as printed (data/iwbmm.toml).
PAPER_TABLE2 = paper.IWBMM_TABLE2


def iwbmm_points(points):
    out = results.checked_points(points, "iwbmm", "iwbmm")
    if not out:
        sys.exit("iwbmm: no iwbmm points in these results")
    return out


def ref11(k, w, p, mhz, truncate):
    """Ref. [11] (L = 1) from the paper's formulas: throughput (Eq. 15) and
    memory access (Table 1 with sigma' of Eq. 14), Mb/s."""
    e = math.ceil(k / w)
    lam = math.ceil(k / p)  # lambda' = ceil(k/p): one bit per column
    tp = k / (lam * p) if e + 1 <= p else k / (lam * (e + 1))
    sigma = (lam - 1) / lam if e + 1 > p else 0.0
    if truncate:
        sigma = math.floor(sigma * 100) / 100
    read = 2 * w * (sigma + 1) + sigma
    write = (2 * w + 1) * sigma
    return tp * mhz, (read + write) * mhz


def algorithm(c):
    return c.get("pearray.algorithm", "iwbmm_r")


def table2(args):
    points, _ = results.load_run(args.results)
    every = iwbmm_points(points)
    rows = sorted([cs for cs in every if algorithm(cs[0]) == "iwbmm_r"], key=lambda cs: cs[1]["k"])
    tenca = sorted([cs for cs in every if algorithm(cs[0]) == "tenca"], key=lambda cs: cs[1]["k"])
    low = {cs[1]["k"]: cs[1] for cs in every if algorithm(cs[0]) == "low_latency"}
    line = results.parameters_line([args.results],
                                      fixed=("scheme.name", "scheme.bits", "pearray.k", "pearray.algorithm"))
    print("Table 2: throughput and memory access in Mb/s" + (f" ({line})" if line else ""))
    print("proposed = IWBMM_R on the simulated array (every product checked); [11] = its variant simulated on the "
          "same array (sim) and its formulas with sigma' truncated to two decimals (trunc)")
    print(f"{'bits':>5} {'e':>4} {'case':>6} | {'TP sim':>7} {'Eq.12':>7} {'paper':>6} | "
          f"{'mem sim':>8} {'Table1':>8} {'paper':>6} {'buf':>4} | {'[11] TP':>7} {'paper':>6} | "
          f"{'[11] mem':>8} {'trunc':>8} {'paper':>6}")
    for c, s in rows:
        k, w, p, mhz = s["k"], c["pearray.w"], c["scheme.p"], c["pearray.mhz"]
        paper = PAPER_TABLE2.get(k)
        tp11, mem11 = ref11(k, w, p, mhz, truncate=False)
        _, mem11t = ref11(k, w, p, mhz, truncate=True)
        if k in low:  # measured on the array rather than from the formulas
            tp11, mem11 = low[k]["throughput_mbps"], low[k]["memory_mbps"]
        pp = (lambda i: f"{paper[i]:>6}" if paper else f"{'-':>6}")
        print(f"{k:>5} {s['e']:>4} {s['case']:>6} | {s['throughput_mbps']:>7.1f} {s['throughput_formula_mbps']:>7.1f} "
              f"{pp(1)} | {s['memory_mbps']:>8.1f} {s['table1_memory_mbps']:>8.1f} {pp(3)} "
              f"{s['peak_buffer_words']:>4} | {tp11:>7.1f} {pp(0)} | {mem11:>8.1f} {mem11t:>8.1f} {pp(2)}")
    if tenca:
        print()
        print("Tenca and Koc's WBMM (ref. [9], L = 2) on the same simulated array: throughput and memory access "
              "in Mb/s beside our closed forms and Table 1's row [9] (the paper prints no figures for it)")
        print(f"{'bits':>5} {'e':>4} {'case':>7} | {'latency':>8} {'formula':>8} | {'TP sim':>7} {'formula':>7} | "
              f"{'mem sim':>8} {'Table1':>8} {'buf':>4}")
        for c, s in tenca:
            print(f"{s['k']:>5} {s['e']:>4} {s['case']:>7} | {s['cycles']:>8} {s['latency_formula']:>8} | "
                  f"{s['throughput_mbps']:>7.1f} {s['throughput_formula_mbps']:>7.1f} | {s['memory_mbps']:>8.1f} "
                  f"{s['table1_memory_mbps']:>8.1f} {s['peak_buffer_words']:>4}")
    return 0


def parse_chart(text):
    tasks = []
    for item in text.split(";"):
        pe, rest = item.split(":")
        cw, times = rest.split("@")
        col, word = cw.split(".")
        start, end = times.split("-")
        tasks.append((pe, int(col), int(word), int(start), int(end)))
    return tasks


def ascii_chart(c, s):
    w, p = c["pearray.w"], c["scheme.p"]
    unit = w - 1
    tasks = parse_chart(s["chart"])
    pes = [str(r) for r in range(1, p + 1)] + ["f"]
    last = max(t[4] for t in tasks)
    grid = {}
    for pe, col, word, start, end in tasks:
        label = f"F{word}" if pe == "f" else ("X" if word == 0 else "Y") + f"{col}.{word}"
        for u in range(start // unit, (end + unit - 1) // unit):
            grid[(u, pe)] = label
    head = "unit " + " ".join(f"{('PE' + pe if pe != 'f' else 'PE_f'):>6}" for pe in pes)
    out = [f"k = {s['k']}, w = {w}, p = {p} (e = {s['e']}, lambda = {s['lambda']}): latency {s['cycles']} cycles "
           f"= {s['cycles'] // unit} time units of {unit} cycles (Eq. 11: {s['latency_formula']})", head]
    for u in range((last + unit - 1) // unit):
        out.append(f"{u:>4} " + " ".join(f"{grid.get((u, pe), '.'):>6}" for pe in pes))
    return "\n".join(out)


def charts(args):
    points, _ = results.load_run(args.results)
    rows = [(c, s) for c, s in iwbmm_points(points) if s.get("chart")]
    if not rows:
        sys.exit("iwbmm: no point has a chart (run with pearray.chart = true)")
    line = results.parameters_line([args.results], fixed=("scheme.name", "scheme.p", "pearray.chart"))
    if line:
        print(f"({line})")
    for c, s in sorted(rows, key=lambda cs: -cs[0]["scheme.p"]):
        print(ascii_chart(c, s))
        print()
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        fig, axes = plt.subplots(1, len(rows), figsize=(4.2 * len(rows), 4.6), squeeze=False)
        for ax, (c, s) in zip(axes[0], sorted(rows, key=lambda cs: -cs[0]["scheme.p"])):
            w, p = c["pearray.w"], c["scheme.p"]
            unit = w - 1
            for pe, col, word, start, end in parse_chart(s["chart"]):
                x = p if pe == "f" else int(pe) - 1
                color = "#bbbbbb" if pe != "f" and word == 0 else ("#f4c27a" if pe == "f" else "#9cc3e6")
                ax.add_patch(plt.Rectangle((x - 0.45, start / unit), 0.9, (end - start) / unit, facecolor=color,
                                           edgecolor="black", linewidth=0.5))
                ax.text(x, (start + end) / 2 / unit, f"F{word}" if pe == "f" else f"{col}.{word}",
                        ha="center", va="center", fontsize=6)
            ax.set_xlim(-0.6, p + 0.6)
            ax.set_ylim(s["cycles"] / unit, 0)
            ax.set_xticks(range(p + 1))
            ax.set_xticklabels([f"PE{r}" for r in range(1, p + 1)] + ["PE_f"], fontsize=7)
            ax.set_ylabel("time unit (w-1 cycles)")
            ax.set_title(f"k={s['k']}, w={w}, p={p}: {s['cycles']} cycles (Eq. 11: {s['latency_formula']})",
                         fontsize=8)
        results.title_figure(fig, "IWBMM_R on the PE array, the paper's Fig. 6: each task as column.word, "
                                  "grey = an X task", line or "")
        fig.savefig(args.plot, dpi=130)
        print(f"iwbmm: wrote {args.plot}")
    return 0


def latency(args):
    points, _ = results.load_run(args.results)
    rows = iwbmm_points(points)
    line = results.parameters_line([args.results], fixed=("scheme.name", "scheme.p", "scheme.bits", "pearray.w",
                                                              "pearray.algorithm"))
    series = {}
    for c, s in rows:
        series.setdefault((algorithm(c), s["k"], c["pearray.w"]), []).append(
            (c["scheme.p"], s["cycles"], s["latency_formula"]))
    print("Latency in cycles against p, measured and its closed form (Eq. 11 for IWBMM_R)" +
          (f" ({line})" if line else ""))
    worst = 0
    for (alg, k, w), pts in sorted(series.items()):
        print(f"{alg}, k = {k}, w = {w}:")
        for p, cyc, eq in sorted(pts):
            worst = max(worst, abs(cyc - eq))
            print(f"  p = {p:>4}: {cyc:>7} cycles, formula {eq:>7}{'' if cyc == eq else '  DIFFERENT'}")
    print(f"largest difference from the closed forms: {worst} cycles")
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        import matplotlib.ticker
        names = {"iwbmm_r": "IWBMM_R (Eq. 11)", "low_latency": "ref. [11]'s variant", "tenca": "Tenca's WBMM"}
        algs = [a for a in ("iwbmm_r", "low_latency", "tenca") if any(k[0] == a for k in series)]
        sizes = sorted({(k, w) for _, k, w in series})
        colors = {kw: f"C{i}" for i, kw in enumerate(sizes)}
        fig, axes = plt.subplots(1, len(algs), figsize=(4 * len(algs), 4.4), sharey=True, squeeze=False)
        for ax, alg in zip(axes[0], algs):
            for (a, k, w), pts in sorted(series.items()):
                if a != alg:
                    continue
                pts.sort()
                ps = [p for p, _, _ in pts]
                ax.plot(ps, [c for _, c, _ in pts], "o", markersize=4, color=colors[(k, w)])
                ax.plot(ps, [e for _, _, e in pts], "-", linewidth=0.8, color=colors[(k, w)])
            ax.set_xscale("log", base=2)
            ax.set_yscale("log")
            # Plain numbers (1, 2, 4, ...), not powers of two.
            ax.xaxis.set_major_locator(matplotlib.ticker.LogLocator(base=2, numticks=12))
            ax.xaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}"))
            ax.tick_params(axis="x", labelsize=7)
            ax.set_xlabel("processing elements p")
            ax.set_title(names[alg], fontsize=9)
        axes[0][0].set_ylabel("latency of one multiplication (cycles)")
        from matplotlib.lines import Line2D
        handles = [Line2D([], [], color=colors[kw], marker="o", markersize=4, linewidth=0.8,
                          label=f"k = {kw[0]}, w = {kw[1]}") for kw in sizes]
        handles += [Line2D([], [], color="black", marker="o", linestyle="none", markersize=4, label="measured"),
                    Line2D([], [], color="black", linewidth=0.8, label="closed form")]
        fig.legend(handles=handles, loc="lower center", ncol=len(handles), fontsize=7, frameon=False,
                   bbox_to_anchor=(0.5, 0.045))
        results.title_figure(fig, "Latency of one multiplication on the PE array against its size p", line or "")
        fig.subplots_adjust(bottom=fig.subplotpars.bottom + 0.06)
        fig.savefig(args.plot, dpi=130)
        print(f"iwbmm: wrote {args.plot}")
    return 0 if worst == 0 else 1


def ring(args):
    points, _ = results.load_run(args.results)
    by, configs = {}, {}
    for c, s in results.checked_points(points, ("iwbmm_ring", "pshs"), "iwbmm"):
        by[(c["scheme.name"], c["scheme.bits"], c["scheme.p"])] = s
        configs.setdefault(c["scheme.name"], []).append(c)
    keys = sorted({(b, p) for n, b, p in by if n == "iwbmm_ring"})
    if not keys:
        sys.exit("iwbmm: no iwbmm_ring points in these results")
    line = results.parameters_line([args.results], fixed=("scheme.name", "scheme.bits", "scheme.p"))
    print("IWBMM_R's word-serial schedule in software on the FSL ring, beside pSHS on the same cores and links"
          + forms.unlike_note(configs) + (f" ({line})" if line else ""))
    print(f"{'bits':>5} {'p':>3} | {'iwbmm_ring':>11} {'speedup':>8} {'cyc/sub-it':>10} | {'pshs':>8} {'speedup':>8} "
          f"{'CTU':>6} | {'ring/pshs':>9}")
    for bits, p in keys:
        r = by[("iwbmm_ring", bits, p)]
        q = by.get(("pshs", bits, p))
        tail = (f"{q['cycles']:>8} {q['speedup']:>8.3f} {q['ctu']:>6.1f} | {r['cycles'] / q['cycles']:>9.1f}"
                if q else f"{'-':>8} {'-':>8} {'-':>6} | {'-':>9}")
        print(f"{bits:>5} {p:>3} | {r['cycles']:>11} {r['speedup']:>8.3f} {r['ctu_sub']:>10.1f} | {tail}")
    if args.clt:
        from .. import knee
        cpoints, _ = results.load_run(args.clt)
        curves = {}
        for c, s in results.checked_points(cpoints, None, "iwbmm"):
            curves.setdefault((c["scheme.name"], c["scheme.bits"], c["scheme.p"]), []).append(
                (c["link.latency"], s["cycles"]))
        cline = results.parameters_line([args.clt], fixed=("scheme.name", "link.latency"))
        print()
        print("ET against TTU: slope below the knee and the knee (measured CLT, scripts/montsim/knee.py's rule)" +
              (f" ({cline})" if cline else ""))
        print(f"{'scheme':>11} {'bits':>5} {'p':>3} | {'ET at TTU=1':>11} {'slope':>7} {'CLT (knee)':>11}")
        for (name, bits, p), pts in sorted(curves.items()):
            r = knee.analyse_curve([t for t, _ in pts], [e for _, e in pts])
            et1 = min(pts)[1]
            print(f"{name:>11} {bits:>5} {p:>3} | {et1:>11} {r['slope']:>7.2f} {knee.format_knee(r):>11}")
    return 0


DESIGNS = (("iwbmm_r", "IWBMM_R"), ("low_latency", "ref. [11]"), ("tenca", "Tenca [9]"))


def power(args):
    points, _ = results.load_run(args.results)
    by = {}
    for c, s in iwbmm_points(points):
        by[(algorithm(c), s["k"])] = (c, s)
    ref11, proposed = ("low_latency", iwbmm_power.TABLE3_BITS), ("iwbmm_r", iwbmm_power.TABLE3_BITS)
    if ref11 not in by or proposed not in by:
        sys.exit("iwbmm power: needs IWBMM_R and ref. [11] (pearray.algorithm = iwbmm_r, low_latency) at "
                 f"{iwbmm_power.TABLE3_BITS} bits, as configs/iwbmm_table2.toml runs them")
    cp = by[proposed][0]
    consts = iwbmm_power.constants()
    act = {key: iwbmm_power.Activity.of(c, s) for key, (c, s) in by.items()}
    model = iwbmm_power.fit(act[ref11], args.register_weight, consts)
    line = results.parameters_line([args.results], fixed=("scheme.name", "scheme.bits", "pearray.k",
                                                              "pearray.algorithm"))
    w, p, mhz = cp["pearray.w"], cp["scheme.p"], cp["pearray.mhz"]
    print(f"Table 3: power in mW of {iwbmm_power.TABLE3_BITS}-bit multiplications, w = {w}, p = {p}, "
          f"{mhz} MHz, at each design's throughput" + (f" ({line})" if line else ""))
    if (w, p) != (iwbmm_power.TABLE3_W, iwbmm_power.TABLE3_P):
        print(f"(the paper's Table 3 is for w = {iwbmm_power.TABLE3_W}, p = {iwbmm_power.TABLE3_P}: "
              "these columns are a what-if)")
    printed = iwbmm_power.table3()
    m11, mp = model.power(act[ref11], consts), model.power(act[proposed], consts)
    print("model = the energy model over the simulated activity; fitted = set from ref. [11]'s paper row; "
          "predicted = from IWBMM_R's activity alone")
    print(f"{'':>12} | {'[11] paper':>10} {'model':>7} {'':>6} | {'IWBMM_R paper':>13} {'model':>7} {'':>9} "
          f"{'error':>7} | {'reduction paper':>15} {'model':>7}")
    for row, name in (("sram", "SRAM"), ("random_logic", "random logic"), ("total", "total")):
        paper11, paperp = printed[row]
        err = (mp[row] - paperp) / paperp * 100.0
        print(f"{name:>12} | {paper11:>10.1f} {m11[row]:>7.1f} {'fitted':>6} | {paperp:>13.1f} {mp[row]:>7.1f} "
              f"{'predicted':>9} {err:>+6.1f}% | {iwbmm_power.reduction(paper11, paperp):>14.1f}% "
              f"{iwbmm_power.reduction(m11[row], mp[row]):>6.1f}%")
    gap = iwbmm_power.reduction(m11["total"], mp["total"]) - iwbmm_power.reduction(*printed["total"])
    print(f"total reduction: predicted {iwbmm_power.reduction(m11['total'], mp['total']):.1f} %, paper "
          f"{iwbmm_power.reduction(*printed['total']):.1f} %: {gap:+.1f} points")
    lib = consts["random_logic"]["liberty"]
    register_fj, net_fj = (e * 1000 for e in iwbmm_power.liberty_flip_energies(consts))
    liberty = (f"SKY130 liberty: a {lib['flip_flop']} flip {register_fj:.1f} fJ over a {lib['net']} flip "
               f"{net_fj:.1f} fJ, load {lib['load_pf'] * 1000:.1f} fF")
    weight = (f"register weight {model.register_weight:.3f} ({liberty})" if args.register_weight is None else
              f"register weight {model.register_weight:g} (--register-weight; the {liberty} gives "
              f"{iwbmm_power.liberty_register_weight(consts):.3f})")
    print(f"inputs: CACTI 7.0 at 90 nm, {consts['sram']['read_pj_per_word']} pJ per {consts['sram']['word_bits']}-bit "
          f"read, {consts['sram']['write_pj_per_word']} pJ per write, {model.leakage_mw:.3f} mW leakage; {weight}. "
          f"fitted: SRAM energy x{model.sram_scale:.2f}, {model.pj_per_flip * 1000:.1f} fJ per net bit flip "
          "(data/iwbmm_power.toml)")
    implied = iwbmm_power.implied_register_weight(act[ref11], act[proposed])
    if implied is not None:
        print(f"diagnosis (read off IWBMM_R's printed row, not used above): the random-logic row matches if a "
              f"register bit's flip costs {implied:.2f} times a combinational net's")
    sizes = sorted({k for _, k in by})
    designs = [(a, name) for a, name in DESIGNS if any((a, k) in by for k in sizes)]
    print()
    print("Fig. 9: predicted power in mW against operand size (the same fitted constants) at each design's "
          "throughput, the energy of one multiplication in nJ, and IWBMM_R's power reduction against each other design")
    others = [(a, name) for a, name in designs if a != "iwbmm_r"]
    print(f"{'bits':>5} | " + " ".join(f"{name:>10}" for _, name in designs) + " | " +
          " ".join(f"{'nJ ' + name:>13}" for _, name in designs) + " | " +
          " ".join(f"{'vs ' + name:>13}" for _, name in others))
    lowest = {"power": set(), "energy": set()}
    for k in sizes:
        here = [(a, act[(a, k)]) for a, _ in designs if (a, k) in act]
        totals = {a: model.power(x, consts)["total"] for a, x in here}
        energy = {a: totals[a] * x.period_us for a, x in here}  # nJ: mW over one period
        lowest["power"].add(min(totals, key=totals.get))
        lowest["energy"].add(min(energy, key=energy.get))
        cell = lambda table, a, width: f"{table[a]:>{width}.1f}" if a in table else f"{'-':>{width}}"  # noqa: E731
        vs = " ".join(f"{iwbmm_power.reduction(totals[a], totals['iwbmm_r']):>12.1f}%"
                      if a in totals and "iwbmm_r" in totals else f"{'-':>13}" for a, _ in others)
        print(f"{k:>5} | " + " ".join(cell(totals, a, 10) for a, _ in designs) + " | " +
              " ".join(cell(energy, a, 13) for a, _ in designs) + f" | {vs}")
    names = dict(designs)
    for what in ("power", "energy"):
        print(f"least {what} at every size: IWBMM_R" if lowest[what] == {"iwbmm_r"} else
              f"least {what}: not IWBMM_R at every size (also " +
              ", ".join(names[a] for a in sorted(lowest[what] - {"iwbmm_r"})) + ")")
    if args.plot:
        power_plot(args.plot, model, consts, act, designs, sizes, printed, line)
    return 0


def power_plot(path, model, consts, act, designs, sizes, printed, line):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, (left, right) = plt.subplots(1, 2, figsize=(9, 4.2))
    for i, (a, name) in enumerate(designs):
        ks = [k for k in sizes if (a, k) in act]
        left.plot(ks, [model.power(act[(a, k)], consts)["total"] for k in ks], "o-", color=f"C{i}",
                  markersize=4, label=f"{name}" + (" (fitted at 2048)" if a == "low_latency" else " (predicted)"))
    for i, (a, _) in enumerate(designs):
        column = {"low_latency": 0, "iwbmm_r": 1}.get(a)
        if column is not None:
            left.plot([iwbmm_power.TABLE3_BITS], [printed["total"][column]], "s", color=f"C{i}", markersize=8,
                      fillstyle="none")
    left.plot([], [], "s", color="black", fillstyle="none", label="paper, Table 3")
    left.set_xlabel("operand size (bits)")
    left.set_ylabel("total power (mW)")
    left.set_xscale("log", base=2)
    left.set_xticks(sizes, [str(k) for k in sizes])
    left.legend(fontsize=7, frameon=False)
    others = [(a, name) for a, name in designs if a != "iwbmm_r"]
    for i, (a, name) in enumerate(others):
        ks = [k for k in sizes if (a, k) in act and ("iwbmm_r", k) in act]
        right.plot(ks, [iwbmm_power.reduction(model.power(act[(a, k)], consts)["total"],
                                              model.power(act[("iwbmm_r", k)], consts)["total"]) for k in ks],
                   "o-", markersize=4, color=f"C{[d for d, _ in designs].index(a)}", label=f"against {name}")
    right.plot([iwbmm_power.TABLE3_BITS], [iwbmm_power.reduction(*printed["total"])], "s", color="black",
               fillstyle="none", markersize=8, label="paper, Table 3 (against [11])")
    right.set_xlabel("operand size (bits)")
    right.set_ylabel("IWBMM_R's power reduction (%)")
    right.set_xscale("log", base=2)
    right.set_xticks(sizes, [str(k) for k in sizes])
    right.legend(fontsize=7, frameon=False)
    results.title_figure(fig, "Fig. 9 from the simulated activity: power of the PE array designs "
                              f"(register weight {model.register_weight:.3f})", line or "")
    fig.savefig(path, dpi=130)
    print(f"iwbmm: wrote {path}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["table2", "charts", "latency", "ring", "power"])
    parser.add_argument("results")
    parser.add_argument("-o", "--plot")
    parser.add_argument("--clt", help="ring: also read the knee of ET against TTU from these results "
                                      "(configs/iwbmm_ring_clt.toml)")
    parser.add_argument("--register-weight", type=float, metavar="X",
                        help="power: what a register bit's flip costs against a combinational net's (default: "
                             "the SKY130 liberty's, data/iwbmm_power.toml); a what-if, refitted to ref. [11]")
    args = parser.parse_args(argv)
    if args.register_weight is not None and args.register_weight <= 0:
        parser.error(f"--register-weight {args.register_weight:g}: must be above 0")
    try:
        return {"table2": table2, "charts": charts, "latency": latency, "ring": ring, "power": power}[args.what](args)
    except ValueError as e:
        sys.exit(str(e))
