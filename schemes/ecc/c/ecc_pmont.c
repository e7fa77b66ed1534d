/* ecc.c's driver with every field multiplication Baktir and Savas's
 * Algorithm 4 on all cores through the shared memory (pmont.c's mont_pmont,
 * with PMONT_FIELD: mont_mul and mont_modulus instead of its main): one
 * translation unit, so gcc's local labels cannot clash. Stored compiled in
 * schemes/compiled/ecc-pmont-O2-mul64.inc.s (montsim compile-kernels). */
#define PMONT_FIELD
#include "../../pmont/c/pmont.c"
#include "ecc.c"
