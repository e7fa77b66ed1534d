// Baktır–Savaş's plan (PmontScheme.hpp): which core multiplies which words in
// which round of Alg. 4, for a chain and a reduction.
#include <stdexcept>
#include <string>

#include "schemes/pmont/PmontScheme.hpp"

namespace montsim::schemes {

PmontPlan pmont_plan(unsigned s, unsigned p, PmontChain chain, PmontReduction reduction) {
    if (p < 1 || p > s)
        throw std::invalid_argument("scheme.p = " + std::to_string(p) + " is outside 1.." + std::to_string(s) +
                                    " at " + std::to_string(32 * s) + " bits (each core needs a word of A)");
    PmontPlan plan;
    plan.s = s;
    plan.p = p;
    plan.chain = chain;
    plan.reduction = reduction;
    unsigned at = 0;
    for (unsigned k = 0; k < p; ++k) {
        const unsigned z = s / p + (k < s % p ? 1 : 0);
        plan.off.push_back(at);
        plan.z.push_back(z);
        at += z;
    }
    return plan;
}

unsigned PmontPlan::steps() const {
    if (p == 1) return 0;
    if (chain == PmontChain::Serial) return 1;
    unsigned steps = 0;
    for (unsigned n = p; n > 1; n = (n + 1) / 2) ++steps;
    return steps;
}

uint64_t PmontPlan::products(unsigned k) const {
    const uint64_t zk = z.at(k), full = zk * s;
    const uint64_t line2 = reduction == PmontReduction::Full ? full : full - zk * off.at(k) - zk * (zk - 1) / 2;
    return full + line2 + full;
}

uint64_t PmontPlan::products() const {
    uint64_t sum = 0;
    for (unsigned k = 0; k < p; ++k) sum += products(k);
    return sum;
}

unsigned PmontPlan::barriers() const { return p == 1 ? 0 : 3 * (1 + steps()) - 1; }

Words full_nprime(const MontOperands& ops) {
    const unsigned m = 32 * ops.s;
    const BigInt n = to_big(ops.n);
    // (By masks: Boost's % by 2^m divided, and at 32768 bits those
    // divisions were most of a Baktir-Savas sweep's time.)
    const BigInt x = inverse_mod_power_of_two(n, m);
    const BigInt mask = (BigInt(1) << m) - 1;
    if (((n * x) & mask) != 1) throw std::logic_error("full_nprime: no inverse (N even?)");
    return to_words((mask + 1 - x) & mask, ops.s);
}

}  // namespace montsim::schemes
