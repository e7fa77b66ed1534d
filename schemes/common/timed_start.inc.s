# The start-up of a one-core kernel called as gcc would call it, with the
# parameter block of sos.s (schemes/sos/SosLayout.cpp): the block's s, n',
# &A, &B, &N, &T in r5-r10 and &U as the 7th argument on the stack, the
# timer read into params+28 before the call and params+32 after it, then
# halt. sos.s, sos_libgcc.s and cios.s expand it as `timed_start KERNEL`;
# the including file defines TIMER, HALT and params.

        .macro  timed_start kernel
        .text
        .globl  _start
_start:
        la      r11, r0, params
        lwi     r5, r11, 0              # s
        lwi     r9, r11, 4              # n'
        lwi     r6, r11, 8              # A
        lwi     r7, r11, 12             # B
        lwi     r8, r11, 16             # N
        lwi     r10, r11, 20            # T
        lwi     r3, r11, 24             # U
        addik   r1, r1, -32             # outgoing arguments; the 7th lives at r1+28
        swi     r3, r1, 28
        lwi     r4, r0, TIMER
        swi     r4, r11, 28             # timer before the call
        brlid   r15, \kernel
        nop
        lwi     r4, r0, TIMER
        la      r11, r0, params
        swi     r4, r11, 32             # timer after the call
        addik   r1, r1, 32
        swi     r0, r0, HALT            # stop, exit status 0
        .endm
