# Elliptic-curve scalar multiplication with a user's field multiplier
# (ecc.mm = program, scheme.program = an assembly file): the C start-up, the driver
# (../compiled/ecc-O2-mul64.inc.s, from c/ecc.c), mont_modulus, and the
# block `mont_field` the user's mont_mul reads (mont_field.params.toml:
# s, &N, n', the cores, a scratch area). An include fragment:
# EccDescriptor.cpp assembles it with the user's file included after it,
# and fills the block.
#
# The user's file defines
#   mont_mul   r5 = &X, r6 = &Y, r7 = &Z: Z = X * Y * R^-1 mod N, R =
#              2^(32 s), fully reduced, s words and a zero word above them;
#              X, Y < N; Z is neither X nor Y. It keeps r1, r2, r13 and
#              r19..r31 as the MicroBlaze ABI says (the driver is gcc's).
# The offsets MF_* of the block are defined before the user's file. The
# driver's functions are labels of the same program (multiply, affine,
# ...): give yours a prefix (the assembler names any clash).

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-O2-mul64.inc.s"
        .include "mont_field_params.inc.s"

        .text
        .globl  mont_modulus
mont_modulus:                           # r5 = &N, r6 = n': the modulus of the next calls
        la      r3, r0, mont_field
        swi     r5, r3, MF_N
        rtsd    r15, 8
        swi     r6, r3, MF_NPRIME

        .data
        .align  2
        .globl  mont_field
mont_field:
        .space  MF_SIZE
        .text
