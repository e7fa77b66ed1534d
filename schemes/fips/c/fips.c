/* FIPS and enhanced FIPS (Gastaldo, Parodi and Zunino, EURASIP JES 2008) in
 * plain C for a single-issue core: the four forms of fips_forms.h at w = 16
 * and w = 32 (registers of 2w bits), chosen at run time from the parameter
 * block. montsim runs
 * gcc's output of it (schemes/compiled/fips-*.s) as scheme fips_mb and
 * checks every result against Boost and, word for word, against the
 * word-level model. No final subtraction: the result u < 2n. */
#include <stdint.h>

#include "montsim.h"

struct fips_params {
    uint32_t variant;   /* 0 basic, 1 single-acc, 2 enhanced, 3 enhanced-fixed */
    uint32_t w;         /* 16 or 32 */
    uint32_t z;         /* words of w bits per operand */
    uint32_t nprime0;   /* -n0^-1 mod 2^w */
    const uint32_t *a, *b, *n;  /* z words each, a w-bit word per 32-bit slot */
    uint32_t *m;        /* z words: u's low words */
    uint32_t top;       /* u's word z */
    uint32_t timer_before, timer_after;
};

__attribute__((section(".data"))) struct fips_params params;

#define FW 16
#define REG uint32_t
#define FN(name) name##_16
#define PROD(x, y) ((uint32_t)(x) * (uint32_t)(y))
#include "fips_forms.h"
#undef FW
#undef REG
#undef FN
#undef PROD

#define FW 32
#define REG uint64_t
#define FN(name) name##_32
#define PROD(x, y) ((uint64_t)(x) * (uint64_t)(y))
#include "fips_forms.h"
#undef FW
#undef REG
#undef FN
#undef PROD

__attribute__((noinline)) void fips(const struct fips_params *p, uint32_t *top)
{
    if (p->w == 16) {
        if (p->variant == 0) basic_16(p->z, p->a, p->b, p->n, p->nprime0, p->m, top);
        else if (p->variant == 1) single_acc_16(p->z, p->a, p->b, p->n, p->nprime0, p->m, top);
        else enhanced_16(p->z, p->a, p->b, p->n, p->nprime0, p->m, top, p->variant == 3);
    } else {
        if (p->variant == 0) basic_32(p->z, p->a, p->b, p->n, p->nprime0, p->m, top);
        else if (p->variant == 1) single_acc_32(p->z, p->a, p->b, p->n, p->nprime0, p->m, top);
        else enhanced_32(p->z, p->a, p->b, p->n, p->nprime0, p->m, top, p->variant == 3);
    }
}

int main(void)
{
    uint32_t top;
    params.timer_before = montsim_timer();
    fips(&params, &top);
    params.timer_after = montsim_timer();
    params.top = top;
    return 0;
}
