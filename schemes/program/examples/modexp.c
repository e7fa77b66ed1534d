/* modexp.c: A^E mod N on one core by left-to-right binary exponentiation
 * over Montgomery products (SOS, the pSHS paper's Algorithm 1), as the
 * sequential baseline a parallel exponentiation is measured against.
 * modexp.toml gives it A, E (a full-size exponent), N and R^2 mod N and has
 * montsim check x = A^E mod N against Boost's powm. Every core of the
 * platform computes the same (run it with scheme.p = 1). */
#include <stdint.h>

#include "montsim.h"
#include "montsim_params.h"

/* out = a * b * R^-1 mod N (s words each), by SOS. */
static void mont(const uint32_t *a, const uint32_t *b, uint32_t *out)
{
    const uint32_t s = params.s, *n = params.n;
    uint32_t *t = params.t;
    uint32_t i, j, k;
    for (k = 0; k < 2 * s + 2; k++) t[k] = 0;
    for (i = 0; i < s; i++) {                 /* t = a * b */
        uint32_t c = 0;
        for (j = 0; j < s; j++) {
            uint64_t r = (uint64_t)a[j] * b[i] + t[i + j] + c;
            t[i + j] = (uint32_t)r;
            c = (uint32_t)(r >> 32);
        }
        t[i + s] = c;
    }
    for (i = 0; i < s; i++) {                 /* t += m * N, a word at a time */
        uint32_t c = 0, m = t[i] * params.nprime;
        for (j = 0; j < s; j++) {
            uint64_t r = (uint64_t)m * n[j] + t[i + j] + c;
            t[i + j] = (uint32_t)r;
            c = (uint32_t)(r >> 32);
        }
        for (k = i + s; c != 0; k++) {
            uint64_t r = (uint64_t)t[k] + c;
            t[k] = (uint32_t)r;
            c = (uint32_t)(r >> 32);
        }
    }
    /* u = t / R (s + 1 words); if u >= N: u - N */
    int ge = t[2 * s] != 0;
    if (!ge) {
        ge = 1;
        for (j = s; j-- > 0;)
            if (t[s + j] != n[j]) {
                ge = t[s + j] > n[j];
                break;
            }
    }
    uint32_t borrow = 0;
    for (j = 0; j < s; j++) {
        uint64_t d = (uint64_t)t[s + j] - (ge ? n[j] : 0) - borrow;
        out[j] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
}

int main(void)
{
    const uint32_t s = params.s;
    uint32_t *x = params.x, *y = params.y, *one = params.one;
    int i;
    one[0] = 1;
    mont(params.a, params.r2, y);            /* y = A R mod N */
    mont(params.r2, one, x);                 /* x = R mod N, 1 in the Montgomery domain */
    for (i = 32 * (int)s - 1; i >= 0; i--) {
        mont(x, x, x);
        if ((params.e[i / 32] >> (i % 32)) & 1) mont(x, y, x);
    }
    mont(x, one, x);                         /* out of the Montgomery domain */
    return 0;
}
