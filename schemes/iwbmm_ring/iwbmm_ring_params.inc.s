# iwbmm_ring_params.inc.s: the offsets of the parameter block schemes/iwbmm_ring/iwbmm_ring.params.toml declares,
# generated from it by `montsim param-blocks --write` (scripts/montsim/tools/param_blocks.py);
# do not edit: tests/structure/test_param_blocks.py fails when this file and the
# declaration differ.
        .equ    IWR_E1, 0
        .equ    IWR_P, 4
        .equ    IWR_ID, 8
        .equ    IWR_COLUMNS, 12
        .equ    IWR_A, 16
        .equ    IWR_N, 20
        .equ    IWR_B, 24
        .equ    IWR_SR, 28
        .equ    IWR_SLOT, 32
        .equ    IWR_OUT, 36
        .equ    IWR_CQ, 40
        .equ    IWR_TIMER_START, 44
        .equ    IWR_TIMER_END, 48
        .equ    IWR_UNUSED, 52
        .equ    IWR_CARRY, 56
        .equ    IWR_SIZE, 60
