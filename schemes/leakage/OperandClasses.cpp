#include "schemes/leakage/OperandClasses.hpp"

#include <stdexcept>

namespace montsim::schemes::leakage {

namespace {
const char* const kNames[] = {"fixed-random", "subtraction", "hamming"};
}

LeakageTest leakage_test(const std::string& name) {
    for (int i = 0; i < 3; ++i)
        if (name == kNames[i]) return LeakageTest(i);
    throw std::invalid_argument("--test " + name + ": the tests are fixed-random, subtraction and hamming");
}

std::string test_name(LeakageTest t) { return kNames[int(t)]; }

bool extra_reduction(const BigInt& a, const BigInt& b, const BigInt& n, unsigned s) {
    const unsigned bits = 32 * s;
    const BigInt r = BigInt(1) << bits;
    const BigInt mask = r - 1;
    // n^-1 mod R by Newton's iteration (n odd): each step doubles the correct low bits.
    BigInt inv = 1;
    for (unsigned k = 1; k < bits; k *= 2) inv = (inv * (2 - n * inv)) & mask;
    const BigInt nprime = (r - inv) & mask;  // -n^-1 mod R
    const BigInt ab = a * b;
    const BigInt m = ((ab & mask) * nprime) & mask;
    const BigInt t = (ab + m * n) >> bits;
    return t >= n;
}

OperandClasses::OperandClasses(LeakageTest test, unsigned s, uint64_t modulus_seed, uint64_t draw_seed,
                               bool takes_b, bool takes_exponent, unsigned exponent_bits)
    : test_(test), s_(s), takes_b_(takes_b), takes_exponent_(takes_exponent), exponent_bits_(exponent_bits),
      rng_(draw_seed) {
    if (test == LeakageTest::Subtraction && !takes_b)
        throw std::invalid_argument("--test subtraction is of one Montgomery multiplication (a scheme that takes "
                                    "scheme.a and scheme.b); modexp makes many: use fixed-random or hamming");
    if (test == LeakageTest::Hamming && !takes_exponent)
        throw std::invalid_argument("--test hamming varies an exponent: it is for a scheme that takes "
                                    "scheme.exponent (modexp)");
    if (takes_exponent && exponent_bits < 2) throw std::invalid_argument("leakage: an exponent needs at least 2 bits");
    const MontOperands ops = random_operands(s, modulus_seed);
    n_ = to_big(ops.n);
    fixed_a_ = to_big(ops.a);
    fixed_b_ = to_big(ops.b);
    if (takes_exponent) fixed_e_ = exponent(0.5);
}

OperandClasses::OperandClasses(LeakageTest test, ScalarOperand scalar, uint64_t draw_seed)
    : test_(test), s_(0), takes_b_(false), takes_exponent_(false), exponent_bits_(scalar.bits),
      scalar_(std::move(scalar)), rng_(draw_seed) {
    if (test == LeakageTest::Subtraction)
        throw std::invalid_argument("--test subtraction is of one Montgomery multiplication; a scalar "
                                    "multiplication makes thousands: use fixed-random or hamming");
    if (exponent_bits_ < 2) throw std::invalid_argument("leakage: a scalar needs at least 2 bits");
    fixed_e_ = exponent(0.5);
}

BigInt OperandClasses::below_n() {
    // s + 2 random words reduced mod N: within 2^-64 of uniform.
    BigInt x = 0;
    for (unsigned i = 0; i < s_ + 2; ++i) x = (x << 32) | BigInt(uint32_t(rng_()));
    return x % n_;
}

BigInt OperandClasses::exponent(double p) {
    std::bernoulli_distribution bit(p);
    BigInt e = 1;  // the top bit
    for (unsigned i = 1; i < exponent_bits_; ++i) e = (e << 1) | BigInt(bit(rng_) ? 1 : 0);
    return e;
}

KeyValues OperandClasses::sample(int klass) {
    if (!scalar_.key.empty()) {
        const BigInt k = test_ == LeakageTest::Hamming ? exponent(klass == 0 ? 1.0 / 8 : 7.0 / 8)
                         : klass == 0                  ? fixed_e_
                                                       : exponent(0.5);
        return {{scalar_.key, scalar_.encode(to_hex(k))}};
    }
    KeyValues kv{{"scheme.n", to_hex(n_)}};
    BigInt a = fixed_a_, b = fixed_b_, e = fixed_e_;
    switch (test_) {
    case LeakageTest::FixedRandom:
        if (klass == 1) a = below_n(), b = below_n();
        break;
    case LeakageTest::Subtraction:
        // Drawn until the pair falls in the class (about 1 in 4 to 1 in 8 need
        // the subtraction for a full-size N).
        do a = below_n(), b = below_n();
        while (extra_reduction(a, b, n_, s_) != (klass == 1));
        break;
    case LeakageTest::Hamming:
        a = below_n();
        e = exponent(klass == 0 ? 1.0 / 8 : 7.0 / 8);
        break;
    }
    kv.emplace_back("scheme.a", to_hex(a));
    if (takes_b_) kv.emplace_back("scheme.b", to_hex(b));
    if (takes_exponent_) kv.emplace_back("scheme.exponent", to_hex(e));
    return kv;
}

std::string OperandClasses::class_name(int klass) const {
    switch (test_) {
    case LeakageTest::FixedRandom: return klass == 0 ? "fixed" : "random";
    case LeakageTest::Subtraction: return klass == 0 ? "T < N" : "T >= N";
    case LeakageTest::Hamming: return klass == 0 ? "low weight" : "high weight";
    }
    return "?";
}

std::string OperandClasses::describe() const {
    if (!scalar_.key.empty()) {
        const std::string bits = std::to_string(exponent_bits_) + "-bit scalars (" + scalar_.key + ", top bit set)";
        return test_ == LeakageTest::Hamming
                   ? bits + ", each lower bit set with probability 1/8 (low weight) or 7/8 (high weight)"
                   : "fixed: one of the " + bits + " every run; random: " + bits + " uniform";
    }
    const std::string what = takes_b_ ? "A and B" : "the message";
    switch (test_) {
    case LeakageTest::FixedRandom:
        return "fixed: " + what + " the same every run; random: " + what + " uniform below N" +
               (takes_exponent_ ? " (one fixed exponent of " + std::to_string(exponent_bits_) + " bits)" : "");
    case LeakageTest::Subtraction:
        return "A and B uniform below N, split by whether the product needs the final subtraction (T >= N)";
    case LeakageTest::Hamming:
        return "a uniform message; exponents of " + std::to_string(exponent_bits_) +
               " bits, each lower bit set with probability 1/8 (low weight) or 7/8 (high weight)";
    }
    return "";
}

}  // namespace montsim::schemes::leakage
