// Whole modular exponentiations, every multiplication a pSHS run on p cores
// (or SOS on one): the registry entry, scheme.name = "modexp"
// (ModexpDescriptor.cpp; the programs are modexp_pshs.s and modexp_sos.s
// around modexp_driver.inc.s).
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes {

sim::Scheme modexp_scheme();

}  // namespace montsim::schemes
