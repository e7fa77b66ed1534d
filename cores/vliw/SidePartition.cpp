#include "cores/vliw/SidePartition.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <stdexcept>

namespace montsim::vliw {

namespace {

// Which ops read an operand made on the other side, for one split; false if
// some op would need two (an instruction reads at most one through a cross
// path).
bool crossings(const MachineDescription& m, const LoopBody& loop, size_t split, std::vector<bool>& cross) {
    const size_t n = loop.ops.size();
    cross.assign(n, false);
    std::vector<std::vector<unsigned>> producers(n);
    for (const auto& e : loop.edges) {
        if (!e.operand || e.from == e.to) continue;
        if ((split >> e.from & 1) == (split >> e.to & 1)) continue;
        if (m.op_class(loop.ops[e.from].cls).result_either_side) continue;
        auto& p = producers[e.to];
        if (std::find(p.begin(), p.end(), e.from) == p.end()) p.push_back(e.from);
    }
    for (size_t i = 0; i < n; ++i) {
        if (producers[i].size() > 1) return false;
        cross[i] = producers[i].size() == 1;
    }
    return true;
}

// The split of a loop too long for the exhaustive enumeration: a
// depth-first branch and bound over the ops in order, pruning a partial
// split whose resource bound (the units' subsets, the cross paths; a lower
// bound, since ops only add) or crossing count already exceeds the best
// found; ties broken by the most even split.
SidePartition search(const MachineDescription& m, const LoopBody& loop, const std::vector<std::string>& sides);

}  // namespace

std::string kind_class(const MachineDescription& m, const LoopOp& op) {
    std::string out;
    for (const auto& k : m.op_class(op.cls).kinds) out += k;
    return out;
}

namespace {

SidePartition search(const MachineDescription& m, const LoopBody& loop, const std::vector<std::string>& sides) {
    const size_t n = loop.ops.size(), units = m.units.size();
    if (units > 16) throw std::invalid_argument("partition_sides: more than 16 units");
    const size_t subsets = size_t(1) << units;
    // Per op and side: its units on that side, as a bit set.
    std::vector<std::array<size_t, 2>> mask(n);
    for (size_t i = 0; i < n; ++i)
        for (int sd = 0; sd < 2; ++sd) {
            mask[i][sd] = 0;
            for (size_t u : allowed_units(m, loop.ops[i]))
                if (m.units[u].side == sides[sd]) mask[i][sd] |= size_t(1) << u;
        }
    // The operand producers of each op (a value crossing sides), and the
    // consumers of each, over edges between different ops.
    std::vector<std::vector<unsigned>> producers(n);
    for (const auto& e : loop.edges) {
        if (!e.operand || e.from == e.to || m.op_class(loop.ops[e.from].cls).result_either_side) continue;
        auto& p = producers[e.to];
        if (std::find(p.begin(), p.end(), e.from) == p.end()) p.push_back(e.from);
    }
    std::vector<int> side(n, -1);
    std::vector<unsigned> cover(subsets, 0);  // assigned ops whose units lie within the set
    const unsigned issue_bound = unsigned((n + m.issue_width - 1) / m.issue_width);
    unsigned best_bound = ~0u, best_cross = ~0u, best_skew = ~0u;
    std::vector<int> best;
    // Whether op i reads a value from the other side (1), none (0), or
    // would need two cross paths (-1), given the ops assigned so far.
    auto crossing = [&](size_t i) {
        unsigned other = 0;
        for (unsigned p : producers[i])
            if (side[p] >= 0 && side[p] != side[i]) ++other;
        return other > 1 ? -1 : int(other);
    };
    // The partial split's crossings (and per side, into it); false if an op
    // already needs two. Recounted whole: the loops are small.
    auto tally = [&](size_t assigned, unsigned& crossed, unsigned (&into)[2]) {
        crossed = 0, into[0] = into[1] = 0;
        for (size_t j = 0; j < assigned; ++j) {
            const int c = crossing(j);
            if (c < 0) return false;
            crossed += unsigned(c), into[side[j]] += unsigned(c);
        }
        return true;
    };
    // A lower bound on the resource bound of any completion: ops only add.
    auto bound_now = [&](const unsigned (&into)[2]) {
        unsigned b = issue_bound;
        for (size_t set = 1; set < subsets; ++set)
            if (cover[set]) {
                const unsigned units_in = unsigned(__builtin_popcountll(set));
                b = std::max(b, (cover[set] + units_in - 1) / units_in);
            }
        if (m.cross_paths)
            for (int sd = 0; sd < 2; ++sd) b = std::max(b, (into[sd] + m.cross_paths - 1) / m.cross_paths);
        return b;
    };
    std::function<void(size_t)> dfs = [&](size_t i) {
        unsigned crossed = 0, into[2] = {0, 0};
        if (!tally(i, crossed, into)) return;
        const unsigned b = bound_now(into);
        if (b > best_bound || (b == best_bound && crossed > best_cross)) return;
        if (i == n) {
            const unsigned on_b = unsigned(std::count(side.begin(), side.end(), 1));
            const unsigned skew = on_b > n - on_b ? on_b - unsigned(n - on_b) : unsigned(n - on_b) - on_b;
            if (b < best_bound || crossed < best_cross || skew < best_skew)
                best_bound = b, best_cross = crossed, best_skew = skew, best = side;
            return;
        }
        for (int sd = 0; sd < 2; ++sd) {
            if (!mask[i][sd]) continue;
            side[i] = sd;
            for (size_t set = 1; set < subsets; ++set) cover[set] += (mask[i][sd] & ~set) == 0;
            dfs(i + 1);
            for (size_t set = 1; set < subsets; ++set) cover[set] -= (mask[i][sd] & ~set) == 0;
            side[i] = -1;
        }
    };
    dfs(0);
    if (best.empty()) throw std::invalid_argument("partition_sides: no split of the loop fits machine " + m.name);
    SidePartition out;
    out.pinned = loop;
    std::vector<bool> cross(n, false);
    for (size_t i = 0; i < n; ++i) {
        side = best;
        cross[i] = crossing(i) == 1;
        out.side.push_back(sides[best[i]]);
        std::vector<std::string> names;
        for (size_t u = 0; u < units; ++u)
            if (mask[i][best[i]] >> u & 1) names.push_back(m.units[u].name);
        out.pinned.ops[i].units = names;
        out.pinned.ops[i].cross = cross[i];
    }
    out.bound = resource_mii(m, out.pinned);
    for (const auto& sd : sides) out.classes[sd];
    for (size_t i = 0; i < n; ++i) {
        ++out.classes[out.side[i]][kind_class(m, loop.ops[i])];
        if (cross[i]) ++out.classes[out.side[i]]["X"];
    }
    return out;
}

}  // namespace

SidePartition partition_sides_search(const MachineDescription& m, const LoopBody& loop) {
    const std::vector<std::string> sides = m.sides();
    if (sides.size() != 2) throw std::invalid_argument("partition_sides: machine " + m.name + " does not have two sides");
    if (loop.ops.size() > 40) throw std::invalid_argument("partition_sides: more than 40 ops");
    return search(m, loop, sides);
}

SidePartition partition_sides(const MachineDescription& m, const LoopBody& loop) {
    const std::vector<std::string> sides = m.sides();
    if (sides.size() != 2) throw std::invalid_argument("partition_sides: machine " + m.name + " does not have two sides");
    const size_t n = loop.ops.size();
    if (n > 20) return partition_sides_search(m, loop);

    // The loop with every op pinned to the units of the side its bit names.
    auto pin = [&](size_t split, const std::vector<bool>& cross) {
        LoopBody b = loop;
        for (size_t i = 0; i < n; ++i) {
            LoopOp& op = b.ops[i];
            const std::string& side = sides[split >> i & 1];
            std::vector<std::string> units;
            for (size_t u : allowed_units(m, loop.ops[i]))
                if (m.units[u].side == side) units.push_back(m.units[u].name);
            if (units.empty()) return std::make_pair(false, b);  // no unit of its class on that side
            op.units = units;
            op.cross = cross[i];
        }
        return std::make_pair(true, b);
    };

    SidePartition best;
    unsigned best_cross = ~0u, best_skew = ~0u;
    std::vector<bool> cross;
    for (size_t split = 0; split < (size_t(1) << n); ++split) {
        if (!crossings(m, loop, split, cross)) continue;
        auto [ok, pinned] = pin(split, cross);
        if (!ok) continue;
        const unsigned bound = resource_mii(m, pinned);
        const unsigned crossed = unsigned(std::count(cross.begin(), cross.end(), true));
        const unsigned on_b = unsigned(__builtin_popcountll(split));
        const unsigned skew = on_b > n - on_b ? on_b - unsigned(n - on_b) : unsigned(n - on_b) - on_b;
        const bool better = best.side.empty() || bound < best.bound ||
                            (bound == best.bound && (crossed < best_cross || (crossed == best_cross && skew < best_skew)));
        if (!better) continue;
        best.side.clear();
        for (size_t i = 0; i < n; ++i) best.side.push_back(sides[split >> i & 1]);
        best.pinned = std::move(pinned);
        best.bound = bound;
        best_cross = crossed;
        best_skew = skew;
    }
    if (best.side.empty()) throw std::invalid_argument("partition_sides: no split of the loop fits machine " + m.name);
    for (const auto& side : sides) best.classes[side];
    for (size_t i = 0; i < n; ++i) {
        ++best.classes[best.side[i]][kind_class(m, loop.ops[i])];
        if (best.pinned.ops[i].cross) ++best.classes[best.side[i]]["X"];
    }
    return best;
}

}  // namespace montsim::vliw
