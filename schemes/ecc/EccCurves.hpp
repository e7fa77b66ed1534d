// The curves scheme.name = "ecc" runs (NIST P-256, P-384, P-521 and
// Curve25519), and the reference every run is checked against: textbook
// affine arithmetic with one inversion per step (Boost's mod_inverse), a
// different algorithm and formulas from the driver's (schemes/ecc/c/ecc.c:
// Jacobian or projective coordinates, a ladder, one inversion at the end).
#pragma once

#include <optional>
#include <string>

#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::schemes::ecc {

enum class CurveForm { Weierstrass, Montgomery };

struct Curve {
    const char* name;    // ecc.curve
    CurveForm form;
    BigInt p;            // the field prime
    BigInt n;            // the base point's order (Weierstrass)
    BigInt b;            // y^2 = x^3 - 3x + b (Weierstrass); A of y^2 = x^3 + A x^2 + x (Montgomery)
    BigInt gx, gy;       // the base point (Montgomery: u = 9, no y)
    unsigned bits;       // of p
};

// The curve named `name`, or std::invalid_argument naming the choices.
const Curve& curve_named(const std::string& name);
const char* const* curve_names();  // null-terminated

// An affine point; nullopt is the point at infinity.
struct Affine {
    BigInt x, y;
};
using Point = std::optional<Affine>;

// k * (x, y) on a short Weierstrass curve with a = -3, by affine
// right-to-left double-and-add. Throws std::logic_error if (x, y) is not on
// the curve.
Point weierstrass_multiple(const Curve& c, const BigInt& k, const BigInt& x, const BigInt& y);

// The u-coordinate of k * (u, ...) on Curve25519 (0 for the point at
// infinity, as RFC 7748's X25519 gives it), by the affine x-only ladder
// with a division per step. `k` is the clamped scalar, u below p.
BigInt montgomery_u_multiple(const Curve& c, const BigInt& k, const BigInt& u);

// RFC 7748's encodings: 32 bytes, little-endian, as 64 hex digits; the
// scalar clamped (bits 0-2 and 255 cleared, 254 set), u with its top bit
// masked and reduced mod p.
BigInt x25519_decode_scalar(const std::string& hex, const std::string& key);
BigInt x25519_decode_u(const std::string& hex, const std::string& key);
std::string x25519_encode(const BigInt& u);

}  // namespace montsim::schemes::ecc
