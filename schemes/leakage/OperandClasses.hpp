// The operand classes of a timing-leakage experiment (montsim leakage): for
// each sample of each of two classes, the operand keys a point sets. The
// modulus is fixed for the whole experiment (a key's modulus is public);
// the classes differ in what a secret would change.
//
//   fixed-random  dudect's test: class 0 always the same A and B, class 1
//                 fresh uniform A and B below N (a message for modexp)
//   subtraction   A and B uniform below N, class 0 those whose Montgomery
//                 product needs no final subtraction (T < N), class 1 those
//                 that do (T >= N), decided by Boost (extra_reduction)
//   hamming       modexp: a uniform message, an exponent of the same bit
//                 length with each bit below its top one set with
//                 probability 1/8 (class 0, low weight) or 7/8 (class 1)
//
// A scheme whose secret is a scalar (ecc) has only the scalar varied:
// fixed-random a fixed scalar against uniform ones, hamming low against
// high weight, both of the scalar's bits with the top one set.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Scheme.hpp"

namespace montsim::schemes::leakage {

enum class LeakageTest { FixedRandom, Subtraction, Hamming };

// "fixed-random", "subtraction", "hamming"; std::invalid_argument naming them.
LeakageTest leakage_test(const std::string& name);
std::string test_name(LeakageTest t);

// Whether A * B's Montgomery reduction (R = 2^(32 s)) leaves T >= N before
// its final subtraction: T = (A B + m N) / R with m = A B (-N^-1) mod R, the
// one m < R that makes A B + m N divisible by R (so every word-serial form,
// SOS, CIOS, pSHS, reaches the same T).
bool extra_reduction(const BigInt& a, const BigInt& b, const BigInt& n, unsigned s);

using KeyValues = std::vector<std::pair<std::string, std::string>>;

// A scheme's secret scalar (sim::Scheme::secret_scalar).
using ScalarOperand = sim::Scheme::SecretScalar;

class OperandClasses {
public:
    // s words; what the scheme reads: a message only (takes_b false, as
    // modexp), an exponent (takes_exponent, of exponent_bits bits). The
    // modulus and the fixed pair come from modulus_seed, as the scheme's
    // own random operands would (scheme.seed); the draws from draw_seed.
    OperandClasses(LeakageTest test, unsigned s, uint64_t modulus_seed, uint64_t draw_seed, bool takes_b,
                   bool takes_exponent, unsigned exponent_bits);
    // Classes of a scalar alone (fixed-random or hamming).
    OperandClasses(LeakageTest test, ScalarOperand scalar, uint64_t draw_seed);

    // The keys of the next sample of class 0 or 1 (scheme.n, scheme.a,
    // scheme.b or scheme.exponent as the scheme takes them).
    KeyValues sample(int klass);
    // "fixed", "random"; "T < N", "T >= N"; "low weight", "high weight".
    std::string class_name(int klass) const;
    // One line saying what the classes are.
    std::string describe() const;
    const BigInt& modulus() const { return n_; }

private:
    BigInt below_n();
    BigInt exponent(double bit_probability);

    LeakageTest test_;
    unsigned s_;
    bool takes_b_, takes_exponent_;
    unsigned exponent_bits_;
    BigInt n_, fixed_a_, fixed_b_, fixed_e_;
    ScalarOperand scalar_;  // key empty: the operands above
    std::mt19937_64 rng_;
};

}  // namespace montsim::schemes::leakage
