// Operand families for the FIPS schemes' tests, as config values.
#pragma once

#include <random>

#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Config.hpp"

namespace montsim::test {

// A point of scheme `scheme` (fips or fips_mb) at the defaults but these.
inline sim::Config fips_point(const std::string& scheme, const std::string& variant, int64_t w, int64_t bits,
                              int64_t seed = 1) {
    sim::Config c = sim::default_config();
    c.set("scheme.name", scheme);
    c.set("fips.variant", variant);
    c.set("fips.w", w);
    c.set("scheme.bits", bits);
    c.set("scheme.seed", seed);
    return c;
}

// The family that drives the printed enhanced form's ACCY past 2w bits (as
// in test_fips_model.cpp): n's top word and n0 = W - 1, a's words all
// W - 1 (its top word W - 2), b0 = W - 1, the rest random.
inline void set_accy_family(sim::Config& c, unsigned bits, unsigned w, std::mt19937_64& rng) {
    using schemes::BigInt;
    auto random_bits = [&](unsigned n) -> BigInt {
        BigInt v = 0;
        for (unsigned k = 0; k < n; k += 32) v = (v << 32) + BigInt(rng() & 0xFFFFFFFFu);
        return v;
    };
    const BigInt W = BigInt(1) << w, low = BigInt(1) << (bits - w);
    BigInt n = random_bits(bits) % low + ((W - 1) << (bits - w));
    n = n - n % W + (W - 1);
    const BigInt a = ((W - 2) << (bits - w)) + (low - 1);
    BigInt b = random_bits(bits) % n;
    b = b - b % W + (W - 1);
    if (b >= n) b -= W;
    c.set("scheme.n", schemes::to_hex(n));
    c.set("scheme.a", schemes::to_hex(a));
    c.set("scheme.b", schemes::to_hex(b));
}

}  // namespace montsim::test
