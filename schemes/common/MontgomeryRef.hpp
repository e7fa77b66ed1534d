// The big-integer reference every scheme run is checked against
// (Boost.Multiprecision), and the operand generator the schemes share.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace montsim::schemes {

using BigInt = boost::multiprecision::cpp_int;
using Words = std::vector<uint32_t>;  // little-endian: word 0 is least significant

// One Montgomery multiplication's inputs, w = 32: A, B < N, N odd, s words.
struct MontOperands {
    unsigned s = 0;
    Words a, b, n;
    uint32_t nprime = 0;  // -N^-1 mod 2^32
};

BigInt to_big(const Words& w);
Words to_words(const BigInt& v, size_t count);  // throws if v needs more words
std::string to_hex(const BigInt& v);
// Hexadecimal text (0x optional) as a number; std::invalid_argument naming
// the config key `key` if it is not one.
BigInt parse_hex(const std::string& text, const std::string& key);

// -n0^-1 mod 2^32 for odd n0 (Newton iteration).
uint32_t neg_inverse_mod_2_32(uint32_t n0);
// n^-1 mod 2^bits for odd n, the same on whole numbers (masks, not Boost's
// %, which divides even by a power of two). Unchecked: an even n gives a
// number that is no inverse, which its callers' checks find.
BigInt inverse_mod_power_of_two(const BigInt& n, unsigned bits);

// Random operands for an s-word modulus: N odd with its top bit set (a full
// s-word modulus, as RSA uses), A and B uniform below N. Same seed, same
// operands, on every machine.
MontOperands random_operands(unsigned s, uint64_t seed);

// Operands a user gave as hexadecimal text (each optional: what is absent is
// random from `seed`, A and B below N). Throws std::invalid_argument naming
// the config key: not hexadecimal, N even or wider than s words, A or B not
// below N.
MontOperands operands_from_text(unsigned s, uint64_t seed, const std::optional<std::string>& a,
                                const std::optional<std::string>& b, const std::optional<std::string>& n);

// Checks an operand set a user supplied: N odd, A and B below N, all s words.
void validate_operands(const MontOperands& ops);

// A * B * 2^(-32 s) mod N, fully reduced, by Boost on whole numbers (one
// reduction of the whole product, not any scheme's word by word), checked
// against the definition (below N, times R congruent to A * B mod N).
// Remembers the last few operand sets per thread.
BigInt montgomery_product(const MontOperands& ops);
BigInt montgomery_product_uncached(const MontOperands& ops);
// The same from the definition: A * B mod N times the inverse of R mod N
// (the extended Euclid; far slower at thousands of bits). The tests hold
// the two together.
BigInt montgomery_product_by_inverse(const MontOperands& ops);

// Throws std::runtime_error (naming `who`, the expected and the obtained
// value) unless `result` equals the reference product.
void check_montgomery_result(const MontOperands& ops, const Words& result, const std::string& who);
// The same against a reference product computed once (montgomery_product),
// for a scheme whose every core holds the whole result.
void check_montgomery_result(const BigInt& expected, unsigned s, const Words& result, const std::string& who);

}  // namespace montsim::schemes
