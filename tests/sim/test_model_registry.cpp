// A core type and a latency model defined only in test files
// (tests/toys/ToyTimer.cpp, ToyLag.cpp) register with their own parameters
// and statistics and run through `montsim run` like the built-in ones:
// nothing in sim/ or network/ names them.
//
// - Core type "toytimer": a node that counts toytimer.ticks cycles and
//   finishes; its statistics group is "ticks". The scheme "toytimers" (also
//   defined here) runs scheme.p of them and checks that each finished at
//   its tick count.
// - Latency model "toylag": the pipelined rule with toylag.extra more
//   cycles per word; it counts the words it timed. pSHS over it must take
//   exactly the cycles of pipelined links with link.latency + toylag.extra,
//   and its word count must be the words the cores sent.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <systemc>

#include "network/LatencyModel.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Cli.hpp"
#include "sim/CoreType.hpp"
#include "sim/Platform.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/sim/PshsPoint.hpp"
#include "tests/sim/TempDir.hpp"
#include "tests/toys/Toys.hpp"

using namespace montsim;
using Catch::Matchers::Contains;

const char* const kTicks = toys::kToyTimerTicks;
const char* const kExtra = toys::kToyLagExtra;

TEST_CASE("a core type defined in a test registers its parameters and statistics and runs through montsim run",
          "[registry][cli]") {
    REQUIRE(sim::find_param(kTicks) != nullptr);
    CHECK_THAT(sim::overview_help(), Contains("toytimer.ticks") && Contains("toytimers (toytimer nodes)") &&
                                         Contains("<toytimer node>.*: per node: ticks"));

    montsim::test::TempDir dir;
    const std::string cfg = dir.write("timers.toml", R"([scheme]
name = "toytimers"
p = 3
[sweep]
"toytimer.ticks" = [7, 40]
)");
    const test::CliRun run = test::run_cli({"run", cfg, "--quiet", "-j", "1", "--out", (dir.path() / "out").string()});
    INFO(run.err);
    REQUIRE(run.status == sim::kExitOk);
    const std::string csv = montsim::test::read_file(dir.path() / "out" / "results.csv");
    CHECK_THAT(csv, Contains("cycles,instructions,correct,timers,core0.ticks,core1.ticks,core2.ticks"));
    CHECK_THAT(csv, Contains(",7,0,true,3,7,7,7\n"));
    CHECK_THAT(csv, Contains(",40,0,true,3,40,40,40\n"));
}

TEST_CASE("a latency model defined in a test times the links with its own parameter and counts its words",
          "[registry][fsl]") {
    REQUIRE(sim::find_param(kExtra) != nullptr);
    CHECK_THAT(sim::find_param("link.model")->description, Contains("toylag = pipelined, toylag.extra cycles slower"));

    for (const int64_t extra : {0, 5, 90}) {
        INFO("toylag.extra = " << extra);
        sim::Config toy = test::pshs_point(16, 4, 0, 20, "toylag");
        toy.set(kExtra, extra);
        sim::Config plain = test::pshs_point(16, 4, 0, 20 + extra, "pipelined");
        const sim::Stats a = sim::run_point(toy), b = sim::run_point(plain);
        CHECK(sim::stat_value(a, "cycles") == sim::stat_value(b, "cycles"));
        int64_t sent = 0;
        for (unsigned i = 0; i < 4; ++i)
            sent += std::get<int64_t>(sim::stat_value(a, "core" + std::to_string(i) + ".words_sent"));
        CHECK(std::get<int64_t>(sim::stat_value(a, "network.toylag_words")) == sent);
        CHECK(sent > 0);
    }

    // And through the command line, swept by its own key.
    montsim::test::TempDir dir;
    const std::string cfg = dir.write("lag.toml", R"([scheme]
name = "pshs"
bits = 512
p = 4
[link]
model = "toylag"
[sweep]
"toylag.extra" = [0, 30]
)");
    const test::CliRun run = test::run_cli({"run", cfg, "--quiet", "-j", "2", "--out", (dir.path() / "out").string()});
    INFO(run.err);
    REQUIRE(run.status == sim::kExitOk);
    CHECK_THAT(montsim::test::read_file(dir.path() / "out" / "results.csv"), Contains("network.toylag_words"));
}
