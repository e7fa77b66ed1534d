// Operand sets that stress a Montgomery product's corners, for m-bit
// operands (m a multiple of 32): all-ones and sparse moduli, the largest
// and smallest A and B, and a product whose low m bits are all zero. Each
// is (A, B, N) as hexadecimal text for scheme.a, scheme.b, scheme.n.
#pragma once

#include <string>
#include <vector>

#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::test {

struct OperandSet {
    std::string name, a, b, n;
};

inline std::vector<OperandSet> adversarial_operands(unsigned m) {
    using schemes::BigInt;
    using schemes::to_hex;
    const BigInt one = 1;
    const BigInt all_ones = (one << m) - 1;            // N = 2^m - 1: every word all ones
    const BigInt sparse = (one << (m - 1)) + 1;        // N = 2^(m-1) + 1
    const BigInt half = one << (m - 1);
    std::vector<OperandSet> sets;
    for (const auto& [nname, n] : {std::pair<std::string, BigInt>{"N = 2^m - 1", all_ones}, {"N = 2^(m-1) + 1", sparse}}) {
        sets.push_back({nname + ", A = B = N - 1", to_hex(n - 1), to_hex(n - 1), to_hex(n)});
        sets.push_back({nname + ", A = 0", "0", to_hex(n - 2), to_hex(n)});
        sets.push_back({nname + ", A = 1", "1", to_hex(n - 1), to_hex(n)});
        sets.push_back({nname + ", A = B = 1", "1", "1", to_hex(n)});
    }
    // A * B = 2^m: t mod 2^m = 0 with t != 0.
    sets.push_back({"t mod 2^m = 0", to_hex(half), "2", to_hex(all_ones)});
    // All-ones words in A and B below a random-looking modulus.
    sets.push_back({"A = B = 2^(m-1) - 1", to_hex(half - 1), to_hex(half - 1), to_hex(all_ones)});
    return sets;
}

}  // namespace montsim::test
