// Baktir and Savas's parallel Montgomery multiplication (Alg. 4, with
// Alg. 3 three times) on p MicroBlaze-like cores, one SPMD program
// (c/pmont.c, as gcc compiled it: schemes/compiled/pmont-*.s):
//   pmont_shared  the paper's system: operands in a shared memory on a bus
//                 (cores/shmem), partials through it, barriers between steps;
//   pmont_net     the same on FSL links: operands preloaded, partials and
//                 core 0's chunks of t mod 2^m and u sent over links.
// PmontPlan.cpp: the split into chunks and the counts the paper's
// algorithm implies; PmontLayout.cpp: the memory layout and the parameter
// block; PmontDescriptor.cpp: the two registry entries.
#pragma once

#include <cstdint>
#include <vector>

#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Scheme.hpp"

namespace montsim::schemes {

// The cores the program's parameter block has room for.
constexpr unsigned kPmontMaxCores = 16;

enum class PmontChain { Serial, Tree };
enum class PmontReduction { Full, Truncated };

// How a point splits the work, and what it must cost.
struct PmontPlan {
    unsigned s = 0, p = 0;
    PmontChain chain = PmontChain::Tree;
    PmontReduction reduction = PmontReduction::Full;
    std::vector<unsigned> off, z;  // core k's words [off_k, off_k + z_k) of a left operand

    // Accumulation steps per product: 1 (serial), ceil(log2 p) (tree); 0 at p = 1.
    unsigned steps() const;
    // Word products core k executes (three products), and all together.
    uint64_t products(unsigned k) const;
    uint64_t products() const;
    // Barriers each core passes on the shared-memory platform: 3(1 + A) - 1
    // (0 at p = 1).
    unsigned barriers() const;
};

// Words split as Alg. 3 needs them: z_k = floor(s/p), the first s mod p
// cores one word more. std::invalid_argument unless 1 <= p <= s.
PmontPlan pmont_plan(unsigned s, unsigned p, PmontChain chain, PmontReduction reduction);

// n' = -N^-1 mod 2^(32 s), all s words (Alg. 4's input).
Words full_nprime(const MontOperands& ops);

sim::Scheme pmont_shared_scheme();
sim::Scheme pmont_net_scheme();

}  // namespace montsim::schemes
