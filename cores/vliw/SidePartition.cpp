#include "cores/vliw/SidePartition.hpp"

#include <algorithm>
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

}  // namespace

std::string kind_class(const MachineDescription& m, const LoopOp& op) {
    std::string out;
    for (const auto& k : m.op_class(op.cls).kinds) out += k;
    return out;
}

SidePartition partition_sides(const MachineDescription& m, const LoopBody& loop) {
    const std::vector<std::string> sides = m.sides();
    if (sides.size() != 2) throw std::invalid_argument("partition_sides: machine " + m.name + " does not have two sides");
    const size_t n = loop.ops.size();
    if (n > 20) throw std::invalid_argument("partition_sides: more than 20 ops");

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
