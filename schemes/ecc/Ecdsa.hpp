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

// The message's hash as (EC)DSA uses it: bits2int(SHA-256(message)) for
// the group order q (its leftmost bits), then mod q.
BigInt message_hash(const BigInt& q, const std::string& message);
inline BigInt message_hash(const Curve& c, const std::string& message) { return message_hash(c.n, message); }

// RFC 6979 section 3.2: the nonce k for private key x, group order q and
// message (SHA-256, HMAC-SHA-256), 1 <= k < q.
BigInt rfc6979_nonce(const BigInt& q, const BigInt& x, const std::string& message);
inline BigInt rfc6979_nonce(const Curve& c, const BigInt& x, const std::string& message) {
    return rfc6979_nonce(c.n, x, message);
}

// DSA (FIPS 186-4) over RFC 6979's 2048-bit group (appendix A.2.2: p of
// 2048 bits, q of 256, g), the one scheme modexp's DSA signs in.
struct DsaGroup {
    BigInt p, q, g;
};
const DsaGroup& rfc6979_dsa_2048();
// s = k^-1 (e + x r) mod q for r = (g^k mod p) mod q, given g^k mod p.
BigInt dsa_s(const DsaGroup& group, const BigInt& x, const BigInt& k, const BigInt& e, const BigInt& r);

struct Signature {
    BigInt r, s;
};

// r = x(k G) mod n, s = k^-1 (e + r x) mod n; std::logic_error where r or
// s is 0 (RFC 6979 would draw another k; no published vector needs it).
Signature ecdsa_sign(const Curve& c, const BigInt& x, const BigInt& k, const BigInt& e);
bool ecdsa_verify(const Curve& c, const Point& q, const Signature& sig, const BigInt& e);

}  // namespace montsim::schemes::ecc
