# Modular exponentiation on one core: every multiplication of
# modexp_driver.inc.s is a sequential SOS run (schemes/sos/mont_sos.inc.s),
# the baseline of the pSHS exponentiation's speedup. The SOS parameter block
# `params` (sos.s describes it) is filled by the loader: s, n', &N and &T
# (2s+1 words of scratch); mont_mul passes the operands and the product's
# buffer as mont_sos's arguments.

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010

        .include "modexp_driver.inc.s"
        .include "../sos/sos_params.inc.s"     # the block's offsets, SOS_*

        .text
mont_mul:                               # r5 = &X, r6 = &Y, r7 = &Z
        addik   r1, r1, -36
        swi     r15, r1, 32
        swi     r7, r1, 28              # mont_sos's 7th argument: &U
        addk    r3, r6, r0
        la      r11, r0, params
        addk    r6, r5, r0              # A
        addk    r7, r3, r0              # B
        lwi     r5, r11, SOS_S          # s
        lwi     r9, r11, SOS_NPRIME     # n'
        lwi     r8, r11, SOS_N          # N
        lwi     r10, r11, SOS_T         # T
        brlid   r15, mont_sos
        nop
        lwi     r15, r1, 32
        rtsd    r15, 8
        addik   r1, r1, 36

        .include "../common/final_subtraction.inc.s"
        .include "../sos/mont_sos.inc.s"

        .data
        .align  2
params:
        .space  SOS_SIZE + 4            # and a spare word, as the block always had
