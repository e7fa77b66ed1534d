/* pshs_student.c: pSHS (Chen and Schaumont, Algorithm 2) written from the
 * paper the way a student would, for p cores on the ring of FSL port 0,
 * q = s/p columns per Task Block. pshs_student.toml declares the parameter
 * block montsim fills (montsim_params.h is made from it) and says that `t`
 * holds the Montgomery product, which montsim checks against Boost on every
 * core. The built-in pSHS (schemes/pshs) is the hand-tuned form of the same
 * algorithm; tests/scripts/test_program.py compares the two.
 *
 * Differences from the built-in kernel, on purpose: the result's all-gather
 * passes one q-word chunk per round, a put then a get per word; t[s], the
 * top carry, which core 0 receives last, goes round the ring before it. */
#include <stdint.h>

#include "fsl.h"
#include "montsim.h"
#include "montsim_params.h"

static uint32_t receive(void)
{
    uint32_t v;
    getfsl(v, 0);
    return v;
}

static void send(uint32_t v) { putfsl(v, 0); }

/* Adds c at w[0] and ripples the carry upward (SOS's ADD). */
static void add(uint32_t *w, uint32_t c)
{
    while (c != 0) {
        uint64_t r = (uint64_t)*w + c;
        *w++ = (uint32_t)r;
        c = (uint32_t)(r >> 32);
    }
}

static int max(int x, int y) { return x > y ? x : y; }
static int min(int x, int y) { return x < y ? x : y; }

int main(void)
{
    const int s = params.s, p = params.p, id = params.id;
    const int q = s / p;
    const uint32_t *a = params.a, *b = params.b, *n = params.n;
    uint32_t *m = params.m, *rt = params.rt, *t = params.t;
    int k, i, j, x, round;

    if (s % p != 0) return 2;  /* q = s/p must divide */

    for (k = id * q; k < 2 * s; k += p * q) {            /* one Task Block per k */
        for (x = 0; x < q + 2; x++) rt[x] = 0;
        int ilo = max(0, k - s + 1), ihi = min(k + q, s);
        for (i = ilo; i < ihi; i++) {                    /* white boxes: a * b */
            int jlo = max(0, k - i), jhi = min(k - i + q, s);
            uint32_t c = 0;
            for (j = jlo; j < jhi; j++) {
                uint64_t r = (uint64_t)a[j] * b[i] + rt[j - k + i] + c;
                rt[j - k + i] = (uint32_t)r;
                c = (uint32_t)(r >> 32);
            }
            add(&rt[jhi - k + i], c);
        }
        for (i = ilo;; i++) {                            /* shaded boxes: m * n */
            if (i == min(k, s) && k != 0) {              /* the previous TB's carry */
                uint32_t c0 = receive(), c1 = receive();
                uint64_t r = (uint64_t)rt[0] + c0;
                rt[0] = (uint32_t)r;
                r = (uint64_t)rt[1] + c1 + (uint32_t)(r >> 32);
                rt[1] = (uint32_t)r;
                add(&rt[2], (uint32_t)(r >> 32));
            }
            if (i >= ihi) break;
            if (i >= k) m[i] = rt[i - k] * params.nprime;   /* this core makes m[i] */
            else if (i >= k - (p - 1) * q) m[i] = receive(); /* an earlier core did */
            if (i >= k - (p - 2) * q) send(m[i]);            /* the next core needs it */
            int jlo = max(0, k - i), jhi = min(k - i + q, s);
            uint32_t c = 0;
            for (j = jlo; j < jhi; j++) {
                uint64_t r = (uint64_t)m[i] * n[j] + rt[j - k + i] + c;
                rt[j - k + i] = (uint32_t)r;
                c = (uint32_t)(r >> 32);
            }
            add(&rt[jhi - k + i], c);
        }
        send(rt[q]);                                     /* the carry to the next TB */
        send(rt[q + 1]);
        if (k >= s)
            for (x = 0; x < q; x++) t[k - s + x] = rt[x];
    }
    if (id == 0) {                                       /* the last TB's carry: t[s] */
        t[s] = receive();
        (void)receive();
    }
    if (p > 1) {
        if (id != 0) t[s] = receive();                   /* t[s] goes round first */
        if (id != p - 1) send(t[s]);
        for (round = 1; round < p; round++) {            /* then p-1 rounds of chunks */
            int out = (id - round + 1 + p) % p, in = (id - round + p) % p;
            for (x = 0; x < q; x++) {
                send(t[out * q + x]);
                t[in * q + x] = receive();
            }
        }
    }
    /* T >= N: T - N (Algorithm 1, lines 17-18), T of s+1 words. */
    int ge = t[s] != 0;
    if (!ge) {
        ge = 1;
        for (j = s - 1; j >= 0; j--)
            if (t[j] != n[j]) {
                ge = t[j] > n[j];
                break;
            }
    }
    if (ge) {
        uint32_t borrow = 0;
        for (j = 0; j < s; j++) {
            uint64_t d = (uint64_t)t[j] - n[j] - borrow;
            t[j] = (uint32_t)d;
            borrow = (uint32_t)(d >> 63);
        }
        t[s] -= borrow;
    }
    return 0;
}
