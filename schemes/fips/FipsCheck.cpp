#include "schemes/fips/FipsCheck.hpp"

#include <stdexcept>

namespace montsim::schemes::fips {

FipsWords fips_words(const Words& words, unsigned w) {
    FipsWords out;
    for (uint32_t v : words) {
        if (w == 32) {
            out.push_back(v);
        } else {
            out.push_back(v & 0xFFFF);
            out.push_back(v >> 16);
        }
    }
    return out;
}

BigInt fips_value(const FipsWords& m, uint64_t top, unsigned w) {
    BigInt u = top;
    for (size_t k = m.size(); k-- > 0;) u = (u << w) + m[k];
    return u;
}

void check_fips_product(const MontOperands& ops, const BigInt& u, const std::string& who, const std::string& note) {
    const BigInt n = to_big(ops.n), expected = montgomery_product(ops);
    if (u >= 2 * n || (u >= n ? BigInt(u - n) : u) != expected)
        throw std::runtime_error(who + ": wrong Montgomery product: " + to_hex(u) + ", expected " + to_hex(expected) +
                                 " (or it plus N)" + note);
}

void FipsRegisterMaxima::set(const FipsResult& r) {
    const std::pair<const char*, sim::Stat*> regs[] = {{"t0", &t0},     {"t1", &t1},     {"t2", &t2},
                                                       {"ACC", &acc},   {"REG1", &reg1}, {"REG2", &reg2},
                                                       {"ACCX", &accx}, {"ACCY", &accy}, {"T", &t}};
    for (const auto& [reg, stat] : regs)
        if (auto it = r.max_bits.find(reg); it != r.max_bits.end()) *stat = it->second;
}

}  // namespace montsim::schemes::fips
