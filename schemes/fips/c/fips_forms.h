/* The four FIPS forms of Gastaldo, Parodi and Zunino, word by word as the
 * word-level model (schemes/fips/FipsModel.cpp) computes them, for one word
 * size. fips.c includes this file twice: FW = 16 and FW = 32. The
 * algorithm's registers are REG, 2w bits as the paper gives them (uint32_t
 * at w = 16: one MicroBlaze register; uint64_t at w = 32), so the printed
 * enhanced form's ACCY, which needs 2w + 1 bits (schemes/fips/README.md),
 * wraps here as it would on the DSP. The single accumulator is 64 bits:
 * enough at w = 16 (Table 1: 38-40), not at w = 32 (69-71, refused). */

#define MASK ((REG)((FW == 32) ? 0xffffffffu : 0xffffu))

/* Fig. 1: t[0..2]; (C, S) := acc + x y; ADD(t[1], C) carries into t[2]. */
static void FN(basic)(uint32_t z, const uint32_t *a, const uint32_t *b, const uint32_t *n, uint32_t np0,
                      uint32_t *m, uint32_t *top)
{
    REG t0 = 0, t1 = 0, t2 = 0, v, c, S;
    uint32_t i, j;
#define MAC(acc, x, y) (v = (acc) + PROD(x, y), c = t1 + (v >> FW), t1 = c & MASK, t2 += c >> FW, v & MASK)
    for (i = 0; i < z; i++) {
        for (j = 0; j < i; j++) {                        /* O15-O20 */
            S = MAC(t0, a[j], b[i - j]);
            t0 = MAC(S, m[j], n[i - j]);
        }
        S = MAC(t0, a[i], b[0]);
        m[i] = ((uint32_t)S * np0) & MASK;               /* O10 */
        (void)MAC(S, m[i], n[0]);                        /* O11: S becomes 0 */
        t0 = t1; t1 = t2; t2 = 0;
    }
    for (i = z; i < 2 * z; i++) {
        for (j = i - z + 1; j < z; j++) {
            S = MAC(t0, a[j], b[i - j]);
            t0 = MAC(S, m[j], n[i - j]);
        }
        m[i - z] = (uint32_t)t0;
        t0 = t1; t1 = t2; t2 = 0;
    }
    *top = (uint32_t)t0;
#undef MAC
}

/* Fig. 3: one accumulator of 64 bits. */
static void FN(single_acc)(uint32_t z, const uint32_t *a, const uint32_t *b, const uint32_t *n, uint32_t np0,
                           uint32_t *m, uint32_t *top)
{
    uint64_t acc = 0;
    uint32_t i, j;
    for (i = 0; i < z; i++) {
        for (j = 0; j < i; j++) {
            acc += PROD(a[j], b[i - j]);
            acc += PROD(m[j], n[i - j]);
        }
        acc += PROD(a[i], b[0]);
        m[i] = ((uint32_t)acc * np0) & MASK;
        acc += PROD(m[i], n[0]);
        acc >>= FW;
    }
    for (i = z; i < 2 * z; i++) {
        for (j = i - z + 1; j < z; j++) {
            acc += PROD(a[j], b[i - j]);
            acc += PROD(m[j], n[i - j]);
        }
        m[i - z] = (uint32_t)(acc & MASK);
        acc >>= FW;
    }
    *top = (uint32_t)acc;
}

/* Fig. 4 with the prologue it lacks (m[0], ACCX = REG2 = 0) and m[i] n[0]
 * deferred to the next column; `fixed`: EE15-17 and EE22 rewritten so that
 * no register needs more than 2w bits. */
static void FN(enhanced)(uint32_t z, const uint32_t *a, const uint32_t *b, const uint32_t *n, uint32_t np0,
                         uint32_t *m, uint32_t *top, int fixed)
{
    REG reg1, reg2 = 0, accx = 0, accy, q, t;
    uint32_t i, j;
#define INNER(i, j)                                                             \
    do {                                                                        \
        reg1 += PROD(a[j], b[(i) - (j)]); accx += reg1 >> FW; reg1 &= MASK;     \
        reg2 += PROD(m[j], n[(i) - (j)]); accx += reg2 >> FW; reg2 &= MASK;     \
    } while (0)
    reg1 = PROD(a[0], b[0]);                             /* EE1-EE3 */
    q = reg1 & MASK;
    m[0] = ((uint32_t)q * np0) & MASK;
    reg1 >>= FW;
    for (i = 1; i < z; i++) {
        accy = q + PROD(m[i - 1], n[0]);                 /* EE5 */
        accy >>= FW;
        accy += PROD(a[i], b[0]);                        /* EE6-EE7 */
        for (j = 0; j < i; j++) INNER(i, j);             /* EE9-EE14 */
        if (!fixed) {
            accy += reg1 + reg2;                         /* EE15 */
            q = accy & MASK;
            reg2 = accy >> FW;
        } else {
            accy += reg2;
            t = (accy & MASK) + reg1;
            q = t & MASK;
            reg2 = (accy >> FW) + (t >> FW);
        }
        m[i] = ((uint32_t)q * np0) & MASK;               /* EE16 */
        reg1 = accx & MASK;                              /* EE17 */
        accx >>= FW;
    }
    accy = q + PROD(m[z - 1], n[0]);                     /* EE21-EE22 */
    if (!fixed) reg2 += accy >> FW;
    else reg1 += accy >> FW;
    for (i = z; i < 2 * z; i++) {
        for (j = i - z + 1; j < z; j++) INNER(i, j);
        reg2 += reg1;                                    /* EE31-EE35 */
        m[i - z] = (uint32_t)(reg2 & MASK);
        reg1 = accx & MASK;
        accx >>= FW;
        reg2 >>= FW;
    }
    *top = (uint32_t)(reg2 + reg1);
#undef INNER
}

#undef MASK
