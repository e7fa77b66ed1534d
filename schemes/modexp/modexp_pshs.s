# Modular exponentiation on p cores in a logical ring: every multiplication
# of modexp_driver.inc.s is a pSHS run (schemes/pshs/mont_pshs.inc.s) on all
# p cores, which all run this program and make the same multiplications in
# the same order; each ends with the whole product, so the next one starts
# at once. The pSHS parameter block `params` (pshs.s describes it) is filled
# by the loader; mont_mul points its A, B and T at the operands.

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010

        .include "modexp_driver.inc.s"
        .include "../common/final_subtraction.inc.s"
        .include "../pshs/pshs_mont_mul.inc.s"    # mont_mul: a pSHS run, and its parameter block
