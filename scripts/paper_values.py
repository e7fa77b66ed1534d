"""Published numbers of the source papers, in one place.

pSHS = Chen & Schaumont, "pSHS: A Scalable Parallel Software Implementation of
Montgomery Multiplication for Multicore Systems" (../shared/papers/000_*.txt).
"""

# Table II: execution time of the sequential SOS scheme (cycles), by bits.
PSHS_TABLE2_SOS_CYCLES = {512: 13953, 1024: 53905, 2048: 212145}

# The paper's CTU: "Since one Montgomery multiplication has 2*s*s boxes,
# according to Table II, CTU is approximately 26 cycles."
PSHS_CTU = 26

# ---------------------------------------------------------------------------
# pSHS Table III, the CLT claims of Section V and Equations 1 and 2.
#
# Transcribed by hand from the paper's text (Section IV: Eq. 1, Eq. 2;
# Section V.B: Table III, the Fig. 6 paragraph) and double checked number by
# number against it; tests/scripts/test_table3.py parses Table III out of the
# paper's text again and compares it with these dictionaries. Values are as
# printed, including where the paper is inconsistent with itself (see below).

# Table III: "PSHS'S EXECUTION TIME (ET) & SPEEDUP (SP)", q = s/p, columns TTU.
PSHS_TABLE3_TTU = (32, 100, 300, 500, 700, 900, 1100)

# (p, bits) -> ET (cycles) at PSHS_TABLE3_TTU, as printed.
PSHS_TABLE3_ET = {
    (2, 512): (8804, 9144, 10144, 14563, 19563, 24563, 29563),
    (2, 1024): (29382, 29856, 30356, 31856, 34174, 42248, 50448),
    (2, 2048): (107228, 107568, 108568, 109568, 110568, 111568, 112568),
    (4, 512): (5680, 6054, 7154, 10472, 13972, 17472, 20972),
    (4, 1024): (16716, 17090, 18190, 19334, 22609, 27309, 32009),
    (4, 2048): (56777, 57151, 58251, 59351, 60451, 62109, 66409),
    (8, 512): (4364, 4752, 6333, 9003, 11753, 14503, 17253),
    (8, 1024): (10762, 11150, 12300, 13450, 15486, 19036, 22586),
    (8, 2048): (32470, 32858, 34008, 35158, 36308, 37458, 40428),
}

# (p, bits) -> SP = T_SOS / T_pSHS at PSHS_TABLE3_TTU, as printed.
# Caution, the paper disagrees with itself here: for p = 2 (512 and 2048 bits)
# the sp line is Table II's T_SOS / ET of the same column (to +-0.01), but for
# p = 4 and p = 8 it is so only at TTU = 32 and 100. From the TTU = 300 column
# on, the printed sp under TTU = X is T_SOS / ET at TTU = (X + 100) / 2, i.e.
# at 200, 300, 400, 500, 600, with ET interpolated linearly between the
# printed columns: exact (+-0.01) for 2048 bits, within 0.1 for the others.
# E.g. p = 4, 2048 bits: 212145 / 58251 = 3.64 (ET at TTU = 300) is printed
# under TTU = 500. The p = 2, 1024-bit row is irregular in both lines (ET
# slopes 7.0, 2.5, 7.5, 11.6, 40.4, 41.0 per TTU cycle; its sp from TTU = 500
# on matches neither reading).
PSHS_TABLE3_SP = {
    (2, 512): (1.58, 1.52, 1.38, 0.96, 0.71, 0.57, 0.47),
    (2, 1024): (1.83, 1.81, 1.78, 1.75, 1.72, 1.69, 1.67),
    (2, 2048): (1.98, 1.97, 1.96, 1.94, 1.92, 1.90, 1.88),
    (4, 512): (2.46, 2.30, 2.11, 1.95, 1.60, 1.33, 1.14),
    (4, 1024): (3.22, 3.15, 3.06, 2.96, 2.88, 2.79, 2.61),
    (4, 2048): (3.74, 3.71, 3.68, 3.64, 3.61, 3.57, 3.54),
    (8, 512): (3.20, 2.94, 2.62, 2.20, 1.83, 1.55, 1.34),
    (8, 1024): (5.01, 4.83, 4.60, 4.38, 4.19, 4.01, 3.82),
    (8, 2048): (6.53, 6.46, 6.35, 6.24, 6.13, 6.03, 5.94),
}

# Fig. 5: "1024-bit Montgomery multiplication with 4 cores (s = 32, p = 4)",
# one curve per q (the text conversion has no figure; q = 1, 2, 4, 8 are the
# divisors of s/p = 8 with s divisible by p*q).
PSHS_FIG5 = {"bits": 1024, "s": 32, "p": 4, "q": (1, 2, 4, 8)}

# Section V.B, on Fig. 6 (p = 4, q = s/p = 4, 8, 16): "According to the
# analysis, we get the following communication latency tolerances (q * CTU):
# 104, 208, and 416 cycles. In Figure 6, the actual communication latency
# tolerances are 150, 250, and 450 cycles (indicated by arrows)."
PSHS_FIG6_P = 4
PSHS_FIG6_CLT = {512: 150, 1024: 250, 2048: 450}       # "about", read off Fig. 6
PSHS_FIG6_CLT_EQ1 = {512: 104, 1024: 208, 2048: 416}   # q * CTU, CTU = 26

# "With TTU smaller than the communication delay tolerance, we calculate the
# slope of each of the curves. The results are all 11, which equals to 3p - 1
# (3 * 4 - 1 = 11)." ... "also true for 2- and 8-core architectures."
PSHS_FIG6_SLOPE = 11


def clt_eq1(q, ctu=PSHS_CTU):
    """Eq. 1: CLT = (q - 1) * CTU for q = 1, 2, 3; q * CTU for q >= 4."""
    if q < 1:
        raise ValueError(f"q must be >= 1, got {q}")
    return (q - 1) * ctu if q <= 3 else q * ctu


def eq2_slope(p):
    """Eq. 2: T_pSHS = T_SOS/p + (3p - 1) * TTU + parallel_overhead below the
    CLT, so ET grows by 3p - 1 cycles per TTU cycle."""
    return 3 * p - 1


# ---------------------------------------------------------------------------
# Fan, Sakiyama & Verbauwhede, "Montgomery Modular Multiplication Algorithm for
# Multi-Core Systems" (slides, ../shared/papers/001_*.txt). Transcribed by hand
# and checked twice, expression by expression; tests/scripts/test_fan_tables.py
# parses the memory-access table, the comparison table, the speedups and the
# transfer examples out of the slides' text again and compares them with these
# definitions.
#
# The memory-access table ("Number of memory accesses required for one
# Montgomery multiplication for various Register File size (S_rf)"), per
# processor type, one row per S_rf regime, as printed. s = n/w words, p cores.
# Each regime is  lo * s/d < S_rf <= hi * s/d  with d = p for method-II and
# d = 1 otherwise; lo None = no lower bound, hi None = no upper bound. The
# counts are (N_load-opr, N_load-tr, N_store-tr, N_total) as printed; `star`
# names the cells carrying the footnote "*Including store and load operations
# caused by calculating intermediate data" (the single-core S_rf <= s row and
# the method-II S_rf <= s/p row).
#
# Caution, the slides disagree with themselves in one cell: method-II,
# S_rf > 3s/p prints N_total = 5ps, but its parts add up to
# (2s + ps) + 2(p - 1)s + ps = 4ps. Every other row's N_total is the sum of its
# parts. FAN_MEMORY_TABLE keeps the printed 5ps; fan_memory_parts_sum() gives 4ps.
FAN_METHODS = ("single", "method-I", "method-II")

FAN_MEMORY_TABLE = {
    "single": (
        {"label": "S_rf > 3s", "lo": 3, "hi": None,
         "text": ("3s", "0", "0", "3s"),
         "counts": lambda s, p: (3 * s, 0, 0, 3 * s), "star": ()},
        {"label": "2s < S_rf <= 3s", "lo": 2, "hi": 3,
         "text": ("s^2 + 2s", "0", "0", "s^2 + 2s"),
         "counts": lambda s, p: (s * s + 2 * s, 0, 0, s * s + 2 * s), "star": ()},
        {"label": "s < S_rf <= 2s", "lo": 1, "hi": 2,
         "text": ("2s^2 + s", "0", "0", "2s^2 + s"),
         "counts": lambda s, p: (2 * s * s + s, 0, 0, 2 * s * s + s), "star": ()},
        {"label": "S_rf <= s", "lo": None, "hi": 1,
         "text": ("2s^2 + s", "s(s-1)*", "s^2*", "4s^2"),
         "counts": lambda s, p: (2 * s * s + s, s * (s - 1), s * s, 4 * s * s),
         "star": ("N_load-tr", "N_store-tr")},
    ),
    "method-I": (
        {"label": "S_rf > 2s", "lo": 2, "hi": None,
         "text": ("2ps + s", "s(s-1)", "s^2", "2s^2 + 2ps"),
         "counts": lambda s, p: (2 * p * s + s, s * (s - 1), s * s, 2 * s * s + 2 * p * s),
         "star": ()},
        {"label": "s < S_rf <= 2s", "lo": 1, "hi": 2,
         "text": ("s^2 + ps + s", "s(s-1)", "s^2", "3s^2 + ps"),
         "counts": lambda s, p: (s * s + p * s + s, s * (s - 1), s * s, 3 * s * s + p * s),
         "star": ()},
        {"label": "S_rf <= s", "lo": None, "hi": 1,
         "text": ("2s^2 + s", "s(s-1)", "s^2", "4s^2"),
         "counts": lambda s, p: (2 * s * s + s, s * (s - 1), s * s, 4 * s * s),
         "star": ()},
    ),
    "method-II": (
        {"label": "S_rf > 3s/p", "lo": 3, "hi": None,
         "text": ("2s + ps", "2(p-1)s", "ps", "5ps"),
         "counts": lambda s, p: (2 * s + p * s, 2 * (p - 1) * s, p * s, 5 * p * s),
         "star": ()},
        {"label": "2s/p < S_rf <= 3s/p", "lo": 2, "hi": 3,
         "text": ("s^2 + ps + s", "2(p-1)s", "ps", "s^2 + 4ps - s"),
         "counts": lambda s, p: (s * s + p * s + s, 2 * (p - 1) * s, p * s,
                                 s * s + 4 * p * s - s),
         "star": ()},
        {"label": "s/p < S_rf <= 2s/p", "lo": 1, "hi": 2,
         "text": ("2s^2 + ps", "2(p-1)s", "ps", "2s^2 + 4ps - 2s"),
         "counts": lambda s, p: (2 * s * s + p * s, 2 * (p - 1) * s, p * s,
                                 2 * s * s + 4 * p * s - 2 * s),
         "star": ()},
        {"label": "S_rf <= s/p", "lo": None, "hi": 1,
         "text": ("2s^2 + s", "s^2 + (2p-3)s*", "s^2 + s*", "4s^2 + 2ps - s"),
         "counts": lambda s, p: (2 * s * s + s, s * s + (2 * p - 3) * s, s * s + s,
                                 4 * s * s + 2 * p * s - s),
         "star": ("N_load-tr", "N_store-tr")},
    ),
}
FAN_MEMORY_COLUMNS = ("N_load-opr", "N_load-tr", "N_store-tr", "N_total")
FAN_MEMORY_FOOTNOTE = "*Including store and load operations caused by calculating intermediate data."


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


# Comparison table ("Performance comparison of modular multiplication"), the
# rows "This work": 4 cores, (method, word size w, MHz) -> time in us at
# 256 and 1024 bits. "4-cores/4 16x16 mults" at 125 MHz (2029 slices) and
# "4-cores/4 32x32 mults" at 93 MHz (3173 slices), Xilinx XC2VP30.
FAN_COMPARE_P = 4
FAN_COMPARE_MHZ = {16: 125, 32: 93}
FAN_COMPARE_SLICES = {16: 2029, 32: 3173}
FAN_COMPARE_US = {
    ("method-I", 16): {256: 6.8, 1024: 131.0},
    ("method-I", 32): {256: 2.6, 1024: 44.0},
    ("method-II", 16): {256: 5.5, 1024: 134.7},
    ("method-II", 32): {256: 2.2, 1024: 33.0},
}
# Every time is printed with one decimal: +-0.05 us of rounding.
FAN_COMPARE_US_ROUNDING = 0.05


def fan_compare_cycles(method, w, bits):
    """The comparison table's time converted to cycles: us * MHz (not integral:
    5.5 us * 125 MHz = 687.5)."""
    return FAN_COMPARE_US[(method, w)][bits] * FAN_COMPARE_MHZ[w]


# "The performance of 256-bit MMM can be improved by a factor of 1.87 and 3.68
# when using 2-core and 4-core systems, respectively. [Method-II]"
# (n = 256, w = 16, S_rf = 16, as the figure's caption says).
FAN_PERF256 = {"bits": 256, "w": 16, "registers": 16, "method": "method-II"}
FAN_SPEEDUP_256 = {2: 1.87, 4: 3.68}

# Transfer examples. Method-I: "Suppose Z has s words, one multiplication
# requires s(s - 1) data transfers ... when performing 256-bit MMM, 240 data
# transfers are needed". Method-II: "Suppose Z has s words and a p-core system
# is used, one multiplication requires 3ps - 2s data transfers ... 256-bit MMM
# on a 4-core system, 96 data transfers are needed".
FAN_TRANSFER_EXAMPLES = {
    "method-I": {"bits": 256, "p": None, "value": 240, "formula": "s(s-1)",
                 "f": lambda s, p: s * (s - 1)},
    "method-II": {"bits": 256, "p": 4, "value": 96, "formula": "3ps - 2s",
                  "f": lambda s, p: 3 * p * s - 2 * s},
}
