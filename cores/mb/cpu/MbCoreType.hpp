// The MicroBlaze-like core as a core type (sim/CoreType.hpp): its
// parameters (core.*, timing.*, run.timing) are declared and read here, into
// a CpuConfig; its node is an MbCore; its statistics group is MbCoreStats;
// its trace is a CpuTrace. (The MicroBlaze tools, asm and exec, are
// Tools.hpp's.)
#pragma once

#include <cstdint>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCpu.hpp"
#include "sim/Config.hpp"
#include "sim/CoreType.hpp"

namespace montsim::mb {

// The core type's name, as a NodeSpec names it.
inline constexpr const char* kCoreTypeName = "microblaze";

// The MicroBlaze core the core.* and timing.* keys describe.
CpuConfig cpu_config_from(const sim::Config& cfg, uint32_t core_id = 0);

// core.hw_mul alone (a scheme's choice of kernel reads it for every point:
// cpu_config_from reads the whole timing table too).
HwMul hw_mul_from(const sim::Config& cfg);

// run.timing.
TimingMode timing_mode_from(const sim::Config& cfg);

}  // namespace montsim::mb
