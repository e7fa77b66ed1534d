// Elliptic-curve scalar multiplication (scheme.name = "ecc"): the affine
// reference every run is checked against reproduces the published test
// vectors (NIST's known-answer multiples of G for P-256, P-384 and P-521,
// as collected by point-at-infinity.org's nisttv; RFC 7748 sections 5.2
// and 6.1 for X25519), and so do simulated runs on SOS, CIOS and pSHS.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "schemes/ecc/EccCurves.hpp"
#include "schemes/ecc/Ecdsa.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using schemes::BigInt;
using test::stat;

namespace {

struct Vector {
    const char* curve;
    const char* k;  // decimal
    const char* x;
    const char* y;
};

// Known-answer multiples k * G (nisttv: tv 124, 125, 155, 176, 228).
const Vector kNist[] = {
    {"p256", "2", "7cf27b188d034f7e8a52380304b51ac3c08969e277f21b35a60b48fc47669978",
     "07775510db8ed040293d9ac69f7430dbba7dade63ce982299e04b79d227873d1"},
    {"p256", "112233445566778899", "339150844ec15234807fe862a86be77977dbfb3ae3d96f4c22795513aeaab82f",
     "b1c14ddfdc8ec1b2583f51e85a5eb3a155840f2034730e9b5ada38b674336a21"},
    {"p256", "112233445566778899112233445566778899",
     "1b7e046a076cc25e6d7fa5003f6729f665cc3241b5adab12b498cd32f2803264",
     "bfea79be2b666b073db69a2a241adab0738fe9d2dd28b5604eb8c8cf097c457b"},
    {"p256", "115792089210356248762697446949407573529996955224135760342422259061068512044368",
     "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296",
     "b01cbd1c01e58065711814b583f061e9d431cca994cea1313449bf97c840ae0a"},
    {"p384", "112233445566778899",
     "a499efe48839bc3abcd1c5cedbdd51904f9514db44f4686db918983b0c9dc3aee05a88b72433e9515f91a329f5f4fa60",
     "3b7ca28ef31f809c2f1ba24aaed847d0f8b406a4b8968542de139db5828ca410e615d1182e25b91b1131e230b727d36a"},
    {"p521", "112233445566778899",
     "01650048fbd63e8c30b305bf36bd7643b91448ef2206e8a0ca84a140789a99b0423a0a2533ea079ca7e049843e69e5fa2c25a163819110"
     "cec1a30acbbb3a422a40d8",
     "010c9c64a0e0db6052dbc5646687d06dece5e9e0703153efe9cb816fe025e85354d3c5f869d6db3f4c0c01b5f97919a5e72ceebe03042e"
     "5aa99112691cffc2724828"},
};

struct X25519Vector {
    const char* scalar;
    const char* u;
    const char* out;
};

const char* const kBaseU = "0900000000000000000000000000000000000000000000000000000000000000";
// RFC 7748 5.2 (two vectors), 6.1 (Alice's and Bob's public keys, their shared secret).
const X25519Vector kX25519[] = {
    {"a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
     "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
     "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"},
    {"4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
     "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
     "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957"},
    {"77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a", kBaseU,
     "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"},
    {"5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb", kBaseU,
     "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f"},
    {"77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
     "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f",
     "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742"},
};

BigInt hex(const std::string& h) { return BigInt("0x" + h); }

std::string lower_hex(const BigInt& v) {
    std::string s = schemes::to_hex(v);  // "0x..."
    return s.substr(2);
}

sim::Config ecc_point(const std::string& curve, const std::string& mm, unsigned p, const std::string& method) {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("ecc"));
    c.set("ecc.curve", curve);
    c.set("ecc.mm", mm);
    c.set("ecc.method", method);
    c.set("scheme.p", int64_t(p));
    c.set("link.latency", int64_t(7));
    return c;
}

}  // namespace

TEST_CASE("ecc reference: NIST's known-answer multiples of G", "[ecc]") {
    for (const Vector& v : kNist) {
        INFO(v.curve << " k = " << v.k);
        const schemes::ecc::Curve& c = schemes::ecc::curve_named(v.curve);
        const schemes::ecc::Point r = schemes::ecc::weierstrass_multiple(c, BigInt(v.k), c.gx, c.gy);
        REQUIRE(r.has_value());
        CHECK(r->x == hex(v.x));
        CHECK(r->y == hex(v.y));
    }
    const schemes::ecc::Curve& p256 = schemes::ecc::curve_named("p256");
    CHECK_FALSE(schemes::ecc::weierstrass_multiple(p256, p256.n, p256.gx, p256.gy).has_value());  // n G = O
    CHECK_THROWS_WITH(schemes::ecc::weierstrass_multiple(p256, 2, p256.gx, p256.gy + 1),
                      Catch::Contains("not on p256"));
}

// The reference keeps the multiples it has worked out (one per operand set
// in a sweep): a kept answer must be keyed by every input.
TEST_CASE("ecc reference: a kept multiple answers only for its own curve, scalar and point", "[ecc]") {
    using schemes::ecc::Point;
    using schemes::ecc::weierstrass_multiple;
    auto same = [](const Point& a, const Point& b) { return a && b && a->x == b->x && a->y == b->y; };
    const schemes::ecc::Curve& p256 = schemes::ecc::curve_named("p256");
    const schemes::ecc::Curve& p384 = schemes::ecc::curve_named("p384");
    const Point two = weierstrass_multiple(p256, 2, p256.gx, p256.gy);
    REQUIRE(two.has_value());
    const Point four = weierstrass_multiple(p256, 2, two->x, two->y);  // the same k, another point
    CHECK_FALSE(same(four, two));
    CHECK(same(four, weierstrass_multiple(p256, 4, p256.gx, p256.gy)));
    CHECK_FALSE(same(weierstrass_multiple(p256, 3, p256.gx, p256.gy), two));  // the same point, another k
    CHECK_FALSE(same(weierstrass_multiple(p384, 2, p384.gx, p384.gy), two));  // another curve
    CHECK(same(weierstrass_multiple(p256, 2, p256.gx, p256.gy), two));         // asked again: the same
    for (int twice = 0; twice < 2; ++twice)  // a refusal is not kept as an answer
        CHECK_THROWS_WITH(weierstrass_multiple(p256, 2, p256.gx, p256.gy + 1), Catch::Contains("not on p256"));
    const schemes::ecc::Curve& x25519 = schemes::ecc::curve_named("x25519");
    const BigInt u2 = schemes::ecc::montgomery_u_multiple(x25519, 2, 9);
    CHECK(schemes::ecc::montgomery_u_multiple(x25519, 2, u2) == schemes::ecc::montgomery_u_multiple(x25519, 4, 9));
    CHECK(schemes::ecc::montgomery_u_multiple(x25519, 3, 9) != u2);
}

TEST_CASE("ecc reference: RFC 7748's X25519 vectors", "[ecc]") {
    const schemes::ecc::Curve& c = schemes::ecc::curve_named("x25519");
    for (const X25519Vector& v : kX25519) {
        INFO("scalar " << v.scalar);
        const BigInt k = schemes::ecc::x25519_decode_scalar(v.scalar, "k");
        const BigInt u = schemes::ecc::x25519_decode_u(v.u, "u");
        CHECK(schemes::ecc::x25519_encode(schemes::ecc::montgomery_u_multiple(c, k, u)) == v.out);
    }
    CHECK_THROWS_WITH(schemes::ecc::x25519_decode_scalar("09", "ecc.scalar"), Catch::Contains("64 hex digits"));
}

TEST_CASE("ecc: simulated runs give the published results on SOS, CIOS and pSHS", "[ecc]") {
    struct Run {
        unsigned vector;
        const char* mm;
        unsigned p;
        const char* method;
    };
    // Each NIST vector on another multiplier, core count and method.
    const Run runs[] = {{0, "sos", 1, "ladder"},          {1, "pshs", 2, "ladder"},
                        {2, "cios", 1, "double-and-add"}, {3, "pshs", 4, "double-and-add"},
                        {4, "pshs", 3, "double-and-add"}, {5, "pshs", 2, "double-and-add"}};
    for (const Run& r : runs) {
        const Vector& v = kNist[r.vector];
        INFO(v.curve << " k = " << v.k << " on " << r.mm << ", p = " << r.p << ", " << r.method);
        sim::Config c = ecc_point(v.curve, r.mm, r.p, r.method);
        c.set("ecc.scalar", schemes::to_hex(BigInt(v.k)));
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<bool>(st, "correct"));
        CHECK(stat<std::string>(st, "result_x") == "0x" + lower_hex(hex(v.x)));
        CHECK(stat<std::string>(st, "result_y") == "0x" + lower_hex(hex(v.y)));
        CHECK(stat<int64_t>(st, "inversions") == 1);
    }
    const struct {
        unsigned vector;
        const char* mm;
        unsigned p;
    } xruns[] = {{0, "sos", 1}, {1, "pshs", 4}, {2, "cios", 1}, {4, "pshs", 8}};
    for (const auto& r : xruns) {
        const X25519Vector& v = kX25519[r.vector];
        INFO("X25519 vector " << r.vector << " on " << r.mm << ", p = " << r.p);
        sim::Config c = ecc_point("x25519", r.mm, r.p, "ladder");
        c.set("ecc.scalar", std::string(v.scalar));
        c.set("ecc.u", std::string(v.u));
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<std::string>(st, "result_x") == v.out);
    }
}

TEST_CASE("ecc: every curve on SOS, CIOS and pSHS on 2 to 8 cores, random scalars, checked", "[ecc]") {
    for (const char* curve : {"p256", "p384", "p521", "x25519"})
        for (const auto& [mm, p] : {std::pair{"sos", 1u}, {"cios", 1u}, {"pshs", 2u}, {"pshs", 4u}, {"pshs", 8u}}) {
            INFO(curve << " on " << mm << ", p = " << p);
            const bool x25519 = std::string(curve) == "x25519";
            sim::Config c = ecc_point(curve, mm, p, x25519 ? "ladder" : "double-and-add");
            c.set("scheme.seed", int64_t(7));
            if (!x25519) c.set("ecc.scalar", std::string("0x9e3779b97f4a7c15"));  // 64 bits: a short run
            const sim::Stats st = sim::run_point(c);
            CHECK(stat<bool>(st, "correct"));
            const int64_t s = stat<int64_t>(st, "s");
            CHECK(s % p == 0);  // pSHS pads the prime's words to a multiple of p
            const double share = stat<double>(st, "field_share");
            CHECK(share > 0.5);
            CHECK(share < 1.0);
            if (std::string(mm) == "pshs") CHECK(stat<double>(st, "speedup") > 0.0);
        }
}

TEST_CASE("ecc: Algorithm 4 on the shared memory as the field multiplier (ecc.mm = pmont)", "[ecc][pmont]") {
    // The published vectors again, each on another core count: every core's word products and barriers are
    // checked against Algorithm 4's plan per multiplication (a mismatch fails the point), the result against
    // the vector.
    const struct {
        unsigned vector;
        unsigned p;
    } runs[] = {{0, 1}, {1, 2}, {3, 4}, {5, 5}};
    for (const auto& r : runs) {
        const Vector& v = kNist[r.vector];
        INFO(v.curve << " k = " << v.k << " on pmont, p = " << r.p);
        sim::Config c = ecc_point(v.curve, "pmont", r.p, "double-and-add");
        c.set("ecc.scalar", schemes::to_hex(BigInt(v.k)));
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<std::string>(st, "result_x") == "0x" + lower_hex(hex(v.x)));
        CHECK(stat<std::string>(st, "result_y") == "0x" + lower_hex(hex(v.y)));
        const std::string curve = v.curve;
        CHECK(stat<int64_t>(st, "s") == (curve == "p521" ? 17 : curve == "p384" ? 12 : 8));  // never padded
    }
    const X25519Vector& x = kX25519[1];
    sim::Config xc = ecc_point("x25519", "pmont", 3, "ladder");
    xc.set("ecc.scalar", std::string(x.scalar));
    xc.set("ecc.u", std::string(x.u));
    CHECK(stat<std::string>(sim::run_point(xc), "result_x") == x.out);
    // ECDSA switches the modulus to n and back (all s words of n' each): RFC 6979's signature, and a
    // verification, with the software barrier too.
    sim::Config sign = ecc_point("p256", "pmont", 4, "ladder");
    sign.set("ecc.operation", std::string("ecdsa-sign"));
    sign.set("ecc.key", std::string("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721"));
    sign.set("ecc.message", std::string("sample"));
    const sim::Stats signed_st = sim::run_point(sign);
    CHECK(stat<std::string>(signed_st, "signature_r") ==
          "0xefd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716");
    sim::Config verify = ecc_point("p256", "pmont", 2, "ladder");
    verify.set("ecc.operation", std::string("ecdsa-verify"));
    verify.set("barrier.kind", std::string("software"));
    CHECK(stat<bool>(sim::run_point(verify), "valid"));

    sim::Config grouped = ecc_point("p256", "pmont", 4, "ladder");
    grouped.set("scheme.groups", int64_t(2));
    CHECK_THROWS_WITH(sim::run_point(grouped), Catch::Contains("set scheme.groups = 1"));
    sim::Config masked = ecc_point("p256", "pmont", 2, "ladder");
    masked.set("scheme.final_subtraction", std::string("masked"));
    CHECK_THROWS_WITH(sim::run_point(masked), Catch::Contains("scheme.final_subtraction = branch"));
    CHECK_THROWS_WITH(sim::run_point(ecc_point("p256", "pmont", 9, "ladder")), Catch::Contains("scheme.p = 1..8"));
}

TEST_CASE("ecc: a user's mont_mul as the field multiplier (ecc.mm = program)", "[ecc][program]") {
    const std::string example = std::string(MONTSIM_SOURCE_DIR) + "/schemes/ecc/examples/mont_mul_cios.inc.s";
    auto user = [&](const std::string& curve, const std::string& file) {
        sim::Config c = ecc_point(curve, "program", 1, curve == "x25519" ? "ladder" : "double-and-add");
        c.set("scheme.program", file);
        return c;
    };
    // The example (CIOS by hand) reproduces the published vectors; its speedup is against SOS.
    for (unsigned i : {1u, 4u, 5u}) {
        const Vector& v = kNist[i];
        INFO(v.curve << " k = " << v.k);
        sim::Config c = user(v.curve, example);
        c.set("ecc.scalar", schemes::to_hex(BigInt(v.k)));
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<std::string>(st, "result_x") == "0x" + lower_hex(hex(v.x)));
        CHECK(stat<double>(st, "speedup") > 0.0);
    }
    sim::Config x = user("x25519", example);
    x.set("ecc.scalar", std::string(kX25519[0].scalar));
    x.set("ecc.u", std::string(kX25519[0].u));
    CHECK(stat<std::string>(sim::run_point(x), "result_x") == kX25519[0].out);
    sim::Config sign = user("p256", example);
    sign.set("ecc.operation", std::string("ecdsa-sign"));
    sign.set("ecc.key", std::string("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721"));
    sign.set("ecc.message", std::string("test"));
    CHECK(stat<std::string>(sim::run_point(sign), "signature_s") ==
          "0x19f4113742a2b14bd25926b49c649155f267e60d3814b4c0cc84250e46f0083");

    // A multiplier that forgets the final subtraction is caught by the reference.
    std::ifstream in(example);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string skip = "        bnei    r22, cios_done";
    REQUIRE(text.find(skip) != std::string::npos);
    text.replace(text.find(skip), skip.size(), "        bri     cios_done");
    const std::string broken = (std::filesystem::temp_directory_path() / "montsim_mont_mul_no_subtraction.s").string();
    std::ofstream(broken) << text;
    sim::Config wrong = user("p256", broken);
    wrong.set("scheme.seed", int64_t(3));
    CHECK_THROWS_WITH(sim::run_point(wrong), Catch::Contains("ecc core 0"));
    std::filesystem::remove(broken);

    sim::Config none = ecc_point("p256", "program", 1, "ladder");
    CHECK_THROWS_WITH(sim::run_point(none), Catch::Contains("set scheme.program"));
    CHECK_THROWS_WITH(sim::run_point(user("p256", "mont_mul.c")), Catch::Contains("takes an assembly file"));
    const std::string empty = (std::filesystem::temp_directory_path() / "montsim_no_mont_mul.s").string();
    std::ofstream(empty) << "        .text\nmy_mul:\n        rtsd    r15, 8\n        nop\n";
    CHECK_THROWS_WITH(sim::run_point(user("p256", empty)), Catch::Contains("must define the global label mont_mul"));
    std::filesystem::remove(empty);
    sim::Config stray = ecc_point("p256", "sos", 1, "ladder");
    stray.set("scheme.program", example);
    CHECK_THROWS_WITH(sim::run_point(stray), Catch::Contains("only with ecc.mm = program"));
}

TEST_CASE("ecc: the ladder's work does not follow the scalar, double-and-add's does", "[ecc]") {
    auto mults = [](const char* method, int64_t seed) {
        sim::Config c = ecc_point("p256", "sos", 1, method);
        c.set("scheme.seed", seed);
        return stat<int64_t>(sim::run_point(c), "multiplications");
    };
    CHECK(mults("ladder", 1) == mults("ladder", 2));
    CHECK(mults("double-and-add", 1) != mults("double-and-add", 2));
}

TEST_CASE("ecc: points it cannot run are refused with the reason", "[ecc]") {
    auto refused = [](sim::Config c, const std::string& says) {
        INFO(says);
        CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains(says));
    };
    refused(ecc_point("p256", "sos", 2, "ladder"), "runs on one core: set scheme.p = 1");
    refused(ecc_point("x25519", "sos", 1, "double-and-add"), "RFC 7748's ladder only");
    sim::Config big = ecc_point("p256", "sos", 1, "ladder");
    big.set("ecc.scalar", std::string("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"));
    refused(big, "below the group order n");
    sim::Config u = ecc_point("p256", "sos", 1, "ladder");
    u.set("ecc.u", std::string(kBaseU));
    refused(u, "ecc.u is X25519's input point");
    sim::Config curve = ecc_point("p256", "sos", 1, "ladder");
    curve.set("ecc.curve", std::string("p224"));
    refused(curve, "p224");
}

namespace {

// RFC 6979 A.2.5: the P-256 key, its public key, and per message (SHA-256) k, r, s.
const char* const kRfc6979Key = "c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721";
struct SignedMessage {
    const char* message;
    const char* k;
    const char* r;
    const char* s;
};
const SignedMessage kRfc6979[] = {
    {"sample", "a6e3c57dd01abe90086538398355dd4c3b17aa873382b0f24d6129493d8aad60",
     "efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716",
     "f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8"},
    {"test", "d16b6ae827f17175e040871a1c7ec3500192c4c92677336ec2537acaee0008e0",
     "f1abb023518351cd71d881567b1ea663ed3efcf6c5132b354f28d3b0b7d38367",
     "019f4113742a2b14bd25926b49c649155f267e60d3814b4c0cc84250e46f0083"},
};

}  // namespace

TEST_CASE("ecdsa reference: RFC 6979's P-256 vectors", "[ecc][ecdsa]") {
    using namespace schemes::ecc;
    const Curve& c = curve_named("p256");
    const BigInt x = hex(kRfc6979Key);
    const Point q = weierstrass_multiple(c, x, c.gx, c.gy);
    REQUIRE(q.has_value());
    CHECK(q->x == hex("60fed4ba255a9d31c961eb74c6356d68c049b8923b61fa6ce669622e60f29fb6"));
    CHECK(q->y == hex("7903fe1008b8bc99a41ae9e95628bc64f2f1b20c2d7e9f5177a3c294d4462299"));
    for (const SignedMessage& m : kRfc6979) {
        INFO(m.message);
        const BigInt k = rfc6979_nonce(c, x, m.message);
        CHECK(k == hex(m.k));
        const Signature sig = ecdsa_sign(c, x, k, message_hash(c, m.message));
        CHECK(sig.r == hex(m.r));
        CHECK(sig.s == hex(m.s));
        CHECK(ecdsa_verify(c, q, sig, message_hash(c, m.message)));
        CHECK_FALSE(ecdsa_verify(c, q, Signature{sig.r, sig.s ^ 1}, message_hash(c, m.message)));
        CHECK_FALSE(ecdsa_verify(c, q, sig, message_hash(c, "other")));
    }
}

TEST_CASE("ecdsa: the cores sign as RFC 6979 says and verify, on SOS, CIOS and pSHS", "[ecc][ecdsa]") {
    const struct {
        unsigned message;
        const char* mm;
        unsigned p;
    } signs[] = {{0, "sos", 1}, {1, "cios", 1}, {0, "pshs", 2}, {1, "pshs", 4}};
    for (const auto& r : signs) {
        const SignedMessage& m = kRfc6979[r.message];
        INFO(m.message << " on " << r.mm << ", p = " << r.p);
        sim::Config c = ecc_point("p256", r.mm, r.p, "ladder");
        c.set("ecc.operation", std::string("ecdsa-sign"));
        c.set("ecc.key", std::string(kRfc6979Key));
        c.set("ecc.message", std::string(m.message));
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<std::string>(st, "signature_r") == "0x" + lower_hex(hex(m.r)));
        CHECK(stat<std::string>(st, "signature_s") == "0x" + lower_hex(hex(m.s)));
        CHECK(stat<int64_t>(st, "inversions") == 2);  // z^-1 mod p, k^-1 mod n
    }
    for (bool forge : {false, true})
        for (const auto& [mm, p] : {std::pair{"cios", 1u}, {"pshs", 2u}}) {
            INFO((forge ? "forged" : "genuine") << " on " << mm << ", p = " << p);
            sim::Config c = ecc_point("p256", mm, p, "ladder");
            c.set("ecc.operation", std::string("ecdsa-verify"));
            c.set("ecc.message", std::string("test"));
            c.set("ecc.forge", forge);
            const sim::Stats st = sim::run_point(c);
            CHECK(stat<bool>(st, "valid") == !forge);
        }
    // P-384 and P-521 sign with SHA-256 too (a random key), checked by the reference.
    for (const char* curve : {"p384", "p521"}) {
        INFO(curve);
        sim::Config c = ecc_point(curve, "pshs", 2, "ladder");
        c.set("ecc.operation", std::string("ecdsa-sign"));
        CHECK(stat<bool>(sim::run_point(c), "correct"));
    }
}

TEST_CASE("ecdsa: combinations it cannot run are refused", "[ecc][ecdsa]") {
    auto refused = [](sim::Config c, const std::string& says) {
        INFO(says);
        CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains(says));
    };
    sim::Config x = ecc_point("x25519", "sos", 1, "ladder");
    x.set("ecc.operation", std::string("ecdsa-sign"));
    refused(x, "signs on a NIST curve");
    sim::Config given = ecc_point("p256", "sos", 1, "ladder");
    given.set("ecc.operation", std::string("ecdsa-sign"));
    given.set("ecc.scalar", std::string("0x5"));
    refused(given, "takes its nonce from RFC 6979");
    sim::Config forge = ecc_point("p256", "sos", 1, "ladder");
    forge.set("ecc.forge", true);
    refused(forge, "set ecc.operation = ecdsa-verify");
    sim::Config key = ecc_point("p256", "sos", 1, "ladder");
    key.set("ecc.operation", std::string("ecdsa-sign"));
    key.set("ecc.key", std::string("0x0"));
    refused(key, "must be in 1 .. n - 1");
}

TEST_CASE("ecc: groups of cores, each its own scalar multiplication, latency against throughput", "[ecc]") {
    sim::Config c = ecc_point("x25519", "pshs", 4, "ladder");
    c.set("scheme.groups", int64_t(2));
    c.set("platform.topology", std::string("p2p"));
    const sim::Stats st = sim::run_point(c);
    CHECK(stat<bool>(st, "correct"));  // each group's result against its own scalar's reference
    CHECK(stat<int64_t>(st, "groups") == 2);
    CHECK(stat<int64_t>(st, "group_cores") == 2);
    const double cycles = double(stat<int64_t>(st, "cycles"));
    CHECK(stat<double>(st, "throughput") == Approx(2e6 / cycles));
    CHECK(stat<double>(st, "interference") == Approx(0.0).margin(0.01));  // rings of their own on p2p
    // One core per group with a one-core multiplier.
    sim::Config sos = ecc_point("p256", "cios", 3, "double-and-add");
    sos.set("scheme.groups", int64_t(3));
    sos.set("ecc.scalar", std::string("0x9e3779b97f4a7c15"));
    CHECK(stat<int64_t>(sim::run_point(sos), "groups") == 3);
    sim::Config uneven = ecc_point("p256", "pshs", 4, "ladder");
    uneven.set("scheme.groups", int64_t(3));
    CHECK_THROWS_WITH(sim::run_point(uneven), Catch::Contains("does not divide scheme.p"));
}
