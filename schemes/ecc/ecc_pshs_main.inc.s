# The program of ecc_pshs.s and ecc_pshs_masked.s (they differ in the final
# subtraction they define first): the C start-up, the driver
# (../compiled/ecc-O2-mul64.inc.s, from c/ecc.c) and its mont_mul, a pSHS
# run on every core (../pshs/pshs_mont_mul.inc.s). An include fragment.

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-O2-mul64.inc.s"
        .include "../pshs/pshs_mont_mul.inc.s"    # mont_mul: a pSHS run, and its parameter block
