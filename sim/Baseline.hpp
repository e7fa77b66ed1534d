// The points a scheme's baselines run: a point of another scheme that keeps
// every key that scheme reads and nothing else, so that points differing
// only in what the baseline ignores share one baseline run.
#pragma once

#include <string>

#include "sim/Config.hpp"
#include "sim/Scheme.hpp"

namespace montsim::sim {

// Whether a point of `scheme` reads `key`: one of its own parameters, its
// core type's, or the engine's (EngineParams.hpp).
bool scheme_reads(const Scheme& scheme, const std::string& key);

// A point of scheme `name` that takes from `point` every key that scheme
// reads (except those declared not_for_baselines) and leaves the others at
// their defaults.
Config baseline_config(const Config& point, const std::string& name);

// A baseline of the point's own scheme on the point's own platform (the same
// topology, links, routers and core parameters: modexp's first group alone
// beside idle cores): every declared key of `point` but those declared
// not_for_baselines.
Config same_platform_baseline(const Config& point);

}  // namespace montsim::sim
