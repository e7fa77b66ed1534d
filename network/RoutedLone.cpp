// Lone words (RoutedNetwork.hpp): a word that meets no other word in the
// routers leaves each buffer router.latency cycles after it entered it, so
// its cycles follow from its put alone. Each word put while the routers
// are empty of stepped words is checked against the lone words already on
// their way, by the routers' own rules; where none of them could tell it
// apart from a word alone in the network, it is delivered at its cycle
// without the routers stepping. Otherwise every lone word is placed where
// it is in the routers at that cycle, and they step as before.
//
// Why the checks are enough (L = router.latency, T = link.latency, B =
// router.buffer; a lone word enters router j's buffer at put + j (L + T)
// and leaves it L cycles later):
// - an output serves one word a cycle and its input buffer's head only: no
//   two lone words leave through one output in one cycle, and the words
//   entering a buffer do so in distinct cycles (one link feeds it; the
//   injection buffer takes one put a cycle), so the one ahead has always
//   left;
// - the credit for the next buffer counts the words sent into it that have
//   not left it: those sent in the T + L cycles before, fewer than B;
// - the receive FIFO has room: checked when the word is due there, when
//   every get that could free a slot by then has been made (a word held
//   there sends every lone word into the routers);
// - the injection buffer has room: has_room counts the lone words in it.
// Each is checked both ways: the new word against the others and the
// others (later through the same output) against the new word.
#include <algorithm>
#include <stdexcept>

#include "network/RoutedNetwork.hpp"
#include "sim/Mutants.hpp"

namespace montsim::net {

// The lone words' mutants (sim/Mutants.hpp): each must make the
// differential tests against the clocked reference fail.
#define LONE_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
LONE_SITE(kLoneSharedPort, "routed.lone/port-shared", "two lone words leave through one output in one cycle")
LONE_SITE(kLoneNoCredit, "routed.lone/credit-ignored", "a lone word is sent without a credit for the next buffer")
LONE_SITE(kLoneNoCreditAfter, "routed.lone/credit-later-ignored",
          "a lone word takes the credit of one sent after it through the same output")
LONE_SITE(kLoneReceiveFull, "routed.lone/receive-unbounded", "a lone word is delivered into a full receive FIFO")
LONE_SITE(kLoneLate, "routed.lone/delivered+1", "a lone word reaches its receive FIFO a cycle late")
LONE_SITE(kLonePointerStays, "routed.lone/pointer-stays", "a lone word leaves its output's round-robin pointer on its input")
LONE_SITE(kLonePlacedEarly, "routed.lone/placed-ready-1",
          "a lone word placed into a buffer may leave it a cycle early")
// (A node puts one word a cycle; only the ends driven directly, as the
// unit tests do, put two into one injection buffer in one cycle.)
MONTSIM_MUTANT_SITE(kLoneSharedInjection, "routed.lone/injection-shared", "[routed]",
                    "two lone words enter one injection buffer in one cycle")
LONE_SITE(kLiftHeld, "routed.lone/lift-held", "words the routers held are taken out of them as lone words")
LONE_SITE(kLiftNoHistory, "routed.lone/lift-no-history",
          "words taken out of the routers hold no credit for the buffer they were sent to")
LONE_SITE(kLiftWaiting, "routed.lone/lift-waiting", "words are taken out of the routers while a put waits for a slot")
#undef LONE_SITE

void RoutedNetwork::make_route_steps() {
    lone_leaving_.resize(graph_.routers);  // (a bus has none of it, but has_room asks)
    if (graph_.bus) return;
    steps_.resize(route_.size());
    reserved_.resize(winner_.size());
    for (unsigned k = 0; k < link_routers_.size(); ++k) {
        unsigned r = link_routers_[k].first, input = 0;
        for (uint32_t at = route_start_[k]; at < route_start_[k + 1]; ++at) {
            const unsigned output = route_[at];
            RouteStep& s = steps_[at];
            s.port = port_base_[r] + output;
            s.router = r;
            s.input = input;
            s.next_rr = (input + !MONTSIM_MUTANT_ON(kLonePointerStays)) % input_count(r);
            if (output == graph_.out[r].size()) break;  // the local output
            s.link = out_link_[r][output];
            input = links_[s.link].to_input;
            r = links_[s.link].to;
        }
    }
}

uint32_t RoutedNetwork::injection_occupied(unsigned router, uint64_t now) const {
    uint32_t words = input(router, 0).occupied(now);
    const RingQueue<uint64_t>& leaving = lone_leaving_[router];
    for (size_t i = leaving.size(); i-- > 0 && leaving[i] >= now;) ++words;  // leaving in order
    return words;
}

bool RoutedNetwork::port_free(const RouteStep& step, uint64_t leave, uint64_t now) {
    std::vector<Reservation>& used = reserved_[step.port];
    const uint64_t window = uint64_t(cfg_.link_latency) + cfg_.latency;  // a sent word holds its credit this long
    // Uses no check can reach again: before now - window (each check is for
    // a cycle after now). They set the port's round-robin pointer in turn.
    if (!used.empty() && used.front().cycle + window < now) {
        size_t old = 0;
        while (old < used.size() && used[old].cycle + window < now) rr_[step.port] = used[old++].next_rr;
        used.erase(used.begin(), used.begin() + long(old));
    }
    const auto first_at = [&](uint64_t c) {  // the first use at or after cycle c (used is in cycle order)
        return size_t(std::lower_bound(used.begin(), used.end(), c,
                                       [](const Reservation& r, uint64_t x) { return r.cycle < x; }) -
                      used.begin());
    };
    const size_t at = first_at(leave);
    if (at < used.size() && used[at].cycle == leave && !MONTSIM_MUTANT_ON(kLoneSharedPort)) return false;
    if (step.link == kNoLink) return true;  // the local output: no credit (the receive FIFO is checked at delivery)
    // Words sent through this output in [c - window, c - 1] still hold a
    // credit of the next buffer at c (in it, its slot freed at c counting,
    // or on the link).
    const auto holding = [&](uint64_t c, size_t index_of_c) {
        return index_of_c - first_at(c >= window ? c - window : 0);
    };
    if (holding(leave, at) >= cfg_.buffer && !MONTSIM_MUTANT_ON(kLoneNoCredit)) return false;
    // A word sent later through this output within the window: the new one
    // holds one of its credits too.
    for (size_t later = at; later < used.size() && used[later].cycle <= leave + window; ++later)
        if (holding(used[later].cycle, later) + 1 >= cfg_.buffer && !MONTSIM_MUTANT_ON(kLoneNoCreditAfter)) return false;
    return true;
}

bool RoutedNetwork::lone_fits(const LoneWord& w, uint64_t now) {
    const uint64_t latency = cfg_.latency, per_router = latency + cfg_.link_latency;
    const uint32_t first = route_start_[w.link] + w.from, last = route_start_[w.link + 1];
    for (uint32_t at = first; at < last; ++at) {
        const uint64_t leave = w.start + latency + (at - first) * per_router;
        if (!port_free(steps_[at], leave, now)) {
            conflict_ = leave;  // the routers settle it then
            return false;
        }
    }
    return true;
}

void RoutedNetwork::add_lone(LoneWord w) {
    const uint64_t latency = cfg_.latency, per_router = latency + cfg_.link_latency;
    const uint32_t first = route_start_[w.link] + w.from, last = route_start_[w.link + 1];
    // Its uses of the outputs on its way, in cycle order per output.
    for (uint32_t at = first; at < last; ++at) {
        const RouteStep& s = steps_[at];
        reserve(s.port, Reservation{w.start + latency + (at - first) * per_router, s.next_rr});
        if (s.link != kNoLink) ++links_[s.link].words;  // the statistics count each hop once its cycle is known
    }
    w.delivered = w.start + latency + (last - 1 - first) * per_router;
    w.done = false;
    lone_deliveries_.push(LoneDelivery{w.delivered, lone_first_ + lone_words_.size()});
    lone_words_.push_back(w);
    wake(w.delivered);
}

void RoutedNetwork::reserve(uint32_t port, const Reservation& use) {
    std::vector<Reservation>& used = reserved_[port];
    used.insert(std::upper_bound(used.begin(), used.end(), use.cycle,
                                 [](uint64_t c, const Reservation& r) { return c < r.cycle; }),
                use);
}

bool RoutedNetwork::lone_put(unsigned link, uint64_t now, const FslWord& word) {
    RingQueue<uint64_t>& leaving = lone_leaving_[link_routers_[link].first];
    while (!leaving.empty() && leaving.front() < now) leaving.pop_front();
    // One word enters an injection buffer a cycle (another node at this router put one now).
    if (!leaving.empty() && leaving.back() >= now + cfg_.latency && !MONTSIM_MUTANT_ON(kLoneSharedInjection)) return false;
    const LoneWord w{now, 0, 0, link, word, false};
    if (!lone_fits(w, now)) return false;
    leaving.push_back(now + cfg_.latency);
    add_lone(w);
    return true;
}

bool RoutedNetwork::lift_routed_words(uint64_t now) {
    if (!lone_allowed()) return false;
    const uint64_t latency = cfg_.latency, link_latency = cfg_.link_latency;
    // Each buffer's words leave it `latency` cycles after they entered, as
    // lone words do: none has been held (each is ready after now) and they
    // entered it in distinct cycles.
    for (const auto& [r, i] : occupied_) {
        const Buffer& b = input(r, i);
        for (size_t n = 0; n < b.items.size(); ++n)
            if ((b.items[n].ready <= now || (n > 0 && b.items[n].ready <= b.items[n - 1].ready)) && !MONTSIM_MUTANT_ON(kLiftHeld))
                return false;
        // A put waiting for a slot here is told by the routers, not by lone words.
        if (i == 0 && injection_freed_[r].waiting && !MONTSIM_MUTANT_ON(kLiftWaiting)) return false;
    }
    // The credits held by words already sent over a link, at the output they left by.
    std::vector<uint32_t>& touched = lift_ports_;
    touched.clear();
    const auto sent = [&](const Flit& f, unsigned from, uint64_t cycle) {
        if (MONTSIM_MUTANT_ON(kLiftNoHistory)) return;
        const uint32_t port = steps_[route_start_[f.link] + from - 1].port;
        reserve(port, Reservation{cycle, rr_[port]});  // the pointer as its last use left it
        touched.push_back(port);
    };
    std::vector<LoneWord>& words = lift_words_;
    words.clear();
    for (const auto& [r, i] : occupied_) {
        const Buffer& b = input(r, i);
        for (size_t n = 0; n < b.items.size(); ++n) {
            const Flit& f = b.items[n];  // f.hop: the routers it has entered
            words.push_back(LoneWord{f.ready - latency, 0, f.hop - 1, f.link, f.word, false});
            if (f.hop > 1) sent(f, f.hop - 1, f.ready - latency - link_latency);
        }
    }
    std::vector<uint32_t>& seen = lift_seen_;  // per link: its flying words met so far
    seen.resize(links_.size(), 0);
    for (size_t n = 0; n < arrivals_.size(); ++n) {
        const auto& [arrives, index] = arrivals_[n];
        const Flit& f = links_[index].flying[seen[index]++].second;
        words.push_back(LoneWord{arrives, 0, f.hop, f.link, f.word, false});
        sent(f, f.hop, arrives - link_latency);
    }
    for (size_t n = 0; n < arrivals_.size(); ++n) seen[arrivals_[n].second] = 0;
    bool fits = true;
    for (const LoneWord& w : words) {
        if (!(fits = lone_fits(w, now))) break;
        add_lone(w);
    }
    if (!fits) {  // as it was: no lone word, no use of an output
        lift_after_ = conflict_;  // no use trying before the routers have settled what they met over
        for (size_t n = 0; n < lone_words_.size(); ++n) {
            const LoneWord& w = lone_words_[n];
            for (uint32_t at = route_start_[w.link] + w.from; at < route_start_[w.link + 1]; ++at) {
                reserved_[steps_[at].port].clear();
                if (steps_[at].link != kNoLink) --links_[steps_[at].link].words;
            }
        }
        for (const uint32_t port : touched) reserved_[port].clear();
        lone_words_.clear();
        lone_deliveries_.clear();
        return false;
    }
    // The injection buffers' words leave them in the order they entered.
    for (const auto& [r, i] : occupied_)
        if (i == 0)
            for (size_t n = 0; n < input(r, 0).items.size(); ++n) lone_leaving_[r].push_back(input(r, 0).items[n].ready);
    // The routers are empty (a slot freed this cycle still counts: the buffers keep it).
    for (const auto& [r, i] : occupied_) {
        input(r, i).items.clear();
        input(r, i).listed_at = kUnlisted;
    }
    occupied_.clear();
    for (size_t n = 0; n < arrivals_.size(); ++n) links_[arrivals_[n].second].flying.clear();
    arrivals_.clear();
    queued_ = flying_ = 0;
    lone_ = true;
    return true;
}

bool RoutedNetwork::lone_deliver(uint64_t now) {
    bool held = false;
    lone_deliveries_.take_due(now, [&](const LoneDelivery& d) {
        LoneWord& w = lone_words_[d.word - lone_first_];
        // A full receive FIFO holds it in its router (every get that could
        // free a slot by now has been made: a core is never behind SystemC
        // time, and a slot freed now still counts).
        if (receive_[w.link].occupied(now) >= cfg_.receive_depth && !MONTSIM_MUTANT_ON(kLoneReceiveFull)) {
            held = w.held = true;
            return;
        }
        // Readable from the next cycle, as a routed word (step's local output).
        receive_[w.link].items.emplace_back(now + 1 + MONTSIM_MUTANT_ON(kLoneLate), w.word);
        delivered_[w.link].notify();
        w.done = true;
    });
    // Those delivered before this cycle are gone from the routers (one that
    // left at `now` still frees its slot at `now`: route_lone_words).
    while (!lone_words_.empty() && lone_words_.front().done && lone_words_.front().delivered < now) {
        lone_words_.pop_front();
        ++lone_first_;
    }
    return held;
}

void RoutedNetwork::route_lone_words(uint64_t now) {
    lone_deliver(now);  // those that leave their destination by now are in their receive FIFOs
    const uint64_t latency = cfg_.latency, link_latency = cfg_.link_latency, per_router = latency + link_latency;
    struct Waiting {
        uint32_t router, input;
        uint64_t entered;
        Flit flit;
    };
    struct Flying {
        uint64_t arrives;
        uint32_t link;
        Flit flit;
    };
    std::vector<Waiting> waiting;  // not per instruction: once per change of mode
    std::vector<Flying> flying;
    for (size_t i = 0; i < lone_words_.size(); ++i) {
        const LoneWord& w = lone_words_[i];
        const uint32_t first = route_start_[w.link], last = route_start_[w.link + 1];
        bool placed = w.done;
        if (!placed && w.start > now) {  // taken from a link by lift_routed_words, and still on it
            Flit f;
            f.word = w.word;
            f.link = w.link;
            f.hop = w.from;
            flying.push_back(Flying{w.start, steps_[first + w.from - 1].link, f});
            placed = true;
        }
        for (uint32_t at = first + w.from; at < last; ++at) {
            const RouteStep& s = steps_[at];
            const unsigned hop = at - first;
            const uint64_t entered = w.start + (hop - w.from) * per_router, leaves = entered + latency;
            if (w.held && at + 1 == last) {  // its receive FIFO full: it waits in its destination router
                Flit f;
                f.word = w.word;
                f.link = w.link;
                f.hop = hop;
                f.ready = leaves;
                waiting.push_back(Waiting{s.router, s.input, entered, f});
                placed = true;
                std::vector<Reservation>& used = reserved_[s.port];  // it did not leave: the pointer stays
                used.erase(std::find_if(used.begin(), used.end(), [&](const Reservation& r) { return r.cycle == now; }));
                break;
            }
            if (leaves == now) {  // it left in this cycle's step: its slot counts until the next
                input(s.router, s.input).count_freed(now);
                freed(now);
                if (hop == 0) injection_freed_[s.router].notify();  // a put that waits from now on is woken
            }
            if (leaves > now && s.link != kNoLink) --links_[s.link].words;  // a hop not made yet: the routers count it
            if (placed) continue;
            Flit f;
            f.word = w.word;
            f.link = w.link;
            if (leaves > now) {  // in this buffer (entered by now: the word reached it)
                f.hop = hop;
                f.ready = leaves - MONTSIM_MUTANT_ON(kLonePlacedEarly);
                waiting.push_back(Waiting{s.router, s.input, entered, f});
                placed = true;
            } else if (s.link != kNoLink && leaves + link_latency > now) {  // on the link after it
                f.hop = hop + 1;
                flying.push_back(Flying{leaves + link_latency, s.link, f});
                placed = true;
            }
        }
        if (!placed) throw std::logic_error("routed network: a lone word past its destination but not delivered (model error)");
    }
    // Each buffer's words in the order they entered it, each link's in the
    // order they arrive (arrivals_ is one queue sorted by arrival).
    std::sort(waiting.begin(), waiting.end(), [](const Waiting& a, const Waiting& b) {
        return std::tie(a.router, a.input, a.entered) < std::tie(b.router, b.input, b.entered);
    });
    for (const Waiting& w : waiting) push_flit(w.router, w.input, w.flit);
    std::sort(flying.begin(), flying.end(), [](const Flying& a, const Flying& b) { return a.arrives < b.arrives; });
    for (const Flying& f : flying) {
        links_[f.link].flying.emplace_back(f.arrives, f.flit);
        arrivals_.emplace_back(f.arrives, f.link);
        ++flying_;
    }
    // Each output's round-robin pointer as its last use by now left it.
    for (size_t port = 0; port < reserved_.size(); ++port) {
        for (const Reservation& r : reserved_[port])
            if (r.cycle <= now) rr_[port] = r.next_rr;
        reserved_[port].clear();
    }
    for (RingQueue<uint64_t>& leaving : lone_leaving_) leaving.clear();
    lone_first_ += lone_words_.size();
    lone_words_.clear();
    lone_deliveries_.clear();
    lone_ = false;
    last_step_ = now;  // this cycle's moves are made (a put now cannot change them: its word is not ready)
    wake(now + 1);
}

}  // namespace montsim::net
