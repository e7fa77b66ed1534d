// The timestamped bus (RoutedNetwork.hpp): one cycle of the shared medium.
#include <algorithm>

#include "network/RoutedNetwork.hpp"
#include "sim/Mutants.hpp"

namespace montsim::net {

// The bus's mutants (sim/Mutants.hpp): each must make the differential
// tests against the clocked reference fail.
#define BUS_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
BUS_SITE(kBusPointerStays, "routed.bus/pointer-stays", "the bus's round-robin pointer stays on the node it served")
BUS_SITE(kBusReceiveOver, "routed.bus/depth+1", "the bus delivers into a full receive FIFO")
BUS_SITE(kBusReceiveUnder, "routed.bus/depth-1", "the bus waits for a receive FIFO with a slot free")
BUS_SITE(kBusLatencyUp, "routed.bus/latency+1", "a word is readable a cycle late")
BUS_SITE(kBusLatencyDown, "routed.bus/latency-1", "a word is readable a cycle early")
#undef BUS_SITE

bool RoutedNetwork::step_bus(uint64_t now) {
    // One word a cycle on the whole bus, the nodes served round-robin; it
    // takes a slot of its receive FIFO at once and is readable after the
    // latency.
    const unsigned n = graph_.routers;
    // (Round-robin from the pointer, wrapping without a division per node:
    // a bus point's every cycle scans its nodes.)
    for (unsigned k = 0, r = bus_rr_; k < n; ++k, r = r + 1 == n ? 0 : r + 1) {
        Buffer& in = input(r, 0);
        if (in.items.empty() || in.items.front().ready > now) continue;
        const Flit f = in.items.front();
        if (receive_[f.link].occupied(now) >= MONTSIM_OFF_BY_ONE(cfg_.receive_depth, kBusReceiveOver, kBusReceiveUnder))
            continue;
        pop_flit(r, 0, now);
        receive_[f.link].items.emplace_back(now + MONTSIM_OFF_BY_ONE(cfg_.link_latency, kBusLatencyUp, kBusLatencyDown),
                                            f.word);
        ++links_[0].words;
        const unsigned next = r + !MONTSIM_MUTANT_ON(kBusPointerStays);
        bus_rr_ = next == n ? 0 : next;
        injection_freed_[r].notify();
        delivered_[f.link].notify();
        return true;
    }
    return false;
}

}  // namespace montsim::net
