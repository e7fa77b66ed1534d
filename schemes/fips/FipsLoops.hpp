// The inner loops of FIPS as a DSP compiler sees them (one iteration each,
// with the op mix the paper's feedback reports imply, issue 21's readings):
// the loop bodies the modulo scheduler pipelines.
#pragma once

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"
#include "schemes/fips/FipsModel.hpp"

namespace montsim::schemes::fips {

// The C62x (w = 16) inner loop of `variant` (single-acc or enhanced):
//   single-acc  4 LDHU, 2 MPYU, 2 long ADD (.L, an accumulator per side),
//               the counter (.LSD), B (.S)
//   enhanced    4 LDHU, 2 MPYU, 4 ADD and the counter (.LSD), 2 SHRU and
//               B (.S), 2 AND (.LS)
// std::invalid_argument for another variant.
vliw::LoopBody c62x_inner_loop(Variant variant);

}  // namespace montsim::schemes::fips
