# ecc_sos.s with the constant-time final subtraction
# (scheme.final_subtraction = masked).

        .include "../common/final_subtraction_masked.inc.s"
        .include "ecc_one_core.inc.s"
        one_core_mont_mul mont_sos
        .include "../sos/mont_sos.inc.s"
