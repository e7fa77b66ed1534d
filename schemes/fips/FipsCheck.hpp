// What both FIPS schemes do with a point's operands and a result: split
// 32-bit operand words into w-bit words, and check u (z words and a top
// word) against Boost: u < 2n and u = a b R^-1 (mod n), R = 2^bits.
#pragma once

#include <string>

#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/fips/FipsModel.hpp"

namespace montsim::schemes::fips {

// 32-bit words as w-bit words (w = 16: two per word, low half first).
FipsWords fips_words(const Words& words, unsigned w);

// u from its w-bit words and its top word.
BigInt fips_value(const FipsWords& m, uint64_t top, unsigned w);

// std::runtime_error "WHO: wrong Montgomery product: U, expected E (or it
// plus N)NOTE" unless u < 2n and u mod n is the reference product.
void check_fips_product(const MontOperands& ops, const BigInt& u, const std::string& who, const std::string& note);

}  // namespace montsim::schemes::fips
