#include "schemes/fips/FipsModel.hpp"

#include <stdexcept>

namespace montsim::schemes::fips {

namespace {

__extension__ typedef unsigned __int128 u128;  // registers up to 2w + 7 bits, w <= 32

unsigned bits_of(u128 v) {
    unsigned n = 0;
    while (v != 0) ++n, v >>= 1;
    return n;
}

// The registers of one run: each write is checked against its width.
class Registers {
public:
    Registers(const FipsConfig& cfg, FipsResult& out) : cfg_(cfg), out_(out) {}

    // `reg` := v in column i, for a register of `width` bits.
    u128 put(const char* reg, u128 v, unsigned width, unsigned column) {
        const unsigned bits = bits_of(v);
        unsigned& most = out_.max_bits[reg];
        if (bits > most) most = bits;
        if (bits <= width) return v;
        if (cfg_.overflow == Overflow::Error)
            throw FipsOverflow(std::string(reg) + " overflow at column " + std::to_string(column) + ": " +
                               std::to_string(bits) + " bits, the register holds " + std::to_string(width) +
                               (cfg_.variant == Variant::SingleAcc ? " (fips.acc_bits)" : cfg_.variant == Variant::Basic
                                                                                             ? " (w)"
                                                                                             : " (fips.reg_bits)"));
        out_.overflowed = true;
        return v & ((u128(1) << width) - 1);
    }

private:
    const FipsConfig& cfg_;
    FipsResult& out_;
};

void check_inputs(const FipsConfig& cfg, const FipsWords& a, const FipsWords& b, const FipsWords& n) {
    if (cfg.w != 16 && cfg.w != 32) throw std::invalid_argument("fips.w = " + std::to_string(cfg.w) + ": 16 or 32");
    if (a.size() != n.size() || b.size() != n.size() || n.empty())
        throw std::invalid_argument("FIPS: a, b and n need the same number of words");
    if ((n[0] & 1) == 0) throw std::invalid_argument("FIPS: n must be odd");
}

// Fig. 1: t[0..2] of w bits; (C, S) = t0 + x y; ADD(t1, C) carries into t2.
FipsResult basic(const FipsConfig& cfg, const FipsWords& a, const FipsWords& b, const FipsWords& n) {
    FipsResult out;
    Registers r(cfg, out);
    const unsigned w = cfg.w, z = unsigned(n.size());
    const u128 mask = (u128(1) << w) - 1;
    const uint32_t np0 = fips_nprime0(n[0], w);
    out.m.assign(z, 0);
    u128 t0 = 0, t1 = 0, t2 = 0;
    auto add_t1 = [&](u128 c, unsigned col) {
        const u128 s = t1 + c;
        t1 = r.put("t1", s & mask, w, col);
        t2 = r.put("t2", t2 + (s >> w), w, col);
    };
    // One MAC: (C, S) = acc + x y; returns S, adds C into t1.
    auto mac = [&](u128 acc, u128 x, u128 y, unsigned col) {
        const u128 v = acc + x * y;
        ++out.word_products;
        add_t1(v >> w, col);
        return v & mask;
    };
    for (unsigned i = 0; i < z; ++i) {
        for (unsigned j = 0; j < i; ++j) {
            ++out.inner_iterations;
            const u128 s = mac(t0, a[j], b[i - j], i);
            t0 = r.put("t0", mac(s, out.m[j], n[i - j], i), w, i);
        }
        const u128 s = mac(t0, a[i], b[0], i);
        out.m[i] = uint32_t((s * np0) & mask);
        ++out.word_products;
        mac(s, out.m[i], n[0], i);  // S = 0: m[i] was chosen for it
        t0 = t1, t1 = t2, t2 = 0;
    }
    for (unsigned i = z; i < 2 * z; ++i) {
        for (unsigned j = i - z + 1; j < z; ++j) {
            ++out.inner_iterations;
            const u128 s = mac(t0, a[j], b[i - j], i);
            t0 = r.put("t0", mac(s, out.m[j], n[i - j], i), w, i);
        }
        out.m[i - z] = uint32_t(t0);
        t0 = t1, t1 = t2, t2 = 0;
    }
    out.top = uint64_t(t0);
    return out;
}

// Fig. 3: one K-bit accumulator.
FipsResult single_acc(const FipsConfig& cfg, const FipsWords& a, const FipsWords& b, const FipsWords& n) {
    FipsResult out;
    Registers r(cfg, out);
    const unsigned w = cfg.w, z = unsigned(n.size()), k = cfg.acc_bits;
    const u128 mask = (u128(1) << w) - 1;
    const uint32_t np0 = fips_nprime0(n[0], w);
    out.m.assign(z, 0);
    u128 acc = 0;
    auto mac = [&](u128 x, u128 y, unsigned col) {
        ++out.word_products;
        acc = r.put("ACC", acc + x * y, k, col);
    };
    for (unsigned i = 0; i < z; ++i) {
        for (unsigned j = 0; j < i; ++j) {
            ++out.inner_iterations;
            mac(a[j], b[i - j], i);
            mac(out.m[j], n[i - j], i);
        }
        mac(a[i], b[0], i);
        out.m[i] = uint32_t(((acc & mask) * np0) & mask);
        ++out.word_products;
        mac(out.m[i], n[0], i);
        acc >>= w;
    }
    for (unsigned i = z; i < 2 * z; ++i) {
        for (unsigned j = i - z + 1; j < z; ++j) {
            ++out.inner_iterations;
            mac(a[j], b[i - j], i);
            mac(out.m[j], n[i - j], i);
        }
        out.m[i - z] = uint32_t(acc & mask);
        acc >>= w;
    }
    out.top = uint64_t(acc);
    return out;
}

// Fig. 4 (and its fixed form): REG1 and REG2 take the two MACs of an inner
// iteration, ACCX their carries, ACCY the column's sum; m[i] n[0] is added
// at the start of column i + 1 (EE5), which removes O10 -> O11.
FipsResult enhanced(const FipsConfig& cfg, const FipsWords& a, const FipsWords& b, const FipsWords& n) {
    FipsResult out;
    Registers r(cfg, out);
    const bool fixed = cfg.variant == Variant::EnhancedFixed;
    const unsigned w = cfg.w, z = unsigned(n.size()), rb = cfg.reg_bits;
    const u128 mask = (u128(1) << w) - 1;
    const uint32_t np0 = fips_nprime0(n[0], w);
    out.m.assign(z, 0);
    // EE1-EE3 and the prologue the printed code lacks: m[0], ACCX = REG2 = 0.
    u128 reg1 = r.put("REG1", u128(a[0]) * b[0], rb, 0);
    ++out.word_products;
    u128 q = reg1 & mask;
    out.m[0] = uint32_t((q * np0) & mask);
    ++out.word_products;
    reg1 = reg1 >> w;
    u128 reg2 = 0, accx = 0, accy = 0;
    auto inner = [&](unsigned i, unsigned j) {
        ++out.inner_iterations;
        out.word_products += 2;
        reg1 = r.put("REG1", reg1 + u128(a[j]) * b[i - j], rb, i);     // EE9
        accx = r.put("ACCX", accx + (reg1 >> w), rb, i);
        reg1 &= mask;                                                  // EE10
        reg2 = r.put("REG2", reg2 + u128(out.m[j]) * n[i - j], rb, i);  // EE12
        accx = r.put("ACCX", accx + (reg2 >> w), rb, i);              // EE13
        reg2 &= mask;                                                  // EE14
    };
    for (unsigned i = 1; i < z; ++i) {
        accy = r.put("ACCY", q + u128(out.m[i - 1]) * n[0], rb, i);  // EE5: the deferred m[i-1] n[0]
        accy >>= w;
        accy = r.put("ACCY", accy + u128(a[i]) * b[0], rb, i);       // EE6
        out.word_products += 2;
        for (unsigned j = 0; j < i; ++j) inner(i, j);
        if (!fixed) {
            accy = r.put("ACCY", accy + reg1 + reg2, rb, i);  // EE15: up to W^2 + W - 2
            q = accy & mask;                                  // EE16
            reg2 = accy >> w;                                 // EE20
        } else {
            accy = r.put("ACCY", accy + reg2, rb, i);
            const u128 t = r.put("T", (accy & mask) + reg1, rb, i);
            q = t & mask;
            reg2 = r.put("REG2", (accy >> w) + (t >> w), rb, i);
        }
        out.m[i] = uint32_t((q * np0) & mask);  // EE16
        ++out.word_products;
        reg1 = accx & mask;  // EE17
        accx >>= w;          // EE19
    }
    // EE21-EE22: the last deferred product m[z-1] n[0].
    accy = r.put("ACCY", q + u128(out.m[z - 1]) * n[0], rb, z);
    ++out.word_products;
    if (!fixed) reg2 = r.put("REG2", reg2 + (accy >> w), rb, z);
    else reg1 = r.put("REG1", reg1 + (accy >> w), rb, z);
    for (unsigned i = z; i < 2 * z; ++i) {
        for (unsigned j = i - z + 1; j < z; ++j) inner(i, j);
        reg2 = r.put("REG2", reg2 + reg1, rb, i);  // EE31
        out.m[i - z] = uint32_t(reg2 & mask);      // EE32
        reg1 = accx & mask;                        // EE33
        accx >>= w;                                // EE34
        reg2 >>= w;                                // EE35
    }
    out.top = uint64_t(reg2 + reg1);
    return out;
}

}  // namespace

uint32_t fips_nprime0(uint32_t n0, unsigned w) {
    uint64_t x = 1;  // Newton: x = x (2 - n0 x) doubles the correct low bits
    for (int k = 0; k < 6; ++k) x = x * (2 - uint64_t(n0) * x);
    const uint64_t mask = w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
    return uint32_t((0 - x) & mask);
}

FipsResult fips_product(const FipsConfig& cfg, const FipsWords& a, const FipsWords& b, const FipsWords& n) {
    check_inputs(cfg, a, b, n);
    switch (cfg.variant) {
    case Variant::Basic: return basic(cfg, a, b, n);
    case Variant::SingleAcc: return single_acc(cfg, a, b, n);
    case Variant::Enhanced:
    case Variant::EnhancedFixed: return enhanced(cfg, a, b, n);
    }
    throw std::logic_error("fips: unknown variant");
}

unsigned eq3_bits(unsigned z, unsigned w) {
    // K > log2[(2z + 2)(W - 1)^2]: the bit length of the bound itself.
    const u128 bound = u128(2 * z + 2) * ((u128(1) << w) - 1) * ((u128(1) << w) - 1);
    return bits_of(bound);
}

std::vector<std::vector<FipsWords>> fips_widest_operands(unsigned z, unsigned w) {
    const uint32_t top = uint32_t((uint64_t(1) << w) - 1);
    std::vector<std::vector<FipsWords>> out;
    FipsWords n(z, top), a(z, top);
    n[1] = top - 1;  // W^z - W - 1
    a[0] = top - 1, a[1] = top - 1;
    out.push_back({a, a, n});
    FipsWords n2(z, top), a2(z, top);
    n2[0] = 1;  // W^z - W + 1
    a2[0] = 0;
    out.push_back({a2, a2, n2});
    return out;
}

unsigned tight_bits(unsigned z, unsigned w) {
    unsigned lg = 0;
    while ((1u << lg) < 2 * z) ++lg;
    return lg + 2 * w;
}

}  // namespace montsim::schemes::fips
