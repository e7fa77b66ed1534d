/* SOS Montgomery multiplication (Koc, Acar, Kaliski; Algorithm 1 of the pSHS
 * paper) in plain C, as the paper says it programmed its kernels ("in C
 * according to Algorithm 1 ... optimization level 2"): a line-by-line
 * reading of the pseudocode, nothing arranged for the compiler. It is the
 * same computation as the hand-written sos.s (whose header shows this C).
 *
 * montsim runs it for scheme.kernel = "c" (and its -O/-mulhu variants) from
 * gcc's stored assembly output (schemes/compiled/, made and checked by
 * scripts/montsim/tools/compile_kernels.py). The parameter block is the one sos.s uses:
 * SosLayout.cpp fills `params` (found by its symbol) and reads the timer
 * words back. */
#include <stdint.h>

#include "final_subtraction.h"
#include "montsim.h"

/* The form a careful C programmer would write beside this literal one
 * (issue 24, item 4; scheme.c_variant = hoisted): MONTSIM_HOIST keeps the
 * white row's b[i] in a local (the literal box reads it from memory every
 * box, since a store to t[] may, for all gcc knows, change it; the shaded
 * row's m is a local already). Without it the macros expand to the literal
 * code token for token. */
#ifdef MONTSIM_HOIST
#define HOIST(name, value) const uint32_t name = (value);
#define FACTOR(name, value) name
#else
#define HOIST(name, value)
#define FACTOR(name, value) value
#endif

struct sos_params {
    uint32_t s;         /* words per operand */
    uint32_t nprime;    /* -N^-1 mod 2^32 */
    const uint32_t *a, *b, *n;
    uint32_t *t;        /* 2s + 1 words of intermediate result */
    uint32_t *u;        /* s + 1 words: the result */
    uint32_t timer_before, timer_after;  /* written here, around the call */
};

/* montsim writes the block into memory before the core starts, so it lives
 * in .data: crt0 clears .bss. */
__attribute__((section(".data"))) struct sos_params params;

/* noinline: the timed call stays a call at every optimization level. */
__attribute__((noinline)) void mont_sos(uint32_t s, const uint32_t *a, const uint32_t *b, const uint32_t *n,
                                        uint32_t nprime, uint32_t *t, uint32_t *u)
{
    uint32_t i, j, k, C, m;
    uint64_t r;

    for (k = 0; k < 2 * s + 1; k++) t[k] = 0;                  /* line 1 */
    for (i = 0; i < s; i++) {                                  /* lines 2-7 */
        C = 0;
        HOIST(bi, b[i])
        for (j = 0; j < s; j++) {                              /* white box */
            r = (uint64_t)a[j] * FACTOR(bi, b[i]) + t[i + j] + C;
            t[i + j] = (uint32_t)r;
            C = (uint32_t)(r >> 32);
        }
        t[i + s] = C;
    }
    for (i = 0; i < s; i++) {                                  /* lines 8-14 */
        C = 0;
        m = t[i] * nprime;
        for (j = 0; j < s; j++) {                              /* shaded box */
            r = (uint64_t)m * n[j] + t[i + j] + C;
            t[i + j] = (uint32_t)r;
            C = (uint32_t)(r >> 32);
        }
        for (k = i + s; C != 0; k++) {                         /* ADD(t[i+s], C) */
            r = (uint64_t)t[k] + C;
            t[k] = (uint32_t)r;
            C = (uint32_t)(r >> 32);
        }
    }
    for (j = 0; j <= s; j++) u[j] = t[j + s];                  /* lines 15-16 */

    final_subtraction(u, n, s);                                /* lines 17-18 */
}

#ifndef SOS_NO_MAIN
int main(void)
{
    params.timer_before = montsim_timer();
    mont_sos(params.s, params.a, params.b, params.n, params.nprime, params.t, params.u);
    params.timer_after = montsim_timer();
    return 0;
}
#endif
