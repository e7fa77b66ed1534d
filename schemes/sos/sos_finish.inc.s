# Lines 15-18 of Algorithm 1 for the SOS kernels (sos.s, sos_libgcc.s): copy
# the upper s+1 words of T to U, then the final subtraction (if U >= N then
# U = U - N, from the most significant word down). An include fragment
# (.include "sos_finish.inc.s"), not a program: it is assembled in place of
# the .include line, once per program.
#
# Expects: s in r5, N in r8, T in r10, and SOS_FRAME (.equ) the bytes
# mont_sos's prologue subtracted from r1, so that the 7th argument (&U) is at
# r1 + SOS_FRAME + 28 in the caller's frame. Uses r3, r4, r11, r12 and r23-r26.
# Ends at the label sos_done, where the includer's epilogue follows (the
# compare loop branches to it when U < N).
#
# pshs.s runs the same subtraction, but with s in r27 (r5 holds its parameter
# block): registers cannot be parameters (an .equ value is an expression, and
# there is no .macro), and moving s to r5 would add an instruction to every
# run, so pshs.s keeps its own copy.

        # lines 15-16: U = upper s+1 words of T
        lwi     r3, r1, SOS_FRAME + 28  # u (7th argument, in the caller's frame)
        addk    r4, r5, r5
        addk    r4, r4, r4              # 4s
        addk    r4, r10, r4             # &t[s]
        addik   r11, r5, 1
sos_copy:
        lwi     r24, r4, 0
        swi     r24, r3, 0
        addik   r11, r11, -1
        addik   r4, r4, 4
        bneid   r11, sos_copy
        addik   r3, r3, 4

        # lines 17-18: if U >= N then U = U - N
        lwi     r3, r1, SOS_FRAME + 28  # u
        addk    r4, r5, r5
        addk    r4, r4, r4              # 4s
        addk    r23, r3, r4             # &u[s]
        lwi     r24, r23, 0
        bnei    r24, sos_subtract       # u[s] != 0: U > N
        addk    r25, r8, r4             # &n[s]
        addk    r11, r5, r0
sos_compare:                            # from the most significant word down
        addik   r23, r23, -4
        addik   r25, r25, -4
        lwi     r24, r23, 0             # u[k]
        lwi     r26, r25, 0             # n[k]
        cmpu    r12, r24, r26           # negative if u[k] > n[k]
        blti    r12, sos_subtract
        cmpu    r12, r26, r24           # negative if n[k] > u[k]
        blti    r12, sos_done
        addik   r11, r11, -1
        bnei    r11, sos_compare        # all words equal: U = N, subtract
sos_subtract:
        addk    r23, r3, r0             # &u[k]
        addk    r25, r8, r0             # &n[k]
        lwi     r24, r23, 0
        lwi     r26, r25, 0
        rsub    r24, r26, r24           # u[0] - n[0]; carry = no borrow
        swi     r24, r23, 0
        addik   r11, r5, -1
        beqi    r11, sos_sub_top
sos_sub_word:
        addik   r23, r23, 4
        addik   r25, r25, 4
        lwi     r24, r23, 0
        lwi     r26, r25, 0
        rsubc   r24, r26, r24           # u[k] - n[k] - borrow
        addik   r11, r11, -1
        bneid   r11, sos_sub_word
        swi     r24, r23, 0
sos_sub_top:
        addk    r4, r5, r5
        addk    r4, r4, r4
        addk    r23, r3, r4             # &u[s]
        lwi     r24, r23, 0
        rsubc   r24, r0, r24            # u[s] - borrow
        swi     r24, r23, 0
sos_done:
