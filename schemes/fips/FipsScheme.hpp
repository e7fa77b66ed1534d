// FIPS on a DSP described as data (scheme fips): the four forms of Gastaldo,
// Parodi and Zunino evaluated, not simulated. The word-level model computes
// the product with the machine's register widths (checked against Boost;
// a register too narrow is an error or a wrap); the modulo scheduler
// pipelines the form's inner loop on the built-in description (c62x or
// ts201); the point's cycles are the inner loops' on that schedule (the
// outer loops are not modelled: schemes/fips/README.md).
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes::fips {

// The registry entry (scheme.name = "fips"): FipsDescriptor.cpp.
sim::Scheme fips_scheme();

}  // namespace montsim::schemes::fips
