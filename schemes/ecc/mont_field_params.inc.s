# mont_field_params.inc.s: the offsets of the parameter block schemes/ecc/mont_field.params.toml declares,
# generated from it by `montsim param-blocks --write` (scripts/montsim/tools/param_blocks.py);
# do not edit: tests/structure/test_param_blocks.py fails when this file and the
# declaration differ.
        .equ    MF_S, 0
        .equ    MF_N, 4
        .equ    MF_NPRIME, 8
        .equ    MF_CORES, 12
        .equ    MF_SCRATCH, 16
        .equ    MF_SIZE, 20
