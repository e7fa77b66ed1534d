# ecc_cios.s with the constant-time final subtraction
# (scheme.final_subtraction = masked).

        .include "../common/final_subtraction_masked.inc.s"
        .include "ecc_one_core.inc.s"
        one_core_mont_mul mont_cios
        .include "../cios/mont_cios.inc.s"
