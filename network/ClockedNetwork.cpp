#include "network/ClockedNetwork.hpp"

#include <algorithm>
#include <stdexcept>

namespace montsim::net {

void check_clocked_form(const FslLinkConfig& link) {
    if (link.model->make_clocked) return;
    std::string have;
    for (const auto& n : clocked_latency_models()) have += (have.empty() ? "" : ", ") + n;
    throw std::invalid_argument("run.network = clocked: link.model = \"" + link.model->name +
                                "\" has no clocked form (the models that have one: " + have + ")");
}

ClockedNetwork::ClockedNetwork(sc_core::sc_module_name name, const FslLinkConfig& link,
                               const std::vector<std::string>& names)
    : sc_module(name), period_(link.cycle_ns, sc_core::SC_NS), half_(period_ / 2),
      lines_(names.size()), receive_(names.size()) {
    validate(link);
    check_clocked_form(link);
    const sim::Config none;
    const ClockedLineShape shape{link.latency, link.depth};
    for (unsigned k = 0; k < names.size(); ++k) {
        lines_[k].name = names[k];
        lines_[k].hardware = link.model->make_clocked(shape, link.point ? *link.point : none);
        ends_.push_back(std::make_unique<ClockedEnd>(names[k].c_str(), *this, k));
    }
    SC_THREAD(clock);
}

ClockedNetwork::ClockedNetwork(sc_core::sc_module_name name, RouterGraph graph, const RouterConfig& cfg,
                               const std::vector<std::pair<unsigned, unsigned>>& links)
    : sc_module(name), routed_(true), router_cfg_(cfg), graph_(std::move(graph)), period_(cfg.cycle_ns, sc_core::SC_NS),
      half_(period_ / 2), link_routers_(links), receive_(links.size()) {
    if (cfg.latency < 1 || cfg.link_latency < 1 || cfg.buffer < 1 || cfg.receive_depth < 1)
        throw std::invalid_argument("router.latency, link.latency, router.buffer and link.depth must be >= 1");
    routers_.resize(graph_.routers);
    for (Router& r : routers_) r.inputs.resize(1);  // the injection buffer
    if (!graph_.bus) {
        // Inputs are numbered as the round-robin sees them: the injection
        // buffer, then the incoming wires in the order of their source router
        // and its output port.
        for (unsigned from = 0; from < graph_.routers; ++from) {
            for (unsigned to : graph_.out[from]) {
                Wire w;
                w.from = from;
                w.to = to;
                w.to_input = static_cast<unsigned>(routers_[to].inputs.size());
                routers_[to].inputs.emplace_back();
                routers_[from].wire_of_output.push_back(static_cast<unsigned>(wires_.size()));
                wires_.push_back(w);
            }
            routers_[from].next_input.assign(graph_.out[from].size() + 1, 0);
        }
    }
    for (unsigned k = 0; k < links.size(); ++k) {
        if (links[k].first >= graph_.routers || links[k].second >= graph_.routers)
            throw std::invalid_argument("a logical link outside the network");
        ends_.push_back(std::make_unique<ClockedEnd>(("end_" + std::to_string(k)).c_str(), *this, k));
    }
    SC_THREAD(clock);
}

ClockedNetwork::~ClockedNetwork() = default;

std::vector<const LineStats*> ClockedNetwork::line_stats() const {
    std::vector<const LineStats*> out;
    for (const Line& line : lines_) out.push_back(line.hardware.get());
    return out;
}

uint64_t ClockedNetwork::now_cycle() const { return sc_core::sc_time_stamp().value() / period_.value(); }

void ClockedNetwork::wait_for_next_cycle() {
    const uint64_t now = sc_core::sc_time_stamp().value(), p = period_.value();
    if (now % p != 0) wait(sc_core::sc_time::from_value(p - now % p));
}

void ClockedNetwork::touch() {
    touched_ = true;
    if (asleep_) {
        asleep_ = false;
        wake_.notify(sc_core::SC_ZERO_TIME);
    }
}

void ClockedNetwork::clock() {
    for (;;) {
        wait(wake_);   // a core acted at a whole cycle c
        wait(half_);   // the edge of cycle c
        while (edge()) wait(period_);
        asleep_ = true;
    }
}

bool ClockedNetwork::edge() {
    bool changed = touched_;
    touched_ = false;
    if (!routed_) {
        for (size_t k = 0; k < lines_.size(); ++k) changed = lines_[k].hardware->edge(receive_[k].words) || changed;
    } else if (graph_.bus) {
        changed = edge_bus() || changed;
    } else {
        changed = edge_routers() || changed;
    }
    changed = count_down_receives() || changed;
    register_flags();
    return changed;
}

bool ClockedNetwork::count_down_receives() {
    bool changed = false;
    for (Receive& rx : receive_)
        for (Word& w : rx.words)
            if (w.count > 0) --w.count, changed = true;
    return changed;
}

void ClockedNetwork::register_flags() {
    for (size_t k = 0; k < lines_.size(); ++k) {
        Line& line = lines_[k];
        const uint64_t now = line.hardware->occupancy(receive_[k].words.size());
        if (now < line.registered) line.room.notify();
        line.registered = now;
    }
    for (Router& router : routers_) {
        const uint64_t now = router.inputs[0].size();
        if (now < router.injection_registered + router.injected) router.room.notify();
        router.injection_registered = now;
        router.injected = 0;
    }
    for (Receive& rx : receive_) {
        rx.registered = rx.words.size();
        if (!rx.words.empty() && rx.words.front().count == 0) rx.ready.notify();
    }
}

bool ClockedNetwork::room(unsigned link) const {
    if (routed_) {
        const Router& router = routers_[link_routers_[link].first];
        return router.injection_registered + router.injected < router_cfg_.buffer;
    }
    return lines_[link].registered < lines_[link].hardware->capacity();
}

void ClockedNetwork::accept(unsigned link, uint64_t /*cycle*/, const FslWord& word) {
    if (routed_) {
        Router& router = routers_[link_routers_[link].first];
        router.inputs[0].push_back({word, link, router_cfg_.latency});
        ++router.words;
        ++router.injected;
    } else {
        lines_[link].hardware->put({word, link, 0});
    }
    touch();
}

bool ClockedNetwork::take(unsigned link, FslWord& word) {
    Receive& rx = receive_[link];
    if (rx.words.empty() || rx.words.front().count != 0) return false;
    word = rx.words.front().word;
    rx.words.pop_front();
    touch();
    return true;
}

const sc_core::sc_event& ClockedNetwork::room_event(unsigned link) const {
    return routed_ ? routers_[link_routers_[link].first].room : lines_[link].room;
}

unsigned ClockedNetwork::hops(unsigned link) const {
    return route_hops(graph_, link_routers_.at(link).first, link_routers_.at(link).second);
}

std::vector<std::tuple<unsigned, unsigned, uint64_t>> ClockedNetwork::link_words() const {
    std::vector<std::tuple<unsigned, unsigned, uint64_t>> out;
    if (graph_.bus) out.emplace_back(0, 0, bus_carried_);
    for (const Wire& w : wires_) out.emplace_back(w.from, w.to, w.carried);
    return out;
}

std::string ClockedNetwork::buffers_text() const {
    std::string text;
    for (unsigned r = 0; r < routers_.size(); ++r)
        for (unsigned i = 0; i < routers_[r].inputs.size(); ++i) {
            const size_t words = routers_[r].inputs[i].size();
            if (words == 0) continue;
            std::string from = "injection";
            for (const Wire& w : wires_)
                if (w.to == r && w.to_input == i) from = "input from router " + std::to_string(w.from);
            text += (text.empty() ? "" : "; ") + buffer_text(r, from, words, router_cfg_.buffer);
        }
    return text.empty() ? "every router buffer empty" : text;
}

// --- the ends

bool ClockedNetwork::end_nb_put(unsigned link, uint64_t cycle, const FslWord& word) {
    if (!room(link)) return false;
    accept(link, cycle, word);
    return true;
}

uint64_t ClockedNetwork::end_put(unsigned link, uint64_t /*cycle: SystemC time is there*/, const FslWord& word) {
    for (;;) {
        const uint64_t now = now_cycle();
        if (end_nb_put(link, now, word)) return now;
        sc_core::wait(room_event(link));  // only an edge frees room
        wait_for_next_cycle();
    }
}

bool ClockedNetwork::end_nb_get(unsigned link, uint64_t /*cycle*/, FslWord& word) { return take(link, word); }

uint64_t ClockedNetwork::end_get(unsigned link, uint64_t /*cycle: SystemC time is there*/, FslWord& word) {
    for (;;) {
        const uint64_t now = now_cycle();
        if (take(link, word)) return now;
        sc_core::wait(receive_[link].ready);  // only an edge brings a word
        wait_for_next_cycle();
    }
}

const sc_core::sc_event& ClockedNetwork::end_read_event(unsigned link) const { return room_event(link); }
const sc_core::sc_event& ClockedNetwork::end_written_event(unsigned link) const { return receive_[link].ready; }

std::string ClockedNetwork::end_describe(unsigned link, const char* name) const {
    const auto& rx = receive_[link];
    if (!routed_) return "link " + lines_[link].name + ", " + lines_[link].hardware->describe(rx.words.size());
    return std::string(name) + " (router " + std::to_string(link_routers_[link].first) + " to router " +
           std::to_string(link_routers_[link].second) + ", " + std::to_string(rx.words.size()) +
           " words in its receive FIFO; " + buffers_text() + ")";
}

}  // namespace montsim::net
