// The FIPS Montgomery product (Koc, Acar and Kaliski's Finely Integrated
// Product Scanning) in the four forms of Gastaldo, Parodi and Zunino (EURASIP
// JES 2008), word by word as a DSP computes them, with every algorithm
// register's width watched: the paper's claims are about those widths (its
// Table 1, "only w and 2w" registers for the enhanced form).
//
//   basic           Fig. 1: a three-word array t (w bits each), ADD(t[1], C)
//                   propagating into t[2]
//   single-acc      Fig. 3: one K-bit accumulator ACC
//   enhanced        Fig. 4: REG1, REG2, ACCX, ACCY (2w bits each), with the
//                   readings of schemes/fips/README.md (m[0] in the
//                   prologue, m[i] n[0] deferred to the next column)
//   enhanced-fixed  Fig. 4 with EE15-17 rewritten so that no register
//                   exceeds 2w bits (ACCY of Fig. 4 needs 2w + 1)
//
// W = 2^w, z = words; a, b, n are z words of w bits, n odd, a, b < n. The
// result u = sum m[k] W^k + top W^z satisfies u = a b W^-z (mod n), u < 2n.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "sim/NameTable.hpp"

namespace montsim::schemes::fips {

enum class Variant { Basic, SingleAcc, Enhanced, EnhancedFixed };
inline constexpr Named<Variant> kVariantNames[] = {{"basic", Variant::Basic},
                                                   {"single-acc", Variant::SingleAcc},
                                                   {"enhanced", Variant::Enhanced},
                                                   {"enhanced-fixed", Variant::EnhancedFixed}};

// What a register wider than its hardware does: stop the run naming the
// register and the column (error), or keep the low bits as the hardware
// would (wrap) and let the result be wrong.
enum class Overflow { Error, Wrap };

struct FipsConfig {
    Variant variant = Variant::Enhanced;
    unsigned w = 16;          // word size: 16 or 32
    unsigned acc_bits = 40;   // single-acc: K, the accumulator's width
    unsigned reg_bits = 32;   // enhanced: REG1, REG2, ACCX, ACCY, T (2w by default)
    Overflow overflow = Overflow::Error;
};

using FipsWords = std::vector<uint32_t>;  // w-bit words, least significant first

struct FipsResult {
    FipsWords m;             // the z low words of u
    uint64_t top = 0;        // u's word z (0 or 1 for u < 2n)
    uint64_t word_products = 0;
    uint64_t inner_iterations = 0;
    // Per register, the most bits it ever held ("ACC", "REG1", ...).
    std::map<std::string, unsigned> max_bits;
    bool overflowed = false;  // wrap: some register lost bits
};

// Thrown with overflow = error: "ACCY overflow at column 5: 33 bits, the
// register holds 32 (fips.reg_bits)".
class FipsOverflow : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// -n0^-1 mod 2^w.
uint32_t fips_nprime0(uint32_t n0, unsigned w);

FipsResult fips_product(const FipsConfig& cfg, const FipsWords& a, const FipsWords& b, const FipsWords& n);

// Eq. 3's bound on K, log2[(2z + 2)(W - 1)^2] rounded up to the next
// integer strictly above, and the tight bound ceil(log2 2z) + 2w that the
// accumulator reaches with near-all-ones operands.
unsigned eq3_bits(unsigned z, unsigned w);
unsigned tight_bits(unsigned z, unsigned w);

// Near-all-ones operands (a = b = n - 1) that drive the single accumulator
// to the tight bound: n = W^z - W - 1 (words W-1, W-2, W-1, ...) and
// n = W^z - W + 1 (words 1, W-1, ...). Each entry is {a, b, n}.
std::vector<std::vector<FipsWords>> fips_widest_operands(unsigned z, unsigned w);

}  // namespace montsim::schemes::fips
