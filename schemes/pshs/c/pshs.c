/* pSHS Montgomery multiplication (Chen and Schaumont, Algorithm 2) in plain
 * C, for p cores in a unidirectional FSL ring (link 0: putfsl sends to the
 * next core, getfsl receives from the previous one). It is the C written at
 * the top of the hand-written pshs.s, line for line, with the same reading
 * of the garbled pseudocode (schemes/pshs/README.md): one program for every
 * core, which learns s, p, q and its id from the parameter block.
 *
 * montsim runs it for scheme.kernel = "c" (and its variants) from gcc's
 * stored assembly output (schemes/compiled/, scripts/compile_kernels.sh).
 * PshsScheme.cpp fills `params` (by its symbol); the layout is pshs.s's. */
#include <stdint.h>

#include "final_subtraction.h"
#include "fsl.h"
#include "montsim.h"

struct pshs_params {
    uint32_t s, p, q, id;
    uint32_t nprime;
    const uint32_t *a, *b, *n;
    uint32_t *m;   /* s words: m of every row */
    uint32_t *rt;  /* q + 2 words: the Task Block's columns and carry */
    uint32_t *t;   /* s + 1 words: the result */
    uint32_t timer_start, timer_end;  /* written here */
    uint32_t lag;  /* K: the all-gather's lag, min(s/p, link FIFO depth) */
};

/* montsim writes the block into memory before the core starts, so it lives
 * in .data: crt0 clears .bss. */
__attribute__((section(".data"))) struct pshs_params params;

static uint32_t receive(void)
{
    uint32_t v;
    getfsl(v, 0);
    return v;
}

static void send(uint32_t v) { putfsl(v, 0); }

/* SOS's ADD: add C at *w and ripple the carry upward. */
static void add_carry(uint32_t *w, uint32_t C)
{
    while (C != 0) {
        uint64_t r = (uint64_t)*w + C;
        *w++ = (uint32_t)r;
        C = (uint32_t)(r >> 32);
    }
}

/* A cursor over the all-gather's sequence of result words: the pieces of
 * origins id, id-1, .., id-(p-1) (mod p) back to back, the piece of origin
 * o being the q-word chunks t[o*q + j*p*q ..], P0's followed by t[s]. */
struct cursor {
    int at;    /* index in t of the current word */
    int left;  /* words left in its chunk */
};

static void advance(struct cursor *c, int s, int p, int q)
{
    c->at++;
    if (--c->left != 0) return;
    if (c->at == s + 1) {          /* after u[s]: the piece of origin p-1 */
        c->at = (p - 1) * q;
        c->left = q;
        return;
    }
    c->at += p * q - q;            /* the piece's next chunk */
    if (c->at < s) {
        c->left = q;
    } else if (c->at == s) {       /* P0's piece ends with u[s] */
        c->left = 1;
    } else {                       /* past the piece of origin o >= 1: at = s + o*q */
        c->at = c->at - s - q;
        c->left = q;
    }
}

__attribute__((noinline)) void mont_pshs(struct pshs_params *P)
{
    const int s = P->s, p = P->p, q = P->q, id = P->id;
    const uint32_t nprime = P->nprime;
    const uint32_t *a = P->a, *b = P->b, *n = P->n;
    uint32_t *m = P->m, *rt = P->rt, *t = P->t;
    int k, x, i, j;
    uint64_t r;

    for (k = id * q; k < 2 * s; k += p * q) {                 /* lines 1-2: one TB */
        for (x = 0; x < q + 2; x++) rt[x] = 0;                 /* line 4 */
        const int ilo = k - s + 1 > 0 ? k - s + 1 : 0;
        const int ihi = k + q < s ? k + q : s;
        for (i = ilo; i < ihi; i++) {                          /* lines 5-10 */
            const int jlo = k - i > 0 ? k - i : 0;
            const int jhi = k - i + q < s ? k - i + q : s;
            uint32_t C = 0;
            for (j = jlo; j < jhi; j++) {                      /* white box */
                r = (uint64_t)a[j] * b[i] + rt[j - k + i] + C;
                rt[j - k + i] = (uint32_t)r;
                C = (uint32_t)(r >> 32);
            }
            add_carry(&rt[jhi - k + i], C);
        }
        for (i = ilo;; i++) {                                  /* lines 11-27 */
            if (i == (k < s ? k : s) && k != 0) {              /* lines 24-26 */
                const uint32_t c0 = receive();
                const uint32_t c1 = receive();
                r = (uint64_t)rt[0] + c0;
                rt[0] = (uint32_t)r;
                r = (uint64_t)rt[1] + c1 + (uint32_t)(r >> 32);
                rt[1] = (uint32_t)r;
                add_carry(&rt[2], (uint32_t)(r >> 32));
            }
            if (i >= ihi) break;
            if (i >= k) m[i] = rt[i - k] * nprime;             /* line 13 */
            else if (i >= k - (p - 1) * q) m[i] = receive();   /* lines 15-16 */
            if (i >= k - (p - 2) * q) send(m[i]);              /* lines 13, 17-18 */
            const int jlo = k - i > 0 ? k - i : 0;
            const int jhi = k - i + q < s ? k - i + q : s;
            uint32_t C = 0;
            for (j = jlo; j < jhi; j++) {                      /* shaded box */
                r = (uint64_t)m[i] * n[j] + rt[j - k + i] + C;
                rt[j - k + i] = (uint32_t)r;
                C = (uint32_t)(r >> 32);
            }
            add_carry(&rt[jhi - k + i], C);
        }
        send(rt[q]);                                           /* line 27 */
        send(rt[q + 1]);
        if (k >= s)                                            /* lines 28-29 */
            for (x = 0; x < q; x++) t[k - s + x] = rt[x];
    }
    if (id == 0) {                                             /* lines 30-31 */
        t[s] = receive();
        (void)receive();
    }
    if (p > 1) {                                               /* lines 32-38 */
        const int piece = s / p;
        const int own = piece + (id == 0);
        const int nout = s + 1 - piece - (id == p - 1);
        const int nin = s + 1 - own;
        const int lag = P->lag;
        struct cursor out = {id * q, q};
        struct cursor in = {(id == 0 ? p - 1 : id - 1) * q, q};
        int w;
        for (w = 0; w < nout; w++) {
            if (w >= lag) {
                t[in.at] = receive();
                advance(&in, s, p, q);
            }
            send(t[out.at]);
            advance(&out, s, p, q);
        }
        for (w = nout - lag; w < nin; w++) {
            t[in.at] = receive();
            advance(&in, s, p, q);
        }
    }
    final_subtraction(t, n, s);                                /* Algorithm 1, 17-18 */
}

int main(void)
{
    params.timer_start = montsim_timer();
    mont_pshs(&params);
    params.timer_end = montsim_timer();
    return 0;
}
