# Modular exponentiation X = A^E mod N by a k-bit fixed window, left to right
# (k = 1 is plain square-and-multiply), every multiplication a Montgomery
# multiplication by the includer's `mont_mul`. An include fragment: the
# includer (modexp_pshs.s, modexp_sos.s) defines
#   mont_mul   r5 = &X, r6 = &Y, r7 = &Z: Z = X * Y * R^-1 mod N (fully
#              reduced, s words plus a zero word); preserves r1 and r19..r26
# and the labels TIMER and HALT. As C (schemes/modexp/README.md argues it):
#
#   table[1] = mont(A, R2);                         /* A*R mod N          */
#   for (i = 2; i < 2^k; i++) table[i] = mont(table[i-1], table[1]);
#   X = table[first window];                        /* the top bits of E  */
#   for each further window v of k bits, most significant first:
#     repeat k times: X = mont(X, X);
#     if (v) X = mont(X, table[v]);
#   X = mont(X, 1);                                 /* out of Montgomery form */
#   if (next) { next->one = X; run it }             /* B^F * X: see mx_next */
#
# R2 = R^2 mod N and the exponent's layout (its top word, the bits in it, the
# first window's width, how many windows follow) are per-key constants the
# loader writes (schemes/modexp/ModexpDescriptor.cpp); E's bits are read one at a
# time, most significant first, by shifting them into the carry (no barrel
# shifter needed). Results alternate between two buffers X0 and X1.
#
# Parameter block `mx`: declared once, in modexp_driver.params.toml (&E's
# top word, its bits, k, &table, its stride, &X0, &X1, &R2, &ONE, &A, the
# timer words, &X the result, the multiplications made, the first window's
# width, the windows after it, 2^k, a loop counter), written by
# ModexpDescriptor.cpp; read by the offsets generated from it (MX_*).
#
# Registers kept across mont_mul: r19 = mx, r20 = X, r21 = the buffer the
# next product goes to, r22 = E's current word (its unread bits on top),
# r23 = unread bits in it, r24 = &E[current word], r25 = windows left,
# r26 = &X0 + &X1 (so the other buffer is r26 - r21).

        .include "modexp_driver_params.inc.s"  # the block's offsets, MX_*: modexp_driver.params.toml

        .text
        .globl  _start
_start:
        la      r19, r0, mx
        lwi     r4, r0, TIMER
        swi     r4, r19, MX_T_START
mx_pass:                                # a further pass starts here, r19 its block
        swi     r0, r19, MX_MULTS
        lwi     r3, r19, MX_X0
        lwi     r4, r19, MX_X1
        addk    r26, r3, r4

        # table[1] = mont(A, R2)
        lwi     r5, r19, MX_A
        lwi     r6, r19, MX_R2
        lwi     r7, r19, MX_TABLE
        lwi     r3, r19, MX_STRIDE
        addk    r7, r7, r3
        brlid   r15, mx_mul
        nop

        # table[i] = mont(table[i-1], table[1]), i = 2 .. 2^k - 1
        lwi     r3, r19, MX_ENTRIES
        addik   r3, r3, -2
        swi     r3, r19, MX_COUNT
        lwi     r20, r19, MX_TABLE
        lwi     r3, r19, MX_STRIDE
        addk    r20, r20, r3            # &table[1]
mx_table:
        lwi     r3, r19, MX_COUNT
        beqi    r3, mx_table_done
        addik   r3, r3, -1
        swi     r3, r19, MX_COUNT
        lwi     r4, r19, MX_STRIDE
        lwi     r6, r19, MX_TABLE
        addk    r6, r6, r4              # table[1]
        addk    r5, r20, r0             # table[i-1]
        addk    r20, r20, r4            # table[i]
        addk    r7, r20, r0
        brlid   r15, mx_mul
        nop
        bri     mx_table
mx_table_done:

        # The exponent's top word, its top bit moved to bit 31.
        lwi     r24, r19, MX_ETOP
        lwi     r22, r24, 0
        lwi     r23, r19, MX_TOPBITS
        rsubik  r3, r23, 32
mx_align:
        beqi    r3, mx_aligned
        addk    r22, r22, r22
        addik   r3, r3, -1
        bri     mx_align
mx_aligned:

        # X = table[first window]
        lwi     r3, r19, MX_FIRST
        brlid   r15, mx_bits
        nop
        lwi     r4, r19, MX_STRIDE
        mul     r3, r3, r4
        lwi     r20, r19, MX_TABLE
        addk    r20, r20, r3
        lwi     r21, r19, MX_X0
        lwi     r25, r19, MX_WINDOWS

mx_window:
        beqi    r25, mx_windows_done
        addik   r25, r25, -1
        lwi     r3, r19, MX_K
        swi     r3, r19, MX_COUNT
mx_square:                              # k squarings
        lwi     r3, r19, MX_COUNT
        beqi    r3, mx_squared
        addik   r3, r3, -1
        swi     r3, r19, MX_COUNT
        addk    r5, r20, r0
        addk    r6, r20, r0
        brlid   r15, mx_step
        nop
        bri     mx_square
mx_squared:
        lwi     r3, r19, MX_K
        brlid   r15, mx_bits
        nop
        beqi    r3, mx_window           # a zero window: no multiplication
        lwi     r4, r19, MX_STRIDE
        mul     r3, r3, r4
        lwi     r6, r19, MX_TABLE
        addk    r6, r6, r3
        addk    r5, r20, r0
        brlid   r15, mx_step
        nop
        bri     mx_window
mx_windows_done:

        # out of Montgomery form: X = mont(X, 1)
        addk    r5, r20, r0
        lwi     r6, r19, MX_ONE
        brlid   r15, mx_step
        nop
        swi     r20, r19, MX_RESULT
        lwi     r4, r0, TIMER
        swi     r4, r19, MX_T_END
        lwi     r3, r19, MX_NEXT        # read after the timer: a one-pass run's cycles stay as they were
        bnei    r3, mx_next
        swi     r0, r0, HALT            # stop, exit status 0

# A further pass (DSA verification: g^u1 * y^u2): its block is r3. It
# leaves Montgomery form by multiplying by this pass's result instead of 1,
# so it ends with the product of both powers at no extra multiplication.
mx_next:
        swi     r20, r3, MX_ONE
        addk    r19, r3, r0
        bri     mx_pass

# X = mont(r5, r6) into the free buffer r21; then r21 = the other buffer.
mx_step:
        addik   r1, r1, -8
        swi     r15, r1, 4
        addk    r7, r21, r0
        brlid   r15, mx_mul
        nop
        addk    r20, r21, r0
        rsubk   r21, r21, r26
        lwi     r15, r1, 4
        rtsd    r15, 8
        addik   r1, r1, 8

# mont_mul, counted.
mx_mul:
        addik   r1, r1, -8
        swi     r15, r1, 4
        lwi     r3, r19, MX_MULTS
        addik   r3, r3, 1
        swi     r3, r19, MX_MULTS
        brlid   r15, mont_mul
        nop
        lwi     r15, r1, 4
        rtsd    r15, 8
        addik   r1, r1, 8

# r3 = the next r3 bits of E, most significant first (r3 = 0: 0).
mx_bits:
        addk    r4, r0, r0
mx_bits_loop:
        beqi    r3, mx_bits_done
        bnei    r23, mx_bits_have
        addik   r24, r24, -4            # the next lower word
        lwi     r22, r24, 0
        addik   r23, r0, 32
mx_bits_have:
        add     r22, r22, r22           # carry = its top bit
        addc    r4, r4, r4              # v = 2v + carry
        addik   r23, r23, -1
        addik   r3, r3, -1
        bri     mx_bits_loop
mx_bits_done:
        rtsd    r15, 8
        addk    r3, r4, r0

        .data
        .align  2
mx:
        .space  MX_SIZE
        .text
