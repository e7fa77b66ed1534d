# The program of cios.s and cios_masked.s (they differ in the final
# subtraction they define first): the timer words around one call of
# mont_cios, the kernel, and the parameter block. An include fragment.

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010

        .include "../common/timed_start.inc.s"
        timed_start mont_cios


        .include "mont_cios.inc.s"      # the kernel

        .data
        .align  2
params:
        .space  SOS_SIZE + 4            # and a spare word, as the block always had
