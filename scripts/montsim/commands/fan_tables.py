#!/usr/bin/env python3
"""Print Fan, Sakiyama & Verbauwhede's tables (slides, "Montgomery Modular
Multiplication Algorithm for Multi-Core Systems") beside montsim's results.

Usage: /usr/bin/python3 scripts/montsim fan-tables RESULTS_JSON [RESULTS_JSON...] [--registers S_RF]

e.g.   fan_tables.py results/fan_memory results/fan_perf256 results/fan_compare

RESULTS_JSON is a results.json written by `montsim run` (or the directory
holding it); several are merged. Only points with scheme.name = "fan" are read;
a fan point whose result is not marked correct is an error (exit status 1).

(a) the memory-access table: per processor type (single, method-I, method-II)
    and S_rf regime, montsim's N_load-opr, N_load-tr, N_store-tr and N_total
    beside the slides' formula and the difference, one line per S_rf found;
(b) 256-bit performance on 1, 2, 4 cores (w = 16, S_rf = 16): cycles and
    speedup over the single core, beside the slides' 1.87 and 3.68 (method-II);
(c) the comparison table's rows "This work" (4 cores): montsim cycles beside
    the slides' time converted to cycles (us * MHz), relative error;
(d) the transfer examples 240 and 96: which word size w they fit.
A missing point prints '-'. --registers sets the S_rf of (b), (c) and (d)
(default 16, the prototype's 4-bit register fields).
"""
import argparse
import sys

from ..argtypes import count
from ..results import checked_points, load_points, parameters_line

from .. import paper as pv

COUNT_KEYS = ("n_load_opr", "n_load_tr", "n_store_tr", "n_total")
# Config keys that are axes of the tables (or operands), not variants of the model.
AXIS_PREFIXES = ("scheme.", "run.")
AXIS_KEYS = ("vliw.word_bits", "vliw.registers")




def _is_axis(key):
    return key in AXIS_KEYS or key.startswith(AXIS_PREFIXES)


def fan_records(points):
    """Flat records of the fan points; ValueError on a point not marked correct."""
    recs = []
    for cfg, st in checked_points(points, "fan", "fan-tables"):
        method = cfg["scheme.method"]
        if method not in pv.FAN_METHODS:
            raise ValueError(f"unknown scheme.method {method!r} in {cfg}")
        bits, w = cfg["scheme.bits"], cfg["vliw.word_bits"]
        rec = {"method": method, "bits": bits, "w": w, "srf": cfg["vliw.registers"],
               # the single core runs on one core whatever scheme.p says
               "p": 1 if method == "single" else cfg["scheme.p"],
               "s": st.get("s", -(-bits // w)),
               "cycles": st.get("cycles"), "bundles": st.get("bundles"),
               "variant": tuple(sorted((k, v) for k, v in cfg.items() if not _is_axis(k)))}
        for k in COUNT_KEYS + ("n_load_const", "n_store_result"):
            rec[k] = st.get(k)
        if rec["n_total"] is None and None not in (rec["n_load_opr"], rec["n_load_tr"],
                                                   rec["n_store_tr"]):
            rec["n_total"] = rec["n_load_opr"] + rec["n_load_tr"] + rec["n_store_tr"]
        recs.append(rec)
    return recs


def load_records(paths):
    return [r for path in paths for r in fan_records(load_points(path))]


def variants(recs):
    """Sorted distinct variants (model settings other than the table axes)."""
    return sorted({r["variant"] for r in recs}, key=repr)


def variant_label(variant, all_variants):
    """The settings in which `variant` differs from the others ('' if only one)."""
    if len(all_variants) < 2:
        return ""
    varying = {k for v in all_variants for k, _ in v
               if len({dict(x).get(k) for x in all_variants}) > 1}
    return ", ".join(f"{k} = {val}" for k, val in variant if k in varying)


def _mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values) if values else None


def relative_error(simulated, published):
    return (simulated - published) / published


def _num(x):
    """An integer as is, a fraction with up to 2 decimals."""
    if x is None:
        return "-"
    return str(int(x)) if float(x).is_integer() else f"{x:.2f}".rstrip("0")


# --- (a) memory accesses ---------------------------------------------------

def regime_bounds(method, s, p):
    """Concrete S_rf bounds of each regime row for (s, p), e.g. '8 < S_rf <= 12'."""
    d = p if method == "method-II" else 1
    out = []
    for row in pv.FAN_MEMORY_TABLE[method]:
        lo = None if row["lo"] is None else row["lo"] * s / d
        hi = None if row["hi"] is None else row["hi"] * s / d
        if lo is None:
            out.append(f"<= {_num(hi)}")
        elif hi is None:
            out.append(f"> {_num(lo)}")
        else:
            out.append(f"({_num(lo)}, {_num(hi)}]")
    return out


def _range(values):
    """(min, max) of the non-None values, None if there are none."""
    values = [v for v in values if v is not None]
    return (min(values), max(values)) if values else None


def _sim_cell(rng):
    if rng is None:
        return "-"
    return f"{rng[0]}" if rng[0] == rng[1] else f"{rng[0]}..{rng[1]}"


def _diff_cell(rng, formula):
    if rng is None:
        return "-"
    lo, hi = rng[0] - formula, rng[1] - formula
    return f"{lo:+d}" if lo == hi else f"{lo:+d}..{hi:+d}"


def memory_groups(recs):
    """Sorted (method, bits, w, p, s) keys of the points."""
    order = {m: i for i, m in enumerate(pv.FAN_METHODS)}
    keys = {(r["method"], r["bits"], r["w"], r["p"], r["s"]) for r in recs}
    return sorted(keys, key=lambda k: (order[k[0]], k[1], k[2], k[3]))


def memory_rows(recs, method, bits, w, p, s):
    """Per regime row: (row, formula counts, bounds, [(S_rf, [count ranges])])."""
    sel = [r for r in recs if (r["method"], r["bits"], r["w"], r["p"], r["s"]) == (method, bits, w, p, s)]
    out = []
    bounds = regime_bounds(method, s, p)
    for i, row in enumerate(pv.FAN_MEMORY_TABLE[method]):
        formula = pv.fan_memory_row(method, i, s, p)
        srfs = sorted({r["srf"] for r in sel if pv.fan_regime_index(method, s, p, r["srf"]) == i})
        lines = [(srf, [_range([r[k] for r in sel if r["srf"] == srf]) for k in COUNT_KEYS])
                 for srf in srfs]
        out.append((row, formula, bounds[i], lines))
    return out


def format_memory(recs):
    cw = 7
    head1 = f"  {'regime':<20} {'bounds':>10} {'S_rf':>5} " + "".join(
        f" {c:^{3 * cw + 2}}" for c in pv.FAN_MEMORY_COLUMNS)
    head2 = f"  {'':<20} {'':>10} {'':>5} " + "".join(
        f" {'montsim':>{cw}} {'slides':>{cw}} {'diff':>{cw}}" for _ in pv.FAN_MEMORY_COLUMNS)
    out = ["(a) Memory accesses of one Montgomery multiplication: montsim, the slides' formula",
         "    (s = n/w words, p cores, S_rf registers per core) and montsim - formula"]
    notes = set()
    for method, bits, w, p, s in memory_groups(recs):
        out += ["", f"{method}, n = {bits}, w = {w}, s = {s}, p = {p}", head1, head2]
        for row, formula, bounds, lines in memory_rows(recs, method, bits, w, p, s):
            ftext = []
            for col, v in zip(pv.FAN_MEMORY_COLUMNS, formula):
                mark = "*" if col in row["star"] else ""
                if col == "N_total" and v != sum(formula[:3]):
                    mark += "!"
                    notes.add((method, row["label"], row["text"][3], v, sum(formula[:3]), s, p))
                ftext.append(f"{v}{mark}")
            for j, (srf, rngs) in enumerate(lines or [(None, [None] * 4)]):
                label = row["label"] if j == 0 else ""
                bnd = bounds if j == 0 else ""
                cells = "".join(f" {_sim_cell(rng):>{cw}} {ft:>{cw}} {_diff_cell(rng, fv):>{cw}}"
                                for rng, ft, fv in zip(rngs, ftext, formula))
                out.append(f"  {label:<20} {bnd:>10} {'-' if srf is None else srf:>5} {cells}")
    out += ["", "bounds = the regime's S_rf range for this s and p ((a, b] = a < S_rf <= b);",
            "one line per S_rf in the results, a..b = the range over several points at one S_rf;",
            f"slides {pv.FAN_MEMORY_FOOTNOTE}",
            "montsim counts exclude the loads of M' and zero (n_load_const) and the final result",
            "stores (n_store_result), which the slides do not count either."]
    for method, label, text, printed, parts, s, p in sorted(notes):
        out.append(f"! {method}, {label}: the slides print N_total = {text} = {printed}, but its parts "
                   f"add up to {parts} (4ps for s = {s}, p = {p}).")
    return "\n".join(line.rstrip() for line in out)


# --- (b) 256-bit performance ----------------------------------------------

def cycles_of(recs, variant, method, bits, w, srf, p):
    """Mean cycles of the matching points (several seeds), None if there are none."""
    return _mean([r["cycles"] for r in recs if r["variant"] == variant and
                  (r["method"], r["bits"], r["w"], r["srf"], r["p"]) == (method, bits, w, srf, p)])


def perf256_rows(recs, variant, srf=pv.FAN_PERF256["registers"]):
    """Rows {p, single, I, II, sp_I, sp_II, paper_sp} of the 256-bit comparison
    (w = 16); speedup = single-core cycles / cycles."""
    bits, w = pv.FAN_PERF256["bits"], pv.FAN_PERF256["w"]
    single = cycles_of(recs, variant, "single", bits, w, srf, 1)
    ps = sorted({1, 2, 4} | {r["p"] for r in recs if r["variant"] == variant and r["bits"] == bits
                             and r["w"] == w and r["srf"] == srf and r["method"] != "single"})
    rows = []
    for p in ps:
        row = {"p": p, "single": single if p == 1 else None}
        for m, key in (("method-I", "I"), ("method-II", "II")):
            c = single if p == 1 else cycles_of(recs, variant, m, bits, w, srf, p)
            if p == 1 and c is None:
                c = cycles_of(recs, variant, m, bits, w, srf, 1)
            row[key] = c
            row["sp_" + key] = single / c if single and c else None
        row["paper_sp"] = 1.0 if p == 1 else pv.FAN_SPEEDUP_256.get(p)
        rows.append(row)
    return rows


def paper_implied_cycles256():
    """Method-II 256-bit cycles the slides imply: 5.5 us at 125 MHz on 4 cores
    (comparison table), and the single core and 2 cores from 3.68 and 1.87."""
    c4 = pv.fan_compare_cycles("method-II", pv.FAN_PERF256["w"], pv.FAN_PERF256["bits"])
    single = c4 * pv.FAN_SPEEDUP_256[4]
    return {1: single, 2: single / pv.FAN_SPEEDUP_256[2], 4: c4}


def _cell(width, value, fmt):
    return f"{'-':>{width}}" if value is None else f"{value:>{width}{fmt}}"


def format_perf256(recs, srf=pv.FAN_PERF256["registers"]):
    bits, w = pv.FAN_PERF256["bits"], pv.FAN_PERF256["w"]
    implied = paper_implied_cycles256()
    out = [f"(b) {bits}-bit Montgomery multiplication on 1, 2, 4 cores (w = {w}, S_rf = {srf}):",
           "    cycles and speedup = single-core cycles / cycles"]
    vs = variants([r for r in recs if r["bits"] == bits and r["w"] == w and r["srf"] == srf]) or [()]
    for v in vs:
        label = variant_label(v, vs)
        out += [""] + ([f"{label}:"] if label else [])
        out.append(f"{'p':>3} {'method-I':>9} {'sp':>6}  {'method-II':>9} {'sp':>6} "
                   f"{'slides sp':>9} {'rel.err':>8}  {'slides cycles':>13}")
        for row in perf256_rows(recs, v, srf):
            err = (None if row["sp_II"] is None or row["paper_sp"] is None or row["p"] == 1
                   else 100 * relative_error(row["sp_II"], row["paper_sp"]))
            imp = implied.get(row["p"])
            out.append(f"{row['p']:>3} {_cell(9, row['I'], '.0f')} {_cell(6, row['sp_I'], '.2f')}  "
                       f"{_cell(9, row['II'], '.0f')} {_cell(6, row['sp_II'], '.2f')} "
                       f"{_cell(9, row['paper_sp'], '.2f')} "
                       + (f"{'-':>8}" if err is None else f"{err:>+7.1f}%")
                       + f"  {_cell(13, imp, '.0f')}")
    out += ["",
            "p = 1 is the single-core baseline (scheme.method = single) in both columns; slides sp =",
            f"the slides' method-II speedups {pv.FAN_SPEEDUP_256[2]} (2 cores) and "
            f"{pv.FAN_SPEEDUP_256[4]} (4 cores); slides cycles = method-II",
            f"cycles they imply: {pv.FAN_COMPARE_US[('method-II', w)][bits]} us at "
            f"{pv.FAN_COMPARE_MHZ[w]} MHz on 4 cores (comparison table) times 3.68 (1 core),"
            " / 1.87 (2 cores)."]
    return "\n".join(line.rstrip() for line in out)


# --- (c) comparison table ---------------------------------------------------

def format_compare(recs, srf=pv.FAN_PERF256["registers"]):
    p = pv.FAN_COMPARE_P
    out = [f"(c) Comparison table, rows \"This work\" ({p} cores, S_rf = {srf}): montsim cycles"
           " beside the slides' time * clock"]
    vs = variants([r for r in recs if r["p"] == p and r["srf"] == srf and r["method"] != "single"]) or [()]
    for v in vs:
        label = variant_label(v, vs)
        out += [""] + ([f"{label}:"] if label else [])
        out.append(f"{'method':<10} {'mults':>6} {'MHz':>4} {'bits':>5} {'montsim':>8} {'us @MHz':>8}"
                   f"  {'slides us':>9} {'cycles':>8} {'+-':>4} {'rel.err':>8}")
        for (method, w), times in pv.FAN_COMPARE_US.items():
            mhz = pv.FAN_COMPARE_MHZ[w]
            for bits, us in times.items():
                sim = cycles_of(recs, v, method, bits, w, srf, p)
                paper = pv.fan_compare_cycles(method, w, bits)
                err = None if sim is None else 100 * relative_error(sim, paper)
                out.append(f"{method:<10} {f'{w}x{w}':>6} {mhz:>4} {bits:>5} {_cell(8, sim, '.0f')} "
                           f"{_cell(8, None if sim is None else sim / mhz, '.2f')}  {us:>9.1f} "
                           f"{paper:>8.1f} {pv.FAN_COMPARE_US_ROUNDING * mhz:>4.1f} "
                           + (f"{'-':>8}" if err is None else f"{err:>+7.1f}%"))
    out += ["", "cycles = the slides' time (us) * clock (MHz); +- = its rounding to 0.1 us;",
            "us @MHz = montsim's cycles at the slides' clock. w x w multipliers: w = vliw.word_bits."]
    return "\n".join(line.rstrip() for line in out)


# --- (d) transfer examples ----------------------------------------------------

# Readings of each example: the printed formula, and what else it could count.
TRANSFER_READINGS = {
    "method-I": (
        ("s(s-1)", "as printed; = N_load-tr", lambda s, p: s * (s - 1)),
        ("s(s-1) + s^2", "N_load-tr + N_store-tr", lambda s, p: s * (s - 1) + s * s),
    ),
    "method-II": (
        ("3ps - 2s", "as printed; = N_load-tr + N_store-tr", lambda s, p: 3 * p * s - 2 * s),
        ("3ps", "without the -2s", lambda s, p: 3 * p * s),
        ("2(p-1)s", "N_load-tr alone, method-I's reading", lambda s, p: 2 * (p - 1) * s),
    ),
}


def solve_s(f, value, p, s_max):
    """The real s in [1, s_max] with f(s, p) = value (f increasing in s there;
    bisection), None if there is none."""
    lo, hi = 1.0, float(s_max)
    if not f(lo, p) <= value <= f(hi, p):
        return None
    for _ in range(200):
        mid = (lo + hi) / 2
        if f(mid, p) < value:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def word_size_for(f, value, bits, p):
    """(s, w): s solves f(s, p) = value; w = bits/s if s is a whole number and
    bits/s a power of two (a word size), else None."""
    s = solve_s(f, value, p, bits)
    if s is None:
        return None, None
    n = round(s)
    if n < 1 or f(n, p) != value:
        return s, None
    if bits % n:
        return float(n), None
    w = bits // n
    return float(n), (w if w & (w - 1) == 0 else None)


def transfer_rows():
    """[(method, example, formula, note, s, w)] for every reading of the examples."""
    rows = []
    for method, ex in pv.FAN_TRANSFER_EXAMPLES.items():
        for formula, note, f in TRANSFER_READINGS[method]:
            s, w = word_size_for(f, ex["value"], ex["bits"], ex["p"] or 1)
            rows.append((method, ex, formula, note, s, w))
    return rows


def format_transfers(recs, srf=pv.FAN_PERF256["registers"]):
    out = ["(d) The slides' transfer examples: which word size w they fit"
           " (s = n/w, w a power of two)", ""]
    for method, ex, formula, note, s, w in transfer_rows():
        where = f"{ex['bits']} bits" + (f", p = {ex['p']}" if ex["p"] else "")
        if s is None:
            fit = "no s >= 1"
        elif w is None:
            fit = f"s = {s:.4g}: no power-of-two w"
        else:
            fit = f"s = {s:.0f} -> w = {w}"
        out.append(f"{method:<10} {where:<17} {formula:<13} = {ex['value']:>4}: {fit:<30} ({note})")
    out += ["", f"montsim's transfers at {pv.FAN_TRANSFER_EXAMPLES['method-I']['bits']} bits, "
                f"S_rf = {srf} (load-tr / store-tr / sum):"]
    bits = pv.FAN_TRANSFER_EXAMPLES["method-I"]["bits"]
    sel = [r for r in recs if r["bits"] == bits and r["srf"] == srf and r["method"] != "single"]
    keys = sorted({(r["method"], r["w"], r["p"]) for r in sel})
    if not keys:
        out.append("  -")
    for method, w, p in keys:
        pts = [r for r in sel if (r["method"], r["w"], r["p"]) == (method, w, p)]
        lt, st = _range([r["n_load_tr"] for r in pts]), _range([r["n_store_tr"] for r in pts])
        tot = _range([r["n_load_tr"] + r["n_store_tr"] for r in pts
                      if r["n_load_tr"] is not None and r["n_store_tr"] is not None])
        s = pts[0]["s"]
        out.append(f"  {method:<10} w = {w:>2} (s = {s:>2}), p = {p}: {_sim_cell(lt):>5} / "
                   f"{_sim_cell(st):>5} / {_sim_cell(tot):>5}")
    return "\n".join(line.rstrip() for line in out)


# What the tables are about (set by the fan configs), not a what-if.
FAN_TABLE_KEYS = ("scheme.name", "scheme.method", "scheme.p", "vliw.word_bits", "vliw.registers", "scheme.bits")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim fan-tables", description=__doc__.split("\n\n")[0])
    ap.add_argument("results", metavar="RESULTS_JSON", nargs="+")
    ap.add_argument("--registers", type=count(1), default=pv.FAN_PERF256["registers"],
                    help="S_rf of (b), (c), (d) (default %(default)s)")
    args = ap.parse_args(argv)
    try:
        recs = load_records(args.results)
    except (OSError, ValueError, KeyError) as e:
        print(f"montsim fan-tables: error: {e}", file=sys.stderr)
        return 1
    if not recs:
        print(f"montsim fan-tables: error: no fan points in {' '.join(args.results)}", file=sys.stderr)
        return 1
    print("Fan et al.'s tables: " + parameters_line(args.results, fixed=FAN_TABLE_KEYS) + "\n")
    print(format_memory(recs))
    print("\n")
    print(format_perf256(recs, args.registers))
    print("\n")
    print(format_compare(recs, args.registers))
    print("\n")
    print(format_transfers(recs, args.registers))
    return 0
