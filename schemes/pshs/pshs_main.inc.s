# pSHS's program around mont_pshs: time one call on every core, then halt.
# pshs.s and pshs_marked.s include it after their send macros (the block
# below pshs.s's header says what the parameter block holds).

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010

        .text
        .globl  _start
_start:
        la      r5, r0, params
        lwi     r4, r0, TIMER
        swi     r4, r5, PSHS_TIMER_START  # timer at the start
        brlid   r15, mont_pshs
        nop
        lwi     r4, r0, TIMER
        la      r5, r0, params
        swi     r4, r5, PSHS_TIMER_END  # timer when this core is done
        swi     r0, r0, HALT            # stop, exit status 0

        .include "mont_pshs.inc.s"      # mont_pshs and its helper, ends at mont_pshs_end

        .data
        .align  2
params:
        .space  PSHS_SIZE
