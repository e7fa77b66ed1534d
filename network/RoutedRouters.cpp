// The timestamped routers (RoutedNetwork.hpp): one cycle of every router
// that holds a word, and the words on the links between them.
#include "network/RoutedNetwork.hpp"
#include "sim/Mutants.hpp"

namespace montsim::net {

// The routers' mutants (sim/Mutants.hpp): each must make the differential
// tests against the clocked reference fail.
#define ROUTER_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
ROUTER_SITE(kRouterLatencyDown, "routed.router/latency-1", "a word leaves a router's pipeline a cycle early")
ROUTER_SITE(kRouterLatencyUp, "routed.router/latency+1", "a word leaves a router's pipeline a cycle late")
ROUTER_SITE(kLinkLatencyUp, "routed.link/latency+1", "a word takes a cycle more between routers")
ROUTER_SITE(kLinkLatencyDown, "routed.link/latency-1", "a word takes a cycle less between routers")
ROUTER_SITE(kBufferCreditOver, "routed.credit/buffer+1", "a word goes into a full input buffer")
ROUTER_SITE(kBufferCreditUnder, "routed.credit/buffer-1", "a word waits for a buffer with a slot free")
ROUTER_SITE(kCreditNoFlight, "routed.credit/drop-flight", "the words on the link are not counted against the credit")
ROUTER_SITE(kReceiveOver, "routed.receive/depth+1", "a word goes into a full receive FIFO")
ROUTER_SITE(kReceiveUnder, "routed.receive/depth-1", "a word waits for a receive FIFO with a slot free")
ROUTER_SITE(kReceiveNow, "routed.receive/readable-now", "a delivered word is readable in the cycle it left the router")
ROUTER_SITE(kRoundRobinStuck, "routed.arbiter/pointer-stays", "the round-robin pointer stays on the winner")
ROUTER_SITE(kArbiterLast, "routed.arbiter/last-wins", "the asker furthest from the pointer wins")
ROUTER_SITE(kPassingUncounted, "routed.passing/uncounted", "a word arriving at an empty buffer is not counted in it before it goes on")
#undef ROUTER_SITE

void RoutedNetwork::make_route_steps() {
    steps_.resize(route_.size());
    for (unsigned k = 0; k < link_routers_.size(); ++k) {
        unsigned r = link_routers_[k].first, input = 0;  // a word starts in its router's injection buffer
        for (uint32_t at = route_start_[k];; ++at) {
            const unsigned output = route_[at];
            RouteStep& s = steps_[at];
            s.port = port_base_[r] + output;
            s.next_rr = (input + !MONTSIM_MUTANT_ON(kRoundRobinStuck)) % input_count(r);
            if (output == graph_.out[r].size()) break;  // the local output: s.link stays kLocal
            s.link = out_link_[r][output];
            input = links_[s.link].to_input;
            r = links_[s.link].to;
        }
    }
}

bool RoutedNetwork::step(uint64_t now) {
    if (graph_.bus) return step_bus(now);
    // 1. Words that have arrived and are ready to leave enter their input
    // buffer. One whose buffer is empty is its head at once: it asks from
    // outside the buffer (passing_), counted in it as a word that leaves in
    // this cycle (its slot freed now still counts until the next), and
    // enters it only if it cannot go. Most words go on at once: their
    // buffer never holds them.
    std::vector<Passing>& passing = passing_;  // kept: no allocation per cycle
    passing.clear();
    while (!arrivals_.empty() && arrivals_.front().flit.ready <= now) {
        const Arrival& a = arrivals_.front();
        Link& l = links_[a.link];
        Buffer& b = input(l.to, l.to_input);
        if (b.items.empty()) {
            if (!MONTSIM_MUTANT_ON(kPassingUncounted)) b.count_freed(now);
            passing.push_back(Passing{l.to, l.to_input, false, a.flit});
        } else {
            push_flit(l.to, l.to_input, a.flit);
        }
        arrivals_.pop_front();
        --l.flying;
        --flying_;
    }
    // 2. Every input with a ready head asks for the output its route names;
    // each output serves the first asker from its round-robin pointer on
    // that can go (judged on the state at the start of the cycle): the
    // asker that can go nearest after the pointer wins.
    std::vector<unsigned>& asked = asked_;  // kept: no allocation per cycle
    asked.clear();
    const auto ask = [&](unsigned r, unsigned i, const Flit& f, uint32_t from_passing) {
        const RouteStep& s = steps_[f.at];
        if (s.link == kLocal) {
            if (receive_[f.link].occupied(now) >= MONTSIM_OFF_BY_ONE(cfg_.receive_depth, kReceiveOver, kReceiveUnder))
                return;
        } else {
            const Link& l = links_[s.link];
            const size_t flying = MONTSIM_MUTANT_ON(kCreditNoFlight) ? 0 : l.flying;
            if (input(l.to, l.to_input).occupied(now) + flying >=
                MONTSIM_OFF_BY_ONE(cfg_.buffer, kBufferCreditOver, kBufferCreditUnder))
                return;
        }
        const unsigned port = s.port;
        const unsigned n = input_count(r);
        const unsigned order = (i + n - rr_[port]) % n;  // (a pointer is below n: steps_' next_rr)
        Winner& w = winner_[port];
        if (w.cycle != now) {
            w = Winner{now, r, i, order, f.at, from_passing};
            asked.push_back(port);
        } else if (MONTSIM_MUTANT_ON(kArbiterLast) ? order > w.order : order < w.order) {
            w.input = i, w.order = order, w.at = f.at, w.passing = from_passing;
        }
    };
    for (const auto& [r, i] : occupied_) {
        const Flit& f = input(r, i).items.front();  // (a listed buffer holds a word)
        if (f.ready <= now) ask(r, i, f, kInBuffer);
    }
    for (uint32_t k = 0; k < passing.size(); ++k) ask(passing[k].router, passing[k].input, passing[k].flit, k);
    // 3. The moves (each output's winner); each wakes only the cores it
    // concerns. No two touch the same buffer, so their order changes nothing.
    for (const unsigned port : asked) {
        const Winner& m = winner_[port];
        const RouteStep& s = steps_[m.at];
        rr_[port] = s.next_rr;  // (m.input + 1) mod its router's inputs
        Flit f;
        if (m.passing == kInBuffer) {
            f = input(m.router, m.input).items.front();
            pop_flit(m.router, m.input, now);
            if (m.input == 0) injection_freed_[m.router].notify();
        } else {
            Passing& p = passing[m.passing];
            p.gone = true;
            f = p.flit;
            freed(now);  // (its slot: counted when it arrived)
        }
        if (s.link == kLocal) {
            receive_[f.link].items.emplace_back(now + !MONTSIM_MUTANT_ON(kReceiveNow), f.word);
            delivered_[f.link].notify();
        } else {
            const unsigned index = s.link;
            Link& l = links_[index];
            ++f.at;  // the next router on its route
            const uint64_t link_latency = MONTSIM_OFF_BY_ONE(cfg_.link_latency, kLinkLatencyUp, kLinkLatencyDown);
            f.ready = now + link_latency + MONTSIM_OFF_BY_ONE(cfg_.latency, kRouterLatencyUp, kRouterLatencyDown);
            arrivals_.push_back(Arrival{index, f});
            ++l.flying;
            ++flying_;
            ++l.words;
        }
    }
    // 4. A word that could not go on enters its buffer after all: it did not
    // leave, so no slot was freed. (Only phase 2 reads a link buffer's
    // count in a cycle, so a slip here would show nowhere today: there is
    // no mutant of it.)
    for (const Passing& p : passing)
        if (!p.gone) {
            --input(p.router, p.input).freed;
            push_flit(p.router, p.input, p.flit);
        }
    return !asked.empty();
}

}  // namespace montsim::net
