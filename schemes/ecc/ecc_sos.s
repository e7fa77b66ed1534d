# Elliptic-curve scalar multiplication on one core: the driver
# (schemes/ecc/c/ecc.c) with every field multiplication a sequential SOS run
# (../sos/mont_sos.inc.s), the baseline of the pSHS runs' speedup. The SOS
# parameter block `params` is filled by the loader (SosLayout.cpp).
# ecc_sos_masked.s: the same with the constant-time final subtraction.

        .include "../common/final_subtraction.inc.s"
        .include "ecc_one_core.inc.s"
        one_core_mont_mul mont_sos
        .include "../sos/mont_sos.inc.s"
