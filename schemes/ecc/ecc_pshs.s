# Elliptic-curve scalar multiplication on p cores in a logical ring: every
# field multiplication of the driver (schemes/ecc/c/ecc.c) is a pSHS run
# (../pshs/mont_pshs.inc.s) on all p cores, which all run this program and
# make the same multiplications, additions and swaps in the same order;
# each ends with the whole product, so the next one starts at once. The
# pSHS parameter block `params` (pshs.s describes it) is filled by the
# loader. ecc_pshs_masked.s: the same with the constant-time final
# subtraction.

        .include "../common/final_subtraction.inc.s"
        .include "ecc_pshs_main.inc.s"
