# Modular exponentiation on one core: every multiplication of
# modexp_driver.inc.s is a sequential SOS run (schemes/sos/mont_sos.inc.s),
# the baseline of the pSHS exponentiation's speedup. The SOS parameter block
# `params` (sos.s describes it) is filled by the loader: s, n', &N and &T
# (2s+1 words of scratch); mont_mul passes the operands and the product's
# buffer as mont_sos's arguments.

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010

        .include "modexp_driver.inc.s"
        .include "../common/one_core_mont_mul.inc.s"
        one_core_mont_mul mont_sos

        .include "../common/final_subtraction.inc.s"
        .include "../sos/mont_sos.inc.s"

        .data
        .align  2
params:
        .space  SOS_SIZE + 4            # and a spare word, as the block always had
