#include "cores/vliw/ModuloScheduler.hpp"

#include <algorithm>
#include <climits>
#include <set>
#include <stdexcept>

namespace montsim::vliw {

namespace {

// Loops this small also get the exact search (a FIPS inner loop has 10-16
// ops); its budget bounds the time it may take (a few tenths of a second:
// 200000 steps give the same schedules as 2000000 for every FIPS loop).
constexpr size_t kExactOps = 24;
constexpr long kExactBudget = 200000;

int edge_latency(const MachineDescription& m, const LoopBody& loop, const LoopEdge& e) {
    return e.latency >= 0 ? e.latency : int(m.op_class(loop.ops[e.from].cls).latency);
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

    // An allowed unit free at `t`, within the group, issue and cross-path
    // limits; -1 if none.
    int free_unit(const std::vector<size_t>& allowed, bool cross, unsigned t) const {
        for (size_t u : allowed)
            if (fits(u, cross, t)) return int(u);
        return -1;
    }
    bool fits(size_t u, bool cross, unsigned t) const {
        const unsigned s = t % ii_;
        return issued_[s] < m_.issue_width && unit_[s][u] == -1 && group_ok(s, m_.units[u].kind) &&
               (!cross || cross_[s][side_index(u)] < m_.cross_paths);
    }
    void take(unsigned op, unsigned u, unsigned t, bool cross) { change(op, u, t, +1, cross); }
    void release(unsigned u, unsigned t, bool cross) { change(-1, u, t, -1, cross); }
    // The ops occupying `t`'s slot on the allowed units (eviction candidates).
    std::vector<unsigned> holders(const std::vector<size_t>& allowed, unsigned t) const {
        std::vector<unsigned> out;
        const unsigned s = t % ii_;
        for (size_t u : allowed)
            if (unit_[s][u] != -1) out.push_back(unsigned(unit_[s][u]));
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
    size_t side_index(size_t u) const {
        const std::vector<std::string>& sides = sides_;
        return size_t(std::find(sides.begin(), sides.end(), m_.units[u].side) - sides.begin());
    }
    void change(int op, unsigned u, unsigned t, int delta, bool cross) {
        const unsigned s = t % ii_;
        unit_[s][u] = delta > 0 ? op : -1;
        issued_[s] = unsigned(int(issued_[s]) + delta);
        if (cross) cross_[s][side_index(u)] = unsigned(int(cross_[s][side_index(u)]) + delta);
        for (size_t g = 0; g < m_.groups.size(); ++g)
            if (contains(m_.groups[g].kinds, m_.units[u].kind)) group_[s][g] = unsigned(int(group_[s][g]) + delta);
    }

    const MachineDescription& m_;
    unsigned ii_;
    std::vector<std::vector<int>> unit_;
    std::vector<std::vector<unsigned>> group_;
    std::vector<unsigned> issued_;
    std::vector<std::string> sides_ = m_.sides();
    std::vector<std::vector<unsigned>> cross_ = std::vector<std::vector<unsigned>>(ii_, std::vector<unsigned>(sides_.size() + 1, 0));
};

// Modulo variable expansion: a value's register is written when its
// producer's latency ends and read by its last use; if that is more than II
// cycles, the next iteration's write would overwrite it first, so the
// kernel needs ceil(lifetime / II) copies.
unsigned mve_unroll(const MachineDescription& m, const LoopBody& loop, unsigned ii, const std::vector<long>& time) {
    unsigned unroll = 1;
    for (const auto& e : loop.edges) {
        if (!e.operand) continue;
        const long life = time[e.to] + long(ii) * e.distance - (time[e.from] + edge_latency(m, loop, e)) + 1;
        unroll = std::max(unroll, unsigned((life + long(ii) - 1) / long(ii)));
    }
    return unroll;
}

// Fills `out` from issue times and units: times from 0, units by name,
// stages, the MVE unroll.
void finish(const MachineDescription& m, const LoopBody& loop, unsigned ii, const std::vector<long>& time,
            const std::vector<int>& unit, ModuloSchedule& out) {
    const size_t n = loop.ops.size();
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
    out.mve_unroll = mve_unroll(m, loop, ii, time);
}

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
    std::vector<std::vector<size_t>> allowed_of;
    for (const auto& op : loop.ops) allowed_of.push_back(allowed_units(m, op));
    std::vector<long> time(n, -1), last(n, -1);
    std::vector<int> unit(n, -1);
    long budget = long(n) * 16;
    auto unschedule = [&](unsigned op) {
        mrt.release(unsigned(unit[op]), unsigned(time[op]), loop.ops[op].cross);
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
        const std::vector<size_t>& allowed = allowed_of[op];
        const bool cross = loop.ops[op].cross;
        const long lat = long(m.op_class(loop.ops[op].cls).latency);
        auto ends_right = [&](long t) { return !loop.ops[op].kernel_end || (t + lat) % long(ii) == 0; };
        long estart = 0;
        for (const auto& e : loop.edges)
            if (e.to == op && time[e.from] >= 0)
                estart = std::max(estart, time[e.from] + edge_latency(m, loop, e) - long(ii) * e.distance);
        long t = -1;
        int u = -1;
        for (long cand = estart; cand < estart + long(ii); ++cand)
            if (ends_right(cand) && (u = mrt.free_unit(allowed, cross, unsigned(cand))) >= 0) {
                t = cand;
                break;
            }
        if (t < 0) {
            // Force it in: at Estart, or one past where it was last.
            t = (last[op] < 0 || estart > last[op]) ? estart : last[op] + 1;
            while (!ends_right(t)) ++t;
            std::vector<unsigned> holders = mrt.holders(allowed, unsigned(t));
            if (holders.empty()) holders = mrt.all_holders(unsigned(t));  // an issue, group or cross-path limit
            if (!holders.empty()) unschedule(holders.front());
            u = mrt.free_unit(allowed, cross, unsigned(t));
            while (u < 0) {  // a group or cross-path limit may need more than one eviction
                const std::vector<unsigned> more = mrt.all_holders(unsigned(t));
                if (more.empty()) return false;
                unschedule(more.front());
                u = mrt.free_unit(allowed, cross, unsigned(t));
            }
        }
        mrt.take(op, unsigned(u), unsigned(t), cross);
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
    finish(m, loop, ii, time, unit, out);
    return true;
}

// Exact search at `ii` (branch and bound over issue times, ops in
// dependence order, every allowed unit tried): the schedule of the fewest
// cycles from first to last issue, then of the fewest kernel copies, that
// beats (beat_span, beat_mve), if one exists within a window of 4 II past
// each op's earliest time and `budget` search steps. Rau's heuristic
// can miss a schedule at MII when every slot is taken (the TigerSHARC's
// enhanced loop issues 16 ops in 4 lines of 4); this finds it.
bool exact_schedule(const MachineDescription& m, const LoopBody& loop, unsigned ii, long beat_span, unsigned beat_mve,
                    long budget, ModuloSchedule& out) {
    const size_t n = loop.ops.size();
    std::vector<std::vector<long>> d;
    if (!longest_paths(m, loop, int(ii), d)) return false;
    // Dependence order over distance-0 edges, taller ops first among the ready.
    std::vector<long> height(n, 0);
    for (size_t i = 0; i < n; ++i)
        for (size_t j = 0; j < n; ++j) height[i] = std::max(height[i], d[i][j]);
    std::vector<unsigned> order, indegree(n, 0);
    for (const auto& e : loop.edges)
        if (e.distance == 0 && e.from != e.to) ++indegree[e.to];
    std::vector<bool> done(n, false);
    while (order.size() < n) {
        int pick = -1;
        for (unsigned i = 0; i < n; ++i)
            if (!done[i] && indegree[i] == 0 && (pick < 0 || height[i] > height[size_t(pick)])) pick = int(i);
        if (pick < 0) return false;  // a distance-0 cycle: recurrence_mii has refused it already
        done[size_t(pick)] = true;
        order.push_back(unsigned(pick));
        for (const auto& e : loop.edges)
            if (e.distance == 0 && e.from == unsigned(pick) && e.to != e.from) --indegree[e.to];
    }
    std::vector<std::vector<size_t>> allowed;
    for (const auto& op : loop.ops) allowed.push_back(allowed_units(m, op));
    Mrt mrt(m, ii);
    std::vector<long> time(n, -1), best_time;
    std::vector<int> unit(n, -1), best_unit;
    // The best so far: the shortest span, then the fewest kernel copies.
    long best = beat_span;
    unsigned best_mve = beat_mve;
    auto place = [&](auto&& self, size_t k, long span) -> void {
        if (budget <= 0) return;
        if (k == n) {
            const unsigned mve = mve_unroll(m, loop, ii, time);
            if (span < best || mve < best_mve) {
                best = span;
                best_mve = mve;
                best_time = time;
                best_unit = unit;
            }
            return;
        }
        const unsigned op = order[k];
        long lo = 0, hi = LONG_MAX / 4;
        for (const auto& e : loop.edges) {
            const long lat = edge_latency(m, loop, e) - long(ii) * e.distance;
            if (e.to == op && e.from != op && time[e.from] >= 0) lo = std::max(lo, time[e.from] + lat);
            if (e.from == op && e.to != op && time[e.to] >= 0) hi = std::min(hi, time[e.to] - lat);
            if (e.from == op && e.to == op && lat > 0) return;
        }
        hi = std::min(hi, lo + 4 * long(ii) - 1);
        const long lat_op = long(m.op_class(loop.ops[op].cls).latency);
        for (long t = lo; t <= hi; ++t) {
            if (loop.ops[op].kernel_end && (t + lat_op) % long(ii) != 0) continue;
            const long new_span = std::max(span, t);
            if (new_span > best || (new_span == best && best_mve == 1)) break;
            for (size_t u : allowed[op]) {
                if (--budget <= 0) return;
                if (!mrt.fits(u, loop.ops[op].cross, unsigned(t))) continue;
                mrt.take(op, unsigned(u), unsigned(t), loop.ops[op].cross);
                time[op] = t;
                unit[op] = int(u);
                self(self, k + 1, new_span);
                mrt.release(unsigned(u), unsigned(t), loop.ops[op].cross);
                time[op] = -1;
                unit[op] = -1;
            }
        }
    };
    place(place, 0, 0);
    if (best_time.empty()) return false;
    finish(m, loop, ii, best_time, best_unit, out);
    return true;
}
}  // namespace

std::vector<size_t> allowed_units(const MachineDescription& m, const LoopOp& op) {
    const OpClass& c = m.op_class(op.cls);
    std::vector<size_t> out;
    for (size_t u = 0; u < m.units.size(); ++u)
        if (contains(c.kinds, m.units[u].kind) && (op.units.empty() || contains(op.units, m.units[u].name)))
            out.push_back(u);
    if (out.empty())
        throw std::invalid_argument("op " + op.name + " (" + op.cls + ") has no unit of machine " + m.name +
                                    " to run on (its pins name none of its class's units)");
    if (op.cross && m.cross_paths == 0)
        throw std::invalid_argument("op " + op.name + " crosses sides, but machine " + m.name + " has no cross paths");
    return out;
}

unsigned resource_mii(const MachineDescription& m, const LoopBody& loop) {
    unsigned mii = unsigned((loop.ops.size() + m.issue_width - 1) / m.issue_width);
    std::vector<size_t> masks;  // per op, its allowed units as a bit set
    for (const auto& op : loop.ops) {
        size_t mask = 0;
        for (size_t u : allowed_units(m, op)) mask |= size_t(1) << u;
        masks.push_back(mask);
    }
    // Every set of units (a machine has few: 2^9 sets for the TS201).
    if (m.units.size() > 20) throw std::invalid_argument("resource_mii: more than 20 units");
    const size_t subsets = size_t(1) << m.units.size();
    for (size_t set = 1; set < subsets; ++set) {
        const unsigned units = unsigned(__builtin_popcountll(set));
        unsigned ops = 0;
        for (size_t mask : masks) ops += (mask & ~set) == 0;
        mii = std::max(mii, (ops + units - 1) / units);
    }
    for (const auto& g : m.groups) {
        unsigned ops = 0;
        for (size_t i = 0; i < loop.ops.size(); ++i) {
            bool inside = true;
            for (size_t u = 0; u < m.units.size(); ++u)
                if ((masks[i] >> u & 1) && !contains(g.kinds, m.units[u].kind)) inside = false;
            ops += inside;
        }
        mii = std::max(mii, (ops + g.capacity - 1) / g.capacity);
    }
    // Cross paths: ops crossing into one side share that side's paths.
    for (const auto& side : m.sides()) {
        unsigned ops = 0;
        for (size_t i = 0; i < loop.ops.size(); ++i) {
            if (!loop.ops[i].cross) continue;
            bool inside = true;
            for (size_t u = 0; u < m.units.size(); ++u)
                if ((masks[i] >> u & 1) && m.units[u].side != side) inside = false;
            ops += inside;
        }
        if (m.cross_paths) mii = std::max(mii, (ops + m.cross_paths - 1) / m.cross_paths);
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
    for (unsigned ii = out.mii; ii <= out.mii + 64; ++ii) {
        const bool small = loop.ops.size() <= kExactOps;
        bool found = try_schedule(m, loop, ii, out);
        // A small loop: the exact search finds a schedule the heuristic
        // missed, or a shorter one (fewer stages) than it found.
        if (small) {
            const long span = found ? long(*std::max_element(out.time.begin(), out.time.end())) : LONG_MAX / 4;
            const unsigned mve = found ? out.mve_unroll : ~0u;
            found = exact_schedule(m, loop, ii, span, mve, kExactBudget, out) || found;
        }
        if (found) {
            check_modulo_schedule(m, loop, out);
            return out;
        }
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
    for (size_t i = 0; i < n; ++i)
        if (loop.ops[i].kernel_end && (s.time[i] + m.op_class(loop.ops[i].cls).latency) % s.ii != 0)
            throw std::logic_error("schedule: " + loop.ops[i].name + " at " + std::to_string(s.time[i]) +
                                   " does not end the kernel (its latency runs out mid-kernel)");
    for (unsigned slot = 0; slot < s.ii; ++slot) {
        std::vector<std::string> used;
        std::map<std::string, unsigned> per_group, crossing;
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
            if (!contains(m.op_class(loop.ops[i].cls).kinds, u->kind) ||
                (!loop.ops[i].units.empty() && !contains(loop.ops[i].units, unit)))
                throw std::logic_error("schedule: " + loop.ops[i].name + " (" + loop.ops[i].cls + ") on unit " + unit);
            if (loop.ops[i].cross && ++crossing[u->side] > m.cross_paths)
                throw std::logic_error("schedule: side " + u->side + "'s cross paths over their limit in slot " +
                                       std::to_string(slot));
            for (const auto& g : m.groups)
                if (contains(g.kinds, u->kind) && ++per_group[g.name] > g.capacity)
                    throw std::logic_error("schedule: group " + g.name + " over its limit in slot " + std::to_string(slot));
        }
        if (issued > m.issue_width)
            throw std::logic_error("schedule: " + std::to_string(issued) + " ops in slot " + std::to_string(slot));
    }
}

}  // namespace montsim::vliw
