#include "network/RoutedNetwork.hpp"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace montsim::net {

RoutedNetwork::RoutedNetwork(sc_core::sc_module_name name, RouterGraph graph, const RouterConfig& cfg,
                             const std::vector<std::pair<unsigned, unsigned>>& links)
    : sc_module(name), graph_(std::move(graph)), cfg_(cfg), period_(cfg.cycle_ns, sc_core::SC_NS),
      link_routers_(links), receive_(links.size()),
      injection_freed_(std::make_unique<sc_core::sc_event[]>(graph_.routers)),
      delivered_(std::make_unique<sc_core::sc_event[]>(links.size())), pending_pops_(links.size(), 0) {
    if (cfg_.latency < 1 || cfg_.link_latency < 1 || cfg_.buffer < 1 || cfg_.receive_depth < 1)
        throw std::invalid_argument("router.latency, link.latency, router.buffer and link.depth must be >= 1");
    const unsigned n = graph_.routers;
    inputs_.resize(n, std::vector<Buffer>(1));
    pending_injects_.assign(n, 0);
    out_link_.resize(n);
    rr_.resize(n);
    if (!graph_.bus) {
        for (unsigned r = 0; r < n; ++r) {
            for (unsigned to : graph_.out[r]) {
                Link l;
                l.from = r;
                l.to = to;
                l.to_input = static_cast<unsigned>(inputs_[to].size());
                inputs_[to].emplace_back();
                out_link_[r].push_back(static_cast<unsigned>(links_.size()));
                links_.push_back(std::move(l));
            }
            rr_[r].assign(graph_.out[r].size() + 1, 0);
        }
    } else {
        links_.emplace_back();  // the bus itself (counts its words)
    }
    for (unsigned k = 0; k < links.size(); ++k) {
        if (links[k].first >= n || links[k].second >= n) throw std::invalid_argument("a logical link outside the network");
        ends_.push_back(std::make_unique<RoutedEnd>(("end_" + std::to_string(k)).c_str(), *this, k));
    }
    SC_THREAD(clock);
}

RoutedNetwork::~RoutedNetwork() = default;

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

std::vector<std::tuple<unsigned, unsigned, uint64_t>> RoutedNetwork::link_words() const {
    std::vector<std::tuple<unsigned, unsigned, uint64_t>> out;
    for (const Link& l : links_) out.emplace_back(l.from, l.to, l.words);
    return out;
}

std::string RoutedNetwork::buffers_text() const {
    std::string text;
    for (unsigned r = 0; r < inputs_.size(); ++r)
        for (unsigned i = 0; i < inputs_[r].size(); ++i) {
            const size_t words = inputs_[r][i].items.size();
            if (words == 0) continue;
            std::string from = "injection";
            for (const Link& l : links_)
                if (l.to == r && l.to_input == i) from = "input from router " + std::to_string(l.from);
            text += (text.empty() ? "" : "; ") + buffer_text(r, from, words, cfg_.buffer);
        }
    return text.empty() ? "every router buffer empty" : text;
}

void RoutedNetwork::push_flit(unsigned router, unsigned input, const Flit& f) {
    Buffer& b = inputs_[router][input];
    b.items.push_back(f);
    // Its route at this router, once (not on every cycle it waits at the
    // head); a bus has no routers to route through (step_bus).
    if (!graph_.bus) {
        const unsigned local = static_cast<unsigned>(graph_.out[router].size());
        b.items.back().output = f.dest == router ? local : graph_.route(router, f.dest);
    }
    ++queued_;
    if (!b.listed) b.listed = true, occupied_.emplace_back(router, input);
}

void RoutedNetwork::pop_flit(unsigned router, unsigned input, uint64_t now) {
    inputs_[router][input].pop(now);
    --queued_;
    freed(now);
}

void RoutedNetwork::schedule(uint64_t cycle, unsigned link, bool pop, const FslWord& word) {
    pending_.push(Pending{cycle, link, pop, word});
    if (pop) ++pending_pops_[link];
    else ++pending_injects_[link_routers_[link].first];
    activity_.notify(sc_core::SC_ZERO_TIME);  // the network may sleep past it
}

void RoutedNetwork::apply_pending(uint64_t now) {
    while (!pending_.empty() && pending_.top().cycle <= now) {
        const Pending a = pending_.top();
        pending_.pop();
        if (a.cycle < now) throw std::logic_error("routed network: a sync-free transfer applied late (model error)");
        if (a.pop) {
            --pending_pops_[a.link];
            receive_[a.link].pop(now);
            freed(now);
        } else {
            --pending_injects_[link_routers_[a.link].first];
            inject(a.link, now, a.word);
        }
    }
}

uint64_t RoutedNetwork::next_timed_cycle(uint64_t now) const {
    // A slot freed in this cycle counts as full until the next one.
    uint64_t next = last_free_ == now ? now + 1 : UINT64_MAX;
    if (!pending_.empty()) next = std::min(next, std::max(pending_.top().cycle, now + 1));
    for (const unsigned index : active_links_) {
        const Link& l = links_[index];
        if (!l.flying.empty()) next = std::min(next, std::max(l.flying.front().first, now + 1));
    }
    for (const auto& [r, i] : occupied_) {
        const Buffer& b = inputs_[r][i];
        if (!b.items.empty() && b.items.front().ready > now) next = std::min(next, b.items.front().ready);
    }
    return next;
}

bool RoutedNetwork::has_room(unsigned link, uint64_t now) const {
    return inputs_[link_routers_[link].first][0].occupied(now) < cfg_.buffer;
}

void RoutedNetwork::inject(unsigned link, uint64_t now, const FslWord& word) {
    Flit f;
    f.word = word;
    f.link = link;
    f.dest = link_routers_[link].second;
    f.ready = now + cfg_.latency;
    push_flit(link_routers_[link].first, 0, f);
    activity_.notify(sc_core::SC_ZERO_TIME);
}

void RoutedNetwork::clock() {
    for (;;) {
        const uint64_t now = now_cycle();
        apply_pending(now);
        if (empty()) {
            // Nothing in the network: only a core, or a transfer it
            // scheduled, can change that.
            if (pending_.empty()) wait(activity_);
            else wait(period_ * static_cast<double>(pending_.top().cycle - now), activity_);
            continue;
        }
        if (now == last_step_) {  // this cycle's step is done: the next one
            wait(period_);
            continue;
        }
        last_step_ = now;
        // After a move the next cycle may move more; otherwise nothing moves
        // before the next arrival or pipeline exit, unless a core acts first.
        const uint64_t next = step(now) ? now + 1 : next_timed_cycle(now);
        if (next == UINT64_MAX) wait(activity_);  // only a core can unblock it
        else wait(period_ * static_cast<double>(next - now), activity_);
    }
}

// --- the ends

bool RoutedNetwork::end_nb_put(unsigned link, uint64_t cycle, const FslWord& word) {
    if (!has_room(link, cycle)) return false;
    inject(link, cycle, word);
    return true;
}

uint64_t RoutedNetwork::end_put(unsigned link, uint64_t /*cycle: SystemC time is there*/, const FslWord& word) {
    for (;;) {
        const uint64_t now = now_cycle();
        if (has_room(link, now)) {
            inject(link, now, word);
            return now;
        }
        sc_core::wait(injection_freed_[link_routers_[link].first]);
        sc_core::wait(period_);  // a slot freed in a cycle is usable in the next
    }
}

bool RoutedNetwork::end_nb_get(unsigned link, uint64_t cycle, FslWord& word) {
    auto& rx = receive_[link];
    if (rx.items.empty() || rx.items.front().first > cycle) return false;
    word = rx.items.front().second;
    rx.pop(cycle);
    freed(cycle);
    activity_.notify(sc_core::SC_ZERO_TIME);
    return true;
}

uint64_t RoutedNetwork::end_get(unsigned link, uint64_t /*cycle: SystemC time is there*/, FslWord& word) {
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
        sc_core::wait(delivered_[link]);
    }
}

uint64_t RoutedNetwork::end_put_free(unsigned link, uint64_t cycle, const FslWord& word) {
    const uint64_t now = now_cycle();  // <= cycle: a running core is never behind SystemC time
    const unsigned router = link_routers_[link].first;
    // Only this node fills its injection buffer, and words only leave it: if
    // it has room now for this put and those already on their way, it has
    // room at `cycle`.
    if (inputs_[router][0].occupied(now) + pending_injects_[router] < cfg_.buffer) {
        if (cycle == now) inject(link, now, word);
        else schedule(cycle, link, false, word);
        return cycle;
    }
    if (cycle > now) sc_core::wait(period_ * static_cast<double>(cycle - now));
    return end_put(link, cycle, word);
}

uint64_t RoutedNetwork::end_get_free(unsigned link, uint64_t cycle, FslWord& word) {
    const uint64_t now = now_cycle();
    auto& rx = receive_[link];
    // The words before it are taken by this core's gets still to be applied.
    const size_t ahead = pending_pops_[link];
    if (rx.items.size() > ahead) {
        const auto& [available, w] = rx.items[ahead];
        const uint64_t at = std::max(cycle, available);
        word = w;
        if (at == now) {
            if (ahead != 0) throw std::logic_error("routed network: a get ahead of the ones before it (model error)");
            end_nb_get(link, now, word);
        } else {
            schedule(at, link, true, w);
        }
        return at;
    }
    if (cycle > now) sc_core::wait(period_ * static_cast<double>(cycle - now));
    return end_get(link, cycle, word);
}

const sc_core::sc_event& RoutedNetwork::end_read_event(unsigned link) const {
    return injection_freed_[link_routers_[link].first];
}
const sc_core::sc_event& RoutedNetwork::end_written_event(unsigned link) const { return delivered_[link]; }

std::string RoutedNetwork::end_describe(unsigned link, const char* name) const {
    const auto& rx = receive_[link];
    return std::string(name) + " (router " + std::to_string(link_routers_[link].first) + " to router " +
           std::to_string(link_routers_[link].second) + ", " + std::to_string(rx.items.size()) +
           " words in its receive FIFO; " + buffers_text() + ")";
}

}  // namespace montsim::net
