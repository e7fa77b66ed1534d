# fips.c compiled by gcc -O1 for core.hw_mul = mul32, linked as GNU ld links it
# with cores/mb/runtime/montsim.ld: crt0, the kernel, then the libgcc members ld pulls in,
# in ld's order (the same addresses). Written by scripts/montsim/tools/compile_kernels.py; montsim
# assembles it for scheme.kernel = c, scheme.gcc_opt = O1, core.hw_mul = mul32.

        .include "../../cores/mb/runtime/crt0.s"
        .include "fips-O1-mul32.inc.s"
        .include "libgcc-bs-m/_muldi3.inc.s"
