# Elliptic-curve scalar multiplication on one core: the driver
# (schemes/ecc/c/ecc.c, stored compiled in ../compiled/ecc-O2-mul64.inc.s)
# with every field multiplication a sequential SOS run
# (../sos/mont_sos.inc.s), the baseline of the pSHS runs' speedup. The SOS
# parameter block `params` is filled by the loader (SosLayout.cpp).

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-O2-mul64.inc.s"
        .include "../common/one_core_mont_mul.inc.s"
        one_core_mont_mul mont_sos

        .include "../common/final_subtraction.inc.s"
        .include "../sos/mont_sos.inc.s"

        .data
        .align  2
params:
        .space  SOS_SIZE
