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
# Parameter block `params`: declared once, in sos.params.toml (s, n', &A,
# &B, &N, &T of 2s+1 words, &U of s+1, the timer words written around the
# call); read by the offsets generated from it (SOS_*, sos_params.inc.s,
# which ../common/timed_start.inc.s includes).
#
# Lines 15-18 (copy-out and final subtraction) are in sos_finish.inc.s,
# shared with sos_libgcc.s.
#
# Labels the simulator watches (regions; they cost no instruction):
#   sos_white_box .. sos_white_box_end  one iteration of the j-loop of line 5
#   sos_shaded_box .. sos_shaded_box_end  one iteration of the j-loop of line 12

        .include "../common/final_subtraction.inc.s"   # the macro final_subtraction: a branch when U < N
        .include "sos_main.inc.s"       # _start, mont_sos, the parameter block
