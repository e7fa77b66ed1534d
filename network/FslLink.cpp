#include "network/FslLink.hpp"

#include <algorithm>
#include <stdexcept>

namespace montsim::net {

void validate(const FslLinkConfig& cfg) {
    if (cfg.depth < 1 || cfg.depth > 1u << 20)
        throw std::invalid_argument("link.depth = " + std::to_string(cfg.depth) + ": must be in 1..1048576 words");
    if (cfg.latency < 1 || cfg.latency > (uint64_t(1) << 32))
        throw std::invalid_argument("link.latency = " + std::to_string(cfg.latency) +
                                    ": must be in 1..4294967296 cycles (a word put at cycle t can be "
                                    "taken at t + 1 at the earliest)");
}

FslLink::FslLink(sc_core::sc_module_name name, const FslLinkConfig& cfg) : sc_module(name), cfg_(cfg) {
    validate(cfg);
    ring_.resize(cfg.depth);
}

void FslLink::put(uint32_t data, bool control, uint64_t now) {
    if (!has_room(now)) throw std::logic_error(std::string(name()) + ": put into a full FIFO");
    uint64_t arrival = now + cfg_.latency;
    if (any_put_) {
        if (cfg_.model == LatencyModel::Pipelined) arrival = std::max(arrival, last_arrival_ + 1);
        else arrival = std::max(now, last_arrival_) + cfg_.latency;
    }
    ring_[(head_ + count_) % cfg_.depth] = FslWord{data, control, arrival};
    ++count_;
    last_arrival_ = arrival;
    any_put_ = true;
    ++words_;
    put_event_.notify(sc_core::SC_ZERO_TIME);
}

FslWord FslLink::take(uint64_t now) {
    if (count_ == 0 || ring_[head_].arrival > now) throw std::logic_error(std::string(name()) + ": take before arrival");
    const FslWord w = ring_[head_];
    head_ = (head_ + 1) % cfg_.depth;
    --count_;
    last_take_ = now;
    any_take_ = true;
    take_event_.notify(sc_core::SC_ZERO_TIME);
    return w;
}

}  // namespace montsim::net
