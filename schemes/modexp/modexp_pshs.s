# Modular exponentiation on p cores in a logical ring: every multiplication
# of modexp_driver.inc.s is a pSHS run (schemes/pshs/mont_pshs.inc.s) on all
# p cores, which all run this program and make the same multiplications in
# the same order; each ends with the whole product, so the next one starts
# at once. The pSHS parameter block `params` (pshs.s describes it) is filled
# by the loader; mont_mul points its A, B and T at the operands.

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010

        .include "modexp_driver.inc.s"

        .text
mont_mul:                               # r5 = &X, r6 = &Y, r7 = &Z
        la      r3, r0, params
        swi     r5, r3, PSHS_A          # A
        swi     r6, r3, PSHS_B          # B
        swi     r7, r3, PSHS_T          # T
        brid    mont_pshs               # a tail call: mont_pshs returns to mont_mul's caller
        addk    r5, r3, r0

        .include "../common/final_subtraction.inc.s"
        .include "../pshs/sends_plain.inc.s"
        .include "../pshs/mont_pshs.inc.s"

        .data
        .align  2
params:
        .space  PSHS_SIZE
