// The engine's own parameters, the ones no model reads: how many nodes the
// platform must have, when a run is stopped, where traces go. Declared and
// read here, into a typed struct the platform and the runner use.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sim/Config.hpp"
#include "sim/Params.hpp"

namespace montsim::sim {

struct EngineConfig {
    int64_t cores = 0;             // platform.cores: 0 = as many as the scheme describes
    uint64_t cycle_limit = 0;      // run.cycle_limit
    std::optional<std::string> trace_dir;  // trace.dir
    // What one point may take: run.memory_mb in bytes (0 there: half the
    // machine's memory), or less where the process's address-space or
    // cgroup limit leaves less (sim/HostMemory.hpp); and which it is.
    uint64_t memory_budget = 0;
    std::string budget_source;
};

// "3 GiB", "212 MiB".
std::string memory_text(uint64_t bytes);

// std::invalid_argument "WHAT needs about N MiB, more than the M MiB one
// point may take (run.memory_mb ...); REMEDY, or raise run.memory_mb" if
// `bytes` passes the point's budget.
void check_memory(uint64_t bytes, const EngineConfig& engine, const std::string& what, const std::string& remedy);

// platform.cores, run.cycle_limit, trace.dir, run.memory_mb.
const std::vector<ParamDecl>& engine_params();

// The engine keys only a simulated point reads (platform.cores,
// run.cycle_limit, trace.dir): an evaluated scheme's point reads none.
const std::vector<std::string>& simulation_keys();

EngineConfig engine_config_from(const Config& cfg);

// The folder of one point's trace below trace.dir: its values that differ
// from `defaults`, "key=value" joined by "_" ("base" if none).
std::string trace_folder_name(const Config& cfg, const Config& defaults);

}  // namespace montsim::sim
