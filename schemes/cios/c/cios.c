/* CIOS Montgomery multiplication (Algorithm 2 of Baktir and Savas; Koc, Acar
 * and Kaliski's Coarsely Integrated Operand Scanning) in plain C, line by
 * line, with the reading of its garbled lines that the big-integer check
 * accepts (schemes/cios/README.md): lines 7-8 add C into t[s], lines 20-24
 * test and return [t_s ... t_0]. The same computation as the hand-written
 * cios.s, whose header shows it; it keeps sos.c's parameter block.
 *
 * montsim runs it for scheme.kernel = "c" from gcc's stored output
 * (schemes/compiled/cios-*.s). */
#include <stdint.h>

#include "final_subtraction.h"
#include "montsim.h"

struct cios_params {
    uint32_t s;         /* words per operand */
    uint32_t nprime;    /* -N^-1 mod 2^32 */
    const uint32_t *a, *b, *n;
    uint32_t *t;        /* at least s + 2 words */
    uint32_t *u;        /* s + 1 words: the result */
    uint32_t timer_before, timer_after;
};

__attribute__((section(".data"))) struct cios_params params;

__attribute__((noinline)) void mont_cios(uint32_t s, const uint32_t *a, const uint32_t *b, const uint32_t *n,
                                         uint32_t nprime, uint32_t *t, uint32_t *u)
{
    uint32_t i, j, C, m;
    uint64_t r;

    for (j = 0; j < s + 2; j++) t[j] = 0;
    for (i = 0; i < s; i++) {
        C = 0;
        for (j = 0; j < s; j++) {                              /* lines 3-6: white box */
            r = (uint64_t)a[j] * b[i] + t[j] + C;
            t[j] = (uint32_t)r;
            C = (uint32_t)(r >> 32);
        }
        r = (uint64_t)t[s] + C;                                /* lines 7-8 */
        t[s] = (uint32_t)r;
        t[s + 1] = (uint32_t)(r >> 32);
        m = t[0] * nprime;                                     /* line 10 */
        r = (uint64_t)m * n[0] + t[0];                         /* line 11 */
        C = (uint32_t)(r >> 32);
        for (j = 1; j < s; j++) {                              /* lines 12-15: shaded box */
            r = (uint64_t)m * n[j] + t[j] + C;
            t[j - 1] = (uint32_t)r;
            C = (uint32_t)(r >> 32);
        }
        r = (uint64_t)t[s] + C;                                /* lines 16-18 */
        t[s - 1] = (uint32_t)r;
        t[s] = t[s + 1] + (uint32_t)(r >> 32);
    }
    for (j = 0; j <= s; j++) u[j] = t[j];                      /* lines 20-24 */
    final_subtraction(u, n, s);
}

int main(void)
{
    params.timer_before = montsim_timer();
    mont_cios(params.s, params.a, params.b, params.n, params.nprime, params.t, params.u);
    params.timer_after = montsim_timer();
    return 0;
}
