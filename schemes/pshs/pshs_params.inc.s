# pshs_params.inc.s: the offsets of the parameter block schemes/pshs/pshs.params.toml declares,
# generated from it by `montsim param-blocks --write` (scripts/montsim/tools/param_blocks.py);
# do not edit: tests/structure/test_param_blocks.py fails when this file and the
# declaration differ.
        .equ    PSHS_S, 0
        .equ    PSHS_P, 4
        .equ    PSHS_Q, 8
        .equ    PSHS_ID, 12
        .equ    PSHS_NPRIME, 16
        .equ    PSHS_A, 20
        .equ    PSHS_B, 24
        .equ    PSHS_N, 28
        .equ    PSHS_M, 32
        .equ    PSHS_RT, 36
        .equ    PSHS_T, 40
        .equ    PSHS_TIMER_START, 44
        .equ    PSHS_TIMER_END, 48
        .equ    PSHS_LAG, 52
        .equ    PSHS_SIZE, 56
