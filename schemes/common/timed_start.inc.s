# The start-up of a one-core kernel called as gcc would call it, with the
# parameter block of sos.s (declared in schemes/sos/sos.params.toml): the block's s, n',
# &A, &B, &N, &T in r5-r10 and &U as the 7th argument on the stack, the
# timer read into its timer_before word before the call and timer_after after it, then
# halt. sos.s, sos_libgcc.s and cios.s expand it as `timed_start KERNEL`;
# the including file defines TIMER, HALT and params.

        .include "../sos/sos_params.inc.s"     # the block's offsets, SOS_*: sos.params.toml

        .macro  timed_start kernel
        .text
        .globl  _start
_start:
        la      r11, r0, params
        lwi     r5, r11, SOS_S          # s
        lwi     r9, r11, SOS_NPRIME     # n'
        lwi     r6, r11, SOS_A          # A
        lwi     r7, r11, SOS_B          # B
        lwi     r8, r11, SOS_N          # N
        lwi     r10, r11, SOS_T         # T
        lwi     r3, r11, SOS_U          # U
        addik   r1, r1, -32             # outgoing arguments; the 7th lives at r1+28
        swi     r3, r1, 28
        lwi     r4, r0, TIMER
        swi     r4, r11, SOS_TIMER_BEFORE  # timer before the call
        brlid   r15, \kernel
        nop
        lwi     r4, r0, TIMER
        la      r11, r0, params
        swi     r4, r11, SOS_TIMER_AFTER  # timer after the call
        addik   r1, r1, 32
        swi     r0, r0, HALT            # stop, exit status 0
        .endm
