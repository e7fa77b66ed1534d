# sos_params.inc.s: the offsets of the parameter block schemes/sos/sos.params.toml declares,
# generated from it by `montsim param-blocks --write` (scripts/montsim/tools/param_blocks.py);
# do not edit: tests/structure/test_param_blocks.py fails when this file and the
# declaration differ.
        .equ    SOS_S, 0
        .equ    SOS_NPRIME, 4
        .equ    SOS_A, 8
        .equ    SOS_B, 12
        .equ    SOS_N, 16
        .equ    SOS_T, 20
        .equ    SOS_U, 24
        .equ    SOS_TIMER_BEFORE, 28
        .equ    SOS_TIMER_AFTER, 32
        .equ    SOS_SIZE, 36
