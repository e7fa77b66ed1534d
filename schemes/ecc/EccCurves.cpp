#include "schemes/ecc/EccCurves.hpp"

#include <boost/integer/mod_inverse.hpp>
#include <stdexcept>
#include <tuple>

#include "schemes/common/Memo.hpp"
#include "sim/Mutants.hpp"

namespace montsim::schemes::ecc {

// The reference is what catches a wrong driver: its wrong versions must
// fail the published vectors (tests/schemes/ecc/test_ecc.cpp).
MONTSIM_MUTANT_SITE(kTangentA, "ecc.reference/tangent-a+6", "[ecc]", "the tangent's slope with a = +3, not -3")
MONTSIM_MUTANT_SITE(kMontgomeryA, "ecc.reference/montgomery-A+1", "[ecc]", "Curve25519's A one too big in x(2P)")

namespace {

BigInt hex(const char* text) { return BigInt(std::string("0x") + text); }

// Domain parameters: FIPS 186-4 appendix D.1.2 (P-256, P-384, P-521) and
// RFC 7748 section 4.1 (Curve25519).
const Curve kCurves[] = {
    {"p256", CurveForm::Weierstrass,
     hex("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"),
     hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"),
     hex("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b"),
     hex("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"),
     hex("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"), 256},
    {"p384", CurveForm::Weierstrass,
     hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"),
     hex("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"),
     hex("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef"),
     hex("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7"),
     hex("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f"), 384},
    {"p521", CurveForm::Weierstrass, (BigInt(1) << 521) - 1,
     hex("1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8"
         "899c47aebb6fb71e91386409"),
     hex("051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df8"
         "83d2c34f1ef451fd46b503f00"),
     hex("c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1"
         "856a429bf97e7e31c2e5bd66"),
     hex("11839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c70"
         "86a272c24088be94769fd16650"), 521},
    {"x25519", CurveForm::Montgomery, (BigInt(1) << 255) - 19, 0, 486662, 9, 0, 255},
};

const char* const kNames[] = {"p256", "p384", "p521", "x25519", nullptr};

BigInt mod(const BigInt& v, const BigInt& p) {
    BigInt r = v % p;
    return r < 0 ? r + p : r;
}

BigInt inverse(const BigInt& v, const BigInt& p) { return boost::integer::mod_inverse(mod(v, p), p); }

Point affine_add(const Curve& c, const Point& a, const Point& b) {
    if (!a) return b;
    if (!b) return a;
    const BigInt& p = c.p;
    BigInt lambda;
    if (a->x == b->x) {
        if (mod(a->y + b->y, p) == 0) return std::nullopt;  // b = -a (or a = b of order 2)
        lambda = mod((3 * a->x * a->x - 3 + (MONTSIM_MUTANT_ON(kTangentA) ? 6 : 0)) * inverse(2 * a->y, p), p);
    } else {
        lambda = mod((b->y - a->y) * inverse(b->x - a->x, p), p);
    }
    Affine r;
    r.x = mod(lambda * lambda - a->x - b->x, p);
    r.y = mod(lambda * (a->x - r.x) - a->y, p);
    return r;
}

}  // namespace

const char* const* curve_names() { return kNames; }

const Curve& curve_named(const std::string& name) {
    for (const Curve& c : kCurves)
        if (name == c.name) return c;
    throw std::invalid_argument("ecc.curve = \"" + name + "\" is not one of p256, p384, p521, x25519");
}

namespace {

Point weierstrass_multiple_uncached(const Curve& c, const BigInt& k, const BigInt& x, const BigInt& y) {
    if (mod(y * y - (x * x * x - 3 * x + c.b), c.p) != 0)
        throw std::logic_error(std::string("ecc reference: the point is not on ") + c.name);
    Point acc, addend = Affine{x, y};
    for (BigInt rest = k; rest != 0; rest >>= 1) {
        if (rest & 1) acc = affine_add(c, acc, addend);
        addend = affine_add(c, addend, addend);
    }
    return acc;
}

BigInt montgomery_u_multiple_uncached(const Curve& c, const BigInt& k, const BigInt& u) {
    const BigInt& p = c.p;
    if (u == 0) return 0;  // the point of order 2: every multiple is it or infinity, both encoded 0
    using X = std::optional<BigInt>;
    // x(2P) = (x^2 - 1)^2 / (4x (x^2 + A x + 1)); infinity where that divides by 0.
    auto dbl = [&](const X& x) -> X {
        if (!x) return std::nullopt;
        const BigInt a = c.b + (MONTSIM_MUTANT_ON(kMontgomeryA) ? 1 : 0);
        const BigInt den = mod(4 * *x * (*x * *x + a * *x + 1), p);
        if (den == 0) return std::nullopt;
        const BigInt num = mod(*x * *x - 1, p);
        return mod(num * num * inverse(den, p), p);
    };
    // x(P + Q) = (x_P x_Q - 1)^2 / (x_(P-Q) (x_P - x_Q)^2), here P - Q = (u, ...).
    auto add = [&](const X& a, const X& b) -> X {
        if (!a) return b;
        if (!b) return a;
        const BigInt diff = mod(*a - *b, p);
        if (diff == 0) return std::nullopt;  // a = -b: a - b = u rules out a = b
        const BigInt num = mod(*a * *b - 1, p);
        return mod(num * num * inverse(u * diff * diff, p), p);
    };
    X r0, r1 = u;  // r1 - r0 = (u, ...) throughout
    for (int bit = int(boost::multiprecision::msb(k)); bit >= 0; --bit) {
        if (boost::multiprecision::bit_test(k, unsigned(bit))) {
            r0 = add(r0, r1);
            r1 = dbl(r1);
        } else {
            r1 = add(r0, r1);
            r0 = dbl(r0);
        }
    }
    return r0 ? *r0 : BigInt(0);
}

}  // namespace

// Each multiple once per process (schemes/common/Memo.hpp).
Point weierstrass_multiple(const Curve& c, const BigInt& k, const BigInt& x, const BigInt& y) {
    static Memo<std::tuple<const Curve*, BigInt, BigInt, BigInt>, Point> memo;
    return memo.get({&c, k, x, y}, [&] { return weierstrass_multiple_uncached(c, k, x, y); });
}

BigInt montgomery_u_multiple(const Curve& c, const BigInt& k, const BigInt& u) {
    static Memo<std::tuple<const Curve*, BigInt, BigInt>, BigInt> memo;
    return memo.get({&c, k, u}, [&] { return montgomery_u_multiple_uncached(c, k, u); });
}

namespace {

BigInt little_endian_32(const std::string& text, const std::string& key) {
    std::string h = text.rfind("0x", 0) == 0 ? text.substr(2) : text;
    if (h.size() != 64)
        throw std::invalid_argument(key + " = \"" + text + "\": X25519 takes 32 bytes as 64 hex digits, little-endian "
                                                           "(RFC 7748), not " + std::to_string(h.size()) + " digits");
    std::string big;
    for (size_t i = 0; i < 64; i += 2) big = h.substr(i, 2) + big;
    return parse_hex(big, key);
}

}  // namespace

BigInt x25519_decode_scalar(const std::string& hex_text, const std::string& key) {
    BigInt k = little_endian_32(hex_text, key);
    k &= ~BigInt(7);
    k &= (BigInt(1) << 255) - 1;
    k |= BigInt(1) << 254;
    return k;
}

BigInt x25519_decode_u(const std::string& hex_text, const std::string& key) {
    const BigInt u = little_endian_32(hex_text, key) & ((BigInt(1) << 255) - 1);
    return u % ((BigInt(1) << 255) - 19);
}

std::string x25519_encode(const BigInt& u) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    BigInt v = u;
    for (int i = 0; i < 32; ++i) {
        const unsigned byte = unsigned(v & 0xff);
        out += digits[byte >> 4];
        out += digits[byte & 15];
        v >>= 8;
    }
    return out;
}

}  // namespace montsim::schemes::ecc
