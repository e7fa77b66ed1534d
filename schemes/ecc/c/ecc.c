/* Elliptic-curve scalar multiplication, the driver every core runs
 * (scheme.name = "ecc"): the curve arithmetic and the ladder in C, every
 * field multiplication a call of mont_mul, which the including program
 * supplies (schemes/ecc/ecc_sos.s and schemes/ecc/ecc_cios.s: one core;
 * schemes/ecc/ecc_pshs.s: pSHS on all p cores, which all run this driver
 * and make the same calls in the same order). Additions, subtractions and swaps run here, on every core.
 *
 * Field elements are s words, little-endian, in Montgomery form x*R mod p
 * (R = 2^(32 s); s may exceed the prime's words: pSHS needs s divisible by
 * p). Curves:
 *  - form 0, short Weierstrass with a = -3 (NIST P-256, P-384, P-521):
 *    Jacobian coordinates (X : Y : Z) = (X/Z^2, Y/Z^3), Z = 0 at infinity;
 *    doubling dbl-2001-b, addition add-2007-bl (Bernstein and Lange's
 *    Explicit-Formulas Database). method 0: double-and-add from the
 *    scalar's top set bit (the work depends on the scalar's bits). method
 *    1: a Montgomery ladder on k + n or k + 2n, whichever has bit nbits set
 *    (the same point, a fixed number of steps), its two points swapped by
 *    masks, never by a branch on the scalar.
 *  - form 1, Curve25519's x-only ladder as RFC 7748 section 5 gives it
 *    (X25519; the loader clamps the scalar and reduces u).
 * One inversion at the end (Fermat: z^(p-2), square-and-multiply over the
 * public p - 2), then out of Montgomery form.
 *
 * Stored compiled in schemes/compiled/ecc-O2-mul64.inc.s (montsim
 * compile-kernels writes it; it needs the toolchain). */
#include <stdint.h>

#include "montsim.h"

#define MAXW 24 /* words per element: P-521's 17, padded to 24 on 8 cores */

/* z = x * y * R^-1 mod p, s words and a zero word above them; x and y are
 * not written, z is neither. From the including program. */
extern void mont_mul(const uint32_t *x, const uint32_t *y, uint32_t *z);
/* Makes mont_mul's modulus m (s words) with n' = -m^-1 mod 2^32: ECDSA
 * works mod the group order n as well as mod p. From the including program. */
extern void mont_modulus(const uint32_t *m, uint32_t nprime);

struct ecc_params {
    uint32_t s;                 /* words per field element */
    uint32_t form;              /* 0: Weierstrass a = -3; 1: Curve25519 x-only */
    uint32_t method;            /* form 0: 0 double-and-add, 1 ladder */
    uint32_t nbits;             /* bits of the group order n (form 0), of the clamped scalar (form 1) */
    const uint32_t *p;          /* the field prime, s words */
    const uint32_t *r2;         /* R^2 mod p */
    const uint32_t *n;          /* form 0: the group order, s + 1 words */
    const uint32_t *k;          /* the scalar, s + 1 words */
    const uint32_t *x, *y;      /* the base point, affine (form 1: u only) */
    uint32_t *out_x, *out_y;    /* the result, affine, s words each (written) */
    uint32_t infinity;          /* 1: the result is the point at infinity (written) */
    uint32_t timer_start, timer_end;   /* the timer around the scalar multiplication (written) */
    uint32_t mults, squarings;  /* mont_mul calls, and those with x == y (written) */
    uint32_t inversions;        /* written */
    uint32_t field_cycles;      /* cycles inside mont_mul, the calls and their timer reads included (written) */
    uint32_t operation;         /* form 0: 0 k * (x, y); 1 ECDSA sign; 2 ECDSA verify */
    uint32_t nprime_p, nprime_n; /* -p^-1 and -n^-1 mod 2^32 */
    const uint32_t *r2n;        /* R^2 mod n */
    const uint32_t *e;          /* the message's hash as an integer mod n (the host hashes), s words */
    const uint32_t *d;          /* sign: the private key, s words */
    const uint32_t *qx, *qy;    /* verify: the public key, affine */
    uint32_t *sig_r, *sig_s;    /* the signature: written by sign, read by verify; s words each */
    uint32_t valid;             /* verify: 1 if the signature holds (written) */
};

__attribute__((section(".data"))) struct ecc_params ecc;

static uint32_t S;                       /* words per element, from the block, read once */
static const uint32_t *P;                /* the prime, from the block */
static uint32_t product[MAXW + 2];       /* mont_mul's z */

typedef uint32_t fe[MAXW];

static fe one, onem;                     /* 1, and 1 in Montgomery form (R mod p) */

static void fcopy(uint32_t *z, const uint32_t *x)
{
    uint32_t i;
    for (i = 0; i < S; i++) z[i] = x[i];
}

static int fzero(const uint32_t *x)
{
    uint32_t i, acc = 0;
    for (i = 0; i < S; i++) acc |= x[i];
    return acc == 0;
}

static int fequal(const uint32_t *x, const uint32_t *y)
{
    uint32_t i, acc = 0;
    for (i = 0; i < S; i++) acc |= x[i] ^ y[i];
    return acc == 0;
}

/* z = x * y * R^-1 mod p, counted and timed. */
static void fmul(uint32_t *z, const uint32_t *x, const uint32_t *y)
{
    uint32_t t0 = montsim_timer();
    mont_mul(x, y, product);
    ecc.field_cycles += montsim_timer() - t0;
    ecc.mults++;
    if (x == y) ecc.squarings++;
    fcopy(z, product);
}

static void fsqr(uint32_t *z, const uint32_t *x) { fmul(z, x, x); }

/* z = x + y mod p without a branch on the values: the sum, the sum less p,
 * and a mask that picks one. Carries and borrows come from 64-bit sums
 * (add/addc, rsub/rsubc), not compares: gcc makes a compare a branch. */
static void fadd(uint32_t *z, const uint32_t *x, const uint32_t *y)
{
    fe t;
    uint32_t i, carry = 0, borrow = 0, mask;
    uint64_t r;
    for (i = 0; i < S; i++) {
        r = (uint64_t)x[i] + y[i] + carry;
        t[i] = (uint32_t)r;
        carry = (uint32_t)(r >> 32);
    }
    for (i = 0; i < S; i++) {
        r = (uint64_t)t[i] - P[i] - borrow;
        z[i] = (uint32_t)r;
        borrow = (uint32_t)(r >> 32) & 1;
    }
    mask = -(carry | (borrow ^ 1)); /* all ones: keep t - p */
    for (i = 0; i < S; i++) z[i] = (z[i] & mask) | (t[i] & ~mask);
}

/* z = x - y mod p: the difference, plus p where it borrowed (by a mask). */
static void fsub(uint32_t *z, const uint32_t *x, const uint32_t *y)
{
    uint32_t i, borrow = 0, carry = 0, mask;
    uint64_t r;
    fe t;
    for (i = 0; i < S; i++) {
        r = (uint64_t)x[i] - y[i] - borrow;
        t[i] = (uint32_t)r;
        borrow = (uint32_t)(r >> 32) & 1;
    }
    mask = -borrow;
    for (i = 0; i < S; i++) {
        r = (uint64_t)t[i] + (P[i] & mask) + carry;
        z[i] = (uint32_t)r;
        carry = (uint32_t)(r >> 32);
    }
}

/* Swaps x and y where mask is all ones, leaves them where it is zero. */
static void fswap(uint32_t *x, uint32_t *y, uint32_t mask)
{
    uint32_t i;
    for (i = 0; i < S; i++) {
        uint32_t d = mask & (x[i] ^ y[i]);
        x[i] ^= d;
        y[i] ^= d;
    }
}

/* z = x^(p-2) = x^-1 (Fermat), left to right over the bits of p - 2, which
 * are public: the same multiplications for every x. */
static void finv(uint32_t *z, const uint32_t *x)
{
    fe e, acc;
    uint32_t i, borrow = 2;
    int bit;
    for (i = 0; i < S; i++) {
        e[i] = P[i] - borrow;
        borrow = P[i] < borrow;
    }
    for (bit = 32 * S - 1; !((e[bit >> 5] >> (bit & 31)) & 1); bit--) {
    }
    fcopy(acc, x);                       /* p - 2's top bit */
    for (bit--; bit >= 0; bit--) {
        fsqr(acc, acc);
        if ((e[bit >> 5] >> (bit & 31)) & 1) fmul(acc, acc, x);
    }
    fcopy(z, acc);
    ecc.inversions++;
}

/* ---- short Weierstrass, a = -3, Jacobian coordinates ---- */

struct jpoint {
    fe x, y, z;
};

static fe t1, t2, t3, t4, t5, t6, t7;

static void jcopy(struct jpoint *r, const struct jpoint *a)
{
    fcopy(r->x, a->x);
    fcopy(r->y, a->y);
    fcopy(r->z, a->z);
}

/* r = 2a (dbl-2001-b: 3M + 5S); a point at infinity (Z = 0) stays there. */
static void jdouble(struct jpoint *r, const struct jpoint *a)
{
    fe *delta = &t1, *gamma = &t2, *beta = &t3, *alpha = &t4;
    fsqr(*delta, a->z);
    fsqr(*gamma, a->y);
    fmul(*beta, a->x, *gamma);
    fsub(t5, a->x, *delta);
    fadd(t6, a->x, *delta);
    fmul(*alpha, t5, t6);
    fadd(t5, *alpha, *alpha);
    fadd(*alpha, t5, *alpha);            /* alpha = 3 (X - delta)(X + delta) */
    fadd(t5, a->y, a->z);
    fsqr(t5, t5);
    fsub(t5, t5, *gamma);
    fsub(r->z, t5, *delta);              /* Z3 = (Y + Z)^2 - gamma - delta */
    fadd(t6, *beta, *beta);
    fadd(t6, t6, t6);                    /* 4 beta */
    fadd(t7, t6, t6);                    /* 8 beta */
    fsqr(r->x, *alpha);
    fsub(r->x, r->x, t7);                /* X3 = alpha^2 - 8 beta */
    fsub(t6, t6, r->x);
    fmul(t6, *alpha, t6);
    fsqr(t7, *gamma);
    fadd(t7, t7, t7);
    fadd(t7, t7, t7);
    fadd(t7, t7, t7);                    /* 8 gamma^2 */
    fsub(r->y, t6, t7);                  /* Y3 = alpha (4 beta - X3) - 8 gamma^2 */
}

static fe u1, u2, s1, s2, hh, ii, jj, rr, vv, z1z1, z2z2;

/* r = a + b (add-2007-bl: 11M + 5S); r may be a or b. Equal inputs double,
 * opposite ones give infinity; neither happens inside the ladder unless
 * the base point has a small order, which a prime-order curve's has not. */
static void jadd(struct jpoint *r, const struct jpoint *a, const struct jpoint *b)
{
    if (fzero(a->z)) {
        if (r != b) jcopy(r, b);
        return;
    }
    if (fzero(b->z)) {
        if (r != a) jcopy(r, a);
        return;
    }
    fsqr(z1z1, a->z);
    fsqr(z2z2, b->z);
    fmul(u1, a->x, z2z2);
    fmul(u2, b->x, z1z1);
    fmul(s1, a->y, b->z);
    fmul(s1, s1, z2z2);
    fmul(s2, b->y, a->z);
    fmul(s2, s2, z1z1);
    fsub(hh, u2, u1);
    fsub(rr, s2, s1);
    if (fzero(hh)) {
        if (fzero(rr)) {
            jdouble(r, a);
        } else {
            fcopy(r->x, onem); /* (1 : 1 : 0): Z = 0 marks infinity */
            fcopy(r->y, onem);
            for (uint32_t i = 0; i < S; i++) r->z[i] = 0;
        }
        return;
    }
    fadd(rr, rr, rr);                    /* r = 2 (S2 - S1) */
    fadd(ii, hh, hh);
    fsqr(ii, ii);                        /* I = (2H)^2 */
    fmul(jj, hh, ii);                    /* J = H I */
    fmul(vv, u1, ii);                    /* V = U1 I */
    fadd(t1, a->z, b->z);
    fsqr(t1, t1);
    fsub(t1, t1, z1z1);
    fsub(t1, t1, z2z2);
    fmul(r->z, t1, hh);                  /* Z3 = ((Z1 + Z2)^2 - Z1Z1 - Z2Z2) H */
    fsqr(t2, rr);
    fsub(t2, t2, jj);
    fsub(t2, t2, vv);
    fsub(r->x, t2, vv);                  /* X3 = r^2 - J - 2V */
    fsub(t3, vv, r->x);
    fmul(t3, rr, t3);
    fmul(t4, s1, jj);
    fadd(t4, t4, t4);
    fsub(r->y, t3, t4);                  /* Y3 = r (V - X3) - 2 S1 J */
}

static void jswap(struct jpoint *a, struct jpoint *b, uint32_t mask)
{
    fswap(a->x, b->x, mask);
    fswap(a->y, b->y, mask);
    fswap(a->z, b->z, mask);
}

static uint32_t kbit(const uint32_t *k, uint32_t bit) { return (k[bit >> 5] >> (bit & 31)) & 1; }

static struct jpoint r0, r1, base;
static uint32_t kk[MAXW + 2];
static fe zinv, zinv2;

/* kk = k + n, or k + 2n where k + n lacks bit nbits: either is the same
 * multiple of the point, and it has exactly nbits + 1 bits. Chosen by a
 * mask, not a branch. */
static void fixed_length_scalar(const uint32_t *k)
{
    uint32_t a[MAXW + 2], b[MAXW + 2];
    uint32_t i, c = 0, mask, w = S + 1;
    uint64_t r;
    for (i = 0; i < w; i++) {
        r = (uint64_t)k[i] + ecc.n[i] + c;
        a[i] = (uint32_t)r;
        c = (uint32_t)(r >> 32);
    }
    c = 0;
    for (i = 0; i < w; i++) {
        r = (uint64_t)a[i] + ecc.n[i] + c;
        b[i] = (uint32_t)r;
        c = (uint32_t)(r >> 32);
    }
    mask = -kbit(a, ecc.nbits);
    for (i = 0; i < w; i++) kk[i] = (a[i] & mask) | (b[i] & ~mask);
}

/* r = k * pt, k of s words: double-and-add (ladder 0) from k's top set bit,
 * whose work follows k's bits, or the ladder (1) on k + n or k + 2n. */
static void multiply(struct jpoint *r, const struct jpoint *pt, const uint32_t *k, int ladder)
{
    int bit;
    if (!ladder) {
        /* R = P, then for each lower bit R = 2R, and R = R + P where the
         * bit is set. */
        bit = 32 * S - 1;
        while (bit >= 0 && !kbit(k, bit)) bit--;
        if (bit < 0) {
            jcopy(r, pt);
            for (uint32_t i = 0; i < S; i++) r->z[i] = 0; /* 0 * P: infinity */
            return;
        }
        jcopy(r, pt);
        for (bit--; bit >= 0; bit--) {
            jdouble(r, r);
            if (kbit(k, bit)) jadd(r, r, pt);
        }
    } else {
        /* R0 = P, R1 = 2P for the top bit (bit nbits of kk, always set);
         * then for each lower bit b, R_(1-b) = R0 + R1 and R_b = 2 R_b, by
         * swapping where b is set. R1 - R0 = P throughout. */
        uint32_t prev = 0, b, mask;
        fixed_length_scalar(k);
        jcopy(&r0, pt);
        jdouble(&r1, pt);
        for (bit = ecc.nbits - 1; bit >= 0; bit--) {
            b = kbit(kk, bit);
            mask = -(b ^ prev);
            jswap(&r0, &r1, mask);
            prev = b;
            jadd(&r1, &r0, &r1);
            jdouble(&r0, &r0);
        }
        jswap(&r0, &r1, -prev);
        if (r != &r0) jcopy(r, &r0);
    }
}

/* (x, y) = (X / Z^2, Y / Z^3) out of Montgomery form (y may be 0: not
 * wanted); 0 for the point at infinity. */
static int affine(uint32_t *x, uint32_t *y, const struct jpoint *pt)
{
    if (fzero(pt->z)) return 0;
    finv(zinv, pt->z);
    fsqr(zinv2, zinv);
    fmul(t1, pt->x, zinv2);
    fmul(x, t1, one);
    if (y) {
        fmul(zinv2, zinv2, zinv);
        fmul(t1, pt->y, zinv2);
        fmul(y, t1, one);
    }
    return 1;
}

/* (x, y), given affine and in normal form, into Jacobian Montgomery form. */
static void from_affine(struct jpoint *r, const uint32_t *x, const uint32_t *y)
{
    fmul(r->x, x, ecc.r2);
    fmul(r->y, y, ecc.r2);
    fcopy(r->z, onem);
}

static void weierstrass(void)
{
    from_affine(&base, ecc.x, ecc.y);
    multiply(&r0, &base, ecc.k, ecc.method);
    ecc.infinity = !affine(ecc.out_x, ecc.out_y, &r0);
}

/* ---- ECDSA: arithmetic mod the group order n on the same kernels ---- */

static void mod_p(void)
{
    P = ecc.p;
    mont_modulus(ecc.p, ecc.nprime_p);
}

static void mod_n(void)
{
    P = ecc.n;
    mont_modulus(ecc.n, ecc.nprime_n);
}

/* z = x mod P for x below 2P (x mod n for x below p): x - P where that
 * does not borrow, chosen by a mask. */
static void reduce_once(uint32_t *z, const uint32_t *x)
{
    uint32_t i, borrow = 0, mask;
    uint64_t r;
    fe t;
    for (i = 0; i < S; i++) {
        r = (uint64_t)x[i] - P[i] - borrow;
        t[i] = (uint32_t)r;
        borrow = (uint32_t)(r >> 32) & 1;
    }
    mask = -borrow; /* all ones: x < P, keep x */
    for (i = 0; i < S; i++) z[i] = (x[i] & mask) | (t[i] & ~mask);
}

/* 1 if 0 < v < P. */
static int in_range(const uint32_t *v)
{
    uint32_t i, borrow = 0;
    uint64_t r;
    for (i = 0; i < S; i++) {
        r = (uint64_t)v[i] - P[i] - borrow;
        borrow = (uint32_t)(r >> 32) & 1;
    }
    return borrow && !fzero(v);
}

/* Names of their own: a second file-scope `static fe u1` would be jadd's. */
static fe ax, sr, ss, w, scalar1, scalar2;
static struct jpoint q;

/* (r, s): r = x(k G) mod n, s = k^-1 (e + r d) mod n; k is the nonce (the
 * host derives it as RFC 6979 says), multiplied by the ladder. */
static void ecdsa_sign(void)
{
    from_affine(&base, ecc.x, ecc.y);
    multiply(&r0, &base, ecc.k, 1);
    affine(ax, 0, &r0); /* 1 <= k < n: never infinity */
    mod_n();
    reduce_once(sr, ax);
    fmul(t1, sr, ecc.r2n);
    fmul(t2, ecc.d, ecc.r2n);
    fmul(t1, t1, t2);                    /* r d, Montgomery form mod n */
    fmul(t2, ecc.e, ecc.r2n);
    fadd(t1, t2, t1);                    /* e + r d */
    fmul(t2, ecc.k, ecc.r2n);
    finv(t3, t2);                        /* k^-1 */
    fmul(t1, t1, t3);
    fmul(ss, t1, one);
    fcopy(ecc.sig_r, sr);
    fcopy(ecc.sig_s, ss);
    mod_p();
}

/* valid = (x(u1 G + u2 Q) mod n == r), u1 = e w, u2 = r w, w = s^-1 mod n,
 * after 0 < r, s < n. Double-and-add: nothing here is secret. */
static void ecdsa_verify(void)
{
    ecc.valid = 0;
    mod_n();
    if (!in_range(ecc.sig_r) || !in_range(ecc.sig_s)) {
        mod_p();
        return;
    }
    fmul(t1, ecc.sig_s, ecc.r2n);
    finv(w, t1);                         /* s^-1, Montgomery form mod n */
    fmul(t1, ecc.e, ecc.r2n);
    fmul(t1, t1, w);
    fmul(scalar1, t1, one);              /* u1 = e w mod n */
    fmul(t1, ecc.sig_r, ecc.r2n);
    fmul(t1, t1, w);
    fmul(scalar2, t1, one);              /* u2 = r w mod n */
    mod_p();
    from_affine(&base, ecc.x, ecc.y);
    from_affine(&q, ecc.qx, ecc.qy);
    multiply(&r0, &base, scalar1, 0);
    multiply(&r1, &q, scalar2, 0);
    jadd(&r0, &r0, &r1);
    if (!affine(ax, 0, &r0)) return;
    mod_n();
    reduce_once(sr, ax);
    ecc.valid = fequal(sr, ecc.sig_r);
    mod_p();
}

/* ---- Curve25519, x only (RFC 7748, section 5) ---- */

static fe x1, x2, z2, x3, z3, a24, ea, eb, ec, ed, eaa, ebb, ee, eda, ecb;

static void x25519(void)
{
    uint32_t swap = 0, b;
    int bit;
    one[0] = 121665;                     /* a24 = (486662 - 2) / 4 */
    fmul(a24, one, ecc.r2);
    one[0] = 1;
    fmul(x1, ecc.x, ecc.r2);
    fcopy(x2, onem);
    for (uint32_t i = 0; i < S; i++) z2[i] = 0;
    fcopy(x3, x1);
    fcopy(z3, onem);
    for (bit = ecc.nbits - 1; bit >= 0; bit--) {
        b = kbit(ecc.k, bit);
        swap ^= b;
        fswap(x2, x3, -swap);
        fswap(z2, z3, -swap);
        swap = b;
        fadd(ea, x2, z2);
        fsqr(eaa, ea);
        fsub(eb, x2, z2);
        fsqr(ebb, eb);
        fsub(ee, eaa, ebb);
        fadd(ec, x3, z3);
        fsub(ed, x3, z3);
        fmul(eda, ed, ea);
        fmul(ecb, ec, eb);
        fadd(x3, eda, ecb);
        fsqr(x3, x3);                    /* x_3 = (DA + CB)^2 */
        fsub(z3, eda, ecb);
        fsqr(z3, z3);
        fmul(z3, x1, z3);                /* z_3 = x_1 (DA - CB)^2 */
        fmul(x2, eaa, ebb);              /* x_2 = AA BB */
        fmul(z2, a24, ee);
        fadd(z2, eaa, z2);
        fmul(z2, ee, z2);                /* z_2 = E (AA + a24 E) */
    }
    fswap(x2, x3, -swap);
    fswap(z2, z3, -swap);
    finv(zinv, z2);                /* 0^(p-2) = 0: u = 0 for the point at infinity */
    fmul(t1, x2, zinv);
    fmul(ecc.out_x, t1, one);
}

int main(void)
{
    S = ecc.s;
    P = ecc.p;
    ecc.timer_start = montsim_timer();
    one[0] = 1;
    fmul(onem, ecc.r2, one);             /* R mod p: 1 in Montgomery form */
    if (ecc.form == 1)
        x25519();
    else if (ecc.operation == 1)
        ecdsa_sign();
    else if (ecc.operation == 2)
        ecdsa_verify();
    else
        weierstrass();
    ecc.timer_end = montsim_timer();
    return 0;
}
