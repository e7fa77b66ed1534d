// What a model will allocate for a point, estimated from its parameters
// before it allocates (the engine compares it with run.memory_mb): the
// bytes, the setting that makes them, and what to lower.
#pragma once

#include <cstdint>
#include <string>

namespace montsim::sim {

struct MemoryNeed {
    uint64_t bytes = 0;
    std::string setting;  // "core.memory_kb = 64 KiB each"
    std::string remedy;   // "lower core.memory_kb"
};

}  // namespace montsim::sim
