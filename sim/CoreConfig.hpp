// Turns the core.* and timing.* keys of a Config into the core's own
// configuration struct (the only place that reads them).
#pragma once

#include "cores/mb/MbCpu.hpp"
#include "sim/Config.hpp"

namespace montsim::sim {

mb::CpuConfig cpu_config_from(const Config& cfg, uint32_t core_id = 0);

// The clock of the modelled cores: 100 MHz, as the paper's Virtex-5 system.
// Only SystemC time (and traces) depend on it, never a cycle count.
constexpr double kCyclePeriodNs = 10.0;

}  // namespace montsim::sim
