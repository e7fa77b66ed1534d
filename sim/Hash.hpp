// FNV-1a (64 bits), the one hash montsim's caches and fingerprints use: a
// file name's tail, a point's fingerprint in the outcome records, the
// baselines' cache, a core's translation cache.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace montsim::sim {

constexpr uint64_t kFnvOffset = 1469598103934665603ull;

// One step: a byte (FNV-1a proper) or a whole word.
inline uint64_t fnv_mix(uint64_t h, uint64_t value) { return (h ^ value) * 1099511628211ull; }

// FNV-1a over a text, byte by byte (the names and fingerprints written to
// files: their values must not change).
inline uint64_t fnv_text(std::string_view text, uint64_t h = kFnvOffset) {
    for (const char c : text) h = fnv_mix(h, static_cast<unsigned char>(c));
    return h;
}

// The same mixing 8 bytes at a time, for in-memory caches only (a different
// value from fnv_text's, an eighth of the steps).
inline uint64_t fnv_mix_bytes(uint64_t h, const void* data, size_t n) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (size_t i = 0; i < n; i += 8) {
        uint64_t chunk = 0;
        std::memcpy(&chunk, bytes + i, std::min<size_t>(8, n - i));
        h = fnv_mix(h, chunk);
    }
    return h;
}

}  // namespace montsim::sim
