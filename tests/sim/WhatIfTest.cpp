// A what-if in one command: montsim run without a config file, with --set
// and --sweep (issue 22).
#include <catch2/catch.hpp>

#include "sim/Cli.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim::sim;
using Catch::Matchers::Contains;
using montsim::test::CliRun;
using montsim::test::read_file;
using montsim::test::TempDir;

namespace {

CliRun cli(const std::vector<std::string>& args) {
    Simulator fake;
    fake.run_point = [](const Config& cfg) -> Stats {
        return {{"cycles", Value{cfg.get_int("link.latency") * 10 + cfg.get_int("scheme.p")}}, {"correct", Value{true}}};
    };
    return montsim::test::run_cli(args, fake);
}

}  // namespace

TEST_CASE("a what-if without a config file: the defaults, --set and --sweep", "[cli][whatif]") {
    TempDir tmp;
    const auto out = (tmp.path() / "w").string();
    const CliRun r = cli({"run", "--set", "scheme.name=pshs", "--set", "scheme.p=16", "--sweep",
                          "link.latency=1,50,100", "--sweep", "scheme.bits=1024,2048", "--out", out, "-q"});
    REQUIRE(r.status == kExitOk);
    const std::string csv = read_file(tmp.path() / "w" / "results.csv");
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 1 + 6);
    CHECK(cli({"run", "--sweep", "link.latency=1,50,100", "--count"}).out == "3\n");
    // --sweep replaces a file's axis of the same key; --set of a swept key ends the sweep.
    const std::string cfg = tmp.write("t.toml", "[sweep]\n\"link.latency\" = [1, 2, 3, 4]\n");
    CHECK(cli({"run", cfg, "--sweep", "link.latency=7,8", "--count"}).out == "2\n");
    CHECK(cli({"run", cfg, "--sweep", "scheme.p=2,4", "--count"}).out == "8\n");
}

TEST_CASE("a what-if's bad sweep names the value and the key's range", "[cli][whatif]") {
    const CliRun bad = cli({"run", "--sweep", "link.latency=1,x,3", "--count"});
    CHECK(bad.status == kExitFailure);
    CHECK_THAT(bad.err, Contains("--sweep link.latency=1,x,3: error: 'x': link.latency must be an integer"));
    const CliRun typo = cli({"run", "--sweep", "link.latncy=1", "--count"});
    CHECK_THAT(typo.err, Contains("did you mean 'link.latency'?"));
    const CliRun empty = cli({"run", "--sweep", "link.latency=", "--count"});
    CHECK(empty.status == kExitFailure);
}

TEST_CASE("a what-if's default results folder names its --set and --sweep", "[cli][whatif]") {
    TempDir tmp;
    const auto cwd = std::filesystem::current_path();
    std::filesystem::current_path(tmp.path());
    const CliRun r =
        cli({"run", "--set", "scheme.name=pshs", "--set", "scheme.p=2", "--sweep", "link.latency=1,5", "-q"});
    std::filesystem::current_path(cwd);
    CHECK(r.status == kExitOk);
    CHECK(std::filesystem::exists(tmp.path() / "results" / "run--scheme.name=pshs--scheme.p=2--sweep-link.latency=1_5" /
                                  "results.csv"));
}
