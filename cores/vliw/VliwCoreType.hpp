// The VLIW shared-memory machine as a core type (sim/CoreType.hpp): its
// operation latencies (vliw.latency_*) are declared and read here; a node of
// type "vliw" runs the VliwProgram its NodeSpec carries.
#pragma once

#include "cores/vliw/VliwProgram.hpp"
#include "sim/Config.hpp"

namespace montsim::vliw {

inline constexpr const char* kCoreTypeName = "vliw";

// The latencies the vliw.latency_* keys describe (a scheme that schedules
// for the machine reads them here too).
VliwLatency latency_from(const sim::Config& cfg);

}  // namespace montsim::vliw
