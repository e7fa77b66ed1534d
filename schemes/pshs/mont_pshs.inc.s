# mont_pshs: pSHS's Montgomery multiplication as a function (r5 = the
# parameter block described in pshs.s; returns with the product in T on
# every core). An include fragment, assembled in place of the .include line:
# pshs.s calls it once, schemes/modexp/modexp_pshs.s once per multiplication
# of an exponentiation.

        .include "pshs_params.inc.s"    # the block's offsets, PSHS_*: pshs.params.toml
# Its final subtraction is the macro final_subtraction, which the including
# program defines first (../common/final_subtraction.inc.s, or the constant-
# time ../common/final_subtraction_masked.inc.s).
# It sends and receives through the macros send_m, recv_m, send_carry,
# recv_carry, gather_marks_setup and gather_put, which the including program
# defines first (sends_plain.inc.s: plain puts; sends_marked.inc.s: each
# message's last word marked with the FSL control bit).

        .globl  mont_pshs
mont_pshs:
        addik   r1, r1, -72             # callee-saved registers and four locals
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
        # locals: r1+56 ilo, +60 k-(p-1)q, +64 k-(p-2)q, +68 min(k, s)

        lwi     r27, r5, PSHS_S         # s
        lwi     r28, r5, PSHS_Q         # q
        lwi     r9, r5, PSHS_NPRIME     # n'
        lwi     r6, r5, PSHS_A          # A
        lwi     r7, r5, PSHS_B          # B
        lwi     r8, r5, PSHS_N          # N
        lwi     r10, r5, PSHS_M         # M
        lwi     r29, r5, PSHS_RT        # RT
        lwi     r30, r5, PSHS_T         # T
        lwi     r3, r5, PSHS_P          # p
        mul     r31, r3, r28            # pq
        lwi     r4, r5, PSHS_ID         # core id
        mul     r19, r4, r28            # k = id*q (< 2s: every core has a TB)

        # lines 1-29: one Task Block per iteration
pshs_tb:
        # line 4: rt[0 .. q+1] = 0
        addik   r3, r28, 2
        addk    r4, r29, r0
pshs_zero:
        addik   r3, r3, -1
        swi     r0, r4, 0
        bneid   r3, pshs_zero
        addik   r4, r4, 4

        # rows with a box in the TB: ilo = max(0, k-s+1), ihi = min(k+q, s)
        rsubk   r20, r27, r19           # k - s
        addik   r20, r20, 1
        bgei    r20, pshs_ilo_ok
        addk    r20, r0, r0
pshs_ilo_ok:
        swi     r20, r1, 56             # ilo, for the shaded rows
        addk    r21, r19, r28           # k + q
        cmp     r3, r21, r27            # negative if k+q > s
        bgei    r3, pshs_ihi_ok
        addk    r21, r27, r0
pshs_ihi_ok:
        cmp     r3, r21, r20            # negative if ihi > i
        bgei    r3, pshs_white_done     # no white row (q = 1, last TB)

        # lines 5-10: white boxes, row by row
pshs_white_row:
        rsubk   r23, r20, r19           # k - i
        addk    r24, r23, r28           # jhi = k-i+q ...
        cmp     r3, r24, r27            # negative if k-i+q > s
        bgei    r3, pshs_white_jhi
        addk    r24, r27, r0            # ... or s
pshs_white_jhi:
        bgei    r23, pshs_white_jlo     # jlo = k-i ...
        addk    r23, r0, r0             # ... or 0
pshs_white_jlo:
        rsubk   r11, r23, r24           # boxes = jhi - jlo
        addk    r3, r23, r23
        addk    r3, r3, r3
        addk    r3, r6, r3              # &a[jlo]
        rsubk   r4, r19, r20            # i - k
        addk    r4, r4, r23             # jlo - k + i
        addk    r4, r4, r4
        addk    r4, r4, r4
        addk    r4, r29, r4             # &rt[jlo-k+i]
        addk    r12, r20, r20
        addk    r12, r12, r12
        lw      r12, r7, r12            # b[i]
        addk    r22, r0, r0             # C = 0
pshs_white_box:
        lwi     r23, r3, 0              # a[j]
        lwi     r24, r4, 0              # rt[j-k+i]
        mul     r25, r23, r12           # low word of a[j]*b[i]
        mulhu   r26, r23, r12           # high word
        add     r25, r25, r24           # + rt[j-k+i]
        addc    r26, r26, r0
        add     r25, r25, r22           # + C
        addc    r22, r26, r0            # C = high word
        swi     r25, r4, 0              # rt[j-k+i] = S
        addik   r11, r11, -1
        addik   r3, r3, 4
        bneid   r11, pshs_white_box
        addik   r4, r4, 4
pshs_white_box_end:
pshs_white_add:                         # line 10: ADD(rt[h], C), h = jhi-k+i
        lwi     r24, r4, 0
        add     r24, r24, r22
        swi     r24, r4, 0
        addc    r22, r0, r0             # carry out of this word
        bneid   r22, pshs_white_add
        addik   r4, r4, 4
        addik   r20, r20, 1
        cmp     r3, r21, r20            # negative if ihi > i
        blti    r3, pshs_white_row
pshs_white_done:

        # lines 11-27: shaded boxes, row by row
        rsubk   r3, r31, r19            # k - pq
        addk    r3, r3, r28             # k - (p-1)q: first row received
        swi     r3, r1, 60
        addk    r3, r3, r28             # k - (p-2)q: first row passed on
        swi     r3, r1, 64
        addk    r3, r19, r0             # the carry comes before row min(k, s)
        cmp     r4, r27, r19            # negative if s > k
        blti    r4, pshs_carry_row
        addk    r3, r27, r0
pshs_carry_row:
        swi     r3, r1, 68
        lwi     r20, r1, 56             # i = ilo
pshs_shaded_row:
        # lines 24-26: the previous TB's carry, once its last row is done
        lwi     r3, r1, 68
        rsubk   r3, r3, r20             # i - min(k, s)
        bnei    r3, pshs_no_carry
        beqi    r19, pshs_no_carry      # TB 0 has no previous TB
        recv_carry r23                  # c[0]
        recv_carry r24                  # c[1]
        lwi     r25, r29, 0
        add     r25, r25, r23
        swi     r25, r29, 0
        lwi     r25, r29, 4
        addc    r25, r25, r24
        swi     r25, r29, 4
        addc    r22, r0, r0
        addik   r4, r29, 8
pshs_carry_add:                         # ripple into rt[2 ...]
        lwi     r24, r4, 0
        add     r24, r24, r22
        swi     r24, r4, 0
        addc    r22, r0, r0
        bneid   r22, pshs_carry_add
        addik   r4, r4, 4
pshs_no_carry:
        cmp     r3, r21, r20            # negative if ihi > i
        bgei    r3, pshs_shaded_done

        # lines 12-18: m[i]
        addk    r3, r20, r20
        addk    r3, r3, r3
        addk    r3, r10, r3             # &m[i]
        rsubk   r4, r19, r20            # i - k
        blti    r4, pshs_m_older
        addk    r4, r4, r4
        addk    r4, r4, r4
        lw      r12, r29, r4            # rt[i-k]: the finished word of column i
        mul     r12, r12, r9            # m = rt[i-k] * n' mod 2^32
        brid    pshs_m_pass
        swi     r12, r3, 0
pshs_m_older:
        lwi     r4, r1, 60
        cmp     r4, r4, r20             # negative if k-(p-1)q > i
        blti    r4, pshs_m_held         # this core has had m[i] since an earlier TB
        recv_m  r12                     # m[i] from the previous core
        brid    pshs_m_pass
        swi     r12, r3, 0
pshs_m_held:
        lwi     r12, r3, 0
pshs_m_pass:
        lwi     r4, r1, 64
        cmp     r4, r4, r20             # negative if k-(p-2)q > i
        blti    r4, pshs_m_done
        send_m  r12                     # the next core's next TB needs m[i]
pshs_m_done:

        # lines 19-23: the row's shaded boxes
        rsubk   r23, r20, r19           # k - i
        addk    r24, r23, r28           # jhi = k-i+q ...
        cmp     r3, r24, r27            # negative if k-i+q > s
        bgei    r3, pshs_shaded_jhi
        addk    r24, r27, r0            # ... or s
pshs_shaded_jhi:
        bgei    r23, pshs_shaded_jlo    # jlo = k-i ...
        addk    r23, r0, r0             # ... or 0
pshs_shaded_jlo:
        rsubk   r11, r23, r24           # boxes = jhi - jlo
        addk    r3, r23, r23
        addk    r3, r3, r3
        addk    r3, r8, r3              # &n[jlo]
        rsubk   r4, r19, r20            # i - k
        addk    r4, r4, r23             # jlo - k + i
        addk    r4, r4, r4
        addk    r4, r4, r4
        addk    r4, r29, r4             # &rt[jlo-k+i]
        addk    r22, r0, r0             # C = 0
pshs_shaded_box:
        lwi     r23, r3, 0              # n[j]
        lwi     r24, r4, 0              # rt[j-k+i]
        mul     r25, r23, r12           # low word of m*n[j]
        mulhu   r26, r23, r12           # high word
        add     r25, r25, r24           # + rt[j-k+i]
        addc    r26, r26, r0
        add     r25, r25, r22           # + C
        addc    r22, r26, r0            # C = high word
        swi     r25, r4, 0              # rt[j-k+i] = S
        addik   r11, r11, -1
        addik   r3, r3, 4
        bneid   r11, pshs_shaded_box
        addik   r4, r4, 4
pshs_shaded_box_end:
pshs_shaded_add:                        # line 23: ADD(rt[h], C)
        lwi     r24, r4, 0
        add     r24, r24, r22
        swi     r24, r4, 0
        addc    r22, r0, r0
        bneid   r22, pshs_shaded_add
        addik   r4, r4, 4
        brid    pshs_shaded_row
        addik   r20, r20, 1
pshs_shaded_done:

        # line 27: the TB's carry (rt[q], rt[q+1]) to the next TB
        addk    r3, r28, r28
        addk    r3, r3, r3
        addk    r3, r29, r3             # &rt[q]
        lwi     r23, r3, 0
        send_carry r23
        lwi     r23, r3, 4
        send_carry r23

        # lines 28-29: a TB in the upper half holds words k-s .. k-s+q-1 of T
        cmp     r3, r27, r19            # negative if s > k
        blti    r3, pshs_next_tb
        rsubk   r4, r27, r19            # k - s
        addk    r4, r4, r4
        addk    r4, r4, r4
        addk    r4, r30, r4             # &t[k-s]
        addk    r3, r29, r0             # &rt[0]
        addk    r11, r28, r0
pshs_store:
        lwi     r23, r3, 0
        swi     r23, r4, 0
        addik   r11, r11, -1
        addik   r3, r3, 4
        bneid   r11, pshs_store
        addik   r4, r4, 4
pshs_next_tb:
        addk    r19, r19, r31           # k += pq
        addk    r3, r27, r27            # 2s
        cmp     r3, r3, r19             # negative if 2s > k
        blti    r3, pshs_tb

        # lines 30-31: P0 takes the last TB's carry: t[s] (its high word is 0)
        addk    r3, r27, r27
        addk    r3, r3, r3
        addk    r3, r30, r3             # &t[s]
        lwi     r4, r5, PSHS_ID         # core id
        bnei    r4, pshs_gather
        recv_carry r23
        recv_carry r24
        swi     r23, r3, 0

        # lines 32-38: the all-gather as one outgoing and one incoming stream
        # (README.md, "The all-gather"). A cursor walks seq: pointer to its
        # word and words left in its chunk; pshs_next_chunk moves it on.
pshs_gather:
        lwi     r3, r5, PSHS_P          # p
        addik   r3, r3, -1
        beqi    r3, pshs_gather_done    # one core: nothing to gather
        addk    r4, r27, r27
        addk    r4, r4, r4
        addk    r29, r30, r4            # &t[s] (RT is no longer needed)
        rsubk   r19, r28, r31           # pq - q
        addk    r19, r19, r19
        addk    r19, r19, r19           # 4(pq - q): from one chunk of a piece to its next
        addk    r20, r0, r0             # P = s/p = q * s/(pq)
        addk    r4, r0, r0
pshs_gather_size:
        addk    r20, r20, r28
        addk    r4, r4, r31
        cmp     r11, r27, r4            # negative if s > c
        blti    r11, pshs_gather_size
        rsubk   r20, r20, r27           # (p-1)P = s - P
        lwi     r21, r5, PSHS_ID        # core id
        addik   r22, r20, 1             # nout = (p-1)P + 1 ...
        rsubk   r3, r21, r3             # (p-1) - id
        bnei    r3, pshs_gather_nout
        addik   r22, r22, -1            # ... - 1 on P(p-1): it does not pass on P0's piece
pshs_gather_nout:
        addk    r23, r20, r0            # nin = (p-1)P ...
        beqi    r21, pshs_gather_nin
        addik   r23, r23, 1             # ... + 1 (u[s]) on all but P0
pshs_gather_nin:
        gather_marks_setup
        lwi     r12, r5, PSHS_LAG       # K (1 <= K <= P)
        rsubk   r22, r12, r22           # puts after a get: nout - K
        rsubk   r23, r22, r23           # gets after the last put: nin - (nout - K)
        mul     r6, r21, r28
        addk    r6, r6, r6
        addk    r6, r6, r6
        addk    r6, r30, r6             # out cursor: &t[id*q], seq[0] ...
        addk    r7, r28, r0             # ... q words in its chunk
        addk    r3, r28, r28
        addk    r3, r3, r3              # 4q
        rsubk   r9, r3, r6              # in cursor: &t[(id-1)q], seq[own] ...
        bnei    r21, pshs_gather_in0
        addk    r9, r30, r19            # ... on P0 &t[(p-1)q] (its own piece ends with u[s])
pshs_gather_in0:
        addk    r10, r28, r0
pshs_gather_first:                      # w = 0 .. K-1: put out[w]
        lwi     r25, r6, 0
        gather_put r25
        addik   r7, r7, -1
        bneid   r7, pshs_gather_first_next
        addik   r6, r6, 4
        brlid   r24, pshs_next_chunk
        addk    r3, r6, r0
        addk    r6, r3, r0
        addk    r7, r4, r0
pshs_gather_first_next:
        addik   r12, r12, -1
        bnei    r12, pshs_gather_first
        beqi    r22, pshs_gather_tail
pshs_gather_both:                       # w = K .. nout-1: get in[w-K], put out[w]
        get     r26, rfsl0
        swi     r26, r9, 0
        addik   r10, r10, -1
        bneid   r10, pshs_gather_both_put
        addik   r9, r9, 4
        brlid   r24, pshs_next_chunk
        addk    r3, r9, r0
        addk    r9, r3, r0
        addk    r10, r4, r0
pshs_gather_both_put:
        lwi     r25, r6, 0              # out[w]: own, or in[w - own], already here
        gather_put r25
        addik   r7, r7, -1
        bneid   r7, pshs_gather_both_next
        addik   r6, r6, 4
        brlid   r24, pshs_next_chunk
        addk    r3, r6, r0
        addk    r6, r3, r0
        addk    r7, r4, r0
pshs_gather_both_next:
        addik   r22, r22, -1
        bnei    r22, pshs_gather_both
pshs_gather_tail:
        beqi    r23, pshs_gather_done
pshs_gather_last:                       # the last incoming words
        get     r26, rfsl0
        swi     r26, r9, 0
        addik   r10, r10, -1
        bneid   r10, pshs_gather_last_next
        addik   r9, r9, 4
        brlid   r24, pshs_next_chunk
        addk    r3, r9, r0
        addk    r9, r3, r0
        addk    r10, r4, r0
pshs_gather_last_next:
        addik   r23, r23, -1
        bnei    r23, pshs_gather_last
pshs_gather_done:

        # Algorithm 1 lines 17-18: if T >= N then T = T - N, the code SOS
        # runs (../common/final_subtraction.inc.s), with s in r27.
        addk    r3, r30, r0             # T
        final_subtraction r27
pshs_done:
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
        addik   r1, r1, 72

# The gather cursor's walk over seq: r3 = a cursor just past the last word
# of a chunk; returns r3 = the next word of seq and r4 = the words of its
# chunk. A piece of origin o is t[o*q + j*pq ..] chunk by chunk; P0's ends
# at &t[s] (its last chunk ends exactly there) with the one word u[s]; after
# a piece of origin o comes origin o-1, after P0's origin p-1. Uses r11;
# needs r19 = 4(pq - q), r28 = q, r29 = &t[s], r30 = T; returns via r24.
pshs_next_chunk:
        addk    r4, r28, r0             # a whole chunk of q words ...
        rsubk   r11, r29, r3            # cursor - &t[s]
        addik   r11, r11, -4
        beqi    r11, pshs_next_after_top  # u[s] was the last word: P0's piece is done
        addk    r3, r3, r19             # the piece's next chunk
        rsubk   r11, r29, r3            # cursor - &t[s]
        blti    r11, pshs_next_ret      # still inside the piece
        bnei    r11, pshs_next_piece
        rtsd    r24, 8                  # at &t[s]: P0's piece ends with u[s] ...
        addik   r4, r0, 1               # ... a chunk of one word
pshs_next_piece:                        # past the piece of origin o >= 1: r11 = 4oq
        addk    r3, r30, r11
        addk    r11, r28, r28
        addk    r11, r11, r11
        rtsd    r24, 8
        rsubk   r3, r11, r3             # &t[(o-1)q]: the next piece's first chunk
pshs_next_after_top:
        rtsd    r24, 8
        addk    r3, r30, r19            # &t[(p-1)q]: the piece of origin p-1
pshs_next_ret:
        rtsd    r24, 8
        nop
mont_pshs_end:
