# mont_cios: CIOS's Montgomery multiplication as a function, called as
# mont_sos is (r5 = s, r9 = n', r6 = &A, r7 = &B, r8 = &N, r10 = &T of s+2
# words, the 7th argument &U at r1+28; the product goes to U). An include
# fragment: cios_main.inc.s calls it once, schemes/ecc/ecc_cios.s once per
# field multiplication. The including program defines the macro
# final_subtraction first.

        .globl  mont_cios
        .equ    CIOS_FRAME, 36
mont_cios:
        addik   r1, r1, -CIOS_FRAME     # save the callee-saved registers used
        swi     r19, r1, 4
        swi     r20, r1, 8
        swi     r21, r1, 12
        swi     r22, r1, 16
        swi     r23, r1, 20
        swi     r24, r1, 24
        swi     r25, r1, 28
        swi     r26, r1, 32

        # T = 0 (s+2 words)
        addik   r3, r5, 2
        addk    r4, r10, r0
cios_zero:
        addik   r3, r3, -1
        swi     r0, r4, 0
        bneid   r3, cios_zero
        addik   r4, r4, 4

        addk    r20, r5, r5
        addk    r20, r20, r20           # 4s
        addk    r20, r10, r20           # &t[s], for the whole call
        addk    r19, r7, r0             # &b[i]
        addk    r21, r5, r0             # rows left
cios_row:
        # lines 2-6: T += A * b[i]
        lwi     r12, r19, 0             # b[i]
        addk    r3, r6, r0              # &a[j]
        addk    r4, r10, r0             # &t[j]
        addk    r11, r5, r0             # boxes left
        addk    r22, r0, r0             # C = 0
cios_white_box:
        lwi     r23, r3, 0              # a[j]
        lwi     r24, r4, 0              # t[j]
        mul     r25, r23, r12           # low word of a[j]*b[i]
        mulhu   r26, r23, r12           # high word
        add     r25, r25, r24           # + t[j]
        addc    r26, r26, r0
        add     r25, r25, r22           # + C
        addc    r22, r26, r0            # C = high word
        swi     r25, r4, 0              # t[j] = S
        addik   r11, r11, -1
        addik   r3, r3, 4
        bneid   r11, cios_white_box
        addik   r4, r4, 4
cios_white_box_end:
        # lines 7-8: (C, S) = t[s] + C; t[s] = S; t[s+1] = C
        lwi     r24, r20, 0
        add     r24, r24, r22
        addc    r25, r0, r0
        swi     r24, r20, 0
        swi     r25, r20, 4

        # lines 9-11: m = t[0] * n' mod 2^32; (C, S) = t[0] + m * n[0]
        lwi     r24, r10, 0             # t[0]
        mul     r12, r24, r9            # m
        lwi     r23, r8, 0              # n[0]
        mul     r25, r23, r12
        mulhu   r26, r23, r12
        add     r25, r25, r24           # S (zero: m was chosen for it)
        addc    r22, r26, r0            # C

        # lines 12-15: t[j-1] = t[j] + m * n[j] + C
        addik   r3, r8, 4               # &n[j], j = 1
        addik   r4, r10, 4              # &t[j]
        addik   r11, r5, -1             # boxes left (s - 1; none when s = 1)
        beqi    r11, cios_shaded_done
cios_shaded_box:
        lwi     r23, r3, 0              # n[j]
        lwi     r24, r4, 0              # t[j]
        mul     r25, r23, r12           # low word of m*n[j]
        mulhu   r26, r23, r12           # high word
        add     r25, r25, r24           # + t[j]
        addc    r26, r26, r0
        add     r25, r25, r22           # + C
        addc    r22, r26, r0            # C = high word
        swi     r25, r4, -4             # t[j-1] = S
        addik   r11, r11, -1
        addik   r3, r3, 4
        bneid   r11, cios_shaded_box
        addik   r4, r4, 4
cios_shaded_box_end:
cios_shaded_done:
        # lines 16-18: (C, S) = t[s] + C; t[s-1] = S; t[s] = t[s+1] + C
        lwi     r24, r20, 0             # t[s]
        add     r24, r24, r22
        addc    r22, r0, r0
        swi     r24, r20, -4            # t[s-1]
        lwi     r25, r20, 4             # t[s+1]
        addk    r25, r25, r22
        swi     r25, r20, 0             # t[s]

        addik   r21, r21, -1
        bneid   r21, cios_row
        addik   r19, r19, 4

        # lines 20-24: U = t[0..s]; if U >= N then U = U - N
        lwi     r3, r1, CIOS_FRAME + 28 # &U (7th argument, in the caller's frame)
        addk    r4, r10, r0
        addik   r11, r5, 1
cios_copy:
        lwi     r24, r4, 0
        swi     r24, r3, 0
        addik   r11, r11, -1
        addik   r4, r4, 4
        bneid   r11, cios_copy
        addik   r3, r3, 4
        lwi     r3, r1, CIOS_FRAME + 28
        final_subtraction r5

        lwi     r19, r1, 4
        lwi     r20, r1, 8
        lwi     r21, r1, 12
        lwi     r22, r1, 16
        lwi     r23, r1, 20
        lwi     r24, r1, 24
        lwi     r25, r1, 28
        lwi     r26, r1, 32
        rtsd    r15, 8
        addik   r1, r1, CIOS_FRAME
mont_cios_end:
