// Turns the core.*, timing.*, link.*, platform.* and run.* keys of a Config
// into the models' own configuration structs (the only place that reads them).
#pragma once

#include "cores/mb/MbCpu.hpp"
#include "sim/Config.hpp"
#include "sim/Platform.hpp"

namespace montsim::sim {

mb::CpuConfig cpu_config_from(const Config& cfg, uint32_t core_id = 0);

// The platform of `cores` cores the link.*, platform.* and run.* keys describe.
PlatformConfig platform_config_from(const Config& cfg, unsigned cores);

// The clock of the modelled cores: 100 MHz, as the paper's Virtex-5 system.
// Only SystemC time (and traces) depend on it, never a cycle count.
constexpr double kCyclePeriodNs = 10.0;

}  // namespace montsim::sim
