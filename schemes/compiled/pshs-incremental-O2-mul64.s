# pshs.c compiled by gcc -O2 -DMONTSIM_INCREMENTAL for core.hw_mul = mul64, linked as GNU ld links it
# with cores/mb/runtime/montsim.ld: crt0, the kernel, then the libgcc members ld pulls in,
# in ld's order (the same addresses). Written by scripts/montsim/tools/compile_kernels.py; montsim
# assembles it for scheme.kernel = c, scheme.gcc_opt = O2, core.hw_mul = mul64 (incremental: scheme.c_variant, scheme.mark_messages).

        .include "../../cores/mb/runtime/crt0.s"
        .include "pshs-incremental-O2-mul64.inc.s"
        .include "libgcc-bs-m-mh/divsi3.inc.s"
