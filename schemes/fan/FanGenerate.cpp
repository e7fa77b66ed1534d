// Stage 1: each core's operations on virtual values (schemes/fan/README.md,
// "The algorithm as generated"). One word step of a pass, (C, Z) = Z + A*B + C
// with a one-word carry C, is 5 operations:
//   Mul P1:P0 = A*B; Add Z = Z + P0; Adc P1 = P1 + 0; Add Z = Z + C; Adc C = P1 + 0
// and 3 at the bottom word of a pass, where C = 0 (the last two are left out).
#include <stdexcept>

#include "schemes/fan/FanInternal.hpp"

namespace montsim::schemes::fan::detail {

using vliw::MemKind;
using vliw::VOp;

int CoreCode::memory_value(uint32_t addr, MemKind kind) {
    values.push_back({true, addr, kind});
    return static_cast<int>(values.size()) - 1;
}

int CoreCode::computed_value() {
    values.push_back({});
    return static_cast<int>(values.size()) - 1;
}

std::pair<int, int> CoreCode::mul(int a, int b) {
    VInst i;
    i.op = VOp::Mul;
    i.a = a;
    i.b = b;
    i.dst = computed_value();
    i.dst_hi = computed_value();
    insts.push_back(i);
    return {i.dst, i.dst_hi};
}

int CoreCode::add(int a, int b) {
    VInst i;
    i.op = VOp::Add;
    i.a = a;
    i.b = b;
    i.dst = computed_value();
    insts.push_back(i);
    return i.dst;
}

int CoreCode::adc(int a, int b) {
    VInst i;
    i.op = VOp::Adc;
    i.a = a;
    i.b = b;
    i.dst = computed_value();
    insts.push_back(i);
    return i.dst;
}

void CoreCode::store(int v, uint32_t addr, MemKind kind) {
    VInst i;
    i.op = VOp::Store;
    i.a = v;
    i.addr = addr;
    i.kind = kind;
    insts.push_back(i);
}

namespace {

// The per-core values every generator uses.
struct CoreValues {
    int zero = -1, mprime = -1;
    std::vector<int> x, m;  // indexed by global word index; -1 where the core never needs it
};

CoreValues core_values(CoreCode& code, const FanLayout& lay, unsigned s, unsigned first, unsigned count) {
    CoreValues v;
    v.zero = code.memory_value(lay.zero, MemKind::Constant);
    v.mprime = code.memory_value(lay.mprime, MemKind::Constant);
    v.x.assign(s, -1);
    v.m.assign(s, -1);
    for (unsigned j = first; j < first + count; ++j) {
        v.x[j] = code.memory_value(lay.x + j, MemKind::Operand);
        v.m[j] = code.memory_value(lay.m + j, MemKind::Operand);
    }
    return v;
}

// One word step of a pass: z + a*b + carry; `carry` < 0 at the bottom word
// (no incoming carry). Returns the new word; `carry` becomes the carry out.
int word_step(CoreCode& code, const CoreValues& v, int z, int a, int b, int& carry) {
    const auto [lo, hi] = code.mul(a, b);
    int sum = code.add(z, lo);
    int high = code.adc(hi, v.zero);
    if (carry >= 0) {
        sum = code.add(sum, carry);
        high = code.adc(high, v.zero);
    }
    carry = high;
    return sum;
}

// The top of a segment after both passes: (H, U) = o + C1 + C2, 4 operations.
std::pair<int, int> top_step(CoreCode& code, const CoreValues& v, int o, int c1, int c2) {
    int u = code.add(o, c1);
    int h = code.adc(v.zero, v.zero);
    u = code.add(u, c2);
    h = code.adc(h, v.zero);
    return {u, h};
}

// Method-I: core c runs iterations c, c+p, ...; both passes interleaved word
// by word so that iteration i's new Z_(j-1) is stored right after its word j,
// where iteration i+1 (the next core) picks it up.
void generate_method_i(const FanParams& prm, const FanLayout& lay, std::vector<CoreCode>& cores) {
    const unsigned s = prm.s, p = prm.cores;
    const auto tr = [&](unsigned i, unsigned j) { return lay.transfer + i * (s + 1) + j; };
    for (unsigned c = 0; c < p; ++c) {
        CoreCode& code = cores[c];
        if (c >= s) continue;  // more cores than iterations: this one idles
        const CoreValues v = core_values(code, lay, s, 0, s);
        for (unsigned i = c; i < s; i += p) {
            const int y = code.memory_value(lay.y + i, MemKind::Operand);
            const auto z_in = [&](unsigned j) {
                return i == 0 ? v.zero : code.memory_value(tr(i - 1, j), MemKind::Transfer);
            };
            const auto out = [&](unsigned j, int value) {
                if (i + 1 == s)
                    code.store(value, lay.result + j, MemKind::Result);
                else
                    code.store(value, tr(i, j), MemKind::Transfer);
            };
            int c1 = -1, c2 = -1, t = -1;
            for (unsigned j = 0; j < s; ++j) {
                const int a = word_step(code, v, z_in(j), v.x[j], y, c1);
                if (j == 0) t = code.mul(a, v.mprime).first;  // T = (Z0 + X0*Yi) * M' mod r
                const int b = word_step(code, v, a, v.m[j], t, c2);
                if (j > 0) out(j - 1, b);  // word 0 is 0: the division by r
            }
            const auto [u, h] = top_step(code, v, z_in(s), c1, c2);
            out(s - 1, u);
            out(s, h);
        }
    }
}

// Method-II (and the single core, p = 1): core c owns words [c*q, (c+1)*q),
// q = s/p, plus a local overflow word o (position (c+1)*q) that absorbs the
// carries out of its segment; the word core c+1 sends down after the shift
// is added to the top of core c's segment, its carry going to o.
void generate_method_ii(const FanParams& prm, const FanLayout& lay, std::vector<CoreCode>& cores) {
    const unsigned s = prm.s, p = prm.cores, q = s / p;
    const auto t_addr = [&](unsigned i) { return lay.transfer + i; };
    const auto w_addr = [&](unsigned i, unsigned c) { return lay.transfer + s + i * (p - 1) + (c - 1); };
    const auto n_addr = [&](unsigned c) { return lay.transfer + s + s * (p - 1) + c; };
    for (unsigned c = 0; c < p; ++c) {
        CoreCode& code = cores[c];
        const CoreValues v = core_values(code, lay, s, c * q, q);
        std::vector<int> z(q, v.zero);
        int o = v.zero;
        for (unsigned i = 0; i < s; ++i) {
            const bool last = i + 1 == s;
            // Core 0's words are final after the last iteration: store them as
            // they are made (the others still take the overflow from below).
            const bool store_direct = last && c == 0;
            const int y = code.memory_value(lay.y + i, MemKind::Operand);
            int c1 = -1, c2 = -1, t = -1;
            for (unsigned k = 0; k < q; ++k) {
                z[k] = word_step(code, v, z[k], v.x[c * q + k], y, c1);
                if (c == 0 && k == 0) {
                    t = code.mul(z[0], v.mprime).first;
                    if (p > 1) code.store(t, t_addr(i), MemKind::Transfer);  // the broadcast
                }
            }
            if (c > 0) t = code.memory_value(t_addr(i), MemKind::Transfer);
            for (unsigned k = 0; k < q; ++k) {
                z[k] = word_step(code, v, z[k], v.m[c * q + k], t, c2);
                if (k == 0 && c > 0) code.store(z[0], w_addr(i, c), MemKind::Transfer);  // down to core c-1
                if (k > 0 && store_direct) code.store(z[k], lay.result + c * q + k - 1, MemKind::Result);
            }
            auto [u, h] = top_step(code, v, o, c1, c2);
            if (c + 1 < p) {  // merge the word from core c+1 (its z_0) into the new top word
                const int r = code.memory_value(w_addr(i, c + 1), MemKind::Transfer);
                u = code.add(u, r);
                h = code.adc(h, v.zero);
            }
            // The shift by one word: renaming.
            for (unsigned k = 0; k + 1 < q; ++k) z[k] = z[k + 1];
            z[q - 1] = u;
            o = h;
            if (store_direct) code.store(u, lay.result + q - 1, MemKind::Result);
        }
        // Normalisation: the overflow of core c-1 (position c*q) into core c's
        // segment, carry rippling to its own overflow, passed on upwards.
        if (c > 0) {
            const int in = code.memory_value(n_addr(c - 1), MemKind::Transfer);
            z[0] = code.add(z[0], in);
            for (unsigned k = 1; k < q; ++k) z[k] = code.adc(z[k], v.zero);
            o = code.adc(o, v.zero);
            for (unsigned k = 0; k < q; ++k) code.store(z[k], lay.result + c * q + k, MemKind::Result);
        }
        if (c + 1 < p)
            code.store(o, n_addr(c), MemKind::Transfer);
        else
            code.store(o, lay.result + s, MemKind::Result);
    }
}

}  // namespace

Generated generate(const FanParams& prm) {
    const unsigned s = prm.s, p = prm.cores;
    Generated g;
    FanLayout& lay = g.layout;
    lay.x = 0;
    lay.y = s;
    lay.m = 2 * s;
    lay.mprime = 3 * s;
    lay.zero = 3 * s + 1;
    lay.result = 3 * s + 2;
    lay.transfer = lay.result + s + 1;
    switch (prm.method) {
        case FanMethod::Single: lay.transfer_words = 0; break;
        case FanMethod::MethodI: lay.transfer_words = (s - 1) * (s + 1); break;
        case FanMethod::MethodII: lay.transfer_words = p == 1 ? 0 : s + s * (p - 1) + (p - 1); break;
    }
    lay.spill = lay.transfer + lay.transfer_words;
    g.cores.resize(p);
    if (prm.method == FanMethod::MethodI)
        generate_method_i(prm, lay, g.cores);
    else
        generate_method_ii(prm, lay, g.cores);
    return g;
}

}  // namespace montsim::schemes::fan::detail
