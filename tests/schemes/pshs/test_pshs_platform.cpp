// pSHS on the SystemC ring platform: correctness through run_point, the
// lock-step reference agreeing with decoupled timing, bad input, golden
// cycle counts.
#include <catch2/catch.hpp>

#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"
#include "tests/sim/PshsPoint.hpp"

using namespace montsim;
using test::stat;

namespace {

sim::Config pshs(unsigned s, unsigned p, unsigned q, int64_t ttu, const std::string& model = "pipelined") {
    return test::pshs_point(s, p, q, ttu, model);
}


}  // namespace

TEST_CASE("pSHS on the ring platform is correct on every core for many p, q, s", "[pshs][platform]") {
    struct Case { unsigned s, p, q; };
    const Case cases[] = {{1, 1, 1}, {4, 2, 1}, {4, 2, 2}, {6, 3, 2}, {8, 4, 2}, {12, 3, 1}, {16, 4, 4},
                          {16, 8, 2}, {24, 8, 3}, {32, 4, 8}, {32, 16, 2}, {64, 2, 32}};
    for (const auto& c : cases)
        for (int64_t seed : {1, 2}) {
            INFO("s = " << c.s << " p = " << c.p << " q = " << c.q << " seed = " << seed);
            sim::Config cfg = pshs(c.s, c.p, c.q, 37);
            cfg.set("scheme.seed", seed);
            const sim::Stats st = sim::run_point(cfg);
            CHECK(stat<bool>(st, "correct"));
            CHECK(stat<int64_t>(st, "q") == c.q);
            // The speedup divides the SOS baseline (run here on its own) by the
            // execution time.
            sim::Config sos = sim::default_config();
            sos.set("scheme.bits", int64_t(32 * c.s));
            sos.set("scheme.seed", seed);
            const int64_t t_sos = stat<int64_t>(sim::run_point(sos), "mm_cycles");
            CHECK(stat<int64_t>(st, "t_sos") == t_sos);
            CHECK(stat<double>(st, "speedup") == double(t_sos) / double(stat<int64_t>(st, "cycles")));
        }
}

TEST_CASE("pSHS: lock-step and decoupled timing give identical cycles and statistics", "[pshs][lockstep]") {
    struct Case { unsigned s, p, q; int64_t ttu; };
    const Case cases[] = {{4, 2, 1, 1}, {8, 2, 4, 50}, {12, 3, 2, 7}, {16, 4, 4, 300}, {16, 4, 1, 100}, {32, 8, 4, 33}};
    for (const auto& c : cases)
        for (const char* model : {"pipelined", "serial"}) {
            INFO("s = " << c.s << " p = " << c.p << " q = " << c.q << " TTU = " << c.ttu << " " << model);
            sim::Config cfg = pshs(c.s, c.p, c.q, c.ttu, model);
            const sim::Stats decoupled = sim::run_point(cfg);
            cfg.set("run.timing", std::string("lockstep"));
            const sim::Stats lockstep = sim::run_point(cfg);
            CHECK(decoupled == lockstep);
        }
}

TEST_CASE("pSHS bad input: s not divisible by p*q, a ring of the wrong size", "[pshs][platform]") {
    CHECK_THROWS_WITH(sim::run_point(pshs(16, 3, 2, 32)), Catch::Contains("not divisible by p*q"));
    CHECK_THROWS_WITH(sim::run_point(pshs(16, 3, 0, 32)), Catch::Contains("not divisible by p = 3"));
    sim::Config cfg = pshs(16, 8, 2, 32);
    cfg.set("platform.cores", int64_t(4));
    CHECK_THROWS_WITH(sim::run_point(cfg), Catch::Contains("runs on 8 core(s)") && Catch::Contains("platform.cores = 4"));
}

TEST_CASE("a pSHS run past the cycle limit stops with an error", "[pshs][platform]") {
    sim::Config cfg = pshs(16, 4, 4, 1000);
    cfg.set("run.cycle_limit", int64_t(5000));
    CHECK_THROWS_WITH(sim::run_point(cfg), Catch::Contains("run.cycle_limit = 5000"));
}

// Golden cycle counts: a change of simulated timing (core, link or kernel)
// shows here and must be deliberate; update README.md's figures with it.
// (s, p, q, TTU, link model) -> execution time, last halt, instructions.
TEST_CASE("pSHS golden cycle counts", "[pshs][golden]") {
    struct Golden { unsigned s, p, q; int64_t ttu; const char* model; int64_t cycles, halt, instructions; };
    const Golden golden[] = {
        {2, 2, 1, 10, "pipelined", 679, 687, 1025},    {4, 4, 1, 50, "pipelined", 1460, 1468, 3237},
        {6, 3, 2, 300, "pipelined", 3533, 3541, 3679}, {8, 8, 1, 100, "serial", 5761, 5769, 11147},
        {8, 4, 2, 50, "serial", 2535, 2543, 6142},     {16, 2, 4, 32, "pipelined", 8720, 8728, 13402},
    };
    for (const auto& g : golden) {
        INFO("s = " << g.s << " p = " << g.p << " q = " << g.q << " TTU = " << g.ttu << " " << g.model);
        const sim::Stats st = sim::run_point(pshs(g.s, g.p, g.q, g.ttu, g.model));
        CHECK(stat<int64_t>(st, "cycles") == g.cycles);
        CHECK(stat<int64_t>(st, "halt_cycles") == g.halt);
        CHECK(stat<int64_t>(st, "instructions") == g.instructions);
    }
}

TEST_CASE("execution times past 2^32 cycles do not wrap", "[pshs][platform][sos]") {
    // The reproducer of the reliability issue: with TTU = 5 * 10^8 the cores
    // halt near 5.5 * 10^9 cycles; the timer words the programs store wrap,
    // the core's own cycles at the reads do not.
    sim::Config c = pshs(16, 4, 4, 500000000);
    const sim::Stats st = sim::run_point(c);
    const int64_t et = stat<int64_t>(st, "cycles");
    CHECK(et > (int64_t(1) << 32));
    CHECK(et <= stat<int64_t>(st, "halt_cycles"));
    CHECK(et > 11 * int64_t(500000000));  // at least 11 sequential transfers, as at small TTU (3p - 1)
    CHECK(stat<double>(st, "speedup") < 1e-5);
    // A latency of exactly 2^32 used to read as a tiny execution time.
    c.set("link.latency", int64_t(1) << 32);
    c.set("run.cycle_limit", int64_t(1) << 40);
    CHECK(stat<int64_t>(sim::run_point(c), "cycles") > 11 * (int64_t(1) << 32));
}

TEST_CASE("pSHS scales to 256 cores and to 16384-bit operands with the default settings", "[pshs][platform][scale]") {
    struct Case { unsigned s, p; };
    for (const Case c : {Case{256, 256}, Case{512, 16}}) {
        INFO("s = " << c.s << ", p = " << c.p);
        const sim::Stats st = sim::run_point(pshs(c.s, c.p, 0, 32));
        CHECK(stat<bool>(st, "correct"));
        CHECK(stat<double>(st, "speedup") > c.p / 16.0);
    }
}
