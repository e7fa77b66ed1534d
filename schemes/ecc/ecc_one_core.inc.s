# What ecc's one-core programs share (ecc_sos.s, ecc_cios.s and their
# masked forms): the C start-up, the driver (../compiled/ecc-O2-mul64.inc.s,
# from c/ecc.c), the macro one_core_mont_mul, mont_modulus (it points the
# SOS parameter block at another modulus) and the block `params` itself.
# The including program then expands one_core_mont_mul with its kernel and
# includes that kernel. An include fragment.

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-O2-mul64.inc.s"
        .include "../common/one_core_mont_mul.inc.s"

        .text
        .globl  mont_modulus
mont_modulus:                           # r5 = &N, r6 = n': the modulus of the next calls
        la      r3, r0, params
        swi     r5, r3, SOS_N
        rtsd    r15, 8
        swi     r6, r3, SOS_NPRIME

        .data
        .align  2
params:
        .space  SOS_SIZE
