# Elliptic-curve scalar multiplication on p cores in a logical ring: every
# field multiplication of the driver (schemes/ecc/c/ecc.c, stored compiled
# in ../compiled/ecc-O2-mul64.inc.s) is a pSHS run
# (../pshs/mont_pshs.inc.s) on all p cores, which all run this program and
# make the same multiplications, additions and swaps in the same order;
# each ends with the whole product, so the next one starts at once. The
# pSHS parameter block `params` (pshs.s describes it) is filled by the
# loader; mont_mul points its A, B and T at the operands.

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-O2-mul64.inc.s"
        .include "../pshs/pshs_mont_mul.inc.s"    # mont_mul: a pSHS run, and its parameter block
