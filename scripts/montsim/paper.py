"""The source papers' published numbers, read from the data files in data/
(pshs.toml, fan.toml, iwbmm.toml: each value as printed, with where it
comes from and where a paper disagrees with itself), in the shapes the
tables and figures use, and the papers' own formulas."""
import ast
import operator
import tomllib

from .paths import DATA


def _load(name):
    with open(DATA / f"{name}.toml", "rb") as f:
        return tomllib.load(f)


def _int_keys(table):
    return {int(k): v for k, v in table.items()}


def _pair_keys(table, convert=tuple):
    """{"p bits": values} -> {(p, bits): convert(values)}."""
    return {tuple(int(x) for x in k.split()): convert(v) for k, v in table.items()}


_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul}


def _formula(text):
    """A function of (s, p) from an expression in s and p with +, - and *
    (the slides' formulas as the data file writes them); nothing else is
    accepted."""
    tree = ast.parse(text, mode="eval")

    def value(node, s, p):
        if isinstance(node, ast.Expression):
            return value(node.body, s, p)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](value(node.left, s, p), value(node.right, s, p))
        if isinstance(node, ast.Name) and node.id in ("s", "p"):
            return s if node.id == "s" else p
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        raise ValueError(f"not a formula in s and p: {text!r}")

    value(tree, 1, 1)  # refuse a bad formula when the data is read
    return lambda s, p: value(tree, s, p)


# --- pSHS (Chen & Schaumont) -----------------------------------------------
_pshs = _load("pshs")
PSHS_TABLE2_SOS_CYCLES = _int_keys(_pshs["table2_sos_cycles"])
PSHS_CTU = _pshs["constants"]["ctu"]
PSHS_TABLE3_TTU = tuple(_pshs["table3"]["ttu"])
PSHS_TABLE3_ET = _pair_keys(_pshs["table3"]["et"])
PSHS_TABLE3_SP = _pair_keys(_pshs["table3"]["sp"])
PSHS_FIG5 = {**_pshs["fig5"], "q": tuple(_pshs["fig5"]["q"])}
PSHS_FIG6_P = _pshs["constants"]["fig6_p"]
PSHS_FIG6_CLT = _int_keys(_pshs["fig6_clt"])
PSHS_FIG6_CLT_EQ1 = _int_keys(_pshs["fig6_clt_eq1"])
PSHS_FIG6_SLOPE = _pshs["constants"]["fig6_slope"]


def clt_eq1(q, ctu=PSHS_CTU):
    """Eq. 1: CLT = (q - 1) * CTU for q = 1, 2, 3; q * CTU for q >= 4."""
    if q < 1:
        raise ValueError(f"q must be >= 1, got {q}")
    return (q - 1) * ctu if q <= 3 else q * ctu


def eq2_slope(p):
    """Eq. 2: T_pSHS = T_SOS/p + (3p - 1) * TTU + parallel_overhead below the
    CLT, so ET grows by 3p - 1 cycles per TTU cycle."""
    return 3 * p - 1


# --- Fan, Sakiyama & Verbauwhede (slides) ------------------------------------
_fan = _load("fan")
FAN_METHODS = tuple(_fan["methods"])
FAN_MEMORY_TABLE = {
    method: tuple({"label": row["label"], "lo": row.get("lo"), "hi": row.get("hi"),
                   "text": tuple(row["text"]),
                   "counts": (lambda fs: lambda s, p: tuple(f(s, p) for f in fs))(
                       [_formula(c) for c in row["counts"]]),
                   "star": tuple(row["star"])}
                  for row in _fan["memory"][method])
    for method in FAN_METHODS
}
FAN_MEMORY_COLUMNS = tuple(_fan["memory"]["columns"])
FAN_MEMORY_FOOTNOTE = _fan["memory"]["footnote"]


def _fan_cores(method, p):
    """p as the table's formulas use it: 1 for the single core."""
    return 1 if method == "single" else p


def fan_regime_index(method, s, p, srf):
    """Index into FAN_MEMORY_TABLE[method] of the regime S_rf falls in (exact
    integer comparisons: S_rf = 3s/p belongs to 2s/p < S_rf <= 3s/p)."""
    d = p if method == "method-II" else 1
    for i, row in enumerate(FAN_MEMORY_TABLE[method]):
        above_lo = row["lo"] is None or srf * d > row["lo"] * s
        below_hi = row["hi"] is None or srf * d <= row["hi"] * s
        if above_lo and below_hi:
            return i
    raise ValueError(f"S_rf = {srf} in no {method} regime (s = {s}, p = {p})")


def fan_memory_row(method, index, s, p):
    """(N_load-opr, N_load-tr, N_store-tr, N_total) of regime row `index`, as printed."""
    return FAN_MEMORY_TABLE[method][index]["counts"](s, _fan_cores(method, p))


def fan_memory_accesses(method, s, p, srf):
    """The slides' counts for (s, p, S_rf): ((N_load-opr, N_load-tr, N_store-tr,
    N_total), regime label), N_total as printed (5ps in method-II's first row)."""
    i = fan_regime_index(method, s, _fan_cores(method, p), srf)
    return fan_memory_row(method, i, s, p), FAN_MEMORY_TABLE[method][i]["label"]


def fan_memory_parts_sum(method, s, p, srf):
    """N_load-opr + N_load-tr + N_store-tr of the regime (differs from the printed
    N_total only in method-II, S_rf > 3s/p: 4ps against 5ps)."""
    counts, _ = fan_memory_accesses(method, s, p, srf)
    return sum(counts[:3])


FAN_COMPARE_P = _fan["compare"]["p"]
FAN_COMPARE_MHZ = _int_keys(_fan["compare"]["mhz"])
FAN_COMPARE_SLICES = _int_keys(_fan["compare"]["slices"])
FAN_COMPARE_US = {(k.split()[0], int(k.split()[1])): _int_keys(v) for k, v in _fan["compare"]["us"].items()}
FAN_COMPARE_US_ROUNDING = _fan["compare"]["us_rounding"]


def fan_compare_cycles(method, w, bits):
    """The comparison table's time converted to cycles: us * MHz (not integral:
    5.5 us * 125 MHz = 687.5)."""
    return FAN_COMPARE_US[(method, w)][bits] * FAN_COMPARE_MHZ[w]


FAN_PERF256 = {k: v for k, v in _fan["perf256"].items() if k != "speedup"}
FAN_SPEEDUP_256 = _int_keys(_fan["perf256"]["speedup"])
FAN_TRANSFER_EXAMPLES = {
    method: {"bits": t["bits"], "p": t.get("p"), "value": t["value"], "formula": t["formula"],
             "f": _formula(t["expr"])}
    for method, t in _fan["transfers"].items()
}

# --- Lin, Ye & Shieh (IWBMM_R) ---------------------------------------------
# Table 2 as printed: bits -> (throughput [11], proposed; memory [11], proposed), Mb/s.
_iwbmm = _load("iwbmm")
IWBMM_TABLE2 = {k: tuple(v) for k, v in _int_keys(_iwbmm["table2"]).items()}
# Table 3 as printed: row (sram, random_logic, total) -> (ref. [11], proposed), mW.
IWBMM_TABLE3 = {row: tuple(v) for row, v in _iwbmm["table3"].items()}


# --- Baktir & Savas -----------------------------------------------------------
_bs = _load("bs")
BS_BITS = tuple(_bs["bits"])
# cores -> {"machine", "ghz", "cios", "alg4_1", "alg4_p", "speedup_1", "speedup_p"}
BS_TABLES = {t["cores"]: t for t in (_bs["table1"], _bs["table2"], _bs["table3"])}


def bs_ratio(printed):
    """A printed speedup as the ratio T_CIOS / T: "81%" -> 1.81, "x3.06" -> 3.06."""
    return float(printed[1:]) if printed.startswith("x") else 1 + float(printed.rstrip("%")) / 100


# Gastaldo, Parodi and Zunino: the cycle counts of Section 4 and the
# reductions in running time it prints.
_fips = _load("fips")
FIPS_COUNTS = {(c["machine"], c["bits"], c["w"], c["form"]): c["cycles"] for c in _fips["counts"]}
FIPS_REDUCTIONS = [(r["machine"], r["bits"], tuple(r["pair"][0]), tuple(r["pair"][1]), r["printed"])
                   for r in _fips["reductions"]]
