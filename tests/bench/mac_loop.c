/* A held-out benchmark program for montsim bench-core: a multiply-accumulate
 * loop (64 x 64-bit products summed with carries, REPS times) that no
 * scheme of montsim ships, compiled by gcc -O2 for the MicroBlaze-like core
 * and run both on montsim (montsim exec) and on qemu-microblaze. Its exit
 * status folds the sums, so both must end with the same one. */
#include <stdint.h>
#include "montsim.h"

#ifndef REPS
#define REPS 200000
#endif

static uint32_t a[64], b[64];

int main(void)
{
    uint32_t lo = 0, hi = 0, x = 12345;
    int i, r;
    for (i = 0; i < 64; i++) {
        x = x * 1103515245u + 12345u;
        a[i] = x;
        x = x * 1103515245u + 12345u;
        b[i] = x;
    }
    for (r = 0; r < REPS; r++)
        for (i = 0; i < 64; i++) {
            uint64_t p = (uint64_t)a[i] * b[(i + r) & 63];
            uint32_t l = (uint32_t)p;
            lo += l;
            hi += (uint32_t)(p >> 32) + (lo < l);
        }
    return (int)((lo ^ hi) & 0x7f);
}
