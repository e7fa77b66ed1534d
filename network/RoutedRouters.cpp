// The timestamped routers (RoutedNetwork.hpp): one cycle of every router
// that holds a word, and the words on the links between them.
#include "network/RoutedNetwork.hpp"

namespace montsim::net {

bool RoutedNetwork::step(uint64_t now) {
    if (graph_.bus) return step_bus(now);
    // 1. Words whose link delivers them this cycle enter their input buffer.
    while (!arrivals_.empty() && arrivals_.front().first <= now) {
        Link& l = links_[arrivals_.front().second];
        arrivals_.pop_front();
        Flit f = l.flying.front().second;
        f.ready = l.flying.front().first + cfg_.latency;
        push_flit(l.to, l.to_input, f);
        l.flying.pop_front();
        --flying_;
    }
    // 2. Every input with a ready head asks for the output its route names;
    // each output serves the first asker from its round-robin pointer on
    // that can go (judged on the state at the start of the cycle): the
    // asker that can go nearest after the pointer wins.
    std::vector<unsigned>& asked = asked_;  // kept: no allocation per cycle
    asked.clear();
    for (size_t k = 0; k < occupied_.size();) {
        const auto [r, i] = occupied_[k];
        Buffer& b = input(r, i);
        if (b.items.empty()) {
            b.listed = false;
            occupied_[k] = occupied_.back();
            occupied_.pop_back();
            continue;
        }
        ++k;
        const Flit& f = b.items.front();
        if (f.ready > now) continue;
        const unsigned o = f.output;
        if (o == graph_.out[r].size()) {
            if (receive_[f.link].occupied(now) >= cfg_.receive_depth) continue;
        } else {
            const Link& l = links_[out_link_[r][o]];
            if (input(l.to, l.to_input).occupied(now) + l.flying.size() >= cfg_.buffer) continue;
        }
        const unsigned port = port_base_[r] + o;
        const unsigned n = input_count(r);
        const unsigned order = (i + n - rr_[port] % n) % n;
        Winner& w = winner_[port];
        if (w.cycle != now) {
            w = Winner{now, r, o, i, order};
            asked.push_back(port);
        } else if (order < w.order) {
            w.input = i, w.order = order;
        }
    }
    // 3. The moves (each output's winner); each wakes only the cores it
    // concerns. No two touch the same buffer, so their order changes nothing.
    for (const unsigned port : asked) {
        const Winner& m = winner_[port];
        rr_[port] = (m.input + 1) % input_count(m.router);
        const Flit f = input(m.router, m.input).items.front();
        pop_flit(m.router, m.input, now);
        if (m.input == 0) injection_freed_[m.router].notify();
        if (m.output == graph_.out[m.router].size()) {
            receive_[f.link].items.emplace_back(now + 1, f.word);
            delivered_[f.link].notify();
        } else {
            const unsigned index = out_link_[m.router][m.output];
            Link& l = links_[index];
            l.flying.emplace_back(now + cfg_.link_latency, f);
            arrivals_.emplace_back(now + cfg_.link_latency, index);
            ++flying_;
            ++l.words;
        }
    }
    return !asked.empty();
}

}  // namespace montsim::net
