// The bit-level algorithms behind the PE array's word schedules, on big
// integers, as the paper writes them (../shared/papers/004):
// - Algorithm MM (radix 2): Tenca and Koc's WBMM computes exactly its S
//   before the final subtraction;
// - Algorithm Modified_MM_R: IWBMM_R computes exactly its S (and ref.
//   [11]'s variant that of the same recurrence with a deferral of one).
// The iwbmm scheme runs the matching one beside every array run and requires
// the same integer, and both are checked against Boost's modular inverse.
#pragma once

#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::schemes {

struct BitLevelResult {
    BigInt s;          // the output (MM: before the final subtraction)
    BigInt reduced;    // MM: after it (below N); Modified_MM_R: the same as s
};

// `iterations` bit iterations (>= the bits of B): A*B*2^(-iterations) mod N.
BitLevelResult mm_radix2(const BigInt& a, const BigInt& b, const BigInt& n, unsigned iterations);

// Modified_MM_R with w-bit words: the most significant bit of every word of
// S' is deferred `deferral` iterations (the T(1..d) chain), AP' holds A's bit
// w-1-d of every word and enters d iterations early, shifted up d bits. d =
// w-1 is the paper's Modified_MM_R (AP' = the words' least significant
// bits), d = 1 ref. [11]'s recurrence (Eq. 6, 7; AP at bits tau*w - 2). No
// final subtraction: the output is below 2N.
BitLevelResult modified_mm_r(const BigInt& a, const BigInt& b, const BigInt& n, unsigned w, unsigned iterations,
                             unsigned deferral);

}  // namespace montsim::schemes
