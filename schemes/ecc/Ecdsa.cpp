#include "schemes/ecc/Ecdsa.hpp"

#include <boost/integer/mod_inverse.hpp>
#include <stdexcept>

namespace montsim::schemes::ecc {

namespace {

BigInt mod(const BigInt& v, const BigInt& m) {
    BigInt r = v % m;
    return r < 0 ? r + m : r;
}

}  // namespace

Signature ecdsa_sign(const Curve& c, const BigInt& x, const BigInt& k, const BigInt& e) {
    const Point kg = weierstrass_multiple(c, k, c.gx, c.gy);
    if (!kg) throw std::logic_error("ecdsa reference: k G is the point at infinity");
    Signature sig;
    sig.r = kg->x % c.n;
    sig.s = mod(boost::integer::mod_inverse(k, c.n) * (e + sig.r * x), c.n);
    if (sig.r == 0 || sig.s == 0) throw std::logic_error("ecdsa reference: r or s is 0; take another nonce");
    return sig;
}

bool ecdsa_verify(const Curve& c, const Point& q, const Signature& sig, const BigInt& e) {
    if (!q || sig.r <= 0 || sig.r >= c.n || sig.s <= 0 || sig.s >= c.n) return false;
    const BigInt w = boost::integer::mod_inverse(sig.s, c.n);
    const Point a = weierstrass_multiple(c, mod(e * w, c.n), c.gx, c.gy);
    const Point b = weierstrass_multiple(c, mod(sig.r * w, c.n), q->x, q->y);
    // a + b by the reference's own addition: (u1 + u2 * d) G when Q = d G,
    // but Q is any point here, so add them affinely.
    if (!a) return b && b->x % c.n == sig.r;
    if (!b) return a->x % c.n == sig.r;
    Point sum;
    if (a->x == b->x) {
        if (mod(a->y + b->y, c.p) == 0) return false;  // infinity
        sum = weierstrass_multiple(c, 2, a->x, a->y);
    } else {
        const BigInt lambda = mod((b->y - a->y) * boost::integer::mod_inverse(mod(b->x - a->x, c.p), c.p), c.p);
        const BigInt x3 = mod(lambda * lambda - a->x - b->x, c.p);
        sum = Affine{x3, mod(lambda * (a->x - x3) - a->y, c.p)};
    }
    return sum->x % c.n == sig.r;
}

}  // namespace montsim::schemes::ecc
