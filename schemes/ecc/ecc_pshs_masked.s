# ecc_pshs.s with the constant-time final subtraction
# (scheme.final_subtraction = masked).

        .include "../common/final_subtraction_masked.inc.s"
        .include "ecc_pshs_main.inc.s"
