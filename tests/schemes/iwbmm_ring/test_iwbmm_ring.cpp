// scheme.name = "iwbmm_ring": the PE array's word-serial IWBMM_R in software
// on the FSL ring. Every run's result must be the bit-level algorithm's exact
// integer and Boost's product (a wrong one throws); these tests run it over
// core counts, sizes, link models and timing modes, and check its errors.
#include <catch2/catch.hpp>

#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using test::stat;

namespace {

sim::Config ring(unsigned bits, unsigned p, const std::string& model = "pipelined") {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("iwbmm_ring"));
    c.set("scheme.bits", int64_t(bits));
    c.set("scheme.p", int64_t(p));
    c.set("link.depth", int64_t(64));
    c.set("link.latency", int64_t(5));
    c.set("link.model", model);
    return c;
}

}  // namespace

TEST_CASE("iwbmm_ring: exact results on 1 to 7 cores, every link model, both fast and lock-step", "[iwbmm_ring]") {
    for (unsigned bits : {32u, 128u, 352u})
        for (unsigned p : {1u, 2u, 3u, 7u})
            for (const char* model : {"pipelined", "serial", "delayline"}) {
                INFO(bits << " bits, p = " << p << ", " << model);
                const sim::Stats st = sim::run_point(ring(bits, p, model));
                CHECK(stat<bool>(st, "correct"));
                const int64_t s = bits / 32;
                const int64_t columns = stat<int64_t>(st, "columns");
                CHECK(columns % p == 0);
                CHECK(columns * 31 >= int64_t(bits));
                CHECK(stat<int64_t>(st, "sub_iterations") == columns * (s + 1) * 31);
                CHECK(stat<double>(st, "ctu_sub") > 20.0);
            }
    sim::Config lock = ring(128, 3);
    lock.set("run.timing", std::string("lockstep"));
    lock.set("run.network", std::string("clocked"));
    CHECK(stat<int64_t>(sim::run_point(lock), "cycles") == stat<int64_t>(sim::run_point(ring(128, 3)), "cycles"));
}

TEST_CASE("iwbmm_ring: the FSL FIFOs must hold a column", "[iwbmm_ring]") {
    sim::Config c = ring(512, 4);
    c.set("link.depth", int64_t(16));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("link.depth >= 3(s+1) = 51"));
}
