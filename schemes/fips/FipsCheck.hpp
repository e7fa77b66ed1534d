// What both FIPS schemes do with a point's operands and a result: split
// 32-bit operand words into w-bit words, and check u (z words and a top
// word) against Boost: u < 2n and u = a b R^-1 (mod n), R = 2^bits.
#pragma once

#include <string>

#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/fips/FipsModel.hpp"
#include "sim/Stats.hpp"

namespace montsim::schemes::fips {

// 32-bit words as w-bit words (w = 16: two per word, low half first).
FipsWords fips_words(const Words& words, unsigned w);

// u from its w-bit words and its top word.
BigInt fips_value(const FipsWords& m, uint64_t top, unsigned w);

// std::runtime_error "WHO: wrong Montgomery product: U, expected E (or it
// plus N)NOTE" unless u < 2n and u mod n is the reference product.
void check_fips_product(const MontOperands& ops, const BigInt& u, const std::string& who, const std::string& note);

// The most bits each algorithm register held (the word-level model's
// count), one statistic per register, for both schemes' groups.
struct FipsRegisterMaxima {
    explicit FipsRegisterMaxima(sim::StatGroup& g)
        : t0{g, "max_bits.t0", "bits", "basic: the most bits t[0] held"},
          t1{g, "max_bits.t1", "bits", "basic: the most bits t[1] held"},
          t2{g, "max_bits.t2", "bits", "basic: the most bits t[2] held"},
          acc{g, "max_bits.ACC", "bits", "single-acc: the most bits the accumulator held"},
          reg1{g, "max_bits.REG1", "bits", "enhanced: the most bits REG1 held"},
          reg2{g, "max_bits.REG2", "bits", "enhanced: the most bits REG2 held"},
          accx{g, "max_bits.ACCX", "bits", "enhanced: the most bits ACCX held"},
          accy{g, "max_bits.ACCY", "bits", "enhanced: the most bits ACCY held (2w + 1 as printed)"},
          t{g, "max_bits.T", "bits", "enhanced-fixed: the most bits T held"} {}
    // Sets the statistic of every register the form has.
    void set(const FipsResult& r);
    sim::Stat t0, t1, t2, acc, reg1, reg2, accx, accy, t;
};

}  // namespace montsim::schemes::fips
