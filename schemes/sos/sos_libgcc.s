# SOS Montgomery multiplication as mb-gcc -O2 compiles the paper's C for a
# MicroBlaze WITHOUT the 64-bit multiplier (C_USE_HW_MUL = 1, no mulhu):
# the 64-bit product (uint64_t)a[j] * b[i] becomes a call to libgcc's
# __muldi3, which builds it from four 16x16-bit partial products with the
# 32-bit mul (the generic umul_ppmm of longlong.h) plus the two cross terms
# of a 64x64-bit multiply (zero here, but computed). Everything else is the
# C of sos.s; loop state lives in callee-saved registers across the call.
# Lines 15-18 are sos.s's own code, in sos_finish.inc.s.
#
# This is a named variant (scheme.kernel = "libgcc"), not the faithful
# default: it exists to measure what the paper's Table II would look like on
# a core without mulhu. Same parameter block as sos.s.
#
# Labels the simulator watches: sos_white_box .. sos_white_box_end and
# sos_shaded_box .. sos_shaded_box_end (the loop bodies around the call) and
# sos_muldi3 .. sos_muldi3_end (the called routine, once per box).

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010
        .equ    SOS_FRAME, 64           # mont_sos's stack frame, bytes (sos_finish.inc.s reads &U above it)

        .include "../common/timed_start.inc.s"
        timed_start mont_sos
        .include "../common/final_subtraction.inc.s"   # the macro final_subtraction (sos_finish.inc.s)

        .globl  mont_sos
mont_sos:
        addik   r1, r1, -SOS_FRAME      # link register, r19-r31, B and N
        swi     r15, r1, 0
        swi     r19, r1, 4
        swi     r20, r1, 8
        swi     r21, r1, 12
        swi     r22, r1, 16
        swi     r23, r1, 20
        swi     r24, r1, 24
        swi     r25, r1, 28
        swi     r26, r1, 32
        swi     r27, r1, 36
        swi     r28, r1, 40
        swi     r29, r1, 44
        swi     r30, r1, 48
        swi     r31, r1, 52
        swi     r7, r1, 56              # B (the argument registers die at each call)
        swi     r8, r1, 60              # N
        addk    r28, r5, r0             # s
        addk    r29, r6, r0             # A
        addk    r30, r10, r0            # T
        addk    r31, r9, r0             # n'

        # line 1: T = 0 (2s+1 words)
        addk    r3, r28, r28
        addik   r3, r3, 1
        addk    r4, r30, r0
sosl_zero:
        addik   r3, r3, -1
        swi     r0, r4, 0
        bneid   r3, sosl_zero
        addik   r4, r4, 4

        # lines 2-7: T = A * B, row by row
        lwi     r25, r1, 56             # &b[i]
        addk    r26, r30, r0            # &t[i]
        addk    r27, r28, r0            # rows left
sosl_mul_row:
        lwi     r22, r25, 0             # b[i]
        addk    r19, r29, r0            # &a[j]
        addk    r20, r26, r0            # &t[i+j]
        addk    r23, r28, r0            # boxes left
        addk    r21, r0, r0             # C = 0
sos_white_box:
        lwi     r6, r19, 0              # a[j]: low word of the first factor
        addk    r5, r0, r0              # its high word
        addk    r7, r0, r0              # the second factor's high word
        brlid   r15, __muldi3           # r3:r4 = (uint64_t)a[j] * b[i]
        addk    r8, r22, r0             # (delay slot) the second factor's low word
        lwi     r9, r20, 0              # t[i+j]
        add     r4, r4, r9              # + t[i+j]
        addc    r3, r3, r0
        add     r4, r4, r21             # + C
        addc    r21, r3, r0             # C = high word
        swi     r4, r20, 0              # t[i+j] = S
        addik   r23, r23, -1
        addik   r19, r19, 4
        bneid   r23, sos_white_box
        addik   r20, r20, 4
sos_white_box_end:
        swi     r21, r20, 0             # t[i+s] = C
        addik   r27, r27, -1
        addik   r25, r25, 4
        bneid   r27, sosl_mul_row
        addik   r26, r26, 4

        # lines 8-14: reduction, row by row
        addk    r26, r30, r0            # &t[i]
        addk    r27, r28, r0            # rows left
sosl_red_row:
        lwi     r22, r26, 0             # t[i]
        mul     r22, r22, r31           # m = t[i] * n' mod 2^32
        lwi     r19, r1, 60             # &n[j]
        addk    r20, r26, r0            # &t[i+j]
        addk    r23, r28, r0            # boxes left
        addk    r21, r0, r0             # C = 0
sos_shaded_box:
        lwi     r6, r19, 0              # n[j]
        addk    r5, r0, r0
        addk    r7, r0, r0
        brlid   r15, __muldi3           # r3:r4 = (uint64_t)n[j] * m
        addk    r8, r22, r0
        lwi     r9, r20, 0              # t[i+j]
        add     r4, r4, r9
        addc    r3, r3, r0
        add     r4, r4, r21
        addc    r21, r3, r0
        swi     r4, r20, 0
        addik   r23, r23, -1
        addik   r19, r19, 4
        bneid   r23, sos_shaded_box
        addik   r20, r20, 4
sos_shaded_box_end:
sosl_add_carry:                         # ADD(t[i+s], C): ripple the carry upward
        lwi     r9, r20, 0
        add     r9, r9, r21
        swi     r9, r20, 0
        addc    r21, r0, r0
        bneid   r21, sosl_add_carry
        addik   r20, r20, 4
        addik   r27, r27, -1
        bneid   r27, sosl_red_row
        addik   r26, r26, 4

        # sos_finish.inc.s (the code of sos.s) expects s in r5, N in r8, T in r10
        addk    r5, r28, r0
        lwi     r8, r1, 60
        addk    r10, r30, r0

        # lines 15-18: U = upper s+1 words of T; if U >= N then U = U - N
        .include "sos_finish.inc.s"     # ends at sos_done
        lwi     r15, r1, 0
        lwi     r19, r1, 4
        lwi     r20, r1, 8
        lwi     r21, r1, 12
        lwi     r22, r1, 16
        lwi     r23, r1, 20
        lwi     r24, r1, 24
        lwi     r25, r1, 28
        lwi     r26, r1, 32
        lwi     r27, r1, 36
        lwi     r28, r1, 40
        lwi     r29, r1, 44
        lwi     r30, r1, 48
        lwi     r31, r1, 52
        rtsd    r15, 8
        addik   r1, r1, SOS_FRAME
mont_sos_end:

# libgcc's __muldi3 for a core with a 32-bit multiplier only:
# (r5:r6) * (r7:r8) -> r3:r4 (high:low), clobbers r9-r12.
        .globl  __muldi3
sos_muldi3:
__muldi3:
        andi    r9, r6, 0xFFFF          # ul
        bsrli   r10, r6, 16             # uh
        andi    r11, r8, 0xFFFF         # vl
        bsrli   r12, r8, 16             # vh
        mul     r4, r9, r11             # x0 = ul*vl
        mul     r9, r9, r12             # x1 = ul*vh
        mul     r11, r10, r11           # x2 = uh*vl
        mul     r10, r10, r12           # x3 = uh*vh
        bsrli   r12, r4, 16
        addk    r9, r9, r12             # x1 += high half of x0
        addk    r9, r9, r11             # x1 += x2
        cmpu    r12, r11, r9            # negative if x2 > x1: the sum wrapped
        bgei    r12, muldi3_no_wrap
        addik   r10, r10, 0x10000       # x3 += 2^16
muldi3_no_wrap:
        bsrli   r12, r9, 16
        addk    r3, r10, r12            # high word = x3 + high half of x1
        bslli   r9, r9, 16
        andi    r4, r4, 0xFFFF
        addk    r4, r4, r9              # low word = low half of x1 : low half of x0
        mul     r9, r6, r7              # cross terms of the 64x64 product
        mul     r10, r5, r8
        addk    r3, r3, r9
        rtsd    r15, 8
        addk    r3, r3, r10
sos_muldi3_end:

        .data
        .align  2
params:
        .space  SOS_SIZE + 4            # and a spare word, as the block always had
