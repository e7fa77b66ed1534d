// What a point tells of how far it got (sim/RunProgress.hpp): the cycles
// every node simulated, added up, none counted twice or left out; a new
// point starts from nothing.
#include <catch2/catch.hpp>

#include "sim/Runner.hpp"
#include "sim/RunProgress.hpp"
#include "tests/StatLookup.hpp"
#include "tests/sim/PshsPoint.hpp"

using namespace montsim;
using montsim::test::stat;

TEST_CASE("a point's progress is the cycles its cores simulated, all together", "[progress]") {
    for (const unsigned p : {1u, 4u}) {
        INFO("p = " << p);
        // 64 words on p cores: short, but the hand-written kernel's cores
        // wait for each other (a core's run returns only at its end). Run
        // twice: the first also runs the SOS baseline, which counts too.
        sim::run_point(test::pshs_point(64, p, 1, 8));
        const sim::Stats st = sim::run_point(test::pshs_point(64, p, 1, 8));
        int64_t cycles = 0;
        for (unsigned i = 0; i < p; ++i) cycles += stat<int64_t>(st, "core" + std::to_string(i) + ".halt_cycle");
        CHECK(sim::progress::read().cycles == uint64_t(cycles));
    }
    // Past the report interval (2^24 cycles) a core reports as it goes; the
    // sum is the same. pSHS on one core at 1024 words: about 55 million cycles.
    sim::run_point(test::pshs_point(1024, 1, 1, 8));
    const sim::Stats st = sim::run_point(test::pshs_point(1024, 1, 1, 8));
    CHECK(stat<int64_t>(st, "core0.halt_cycle") > (int64_t{1} << 25));
    CHECK(sim::progress::read().cycles == uint64_t(stat<int64_t>(st, "core0.halt_cycle")));
    sim::progress::reset();
    CHECK(sim::progress::read().cycles == 0);
    CHECK(sim::progress::read().expected == 0);
}
