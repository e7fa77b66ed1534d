# A field multiplier for ecc.mm = program, written as a user would (an
# include fragment: montsim includes it after the driver): CIOS
# (Koc, Acar and Kaliski's coarsely integrated operand scanning) on one
# core, in MicroBlaze assembly. It needs the 64-bit multiplier (mulhu:
# core.hw_mul = mul64, the default).
#
#   montsim run --set scheme.name=ecc --set ecc.mm=program \
#       --set scheme.program=schemes/ecc/examples/mont_mul_cios.inc.s --set scheme.p=1
#
# mont_mul: r5 = &X, r6 = &Y, r7 = &Z. Z = X * Y * R^-1 mod N, s words and
# a zero word. s, &N, n' and a scratch area T (s + 2 words used) come from
# the block mont_field (schemes/ecc/ecc_user.inc.s, which also defines the
# offsets MF_* before it includes this file).
#
#   T = 0
#   for i in 0 .. s-1:
#     C = 0; for j: (C, T[j]) = T[j] + X[i] Y[j] + C
#     (C, T[s]) = T[s] + C; T[s+1] = C
#     m = T[0] n' mod 2^32; (C, _) = T[0] + m N[0]
#     for j in 1 .. s-1: (C, T[j-1]) = T[j] + m N[j] + C
#     (C, T[s-1]) = T[s] + C; T[s] = T[s+1] + C
#   Z = T - N if T >= N, else T
#
# Registers: r8 = 4s, r9 = &N, r10 = n', r11 = &T, r12 = 4i, r3 = 4j,
# r4 = C, r19 = X[i] or m, r20:r21 a product's low and high words, r22 a
# word read or a loop test (r19..r22 saved: the caller is gcc's code).

        .text
        .globl  mont_mul
mont_mul:
        addik   r1, r1, -20
        swi     r19, r1, 4
        swi     r20, r1, 8
        swi     r21, r1, 12
        swi     r22, r1, 16
        la      r11, r0, mont_field
        lwi     r8, r11, MF_S
        addk    r8, r8, r8
        addk    r8, r8, r8              # 4s
        lwi     r9, r11, MF_N
        lwi     r10, r11, MF_NPRIME
        lwi     r11, r11, MF_SCRATCH

        addik   r3, r8, 8               # T = 0: s + 2 words, from the top
cios_clear:
        addik   r3, r3, -4
        sw      r0, r11, r3
        bnei    r3, cios_clear

        addk    r12, r0, r0             # i = 0
cios_outer:
        lw      r19, r5, r12            # X[i]
        addk    r4, r0, r0
        addk    r3, r0, r0
cios_multiply:                          # (C, T[j]) = T[j] + X[i] Y[j] + C
        lw      r22, r6, r3
        mul     r20, r19, r22
        mulhu   r21, r19, r22
        lw      r22, r11, r3
        add     r20, r20, r22
        addc    r21, r21, r0
        add     r20, r20, r4
        addc    r4, r21, r0
        sw      r20, r11, r3
        addik   r3, r3, 4
        rsubk   r22, r3, r8
        bnei    r22, cios_multiply
        lw      r22, r11, r3            # (C, T[s]) = T[s] + C; T[s+1] = C
        add     r22, r22, r4
        sw      r22, r11, r3
        addc    r4, r0, r0
        addik   r3, r3, 4
        sw      r4, r11, r3

        lwi     r22, r11, 0             # m = T[0] n'
        mul     r19, r22, r10
        lwi     r20, r9, 0              # (C, _) = T[0] + m N[0]
        mul     r21, r19, r20
        mulhu   r20, r19, r20
        add     r21, r21, r22
        addc    r4, r20, r0
        addik   r3, r0, 4
cios_reduce:                            # (C, T[j-1]) = T[j] + m N[j] + C
        rsubk   r22, r3, r8
        beqi    r22, cios_reduced
        lw      r22, r9, r3
        mul     r20, r19, r22
        mulhu   r21, r19, r22
        lw      r22, r11, r3
        add     r20, r20, r22
        addc    r21, r21, r0
        add     r20, r20, r4
        addc    r4, r21, r0
        addik   r22, r3, -4
        sw      r20, r11, r22
        addik   r3, r3, 4
        bri     cios_reduce
cios_reduced:                           # r3 = 4s: (C, T[s-1]) = T[s] + C; T[s] = T[s+1] + C
        lw      r22, r11, r3
        add     r22, r22, r4
        addik   r20, r3, -4
        sw      r22, r11, r20
        addik   r20, r3, 4
        lw      r21, r11, r20
        addc    r21, r21, r0
        sw      r21, r11, r3

        addik   r12, r12, 4
        rsubk   r22, r12, r8
        bnei    r22, cios_outer

        rsub    r22, r0, r0             # Z = T - N: carry = 1, no borrow yet
        addk    r3, r0, r0
cios_subtract:
        lw      r20, r11, r3
        lw      r21, r9, r3
        rsubc   r20, r21, r20
        sw      r20, r7, r3
        addik   r3, r3, 4
        rsubk   r22, r3, r8
        bnei    r22, cios_subtract
        lw      r20, r11, r3            # T[s] less the borrow: a carry out means T >= N
        rsubc   r20, r0, r20
        addc    r22, r0, r0
        bnei    r22, cios_done
        addk    r3, r0, r0              # T < N: Z = T
cios_copy:
        lw      r20, r11, r3
        sw      r20, r7, r3
        addik   r3, r3, 4
        rsubk   r22, r3, r8
        bnei    r22, cios_copy
cios_done:
        sw      r0, r7, r8              # Z[s] = 0
        lwi     r19, r1, 4
        lwi     r20, r1, 8
        lwi     r21, r1, 12
        lwi     r22, r1, 16
        rtsd    r15, 8
        addik   r1, r1, 20
