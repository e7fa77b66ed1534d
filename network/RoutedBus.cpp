// The timestamped bus (RoutedNetwork.hpp): one cycle of the shared medium.
#include <algorithm>

#include "network/RoutedNetwork.hpp"

namespace montsim::net {

bool RoutedNetwork::step_bus(uint64_t now) {
    // One word a cycle on the whole bus, the nodes served round-robin; it
    // takes a slot of its receive FIFO at once and is readable after the
    // latency.
    const unsigned n = graph_.routers;
    for (unsigned k = 0; k < n; ++k) {
        const unsigned r = (bus_rr_ + k) % n;
        Buffer& in = input(r, 0);
        if (in.items.empty() || in.items.front().ready > now) continue;
        const Flit f = in.items.front();
        if (receive_[f.link].occupied(now) >= cfg_.receive_depth) continue;
        pop_flit(r, 0, now);
        receive_[f.link].items.emplace_back(now + cfg_.link_latency, f.word);
        ++links_[0].words;
        bus_rr_ = (r + 1) % n;
        injection_freed_[r].notify();
        delivered_[f.link].notify();
        return true;
    }
    return false;
}

}  // namespace montsim::net
