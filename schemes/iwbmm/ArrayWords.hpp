// Big integers to and from the PE array's w-bit words (least significant
// first): what the iwbmm scheme feeds the array and reads back.
#pragma once

#include "cores/pearray/PeArray.hpp"
#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::schemes {

// v cut into the e+1 words of the array's configuration.
inline pearray::Words array_words(const BigInt& v, const pearray::PeArrayConfig& cfg) {
    pearray::Words out(cfg.e() + 1, 0);
    BigInt x = v;
    const BigInt mask = (BigInt(1) << cfg.w) - 1;
    for (auto& word : out) {
        word = static_cast<uint64_t>(x & mask);
        x >>= cfg.w;
    }
    return out;
}

inline BigInt array_value(const pearray::Words& words, unsigned w) {
    BigInt v = 0;
    for (size_t i = words.size(); i-- > 0;) v = (v << w) + words[i];
    return v;
}

}  // namespace montsim::schemes
