// Sequential CIOS Montgomery multiplication on one MicroBlaze-like core
// (schemes/cios/cios.s; Baktir and Savas's Algorithm 2): the baseline of
// their parallel Algorithm 4 (schemes/pmont/). The program keeps sos.s's
// parameter block and memory layout (SosScheme::layout: its T of 2s + 1
// words holds CIOS's s + 2).
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes {

// The scheme's registry entry (scheme.name = "cios"): CiosDescriptor.cpp.
sim::Scheme cios_scheme();

}  // namespace montsim::schemes
