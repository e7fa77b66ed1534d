#include "cores/mb/cpu/Program.hpp"

#include <algorithm>

namespace montsim::mb {

uint32_t Program::lowest_address() const {
    uint32_t lo = UINT32_MAX;
    for (const auto& s : segments) lo = std::min(lo, s.addr);
    return segments.empty() ? 0 : lo;
}

uint32_t Program::end_address() const {
    uint32_t hi = 0;
    for (const auto& s : segments) hi = std::max<uint32_t>(hi, s.addr + static_cast<uint32_t>(s.bytes.size()));
    return hi;
}

}  // namespace montsim::mb
