# Algorithm 1 lines 17-18 in constant time: if T >= N then T = T - N, with
# no branch and no memory access that depends on T or N. The same contract
# as final_subtraction.inc.s (defines the macro final_subtraction; s in the
# register given, &T (s+1 words) in r3, &N in r8; falls through), which a
# program includes instead of that file (sos_masked.s, pshs_masked.s,
# cios_masked.s: scheme.final_subtraction = masked).
#
# Two passes over all s+1 words, whatever the operands:
#   1. the borrow of T - N, nothing stored; no borrow (T >= N) gives the
#      mask all ones, a borrow gives 0;
#   2. T = T - (N & mask) with the borrow chain: N when T >= N, else 0,
#      which leaves T as it was.
# The only branches count words (s is public). Uses r11, r12 and r23-r26.

        .macro  final_subtraction s
        addk    r23, r3, r0             # &t[0]
        addk    r25, r8, r0             # &n[0]
        lwi     r24, r23, 0
        lwi     r26, r25, 0
        rsub    r24, r26, r24           # t[0] - n[0]; carry = no borrow
        addik   r11, \s, -1
        beqi    r11, final_cmp_top\@    # s = 1
final_cmp_word\@:
        addik   r23, r23, 4
        addik   r25, r25, 4
        lwi     r24, r23, 0
        lwi     r26, r25, 0
        addik   r11, r11, -1
        bneid   r11, final_cmp_word\@
        rsubc   r24, r26, r24           # t[k] - n[k] - borrow (addik keeps the carry)
final_cmp_top\@:
        lwi     r24, r23, 4             # t[s]
        rsubc   r24, r0, r24            # t[s] - borrow; carry = T >= N
        addc    r12, r0, r0             # 1 if T >= N, else 0
        rsub    r12, r12, r0            # the mask: 0 - that, all ones or 0
        addk    r23, r3, r0
        addk    r25, r8, r0
        lwi     r24, r23, 0
        lwi     r26, r25, 0
        and     r26, r26, r12           # n[0] & mask
        rsub    r24, r26, r24
        swi     r24, r23, 0
        addik   r11, \s, -1
        beqi    r11, final_sub_top\@    # s = 1
final_sub_word\@:
        addik   r23, r23, 4
        addik   r25, r25, 4
        lwi     r24, r23, 0
        lwi     r26, r25, 0
        and     r26, r26, r12
        rsubc   r24, r26, r24           # t[k] - (n[k] & mask) - borrow
        addik   r11, r11, -1
        bneid   r11, final_sub_word\@
        swi     r24, r23, 0
final_sub_top\@:
        lwi     r24, r23, 4
        rsubc   r24, r0, r24            # t[s] - borrow
        swi     r24, r23, 4
        .endm
