# SOS (sos.s) with the constant-time final subtraction: U - N is computed
# whatever U is, and kept or dropped by a mask, never by a branch
# (../common/final_subtraction_masked.inc.s); scheme.final_subtraction =
# masked. Everything else is sos.s's.

        .include "../common/final_subtraction_masked.inc.s"
        .include "sos_main.inc.s"
