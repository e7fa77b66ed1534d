// Elliptic-curve scalar multiplication, every field multiplication a
// montsim Montgomery scheme: the registry entry, scheme.name = "ecc"
// (EccDescriptor.cpp; the driver is c/ecc.c, the programs ecc_sos.s,
// ecc_cios.s and ecc_pshs.s around it).
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes {

sim::Scheme ecc_scheme();

}  // namespace montsim::schemes
