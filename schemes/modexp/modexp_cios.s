# Modular exponentiation on one core, every multiplication of
# modexp_driver.inc.s a CIOS run (schemes/cios/mont_cios.inc.s): modexp_sos.s
# with the other one-core kernel. CIOS reads SOS's parameter block `params`
# (its T needs s + 2 words of the 2s + 1 SOS's layout gives), filled by the
# loader.

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010

        .include "modexp_driver.inc.s"
        .include "../common/one_core_mont_mul.inc.s"
        one_core_mont_mul mont_cios

        .include "../common/final_subtraction.inc.s"
        .include "../cios/mont_cios.inc.s"

        .data
        .align  2
params:
        .space  SOS_SIZE
