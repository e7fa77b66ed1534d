; The dot product of a[0..7] (words 0..7) and b[0..7] (words 8..15) on the
; C62x description, one iteration every 8 cycles (not software-pipelined:
; each load's 4 delay slots, the multiply's 1 and the branch's 5 are waited
; out). montsim vliw-exec cores/vliw/examples/dot.s --reg B6  -> B6 = 120
        .word_bits 16
        .data 0 1 2 3 4 5 6 7 8
        .data 8 8 7 6 5 4 3 2 1
        .region setup
        movi.S1 A4, 0 || movi.S2 B4, 8        ; the two pointers
        movi.S1 A1, 8 || movi.S2 B6, 0        ; the count, the sum
        .region loop
loop:   ldu.D1 A5, A4, 1 || ldu.D2 B5, B4, 1 || [A1] subi.L1 A1, A1, 1
        nop 1
        [A1] b.S1 loop                          ; lands 6 cycles later, on loop
        nop 2
        mpy.M1 A6, A5, B5                       ; the loads landed (latency 5); B5 crosses to side A
        nop 1
        add.L2 B6, B6, A6                       ; the product landed (latency 2)
