# The program of sos.s and sos_masked.s (they differ in the final
# subtraction they define first): the timer words around one call of
# mont_sos, the kernel, and the parameter block. An include fragment.

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010

        .include "../common/timed_start.inc.s"
        timed_start mont_sos

        .include "mont_sos.inc.s"       # mont_sos, ends at mont_sos_end

        .data
        .align  2
params:
        .space  SOS_SIZE + 4            # and a spare word, as the block always had
