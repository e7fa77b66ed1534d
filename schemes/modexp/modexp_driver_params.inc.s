# modexp_driver_params.inc.s: the offsets of the parameter block schemes/modexp/modexp_driver.params.toml declares,
# generated from it by `montsim param-blocks --write` (scripts/montsim/tools/param_blocks.py);
# do not edit: tests/structure/test_param_blocks.py fails when this file and the
# declaration differ.
        .equ    MX_ETOP, 0
        .equ    MX_TOPBITS, 4
        .equ    MX_K, 8
        .equ    MX_TABLE, 12
        .equ    MX_STRIDE, 16
        .equ    MX_X0, 20
        .equ    MX_X1, 24
        .equ    MX_R2, 28
        .equ    MX_ONE, 32
        .equ    MX_A, 36
        .equ    MX_T_START, 40
        .equ    MX_T_END, 44
        .equ    MX_RESULT, 48
        .equ    MX_MULTS, 52
        .equ    MX_FIRST, 56
        .equ    MX_WINDOWS, 60
        .equ    MX_ENTRIES, 64
        .equ    MX_COUNT, 68
        .equ    MX_NEXT, 72
        .equ    MX_SIZE, 76
