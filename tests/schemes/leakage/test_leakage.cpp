// The timing-leakage experiment (schemes/leakage): Welch's t, the operand
// classes against an independent word-level SOS, the label accounting of a
// trace, the constant-time final subtraction of every hand-written kernel
// (correct on both sides of T >= N, s = 1 included; the CIOS one the same
// cycles whatever the operands), and `montsim leakage` finding the known
// leaks and not the constant-time kernel.
#include <catch2/catch.hpp>

#include <cmath>
#include <sstream>

#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/leakage/OperandClasses.hpp"
#include "schemes/leakage/TraceLabels.hpp"
#include "schemes/leakage/WelchT.hpp"
#include "sim/Command.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using namespace montsim::schemes;
using namespace montsim::schemes::leakage;

namespace {

Moments of(std::initializer_list<double> xs) {
    Moments m;
    for (double x : xs) m.add(x);
    return m;
}

// Algorithm 1 word by word (uint64_t arithmetic, written apart from the
// Boost formula): whether U >= N before the final subtraction.
bool sos_needs_subtraction(const Words& a, const Words& b, const Words& n, unsigned s) {
    const uint32_t np = neg_inverse_mod_2_32(n[0]);
    std::vector<uint32_t> t(2 * s + 2, 0);
    for (unsigned i = 0; i < s; ++i) {
        uint64_t c = 0;
        for (unsigned j = 0; j < s; ++j) {
            const uint64_t r = uint64_t(a[j]) * b[i] + t[i + j] + c;
            t[i + j] = uint32_t(r), c = r >> 32;
        }
        t[i + s] = uint32_t(c);
    }
    for (unsigned i = 0; i < s; ++i) {
        uint64_t c = 0;
        const uint32_t m = t[i] * np;
        for (unsigned j = 0; j < s; ++j) {
            const uint64_t r = uint64_t(m) * n[j] + t[i + j] + c;
            t[i + j] = uint32_t(r), c = r >> 32;
        }
        for (unsigned k = i + s; c; ++k) {
            const uint64_t r = uint64_t(t[k]) + c;
            t[k] = uint32_t(r), c = r >> 32;
        }
    }
    if (t[2 * s]) return true;
    for (unsigned j = s; j-- > 0;)
        if (t[s + j] != n[j]) return t[s + j] > n[j];
    return true;
}

struct CommandRun {
    int status;
    std::string out, err;
};

CommandRun run_leakage(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int status = sim::commands().get("leakage").run(args, out, err);
    return {status, out.str(), err.str()};
}

}  // namespace

TEST_CASE("leakage: Welch's t", "[leakage]") {
    // Means 2 and 5, sample variances 1 and 1, n 3 each: t = -3 / sqrt(2/3).
    CHECK(welch_t(of({1, 2, 3}), of({4, 5, 6})) == Approx(-3 / std::sqrt(2.0 / 3)));
    CHECK(welch_t(of({4, 5, 6}), of({1, 2, 3})) == Approx(3 / std::sqrt(2.0 / 3)));
    // Unequal variances and sizes: var 2.5 (n 5) and 0.5 (n 2).
    CHECK(welch_t(of({1, 2, 3, 4, 5}), of({0, 1})) == Approx(2.5 / std::sqrt(2.5 / 5 + 0.5 / 2)));
    // A deterministic machine: constant samples.
    CHECK(welch_t(of({7, 7}), of({7, 7, 7})) == 0);
    CHECK(std::isinf(welch_t(of({7, 7}), of({8, 8}))));
    CHECK(welch_t(of({7, 7}), of({8, 8})) < 0);
    CHECK_THROWS_AS(welch_t(of({1}), of({1, 2})), std::invalid_argument);
    const Moments m = of({3, 9, 6});
    CHECK(m.mean == Approx(6));
    CHECK(m.variance() == Approx(9));
    CHECK(m.min == 3);
    CHECK(m.max == 9);
}

TEST_CASE("leakage: the subtraction classes agree with a word-level SOS", "[leakage]") {
    for (unsigned s : {1u, 2u, 8u}) {
        OperandClasses classes(LeakageTest::Subtraction, s, 3, 5, true, false, 0);
        for (int klass : {0, 1})
            for (int k = 0; k < 20; ++k) {
                const KeyValues kv = classes.sample(klass);
                REQUIRE(kv.size() == 3);
                const MontOperands ops = operands_from_text(s, 1, kv[1].second, kv[2].second, kv[0].second);
                INFO("s = " << s << ", class " << klass);
                CHECK(sos_needs_subtraction(ops.a, ops.b, ops.n, s) == (klass == 1));
                CHECK(extra_reduction(to_big(ops.a), to_big(ops.b), to_big(ops.n), s) == (klass == 1));
            }
    }
    // The modulus is scheme.seed's, the fixed pair too.
    const MontOperands ref = random_operands(4, 9);
    OperandClasses fr(LeakageTest::FixedRandom, 4, 9, 1, true, false, 0);
    const KeyValues fixed = fr.sample(0);
    CHECK(fixed[0].second == to_hex(to_big(ref.n)));
    CHECK(fixed[1].second == to_hex(to_big(ref.a)));
    CHECK(fixed[2].second == to_hex(to_big(ref.b)));
    CHECK(fr.sample(0) == fixed);
    CHECK(fr.sample(1) != fr.sample(1));
}

TEST_CASE("leakage: Hamming-weight exponents keep their length and differ in weight", "[leakage]") {
    OperandClasses h(LeakageTest::Hamming, 4, 1, 2, false, true, 64);
    size_t weight[2] = {0, 0};
    for (int klass : {0, 1})
        for (int k = 0; k < 50; ++k) {
            const KeyValues kv = h.sample(klass);
            REQUIRE(kv.size() == 3);  // n, a, exponent: no b for modexp
            CHECK(kv[2].first == "scheme.exponent");
            const BigInt e = parse_hex(kv[2].second, "e");
            CHECK(msb(e) == 63);
            for (unsigned i = 0; i < 64; ++i) weight[klass] += bit_test(e, i) ? 1 : 0;
        }
    CHECK(weight[0] < 50 * 16);
    CHECK(weight[1] > 50 * 48);
    CHECK_THROWS_WITH(OperandClasses(LeakageTest::Subtraction, 4, 1, 2, false, true, 64),
                      Catch::Contains("--test subtraction is of one Montgomery multiplication"));
    CHECK_THROWS_WITH(OperandClasses(LeakageTest::Hamming, 4, 1, 2, true, false, 0),
                      Catch::Contains("scheme.exponent (modexp)"));
    CHECK_THROWS_WITH(leakage_test("fixed"), "--test fixed: the tests are fixed-random, subtraction and hamming");
}

TEST_CASE("leakage: a trace's cycles by label add up to its halt cycle", "[leakage]") {
    const std::string trace = R"({"t":0,"ev":"label","name":"_start","pc":0}
{"t":3,"ev":"label","name":"loop","pc":12}
{"t":5,"t_end":9,"ev":"get","port":0,"word":1,"pc":16,"ok":true}
{"t":10,"ev":"label","name":"loop","pc":12}
{"t":14,"ev":"label","name":"done,exit","pc":20}
{"t":20,"ev":"halt"}
)";
    const auto cycles = label_cycles(trace);
    CHECK(cycles.at("_start") == 3);
    CHECK(cycles.at("loop") == 11);
    CHECK(cycles.at("done,exit") == 6);
    CHECK(cycles.size() == 3);
    CHECK_THROWS_WITH(label_cycles("{\"x\":1}\n"), Catch::Contains("trace line 1 is not a trace event"));
}

TEST_CASE("leakage: the masked final subtraction is correct on both sides of T >= N, s = 1 too", "[leakage][masked]") {
    for (const char* scheme : {"sos", "cios", "pshs"})
        for (unsigned bits : {32u, 64u, 256u}) {
            if (std::string(scheme) == "pshs" && bits < 256) continue;  // s divisible by p*q
            OperandClasses classes(LeakageTest::Subtraction, bits / 32, 2, 7, true, false, 0);
            for (int klass : {0, 1})
                for (int k = 0; k < 3; ++k) {
                    std::vector<std::string> sets = {std::string("scheme.name=") + scheme,
                                                     "scheme.bits=" + std::to_string(bits),
                                                     "scheme.final_subtraction=masked"};
                    for (const auto& [key, value] : classes.sample(klass)) sets.push_back(key + "=" + value);
                    INFO(scheme << " " << bits << " bits, class " << klass);
                    const sim::Stats st = sim::run_point(sim::config_from_sets(sets));
                    CHECK(std::get<bool>(sim::stat_value(st, "correct")));
                }
        }
}

TEST_CASE("leakage: scheme.final_subtraction = masked is refused where no masked kernel exists", "[leakage][masked]") {
    auto run = [](std::vector<std::string> sets) { return sim::run_point(sim::config_from_sets(sets)); };
    CHECK_THROWS_WITH(run({"scheme.name=sos", "scheme.bits=64", "core.hw_mul=mul32", "scheme.kernel=libgcc",
                           "scheme.final_subtraction=masked"}),
                      Catch::Contains("sos's libgcc kernel (sos/sos_libgcc.s) has no masked form"));
    CHECK_THROWS_WITH(run({"scheme.name=sos", "scheme.bits=64", "scheme.kernel=c", "scheme.final_subtraction=masked"}),
                      Catch::Contains("not of the C gcc compiles"));
}

TEST_CASE("montsim leakage finds the branch subtraction and the window skip, not the masked CIOS", "[leakage][cli]") {
    const CommandRun branch = run_leakage({"--set", "scheme.name=sos", "--set", "scheme.bits=128", "--test",
                                       "subtraction", "--samples", "30", "--labels", "4", "-j", "1"});
    INFO(branch.out << branch.err);
    REQUIRE(branch.status == 0);
    CHECK_THAT(branch.out, Catch::Contains("verdict: the cycles tell T < N from T >= N"));
    CHECK_THAT(branch.out, Catch::Contains("core0 final_sub_word"));
    CHECK_THAT(branch.out, Catch::Contains("parameters: scheme.name=sos scheme.bits=128"));

    const CommandRun masked = run_leakage({"--set", "scheme.name=cios", "--set", "scheme.bits=128", "--set",
                                       "scheme.final_subtraction=masked", "--samples", "30", "--labels", "4", "-j",
                                       "1"});
    INFO(masked.out << masked.err);
    REQUIRE(masked.status == 0);
    CHECK_THAT(masked.out, Catch::Contains("verdict: no dependence found: every one of the 60 runs took"));
    CHECK_THAT(masked.out, Catch::Contains("none differs"));

    const CommandRun window = run_leakage({"--set", "scheme.name=modexp", "--set", "scheme.bits=64", "--set",
                                       "scheme.mm=sos", "--set", "scheme.p=1", "--set", "scheme.window=4", "--test", "hamming",
                                       "--exponent-bits", "32", "--samples", "12", "--labels", "0", "-j", "1"});
    INFO(window.out << window.err);
    REQUIRE(window.status == 0);
    CHECK_THAT(window.out, Catch::Contains("verdict: the cycles tell low weight from high weight"));
    CHECK_THAT(window.out, Catch::Contains("multiplications"));

    // Refusals: operands the experiment draws, a test the scheme cannot take.
    const CommandRun given = run_leakage({"--set", "scheme.name=sos", "--set", "scheme.a=0x3", "--samples", "2"});
    CHECK(given.status == 1);
    CHECK_THAT(given.err, Catch::Contains("--set scheme.a: the experiment draws the operands itself"));
    const CommandRun sub = run_leakage({"--set", "scheme.name=modexp", "--set", "scheme.bits=64", "--test",
                                        "subtraction", "--samples", "2", "-j", "1"});
    CHECK(sub.status == 1);
    CHECK_THAT(sub.err, Catch::Contains("modexp makes many"));
    CHECK_THROWS_AS(run_leakage({"--samples", "1"}), sim::UsageError);
}

TEST_CASE("montsim leakage varies an ECC scalar: double-and-add leaks, the masked CIOS ladder does not", "[leakage][cli]") {
    const CommandRun ladder = run_leakage({"--set", "scheme.name=ecc", "--set", "ecc.curve=x25519", "--set",
                                           "ecc.mm=cios", "--set", "scheme.p=1", "--set",
                                           "scheme.final_subtraction=masked", "--samples", "6", "--labels", "0", "-j",
                                           "1"});
    INFO(ladder.out << ladder.err);
    REQUIRE(ladder.status == 0);
    CHECK_THAT(ladder.out, Catch::Contains("255-bit scalars (ecc.scalar"));
    CHECK_THAT(ladder.out, Catch::Contains("verdict: no dependence found: every one of the 12 runs took"));

    const CommandRun dbl = run_leakage({"--set", "scheme.name=ecc", "--set", "ecc.method=double-and-add", "--set",
                                        "ecc.mm=cios", "--set", "scheme.p=1", "--set",
                                        "scheme.final_subtraction=masked", "--test", "hamming", "--samples", "6",
                                        "--labels", "0", "-j", "1"});
    INFO(dbl.out << dbl.err);
    REQUIRE(dbl.status == 0);
    CHECK_THAT(dbl.out, Catch::Contains("255-bit scalars"));  // P-256's n has 256 bits: one fewer, below n
    CHECK_THAT(dbl.out, Catch::Contains("verdict: the cycles tell low weight from high weight"));
    CHECK_THAT(dbl.out, Catch::Contains("multiplications"));

    const CommandRun given = run_leakage({"--set", "scheme.name=ecc", "--set", "ecc.scalar=0x5", "--samples", "2"});
    CHECK(given.status == 1);
    CHECK_THAT(given.err, Catch::Contains("--set ecc.scalar: the experiment draws the scalar itself"));
    const CommandRun sub = run_leakage({"--set", "scheme.name=ecc", "--test", "subtraction", "--samples", "2"});
    CHECK(sub.status == 1);
    CHECK_THAT(sub.err, Catch::Contains("a scalar multiplication makes thousands"));
}
