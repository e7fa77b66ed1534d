// The clocked reference of the bus (ClockedNetwork.hpp): one clock edge of
// the shared medium, written apart from RoutedBus.cpp, the fast path it
// checks.
#include <algorithm>

#include "network/ClockedNetwork.hpp"

namespace montsim::net {

bool ClockedNetwork::edge_bus() {
    bool changed = false;
    // One word a cycle for the whole bus: the first node, from the
    // round-robin pointer on, whose head has left its pipeline and whose
    // receive FIFO (words on the bus hold their slot) had a free slot at the
    // last edge.
    const unsigned n = static_cast<unsigned>(routers_.size());
    for (unsigned k = 0; k < n; ++k) {
        const unsigned r = (bus_next_ + k) % n;
        auto& in = routers_[r].inputs[0];
        if (in.empty() || in.front().count != 0) continue;
        if (receive_[in.front().link].registered >= router_cfg_.receive_depth) continue;
        Word word = in.front();
        in.pop_front();
        --routers_[r].words;
        word.count = router_cfg_.link_latency;
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
