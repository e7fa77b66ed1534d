// What ECDSA needs outside the curve arithmetic, on the host: SHA-256 and
// HMAC-SHA-256 (FIPS 180-4, RFC 2104), RFC 6979's deterministic nonce, and
// a reference signature and verification (textbook, over the affine
// reference of EccCurves.hpp) that every simulated one is checked against.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "schemes/ecc/EccCurves.hpp"

namespace montsim::schemes::ecc {

using Bytes = std::vector<uint8_t>;

std::array<uint8_t, 32> sha256(const Bytes& message);
std::array<uint8_t, 32> hmac_sha256(const Bytes& key, const Bytes& message);

// The message's hash as ECDSA uses it: bits2int(SHA-256(message)) for the
// group order n (its leftmost bits), then mod n.
BigInt message_hash(const Curve& c, const std::string& message);

// RFC 6979 section 3.2: the nonce k for private key x and message (SHA-256,
// HMAC-SHA-256), 1 <= k < n.
BigInt rfc6979_nonce(const Curve& c, const BigInt& x, const std::string& message);

struct Signature {
    BigInt r, s;
};

// r = x(k G) mod n, s = k^-1 (e + r x) mod n; std::logic_error where r or
// s is 0 (RFC 6979 would draw another k; no published vector needs it).
Signature ecdsa_sign(const Curve& c, const BigInt& x, const BigInt& k, const BigInt& e);
bool ecdsa_verify(const Curve& c, const Point& q, const Signature& sig, const BigInt& e);

}  // namespace montsim::schemes::ecc
