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
