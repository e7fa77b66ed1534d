// A network of routers, the timestamped fast path (run.network =
// timestamped: it steps only through the cycles where a word can move): the
// topologies beyond the paper's ring of point-to-point FSL links (mesh,
// torus, bidirectional ring, crossbar, bus; network/Topologies.cpp builds them).
//
// Semantics (times in core cycles; all of it in RoutedNetwork.cpp):
// - Each node sits at a router (placement). A put enters the router's
//   injection buffer (router.buffer words, shared by the node's put ports);
//   a full buffer makes a blocking put wait.
// - A word at the head of a router's input buffer may leave router.latency
//   cycles after it entered that buffer, through the output its route
//   names (dimension-order routing: see each topology), one word per output
//   per cycle, the inputs that want one output served round-robin.
// - A word leaving a router over a link arrives in the next router's input
//   buffer link.latency cycles later (the TTU of one hop). Flow control is by credits: a
//   router sends only while the words in the next input buffer plus the
//   words on their way to it are fewer than router.buffer.
// - At its destination router a word leaves through the local output into
//   the receive FIFO of its logical link (link.depth words), from which the
//   core takes it from the next cycle on; a full receive FIFO holds the
//   word in the router.
// - A bus has no routers: each cycle one word in all of the nodes'
//   injection buffers (round-robin over the nodes) crosses to its receive
//   FIFO, arriving link.latency cycles later.
// - Registered flags: a slot freed in cycle t can be used from t + 1, so the
//   order of processes within a cycle changes nothing.
// Sync-free (run.timing = sync-free): a core does not bring SystemC time up
// to its cycle for a blocking transfer whose outcome is already certain: a
// put when its node's injection buffer has room for it whatever happens until
// then (only that node fills it), a get when its word is already in the
// receive FIFO (arrived words never change). The network applies the put or
// the take at that cycle, when its own time gets there (a TimeWheel holds
// them); the order of processes within a cycle changes nothing (registered
// flags), so this is the same as the core calling then. A get whose word has
// not arrived waits for its delivery, still without synchronising: what the
// core did before it is already in the network's hands, so nothing but the
// network's own time decides when the word comes. A put without certain
// room synchronises and makes the ordinary blocking put.
// Timestamped: after a cycle in which no word moved, the network sleeps until
// the next cycle at which a word can move by time alone (an arrival, a
// pipeline exit) or until a core's transfer lets a word move sooner than
// that (most do not: they are woken for only if they fall before the cycle
// it sleeps until); when no word can move and none is on its way, it waits
// for a core (a put or a get); if the cores all wait too, the platform
// reports the deadlock with each core's port and the network's full buffers.
// The network is a SystemC method, not a thread (no coroutine switch per
// cycle it steps). A logical link whose route is its own (no other link
// injects at its source router or asks for a router output on its way)
// meets no other word: ExpressRoute.hpp works out its words' cycles from
// the puts and gets alone, and the routers never carry them (the same
// rules; unless RouterConfig::express_routes is off). ClockedNetwork.hpp is
// the independent clocked reference.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <systemc>
#include <tuple>
#include <utility>
#include <vector>

#include "network/ExpressRoute.hpp"
#include "network/FabricEnd.hpp"
#include "network/RingQueue.hpp"
#include "network/TimeWheel.hpp"
#include "sim/Channel.hpp"

namespace montsim::net {

// The channel interfaces a core's ports bind to are the engine's (sim/Channel.hpp).
using sim::FslGetIf;
using sim::FslPutIf;
using sim::FslWord;

struct RouterConfig {
    uint32_t latency = 1;       // router.latency: cycles from entering an input buffer to leaving
    uint32_t link_latency = 1;  // link.latency: cycles on a link between routers (bus: across it)
    uint32_t buffer = 4;        // router.buffer: words per input buffer
    uint32_t receive_depth = 16;  // link.depth: the receive FIFO of each logical link
    double cycle_ns = 10.0;
    // Links whose route is their own as ExpressRoutes (the fast path only;
    // off: every word through the routers, for a before/after figure).
    bool express_routes = true;
};

// The routers and their links. out[r] lists router r's neighbours, in the
// order of its output ports; route(r, d) is the index into out[r] of the
// next hop towards router d != r.
struct RouterGraph {
    unsigned routers = 0;
    std::vector<std::vector<unsigned>> out;
    std::function<unsigned(unsigned r, unsigned d)> route;
    bool bus = false;  // no routers: one shared medium (out and route unused)
};

// Router hops from router `from` to router `to` along the graph's routes
// (a bus: one).
unsigned route_hops(const RouterGraph& graph, unsigned from, unsigned to);

// What a routed network reports after a run (the network.* statistics);
// the fast path and the clocked reference (ClockedNetwork.hpp) both do.
class RoutedStats {
public:
    virtual ~RoutedStats() = default;
    // Router hops of logical link k.
    virtual unsigned hops(unsigned link) const = 0;
    // Words each router-to-router link carried: (from, to, words), links in
    // the order of the routers and their output ports; for a bus the one
    // medium as (0, 0, words).
    virtual std::vector<std::tuple<unsigned, unsigned, uint64_t>> link_words() const = 0;
};

// "router 3 input from router 2: 4 of 4 words (full)": one buffer in a
// deadlock report (both network modes write them alike).
std::string buffer_text(unsigned router, const std::string& input, size_t words, uint32_t capacity);

class RoutedNetwork;
// One logical link's two ends, as a core sees them (FabricEnd.hpp).
using RoutedEnd = FabricEnd<RoutedNetwork>;

class RoutedNetwork : public sc_core::sc_module, public RoutedStats {
public:
    // links[k] = (source router, destination router) of logical link k (the
    // routers the placement put its nodes at).
    RoutedNetwork(sc_core::sc_module_name name, RouterGraph graph, const RouterConfig& cfg,
                  const std::vector<std::pair<unsigned, unsigned>>& links);
    ~RoutedNetwork() override;

    SC_HAS_PROCESS(RoutedNetwork);

    RoutedEnd& end(unsigned link) { return *ends_.at(link); }
    // Whether logical link k's words take its ExpressRoute (its route is its own).
    bool express(unsigned link) const { return express_.at(link) != nullptr; }

    // What a transfer on an end does (FabricEnd.hpp calls these).
    static constexpr bool kSyncFree = true;
    bool end_nb_put(unsigned link, uint64_t cycle, const FslWord& word);
    uint64_t end_put(unsigned link, uint64_t cycle, const FslWord& word);
    bool end_nb_get(unsigned link, uint64_t cycle, FslWord& word);
    uint64_t end_get(unsigned link, uint64_t cycle, FslWord& word);
    const sc_core::sc_event& end_read_event(unsigned link) const;
    const sc_core::sc_event& end_written_event(unsigned link) const;
    std::string end_describe(unsigned link, const char* name) const;
    // Sync-free (see the top of this file).
    uint64_t end_put_free(unsigned link, uint64_t cycle, const FslWord& word);
    uint64_t end_get_free(unsigned link, uint64_t cycle, FslWord& word);
    // The same where they need not wait (a core's compiled code makes them:
    // FslGetIf::get_now): false, with nothing done, where they would.
    bool end_put_now(unsigned link, uint64_t& cycle, const FslWord& word);
    bool end_get_now(unsigned link, uint64_t& cycle, FslWord& word);
    unsigned hops(unsigned link) const override;
    std::vector<std::tuple<unsigned, unsigned, uint64_t>> link_words() const override;
    // "router 3 input from router 2: 4 of 4 words (full)" for every non-empty buffer.
    std::string buffers_text() const;

private:
    struct Flit {
        FslWord word;
        unsigned link = 0;   // logical link
        uint32_t at = 0;     // its router's place on the link's route: an index into route_ and steps_
        uint64_t ready = 0;  // cycle it may leave the buffer it is in
    };
    // A FIFO with a registered "full" flag: slots freed in cycle t count as
    // taken until t + 1.
    template <typename T>
    struct RegisteredFifo {
        RingQueue<T> items;
        uint64_t freed_cycle = UINT64_MAX;
        uint32_t freed = 0;
        uint32_t occupied(uint64_t now) const { return uint32_t(items.size()) + (freed_cycle == now ? freed : 0); }
        void pop(uint64_t now) {
            items.pop_front();
            count_freed(now);
        }
        void count_freed(uint64_t now) {  // a slot freed at `now`
            if (freed_cycle != now) freed_cycle = now, freed = 0;
            ++freed;
        }
    };
    static constexpr uint32_t kUnlisted = UINT32_MAX;  // Buffer::listed_at of a buffer not in occupied_
    struct Buffer : RegisteredFifo<Flit> {
        // Its place in occupied_ while it holds a word (kUnlisted: none). A
        // buffer leaves the list when its last word leaves (pop_flit), so the
        // routers' scan meets only buffers with a word.
        uint32_t listed_at = kUnlisted;
    };
    using Receive = RegisteredFifo<std::pair<uint64_t, FslWord>>;  // (available from, word)
    struct Link {
        unsigned from = 0, to = 0;  // routers
        unsigned to_input = 0;      // input buffer index at `to`
        uint32_t flying = 0;  // words sent over it and not yet ready in `to`'s buffer (arrivals_)
        uint64_t words = 0;
    };

    uint64_t now_cycle() const;
    void clock();  // the network's method: a step when one is due, then the next wake-up
    bool step(uint64_t now);         // one cycle of every router; true if a word moved
    bool step_bus(uint64_t now);
    bool empty() const { return queued_ == 0 && flying_ == 0; }  // no word in a buffer or on a link
    // A core's sync-free put or get at a cycle after SystemC time: the
    // network applies it when its time comes, as if the core had called then.
    void schedule(uint64_t cycle, unsigned link, bool pop, const FslWord& word);
    void apply_pending(uint64_t now);
    // A core's action may let a word move at `cycle`: wake the network if it
    // sleeps past it (not on every action: most fall after its next step).
    void wake(uint64_t cycle);
    // The network's wait until cycle `next` (UINT64_MAX: none) or a wake.
    void sleep_until(uint64_t now, uint64_t next);
    // The first cycle after `now` at which a word can move by time alone
    // (an arrival, a pipeline exit, a slot freed now); UINT64_MAX if none.
    uint64_t next_timed_cycle(uint64_t now) const;
    bool has_room(unsigned link, uint64_t now) const;
    void inject(unsigned link, uint64_t now, const FslWord& word);
    // Bookkeeping that keeps a cycle's work proportional to the words in the
    // network, not to its size (a 256-router crossbar has 65280 links).
    void push_flit(unsigned router, unsigned input, const Flit& f);
    void pop_flit(unsigned router, unsigned input, uint64_t now);
    void freed(uint64_t now) { last_free_ = now; }
    void make_express_routes();  // the constructor's last step: which links are express
    // An express link's transfers (the end_* functions' first branch).
    bool express_nb_put(unsigned link, uint64_t cycle, const FslWord& word);
    bool express_nb_get(unsigned link, uint64_t cycle, FslWord& word);
    // Indices into links_ of the hops of logical link k's route.
    std::vector<unsigned> route_links(unsigned link) const;

    RouterGraph graph_;
    RouterConfig cfg_;
    sc_core::sc_time period_;
    std::vector<std::pair<unsigned, unsigned>> link_routers_;  // per logical link
    // Logical link k's route: the output its words take at each router on
    // the way, the destination's local output last, from route_[route_start_[k]]
    // on (worked out once, not at every hop).
    std::vector<uint32_t> route_start_;
    std::vector<uint16_t> route_;
    // What the routers need of each place on a route (parallel to route_),
    // worked out once: the output port its words ask for (an index into
    // winner_ and rr_), the router-to-router link that output leads over
    // (kLocal: the destination's local output), and the port's round-robin
    // pointer once a word from there has won it.
    static constexpr uint32_t kLocal = UINT32_MAX;
    struct RouteStep {
        uint32_t port = 0, link = kLocal, next_rr = 0;
    };
    std::vector<RouteStep> steps_;
    void make_route_steps();  // the constructor's: steps_ from route_
    // Logical link k's places, from its source router to its destination's
    // local output.
    struct Steps {
        const RouteStep *first, *last;
        const RouteStep* begin() const { return first; }
        const RouteStep* end() const { return last; }
    };
    Steps steps_of(unsigned k) const {
        const size_t end = k + 1 < route_start_.size() ? route_start_[k + 1] : steps_.size();
        return Steps{steps_.data() + route_start_[k], steps_.data() + end};
    }
    std::vector<std::unique_ptr<RoutedEnd>> ends_;
    // Every router's input buffers in one array (no pointer to chase per
    // buffer): router r's are inputs_[input_base_[r] + i], i = 0 the
    // injection buffer, 1.. one per link into it.
    std::vector<Buffer> inputs_;
    std::vector<unsigned> input_base_;  // per router, and one past the last
    Buffer& input(unsigned router, unsigned i) { return inputs_[input_base_[router] + i]; }
    const Buffer& input(unsigned router, unsigned i) const { return inputs_[input_base_[router] + i]; }
    unsigned input_count(unsigned router) const { return input_base_[router + 1] - input_base_[router]; }
    std::vector<std::vector<unsigned>> out_link_;  // [router][output] -> index into links_
    std::vector<Link> links_;
    std::vector<unsigned> rr_;                   // round-robin pointer per output port (port_base_)
    unsigned bus_rr_ = 0;
    std::vector<Receive> receive_;               // per logical link
    // Per logical link: its ExpressRoute when its route is its own, else
    // null (its words go through the routers, buffers and receive_).
    std::vector<std::unique_ptr<ExpressRoute>> express_;
    // activity_: a core acted (the network may sleep past it). A blocked
    // core waits on its own event only, not on one the whole network
    // shares: injection_freed_ per router (its injection buffer gave up a
    // word), delivered_ per logical link (a word reached its receive FIFO);
    // one shared event woke every waiting core on every cycle that moved
    // any word.
    sc_core::sc_event activity_;
    // Each is notified on every word that frees or delivers, and nearly all
    // find no core waiting: a notification costs the kernel a delta cycle's
    // work, so it is made only when a transfer waits on the event or someone
    // has asked for it (end_read_event, end_written_event). A transfer that
    // starts to wait in the delta cycle of a notification skipped for want
    // of waiters makes it then: it is woken in the next delta cycle, as if
    // the notification had been made.
    struct WaitedEvent {
        sc_core::sc_event event;
        unsigned waiting = 0;
        mutable bool exported = false;
        uint64_t skipped = UINT64_MAX;  // the delta cycle of a skipped notification
        void wait() {
            if (skipped == sc_core::sc_delta_count()) event.notify(sc_core::SC_ZERO_TIME);
            ++waiting;
            sc_core::wait(event);
            --waiting;
        }
        void notify() {
            if (waiting || exported) event.notify(sc_core::SC_ZERO_TIME);
            else skipped = sc_core::sc_delta_count();
        }
    };
    std::unique_ptr<WaitedEvent[]> injection_freed_, delivered_;
    uint64_t last_step_ = UINT64_MAX;
    uint64_t planned_ = 0;  // the cycle the sleeping network wakes at; 0 while it runs
    uint64_t last_free_ = UINT64_MAX;  // the last cycle a slot was freed anywhere
    uint64_t queued_ = 0, flying_ = 0;  // words in buffers, words on links
    std::vector<std::pair<unsigned, unsigned>> occupied_;  // (router, input) of the buffers that hold words
    // step()'s arbitration: each output port of each router (its ports from
    // port_base_[router] on, the local output last) and the asker winning it
    // this cycle; asked_ lists the ports asked for (kept between cycles: no
    // allocation per cycle).
    static constexpr uint32_t kInBuffer = UINT32_MAX;  // Winner::passing of a buffer's head
    struct Winner {
        uint64_t cycle = UINT64_MAX;  // the cycle it was asked for in
        unsigned router = 0, input = 0, order = 0;
        uint32_t at = 0;               // the winner's place on its route (steps_)
        uint32_t passing = kInBuffer;  // or its index in passing_
    };
    // A word that arrived this cycle at an empty buffer (step's phase 1).
    struct Passing {
        unsigned router, input;
        bool gone;  // it went on this cycle
        Flit flit;
    };
    std::vector<Passing> passing_;
    std::vector<unsigned> port_base_;
    std::vector<Winner> winner_;
    std::vector<unsigned> asked_;
    // Every word on a link, in the order it arrives. It enters the next
    // router's buffer when it is ready to leave it (router.latency cycles
    // after its arrival): until then it can neither move nor be in the way,
    // and the credits count it as they count a word on the link. Every link
    // takes link.latency cycles and words are sent in cycle order, so one
    // queue is sorted by that cycle; a cycle looks at the words ready then,
    // not at every link carrying words.
    struct Arrival {
        unsigned link;  // index into links_
        Flit flit;      // flit.ready: the cycle it may leave the next buffer
    };
    RingQueue<Arrival> arrivals_;
    struct Pending {
        uint64_t cycle;
        unsigned link;
        bool pop;  // a get taking the receive FIFO's head; else a put entering the injection buffer
        FslWord word;
    };
    TimeWheel<Pending> pending_;
    std::vector<uint32_t> pending_pops_;     // per logical link
    std::vector<uint32_t> pending_injects_;  // per router: puts bound for its injection buffer
};

}  // namespace montsim::net
