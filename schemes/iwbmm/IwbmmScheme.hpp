// IWBMM_R on the PE array of Lin, Ye and Shieh: the registry entry,
// scheme.name = "iwbmm" (IwbmmDescriptor.cpp; the array is cores/pearray).
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes {

sim::Scheme iwbmm_scheme();

}  // namespace montsim::schemes
