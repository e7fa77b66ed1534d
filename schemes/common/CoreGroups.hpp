// Cores in groups (scheme.groups, scheme.solo), as modexp and ecc run
// them: g groups of scheme.p / g consecutive cores, each its own ring
// running its own operation (an exponentiation, a scalar multiplication)
// with operands from scheme.seed + its index, all at once. A group's
// latency against the run's throughput, and, against the first group run
// alone on the same platform (scheme.solo), the interference between them.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "sim/Config.hpp"
#include "sim/PlatformSpec.hpp"
#include "sim/Scheme.hpp"
#include "sim/Stats.hpp"

namespace montsim::schemes {

// The two keys, declared once for every scheme that has groups.
sim::ParamDecl groups_param();
sim::ParamDecl solo_param();
void set_scheme_solo(sim::Config& cfg, bool solo);

struct GroupSplit {
    unsigned groups = 1;
    bool solo = false;  // scheme.solo as given
    unsigned cores = 1;  // per group: scheme.p / groups
    // Groups that run: 1 with scheme.solo.
    unsigned running() const { return solo ? 1 : groups; }
};

// scheme.groups and scheme.solo of a point on p cores; std::invalid_argument
// where the groups do not divide p or solo has no other group to leave out.
GroupSplit group_split(const sim::Config& cfg, unsigned p);

// The baseline a point with groups needs: its first group alone on the
// same platform (none with one group, or when this is that run).
std::optional<sim::BaselineRequest> solo_baseline(const sim::Config& cfg, const GroupSplit& split);

// With scheme.solo the other groups' cores halt at once (they run a
// program that stops) and have no links.
void halt_other_groups(sim::PlatformSpec& spec, const GroupSplit& split);
// A logical ring of `cores` consecutive cores from `first`: core i's FSL put
// port 0 feeds the next one's get port 0 (a group's, or a CRT half's).
void add_ring(sim::PlatformSpec& spec, unsigned first, unsigned cores);

// The group statistics, declared once; a scheme's stats hold them as a
// member where they belong in its list.
struct GroupStats {
    explicit GroupStats(sim::StatGroup& owner);
    sim::Stat groups, group_cores, latency_cycles, latency_max_cycles, group_cycles, throughput, solo_cycles,
        interference;
};

// Each running group's span: its cores' first timer reading to their last.
class GroupSpans {
public:
    explicit GroupSpans(const GroupSplit& split) : split_(split), start_(split.running(), UINT64_MAX), end_(start_.size(), 0) {}
    // One core of group g read the timer at start and end.
    void add(unsigned g, uint64_t start, uint64_t end);
    uint64_t span(unsigned g) const { return end_[g] - start_[g]; }
    // The whole run: the first group's start to the last one's end.
    uint64_t cycles() const;
    // Sets the group statistics; the interference if the solo baseline ran.
    void report(GroupStats& st, const sim::Baselines& baselines) const;

private:
    GroupSplit split_;
    std::vector<uint64_t> start_, end_;
};

}  // namespace montsim::schemes
