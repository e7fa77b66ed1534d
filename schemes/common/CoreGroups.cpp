#include "schemes/common/CoreGroups.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>

#include "schemes/EmbeddedPrograms.hpp"
#include "sim/Baseline.hpp"
#include "sim/Params.hpp"

namespace montsim::schemes {

namespace {
const char* const kGroups = "scheme.groups";
const char* const kSolo = "scheme.solo";
}  // namespace

sim::ParamDecl groups_param() {
    return sim::int_param(kGroups, 1, 1, 256, "groups",
                          "modexp, ecc: split the scheme.p cores into this many groups of scheme.p / scheme.groups "
                          "(consecutive cores, each its own ring: platform.topology = p2p or a routed one), each "
                          "running its own exponentiation or scalar multiplication with operands from scheme.seed + "
                          "its index, all at once");
}

sim::ParamDecl solo_param() {
    return sim::bool_param(kSolo, false,
                           "modexp, ecc: only the first group runs, the other groups' cores halt at once (the "
                           "baseline the interference divides by; scheme.groups > 1)");
}

void set_scheme_solo(sim::Config& cfg, bool solo) { cfg.set(kSolo, solo); }

GroupSplit group_split(const sim::Config& cfg, unsigned p) {
    GroupSplit split;
    split.groups = static_cast<unsigned>(cfg.get_int(kGroups));
    split.solo = cfg.get_bool(kSolo);
    if (p % split.groups != 0)
        throw std::invalid_argument("scheme.groups = " + std::to_string(split.groups) + " does not divide scheme.p = " +
                                    std::to_string(p) + ": every group has scheme.p / scheme.groups cores");
    if (split.groups == 1 && split.solo)
        throw std::invalid_argument("scheme.solo = true runs the first of several groups alone: set "
                                    "scheme.groups > 1 (now 1)");
    split.cores = p / split.groups;
    return split;
}

std::optional<sim::BaselineRequest> solo_baseline(const sim::Config& cfg, const GroupSplit& split) {
    if (split.groups == 1 || split.solo) return std::nullopt;
    sim::Config solo = sim::same_platform_baseline(cfg);
    set_scheme_solo(solo, true);
    return sim::BaselineRequest{"solo", solo};
}

void halt_other_groups(sim::PlatformSpec& spec, const GroupSplit& split) {
    if (!split.solo) return;
    const auto idle = assemble_embedded_shared("modexp/modexp_idle.s");
    for (unsigned i = split.cores; i < spec.nodes.size(); ++i) spec.nodes[i].program = idle;
}

void add_ring(sim::PlatformSpec& spec, unsigned first, unsigned cores) {
    for (unsigned i = 0; i < cores; ++i) spec.links.push_back(sim::LogicalLink{first + i, 0, first + (i + 1) % cores, 0});
}

GroupStats::GroupStats(sim::StatGroup& owner)
    : groups{owner, "groups", "", "groups that ran an operation (scheme.groups; 1 with scheme.solo)"},
      group_cores{owner, "group_cores", "cores", "cores per group: scheme.p / scheme.groups"},
      latency_cycles{owner, "latency_cycles", "cycles",
                     "one operation's cycles (its group's first timer reading to its last), the mean over the "
                     "groups"},
      latency_max_cycles{owner, "latency_max_cycles", "cycles", "the slowest group's operation"},
      group_cycles{owner, "group_cycles", "", "each group's: group:cycles"},
      throughput{owner, "throughput", "per Mcycle",
                 "operations per million cycles: groups * 10^6 / cycles (every group starts at cycle 0)"},
      solo_cycles{owner, "solo_cycles", "cycles",
                  "scheme.groups > 1: the first group's operation with the others' cores idle (scheme.solo = "
                  "true, the same platform)"},
      interference{owner, "interference", "",
                   "scheme.groups > 1: the first group's latency beside the others over solo_cycles, less 1 (0: "
                   "the groups never slow each other)"} {}

void GroupSpans::add(unsigned g, uint64_t start, uint64_t end) {
    start_.at(g) = std::min(start_[g], start);
    end_.at(g) = std::max(end_[g], end);
}

uint64_t GroupSpans::cycles() const {
    return *std::max_element(end_.begin(), end_.end()) - *std::min_element(start_.begin(), start_.end());
}

void GroupSpans::report(GroupStats& st, const sim::Baselines& baselines) const {
    const unsigned ran = split_.running();
    double latency = 0;
    uint64_t slowest = 0;
    std::string each;
    for (unsigned g = 0; g < ran; ++g) {
        latency += double(span(g)) / ran;
        slowest = std::max(slowest, span(g));
        each += (each.empty() ? "" : " ") + std::to_string(g) + ":" + std::to_string(span(g));
    }
    st.groups = ran;
    st.group_cores = split_.cores;
    st.latency_cycles = latency;
    st.latency_max_cycles = slowest;
    st.group_cycles = each;
    st.throughput = double(ran) * 1e6 / double(cycles());
    if (const auto solo = baselines.find("solo"); solo != baselines.end()) {
        const auto solo_cycles = std::get<int64_t>(sim::stat_value(solo->second, "cycles"));
        st.solo_cycles = solo_cycles;
        st.interference = double(span(0)) / double(solo_cycles) - 1.0;
    }
}

}  // namespace montsim::schemes
