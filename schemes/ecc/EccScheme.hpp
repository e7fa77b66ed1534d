// Elliptic-curve scalar multiplication, every field multiplication a
// montsim Montgomery scheme: the registry entry, scheme.name = "ecc"
// (EccDescriptor.cpp; the driver is c/ecc.c, the programs ecc_sos.s,
// ecc_cios.s and ecc_pshs.s around it).
#pragma once

#include "schemes/leakage/OperandClasses.hpp"
#include "sim/Scheme.hpp"

namespace montsim::schemes {

sim::Scheme ecc_scheme();

// The secret a timing-leakage experiment varies (montsim leakage): the
// point's scalar, ecc.scalar, as its curve takes it (a NIST curve's below
// n: one bit fewer than n's; X25519's 255 bits, written as RFC 7748's 32
// bytes, clamped by the scheme).
leakage::ScalarOperand ecc_scalar_operand(const sim::Config& cfg);

}  // namespace montsim::schemes
