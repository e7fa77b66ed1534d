// FIPS on a DSP described as data (scheme fips): the four forms of Gastaldo,
// Parodi and Zunino as programs (FipsProgram.hpp) run cycle by cycle on the
// executable VLIW core with the built-in description (c62x or ts201),
// outside the SystemC platform; beside them the word-level model with the
// point's register widths. Both are checked against Boost (a register too
// narrow in the model is an error or a wrap); the point's cycles are the
// core's for the whole product (schemes/fips/README.md).
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes::fips {

// The registry entry (scheme.name = "fips"): FipsDescriptor.cpp.
sim::Scheme fips_scheme();

}  // namespace montsim::schemes::fips
