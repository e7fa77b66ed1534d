# IWBMM_R's word-serial schedule in software: p MicroBlaze cores in the FSL
# ring, each core a processing element of Lin, Ye and Shieh's PE array
# (../shared/papers/004; cores/pearray/PeArray.hpp has the algorithm as
# this project reads it). w = 32, so a task is t = 31 bit iterations of one
# 32-bit word. Core r runs columns r, r+p, ...; for column c it receives
# from the previous core, word by word, what column c-1 left for word j:
#
#   SR'_j, the 31 slot bits column c-1 made for word j (bit s-1 feeds
#   sub-iteration s), and the bit for sub-iteration 0 (made two columns
#   back, forwarded by the previous core),
#
# and sends the same three words for column c once its task j+1 has made
# word j's slot bits. The core running the last column adds instead (PE_f's
# task): S_j = SR'_j + (slots << 1 | slot 0) + carry, into OUT. Column 0
# (core 0) starts from SR'_j = AP'_j * B[0..30] and no slot bits. The FSL
# FIFO from the last core to the first plays the storage buffer.
#
# Parameter block `params`: declared once, in iwbmm_ring.params.toml (e+1,
# p, id, C, &A, &N, &B, &SR, &SLOT, &OUT, &ca (cb at +124, q at +248), the
# timer words written here, PE_f's carry), written by
# IwbmmRingDescriptor.cpp; read by its generated offsets (IWR_*,
# iwbmm_ring_params.inc.s).
#
# Labels the simulator watches (regions; they cost no instruction):
#   iwr_x_task .. iwr_x_end   one sub-iteration of a word-0 task (X)
#   iwr_y_task .. iwr_y_end   one sub-iteration of another word's task (Y)

        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010
        .include "iwbmm_ring_params.inc.s"     # the block's offsets, IWR_*: iwbmm_ring.params.toml

        .text
        .globl  _start
_start:
        la      r19, r0, params
        lwi     r4, r0, TIMER
        swi     r4, r19, IWR_TIMER_START  # timer at the start
        lwi     r23, r19, IWR_E1        # e+1
        lwi     r13, r19, IWR_P         # p
        lwi     r21, r19, IWR_ID        # c = this core's id
        lwi     r2, r19, IWR_COLUMNS    # C
        lwi     r28, r19, IWR_A         # &A
        lwi     r29, r19, IWR_N         # &N
        lwi     r30, r19, IWR_SR        # &SR
        lwi     r31, r19, IWR_SLOT      # &SLOT
iwr_column:
        cmpu    r11, r2, r21            # negative while c < C
        bgei    r11, iwr_done
        muli    r11, r21, 31            # i0 = 31 c, the column's first bit iteration
        brlid   r15, iwr_bits
        nop
        addk    r25, r4, r0             # B[i0 .. i0+30]
        addik   r11, r11, 31
        brlid   r15, iwr_bits
        nop
        addk    r26, r4, r0             # B[i0+31 .. i0+61]
        addk    r22, r0, r0             # j = 0
        addk    r27, r0, r0             # slot bits this column makes for word j-1
iwr_word:
        bslli   r18, r22, 2
        bnei    r21, iwr_receive
        lw      r4, r28, r18            # column 0: SR'_j = AP'_j * B[0..30]
        andi    r4, r4, 1
        rsubk   r4, r4, r0
        and     r4, r4, r25
        addk    r8, r0, r0
        brid    iwr_have_input
        addk    r24, r0, r0
iwr_receive:
        get     r4, rfsl0               # SR'_j
        get     r8, rfsl0               # its slot bits from column c-1
        get     r24, rfsl0              # the bit for sub-iteration 0 (column c-2)
iwr_have_input:
        sw      r8, r31, r18            # kept: forwarded (bit 30), and added by F
        lw      r11, r28, r18           # A_j
        andi    r5, r11, 1
        bslli   r5, r5, 31              # AP'_j moved to bit 31 (it enters 31 iterations early)
        andi    r6, r11, -2             # AR'_j
        lw      r7, r29, r18            # N_j
        addk    r9, r25, r0             # B[i], one bit per sub-iteration
        addk    r10, r26, r0            # B[i+31]
        lwi     r20, r19, IWR_CQ        # &ca[0]
        addik   r3, r0, 31              # sub-iterations left
        addik   r12, r0, 1              # 1 << s
        bnei    r22, iwr_y_task
iwr_x_task:                             # word 0: the quotient bits q[s]
        andi    r11, r10, 1
        bsrli   r10, r10, 1
        rsubk   r11, r11, r0
        and     r11, r11, r5
        or      r11, r11, r4            # SR'_0 + 2^31 AP'_0 B[i+31]
        andi    r18, r9, 1
        bsrli   r9, r9, 1
        rsubk   r18, r18, r0
        and     r18, r18, r6            # AR'_0 B[i]
        add     r11, r11, r18
        addc    r15, r0, r0
        add     r11, r11, r24           # + the slot bit
        addc    r15, r15, r0
        swi     r15, r20, 0             # Ca[s]
        andi    r18, r11, 1
        swi     r18, r20, 248           # q[s]
        rsubk   r18, r18, r0
        and     r18, r18, r7
        add     r11, r11, r18           # + q[s] N_0: even
        addc    r15, r0, r0
        swi     r15, r20, 124           # Cb[s]
        bsrli   r4, r11, 1              # SR'_0
        andi    r24, r8, 1              # the next sub-iteration's slot bit
        bsrli   r8, r8, 1
        addik   r20, r20, 4
        addik   r3, r3, -1
        bnei    r3, iwr_x_task
iwr_x_end:
        brid    iwr_task_done
        nop
iwr_y_task:
        andi    r11, r10, 1
        bsrli   r10, r10, 1
        rsubk   r11, r11, r0
        and     r11, r11, r5
        or      r11, r11, r4            # SR'_j + 2^31 AP'_j B[i+31]
        andi    r18, r9, 1
        bsrli   r9, r9, 1
        rsubk   r18, r18, r0
        and     r18, r18, r6            # AR'_j B[i]
        add     r11, r11, r18
        addc    r15, r0, r0
        add     r11, r11, r24           # + the slot bit
        addc    r15, r15, r0
        lwi     r18, r20, 0
        add     r11, r11, r18           # + Ca[s]
        addc    r15, r15, r0
        swi     r15, r20, 0
        lwi     r18, r20, 248
        rsubk   r18, r18, r0
        and     r18, r18, r7
        add     r11, r11, r18           # + q[s] N_j
        addc    r15, r0, r0
        lwi     r18, r20, 124
        add     r11, r11, r18           # + Cb[s]
        addc    r15, r15, r0
        swi     r15, r20, 124
        andi    r18, r11, 1             # the bit word j-1 gets at sub-iteration s+1
        rsubk   r18, r18, r0
        and     r18, r18, r12
        or      r27, r27, r18
        add     r12, r12, r12
        bsrli   r4, r11, 1              # SR'_j
        andi    r24, r8, 1
        bsrli   r8, r8, 1
        addik   r20, r20, 4
        addik   r3, r3, -1
        bnei    r3, iwr_y_task
iwr_y_end:
iwr_task_done:
        bslli   r18, r22, 2
        sw      r4, r30, r18            # SR'_j
        beqi    r22, iwr_next_word
        addik   r11, r22, -1            # word j-1 is complete: send it (or add it up)
        brlid   r15, iwr_emit
        nop
        addk    r27, r0, r0
iwr_next_word:
        addik   r22, r22, 1
        cmpu    r11, r23, r22           # negative while j < e+1
        blti    r11, iwr_word
        addik   r11, r23, -1            # word e: no slot bits of its own
        brlid   r15, iwr_emit
        addk    r27, r0, r0
        addk    r21, r21, r13           # this core's next column
        brid    iwr_column
        nop
iwr_done:
        lwi     r4, r0, TIMER
        swi     r4, r19, IWR_TIMER_END  # timer when this core is done
        swi     r0, r0, HALT            # stop, exit status 0

# iwr_bits: r4 = B[r11 .. r11+30] (31 bits); uses r3, r5-r7, r18.
iwr_bits:
        lwi     r3, r19, IWR_B
        bsrli   r18, r11, 5
        bslli   r18, r18, 2
        add     r3, r3, r18
        lwi     r4, r3, 0
        lwi     r5, r3, 4
        andi    r6, r11, 31
        bsrl    r4, r4, r6
        beqi    r6, iwr_bits_done
        rsubik  r7, r6, 32
        bsll    r5, r5, r7
        or      r4, r4, r5
iwr_bits_done:
        andi    r4, r4, 0x7FFFFFFF
        rtsd    r15, 8
        nop

# iwr_emit: word r11 of this column is complete, r27 its slot bits: send
# (SR'_word, slot bits, bit 30 of the slot bits received for it) to the next
# core, or, in the last column, add it up into OUT. Uses r4-r8, r18.
iwr_emit:
        bslli   r18, r11, 2
        lw      r4, r30, r18            # SR'_word
        lw      r5, r31, r18
        bsrli   r5, r5, 30              # slot 0 of this word, two columns on
        andi    r5, r5, 1
        rsubk   r6, r21, r2             # C - c
        addik   r6, r6, -1
        beqi    r6, iwr_final
        put     r4, rfsl0
        put     r27, rfsl0
        put     r5, rfsl0
        rtsd    r15, 8
        nop
iwr_final:                              # PE_f's task: S_word = SR' + SM' + carry
        lwi     r7, r19, IWR_OUT
        add     r7, r7, r18
        add     r27, r27, r27
        or      r27, r27, r5            # SM'_word
        lwi     r6, r19, IWR_CARRY
        add     r4, r4, r27
        addc    r8, r0, r0
        add     r4, r4, r6
        addc    r8, r8, r0
        swi     r4, r7, 0
        swi     r8, r7, 4               # the carry: the top word, until the next one
        swi     r8, r19, IWR_CARRY
        rtsd    r15, 8
        nop

        .data
        .align  2
params:
        .space  IWR_SIZE
