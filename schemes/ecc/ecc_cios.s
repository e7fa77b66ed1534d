# Elliptic-curve scalar multiplication on one core, every field
# multiplication a CIOS run (../cios/mont_cios.inc.s): ecc_sos.s with the
# other one-core kernel. CIOS reads SOS's parameter block (its T needs s + 2
# words of the 2s + 1 SOS's layout gives). ecc_cios_masked.s: the same with
# the constant-time final subtraction.

        .include "../common/final_subtraction.inc.s"
        .include "ecc_one_core.inc.s"
        one_core_mont_mul mont_cios
        .include "../cios/mont_cios.inc.s"
