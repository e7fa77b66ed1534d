#include "network/ClockedNetwork.hpp"

#include <algorithm>
#include <stdexcept>

namespace montsim::net {

namespace {

// The clocked hardware of each latency model (LatencyModel.hpp), by the
// model's name: a model added there needs its clocked form here.
struct LineHardware {
    std::string_view model;
    ClockedNetwork::LineKind kind;
};
constexpr LineHardware kLineHardware[] = {{"pipelined", ClockedNetwork::LineKind::Pipelined},
                                          {"serial", ClockedNetwork::LineKind::Serial},
                                          {"delayline", ClockedNetwork::LineKind::DelayLine}};

ClockedNetwork::LineKind line_kind(const LatencyModel& model) {
    for (const auto& h : kLineHardware)
        if (h.model == model.name) return h.kind;
    throw std::invalid_argument("run.network = clocked has no clocked form of link.model = \"" +
                                std::string(model.name) + "\"");
}

}  // namespace

ClockedNetwork::ClockedNetwork(sc_core::sc_module_name name, const FslLinkConfig& link,
                               const std::vector<std::string>& names)
    : sc_module(name), line_cfg_(link), period_(link.cycle_ns, sc_core::SC_NS), half_(period_ / 2),
      lines_(names.size()), receive_(names.size()) {
    validate(link);
    line_kind_ = line_kind(*link.model);
    line_cfg_.point = nullptr;  // valid only while the network is made (FslLinkConfig::point)
    for (unsigned k = 0; k < names.size(); ++k) {
        lines_[k].name = names[k];
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
        for (size_t k = 0; k < lines_.size(); ++k) changed = edge_line(lines_[k], receive_[k]) || changed;
    } else if (graph_.bus) {
        changed = edge_bus() || changed;
    } else {
        changed = edge_routers() || changed;
    }
    changed = count_down_receives() || changed;
    register_flags();
    return changed;
}

// One edge of a ring link. Stage numbers: a pipelined word is at stage 0 in
// the cycle of its put and reaches the receiver at stage `latency`; a
// delay-line word is written into stage 1 by its put and leaves stage
// `latency` for the receive FIFO; a serial word waits until the wire is
// free, which it is in the edge after the previous word left it.
bool ClockedNetwork::edge_line(Line& line, Receive& rx) {
    if (line.stages.empty() && line.waiting.empty()) return false;
    const uint64_t latency = line_cfg_.latency;
    switch (line_kind_) {
        case ClockedNetwork::LineKind::Pipelined:
            // Puts come one per cycle at most, so no two words share a stage.
            for (Word& w : line.stages) ++w.count;
            while (!line.stages.empty() && line.stages.front().count == latency) {
                rx.words.push_back({line.stages.front().word, line.stages.front().link, 0});
                line.stages.pop_front();
            }
            break;
        case ClockedNetwork::LineKind::Serial:
            if (!line.wire_busy && !line.waiting.empty()) {
                line.stages.push_back({line.waiting.front().word, line.waiting.front().link, 0});
                line.waiting.pop_front();
                line.wire_busy = true;
            }
            if (line.wire_busy && ++line.stages.front().count == latency) {
                rx.words.push_back({line.stages.front().word, line.stages.front().link, 0});
                line.stages.pop_front();
                line.wire_busy = false;
            }
            break;
        case ClockedNetwork::LineKind::DelayLine: {
            // Elastic: the word at the end enters the receive FIFO if it has a
            // free slot now (a get in this cycle frees one), and each word
            // behind moves up a stage unless the stage ahead stays occupied.
            // A line whose words all stall changes nothing (see clock()).
            bool moved = false;
            uint64_t free_up_to = latency;  // the furthest stage the next word may reach
            for (size_t i = 0; i < line.stages.size();) {
                Word& w = line.stages[i];
                if (w.count == latency && rx.words.size() < line_cfg_.depth) {
                    rx.words.push_back({w.word, w.link, 0});
                    line.stages.erase(line.stages.begin() + long(i));
                    moved = true;
                    continue;  // free_up_to stays at the end of the line
                }
                const uint64_t to = std::min(w.count + 1, free_up_to);
                moved = moved || to != w.count;
                w.count = to;
                free_up_to = w.count - 1;
                ++i;
            }
            return moved;
        }
    }
    return true;
}

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
            word.count = router_cfg_.latency;
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
                const unsigned j = (router.next_input[o] + k) % inputs;
                if (wants[j] != int(o)) continue;
                bool has_room;
                if (o == local) {
                    has_room = receive_[router.inputs[j].front().link].registered < router_cfg_.receive_depth;
                } else {
                    const Wire& w = wires_[router.wire_of_output[o]];
                    has_room = routers_[w.to].inputs[w.to_input].size() + w.flight.size() < router_cfg_.buffer;
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
        router.next_input[g.output] = (g.input + 1) % static_cast<unsigned>(router.inputs.size());
        if (g.output == graph_.out[g.router].size()) {
            word.count = 0;  // the core may take it from the next cycle on
            receive_[word.link].words.push_back(word);
        } else {
            Wire& w = wires_[router.wire_of_output[g.output]];
            word.count = router_cfg_.link_latency;
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

bool ClockedNetwork::edge_bus() {
    bool changed = false;
    // One word a cycle for the whole bus: the first node, from the
    // round-robin pointer on, whose head has left its pipeline and whose
    // receive FIFO (words on the bus hold their slot) had a free slot at the
    // last edge.
    const unsigned n = static_cast<unsigned>(routers_.size());
    for (unsigned k = 0; k < n; ++k) {
        const unsigned r = (bus_next_ + k) % n;
        auto& in = routers_[r].inputs[0];
        if (in.empty() || in.front().count != 0) continue;
        if (receive_[in.front().link].registered >= router_cfg_.receive_depth) continue;
        Word word = in.front();
        in.pop_front();
        --routers_[r].words;
        word.count = router_cfg_.link_latency;
        receive_[word.link].words.push_back(word);
        ++bus_carried_;
        bus_next_ = (r + 1) % n;
        changed = true;
        break;
    }
    for (Router& router : routers_)
        for (Word& word : router.inputs[0])
            if (word.count > 0) --word.count, changed = true;
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
        const uint64_t now = line_kind_ == ClockedNetwork::LineKind::DelayLine
                                 ? line.stages.size()
                                 : line.stages.size() + line.waiting.size() + receive_[k].words.size();
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
    const uint64_t bound = line_kind_ == ClockedNetwork::LineKind::DelayLine ? line_cfg_.latency : line_cfg_.depth;
    return lines_[link].registered < bound;
}

void ClockedNetwork::accept(unsigned link, uint64_t /*cycle*/, const FslWord& word) {
    if (routed_) {
        Router& router = routers_[link_routers_[link].first];
        router.inputs[0].push_back({word, link, router_cfg_.latency});
        ++router.words;
        ++router.injected;
    } else {
        Line& line = lines_[link];
        switch (line_kind_) {
            case ClockedNetwork::LineKind::Pipelined: line.stages.push_back({word, link, 0}); break;
            case ClockedNetwork::LineKind::Serial: line.waiting.push_back({word, link, 0}); break;
            case ClockedNetwork::LineKind::DelayLine:
                // Fewer than `latency` words in the line keep stage 1 free: a
                // word that could not leave it would have a full line ahead.
                if (!line.stages.empty() && line.stages.back().count <= 1)
                    throw std::logic_error(line.name + ": a put found stage 1 occupied");
                line.stages.push_back({word, link, 1});
                break;
        }
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

ClockedEnd::ClockedEnd(const char* name, ClockedNetwork& net, unsigned id) : sc_object(name), net_(net), id_(id) {}

bool ClockedEnd::nb_put(uint64_t cycle, const FslWord& word) {
    if (!net_.room(id_)) return false;
    net_.accept(id_, cycle, word);
    return true;
}

uint64_t ClockedEnd::put(uint64_t /*cycle: SystemC time is there*/, const FslWord& word) {
    for (;;) {
        const uint64_t now = net_.now_cycle();
        if (nb_put(now, word)) return now;
        sc_core::wait(net_.room_event(id_));  // only an edge frees room
        net_.wait_for_next_cycle();
    }
}

bool ClockedEnd::nb_get(uint64_t /*cycle*/, FslWord& word) { return net_.take(id_, word); }

uint64_t ClockedEnd::get(uint64_t /*cycle: SystemC time is there*/, FslWord& word) {
    for (;;) {
        const uint64_t now = net_.now_cycle();
        if (net_.take(id_, word)) return now;
        sc_core::wait(net_.receive_[id_].ready);  // only an edge brings a word
        net_.wait_for_next_cycle();
    }
}

const sc_core::sc_event& ClockedEnd::data_read_event() const { return net_.room_event(id_); }
const sc_core::sc_event& ClockedEnd::data_written_event() const { return net_.receive_[id_].ready; }

std::string ClockedEnd::describe() const {
    const auto& rx = net_.receive_[id_];
    if (!net_.routed_) {
        const auto& line = net_.lines_[id_];
        return "link " + line.name + ", " + std::to_string(line.stages.size() + line.waiting.size() + rx.words.size()) +
               " words in it";
    }
    return std::string(name()) + " (router " + std::to_string(net_.link_routers_[id_].first) + " to router " +
           std::to_string(net_.link_routers_[id_].second) + ", " + std::to_string(rx.words.size()) +
           " words in its receive FIFO; " + net_.buffers_text() + ")";
}

}  // namespace montsim::net
