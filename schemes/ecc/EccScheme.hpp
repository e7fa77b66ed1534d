// Elliptic-curve scalar multiplication, every field multiplication a
// montsim Montgomery scheme: the registry entry, scheme.name = "ecc"
// (EccDescriptor.cpp; the driver is c/ecc.c, the programs ecc_sos.s,
// ecc_cios.s and ecc_pshs.s around it).
#pragma once

#include <optional>

#include "schemes/leakage/OperandClasses.hpp"
#include "sim/Scheme.hpp"

namespace montsim::schemes {

sim::Scheme ecc_scheme();

// The secret a timing-leakage experiment varies (montsim leakage) in a
// point of `scheme`, if it is ecc: the scalar, ecc.scalar, as its curve
// takes it (a NIST curve's below n: one bit fewer than n's; X25519's 255
// bits, written as RFC 7748's 32 bytes, clamped by the scheme).
std::optional<leakage::ScalarOperand> ecc_secret_scalar(const sim::Scheme& scheme, const sim::Config& cfg);

}  // namespace montsim::schemes
