// Whole modular exponentiations (scheme.name = "modexp"): every result is
// checked against Boost's powm inside the run (a wrong one throws), and the
// multiplications made against the window method's count; these tests run
// the scheme over window widths, core counts, both multipliers and given
// exponents, and check its errors.
#include <algorithm>
#include <catch2/catch.hpp>
#include <boost/multiprecision/integer.hpp>

#include "schemes/common/Signatures.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using test::stat;

namespace {

sim::Config modexp(unsigned bits, unsigned p, unsigned window, const std::string& mm = "pshs") {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("modexp"));
    c.set("scheme.bits", int64_t(bits));
    c.set("scheme.p", int64_t(p));
    c.set("scheme.window", int64_t(window));
    c.set("scheme.mm", mm);
    c.set("link.latency", int64_t(7));
    return c;
}

}  // namespace

TEST_CASE("modexp: A^E mod N on 1 to 8 cores, windows 1 to 6, both multipliers", "[modexp]") {
    for (unsigned window : {1u, 2u, 3u, 4u, 6u})
        for (unsigned p : {1u, 2u, 4u, 8u})
            for (uint64_t seed : {1u, 2u}) {
                INFO("window " << window << ", p = " << p << ", seed " << seed);
                sim::Config c = modexp(256, p, window);
                c.set("scheme.seed", int64_t(seed));
                const sim::Stats st = sim::run_point(c);
                CHECK(stat<bool>(st, "correct"));
                CHECK(stat<int64_t>(st, "exponent_bits") == 256);
                // The window method's count: 2^k - 1 for the table and the
                // conversion in, 255 - (first window's width) + 1 squarings
                // and conversion out, plus one per non-zero window.
                const int64_t mults = stat<int64_t>(st, "multiplications");
                const int64_t windows = (256 + window - 1) / window;
                CHECK(mults >= (int64_t(1) << window) + (windows - 1) * window);
                CHECK(mults <= (int64_t(1) << window) + (windows - 1) * (window + 1));
                CHECK(stat<double>(st, "speedup") > 0.0);
                if (p == 1) {
                    // pSHS on one core does more work than SOS (the Task Block bookkeeping).
                    CHECK(stat<double>(st, "speedup") < 1.0);
                }
            }
}

TEST_CASE("modexp: the SOS exponentiation is the baseline and runs on one core", "[modexp]") {
    const sim::Stats sos = sim::run_point(modexp(512, 1, 4, "sos"));
    CHECK(stat<bool>(sos, "correct"));
    const sim::Stats pshs = sim::run_point(modexp(512, 4, 4));
    CHECK(stat<int64_t>(pshs, "t_sos") == stat<int64_t>(sos, "cycles"));
    CHECK(stat<int64_t>(pshs, "multiplications") == stat<int64_t>(sos, "multiplications"));
    CHECK(stat<double>(pshs, "speedup") > 1.5);
    CHECK_THROWS_WITH(sim::run_point(modexp(512, 2, 1, "sos")), Catch::Contains("scheme.mm = sos runs on one core"));
}

TEST_CASE("modexp: given exponents, small and large", "[modexp]") {
    for (const char* e : {"1", "2", "3", "10001", "ffffffff", "8000000000000000000000000000000000000001"}) {
        INFO("E = 0x" << e);
        for (unsigned window : {1u, 3u}) {
            sim::Config c = modexp(128, 2, window);
            c.set("scheme.exponent", std::string(e));
            const sim::Stats st = sim::run_point(c);
            CHECK(stat<bool>(st, "correct"));
        }
    }
    sim::Config c = modexp(128, 2, 1);
    c.set("scheme.exponent", std::string("0"));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("scheme.exponent = 0"));
    c.set("scheme.exponent", std::string("12g4"));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("not a hexadecimal number"));
}

TEST_CASE("modexp: a window table that does not fit names the fix", "[modexp]") {
    // 2^6 entries of 129 words: 33 KiB, more than 32 KiB of local memory.
    sim::Config c = modexp(4096, 4, 6);
    c.set("scheme.exponent", std::string("10001"));
    c.set("core.memory_kb", int64_t(32));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("lower scheme.window or raise core.memory_kb"));
    c.set("core.memory_kb", int64_t(64));
    CHECK(stat<bool>(sim::run_point(c), "correct"));
}

TEST_CASE("modexp with CRT: two half-size exponentiations on the two halves of the cores", "[modexp]") {
    for (unsigned p : {2u, 4u})
        for (unsigned window : {1u, 4u}) {
            INFO("p = " << p << ", window " << window);
            sim::Config c = modexp(512, p, window);
            c.set("scheme.crt", true);
            c.set("platform.topology", std::string("p2p"));
            const sim::Stats crt = sim::run_point(c);
            CHECK(stat<bool>(crt, "correct"));  // both halves and the recombined A^d mod N checked
            // The same key without CRT on the same cores (the baseline's key, given as hex).
            const int64_t t_sos = stat<int64_t>(crt, "t_sos");
            CHECK(stat<double>(crt, "speedup") == Approx(double(t_sos) / double(stat<int64_t>(crt, "cycles"))));
            CHECK(stat<double>(crt, "speedup") > double(p));  // half-size arithmetic: more than linear
        }
    sim::Config c = modexp(512, 4, 1);
    c.set("scheme.crt", true);
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("platform.topology = \"p2p\""));  // two rings, not one
    c.set("platform.topology", std::string("p2p"));
    c.set("scheme.p", int64_t(3));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("an even scheme.p"));
    c.set("scheme.p", int64_t(2));
    c.set("scheme.exponent", std::string("10001"));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("drop scheme.exponent"));
}

namespace {

sim::Config grouped(unsigned bits, unsigned p, unsigned groups, const std::string& topology = "p2p") {
    sim::Config c = modexp(bits, p, 1);
    c.set("scheme.groups", int64_t(groups));
    c.set("scheme.exponent_bits", int64_t(48));
    c.set("platform.topology", topology);
    return c;
}

}  // namespace

TEST_CASE("modexp groups: g groups of p/g cores, each its own exponentiation, all checked", "[modexp][groups]") {
    for (unsigned g : {1u, 2u, 4u}) {
        INFO("4 cores as " << g << " groups");
        const sim::Stats st = sim::run_point(grouped(256, 4, g));
        CHECK(stat<bool>(st, "correct"));
        CHECK(stat<int64_t>(st, "groups") == g);
        CHECK(stat<int64_t>(st, "group_cores") == 4 / g);
        const int64_t cycles = stat<int64_t>(st, "cycles");
        CHECK(stat<double>(st, "throughput") == Approx(g * 1e6 / double(cycles)));
        CHECK(stat<double>(st, "multiplication_throughput") ==
              Approx(double(stat<int64_t>(st, "multiplications")) * 1e6 / double(cycles)));
        // Every group's span is listed; the slowest is the whole run (all start at cycle 0).
        const std::string each = stat<std::string>(st, "group_cycles");
        CHECK(std::count(each.begin(), each.end(), ':') == int(g));
        CHECK(stat<int64_t>(st, "latency_max_cycles") == cycles);
        CHECK(stat<double>(st, "latency_cycles") <= double(cycles));
        // The first group alone on the same platform runs as one group of
        // p/g cores on a platform of its own (same operands: scheme.seed +
        // 0), and sub-rings of point-to-point links share nothing.
        if (g > 1) {
            const sim::Stats alone = sim::run_point(grouped(256, 4 / g, 1));
            CHECK(stat<int64_t>(st, "solo_cycles") == stat<int64_t>(alone, "cycles"));
            CHECK(stat<double>(st, "interference") == 0.0);
            // Each group has its own operands: the groups' exponents differ,
            // so their multiplication counts (and spans) do.
            CHECK(stat<int64_t>(st, "multiplications") != g * stat<int64_t>(alone, "multiplications"));
        }
    }
}

TEST_CASE("modexp groups: where the groups share the network, they slow each other", "[modexp][groups]") {
    // A bus carries every group's words; on a mesh with the cores scattered
    // (random placement) the groups' routes cross. Each point's interference
    // is its first group's span over that group alone on the same platform.
    for (const std::string placement : {"identity", "random"}) {
        INFO(placement);
        sim::Config c = grouped(256, 8, placement == "identity" ? 4 : 2, placement == "identity" ? "bus" : "mesh");
        c.set("platform.placement", placement);
        c.set("link.latency", int64_t(300));
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<bool>(st, "correct"));
        const double interference = stat<double>(st, "interference");
        CHECK(interference > (placement == "identity" ? 0.0 : 0.01));
        const std::string each = stat<std::string>(st, "group_cycles");
        const int64_t first = std::stoll(each.substr(2, each.find(' ') - 2));  // "0:N ..."
        CHECK(double(first) / double(stat<int64_t>(st, "solo_cycles")) - 1.0 == Approx(interference));
        // The solo run itself: one group ran, the other cores halted at once.
        c.set("scheme.solo", true);
        const sim::Stats alone = sim::run_point(c);
        CHECK(stat<int64_t>(alone, "groups") == 1);
        CHECK(stat<int64_t>(alone, "cycles") == stat<int64_t>(st, "solo_cycles"));
    }
}

TEST_CASE("modexp groups: SOS per core, CRT per group, and the refusals", "[modexp][groups]") {
    sim::Config sos = grouped(256, 2, 2);
    sos.set("scheme.mm", std::string("sos"));
    CHECK(stat<bool>(sim::run_point(sos), "correct"));
    sim::Config crt = modexp(512, 4, 1);  // CRT's key has its own exponent
    crt.set("scheme.groups", int64_t(2));
    crt.set("platform.topology", std::string("p2p"));
    crt.set("scheme.crt", true);
    sim::Stats st;
    REQUIRE_NOTHROW(st = sim::run_point(crt));
    CHECK(stat<bool>(st, "correct"));  // each group's halves and its recombination checked
    CHECK(stat<int64_t>(st, "groups") == 2);

    CHECK_THROWS_WITH(sim::run_point(grouped(256, 4, 3)), Catch::Contains("scheme.groups = 3 does not divide"));
    sim::Config bad = grouped(256, 4, 2);
    bad.set("scheme.mm", std::string("sos"));
    CHECK_THROWS_WITH(sim::run_point(bad), Catch::Contains("one core per group"));
    bad = modexp(512, 2, 1);
    bad.set("scheme.groups", int64_t(2));
    bad.set("platform.topology", std::string("p2p"));
    bad.set("scheme.crt", true);
    CHECK_THROWS_WITH(sim::run_point(bad), Catch::Contains("scheme.p / scheme.groups (now 1)"));
    CHECK_THROWS_WITH(sim::run_point(grouped(256, 4, 2, "ring")), Catch::Contains("platform.topology = \"p2p\""));
    bad = grouped(256, 4, 1);
    bad.set("scheme.solo", true);
    CHECK_THROWS_WITH(sim::run_point(bad), Catch::Contains("scheme.solo = true runs the first of several groups"));
}

TEST_CASE("modexp, dsa.sign: RFC 6979's 2048-bit DSA signatures, g^k mod p on the cores", "[modexp][dsa]") {
    // RFC 6979 A.2.2, SHA-256: r and s of "sample" and "test" with the appendix's key, on SOS, pSHS and CIOS.
    const struct {
        const char* message;
        const char* r;
        const char* s;
        const char* mm;
        unsigned p;
    } cases[] = {{"sample", "0xeace8bdbbe353c432a795d9ec556c6d021f7a03f42c36e9bc87e4ac7932cc809",
                  "0x7081e175455f9247b812b74583e9e94f9ea79bd640dc962533b0680793a38d53", "sos", 1},
                 {"test", "0x8190012a1969f9957d56fccaad223186f423398d58ef5b3cefd5a4146a4476f0",
                  "0x7452a53f7075d417b4b013b278d1bb8bbd21863f5e7b1cee679cf2188e1ab19e", "pshs", 4},
                 {"test", "0x8190012a1969f9957d56fccaad223186f423398d58ef5b3cefd5a4146a4476f0",
                  "0x7452a53f7075d417b4b013b278d1bb8bbd21863f5e7b1cee679cf2188e1ab19e", "cios", 1}};
    for (const auto& c : cases) {
        INFO(c.message << " on " << c.mm << ", p = " << c.p);
        sim::Config cfg = modexp(2048, c.p, 1, c.mm);
        cfg.set("dsa.sign", true);
        cfg.set("dsa.message", std::string(c.message));
        const sim::Stats st = sim::run_point(cfg);
        CHECK(stat<bool>(st, "correct"));
        CHECK(stat<std::string>(st, "dsa_r") == c.r);
        CHECK(stat<std::string>(st, "dsa_s") == c.s);
    }
    sim::Config small = modexp(1024, 1, 1, "sos");
    small.set("dsa.sign", true);
    CHECK_THROWS_WITH(sim::run_point(small), Catch::Contains("set scheme.bits = 2048"));
    sim::Config crt = modexp(2048, 2, 1);
    crt.set("dsa.sign", true);
    crt.set("scheme.crt", true);
    CHECK_THROWS_WITH(sim::run_point(crt), Catch::Contains("takes no scheme.crt"));
}

TEST_CASE("modexp, dsa.verify: g^u1 y^u2 mod p in two passes on the cores; RFC 6979's signatures hold", "[modexp][dsa]") {
    // The reference first: RFC 6979 A.2.2's SHA-256 signatures of "sample" and "test" verify under y = g^x,
    // and fail with s or the message changed.
    const schemes::DsaGroup& group = schemes::rfc6979_dsa_2048();
    const schemes::BigInt x("0x69C7548C21D0DFEA6B9A51C9EAD4E27C33D3B3F180316E5BCAB92C933F0E4DBC");
    const schemes::BigInt y = boost::multiprecision::powm(group.g, x, group.p);
    const schemes::BigInt r("0xeace8bdbbe353c432a795d9ec556c6d021f7a03f42c36e9bc87e4ac7932cc809");
    const schemes::BigInt s("0x7081e175455f9247b812b74583e9e94f9ea79bd640dc962533b0680793a38d53");
    CHECK(schemes::dsa_verify(group, y, r, s, schemes::message_hash(group.q, "sample")));
    CHECK_FALSE(schemes::dsa_verify(group, y, r, s + 1, schemes::message_hash(group.q, "sample")));
    CHECK_FALSE(schemes::dsa_verify(group, y, r, s, schemes::message_hash(group.q, "test")));
    CHECK_FALSE(schemes::dsa_verify(group, y, r, group.q, schemes::message_hash(group.q, "sample")));

    // Simulated: the cores' product must equal Boost's (a mismatch fails the point) and their verdict the
    // reference's, on SOS, CIOS and pSHS.
    const struct {
        const char* mm;
        unsigned p;
        bool forge;
    } cases[] = {{"pshs", 2, false}, {"pshs", 4, true}, {"sos", 1, true}, {"cios", 1, false}};
    for (const auto& c : cases) {
        INFO(c.mm << ", p = " << c.p << (c.forge ? ", forged" : ""));
        sim::Config cfg = modexp(2048, c.p, 1, c.mm);
        cfg.set("dsa.verify", true);
        cfg.set("dsa.forge", c.forge);
        const sim::Stats st = sim::run_point(cfg);
        CHECK(stat<bool>(st, "correct"));
        CHECK(stat<bool>(st, "dsa_valid") == !c.forge);
        // Two passes: the table and the windows twice, the last multiplication of each.
        CHECK(stat<int64_t>(st, "multiplications") > 2 * 256);
    }
    sim::Config both = modexp(2048, 1, 1, "sos");
    both.set("dsa.verify", true);
    both.set("dsa.sign", true);
    CHECK_THROWS_WITH(sim::run_point(both), Catch::Contains("set one of dsa.sign and dsa.verify"));
    sim::Config forge = modexp(2048, 1, 1, "sos");
    forge.set("dsa.forge", true);
    CHECK_THROWS_WITH(sim::run_point(forge), Catch::Contains("set dsa.verify = true"));
}
