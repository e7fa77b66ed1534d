# The program of ecc_pshs.s and ecc_pshs_masked.s (they differ in the final
# subtraction they define first): the C start-up, the driver
# (../compiled/ecc-O2-mul64.inc.s, from c/ecc.c) and its mont_mul, a pSHS
# run on every core (../pshs/pshs_mont_mul.inc.s), and mont_modulus,
# which points its parameter block at another modulus. An include fragment.

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-O2-mul64.inc.s"
        .include "../pshs/pshs_mont_mul.inc.s"    # mont_mul: a pSHS run, and its parameter block

        .text
        .globl  mont_modulus
mont_modulus:                           # r5 = &N, r6 = n': the modulus of the next pSHS runs
        la      r3, r0, params
        swi     r5, r3, PSHS_N
        rtsd    r15, 8
        swi     r6, r3, PSHS_NPRIME
