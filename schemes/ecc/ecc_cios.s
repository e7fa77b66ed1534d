# Elliptic-curve scalar multiplication on one core, every field
# multiplication a CIOS run (../cios/mont_cios.inc.s): ecc_sos.s with the
# other one-core kernel. CIOS reads SOS's parameter block (its T needs s + 2
# words of the 2s + 1 SOS's layout gives).

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-O2-mul64.inc.s"
        .include "../common/one_core_mont_mul.inc.s"
        one_core_mont_mul mont_cios

        .include "../common/final_subtraction.inc.s"
        .include "../cios/mont_cios.inc.s"

        .data
        .align  2
params:
        .space  SOS_SIZE
