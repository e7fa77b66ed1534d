# CIOS (cios.s) with the constant-time final subtraction: U - N is computed
# whatever U is, and kept or dropped by a mask, never by a branch
# (../common/final_subtraction_masked.inc.s); scheme.final_subtraction =
# masked. Everything else is cios.s's.

        .include "../common/final_subtraction_masked.inc.s"
        .include "cios_main.inc.s"
