// The timestamped routers (RoutedNetwork.hpp): one cycle of every router
// that holds a word, and the words on the links between them.
#include <algorithm>

#include "network/RoutedNetwork.hpp"

namespace montsim::net {

bool RoutedNetwork::step(uint64_t now) {
    if (graph_.bus) return step_bus(now);
    // 1. Words whose link delivers them this cycle enter their input buffer.
    for (size_t k = 0; k < active_links_.size();) {
        Link& l = links_[active_links_[k]];
        while (!l.flying.empty() && l.flying.front().first <= now) {
            Flit f = l.flying.front().second;
            f.ready = l.flying.front().first + cfg_.latency;
            push_flit(l.to, l.to_input, f);
            l.flying.pop_front();
            --flying_;
        }
        if (l.flying.empty()) {
            l.listed = false;
            active_links_[k] = active_links_.back();
            active_links_.pop_back();
        } else {
            ++k;
        }
    }
    // 2. Every input with a ready head asks for the output its route names;
    // each output serves the first asker from its round-robin pointer on
    // that can go (judged on the state at the start of the cycle).
    std::vector<Request>& requests = requests_;  // kept: no allocation per cycle
    requests.clear();
    for (size_t k = 0; k < occupied_.size();) {
        const auto [r, i] = occupied_[k];
        Buffer& b = inputs_[r][i];
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
        const unsigned n = static_cast<unsigned>(inputs_[r].size());
        requests.push_back({r, o, (i + n - rr_[r][o] % n) % n, i});
    }
    std::sort(requests.begin(), requests.end(), [](const Request& a, const Request& b) {
        return std::tie(a.router, a.output, a.order) < std::tie(b.router, b.output, b.order);
    });
    std::vector<Move>& moves = moves_;
    moves.clear();
    for (size_t k = 0; k < requests.size(); ++k) {
        const Request& q = requests[k];
        if (!moves.empty() && moves.back().router == q.router && moves.back().output == q.output) continue;  // served
        const Flit& f = inputs_[q.router][q.input].items.front();
        if (q.output == graph_.out[q.router].size()) {
            if (receive_[f.link].occupied(now) >= cfg_.receive_depth) continue;
        } else {
            const Link& l = links_[out_link_[q.router][q.output]];
            if (inputs_[l.to][l.to_input].occupied(now) + l.flying.size() >= cfg_.buffer) continue;
        }
        moves.push_back({q.router, q.input, q.output});
        rr_[q.router][q.output] = (q.input + 1) % static_cast<unsigned>(inputs_[q.router].size());
    }
    // 3. The moves; each wakes only the cores it concerns.
    for (const Move& m : moves) {
        const Flit f = inputs_[m.router][m.input].items.front();
        pop_flit(m.router, m.input, now);
        if (m.input == 0) injection_freed_[m.router].notify(sc_core::SC_ZERO_TIME);
        if (m.output == graph_.out[m.router].size()) {
            receive_[f.link].items.emplace_back(now + 1, f.word);
            delivered_[f.link].notify(sc_core::SC_ZERO_TIME);
        } else {
            const unsigned index = out_link_[m.router][m.output];
            Link& l = links_[index];
            l.flying.emplace_back(now + cfg_.link_latency, f);
            ++flying_;
            ++l.words;
            if (!l.listed) l.listed = true, active_links_.push_back(index);
        }
    }
    return !moves.empty();
}

}  // namespace montsim::net
