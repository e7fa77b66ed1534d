// FIPS on one MicroBlaze-like core (scheme fips_mb): the four forms of
// Gastaldo, Parodi and Zunino in C (schemes/fips/c/), as gcc compiled them,
// at w = 16 or 32. The single-issue baseline of the paper's VLIW claim: on
// a core that issues one instruction per cycle, does the enhanced form still
// win?
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes::fips {

// The scheme's registry entry (scheme.name = "fips_mb"): FipsMbDescriptor.cpp.
sim::Scheme fips_mb_scheme();

}  // namespace montsim::schemes::fips
