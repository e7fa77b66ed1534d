# pSHS (pshs.s) with the constant-time final subtraction: T - N is computed
# whatever T is, and kept or dropped by a mask, never by a branch
# (../common/final_subtraction_masked.inc.s); scheme.final_subtraction =
# masked. Everything else is pshs.s's.

        .include "../common/final_subtraction_masked.inc.s"
        .include "sends_plain.inc.s"
        .include "pshs_main.inc.s"
