#include "network/RoutedNetwork.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <tuple>

#include "sim/Mutants.hpp"

namespace montsim::net {

// The sync-free transfers' mutants (sim/Mutants.hpp): each must make the
// differential tests against the clocked reference fail.
#define END_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
END_SITE(kPutNowRoomOver, "routed.put-now/room+1", "a sync-free put finds room in a full injection buffer")
END_SITE(kGetNowEarly, "routed.get-now/early", "a sync-free get takes a delivered word a cycle before it is readable")
#undef END_SITE

RoutedNetwork::RoutedNetwork(sc_core::sc_module_name name, RouterGraph graph, const RouterConfig& cfg,
                             const std::vector<std::pair<unsigned, unsigned>>& links)
    : sc_module(name), graph_(std::move(graph)), cfg_(cfg), period_(cfg.cycle_ns, sc_core::SC_NS),
      link_routers_(links), receive_(links.size()),
      injection_freed_(std::make_unique<WaitedEvent[]>(graph_.routers)),
      delivered_(std::make_unique<WaitedEvent[]>(links.size())), pending_pops_(links.size(), 0) {
    if (cfg_.latency < 1 || cfg_.link_latency < 1 || cfg_.buffer < 1 || cfg_.receive_depth < 1)
        throw std::invalid_argument("router.latency, link.latency, router.buffer and link.depth must be >= 1");
    const unsigned n = graph_.routers;
    // Router r's buffers: its injection buffer, then one per link into it.
    std::vector<unsigned> links_in(n, 0);
    if (!graph_.bus)
        for (unsigned r = 0; r < n; ++r)
            for (unsigned to : graph_.out[r]) ++links_in.at(to);
    input_base_.assign(n + 1, 0);
    for (unsigned r = 0; r < n; ++r) input_base_[r + 1] = input_base_[r] + 1 + links_in[r];
    inputs_.resize(input_base_[n]);
    std::vector<unsigned> next_input(n, 1);
    pending_injects_.assign(n, 0);
    out_link_.resize(n);
    if (!graph_.bus) {
        for (unsigned r = 0; r < n; ++r) {
            for (unsigned to : graph_.out[r]) {
                Link l;
                l.from = r;
                l.to = to;
                l.to_input = next_input[to]++;
                out_link_[r].push_back(static_cast<unsigned>(links_.size()));
                links_.push_back(std::move(l));
            }
            port_base_.push_back(static_cast<unsigned>(winner_.size()));
            winner_.resize(winner_.size() + graph_.out[r].size() + 1);
        }
        rr_.assign(winner_.size(), 0);
    } else {
        links_.emplace_back();  // the bus itself (counts its words)
    }
    for (unsigned k = 0; k < links.size(); ++k) {
        if (links[k].first >= n || links[k].second >= n) throw std::invalid_argument("a logical link outside the network");
        ends_.push_back(std::make_unique<RoutedEnd>(("end_" + std::to_string(k)).c_str(), *this, k));
    }
    if (!graph_.bus) {
        for (unsigned r = 0; r < n; ++r)
            if (graph_.out[r].size() >= UINT16_MAX) throw std::invalid_argument("a router with 65535 or more outputs");
        for (const auto& [from, to] : links) {
            route_start_.push_back(static_cast<uint32_t>(route_.size()));
            unsigned r = from;
            for (unsigned hops = 0; r != to; ++hops) {
                if (hops > n) throw std::logic_error("a route that does not reach its router (topology error)");
                const unsigned output = graph_.route(r, to);
                route_.push_back(static_cast<uint16_t>(output));
                r = graph_.out[r][output];
            }
            route_.push_back(static_cast<uint16_t>(graph_.out[to].size()));  // the local output
        }
        make_route_steps();
    }
    make_express_routes();
    SC_METHOD(clock);  // a method, not a thread: no coroutine switch per cycle it steps
}

RoutedNetwork::~RoutedNetwork() = default;

void RoutedNetwork::make_express_routes() {
    express_.resize(link_routers_.size());
    if (graph_.bus || !cfg_.express_routes) return;
    // A route is its own when its source router injects no other link's
    // words and each router output on it serves no other link.
    std::vector<unsigned> injecting(graph_.routers, 0), asking(winner_.size(), 0);
    for (unsigned k = 0; k < link_routers_.size(); ++k) {
        ++injecting[link_routers_[k].first];
        for (const RouteStep& s : steps_of(k)) ++asking[s.port];
    }
    for (unsigned k = 0; k < link_routers_.size(); ++k) {
        bool own = injecting[link_routers_[k].first] == 1;
        for (const RouteStep& s : steps_of(k)) own = own && asking[s.port] == 1;
        if (!own) continue;
        ExpressRoute::Shape shape;
        shape.hops = hops(k);
        shape.router_latency = cfg_.latency;
        shape.link_latency = cfg_.link_latency;
        shape.buffer = cfg_.buffer;
        shape.receive_depth = cfg_.receive_depth;
        if (ExpressRoute::fits(shape)) express_[k] = std::make_unique<ExpressRoute>(shape);
    }
}

uint64_t RoutedNetwork::now_cycle() const { return sc_core::sc_time_stamp().value() / period_.value(); }

unsigned route_hops(const RouterGraph& graph, unsigned from, unsigned to) {
    if (graph.bus) return 1;
    unsigned r = from, hops = 0;
    while (r != to && hops <= graph.routers) {
        r = graph.out[r][graph.route(r, to)];
        ++hops;
    }
    return hops;
}

std::string buffer_text(unsigned router, const std::string& input, size_t words, uint32_t capacity) {
    return "router " + std::to_string(router) + " " + input + ": " + std::to_string(words) + " of " +
           std::to_string(capacity) + " words" + (words >= capacity ? " (full)" : "");
}

unsigned RoutedNetwork::hops(unsigned link) const {
    return route_hops(graph_, link_routers_.at(link).first, link_routers_.at(link).second);
}

std::vector<unsigned> RoutedNetwork::route_links(unsigned link) const {
    std::vector<unsigned> hops;
    for (const RouteStep& s : steps_of(link))
        if (s.link != kLocal) hops.push_back(s.link);
    return hops;
}

std::vector<std::tuple<unsigned, unsigned, uint64_t>> RoutedNetwork::link_words() const {
    std::vector<uint64_t> words(links_.size());
    for (size_t i = 0; i < links_.size(); ++i) words[i] = links_[i].words;
    for (unsigned k = 0; k < express_.size(); ++k)
        if (express_[k]) {
            const std::vector<unsigned> hops = route_links(k);
            for (unsigned j = 0; j < hops.size(); ++j) words[hops[j]] += express_[k]->left(j);
        }
    std::vector<std::tuple<unsigned, unsigned, uint64_t>> out;
    for (size_t i = 0; i < links_.size(); ++i) out.emplace_back(links_[i].from, links_[i].to, words[i]);
    return out;
}

std::string RoutedNetwork::buffers_text() const {
    // An express link's words, where they wait (ExpressRoute::words_in_stages).
    std::vector<uint64_t> express_words(inputs_.size(), 0);
    for (unsigned k = 0; k < express_.size(); ++k)
        if (express_[k]) {
            const std::vector<uint64_t> stages = express_[k]->words_in_stages();
            const std::vector<unsigned> hops = route_links(k);
            express_words[input_base_[link_routers_[k].first]] += stages[0];
            for (unsigned j = 0; j < hops.size(); ++j) {
                const Link& l = links_[hops[j]];
                express_words[input_base_[l.to] + l.to_input] += stages[j + 1];
            }
        }
    std::string text;
    for (unsigned r = 0; r < graph_.routers; ++r)
        for (unsigned i = 0; i < input_count(r); ++i) {
            const size_t words = input(r, i).items.size() + express_words[input_base_[r] + i];
            if (words == 0) continue;
            std::string from = "injection";
            for (const Link& l : links_)
                if (l.to == r && l.to_input == i) from = "input from router " + std::to_string(l.from);
            text += (text.empty() ? "" : "; ") + buffer_text(r, from, words, cfg_.buffer);
        }
    return text.empty() ? "every router buffer empty" : text;
}

void RoutedNetwork::push_flit(unsigned router, unsigned input, const Flit& f) {
    Buffer& b = this->input(router, input);
    b.items.push_back(f);
    ++queued_;
    if (b.listed_at == kUnlisted) {
        b.listed_at = uint32_t(occupied_.size());
        occupied_.emplace_back(router, input);
    }
}

void RoutedNetwork::pop_flit(unsigned router, unsigned input, uint64_t now) {
    Buffer& b = this->input(router, input);
    b.pop(now);
    if (b.items.empty()) {
        // Off the list: the last listed buffer takes its place (the scan's
        // order changes no outcome: each output's winner is the asker
        // nearest its round-robin pointer, whatever the order it asked in).
        const auto last = occupied_.back();
        occupied_[b.listed_at] = last;
        this->input(last.first, last.second).listed_at = b.listed_at;
        occupied_.pop_back();
        b.listed_at = kUnlisted;
    }
    --queued_;
    freed(now);
}

void RoutedNetwork::schedule(uint64_t cycle, unsigned link, bool pop, const FslWord& word) {
    pending_.push(Pending{cycle, link, pop, word});
    if (pop) ++pending_pops_[link];
    else ++pending_injects_[link_routers_[link].first];
    wake(cycle);  // the network may sleep past it
}

void RoutedNetwork::wake(uint64_t cycle) {
    if (cycle < planned_) {
        planned_ = cycle;  // one notification is enough until the network replans
        activity_.notify(sc_core::SC_ZERO_TIME);
    }
}

void RoutedNetwork::sleep_until(uint64_t now, uint64_t next) {
    planned_ = next;
    if (next == UINT64_MAX) next_trigger(activity_);  // only a core can change anything
    // A core's action lets a word move no sooner than the next cycle (a put's
    // word is not ready before, a freed slot counts until then): nothing
    // wakes a network that runs then anyway, and a wait on time alone costs
    // the kernel less than one on time or an event.
    else if (next == now + 1) next_trigger(period_);
    else next_trigger(period_ * static_cast<double>(next - now), activity_);
}

void RoutedNetwork::apply_pending(uint64_t now) {
    pending_.take_due(now, [&](const Pending& a) {
        if (a.pop) {
            --pending_pops_[a.link];
            receive_[a.link].pop(now);
            freed(now);
        } else {
            --pending_injects_[link_routers_[a.link].first];
            inject(a.link, now, a.word);
        }
    });
}

uint64_t RoutedNetwork::next_timed_cycle(uint64_t now) const {
    // A slot freed in this cycle counts as full until the next one.
    uint64_t next = last_free_ == now ? now + 1 : UINT64_MAX;
    if (!pending_.empty()) next = std::min(next, std::max(pending_.next_cycle(), now + 1));
    if (!arrivals_.empty()) next = std::min(next, std::max(arrivals_.front().flit.ready, now + 1));
    for (const auto& [r, i] : occupied_) {
        const Buffer& b = input(r, i);
        if (!b.items.empty() && b.items.front().ready > now) next = std::min(next, b.items.front().ready);
    }
    return next;
}

bool RoutedNetwork::has_room(unsigned link, uint64_t now) const {
    return input(link_routers_[link].first, 0).occupied(now) < cfg_.buffer;
}

void RoutedNetwork::inject(unsigned link, uint64_t now, const FslWord& word) {
    Flit f;
    f.word = word;
    f.link = link;
    f.at = graph_.bus ? 0 : route_start_[link];  // (a bus has no routes: step_bus)
    f.ready = now + cfg_.latency;
    push_flit(link_routers_[link].first, 0, f);
    wake(f.ready);
}

void RoutedNetwork::clock() {
    planned_ = 0;  // awake: it replans before it sleeps again
    const uint64_t now = now_cycle();
    apply_pending(now);
    if (empty()) {
        // Nothing in the network: only a core, or a transfer it scheduled,
        // can change that.
        sleep_until(now, pending_.next_cycle());
        return;
    }
    if (now == last_step_) {
        // This cycle's step is done and a core acted in it: a put's word is
        // ready router.latency cycles later, a get's freed slot counts from
        // the next cycle; next_timed_cycle knows both.
        sleep_until(now, next_timed_cycle(now));
        return;
    }
    last_step_ = now;
    // After a move the next cycle may move more; otherwise nothing moves
    // before the next arrival or pipeline exit, unless a core acts first.
    sleep_until(now, step(now) ? now + 1 : next_timed_cycle(now));
}

// --- the ends

// An express link's transfers: its ExpressRoute knows each word's cycles,
// so nothing here waits for the routers; a wait is for the other core (a
// word not put yet, a slot only a get can free) or for a known cycle.
bool RoutedNetwork::express_nb_put(unsigned link, uint64_t cycle, const FslWord& word) {
    // A room not known yet waits on a get not made yet, which cannot come
    // before SystemC time (a core brings it to its own cycle to make a
    // non-blocking transfer): no room now.
    const std::optional<uint64_t> room = express_[link]->room_from();
    if (!room || *room > cycle) return false;
    express_[link]->put(cycle, word);
    delivered_[link].notify();
    return true;
}

bool RoutedNetwork::express_nb_get(unsigned link, uint64_t cycle, FslWord& word) {
    ExpressRoute& e = *express_[link];
    if (!e.head_known() || e.head_arrival() > cycle) return false;
    word = e.take(cycle);
    injection_freed_[link_routers_[link].first].notify();
    return true;
}

bool RoutedNetwork::end_nb_put(unsigned link, uint64_t cycle, const FslWord& word) {
    if (express_[link]) return express_nb_put(link, cycle, word);
    if (!has_room(link, cycle)) return false;
    inject(link, cycle, word);
    return true;
}

uint64_t RoutedNetwork::end_put(unsigned link, uint64_t /*cycle: SystemC time is there*/, const FslWord& word) {
    if (const ExpressRoute* e = express_[link].get()) {
        for (;;) {
            const uint64_t now = now_cycle();
            if (express_nb_put(link, now, word)) return now;
            const std::optional<uint64_t> room = e->room_from();
            if (room) sc_core::wait(period_ * static_cast<double>(*room - now));
            else injection_freed_[link_routers_[link].first].wait();  // only a get can tell
        }
    }
    for (;;) {
        const uint64_t now = now_cycle();
        if (has_room(link, now)) {
            inject(link, now, word);
            return now;
        }
        injection_freed_[link_routers_[link].first].wait();
        sc_core::wait(period_);  // a slot freed in a cycle is usable in the next
    }
}

bool RoutedNetwork::end_nb_get(unsigned link, uint64_t cycle, FslWord& word) {
    if (express_[link]) return express_nb_get(link, cycle, word);
    auto& rx = receive_[link];
    if (rx.items.empty() || rx.items.front().first > cycle) return false;
    word = rx.items.front().second;
    rx.pop(cycle);
    freed(cycle);
    wake(cycle + 1);  // the freed slot counts from the next cycle
    return true;
}

uint64_t RoutedNetwork::end_get(unsigned link, uint64_t /*cycle: SystemC time is there*/, FslWord& word) {
    if (const ExpressRoute* e = express_[link].get()) {
        for (;;) {
            const uint64_t now = now_cycle();
            if (express_nb_get(link, now, word)) return now;
            if (e->head_known()) sc_core::wait(period_ * static_cast<double>(e->head_arrival() - now));
            else delivered_[link].wait();  // not put yet
        }
    }
    for (;;) {
        const uint64_t now = now_cycle();
        auto& rx = receive_[link];
        if (!rx.items.empty()) {
            if (rx.items.front().first <= now) {
                end_nb_get(link, now, word);
                return now;
            }
            sc_core::wait(period_ * static_cast<double>(rx.items.front().first - now));
            continue;
        }
        delivered_[link].wait();
    }
}

bool RoutedNetwork::end_put_now(unsigned link, uint64_t& cycle, const FslWord& word) {
    if (ExpressRoute* e = express_[link].get()) {
        // Only a get the reader has not made yet can leave the room unknown.
        const std::optional<uint64_t> room = e->room_from();
        if (!room) return false;
        cycle = std::max(cycle, *room);
        e->put(cycle, word);
        delivered_[link].notify();
        return true;
    }
    const uint64_t now = now_cycle();  // <= cycle: a running core is never behind SystemC time
    const unsigned router = link_routers_[link].first;
    // Only this node fills its injection buffer, and words only leave it: if
    // it has room now for this put and those already on their way, it has
    // room at `cycle`.
    if (input(router, 0).occupied(now) + pending_injects_[router] >= cfg_.buffer + MONTSIM_MUTANT_ON(kPutNowRoomOver))
        return false;
    if (cycle == now) inject(link, now, word);
    else schedule(cycle, link, false, word);
    return true;
}

uint64_t RoutedNetwork::end_put_free(unsigned link, uint64_t cycle, const FslWord& word) {
    if (express_[link]) {
        while (!end_put_now(link, cycle, word)) injection_freed_[link_routers_[link].first].wait();
        return cycle;
    }
    if (end_put_now(link, cycle, word)) return cycle;
    const uint64_t now = now_cycle();
    if (cycle > now) sc_core::wait(period_ * static_cast<double>(cycle - now));
    return end_put(link, cycle, word);
}

bool RoutedNetwork::end_get_now(unsigned link, uint64_t& cycle, FslWord& word) {
    if (ExpressRoute* e = express_[link].get()) {
        if (!e->head_known()) return false;  // not put yet
        cycle = std::max(cycle, e->head_arrival());
        word = e->take(cycle);
        injection_freed_[link_routers_[link].first].notify();
        return true;
    }
    // The words before it are taken by this core's gets still to be
    // applied. A word in the receive FIFO never changes, so once there the
    // get's cycle is certain: max(its own, the word's), applied then.
    auto& rx = receive_[link];
    const size_t ahead = pending_pops_[link];
    if (rx.items.size() <= ahead) return false;  // not delivered yet
    const uint64_t now = now_cycle();
    const auto& [available, w] = rx.items[ahead];
    const uint64_t at = std::max(cycle, available - (MONTSIM_MUTANT_ON(kGetNowEarly) && available > now));
    if (at == now && ahead != 0) return false;  // a model error: end_get_free reports it
    word = w;
    if (at == now) end_nb_get(link, now, word);
    else schedule(at, link, true, w);
    cycle = at;
    return true;
}

uint64_t RoutedNetwork::end_get_free(unsigned link, uint64_t cycle, FslWord& word) {
    for (;;) {
        if (end_get_now(link, cycle, word)) return cycle;
        if (!express_[link] && receive_[link].items.size() > pending_pops_[link])
            throw std::logic_error("routed network: a get ahead of the ones before it (model error)");
        // Not put or not delivered yet: only the network delivers it, in its
        // own time; the core waits for that without bringing SystemC time to
        // its cycle (nothing it does before the get can change when the word
        // comes).
        delivered_[link].wait();
    }
}

const sc_core::sc_event& RoutedNetwork::end_read_event(unsigned link) const {
    const WaitedEvent& e = injection_freed_[link_routers_[link].first];
    e.exported = true;  // someone else may wait on it: notify it on every word
    return e.event;
}
const sc_core::sc_event& RoutedNetwork::end_written_event(unsigned link) const {
    delivered_[link].exported = true;
    return delivered_[link].event;
}

std::string RoutedNetwork::end_describe(unsigned link, const char* name) const {
    const uint64_t received = express_[link] ? express_[link]->words_received() : receive_[link].items.size();
    return std::string(name) + " (router " + std::to_string(link_routers_[link].first) + " to router " +
           std::to_string(link_routers_[link].second) + ", " + std::to_string(received) +
           " words in its receive FIFO; " + buffers_text() + ")";
}

}  // namespace montsim::net
