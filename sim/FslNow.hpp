// A transfer a channel completes at once (Channel.hpp's get_now and
// put_now) as a plain function and the channel it is called on. A core's
// compiled code makes most of its transfers this way; through the core's
// port layer and a virtual call each, the calls cost more than the
// transfer. No SystemC here: a core's instruction-set model includes it.
#pragma once

#include <cstdint>

namespace montsim::sim {

struct FslGetNow {
    // As FslGetIf::get_now: the word's data and control bit, or false with
    // nothing taken.
    bool (*call)(void* channel, uint64_t& cycle, uint32_t& data, bool& control) = nullptr;
    void* channel = nullptr;
};

struct FslPutNow {
    bool (*call)(void* channel, uint64_t& cycle, uint32_t data, bool control) = nullptr;  // as put_now
    void* channel = nullptr;
};

}  // namespace montsim::sim
