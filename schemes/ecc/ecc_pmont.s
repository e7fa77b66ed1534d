# Elliptic-curve scalar multiplication on p cores sharing a memory: every
# field multiplication of the driver (schemes/ecc/c/ecc.c) is Baktir and
# Savas's Algorithm 4 on all p cores (schemes/pmont/c/pmont.c as a field
# multiplier), the partial products passing through the shared memory.
# Every core runs this program and makes the same calls in the same order;
# each call ends with the whole product on every core. Both are C, compiled
# together (c/ecc_pmont.c). The parameter blocks `params` (pmont's),
# `pmont_field` and `ecc` are filled by the loader (EccDescriptor.cpp).

        .include "../../cores/mb/runtime/crt0.s"
        .include "../compiled/ecc-pmont-O2-mul64.inc.s"
