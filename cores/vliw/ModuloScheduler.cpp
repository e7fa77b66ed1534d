#include "cores/vliw/ModuloScheduler.hpp"

#include <algorithm>
#include <climits>
#include <set>
#include <stdexcept>

namespace montsim::vliw {

namespace {

int edge_latency(const MachineDescription& m, const LoopBody& loop, const LoopEdge& e) {
    return e.latency >= 0 ? e.latency : int(m.op_class(loop.ops[e.from].cls).latency);
}

std::vector<std::string> all_kinds(const MachineDescription& m) {
    std::vector<std::string> kinds;
    for (const auto& u : m.units)
        if (std::find(kinds.begin(), kinds.end(), u.kind) == kinds.end()) kinds.push_back(u.kind);
    return kinds;
}

bool contains(const std::vector<std::string>& list, const std::string& s) {
    return std::find(list.begin(), list.end(), s) != list.end();
}

// Longest path lengths with edge weights latency - II * distance; false if
// a positive cycle makes them unbounded (II too small for a recurrence).
bool longest_paths(const MachineDescription& m, const LoopBody& loop, int ii, std::vector<std::vector<long>>& d) {
    const size_t n = loop.ops.size();
    const long none = LONG_MIN / 4;
    d.assign(n, std::vector<long>(n, none));
    for (const auto& e : loop.edges)
        d[e.from][e.to] = std::max(d[e.from][e.to], long(edge_latency(m, loop, e)) - long(ii) * e.distance);
    for (size_t k = 0; k < n; ++k)
        for (size_t i = 0; i < n; ++i) {
            if (d[i][k] == none) continue;
            for (size_t j = 0; j < n; ++j)
                if (d[k][j] != none && d[i][k] + d[k][j] > d[i][j]) d[i][j] = d[i][k] + d[k][j];
        }
    for (size_t i = 0; i < n; ++i)
        if (d[i][i] > 0) return false;
    return true;
}

// The modulo reservation table: per slot (cycle mod II), which units are
// taken, how many ops each group and the whole machine issue.
class Mrt {
public:
    Mrt(const MachineDescription& m, unsigned ii) : m_(m), ii_(ii), unit_(ii, std::vector<int>(m.units.size(), -1)),
                                                    group_(ii, std::vector<unsigned>(m.groups.size(), 0)), issued_(ii, 0) {}

    // A unit of an allowed kind free at `t`, within the group and issue
    // limits; -1 if none.
    int free_unit(const OpClass& c, unsigned t) const {
        const unsigned s = t % ii_;
        if (issued_[s] >= m_.issue_width) return -1;
        for (size_t u = 0; u < m_.units.size(); ++u) {
            if (unit_[s][u] != -1 || !contains(c.kinds, m_.units[u].kind)) continue;
            if (!group_ok(s, m_.units[u].kind)) continue;
            return int(u);
        }
        return -1;
    }
    void take(unsigned op, unsigned u, unsigned t) { change(op, u, t, +1); }
    void release(unsigned u, unsigned t) { change(-1, u, t, -1); }
    // The ops occupying `t`'s slot on units of an allowed kind (eviction candidates).
    std::vector<unsigned> holders(const OpClass& c, unsigned t) const {
        std::vector<unsigned> out;
        const unsigned s = t % ii_;
        for (size_t u = 0; u < m_.units.size(); ++u)
            if (unit_[s][u] != -1 && contains(c.kinds, m_.units[u].kind)) out.push_back(unsigned(unit_[s][u]));
        return out;
    }
    // Every op issued in `t`'s slot.
    std::vector<unsigned> all_holders(unsigned t) const {
        std::vector<unsigned> out;
        for (int op : unit_[t % ii_])
            if (op != -1) out.push_back(unsigned(op));
        return out;
    }

private:
    bool group_ok(unsigned s, const std::string& kind) const {
        for (size_t g = 0; g < m_.groups.size(); ++g)
            if (contains(m_.groups[g].kinds, kind) && group_[s][g] >= m_.groups[g].capacity) return false;
        return true;
    }
    void change(int op, unsigned u, unsigned t, int delta) {
        const unsigned s = t % ii_;
        unit_[s][u] = delta > 0 ? op : -1;
        issued_[s] = unsigned(int(issued_[s]) + delta);
        for (size_t g = 0; g < m_.groups.size(); ++g)
            if (contains(m_.groups[g].kinds, m_.units[u].kind)) group_[s][g] = unsigned(int(group_[s][g]) + delta);
    }

    const MachineDescription& m_;
    unsigned ii_;
    std::vector<std::vector<int>> unit_;
    std::vector<std::vector<unsigned>> group_;
    std::vector<unsigned> issued_;
};

// One attempt at `ii` (Rau's IterativeSchedule); false when the budget ends.
bool try_schedule(const MachineDescription& m, const LoopBody& loop, unsigned ii, ModuloSchedule& out) {
    const size_t n = loop.ops.size();
    std::vector<std::vector<long>> d;
    if (!longest_paths(m, loop, int(ii), d)) return false;
    // Height-based priority: the longest path from an op to any other.
    std::vector<long> height(n, 0);
    for (size_t i = 0; i < n; ++i)
        for (size_t j = 0; j < n; ++j)
            if (d[i][j] > height[i]) height[i] = d[i][j];
    std::vector<unsigned> order(n);
    for (unsigned i = 0; i < n; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) { return height[a] > height[b]; });

    Mrt mrt(m, ii);
    std::vector<long> time(n, -1), last(n, -1);
    std::vector<int> unit(n, -1);
    long budget = long(n) * 16;
    auto unschedule = [&](unsigned op) {
        mrt.release(unsigned(unit[op]), unsigned(time[op]));
        time[op] = -1;
        unit[op] = -1;
        ++out.evictions;
    };
    while (budget-- > 0) {
        int next = -1;
        for (unsigned op : order)
            if (time[op] < 0) {
                next = int(op);
                break;
            }
        if (next < 0) break;
        const unsigned op = unsigned(next);
        const OpClass& c = m.op_class(loop.ops[op].cls);
        long estart = 0;
        for (const auto& e : loop.edges)
            if (e.to == op && time[e.from] >= 0)
                estart = std::max(estart, time[e.from] + edge_latency(m, loop, e) - long(ii) * e.distance);
        long t = -1;
        int u = -1;
        for (long cand = estart; cand < estart + long(ii); ++cand)
            if ((u = mrt.free_unit(c, unsigned(cand))) >= 0) {
                t = cand;
                break;
            }
        if (t < 0) {
            // Force it in: at Estart, or one past where it was last.
            t = (last[op] < 0 || estart > last[op]) ? estart : last[op] + 1;
            std::vector<unsigned> holders = mrt.holders(c, unsigned(t));
            if (holders.empty()) holders = mrt.all_holders(unsigned(t));  // an issue or group limit
            if (!holders.empty()) unschedule(holders.front());
            u = mrt.free_unit(c, unsigned(t));
            while (u < 0) {  // a group limit may need more than one eviction
                const std::vector<unsigned> more = mrt.all_holders(unsigned(t));
                if (more.empty()) return false;
                unschedule(more.front());
                u = mrt.free_unit(c, unsigned(t));
            }
        }
        mrt.take(op, unsigned(u), unsigned(t));
        time[op] = t;
        last[op] = t;
        unit[op] = u;
        // Successors this placement now violates go back to the queue.
        for (const auto& e : loop.edges)
            if (e.from == op && e.to != op && time[e.to] >= 0 &&
                time[e.to] < t + edge_latency(m, loop, e) - long(ii) * e.distance)
                unschedule(e.to);
    }
    if (std::any_of(time.begin(), time.end(), [](long v) { return v < 0; })) return false;

    const long first = *std::min_element(time.begin(), time.end());
    out.ii = ii;
    out.time.clear();
    out.unit.clear();
    out.ops_per_kind.clear();
    long last_time = 0;
    for (size_t i = 0; i < n; ++i) {
        out.time.push_back(unsigned(time[i] - first));
        out.unit.push_back(m.units[size_t(unit[i])].name);
        ++out.ops_per_kind[m.units[size_t(unit[i])].kind];
        last_time = std::max(last_time, time[i] - first);
    }
    out.stages = unsigned(last_time / long(ii)) + 1;
    unsigned unroll = 1;
    for (const auto& e : loop.edges) {
        // A value lives from its producer's issue to its last use.
        const long life = long(out.time[e.to]) + long(ii) * e.distance - long(out.time[e.from]);
        unroll = std::max(unroll, unsigned((life + long(ii) - 1) / long(ii)));
    }
    out.mve_unroll = unroll;
    return true;
}

}  // namespace

unsigned resource_mii(const MachineDescription& m, const LoopBody& loop) {
    const std::vector<std::string> kinds = all_kinds(m);
    unsigned mii = unsigned((loop.ops.size() + m.issue_width - 1) / m.issue_width);
    // Every subset of kinds (a machine has few).
    const size_t subsets = size_t(1) << kinds.size();
    for (size_t mask = 1; mask < subsets; ++mask) {
        std::vector<std::string> set;
        unsigned units = 0;
        for (size_t k = 0; k < kinds.size(); ++k)
            if (mask >> k & 1) set.push_back(kinds[k]), units += m.units_of_kind(kinds[k]);
        unsigned ops = 0;
        for (const auto& op : loop.ops) {
            const OpClass& c = m.op_class(op.cls);
            if (std::all_of(c.kinds.begin(), c.kinds.end(), [&](const std::string& k) { return contains(set, k); }))
                ++ops;
        }
        if (units) mii = std::max(mii, (ops + units - 1) / units);
    }
    for (const auto& g : m.groups) {
        unsigned ops = 0;
        for (const auto& op : loop.ops) {
            const OpClass& c = m.op_class(op.cls);
            if (std::all_of(c.kinds.begin(), c.kinds.end(), [&](const std::string& k) { return contains(g.kinds, k); }))
                ++ops;
        }
        mii = std::max(mii, (ops + g.capacity - 1) / g.capacity);
    }
    return mii;
}

unsigned recurrence_mii(const MachineDescription& m, const LoopBody& loop) {
    long total = 0;
    for (const auto& e : loop.edges) total += edge_latency(m, loop, e);
    std::vector<std::vector<long>> d;
    for (unsigned ii = 0; ii <= unsigned(total) + 1; ++ii)
        if (longest_paths(m, loop, int(ii), d)) {
            // II = 0 passes only without any cycle.
            return ii;
        }
    throw std::logic_error("recurrence_mii: a cycle of distance 0 (the loop body is not a DAG within an iteration)");
}

ModuloSchedule modulo_schedule(const MachineDescription& m, const LoopBody& loop) {
    for (const auto& e : loop.edges)
        if (e.from >= loop.ops.size() || e.to >= loop.ops.size())
            throw std::invalid_argument("a loop edge names an op that does not exist");
    ModuloSchedule out;
    out.res_mii = resource_mii(m, loop);
    out.rec_mii = recurrence_mii(m, loop);
    out.mii = std::max({out.res_mii, out.rec_mii, 1u});
    std::vector<std::vector<long>> d;
    longest_paths(m, loop, 1 << 20, d);  // distance-0 paths only matter at a huge II
    long crit = 0;
    for (const auto& row : d)
        for (long v : row) crit = std::max(crit, v);
    for (const auto& op : loop.ops) crit = std::max(crit, long(m.op_class(op.cls).latency));
    out.critical_path = unsigned(crit);
    for (unsigned ii = out.mii; ii <= out.mii + 64; ++ii)
        if (try_schedule(m, loop, ii, out)) {
            check_modulo_schedule(m, loop, out);
            return out;
        }
    throw std::runtime_error("modulo scheduler: no schedule of the loop by II = MII + 64 = " +
                             std::to_string(out.mii + 64));
}

void check_modulo_schedule(const MachineDescription& m, const LoopBody& loop, const ModuloSchedule& s) {
    const size_t n = loop.ops.size();
    if (s.time.size() != n || s.unit.size() != n || s.ii == 0) throw std::logic_error("schedule: incomplete");
    for (const auto& e : loop.edges) {
        const long need = long(s.time[e.from]) + edge_latency(m, loop, e);
        const long have = long(s.time[e.to]) + long(s.ii) * e.distance;
        if (have < need)
            throw std::logic_error("schedule: " + loop.ops[e.to].name + " issues at " + std::to_string(have) +
                                   ", before " + loop.ops[e.from].name + "'s result at " + std::to_string(need));
    }
    for (unsigned slot = 0; slot < s.ii; ++slot) {
        std::vector<std::string> used;
        std::map<std::string, unsigned> per_group;
        unsigned issued = 0;
        for (size_t i = 0; i < n; ++i) {
            if (s.time[i] % s.ii != slot) continue;
            ++issued;
            const std::string& unit = s.unit[i];
            if (std::find(used.begin(), used.end(), unit) != used.end())
                throw std::logic_error("schedule: unit " + unit + " runs two ops in slot " + std::to_string(slot));
            used.push_back(unit);
            auto u = std::find_if(m.units.begin(), m.units.end(), [&](const MachineUnit& x) { return x.name == unit; });
            if (u == m.units.end()) throw std::logic_error("schedule: no unit " + unit);
            if (!contains(m.op_class(loop.ops[i].cls).kinds, u->kind))
                throw std::logic_error("schedule: " + loop.ops[i].name + " (" + loop.ops[i].cls + ") on unit " + unit);
            for (const auto& g : m.groups)
                if (contains(g.kinds, u->kind) && ++per_group[g.name] > g.capacity)
                    throw std::logic_error("schedule: group " + g.name + " over its limit in slot " + std::to_string(slot));
        }
        if (issued > m.issue_width)
            throw std::logic_error("schedule: " + std::to_string(issued) + " ops in slot " + std::to_string(slot));
    }
}

}  // namespace montsim::vliw
