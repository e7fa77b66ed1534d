/* Baktir and Savas's parallel Montgomery multiplication (their Algorithm 4,
 * with Algorithm 3's parallel integer multiplication three times), one
 * SPMD program for every core: core k reads its index from montsim and its
 * part from the parameter block the host fills (schemes/pmont/PmontLayout.cpp).
 *
 * m = 32s bits; n' = -N^-1 mod 2^m (all s words, computed by the host).
 * Core k owns the words [off_k, off_k + z_k) of each left operand (z_k =
 * s / p, the first s mod p cores one word more). Each of the three
 * products X * Y (A * B; (t mod 2^m) * n'; u * N) is:
 *   1. core k takes its chunk of X and all of Y (shared memory: copies them
 *      word by word over the bus; links: A's chunk, B, n', N are preloaded,
 *      and core 0 sends the chunks of t mod 2^m and u);
 *   2. computes P_k = X_k * Y locally (line 2 with reduction = truncated:
 *      only the product words below 2^m);
 *   3. the partial products are added (Alg. 3 lines 4-6): chain = serial,
 *      core 0 adds P_1 .. P_{p-1}; chain = tree, while n > 1 cores hold
 *      sums: h = ceil(n/2), core j += core j+h for j < n - h (ceil(log2 p)
 *      steps). A sum covers [lo, lo + len) of the product's words and gains
 *      one carry word, up to the product's width (2s words; s for line 2).
 * A partial travels as its length, then its words: through the sender's
 * slot in shared memory, read after a barrier, or over a link once the
 * receiver has asked for it with a token word.
 * Core 0 keeps t (line 1) and, after line 3, computes line 4 (u + t) / 2^m
 * and the final subtraction; the result stays in its local memory.
 *
 * Word products (executed mul): z_k * s per line per core; truncated line 2
 * z_k * s - z_k * off_k - z_k (z_k - 1) / 2. */
#include <stdint.h>

#include "final_subtraction.h"
#include "fsl.h"
#include "montsim.h"

#define MAX_CORES 16
#define BARRIER ((volatile uint32_t *)0xFFFF0020u)
#define MUTEX ((volatile uint32_t *)0xFFFF0024u)

struct pmont_params {
    uint32_t s, p, net, tree, truncated;
    uint32_t off[MAX_CORES], z[MAX_CORES];
    /* local buffers */
    uint32_t *x;      /* my chunk of the left operand (z_k words) */
    uint32_t *y;      /* shared memory: the right operand, copied (s words) */
    uint32_t *acc;    /* my partial product, then my sum (2s + 1 words) */
    uint32_t *in;     /* a partial received (2s + 1 words) */
    uint32_t *t;      /* core 0: t = A * B (2s words) */
    uint32_t *u;      /* core 0: u, then the result (s + 1 words) */
    /* the operands: shared addresses, or (links) local copies; a is my
     * chunk of A on links */
    const uint32_t *a, *b, *nprime, *n;
    /* shared memory: t mod 2^m and u as core 0 publishes them, and one slot
     * per core for its partials (a length word, then up to 2s + 1 words;
     * their addresses from the host: no multiply outside the boxes) */
    uint32_t *pub_t, *pub_u;
    uint32_t *slot[MAX_CORES];
    uint32_t timer_before, timer_after;
    /* barrier.kind = software: the counter and the generation word (shared) */
    uint32_t software_barrier;
    uint32_t *barrier_count, *barrier_generation;
};

__attribute__((section(".data"))) struct pmont_params params;

/* Where the operands, n' and N are: in each core's local memory (links:
 * preloaded; PMONT_FIELD: every core already holds both operands), or in
 * shared memory, copied in word by word. */
#ifdef PMONT_FIELD
#define OPERANDS_LOCAL(P) 1
#else
#define OPERANDS_LOCAL(P) ((P)->net)
#endif

/* Links: core k's put port j leads to core j, its get port j comes from
 * core j (the port is part of the instruction, hence the cases). */
#define SEND_CASE(j) case j: for (q = 0; q < len; q++) putfsl(w[q], j); break;
#define RECV_CASE(j) case j: for (q = 0; q < len; q++) getfsl(w[q], j); break;

static void link_send(uint32_t peer, const uint32_t *w, uint32_t len)
{
    uint32_t q;
    switch (peer) {
    SEND_CASE(0) SEND_CASE(1) SEND_CASE(2) SEND_CASE(3) SEND_CASE(4) SEND_CASE(5) SEND_CASE(6) SEND_CASE(7)
    SEND_CASE(8) SEND_CASE(9) SEND_CASE(10) SEND_CASE(11) SEND_CASE(12) SEND_CASE(13) SEND_CASE(14) SEND_CASE(15)
    }
}

static void link_recv(uint32_t peer, uint32_t *w, uint32_t len)
{
    uint32_t q;
    switch (peer) {
    RECV_CASE(0) RECV_CASE(1) RECV_CASE(2) RECV_CASE(3) RECV_CASE(4) RECV_CASE(5) RECV_CASE(6) RECV_CASE(7)
    RECV_CASE(8) RECV_CASE(9) RECV_CASE(10) RECV_CASE(11) RECV_CASE(12) RECV_CASE(13) RECV_CASE(14) RECV_CASE(15)
    }
}

static void copy_in(uint32_t *to, const volatile uint32_t *from, uint32_t len)
{
    uint32_t q;
    for (q = 0; q < len; q++) to[q] = from[q];
}

static void copy_out(volatile uint32_t *to, const uint32_t *from, uint32_t len)
{
    uint32_t q;
    for (q = 0; q < len; q++) to[q] = from[q];
}

/* acc = x[0..z) * y[0..s): the z + s words of the product, or with
 * truncated_below = b only the product words below b (row r: its words
 * r + j for j < b - r). The words from `len` on are not kept. */
static void partial_product(uint32_t *acc, const uint32_t *x, uint32_t z, const uint32_t *y, uint32_t s,
                            uint32_t len, uint32_t truncated_below)
{
    uint32_t r, j, C, jmax, xi;
    uint64_t w;

    for (j = 0; j < (truncated_below ? len : z + s); j++) acc[j] = 0;
    for (r = 0; r < z; r++) {
        xi = x[r];
        C = 0;
        jmax = truncated_below ? truncated_below - r : s;
        for (j = 0; j < jmax; j++) {                       /* a box */
            w = (uint64_t)xi * y[j] + acc[r + j] + C;
            acc[r + j] = (uint32_t)w;
            C = (uint32_t)(w >> 32);
        }
        if (r + jmax < len) acc[r + jmax] = C;
    }
}

/* acc (len words from word lo) += in (in_len words from word in_lo); the
 * sum keeps words below `cap`. Returns the sum's length. */
static uint32_t add_partial(uint32_t *acc, uint32_t lo, uint32_t len, const uint32_t *in, uint32_t in_lo,
                            uint32_t in_len, uint32_t cap)
{
    uint32_t d = in_lo - lo, q, C = 0, end;
    uint64_t w;

    end = d + in_len > len ? d + in_len : len;
    end = end + 1 < cap - lo ? end + 1 : cap - lo;
    for (q = len; q < end; q++) acc[q] = 0;
    for (q = 0; q < in_len && d + q < end; q++) {
        w = (uint64_t)acc[d + q] + in[q] + C;
        acc[d + q] = (uint32_t)w;
        C = (uint32_t)(w >> 32);
    }
    for (q = d + q; C != 0 && q < end; q++) {
        w = (uint64_t)acc[q] + C;
        acc[q] = (uint32_t)w;
        C = (uint32_t)(w >> 32);
    }
    return end;
}

/* Waits until every core has arrived: the barrier device, or (software)
 * libgomp's centralised barrier: under the mutex, count the arrival; the
 * last one resets the count and advances the generation, the others spin
 * on the generation word. */
static void barrier(uint32_t k)
{
    struct pmont_params *P = &params;
    volatile uint32_t *count = P->barrier_count, *generation = P->barrier_generation;
    const uint32_t me = k << 1;
    uint32_t g, c;
    if (!P->software_barrier) {
        (void)*BARRIER;
        return;
    }
    do
        *MUTEX = me | 1;
    while (*MUTEX != (me | 1));
    g = *generation;
    c = *count + 1;
    if (c == P->p) {
        *count = 0;
        *generation = g + 1;
        *MUTEX = me;
        return;
    }
    *count = c;
    *MUTEX = me;
    while (*generation == g)
        ;
}

/* Sends my partial (its length, then its words) to core `to`. On links,
 * only once `to` asks for it (a token word): partials of several senders
 * to one core would otherwise share routers' buffers on a mesh, and one
 * blocked behind another the receiver takes later deadlocks the network. */
static void give(uint32_t k, uint32_t to, const uint32_t *acc, uint32_t len)
{
    struct pmont_params *P = &params;
    uint32_t token;
    if (P->net) {
        link_recv(to, &token, 1);
        link_send(to, &len, 1);
        link_send(to, acc, len);
    } else {
        volatile uint32_t *slot = P->slot[k];
        slot[0] = len;
        copy_out(slot + 1, acc, len);
    }
}

/* Receives core `from`'s partial into P->in; returns its length. */
static uint32_t take(uint32_t from)
{
    struct pmont_params *P = &params;
    uint32_t len, token = 1;
    if (P->net) {
        link_send(from, &token, 1);
        link_recv(from, &len, 1);
        link_recv(from, P->in, len);
    } else {
        const volatile uint32_t *slot = P->slot[from];
        len = slot[0];
        copy_in(P->in, slot + 1, len);
    }
    return len;
}

/* One of Alg. 4's three products: my chunk x times y, then the partials
 * added into core 0's acc. `cap`: the product's width in words (2s, or s
 * for line 2). Returns the length of the sum (core 0), of my part
 * (others). */
static uint32_t parallel_multiply(uint32_t k, const uint32_t *y, uint32_t cap, uint32_t truncate)
{
    struct pmont_params *P = &params;
    const uint32_t s = P->s, p = P->p, off = P->off[k];
    uint32_t len = P->z[k] + s, n, h, j;

    if (len > cap - off) len = cap - off;
    partial_product(P->acc, P->x, P->z[k], y, s, len, truncate ? s - off : 0);
    if (p == 1) return len;
    if (!P->tree) {
        if (k != 0) give(k, 0, P->acc, len);
        if (!P->net) barrier(k);
        if (k == 0)
            for (j = 1; j < p; j++) {
                const uint32_t in_len = take(j);
                len = add_partial(P->acc, 0, len, P->in, P->off[j], in_len, cap);
            }
        return len;
    }
    for (n = p; n > 1; n = h) {
        h = (n + 1) / 2;
        if (k >= h && k < n) give(k, k - h, P->acc, len);
        if (!P->net) barrier(k);
        if (k < n - h) {
            const uint32_t in_len = take(k + h);
            len = add_partial(P->acc, off, len, P->in, P->off[k + h], in_len, cap);
        }
    }
    return len;
}

/* My chunk of the next left operand, words [off, off + z) of `from` (core
 * 0's local copy), published by core 0 through shared memory or sent. */
static void next_chunk(uint32_t k, const uint32_t *from, uint32_t *pub)
{
    struct pmont_params *P = &params;
    uint32_t j;
    if (P->p == 1) {
        copy_in(P->x, from, P->z[0]);
        return;
    }
    if (P->net) {
        if (k == 0) {
            for (j = 1; j < P->p; j++) link_send(j, from + P->off[j], P->z[j]);
            copy_in(P->x, from, P->z[0]);
        } else {
            link_recv(0, P->x, P->z[k]);
        }
        return;
    }
    if (k == 0) copy_out(pub + P->z[0], from + P->z[0], P->s - P->z[0]);
    barrier(k);
    if (k == 0) copy_in(P->x, from, P->z[0]);
    else copy_in(P->x, pub + P->off[k], P->z[k]);
}

static void mont_pmont(uint32_t k)
{
    struct pmont_params *P = &params;
    const uint32_t s = P->s;
    uint32_t len, j, C;
    uint64_t w;

    /* line 1: t = A * B */
    if (OPERANDS_LOCAL(P)) {
        copy_in(P->x, P->a, P->z[k]);
        len = parallel_multiply(k, P->b, 2 * s, 0);
    } else {
        copy_in(P->x, P->a + P->off[k], P->z[k]);
        copy_in(P->y, P->b, s);
        len = parallel_multiply(k, P->y, 2 * s, 0);
    }
    if (k == 0) {
        for (j = 0; j < 2 * s; j++) P->t[j] = j < len ? P->acc[j] : 0;
    }

    /* line 2: u = (t mod 2^m) * n' mod 2^m */
    next_chunk(k, P->t, P->pub_t);
    if (!OPERANDS_LOCAL(P)) copy_in(P->y, P->nprime, s);
    len = parallel_multiply(k, OPERANDS_LOCAL(P) ? P->nprime : P->y, s, P->truncated);
    if (k == 0) {
        for (j = 0; j < s; j++) P->u[j] = j < len ? P->acc[j] : 0;
    }

    /* line 3: u = u * N */
    next_chunk(k, P->u, P->pub_u);
    if (!OPERANDS_LOCAL(P)) copy_in(P->y, P->n, s);
    len = parallel_multiply(k, OPERANDS_LOCAL(P) ? P->n : P->y, 2 * s, 0);
    if (k != 0) return;

    /* line 4: u = (u + t) / 2^m; lines 5-9: the final subtraction */
    for (j = len; j < 2 * s; j++) P->acc[j] = 0;
    C = 0;
    for (j = 0; j < 2 * s; j++) {
        w = (uint64_t)P->acc[j] + P->t[j] + C;
        if (j >= s) P->u[j - s] = (uint32_t)w;
        C = (uint32_t)(w >> 32);
    }
    P->u[s] = C;
    final_subtraction(P->u, OPERANDS_LOCAL(P) ? P->n : P->y, s);
}

#ifdef PMONT_FIELD
/* Algorithm 4 as a field multiplier (schemes/ecc/c/ecc_pmont.c): every core
 * runs the same driver and calls mont_mul with the same operands, which it
 * holds. The partials travel through shared memory as in pmont_shared;
 * core 0 then publishes the result and every core copies it, so each ends
 * with the whole product, as after a pSHS run. */

/* The moduli mont_modulus switches between: the field prime (as the
 * driver passes it) and n' of it and of the group order, all s words
 * (Algorithm 4 uses the whole n', not its low word). The loader fills it. */
struct pmont_field {
    const uint32_t *n_p;
    const uint32_t *nprime_p, *nprime_n;
};
__attribute__((section(".data"))) struct pmont_field pmont_field;

void mont_modulus(const uint32_t *m, uint32_t nprime)
{
    (void)nprime;
    params.n = m;
    params.nprime = m == pmont_field.n_p ? pmont_field.nprime_p : pmont_field.nprime_n;
}

void mont_mul(const uint32_t *x, const uint32_t *y, uint32_t *z)
{
    struct pmont_params *P = &params;
    const uint32_t k = montsim_core_id(), s = P->s;
    P->a = x + P->off[k];
    P->b = y;
    mont_pmont(k);
    if (k == 0) {
        copy_in(z, P->u, s);
        if (P->p > 1) copy_out(P->pub_t, P->u, s);
    }
    /* Every core has read pub_t's chunks of this product by now (barriers
     * came after), and core 0 writes it again only after the next
     * product's first barrier, which waits for every core's copy. */
    if (P->p > 1) {
        barrier(k);
        if (k != 0) copy_in(z, P->pub_t, s);
    }
    z[s] = 0;
}
#else
int main(void)
{
    const uint32_t k = montsim_core_id();
    params.timer_before = montsim_timer();
    mont_pmont(k);
    params.timer_after = montsim_timer();
    return 0;
}
#endif
