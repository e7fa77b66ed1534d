// The clocked reference of the bus (ClockedNetwork.hpp): one clock edge of
// the shared medium, written apart from RoutedBus.cpp, the fast path it
// checks.
#include <algorithm>

#include "network/ClockedNetwork.hpp"
#include "sim/Mutants.hpp"

namespace montsim::net {

// The clocked bus's mutants (sim/Mutants.hpp): each must make the
// differential tests against the fast path fail.
#define BUS_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
BUS_SITE(kFixedPriority, "clocked.bus/fixed", "the bus always asks node 0 first")
BUS_SITE(kBusUp, "clocked.bus/latency+1", "a word spends a cycle more on the bus")
BUS_SITE(kBusDown, "clocked.bus/latency-1", "a word spends a cycle less on the bus")
BUS_SITE(kBusReceiveOver, "clocked.bus/depth+1", "the bus delivers into a full receive FIFO")
BUS_SITE(kBusReceiveUnder, "clocked.bus/depth-1", "the bus waits for a receive FIFO with a slot free")
#undef BUS_SITE

bool ClockedNetwork::edge_bus() {
    bool changed = false;
    // One word a cycle for the whole bus: the first node, from the
    // round-robin pointer on, whose head has left its pipeline and whose
    // receive FIFO (words on the bus hold their slot) had a free slot at the
    // last edge.
    const unsigned n = static_cast<unsigned>(routers_.size());
    for (unsigned k = 0; k < n; ++k) {
        const unsigned r = ((MONTSIM_MUTANT_ON(kFixedPriority) ? 0 : bus_next_) + k) % n;
        auto& in = routers_[r].inputs[0];
        if (in.empty() || in.front().count != 0) continue;
        if (receive_[in.front().link].registered >=
            MONTSIM_OFF_BY_ONE(router_cfg_.receive_depth, kBusReceiveOver, kBusReceiveUnder))
            continue;
        Word word = in.front();
        in.pop_front();
        --routers_[r].words;
        word.count = MONTSIM_OFF_BY_ONE(router_cfg_.link_latency, kBusUp, kBusDown);
        receive_[word.link].words.push_back(word);
        ++bus_carried_;
        bus_next_ = (r + 1) % n;
        changed = true;
        break;
    }
    for (Router& router : routers_)
        for (Word& word : router.inputs[0])
            if (word.count > 0) --word.count, changed = true;
    return changed;
}

}  // namespace montsim::net
