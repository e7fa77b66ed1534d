# mont_mul (r5 = &X, r6 = &Y, r7 = &Z: Z = X * Y * R^-1 mod N, s words and
# a zero word) as a pSHS run on every core of the ring: it points the pSHS
# parameter block `params` (defined here; pshs.s describes it, the loader
# fills it) at the operands and tail-calls mont_pshs, which returns to
# mont_mul's caller with the whole product on every core. mont_pshs saves
# every callee-saved register (r19..r31), so a gcc-compiled caller may keep
# its own there. schemes/modexp/modexp_pshs.s and schemes/ecc's pSHS
# programs include it after their driver, having defined the macro
# final_subtraction (../common/final_subtraction.inc.s or its masked form).

        .text
        .globl  mont_mul
mont_mul:                               # r5 = &X, r6 = &Y, r7 = &Z
        la      r3, r0, params
        swi     r5, r3, PSHS_A          # A
        swi     r6, r3, PSHS_B          # B
        swi     r7, r3, PSHS_T          # T
        brid    mont_pshs               # a tail call: mont_pshs returns to mont_mul's caller
        addk    r5, r3, r0

        .include "sends_plain.inc.s"
        .include "mont_pshs.inc.s"

        .data
        .align  2
params:
        .space  PSHS_SIZE
