# Algorithm 1 lines 17-18, shared by the SOS kernels (through
# sos/sos_finish.inc.s) and pSHS: if T >= N then T = T - N, comparing from
# the most significant word down. An include fragment that defines the
# macro; a program includes it (or final_subtraction_masked.inc.s, the
# constant-time form with the same contract) before its kernel, which
# expands it once where the subtraction belongs:
#
#       .include "../common/final_subtraction.inc.s"
#       ...
#       final_subtraction r5        # the register that holds s
#
# Its time depends on the operands: the compare stops at the first word
# that differs, and the subtraction runs only when T >= N (montsim leakage
# measures both).
# Expects: s in the register given, &T (s+1 words) in r3, &N in r8. Uses r4,
# r11, r12 and r23-r26. Falls through to the code after the expansion (the
# compare loop branches to its end when T < N).

        .macro  final_subtraction s
        addk    r4, \s, \s
        addk    r4, r4, r4              # 4s
        addk    r23, r3, r4             # &t[s]
        lwi     r24, r23, 0
        bnei    r24, final_subtract\@   # t[s] != 0: T > N
        addk    r25, r8, r4             # &n[s]
        addk    r11, \s, r0
final_compare\@:                        # from the most significant word down
        addik   r23, r23, -4
        addik   r25, r25, -4
        lwi     r24, r23, 0             # t[k]
        lwi     r26, r25, 0             # n[k]
        cmpu    r12, r24, r26           # negative if t[k] > n[k]
        blti    r12, final_subtract\@
        cmpu    r12, r26, r24           # negative if n[k] > t[k]
        blti    r12, final_done\@
        addik   r11, r11, -1
        bnei    r11, final_compare\@    # all words equal: T = N, subtract
final_subtract\@:
        addk    r23, r3, r0             # &t[k]
        addk    r25, r8, r0             # &n[k]
        lwi     r24, r23, 0
        lwi     r26, r25, 0
        rsub    r24, r26, r24           # t[0] - n[0]; carry = no borrow
        swi     r24, r23, 0
        addik   r11, \s, -1
        beqi    r11, final_sub_top\@
final_sub_word\@:
        addik   r23, r23, 4
        addik   r25, r25, 4
        lwi     r24, r23, 0
        lwi     r26, r25, 0
        rsubc   r24, r26, r24           # t[k] - n[k] - borrow
        addik   r11, r11, -1
        bneid   r11, final_sub_word\@
        swi     r24, r23, 0
final_sub_top\@:
        addk    r4, \s, \s
        addk    r4, r4, r4
        addk    r23, r3, r4             # &t[s]
        lwi     r24, r23, 0
        rsubc   r24, r0, r24            # t[s] - borrow
        swi     r24, r23, 0
final_done\@:
        .endm
