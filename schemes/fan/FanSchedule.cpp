// Stage 3: the list scheduler (schemes/fan/README.md, "Scheduling").
//
// The allocated operations of all cores form one dependence graph; an edge
// u -> v with weight d means issue(v) >= issue(u) + d:
//   register or carry read after write:   d = latency(u)
//   write after read (same core):         d = 1 (the reader issues first and
//                                          reads the old value)
//   write after write (same core):        d = max(1, lat(u) - lat(v) + 1), so
//                                          the second write lands later
//   Load after the Store of its address:  d = store latency (any cores)
// Every cycle each core issues the ready operation of highest priority among
// its first `window` unissued ones; the longest latency-weighted path to the
// end of the program is the priority (then the lower core, then program
// order). At most one Load/Store issues per cycle over all cores: cores are
// served in priority order and a core that loses the port issues its best
// non-memory operation instead.
#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "schemes/fan/FanInternal.hpp"

namespace montsim::schemes::fan::detail {

using vliw::MemKind;
using vliw::Slot;
using vliw::VOp;

SlotAccess slot_access(const Slot& s, unsigned registers) {
    SlotAccess a;
    const int ca = int(registers);
    switch (s.op) {
        case VOp::Nop: break;
        case VOp::Load: a.writes[0] = s.ri; break;
        case VOp::Store: a.reads[0] = s.ri; break;
        case VOp::Mul:
            a.reads[0] = s.rj;
            a.reads[1] = s.rk;
            a.writes[0] = s.ri;
            a.writes[1] = s.ri + 1;
            break;
        case VOp::Add:
        case VOp::Sub:
            a.reads[0] = s.rj;
            a.reads[1] = s.rk;
            a.writes[0] = s.ri;
            a.writes[1] = ca;
            break;
        case VOp::Adc:
            a.reads[0] = s.rj;
            a.reads[1] = s.rk;
            a.reads[2] = ca;
            a.writes[0] = s.ri;
            a.writes[1] = ca;
            break;
    }
    return a;
}

namespace {

struct Edge {
    uint32_t to;
    uint32_t weight;
};

struct Graph {
    std::vector<Slot> slot;
    std::vector<unsigned> core;
    std::vector<uint32_t> lat;
    std::vector<std::vector<Edge>> succ;
    std::vector<uint32_t> npred;

    void edge(uint32_t from, uint32_t to, uint32_t w) {
        succ[from].push_back({to, w});
        ++npred[to];
    }
};

Graph build_graph(const std::vector<std::vector<Slot>>& streams, const std::vector<uint32_t>& first,
                  unsigned registers, const vliw::VliwLatency& lat) {
    const uint32_t n = first.back();
    Graph g;
    g.slot.resize(n);
    g.core.resize(n);
    g.lat.resize(n);
    g.succ.resize(n);
    g.npred.assign(n, 0);
    std::unordered_map<uint32_t, uint32_t> store_of;  // address -> the Store writing it
    for (unsigned c = 0; c < streams.size(); ++c) {
        std::vector<int64_t> writer(registers + 1, -1);
        std::vector<std::vector<uint32_t>> readers(registers + 1);
        for (size_t i = 0; i < streams[c].size(); ++i) {
            const uint32_t v = first[c] + uint32_t(i);
            const Slot& s = streams[c][i];
            g.slot[v] = s;
            g.core[v] = c;
            g.lat[v] = vliw::latency_of(s.op, lat);
            const SlotAccess acc = slot_access(s, registers);
            for (int r : acc.reads) {
                if (r < 0) continue;
                if (writer[r] >= 0) g.edge(uint32_t(writer[r]), v, g.lat[writer[r]]);
                readers[r].push_back(v);
            }
            for (int r : acc.writes) {
                if (r < 0) continue;
                if (writer[r] >= 0) {
                    const int64_t d = int64_t(g.lat[writer[r]]) - int64_t(g.lat[v]) + 1;
                    g.edge(uint32_t(writer[r]), v, uint32_t(std::max<int64_t>(1, d)));
                }
                for (uint32_t rd : readers[r])
                    if (rd != v) g.edge(rd, v, 1);
                readers[r].clear();
                writer[r] = v;
            }
            if (s.op == VOp::Store && !store_of.emplace(s.addr, v).second)
                throw std::logic_error("fan scheduler: address " + std::to_string(s.addr) +
                                       " is stored twice; intermediate words are written once");
        }
    }
    for (uint32_t v = 0; v < n; ++v)
        if (g.slot[v].op == VOp::Load) {
            const auto it = store_of.find(g.slot[v].addr);
            if (it != store_of.end()) g.edge(it->second, v, lat.store);
        }
    return g;
}

// Longest latency-weighted path from each operation to the end.
std::vector<uint64_t> priorities(const Graph& g) {
    const size_t n = g.slot.size();
    std::vector<uint32_t> indeg = g.npred;
    std::vector<uint32_t> order;
    order.reserve(n);
    for (uint32_t v = 0; v < n; ++v)
        if (indeg[v] == 0) order.push_back(v);
    for (size_t i = 0; i < order.size(); ++i)
        for (const Edge& e : g.succ[order[i]])
            if (--indeg[e.to] == 0) order.push_back(e.to);
    if (order.size() != n) throw std::logic_error("fan scheduler: the dependence graph has a cycle");
    std::vector<uint64_t> prio(n, 0);
    for (size_t i = n; i-- > 0;) {
        const uint32_t v = order[i];
        uint64_t p = g.lat[v];
        for (const Edge& e : g.succ[v]) p = std::max(p, e.weight + prio[e.to]);
        prio[v] = p;
    }
    return prio;
}

}  // namespace

vliw::VliwProgram schedule(const std::vector<std::vector<Slot>>& streams, unsigned registers, unsigned word_bits,
                           uint32_t memory_words, const vliw::VliwLatency& lat, const ScheduleOptions& options) {
    const unsigned p = unsigned(streams.size());
    std::vector<uint32_t> first(p + 1, 0);
    for (unsigned c = 0; c < p; ++c) first[c + 1] = first[c] + uint32_t(streams[c].size());
    Graph g = build_graph(streams, first, registers, lat);
    const std::vector<uint64_t> prio = priorities(g);
    const uint32_t n = first.back();
    const unsigned window = std::max(1u, options.window);

    std::vector<uint64_t> earliest(n, 0);
    std::vector<int64_t> issued(n, -1);
    std::vector<uint32_t> head(first.begin(), first.end() - 1);
    uint32_t remaining = n;
    uint64_t t = 0, idle = 0;
    const auto better = [&](int64_t a, int64_t b) { return b < 0 || prio[a] > prio[b] || (prio[a] == prio[b] && a < b); };
    std::vector<int64_t> best(p), best_alu(p);
    std::vector<unsigned> order(p);
    while (remaining > 0) {
        for (unsigned c = 0; c < p; ++c) {
            best[c] = best_alu[c] = -1;
            unsigned seen = 0;
            for (uint32_t v = head[c]; v < first[c + 1] && seen < window; ++v) {
                if (issued[v] >= 0) continue;
                ++seen;
                if (g.npred[v] != 0 || earliest[v] > t) continue;
                if (better(v, best[c])) best[c] = v;
                if (!is_memory(g.slot[v].op) && better(v, best_alu[c])) best_alu[c] = v;
            }
        }
        std::iota(order.begin(), order.end(), 0u);
        std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
            if (best[b] < 0) return best[a] >= 0;
            if (best[a] < 0) return false;
            return prio[best[a]] > prio[best[b]];
        });
        bool port_free = true, any = false;
        for (unsigned c : order) {
            int64_t v = best[c];
            if (v < 0) continue;
            if (is_memory(g.slot[v].op)) {
                if (port_free)
                    port_free = false;
                else
                    v = best_alu[c];
            }
            if (v < 0) continue;
            issued[v] = int64_t(t);
            any = true;
            --remaining;
            for (const Edge& e : g.succ[v]) {
                earliest[e.to] = std::max(earliest[e.to], t + e.weight);
                --g.npred[e.to];
            }
            while (head[c] < first[c + 1] && issued[head[c]] >= 0) ++head[c];
        }
        idle = any ? 0 : idle + 1;
        if (idle > 100000) throw std::logic_error("fan scheduler: no progress (a dependence across cores is missing)");
        ++t;
    }

    vliw::VliwProgram prog;
    prog.cores = p;
    prog.word_bits = word_bits;
    prog.registers = registers;
    prog.memory_words = memory_words;
    uint64_t bundles = 0;
    for (uint32_t v = 0; v < n; ++v) bundles = std::max<uint64_t>(bundles, uint64_t(issued[v]) + 1);
    prog.slots.assign(bundles * p, Slot{});
    for (uint32_t v = 0; v < n; ++v) prog.at(size_t(issued[v]), g.core[v]) = g.slot[v];
    return prog;
}

}  // namespace montsim::schemes::fan::detail
