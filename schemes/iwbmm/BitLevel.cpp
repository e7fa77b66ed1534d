#include "schemes/iwbmm/BitLevel.hpp"

#include <stdexcept>
#include <vector>

namespace montsim::schemes {

namespace {

unsigned bit(const BigInt& v, unsigned i) { return boost::multiprecision::bit_test(v, i) ? 1u : 0u; }

// The number with a 1 at positions j*w + offset, for every j below
// `words`: v & mask keeps the bits of v at those positions.
BigInt every_word_mask(unsigned w, unsigned offset, unsigned words) {
    BigInt out = 0;
    for (unsigned j = 0; j < words; ++j) boost::multiprecision::bit_set(out, j * w + offset);
    return out;
}

}  // namespace

BitLevelResult mm_radix2(const BigInt& a, const BigInt& b, const BigInt& n, unsigned iterations) {
    BigInt s = 0;
    for (unsigned i = 0; i < iterations; ++i) {
        if (bit(b, i)) s += a;
        if (bit(s, 0)) s += n;
        s >>= 1;
    }
    BitLevelResult r{s, s};
    if (r.reduced >= n) r.reduced -= n;
    return r;
}

BitLevelResult modified_mm_r(const BigInt& a, const BigInt& b, const BigInt& n, unsigned w, unsigned iterations,
                             unsigned deferral) {
    const unsigned d = deferral;
    if (w < 2 || d < 1 || d > w - 1) throw std::invalid_argument("Modified_MM_R needs w >= 2 and 1 <= d <= w-1");
    const unsigned words = unsigned(boost::multiprecision::msb(n)) / w + 3;  // S' stays below 4N
    const BigInt ap = a & every_word_mask(w, w - 1 - d, words);
    const BigInt top_bits = every_word_mask(w, w - 1, words);
    const BigInt ar = a - ap;
    BigInt sr = ap * (b & ((BigInt(1) << d) - 1));  // AP' * sum_{i<d} B[i] 2^i
    BigInt sm = 0;
    std::vector<BigInt> t(d + 1, 0);  // t[1..d]
    for (unsigned i = 0; i < iterations; ++i) {
        BigInt x = sr + sm;
        if (bit(b, i + d)) x += ap << d;
        if (bit(b, i)) x += ar;
        if (bit(x, 0)) x += n;
        const BigInt s = x >> 1;
        sm = t[d] >> 1;
        for (unsigned j = d; j >= 2; --j) t[j] = t[j - 1] >> 1;
        t[1] = s & top_bits;
        sr = s - t[1];
    }
    BigInt out = sr + sm;
    for (unsigned j = 1; j <= d; ++j) out += t[j];
    return {out, out};
}

}  // namespace montsim::schemes
