// The PE array's word-serial schedule in software on the FSL ring: the
// registry entry, scheme.name = "iwbmm_ring" (IwbmmRingDescriptor.cpp; the
// program is iwbmm_ring.s).
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes {

sim::Scheme iwbmm_ring_scheme();

}  // namespace montsim::schemes
