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
# The subtraction itself is the macro final_subtraction, which pshs.s
# expands too (with s in r27): the including program defines it first, by
# including ../common/final_subtraction.inc.s (a branch when U < N) or
# ../common/final_subtraction_masked.inc.s (constant time).

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
        final_subtraction r5
sos_done:
