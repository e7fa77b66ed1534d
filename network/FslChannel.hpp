// The interface a core's FSL port talks to. A link (network/) implements it;
// the core only knows this interface, so a topology just binds ports.
//
// Times are in core cycles. The core runs ahead of SystemC time (temporal
// decoupling) and passes its own cycle count; a channel answers when a word
// can be taken or accepted, so the core can charge exactly the stall.
#pragma once

#include <cstdint>

namespace montsim::net {

struct FslWord {
    uint32_t data = 0;
    bool control = false;
};

class FslChannel {
public:
    virtual ~FslChannel() = default;
    virtual const char* channel_name() const = 0;
};

}  // namespace montsim::net
