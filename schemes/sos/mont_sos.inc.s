# mont_sos: SOS's Montgomery multiplication as a function, called as sos.s
# calls it (r5 = s, r9 = n', r6 = &A, r7 = &B, r8 = &N, r10 = &T of 2s+1
# words, the 7th argument &U at r1+28; the product goes to U). An include
# fragment, assembled in place of the .include line: sos.s calls it once,
# schemes/modexp/modexp_sos.s once per multiplication of an exponentiation.

        .equ    SOS_FRAME, 36           # mont_sos's stack frame, bytes (sos_finish.inc.s reads &U above it)

        .globl  mont_sos
mont_sos:
        addik   r1, r1, -SOS_FRAME      # save the callee-saved registers used
        swi     r19, r1, 4
        swi     r20, r1, 8
        swi     r21, r1, 12
        swi     r22, r1, 16
        swi     r23, r1, 20
        swi     r24, r1, 24
        swi     r25, r1, 28
        swi     r26, r1, 32

        # line 1: T = 0 (2s+1 words)
        addk    r3, r5, r5
        addik   r3, r3, 1
        addk    r4, r10, r0
sos_zero:
        addik   r3, r3, -1
        swi     r0, r4, 0
        bneid   r3, sos_zero
        addik   r4, r4, 4

        # lines 2-7: T = A * B, row by row
        addk    r19, r7, r0             # &b[i]
        addk    r20, r10, r0            # &t[i]
        addk    r21, r5, r0             # rows left
sos_mul_row:
        lwi     r12, r19, 0             # b[i]
        addk    r3, r6, r0              # &a[j]
        addk    r4, r20, r0             # &t[i+j]
        addk    r11, r5, r0             # boxes left
        addk    r22, r0, r0             # C = 0
sos_white_box:
        lwi     r23, r3, 0              # a[j]
        lwi     r24, r4, 0              # t[i+j]
        mul     r25, r23, r12           # low word of a[j]*b[i]
        mulhu   r26, r23, r12           # high word
        add     r25, r25, r24           # + t[i+j]
        addc    r26, r26, r0
        add     r25, r25, r22           # + C
        addc    r22, r26, r0            # C = high word
        swi     r25, r4, 0              # t[i+j] = S
        addik   r11, r11, -1
        addik   r3, r3, 4
        bneid   r11, sos_white_box
        addik   r4, r4, 4
sos_white_box_end:
        swi     r22, r4, 0              # t[i+s] = C
        addik   r21, r21, -1
        addik   r19, r19, 4
        bneid   r21, sos_mul_row
        addik   r20, r20, 4

        # lines 8-14: reduction, row by row
        addk    r20, r10, r0            # &t[i]
        addk    r21, r5, r0             # rows left
sos_red_row:
        lwi     r12, r20, 0             # t[i]
        mul     r12, r12, r9            # m = t[i] * n' mod 2^32
        addk    r3, r8, r0              # &n[j]
        addk    r4, r20, r0             # &t[i+j]
        addk    r11, r5, r0             # boxes left
        addk    r22, r0, r0             # C = 0
sos_shaded_box:
        lwi     r23, r3, 0              # n[j]
        lwi     r24, r4, 0              # t[i+j]
        mul     r25, r23, r12           # low word of m*n[j]
        mulhu   r26, r23, r12           # high word
        add     r25, r25, r24           # + t[i+j]
        addc    r26, r26, r0
        add     r25, r25, r22           # + C
        addc    r22, r26, r0            # C = high word
        swi     r25, r4, 0              # t[i+j] = S
        addik   r11, r11, -1
        addik   r3, r3, 4
        bneid   r11, sos_shaded_box
        addik   r4, r4, 4
sos_shaded_box_end:
sos_add_carry:                          # ADD(t[i+s], C): ripple the carry upward
        lwi     r24, r4, 0
        add     r24, r24, r22
        swi     r24, r4, 0
        addc    r22, r0, r0             # carry out of this word
        bneid   r22, sos_add_carry
        addik   r4, r4, 4
        addik   r21, r21, -1
        bneid   r21, sos_red_row
        addik   r20, r20, 4

        # lines 15-18: U = upper s+1 words of T; if U >= N then U = U - N
        .include "sos_finish.inc.s"     # ends at sos_done
        lwi     r19, r1, 4
        lwi     r20, r1, 8
        lwi     r21, r1, 12
        lwi     r22, r1, 16
        lwi     r23, r1, 20
        lwi     r24, r1, 24
        lwi     r25, r1, 28
        lwi     r26, r1, 32
        rtsd    r15, 8
        addik   r1, r1, SOS_FRAME
mont_sos_end:
