// Runs one simulation point: looks the scheme up by name (Scheme.hpp), builds
// the platform it describes, loads it, runs it to completion, checks the
// result, returns statistics: the scheme's group, then (if the scheme asks)
// each node's group prefixed with its name, then the network's prefixed
// "network.".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sim/Config.hpp"
#include "sim/EngineParams.hpp"
#include "sim/InputDigest.hpp"
#include "sim/MemoryNeed.hpp"
#include "sim/Stats.hpp"

namespace montsim::sim {

// Runs the scheme the config names. Always contains "cycles",
// "instructions" and "correct". Throws std::runtime_error (with a message a
// user can act on) for a failed run: wrong result, deadlock, cycle limit;
// std::invalid_argument for a bad parameter. The baselines the point needs
// come from this process's baseline cache (run on first use).
Stats run_point(const Config& cfg);

// The folder a point's traces go to (trace.dir / its non-default values),
// or nothing for a point that is not traced.
std::optional<std::string> trace_folder_of(const Config& cfg);

// The point's scheme's memory estimate (Scheme::memory; 0 bytes without
// one); std::invalid_argument if it is more than the point may take
// (run.memory_mb). run_point calls it first, the runner before any point
// runs.
MemoryNeed check_scheme_memory(const Config& cfg);
// The same with the engine's keys already read from `cfg`.
MemoryNeed check_scheme_memory(const Config& cfg, const EngineConfig& engine);

// Every check a point meets before it simulates, the ones run_point makes
// while it prepares the scheme and builds the platform included, through
// the same code (Scheme::validate, the scheme's memory, Scheme::prepare,
// plan_platform), building nothing: `montsim run` calls it for every point
// before the first runs (and --check stops there). Throws as run_point
// would (std::invalid_argument, std::runtime_error). Returns the largest
// memory estimate of the point (the scheme's or its platform's) for -j.
MemoryNeed check_point(const Config& cfg, const EngineConfig& engine);

// Runs, once each, the distinct baselines the points need, so that worker
// processes forked afterwards find them in the cache. A baseline that fails
// is left out (the points that need it report the error).
void prefetch_baselines(const std::vector<Config>& points);

// What decides the point's result beyond its parameters: its scheme's
// Scheme::inputs (none for most schemes). Throws as the scheme's hook does.
InputDigests point_inputs(const Config& point);

}  // namespace montsim::sim
