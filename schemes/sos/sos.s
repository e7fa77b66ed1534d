# SOS Montgomery multiplication (Koc, Acar, Kaliski; Algorithm 1 of the pSHS
# paper) for one MicroBlaze core, written as mb-gcc -O2 would compile the
# paper's C:
#
#   void mont_sos(uint32_t s, const uint32_t *a, const uint32_t *b,
#                 const uint32_t *n, uint32_t nprime, uint32_t *t, uint32_t *u)
#   {
#     for (k = 0; k < 2*s+1; k++) t[k] = 0;                      /* line 1 */
#     for (i = 0; i < s; i++) {                                  /* 2-7 */
#       C = 0;
#       for (j = 0; j < s; j++) {                                /* white box */
#         uint64_t r = (uint64_t)a[j] * b[i] + t[i+j] + C;
#         t[i+j] = (uint32_t)r;  C = r >> 32;
#       }
#       t[i+s] = C;
#     }
#     for (i = 0; i < s; i++) {                                  /* 8-14 */
#       C = 0;  m = t[i] * nprime;
#       for (j = 0; j < s; j++) {                                /* shaded box */
#         uint64_t r = (uint64_t)m * n[j] + t[i+j] + C;
#         t[i+j] = (uint32_t)r;  C = r >> 32;
#       }
#       for (k = i+s; C; k++) { r = (uint64_t)t[k] + C; t[k] = r; C = r >> 32; }  /* ADD */
#     }
#     for (j = 0; j <= s; j++) u[j] = t[j+s];                    /* 15-16 */
#     if (U >= N) U = U - N;                                     /* 17-18 */
#   }
#
# The 64-bit product is mul + mulhu (gcc's umulsidi3 with -mxl-multiply-high,
# C_USE_HW_MUL = 2); 64-bit additions are add + addc. Loops use pointer
# induction variables and a down-counter with the delay slot filled, as gcc's
# ivopts and delayed-branch passes produce. Nothing here is hand-scheduled
# around the pipeline's hazards.
#
# Parameter block (filled by schemes/sos/SosScheme.cpp):
#   params+0  s          +4  n'          +8  &A      +12 &B
#   params+16 &N         +20 &T (2s+1 words)         +24 &U (s+1 words)
#   params+28 timer at the call (written here)   +32 timer after it
#
# Lines 15-18 (copy-out and final subtraction) are in sos_finish.inc.s,
# shared with sos_libgcc.s.
#
# Labels the simulator watches (regions; they cost no instruction):
#   sos_white_box .. sos_white_box_end  one iteration of the j-loop of line 5
#   sos_shaded_box .. sos_shaded_box_end  one iteration of the j-loop of line 12

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010
        .equ    SOS_FRAME, 36           # mont_sos's stack frame, bytes (sos_finish.inc.s reads &U above it)

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
        brlid   r15, mont_sos
        nop
        lwi     r4, r0, TIMER
        la      r11, r0, params
        swi     r4, r11, 32             # timer after the call
        addik   r1, r1, 32
        swi     r0, r0, HALT            # stop, exit status 0

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

        .data
        .align  2
params:
        .space  40
