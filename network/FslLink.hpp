// An FSL link: a one-way FIFO of 32-bit words (plus the FSL control bit)
// with a programmable latency, as the pSHS paper's modified FSL.
//
// Semantics (all times in core cycles; one link has one writer and one
// reader):
// - A word put at cycle t arrives (can be taken) at
//     pipelined: max(t + latency, previous arrival + 1)   one word per cycle in flight
//     serial:    max(t, previous arrival) + latency       one transfer at a time
// - The FIFO holds at most `depth` words between put and get, in flight or
//   arrived. A slot freed by a get at cycle t can be used by a put at t + 1
//   (the full flag is a registered signal), so same-cycle races cannot arise.
// - latency >= 1: a word is never taken in the cycle it was put.
// The link is passive: the core that puts or gets synchronises SystemC time
// to its own cycle first, then asks the link (MbCore does this).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <systemc>
#include <vector>

namespace montsim::net {

enum class LatencyModel { Pipelined, Serial };

struct FslLinkConfig {
    uint32_t depth = 16;      // FSL default FIFO depth
    uint64_t latency = 1;     // TTU, cycles from put to earliest get
    LatencyModel model = LatencyModel::Pipelined;
};

// Throws std::invalid_argument naming the parameter and its allowed range.
void validate(const FslLinkConfig& cfg);

struct FslWord {
    uint32_t data = 0;
    bool control = false;
    uint64_t arrival = 0;
};

class FslLink : public sc_core::sc_module {
public:
    FslLink(sc_core::sc_module_name name, const FslLinkConfig& cfg);

    // Whether a put at cycle `now` finds a free slot.
    bool has_room(uint64_t now) const {
        return count_ + (last_take_ == now && any_take_ ? 1u : 0u) < cfg_.depth;
    }
    // Whether the FIFO is full counting only words not yet taken (a put that
    // fails has_room with this false gets a slot in the next cycle).
    bool full() const { return count_ >= cfg_.depth; }
    std::optional<uint64_t> head_arrival() const {
        if (count_ == 0) return std::nullopt;
        return ring_[head_].arrival;
    }
    void put(uint32_t data, bool control, uint64_t now);
    FslWord take(uint64_t now);  // requires head_arrival() <= now

    const sc_core::sc_event& put_event() const { return put_event_; }
    const sc_core::sc_event& take_event() const { return take_event_; }
    const FslLinkConfig& config() const { return cfg_; }
    uint64_t words_carried() const { return words_; }
    uint32_t size() const { return count_; }

private:
    FslLinkConfig cfg_;
    std::vector<FslWord> ring_;  // fixed capacity: no allocation per word
    uint32_t head_ = 0, count_ = 0;
    uint64_t last_arrival_ = 0;
    bool any_put_ = false;
    uint64_t last_take_ = 0;
    bool any_take_ = false;
    uint64_t words_ = 0;
    sc_core::sc_event put_event_, take_event_;
};

}  // namespace montsim::net
