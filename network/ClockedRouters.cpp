// The clocked reference of the routers (ClockedNetwork.hpp): one clock edge
// of every router pipeline, arbiter and wire, written apart from
// RoutedRouters.cpp, the fast path it checks.
#include <algorithm>

#include "network/ClockedNetwork.hpp"
#include "sim/Mutants.hpp"

namespace montsim::net {

// The clocked routers' mutants (sim/Mutants.hpp): each must make the
// differential tests against the fast path fail.
#define ROUTER_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
ROUTER_SITE(kPipelineUp, "clocked.router/latency+1", "a word spends a cycle more in a router's pipeline")
ROUTER_SITE(kPipelineDown, "clocked.router/latency-1", "a word spends a cycle less in a router's pipeline")
ROUTER_SITE(kWireUp, "clocked.wire/latency+1", "a word spends a cycle more on a wire")
ROUTER_SITE(kWireDown, "clocked.wire/latency-1", "a word spends a cycle less on a wire")
ROUTER_SITE(kBufferOver, "clocked.credit/buffer+1", "a grant into a full input buffer")
ROUTER_SITE(kBufferUnder, "clocked.credit/buffer-1", "no grant into a buffer with a slot free")
ROUTER_SITE(kNoFlight, "clocked.credit/drop-flight", "the words on the wire are not counted against the credit")
ROUTER_SITE(kReceiveOver, "clocked.receive/depth+1", "a grant into a full receive FIFO")
ROUTER_SITE(kReceiveUnder, "clocked.receive/depth-1", "no grant into a receive FIFO with a slot free")
ROUTER_SITE(kPointerStays, "clocked.arbiter/pointer-stays", "the round-robin pointer stays on the winner")
ROUTER_SITE(kFirstInput, "clocked.arbiter/fixed", "the arbiter always starts at input 0")
#undef ROUTER_SITE

bool ClockedNetwork::edge_routers() {
    bool changed = false;
    // 1. Every word on a wire comes one cycle closer; those that arrive
    //    enter the next router's input buffer and start its pipeline.
    for (Wire& w : wires_) {
        if (w.flight.empty()) continue;
        changed = true;
        for (Word& word : w.flight) --word.count;
        while (!w.flight.empty() && w.flight.front().count == 0) {
            Word word = w.flight.front();
            w.flight.pop_front();
            word.count = MONTSIM_OFF_BY_ONE(router_cfg_.latency, kPipelineUp, kPipelineDown);
            routers_[w.to].inputs[w.to_input].push_back(word);
            ++routers_[w.to].words;
        }
    }
    // 2. Each output of each router grants the first input, from its
    //    round-robin pointer on, whose head has left the pipeline, wants that
    //    output and has room beyond it: a credit (the next buffer's words
    //    plus the words on the wire to it below router.buffer), or for the
    //    local output a receive FIFO slot as registered at the last edge.
    //    All grants are decided on the state before any word moves.
    std::vector<Grant>& grants = grants_;
    grants.clear();  // (members: an edge allocates nothing once they have grown)
    for (unsigned r = 0; r < routers_.size(); ++r) {
        Router& router = routers_[r];
        if (router.words == 0) continue;
        const unsigned inputs = static_cast<unsigned>(router.inputs.size());
        const unsigned local = static_cast<unsigned>(graph_.out[r].size());
        std::vector<bool>& decided = output_decided_;
        decided.assign(local + 1, false);
        // Visit the inputs once per output that some head asks for: for each
        // output, in round-robin order from its pointer.
        std::vector<int>& wants = wants_;
        wants.assign(inputs, -1);
        for (unsigned i = 0; i < inputs; ++i) {
            const auto& in = router.inputs[i];
            if (in.empty() || in.front().count != 0) continue;
            const unsigned dest = link_routers_[in.front().link].second;
            wants[i] = int(dest == r ? local : graph_.route(r, dest));
        }
        for (unsigned i = 0; i < inputs; ++i) {
            if (wants[i] < 0) continue;
            const unsigned o = unsigned(wants[i]);
            if (decided[o]) continue;
            decided[o] = true;  // granted below or not at all this cycle
            for (unsigned k = 0; k < inputs; ++k) {
                const unsigned j = ((MONTSIM_MUTANT_ON(kFirstInput) ? 0 : router.next_input[o]) + k) % inputs;
                if (wants[j] != int(o)) continue;
                bool has_room;
                if (o == local) {
                    has_room = receive_[router.inputs[j].front().link].registered <
                               MONTSIM_OFF_BY_ONE(router_cfg_.receive_depth, kReceiveOver, kReceiveUnder);
                } else {
                    const Wire& w = wires_[router.wire_of_output[o]];
                    const size_t flight = MONTSIM_MUTANT_ON(kNoFlight) ? 0 : w.flight.size();
                    has_room = routers_[w.to].inputs[w.to_input].size() + flight <
                               MONTSIM_OFF_BY_ONE(router_cfg_.buffer, kBufferOver, kBufferUnder);
                }
                if (!has_room) continue;
                grants.push_back({r, j, o});
                break;
            }
        }
    }
    // 3. The granted words move.
    for (const Grant& g : grants) {
        Router& router = routers_[g.router];
        Word word = router.inputs[g.input].front();
        router.inputs[g.input].pop_front();
        --router.words;
        router.next_input[g.output] =
            (g.input + !MONTSIM_MUTANT_ON(kPointerStays)) % static_cast<unsigned>(router.inputs.size());
        if (g.output == graph_.out[g.router].size()) {
            word.count = 0;  // the core may take it from the next cycle on
            receive_[word.link].words.push_back(word);
        } else {
            Wire& w = wires_[router.wire_of_output[g.output]];
            word.count = MONTSIM_OFF_BY_ONE(router_cfg_.link_latency, kWireUp, kWireDown);
            w.flight.push_back(word);
            ++w.carried;
        }
    }
    changed = changed || !grants.empty();
    // 4. Every router pipeline counts down one cycle.
    for (Router& router : routers_) {
        if (router.words == 0) continue;
        for (auto& in : router.inputs)
            for (Word& word : in)
                if (word.count > 0) --word.count, changed = true;
    }
    return changed;
}

}  // namespace montsim::net
