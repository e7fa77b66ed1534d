// The clocked reference of every network (run.network = clocked): the links
// of the paper's ring (each latency model's clocked hardware, which its
// registry entry makes: ClockedLine.hpp) and the routers and bus of
// RoutedNetwork.hpp, with the same semantics, written apart from those fast
// paths the way hardware is built, so that a differential test of the two
// can catch a wrong link, FIFO or router rule in either.
//
// How it is clocked (all of it in ClockedNetwork.cpp):
// - Cores act at whole cycles; the network's clock edge of cycle c is half a
//   period later, at c + 1/2, after every put and get of cycle c.
// - At each edge every word in a delay line moves one stage (ring links, and
//   the links between routers), every countdown (a router's pipeline, the
//   bus) loses one cycle, arbiters choose, words move between registers and
//   FIFOs, and then the flags the cores see during cycle c + 1 are
//   registered: how many words a link, an injection buffer or a receive
//   FIFO holds. A put at cycle c looks only at those registered counts (and
//   at the puts already made in cycle c), so a slot freed during cycle c is
//   usable from c + 1 on. A ring link takes at most one put per cycle, as a
//   core issues at most one.
// - A delay line is a shift register; only its occupied stages are stored
//   (a stage number per word), so a latency of 10^6 costs nothing while the
//   line is empty. Likewise an empty router, link or FIFO has no state to
//   advance and is skipped.
// - Clock gating: an edge that changes nothing (no word moves, no countdown
//   runs, no core acted since the last edge) is the last until a core acts;
//   the network then sleeps, so a deadlock ends the simulation (Platform
//   reports it) instead of ticking forever.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <systemc>
#include <tuple>
#include <vector>

#include "network/ClockedLine.hpp"
#include "network/FabricEnd.hpp"
#include "sim/Channel.hpp"
#include "network/FslLink.hpp"
#include "network/RoutedNetwork.hpp"

namespace montsim::net {

// The channel interfaces a core's ports bind to are the engine's (sim/Channel.hpp).
using sim::FslGetIf;
using sim::FslPutIf;
using sim::FslWord;

// std::invalid_argument if `link`'s latency model has no clocked form (the
// clocked network cannot carry it), naming the models that have one.
void check_clocked_form(const FslLinkConfig& link);

class ClockedNetwork;
// One logical link's two ends, as a core sees them (FabricEnd.hpp).
using ClockedEnd = FabricEnd<ClockedNetwork>;

class ClockedNetwork : public sc_core::sc_module, public RoutedStats {
public:
    // The ring's point-to-point links: logical link k is its own FSL link
    // named names[k], each with the parameters of `link`.
    ClockedNetwork(sc_core::sc_module_name name, const FslLinkConfig& link, const std::vector<std::string>& names);
    // Routers (or a bus) carrying links[k] = (source router, destination
    // router), as RoutedNetwork does.
    ClockedNetwork(sc_core::sc_module_name name, RouterGraph graph, const RouterConfig& cfg,
                   const std::vector<std::pair<unsigned, unsigned>>& links);
    ~ClockedNetwork() override;

    SC_HAS_PROCESS(ClockedNetwork);

    ClockedEnd& end(unsigned link) { return *ends_.at(link); }
    // Each ring link's hardware, for its latency model's statistics.
    std::vector<const LineStats*> line_stats() const;

    // What a transfer on an end does (FabricEnd.hpp calls these).
    static constexpr bool kSyncFree = false;
    bool end_nb_put(unsigned link, uint64_t cycle, const FslWord& word);
    uint64_t end_put(unsigned link, uint64_t cycle, const FslWord& word);
    bool end_nb_get(unsigned link, uint64_t cycle, FslWord& word);
    uint64_t end_get(unsigned link, uint64_t cycle, FslWord& word);
    const sc_core::sc_event& end_read_event(unsigned link) const;
    const sc_core::sc_event& end_written_event(unsigned link) const;
    std::string end_describe(unsigned link, const char* name) const;
    unsigned hops(unsigned link) const override;
    std::vector<std::tuple<unsigned, unsigned, uint64_t>> link_words() const override;

private:
    // A word in a register, a buffer or on a wire; `count` is what its place
    // counts: the cycles it still has to wait in a router pipeline, on the
    // bus or on a wire (ClockedLine.hpp).
    using Word = ClockedWord;
    // A ring link: the hardware of its latency model (link.model).
    struct Line {
        std::string name;
        std::unique_ptr<ClockedLine> hardware;
        uint64_t registered = 0;  // what a put compares with (see room())
        sc_core::sc_event room;
    };
    // The FIFO a core takes words from; a word may be taken once its count is 0.
    struct Receive {
        std::deque<Word> words;
        uint64_t registered = 0;  // words at the last edge
        sc_core::sc_event ready;
    };
    struct Wire {  // a link between two routers
        unsigned from = 0, to = 0, to_input = 0;
        std::deque<Word> flight;  // count: cycles until it reaches the next router
        uint64_t carried = 0;
    };
    struct Router {
        std::vector<std::deque<Word>> inputs;  // [0] injection, then one per incoming wire
        std::vector<unsigned> wire_of_output;  // output port -> index into wires_
        std::vector<unsigned> next_input;      // round-robin pointer per output (last: local)
        uint64_t words = 0;                    // in its inputs
        uint64_t injection_registered = 0;
        uint64_t injected = 0;  // puts since the last edge (a test driver may put twice in a cycle)
        sc_core::sc_event room;
    };

    uint64_t now_cycle() const;
    void wait_for_next_cycle();  // from an edge to the next whole cycle
    void touch();                // a core acted: the next edge must run
    void clock();
    bool edge();  // true if it changed anything
    bool edge_routers();
    bool edge_bus();
    bool count_down_receives();
    void register_flags();

    bool room(unsigned link) const;
    void accept(unsigned link, uint64_t cycle, const FslWord& word);
    bool take(unsigned link, FslWord& word);
    const sc_core::sc_event& room_event(unsigned link) const;
    std::string buffers_text() const;

    bool routed_ = false;
    RouterConfig router_cfg_;
    RouterGraph graph_;
    sc_core::sc_time period_, half_;
    std::vector<std::pair<unsigned, unsigned>> link_routers_;
    // deques: their entries hold events, which cannot move
    std::deque<Line> lines_;
    std::deque<Receive> receive_;
    std::deque<Router> routers_;
    std::vector<Wire> wires_;
    // Scratch of edge_routers, kept so that an edge allocates nothing.
    struct Grant {
        unsigned router, input, output;
    };
    std::vector<Grant> grants_;
    std::vector<bool> output_decided_;  // per output of the router at hand
    std::vector<int> wants_;            // per input: the output its head asks for, or -1
    unsigned bus_next_ = 0;
    uint64_t bus_carried_ = 0;
    std::vector<std::unique_ptr<ClockedEnd>> ends_;
    sc_core::sc_event wake_;
    bool asleep_ = true;
    bool touched_ = false;
};

}  // namespace montsim::net
