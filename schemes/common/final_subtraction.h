/* Algorithm 1, lines 17-18, for the C kernels (sos/c/sos.c, pshs/c/pshs.c):
 * if U >= N then U = U - N, comparing from the most significant word down,
 * U = N included (the reading of schemes/sos/README.md). U has s + 1
 * words, N has s. The hand-written kernels' version is
 * final_subtraction.inc.s. */
#ifndef MONTSIM_FINAL_SUBTRACTION_H
#define MONTSIM_FINAL_SUBTRACTION_H

#include <stdint.h>

static inline void final_subtraction(uint32_t *u, const uint32_t *n, uint32_t s)
{
    uint32_t j;
    int ge = u[s] != 0;
    if (!ge) {
        ge = 1;
        for (j = s; j-- > 0;) {
            if (u[j] != n[j]) {
                ge = u[j] > n[j];
                break;
            }
        }
    }
    if (ge) {
        uint32_t borrow = 0;
        for (j = 0; j < s; j++) {
            uint64_t r = (uint64_t)u[j] - n[j] - borrow;
            u[j] = (uint32_t)r;
            borrow = (uint32_t)(r >> 32) & 1;
        }
        u[s] -= borrow;
    }
}

#endif
