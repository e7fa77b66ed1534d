#include "schemes/common/Signatures.hpp"

#include <boost/integer/mod_inverse.hpp>
#include <boost/multiprecision/integer.hpp>

#include "sim/Mutants.hpp"

namespace montsim::schemes {

// The host's side of every signature is a reference too: its wrong versions
// must fail the published vectors (tests/schemes/common/test_signatures.cpp,
// the RFC 6979 signatures in tests/schemes/ecc and tests/schemes/modexp).
MONTSIM_MUTANT_SITE(kSigmaRotation, "signatures.sha256/sigma1-rotr-18", "[signatures]",
                    "SHA-256's message schedule rotates by 18 where it should by 19")
MONTSIM_MUTANT_SITE(kVerifyU2, "signatures.dsa/u2-from-s", "[dsa]", "DSA verification's u2 = s w, not r w")

namespace {

constexpr uint32_t kRound[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

uint32_t rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

BigInt from_bytes(const uint8_t* b, size_t n) {
    BigInt v = 0;
    for (size_t i = 0; i < n; ++i) v = (v << 8) | b[i];
    return v;
}

// int2octets: v as rlen / 8 bytes, big-endian (rlen: n's bits rounded up to bytes).
Bytes int2octets(const BigInt& v, size_t bytes) {
    Bytes out(bytes);
    BigInt x = v;
    for (size_t i = bytes; i-- > 0;) {
        out[i] = uint8_t(unsigned(x & 0xff));
        x >>= 8;
    }
    return out;
}

unsigned bits_of(const BigInt& v) { return v == 0 ? 0 : unsigned(boost::multiprecision::msb(v)) + 1; }

// bits2int: the leftmost qlen bits of a byte string as an integer.
BigInt bits2int(const uint8_t* b, size_t n, unsigned qlen) {
    BigInt v = from_bytes(b, n);
    if (8 * n > qlen) v >>= unsigned(8 * n - qlen);
    return v;
}

Bytes cat(std::initializer_list<Bytes> parts) {
    Bytes out;
    for (const Bytes& p : parts) out.insert(out.end(), p.begin(), p.end());
    return out;
}

Bytes to_bytes(const std::array<uint8_t, 32>& a) { return Bytes(a.begin(), a.end()); }

BigInt mod(const BigInt& v, const BigInt& m) {
    BigInt r = v % m;
    return r < 0 ? r + m : r;
}

}  // namespace

std::array<uint8_t, 32> sha256(const Bytes& message) {
    uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    Bytes m = message;
    const uint64_t bit_length = uint64_t(message.size()) * 8;
    m.push_back(0x80);
    while (m.size() % 64 != 56) m.push_back(0);
    for (int i = 7; i >= 0; --i) m.push_back(uint8_t(bit_length >> (8 * i)));
    for (size_t block = 0; block < m.size(); block += 64) {
        uint32_t w[64];
        for (int t = 0; t < 16; ++t)
            w[t] = uint32_t(m[block + 4 * t]) << 24 | uint32_t(m[block + 4 * t + 1]) << 16 |
                   uint32_t(m[block + 4 * t + 2]) << 8 | m[block + 4 * t + 3];
        for (int t = 16; t < 64; ++t) {
            const uint32_t s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3);
            const uint32_t s1 =
                rotr(w[t - 2], 17) ^ rotr(w[t - 2], MONTSIM_MUTANT_ON(kSigmaRotation) ? 18 : 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
        for (int t = 0; t < 64; ++t) {
            const uint32_t t1 = k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + kRound[t] + w[t];
            const uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            k = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += k;
    }
    std::array<uint8_t, 32> out{};
    for (int i = 0; i < 32; ++i) out[i] = uint8_t(h[i / 4] >> (24 - 8 * (i % 4)));
    return out;
}

std::array<uint8_t, 32> hmac_sha256(const Bytes& key, const Bytes& message) {
    Bytes k = key.size() > 64 ? to_bytes(sha256(key)) : key;
    k.resize(64, 0);
    Bytes inner(64), outer(64);
    for (int i = 0; i < 64; ++i) {
        inner[i] = k[i] ^ 0x36;
        outer[i] = k[i] ^ 0x5c;
    }
    return sha256(cat({outer, to_bytes(sha256(cat({inner, message})))}));
}

BigInt message_hash(const BigInt& q, const std::string& message) {
    const auto h = sha256(Bytes(message.begin(), message.end()));
    return bits2int(h.data(), h.size(), bits_of(q)) % q;
}

BigInt rfc6979_nonce(const BigInt& q, const BigInt& x, const std::string& message) {
    const unsigned qlen = bits_of(q);
    const size_t rlen = (qlen + 7) / 8;
    const auto h1 = sha256(Bytes(message.begin(), message.end()));
    // bits2octets(h1): bits2int, reduced mod q, as rlen bytes.
    const Bytes hashed = int2octets(bits2int(h1.data(), h1.size(), qlen) % q, rlen);
    const Bytes secret = int2octets(x, rlen);
    Bytes v(32, 0x01), k(32, 0x00);
    k = to_bytes(hmac_sha256(k, cat({v, Bytes{0x00}, secret, hashed})));
    v = to_bytes(hmac_sha256(k, v));
    k = to_bytes(hmac_sha256(k, cat({v, Bytes{0x01}, secret, hashed})));
    v = to_bytes(hmac_sha256(k, v));
    for (;;) {
        Bytes t;
        while (8 * t.size() < qlen) {
            v = to_bytes(hmac_sha256(k, v));
            t.insert(t.end(), v.begin(), v.end());
        }
        const BigInt candidate = bits2int(t.data(), t.size(), qlen);
        if (candidate >= 1 && candidate < q) return candidate;
        k = to_bytes(hmac_sha256(k, cat({v, Bytes{0x00}})));
        v = to_bytes(hmac_sha256(k, v));
    }
}

const DsaGroup& rfc6979_dsa_2048() {
    static const DsaGroup group{
        BigInt("0x9DB6FB5951B66BB6FE1E140F1D2CE5502374161FD6538DF1648218642F0B5C48C8F7A41AADFA187324B87674FA1822B00F"
               "1ECF8136943D7C55757264E5A1A44FFE012E9936E00C1D3E9310B01C7D179805D3058B2A9F4BB6F9716BFE6117C6B5B3CC4D9B"
               "E341104AD4A80AD6C94E005F4B993E14F091EB51743BF33050C38DE235567E1B34C3D6A5C0CEAA1A0F368213C3D19843D0B4B0"
               "9DCB9FC72D39C8DE41F1BF14D4BB4563CA28371621CAD3324B6A2D392145BEBFAC748805236F5CA2FE92B871CD8F9C36D3292B"
               "5509CA8CAA77A2ADFC7BFD77DDA6F71125A7456FEA153E433256A2261C6A06ED3693797E7995FAD5AABBCFBE3EDA2741E37540"
               "4AE25B"),
        BigInt("0xF2C3119374CE76C9356990B465374A17F23F9ED35089BD969F61C6DDE9998C1F"),
        BigInt("0x5C7FF6B06F8F143FE8288433493E4769C4D988ACE5BE25A0E24809670716C613D7B0CEE6932F8FAA7C44D2CB24523DA53F"
               "BE4F6EC3595892D1AA58C4328A06C46A15662E7EAA703A1DECF8BBB2D05DBE2EB956C142A338661D10461C0D135472085057F3"
               "494309FFA73C611F78B32ADBB5740C361C9F35BE90997DB2014E2EF5AA61782F52ABEB8BD6432C4DD097BC5423B285DAFB60DC"
               "364E8161F4A2A35ACA3A10B1C4D203CC76A470A33AFDCBDD92959859ABD8B56E1725252D78EAC66E71BA9AE3F1DD2487199874"
               "393CD4D832186800654760E1E34C09E4D155179F9EC0DC4473F996BDCE6EED1CABED8B6F116F7AD9CF505DF0F998E34AB27514"
               "B0FFE7")};
    return group;
}

BigInt dsa_s(const DsaGroup& group, const BigInt& x, const BigInt& k, const BigInt& e, const BigInt& r) {
    return mod(boost::integer::mod_inverse(k, group.q) * (e + x * r), group.q);
}

DsaExponents dsa_verify_exponents(const DsaGroup& group, const BigInt& r, const BigInt& s, const BigInt& e) {
    const BigInt w = boost::integer::mod_inverse(s, group.q);
    return DsaExponents{mod(e * w, group.q), mod((MONTSIM_MUTANT_ON(kVerifyU2) ? s : r) * w, group.q)};
}

bool dsa_verify(const DsaGroup& group, const BigInt& y, const BigInt& r, const BigInt& s, const BigInt& e) {
    if (r <= 0 || r >= group.q || s <= 0 || s >= group.q) return false;
    const DsaExponents u = dsa_verify_exponents(group, r, s, e);
    const BigInt gu1 = boost::multiprecision::powm(group.g, u.u1, group.p);
    const BigInt yu2 = boost::multiprecision::powm(y, u.u2, group.p);
    const BigInt v = gu1 * yu2 % group.p;
    return v % group.q == r;
}

}  // namespace montsim::schemes
