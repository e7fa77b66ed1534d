// The four FIPS forms word by word against Boost, and the register widths
// the paper's claims rest on: Table 1's accumulator width K (Eq. 3 against
// the tight bound reached by near-all-ones operands) and the enhanced
// form's ACCY, which needs 2w + 1 bits.
#include <catch2/catch.hpp>
#include <random>

#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/fips/FipsModel.hpp"

using namespace montsim;
using namespace montsim::schemes::fips;
using schemes::BigInt;

namespace {

FipsWords words_of(const BigInt& v, unsigned w, unsigned z) {
    FipsWords out(z);
    BigInt x = v;
    const BigInt base = BigInt(1) << w;
    for (unsigned k = 0; k < z; ++k) {
        out[k] = uint32_t(x % base);
        x /= base;
    }
    return out;
}

BigInt value_of(const FipsResult& r, unsigned w) {
    BigInt v = r.top;
    for (size_t k = r.m.size(); k-- > 0;) v = (v << w) + r.m[k];
    return v;
}

struct Operands {
    BigInt a, b, n;
};

// Random n (odd, top bit set), a, b < n.
Operands random_operands(unsigned bits, std::mt19937_64& rng) {
    BigInt n = 0;
    for (unsigned k = 0; k < bits; k += 32) n = (n << 32) + rng() % (uint64_t(1) << 32);
    n |= BigInt(1) << (bits - 1);
    n |= 1;
    auto below = [&]() -> BigInt {
        BigInt v = 0;
        for (unsigned k = 0; k < bits; k += 32) v = (v << 32) + rng() % (uint64_t(1) << 32);
        return v % n;
    };
    return {below(), below(), n};
}

// a's words all W - 1 (its top word W - 2), b0 = n0 = W - 1, the rest
// random: a[i] b[0] near (W - 1)^2 in every column, which drives the
// enhanced form's ACCY past 2w bits.
Operands accy_family(unsigned bits, unsigned w, std::mt19937_64& rng) {
    const BigInt W = BigInt(1) << w;
    Operands o = random_operands(bits, rng);
    const BigInt high = (W - 1) << (bits - w);
    o.n = o.n % (BigInt(1) << (bits - w)) + high;
    o.n = o.n - o.n % W + (W - 1);
    o.a = ((W - 2) << (bits - w)) + ((BigInt(1) << (bits - w)) - 1);
    o.b = o.b % o.n;
    o.b = o.b - o.b % W + (W - 1);
    if (o.b >= o.n) o.b -= W;
    return o;
}

// The families that drive the registers to their maxima.
std::vector<Operands> adversarial(unsigned bits, unsigned w, std::mt19937_64& rng) {
    const BigInt W = BigInt(1) << w, all = (BigInt(1) << bits) - 1;
    std::vector<Operands> out;
    out.push_back({all - 1, all - 1, all});  // near-all-ones
    out.push_back({all - 2, all - 3, all});
    // Near-all-ones with n's second word W - 2 (or n0 = 1): the single
    // accumulator reaches the tight bound ceil(log2 2z) + 2w.
    out.push_back({all - W - 1, all - W - 1, all - W});
    out.push_back({all - W, all - W, all - W + 2});
    out.push_back(accy_family(bits, w, rng));
    for (int k = 0; k < 3; ++k) {
        Operands o = random_operands(bits, rng);
        BigInt b0 = o.b - o.b % W + (W - 1);  // b0 = W - 1
        if (b0 < o.n) out.push_back({o.a, b0, o.n});
        BigInt n0 = o.n - o.n % W + (W - 1);  // n0 = W - 1
        out.push_back({o.a % n0, o.b % n0, n0});
        BigInt both = b0 % n0;
        both = both - both % W + (W - 1);
        if (both < n0) out.push_back({o.a % n0, both, n0});
    }
    return out;
}

// Runs one product and checks it: u = a b W^-z (mod n), u < 2n.
FipsResult check(const FipsConfig& cfg, const Operands& o, unsigned bits) {
    const unsigned z = bits / cfg.w;
    const FipsResult r = fips_product(cfg, words_of(o.a, cfg.w, z), words_of(o.b, cfg.w, z), words_of(o.n, cfg.w, z));
    const BigInt u = value_of(r, cfg.w);
    const BigInt R = BigInt(1) << bits;
    CHECK(u < 2 * o.n);
    CHECK((u * R) % o.n == (o.a * o.b) % o.n);
    return r;
}

FipsConfig config(Variant v, unsigned w, unsigned acc_bits = 128, unsigned reg_bits = 0) {
    FipsConfig c;
    c.variant = v;
    c.w = w;
    c.acc_bits = acc_bits;
    c.reg_bits = reg_bits ? reg_bits : 2 * w + 1;
    return c;
}

}  // namespace

TEST_CASE("FIPS: every form is a Montgomery product (Boost), with 2z^2 + z word products", "[fips]") {
    std::mt19937_64 rng(7);
    for (Variant v : {Variant::Basic, Variant::SingleAcc, Variant::Enhanced, Variant::EnhancedFixed})
        for (unsigned w : {16u, 32u})
            for (unsigned bits : {64u, 96u, 512u, 1024u}) {
                INFO(name_of(kVariantNames, v) << ", w = " << w << ", " << bits << " bits");
                const unsigned z = bits / w;
                for (int k = 0; k < 5; ++k) {
                    const FipsResult r = check(config(v, w), random_operands(bits, rng), bits);
                    CHECK(r.word_products == 2ull * z * z + z);
                    CHECK(r.inner_iterations == uint64_t(z) * (z - 1));
                }
                for (const auto& o : adversarial(bits, w, rng)) check(config(v, w), o, bits);
            }
}

TEST_CASE("FIPS Table 1: the accumulator width K, printed, Eq. 3, tight, measured", "[fips]") {
    std::mt19937_64 rng(3);
    struct Row {
        unsigned w, bits, printed;
    };
    for (const Row row : {Row{16, 512, 39}, Row{16, 1024, 40}, Row{16, 2048, 41}, Row{32, 512, 69}, Row{32, 1024, 70},
                          Row{32, 2048, 71}}) {
        const unsigned z = row.bits / row.w;
        INFO("w = " << row.w << ", " << row.bits << " bits");
        unsigned most = 0;
        Operands widest;
        for (const auto& o : adversarial(row.bits, row.w, rng)) {
            const unsigned bits = check(config(Variant::SingleAcc, row.w), o, row.bits).max_bits.at("ACC");
            if (bits > most) most = bits, widest = o;
        }
        CHECK(most == tight_bits(z, row.w));
        if (row.w == 16) CHECK(eq3_bits(z, row.w) == row.printed);       // the 16-bit row is Eq. 3
        else CHECK(eq3_bits(z, row.w) == row.printed + 1);               // the 32-bit row one below it
        CHECK(tight_bits(z, row.w) == (row.w == 16 ? row.printed - 1 : row.printed));
        // K = the measured width works; one bit less overflows.
        check(config(Variant::SingleAcc, row.w, most), widest, row.bits);
        CHECK_THROWS_AS(check(config(Variant::SingleAcc, row.w, most - 1), widest, row.bits), FipsOverflow);
    }
}

TEST_CASE("FIPS enhanced: ACCY needs 2w + 1 bits; the fixed form fits 2w", "[fips]") {
    std::mt19937_64 rng(11);
    for (unsigned w : {16u, 32u}) {
        const unsigned bits = 512;
        int overflows = 0, runs = 0;
        for (int k = 0; k < 10; ++k) {
            const Operands o = accy_family(bits, w, rng);
            ++runs;
            FipsConfig two_w = config(Variant::Enhanced, w, 0, 2 * w);
            try {
                check(two_w, o, bits);
            } catch (const FipsOverflow& e) {
                ++overflows;
                CHECK_THAT(e.what(), Catch::Contains("ACCY overflow at column") && Catch::Contains("(fips.reg_bits)"));
            }
            const FipsResult fixed = check(config(Variant::EnhancedFixed, w, 0, 2 * w), o, bits);
            for (const auto& [reg, width] : fixed.max_bits) {
                INFO(reg);
                CHECK(width <= 2 * w);
            }
        }
        INFO("w = " << w);
        CHECK(overflows >= runs - 1);  // this family overflows a 2w-bit ACCY nearly always
    }
}

TEST_CASE("FIPS: a wrapping 2w-bit ACCY gives a wrong Montgomery product", "[fips]") {
    const unsigned w = 16, bits = 256, z = bits / w;
    std::mt19937_64 rng(5);
    const Operands o = accy_family(bits, w, rng);
    FipsConfig c = config(Variant::Enhanced, w, 0, 2 * w);
    c.overflow = Overflow::Wrap;
    const FipsResult r = fips_product(c, words_of(o.a, w, z), words_of(o.b, w, z), words_of(o.n, w, z));
    CHECK(r.overflowed);
    const BigInt u = value_of(r, w);
    CHECK_FALSE((u * (BigInt(1) << bits)) % o.n == (o.a * o.b) % o.n);
}

TEST_CASE("FIPS: the shipped near-all-ones operands reach the tight bound", "[fips]") {
    for (unsigned w : {16u, 32u})
        for (unsigned bits : {512u, 1024u, 2048u}) {
            const unsigned z = bits / w;
            unsigned most = 0;
            for (const auto& ops : fips_widest_operands(z, w)) {
                FipsConfig c = config(Variant::SingleAcc, w);
                const FipsResult r = fips_product(c, ops[0], ops[1], ops[2]);
                most = std::max(most, r.max_bits.at("ACC"));
                // and it is a Montgomery product
                auto big = [&](const FipsWords& v) {
                    BigInt x = 0;
                    for (size_t k = v.size(); k-- > 0;) x = (x << w) + v[k];
                    return x;
                };
                const BigInt n = big(ops[2]);
                CHECK((value_of(r, w) * (BigInt(1) << bits)) % n == (big(ops[0]) * big(ops[1])) % n);
            }
            CHECK(most == tight_bits(z, w));
        }
}
