# The program of ecc_cios.s and ecc_cios_masked.s (they differ in the final
# subtraction they define first): the C start-up, the driver
# (../compiled/ecc-O2-mul64.inc.s, from c/ecc.c), its mont_mul, a call of
# mont_cios (../cios/mont_cios.inc.s) with SOS's parameter block, and
# mont_modulus, which points that block at another modulus. An include
# fragment.

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-O2-mul64.inc.s"
        .include "../common/one_core_mont_mul.inc.s"
        one_core_mont_mul mont_cios

        .globl  mont_modulus
mont_modulus:                           # r5 = &N, r6 = n': the modulus of the next calls
        la      r3, r0, params
        swi     r5, r3, SOS_N
        rtsd    r15, 8
        swi     r6, r3, SOS_NPRIME
        .include "../cios/mont_cios.inc.s"

        .data
        .align  2
params:
        .space  SOS_SIZE
