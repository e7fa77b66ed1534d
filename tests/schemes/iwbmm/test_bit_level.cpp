// The bit-level algorithms of the PE array paper (schemes/iwbmm/BitLevel.hpp)
// against Boost's modular inverse: radix-2 MM (with and without its final
// subtraction), Modified_MM_R, whose output is below 2N but not always below
// N (its header says "< N": there is no final subtraction), and ref. [11]'s
// recurrence (a deferral of one iteration).
#include <catch2/catch.hpp>

#include <boost/integer/mod_inverse.hpp>
#include <random>

#include "schemes/iwbmm/BitLevel.hpp"

using namespace montsim;
using schemes::BigInt;

namespace {

BigInt random_bits(std::mt19937_64& rng, unsigned bits) {
    BigInt v = 0;
    for (unsigned i = 0; i < bits; i += 32) v = (v << 32) + (rng() & 0xFFFFFFFFu);
    return v & ((BigInt(1) << bits) - 1);
}

BigInt montgomery(const BigInt& a, const BigInt& b, const BigInt& n, unsigned r_bits) {
    return a * b % n * boost::integer::mod_inverse(BigInt((BigInt(1) << r_bits) % n), n) % n;
}

}  // namespace

TEST_CASE("radix-2 MM and Modified_MM_R compute A*B*2^-I mod N; Modified_MM_R's output reaches past N", "[bitlevel]") {
    std::mt19937_64 rng(7);
    int at_or_above_n = 0, runs = 0;
    for (unsigned k : {3u, 12u, 33u, 100u, 256u})
        for (unsigned w : {2u, 3u, 4u, 8u, 16u})
            for (int rep = 0; rep < 12; ++rep) {
                const BigInt top = BigInt(1) << (k - 1);
                BigInt n = random_bits(rng, k) | top | 1;
                BigInt a = random_bits(rng, k + 8) % n, b = random_bits(rng, k + 8) % n;
                if (rep == 0) a = b = n - 1;
                if (rep == 1) n = (BigInt(1) << k) - 1, a = n - 1, b = n - 2;
                const unsigned iterations = k + unsigned(rng() % 7);  // R = 2^I for any I >= k
                INFO("k " << k << " w " << w << " I " << iterations);
                const BigInt want = montgomery(a, b, n, iterations);
                const auto mm = schemes::mm_radix2(a, b, n, iterations);
                CHECK(mm.reduced == want);
                CHECK(mm.s < 2 * n);
                const auto mod = schemes::modified_mm_r(a, b, n, w, iterations, w - 1);
                CHECK(mod.s % n == want);
                CHECK(mod.s < 2 * n);
                at_or_above_n += mod.s >= n;
                const auto low = schemes::modified_mm_r(a, b, n, w, iterations, 1);  // ref. [11]'s recurrence
                CHECK(low.s % n == want);
                CHECK(low.s < 2 * n);
                ++runs;
            }
    CHECK(runs == 5 * 5 * 12);
    CHECK(at_or_above_n > 0);
}
