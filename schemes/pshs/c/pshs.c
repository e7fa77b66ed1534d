/* pSHS Montgomery multiplication (Chen and Schaumont, Algorithm 2) in plain
 * C, for p cores in a unidirectional FSL ring (link 0: putfsl sends to the
 * next core, getfsl receives from the previous one). It is the C written at
 * the top of the hand-written pshs.s, line for line, with the same reading
 * of the garbled pseudocode (schemes/pshs/README.md): one program for every
 * core, which learns s, p, q and its id from the parameter block.
 *
 * montsim runs it for scheme.kernel = "c" (and its variants) from gcc's
 * stored assembly output (schemes/compiled/, `montsim compile-kernels`: scripts/montsim/tools/compile_kernels.py).
 * PshsLayout.cpp fills `params` (by its symbol); the layout is pshs.s's. */
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

/* The forms a careful C programmer would write beside this literal one
 * (issue 24, item 4), chosen at compile time (scheme.c_variant):
 *   MONTSIM_HOIST        the row's multiplier (b[i] in a white row, m[i] in
 *                        a shaded one) kept in a local: the literal box reads
 *                        it from memory every box, since a store to rt[]
 *                        may, for all gcc knows, change it;
 *   MONTSIM_INCREMENTAL  the row bounds jlo, jhi kept from row to row (one
 *                        column less each) instead of recomputed with max and
 *                        min.
 * Without either, the macros below expand to the literal code token for
 * token, so gcc's output for it is what it always was. */
/* MONTSIM_MARK_MESSAGES (scheme.mark_messages): each message of Algorithm
 * 2 ends with a word put with the FSL control bit, which link.model =
 * message needs: an m, each carry word, and the last word of each
 * all-gather piece (counted: a piece is s/p words, P0's one more, u[s]),
 * read with cget where the reader knows a message ends. */
#ifdef MONTSIM_MARK_MESSAGES
static uint32_t receive_last(void)
{
    uint32_t v;
    cgetfsl(v, 0);
    return v;
}

static void send_last(uint32_t v) { cputfsl(v, 0); }

#define SEND_M(v) send_last(v)
#define RECEIVE_M() receive_last()
#define SEND_CARRY(v) send_last(v)
#define RECEIVE_CARRY() receive_last()
#define GATHER_START int origin_ = id, left_ = piece + (id == 0);
#define GATHER_SEND(v)                                                     \
    do {                                                                   \
        if (--left_ != 0) {                                                \
            send(v);                                                       \
        } else {                                                           \
            send_last(v);                                                  \
            origin_ = origin_ == 0 ? p - 1 : origin_ - 1;                  \
            left_ = piece + (origin_ == 0);                                \
        }                                                                  \
    } while (0)
#else
#define SEND_M(v) send(v)
#define RECEIVE_M() receive()
#define SEND_CARRY(v) send(v)
#define RECEIVE_CARRY() receive()
#define GATHER_START
#define GATHER_SEND(v) send(v)
#endif

#ifdef MONTSIM_HOIST
#define HOIST(name, value) const uint32_t name = (value);
#define FACTOR(name, value) name
#else
#define HOIST(name, value)
#define FACTOR(name, value) value
#endif
#ifdef MONTSIM_INCREMENTAL
/* The first row's bounds; then each row one column less, jlo down to 0 and
 * jhi, once below s, with the unclamped top. */
#define ROWS_START(x, i0)                                                   \
    int jlo_##x = k - (i0) > 0 ? k - (i0) : 0, top_##x = k - (i0) + q;     \
    int jhi_##x = top_##x < s ? top_##x : s;
#define ROW_BOUNDS(x) const int jlo = jlo_##x, jhi = jhi_##x;
#define ROW_NEXT(x)                                                         \
    if (jlo_##x > 0) jlo_##x--;                                             \
    if (--top_##x < s) jhi_##x = top_##x;
#else
#define ROWS_START(x, i0)
#define ROW_BOUNDS(x)                                                       \
    const int jlo = k - i > 0 ? k - i : 0;                                  \
    const int jhi = k - i + q < s ? k - i + q : s;
#define ROW_NEXT(x)
#endif

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
        ROWS_START(white, ilo)
        for (i = ilo; i < ihi; i++) {                          /* lines 5-10 */
            ROW_BOUNDS(white)
            HOIST(bi, b[i])
            uint32_t C = 0;
            for (j = jlo; j < jhi; j++) {                      /* white box */
                r = (uint64_t)a[j] * FACTOR(bi, b[i]) + rt[j - k + i] + C;
                rt[j - k + i] = (uint32_t)r;
                C = (uint32_t)(r >> 32);
            }
            add_carry(&rt[jhi - k + i], C);
            ROW_NEXT(white)
        }
        ROWS_START(shaded, ilo)
        for (i = ilo;; i++) {                                  /* lines 11-27 */
            if (i == (k < s ? k : s) && k != 0) {              /* lines 24-26 */
                const uint32_t c0 = RECEIVE_CARRY();
                const uint32_t c1 = RECEIVE_CARRY();
                r = (uint64_t)rt[0] + c0;
                rt[0] = (uint32_t)r;
                r = (uint64_t)rt[1] + c1 + (uint32_t)(r >> 32);
                rt[1] = (uint32_t)r;
                add_carry(&rt[2], (uint32_t)(r >> 32));
            }
            if (i >= ihi) break;
            if (i >= k) m[i] = rt[i - k] * nprime;             /* line 13 */
            else if (i >= k - (p - 1) * q) m[i] = RECEIVE_M(); /* lines 15-16 */
            HOIST(mi, m[i])
            if (i >= k - (p - 2) * q) SEND_M(FACTOR(mi, m[i])); /* lines 13, 17-18 */
            ROW_BOUNDS(shaded)
            uint32_t C = 0;
            for (j = jlo; j < jhi; j++) {                      /* shaded box */
                r = (uint64_t)FACTOR(mi, m[i]) * n[j] + rt[j - k + i] + C;
                rt[j - k + i] = (uint32_t)r;
                C = (uint32_t)(r >> 32);
            }
            add_carry(&rt[jhi - k + i], C);
            ROW_NEXT(shaded)
        }
        SEND_CARRY(rt[q]);                                     /* line 27 */
        SEND_CARRY(rt[q + 1]);
        if (k >= s)                                            /* lines 28-29 */
            for (x = 0; x < q; x++) t[k - s + x] = rt[x];
    }
    if (id == 0) {                                             /* lines 30-31 */
        t[s] = RECEIVE_CARRY();
        (void)RECEIVE_CARRY();
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
        GATHER_START
        for (w = 0; w < nout; w++) {
            if (w >= lag) {
                t[in.at] = receive();
                advance(&in, s, p, q);
            }
            GATHER_SEND(t[out.at]);
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
