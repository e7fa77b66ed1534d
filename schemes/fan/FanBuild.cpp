// Fan et al.'s method-I/II point built for the VLIW machine (FanScheme.hpp):
// the parameters checked, the program and its memory image, the result read
// back, the memory accesses counted and the slides' formulas.
#include "schemes/fan/FanScheme.hpp"

#include <stdexcept>
#include <string>

#include "schemes/fan/FanInternal.hpp"

namespace montsim::schemes::fan {

using vliw::MemKind;
using vliw::VOp;

void validate(const FanParams& prm) {
    const auto fail = [](const std::string& msg) { throw std::invalid_argument("fan: " + msg); };
    if (prm.s < 1) fail("s = 0: an operand needs at least 1 word");
    if (prm.word_bits != 16 && prm.word_bits != 32)
        fail("w = " + std::to_string(prm.word_bits) + " bits: the word size must be 16 or 32");
    if (prm.cores < 1 || prm.cores > kMaxCores)
        fail("p = " + std::to_string(prm.cores) + " cores: must be 1.." + std::to_string(kMaxCores));
    if (prm.method == FanMethod::Single && prm.cores != 1)
        fail("the single-core baseline runs on p = 1 core, not " + std::to_string(prm.cores));
    if (prm.method == FanMethod::MethodII && prm.s % prm.cores != 0)
        fail("method-II gives each core s/p words: s = " + std::to_string(prm.s) + " is not divisible by p = " +
             std::to_string(prm.cores));
    if (prm.registers < kMinRegisters)
        fail("S_rf = " + std::to_string(prm.registers) + " registers is below the minimum of " +
             std::to_string(kMinRegisters) + " (an Add needs its two sources, a Mul its register pair)");
    if (prm.registers > kMaxRegisters)
        fail("S_rf = " + std::to_string(prm.registers) + " registers: at most " + std::to_string(kMaxRegisters) +
             " (register numbers are 8 bits)");
    const std::pair<const char*, uint32_t> lats[] = {{"load", prm.latency.load},
                                                     {"store", prm.latency.store},
                                                     {"mul", prm.latency.mul},
                                                     {"add", prm.latency.add}};
    for (const auto& [name, cycles] : lats)
        if (cycles < 1) fail(std::string("latency.") + name + " = 0: every latency must be at least 1 cycle");
}

FanBuild build_fan(const FanParams& prm) {
    validate(prm);
    detail::Generated g = detail::generate(prm);
    FanBuild b;
    b.params = prm;
    b.layout = g.layout;
    uint32_t spill_next = b.layout.spill;
    std::vector<std::vector<vliw::Slot>> streams;
    streams.reserve(g.cores.size());
    for (const detail::CoreCode& code : g.cores) streams.push_back(detail::allocate(code, prm.registers, spill_next));
    b.layout.spill_words = spill_next - b.layout.spill;
    b.layout.words = spill_next;
    b.program = detail::schedule(streams, prm.registers, prm.word_bits, b.layout.words, prm.latency);
    return b;
}

namespace {

std::vector<uint32_t> to_w_words(const BigInt& v, unsigned count, unsigned w) {
    std::vector<uint32_t> out(count);
    BigInt x = v;
    const uint32_t mask = w >= 32 ? 0xFFFFFFFFu : (1u << w) - 1u;
    for (unsigned i = 0; i < count; ++i) {
        out[i] = static_cast<uint32_t>(x & 0xFFFFFFFFu) & mask;
        x >>= w;
    }
    return out;
}

}  // namespace

std::vector<std::pair<uint32_t, uint32_t>> initial_memory(const FanBuild& b, const BigInt& x, const BigInt& y,
                                                          const BigInt& m) {
    const unsigned s = b.params.s, w = b.params.word_bits;
    const BigInt limit = BigInt(1) << (w * s);
    if (m <= 1 || (m & 1) == 0) throw std::invalid_argument("fan: the modulus M must be odd and above 1");
    if (m >= limit)
        throw std::invalid_argument("fan: M does not fit in s = " + std::to_string(s) + " words of " +
                                    std::to_string(w) + " bits");
    if (x < 0 || y < 0 || x >= m || y >= m) throw std::invalid_argument("fan: X and Y must be in [0, M)");
    std::vector<std::pair<uint32_t, uint32_t>> out;
    const auto put = [&](uint32_t base, const BigInt& v) {
        const auto words = to_w_words(v, s, w);
        for (unsigned i = 0; i < s; ++i) out.emplace_back(base + i, words[i]);
    };
    put(b.layout.x, x);
    put(b.layout.y, y);
    put(b.layout.m, m);
    const uint32_t m0 = static_cast<uint32_t>(m & 0xFFFFFFFFu);
    const uint32_t mask = w >= 32 ? 0xFFFFFFFFu : (1u << w) - 1;
    out.emplace_back(b.layout.mprime, neg_inverse_mod_2_32(m0) & mask);  // -M^-1 mod 2^w
    out.emplace_back(b.layout.zero, 0u);
    return out;
}

BigInt read_result(const FanBuild& b, const std::function<uint32_t(uint32_t)>& read_word) {
    BigInt z = 0;
    for (unsigned k = b.params.s + 1; k-- > 0;) z = (z << b.params.word_bits) | read_word(b.layout.result + k);
    return z;
}

FanCounts count_accesses(const vliw::VliwProgram& prog) {
    FanCounts n;
    for (const vliw::Slot& s : prog.slots) {
        if (s.op == VOp::Load) {
            switch (s.kind) {
                case MemKind::Operand: ++n.load_opr; break;
                case MemKind::Transfer:
                case MemKind::Spill: ++n.load_tr; break;
                case MemKind::Constant: ++n.load_const; break;
                default: break;
            }
        } else if (s.op == VOp::Store) {
            switch (s.kind) {
                case MemKind::Transfer:
                case MemKind::Spill: ++n.store_tr; break;
                case MemKind::Result: ++n.store_result; break;
                default: break;
            }
        }
    }
    return n;
}

FanFormula slides_formula(const FanParams& prm) {
    const uint64_t s = prm.s, p = prm.cores, r = prm.registers;
    FanFormula f;
    switch (prm.method) {
        case FanMethod::Single:
            if (r > 3 * s)
                f = {"S_rf > 3s", 3 * s, 0, 0};
            else if (r > 2 * s)
                f = {"2s < S_rf <= 3s", s * s + 2 * s, 0, 0};
            else if (r > s)
                f = {"s < S_rf <= 2s", 2 * s * s + s, 0, 0};
            else
                f = {"S_rf <= s", 2 * s * s + s, s * (s - 1), s * s};
            break;
        case FanMethod::MethodI:
            if (r > 2 * s)
                f = {"S_rf > 2s", 2 * p * s + s, s * (s - 1), s * s};
            else if (r > s)
                f = {"s < S_rf <= 2s", s * s + p * s + s, s * (s - 1), s * s};
            else
                f = {"S_rf <= s", 2 * s * s + s, s * (s - 1), s * s};
            break;
        case FanMethod::MethodII:
            // S_rf compared with 3s/p etc. as S_rf * p against 3s (exact for p | s).
            if (r * p > 3 * s)
                f = {"S_rf > 3s/p", 2 * s + p * s, 2 * (p - 1) * s, p * s};
            else if (r * p > 2 * s)
                f = {"2s/p < S_rf <= 3s/p", s * s + p * s + s, 2 * (p - 1) * s, p * s};
            else if (r * p > s)
                f = {"s/p < S_rf <= 2s/p", 2 * s * s + p * s, 2 * (p - 1) * s, p * s};
            else
                f = {"S_rf <= s/p", 2 * s * s + s, s * s + 2 * p * s - 3 * s, s * s + s};
            break;
    }
    return f;
}

}  // namespace montsim::schemes::fan
