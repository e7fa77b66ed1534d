// What (EC)DSA needs on the host besides its group arithmetic: SHA-256 and
// HMAC-SHA-256 (FIPS 180-4, RFC 2104), the message hash as a number mod
// the group order, RFC 6979's deterministic nonce, and DSA's group and
// mod-q steps. ecc's ECDSA and modexp's DSA both use them.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::schemes {

using Bytes = std::vector<uint8_t>;

std::array<uint8_t, 32> sha256(const Bytes& message);
std::array<uint8_t, 32> hmac_sha256(const Bytes& key, const Bytes& message);

// The message's hash as (EC)DSA uses it: bits2int(SHA-256(message)) for
// the group order q (its leftmost bits), then mod q.
BigInt message_hash(const BigInt& q, const std::string& message);

// RFC 6979 section 3.2: the nonce k for private key x, group order q and
// message (SHA-256, HMAC-SHA-256), 1 <= k < q.
BigInt rfc6979_nonce(const BigInt& q, const BigInt& x, const std::string& message);

// DSA (FIPS 186-4) over RFC 6979's 2048-bit group (appendix A.2.2: p of
// 2048 bits, q of 256, g), the one group modexp's DSA works in.
struct DsaGroup {
    BigInt p, q, g;
};
const DsaGroup& rfc6979_dsa_2048();
// s = k^-1 (e + x r) mod q for r = (g^k mod p) mod q, given g^k mod p.
BigInt dsa_s(const DsaGroup& group, const BigInt& x, const BigInt& k, const BigInt& e, const BigInt& r);
// Verification's steps mod q: w = s^-1, u1 = e w, u2 = r w. The signature
// (r, s) of hash e holds under public key y = g^x mod p iff
// (g^u1 y^u2 mod p) mod q = r. Needs 0 < r, s < q.
struct DsaExponents {
    BigInt u1, u2;
};
DsaExponents dsa_verify_exponents(const DsaGroup& group, const BigInt& r, const BigInt& s, const BigInt& e);
// The whole verification, textbook, with Boost's powm: the reference.
bool dsa_verify(const DsaGroup& group, const BigInt& y, const BigInt& r, const BigInt& s, const BigInt& e);

}  // namespace montsim::schemes
