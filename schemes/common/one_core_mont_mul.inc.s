# The macro one_core_mont_mul KERNEL: mont_mul (r5 = &X, r6 = &Y, r7 = &Z:
# Z = X * Y * R^-1 mod N, s words and a zero word) around a one-core kernel
# called as gcc calls mont_sos (r5 = s, r6 = &A, r7 = &B, r8 = &N, r9 = n',
# r10 = &T, the 7th argument &U at r1+28), with s, n', &N and &T from the
# SOS parameter block `params` (schemes/sos/sos.params.toml), which the
# including program defines and the loader fills. The kernels save the
# callee-saved registers they use (r19..r26) and touch none above, so a
# gcc-compiled caller may keep its own in r19..r31. modexp_sos.s and
# schemes/ecc's one-core programs expand it.

        .include "../sos/sos_params.inc.s"     # the block's offsets, SOS_*

        .macro  one_core_mont_mul kernel
        .text
        .globl  mont_mul
mont_mul:                               # r5 = &X, r6 = &Y, r7 = &Z
        addik   r1, r1, -36
        swi     r15, r1, 32
        swi     r7, r1, 28              # the kernel's 7th argument: &U
        addk    r3, r6, r0
        la      r11, r0, params
        addk    r6, r5, r0              # A
        addk    r7, r3, r0              # B
        lwi     r5, r11, SOS_S          # s
        lwi     r9, r11, SOS_NPRIME     # n'
        lwi     r8, r11, SOS_N          # N
        lwi     r10, r11, SOS_T         # T
        brlid   r15, \kernel
        nop
        lwi     r15, r1, 32
        rtsd    r15, 8
        addik   r1, r1, 36
        .endm
