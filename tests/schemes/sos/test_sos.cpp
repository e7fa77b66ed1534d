// SOS: the program against Boost on many sizes and edge operands, and the
// result check that must catch a wrong product.
#include <catch2/catch.hpp>

#include "cores/mb/cpu/MbCpu.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using test::stat;

namespace {

sim::Config sos_config(unsigned s, int64_t seed, const std::string& pipeline = "5-stage") {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("sos"));
    c.set("scheme.bits", int64_t(32 * s));
    c.set("scheme.seed", seed);
    c.set("core.pipeline", pipeline);
    return c;
}


// Runs SOS directly on an MbCpu (no SystemC) and returns the result words.
schemes::Words run_sos_on_cpu(const schemes::MontOperands& ops) {
    const mb::Program program = schemes::SosScheme::program();
    mb::MbCpu cpu(mb::CpuConfig{});
    cpu.load(program);
    const auto layout = schemes::SosScheme::load(cpu, program, ops);
    REQUIRE(cpu.run(uint64_t(1) << 40) == mb::StopReason::Halted);
    return schemes::SosScheme::read_result(cpu, layout, ops.s);
}

}  // namespace

TEST_CASE("SOS matches Boost.Multiprecision on random operands of many sizes", "[sos]") {
    for (unsigned s : {1u, 2u, 3u, 4u, 7u, 8u, 16u, 24u, 33u}) {
        for (uint64_t seed : {1u, 2u, 3u}) {
            INFO("s = " << s << ", seed = " << seed);
            const sim::Stats st = sim::run_point(sos_config(s, int64_t(seed)));
            CHECK(stat<bool>(st, "correct"));
            CHECK(stat<int64_t>(st, "s") == s);
        }
    }
}

TEST_CASE("SOS is correct on edge operands: zero, one, N - 1, and U = N before the subtraction", "[sos]") {
    for (unsigned s : {1u, 3u, 8u}) {
        schemes::MontOperands ops = schemes::random_operands(s, 7);
        const schemes::BigInt n = schemes::to_big(ops.n);
        // 0, 1 and N - 1 as A; 1 and N - 1 as B
        auto edge = [&](int which) { return which == 0 ? schemes::BigInt(0) : which == 1 ? schemes::BigInt(1) : schemes::BigInt(n - 1); };
        for (int wa = 0; wa < 3; ++wa) {
            for (int wb = 1; wb < 3; ++wb) {
                const schemes::BigInt a = edge(wa), b = edge(wb);
                ops.a = schemes::to_words(a, s);
                ops.b = schemes::to_words(b, s);
                INFO("s = " << s << " a = " << schemes::to_hex(a) << " b = " << schemes::to_hex(b));
                CHECK_NOTHROW(schemes::check_montgomery_result(ops, run_sos_on_cpu(ops), "SOS"));
            }
        }
    }
}

TEST_CASE("the result check catches a wrong product", "[sos]") {
    const schemes::MontOperands ops = schemes::random_operands(4, 1);
    schemes::Words u = run_sos_on_cpu(ops);
    CHECK_NOTHROW(schemes::check_montgomery_result(ops, u, "SOS"));
    u[2] ^= 1;
    CHECK_THROWS_WITH(schemes::check_montgomery_result(ops, u, "SOS"), Catch::Contains("wrong Montgomery product"));
}

TEST_CASE("SOS statistics: boxes are counted and the timer brackets the call", "[sos]") {
    const sim::Stats st = sim::run_point(sos_config(16, 1));
    const double ctu = stat<double>(st, "ctu");
    CHECK(ctu > 5);
    CHECK(ctu < 60);
    CHECK(stat<int64_t>(st, "mm_cycles") < stat<int64_t>(st, "cycles"));
    CHECK(stat<int64_t>(st, "box_cycles") < stat<int64_t>(st, "mm_cycles"));
}

TEST_CASE("SOS needs the 64-bit multiplier and says so", "[sos]") {
    sim::Config c = sos_config(4, 1);
    c.set("core.hw_mul", std::string("mul32"));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("mulhu") && Catch::Contains("64-bit multiplier"));
}

TEST_CASE("operand validation rejects an even modulus and operands not below N", "[sos]") {
    schemes::MontOperands ops = schemes::random_operands(4, 3);
    schemes::MontOperands even = ops;
    even.n[0] &= ~1u;
    CHECK_THROWS_WITH(schemes::validate_operands(even), Catch::Contains("odd"));
    schemes::MontOperands big = ops;
    big.a = big.n;
    CHECK_THROWS_WITH(schemes::validate_operands(big), Catch::Contains("A is not below N"));
    // Compared from the most significant word: a larger low word decides
    // only where every word above it is equal.
    schemes::MontOperands low_word = ops;
    low_word.b = low_word.n;
    low_word.b[0] = 0xFFFFFFFFu;
    CHECK_THROWS_WITH(schemes::validate_operands(low_word), Catch::Contains("B is not below N"));
    schemes::MontOperands top_word = ops;
    top_word.a = top_word.n;
    top_word.a[3] -= 1;  // N's top word has its high bit set
    top_word.a[0] = 0xFFFFFFFFu;
    CHECK_NOTHROW(schemes::validate_operands(top_word));
}

TEST_CASE("SOS gives the same cycles and statistics in lock-step and decoupled timing", "[sos][lockstep]") {
    for (const char* pipeline : {"5-stage", "3-stage"})
        for (unsigned s : {1u, 5u, 16u}) {
            sim::Config c = sos_config(s, 4, pipeline);
            const sim::Stats decoupled = sim::run_point(c);
            c.set("run.timing", std::string("lockstep"));
            const sim::Stats lockstep = sim::run_point(c);
            INFO(pipeline << " s = " << s);
            CHECK(decoupled == lockstep);
        }
}

// Golden cycle counts: any change of simulated timing must be deliberate.
// If one of these changes, explain why in the commit and update README.md's
// figures with it (s, pipeline -> total cycles, timed mont_sos cycles,
// instructions).
TEST_CASE("SOS golden cycle counts", "[sos][golden]") {
    struct Golden { unsigned s; const char* pipeline; int64_t cycles, mm_cycles, instructions; };
    const Golden golden[] = {
        {1, "5-stage", 190, 171, 157},   {4, "5-stage", 814, 795, 664},   {16, "5-stage", 9106, 9087, 7396},
        {1, "3-stage", 233, 205, 157},   {4, "3-stage", 1021, 993, 664},  {16, "3-stage", 11773, 11745, 7396},
    };
    for (const auto& g : golden) {
        INFO(g.pipeline << " s = " << g.s);
        const sim::Stats st = sim::run_point(sos_config(g.s, 1, g.pipeline));
        CHECK(stat<int64_t>(st, "cycles") == g.cycles);
        CHECK(stat<int64_t>(st, "mm_cycles") == g.mm_cycles);
        CHECK(stat<int64_t>(st, "instructions") == g.instructions);
    }
}

TEST_CASE("SOS libgcc kernel: correct on a core without mulhu, and slower per box", "[sos][libgcc]") {
    for (unsigned s : {1u, 3u, 8u, 16u}) {
        INFO("s = " << s);
        sim::Config c = sos_config(s, 5);
        c.set("scheme.kernel", std::string("libgcc"));
        c.set("core.hw_mul", std::string("mul32"));
        const sim::Stats slow = sim::run_point(c);
        CHECK(stat<bool>(slow, "correct"));
        const sim::Stats fast = sim::run_point(sos_config(s, 5));
        CHECK(stat<double>(slow, "ctu") > 2 * stat<double>(fast, "ctu"));
    }
}
