// The PE array as a core type (sim/CoreType.hpp): the array's own
// parameters (pearray.algorithm, pearray.w, pearray.k, pearray.f_delay) are
// declared and read here, into a PeArrayConfig; a node of type "pearray"
// runs the PeArrayJob its NodeSpec carries.
#pragma once

#include "cores/pearray/PeArray.hpp"
#include "sim/Config.hpp"

namespace montsim::pearray {

inline constexpr const char* kCoreTypeName = "pearray";

// The array the pearray.* keys describe, with p PEs; pearray.k = 0 means
// `default_k` bits (the scheme's operand size). Not yet validated.
PeArrayConfig array_config_from(const sim::Config& cfg, unsigned p, unsigned default_k);

}  // namespace montsim::pearray
