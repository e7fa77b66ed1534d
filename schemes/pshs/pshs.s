# pSHS Montgomery multiplication (Chen and Schaumont, Algorithm 2) for p
# MicroBlaze cores in a unidirectional ring of FSL links: `put rX, rfsl0`
# sends to the next core, `get rX, rfsl0` receives from the previous one.
# Every core runs this same program; the parameter block tells it s, p, q and
# its core id. It is written as mb-gcc -O2 would compile this C (the reading
# of the garbled pseudocode is argued in schemes/pshs/README.md and proved by
# schemes/pshs/PshsModel.cpp):
#
#   void mont_pshs(struct params *P)  /* s, p, q, id, n', a, b, n, m, rt, t */
#   {
#     for (k = id*q; k < 2*s; k += p*q) {                     /* lines 1-2: one TB */
#       for (x = 0; x < q+2; x++) rt[x] = 0;                  /* line 4 */
#       ilo = max(0, k-s+1);  ihi = min(k+q, s);
#       for (i = ilo; i < ihi; i++) {                         /* lines 5-10 */
#         jlo = max(0, k-i);  jhi = min(k-i+q, s);  C = 0;
#         for (j = jlo; j < jhi; j++) {                       /* white box */
#           uint64_t r = (uint64_t)a[j] * b[i] + rt[j-k+i] + C;
#           rt[j-k+i] = (uint32_t)r;  C = r >> 32;
#         }
#         ADD(&rt[jhi-k+i], C);                               /* h = min(q, s-k+i) */
#       }
#       for (i = ilo; ; i++) {                                /* lines 11-27 */
#         if (i == min(k, s) && k != 0) {                     /* lines 24-26 */
#           c0 = get();  c1 = get();  ADD2(&rt[0], c0, c1);
#         }
#         if (i >= ihi) break;
#         if (i >= k)                    m[i] = rt[i-k] * nprime;   /* line 13 */
#         else if (i >= k - (p-1)*q)     m[i] = get();              /* lines 15-16 */
#         if (i >= k - (p-2)*q)          put(m[i]);                 /* lines 13, 17-18 */
#         jlo = max(0, k-i);  jhi = min(k-i+q, s);  C = 0;
#         for (j = jlo; j < jhi; j++) {                       /* shaded box */
#           uint64_t r = (uint64_t)m[i] * n[j] + rt[j-k+i] + C;
#           rt[j-k+i] = (uint32_t)r;  C = r >> 32;
#         }
#         ADD(&rt[jhi-k+i], C);
#       }
#       put(rt[q]);  put(rt[q+1]);                            /* line 27 */
#       if (k >= s) for (x = 0; x < q; x++) t[k-s+x] = rt[x]; /* lines 28-29 */
#     }
#     if (id == 0) { t[s] = get(); (void)get(); }             /* lines 30-31 */
#     /* lines 32-38: seq = the pieces of origins id, id-1, .., id-(p-1)
#        (mod p) back to back, a piece of origin o being t[o*q + j*p*q + x]
#        (j = 0 .. s/(pq)-1, x = 0 .. q-1), P0's followed by t[s];
#        own = |piece id|, nout = |seq| - |piece id+1|, nin = |seq| - own */
#     if (p > 1) {
#       for (w = 0; w < nout; w++) {                          /* lag K */
#         if (w >= K) t[seq[own + w-K]] = get();              /* in[w-K] */
#         put(t[seq[w]]);                 /* own piece, then in[w - own] */
#       }
#       for (v = nout-K; v < nin; v++) t[seq[own + v]] = get();
#     }
#     if (T >= N) T = T - N;                                  /* Algorithm 1, 17-18 */
#   }
#
# ADD(p, C) ripples C upward from *p (SOS's ADD); ADD2 adds the two-word
# carry at rt[0], rt[1] and ripples. A TB's sum fits q+2 words, so no ripple
# leaves rt. The all-gather streams: each core sends its own piece, then
# passes on what it receives, and with lag K = min(s/p, FIFO depth) (from
# the parameter block) it is never more than K puts ahead of its gets, so
# the words of a piece flow back to back (pipelined on the link) without
# deadlocking the ring. No put or get sits in a delay slot.
#
# The boxes are exactly SOS's (schemes/sos/sos.s): lwi, lwi, mul, mulhu, add,
# addc, add, addc, swi, two pointer increments and a down-counter, bneid with
# the third increment in its delay slot, the same registers, so the CTU is
# the same.
#
# Parameter block `params`: declared once, in pshs.params.toml (s, p, q,
# id, n', &A, &B, &N, &M, &RT, &T, the two timer words written here, the
# all-gather's lag K); the code reads it by the offsets generated from it
# (PSHS_*, pshs_params.inc.s, which mont_pshs.inc.s includes).
#
# Labels the simulator watches (regions; they cost no instruction):
#   pshs_white_box .. pshs_white_box_end    one white box (lines 7-8)
#   pshs_shaded_box .. pshs_shaded_box_end  one shaded box (lines 20-21)

        .include "../common/final_subtraction.inc.s"   # the macro final_subtraction: a branch when T < N
        .include "sends_plain.inc.s"    # plain puts and gets: no message marked
        .include "pshs_main.inc.s"      # _start, mont_pshs, the parameter block
