# CIOS Montgomery multiplication (Koc, Acar, Kaliski's Coarsely Integrated
# Operand Scanning; Algorithm 2 of Baktir and Savas) for one MicroBlaze
# core, written as sos.s is: as mb-gcc -O2 would compile the C of
# c/cios.c (mul + mulhu for the 64-bit product, add + addc for 64-bit sums,
# pointer induction variables, a down-counter with the delay slot filled),
# nothing hand-scheduled around the pipeline's hazards.
#
#   for (i = 0; i < s; i++) {
#     C = 0;
#     for (j = 0; j < s; j++) {                                 /* white box */
#       r = (uint64_t)a[j] * b[i] + t[j] + C;  t[j] = r;  C = r >> 32;
#     }
#     r = (uint64_t)t[s] + C;  t[s] = r;  t[s+1] = r >> 32;    /* lines 7-8, read with the add */
#     m = t[0] * n' mod 2^32;                                   /* line 10 */
#     r = (uint64_t)m * n[0] + t[0];  C = r >> 32;              /* line 11 */
#     for (j = 1; j < s; j++) {                                 /* shaded box */
#       r = (uint64_t)m * n[j] + t[j] + C;  t[j-1] = r;  C = r >> 32;
#     }
#     r = (uint64_t)t[s] + C;  t[s-1] = r;  t[s] = t[s+1] + (r >> 32);  /* 16-18 */
#   }
#   U = t[0..s];  if (U >= N) U = U - N;                         /* 20-24 */
#
# Word products (mul): s^2 (white) + s (m) + s (m*n[0]) + s(s-1) (shaded)
# = 2s^2 + s.
#
# Parameter block `params`: SOS's, declared once in ../sos/sos.params.toml
# (&T holds s+2 words here), filled by SosLayout.cpp; read by its generated
# offsets (SOS_*, through ../common/timed_start.inc.s).
#
# Labels the simulator watches (regions; they cost no instruction):
#   cios_white_box .. cios_white_box_end    one iteration of the j-loop of line 3
#   cios_shaded_box .. cios_shaded_box_end  one iteration of the j-loop of line 12

        .include "../common/final_subtraction.inc.s"   # the macro final_subtraction: a branch when U < N
        .include "cios_main.inc.s"      # _start, mont_cios, the parameter block
