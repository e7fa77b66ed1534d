// ECDSA's reference: a signature and its verification (textbook, over the
// affine reference of EccCurves.hpp) that every simulated one is checked
// against. The hash and the nonce are schemes/common/Signatures.hpp's.
#pragma once

#include <string>
#include <vector>

#include "schemes/common/Signatures.hpp"
#include "schemes/ecc/EccCurves.hpp"

namespace montsim::schemes::ecc {

// The message hash and the nonce are schemes/common/Signatures.hpp's,
// with the curve's order n as q.
inline BigInt message_hash(const Curve& c, const std::string& message) { return schemes::message_hash(c.n, message); }
inline BigInt rfc6979_nonce(const Curve& c, const BigInt& x, const std::string& message) {
    return schemes::rfc6979_nonce(c.n, x, message);
}

struct Signature {
    BigInt r, s;
};

// r = x(k G) mod n, s = k^-1 (e + r x) mod n; std::logic_error where r or
// s is 0 (RFC 6979 would draw another k; no published vector needs it).
Signature ecdsa_sign(const Curve& c, const BigInt& x, const BigInt& k, const BigInt& e);
bool ecdsa_verify(const Curve& c, const Point& q, const Signature& sig, const BigInt& e);

}  // namespace montsim::schemes::ecc
