// A what-if in one command: montsim run without a config file, with --set
// and --sweep (issue 22).
#include <catch2/catch.hpp>

#include <set>

#include "sim/Catalogue.hpp"
#include "sim/Cli.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/EngineParams.hpp"
#include "sim/FileName.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim::sim;
namespace sim = montsim::sim;
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
    CHECK(std::filesystem::exists(tmp.path() / "results" / "run--scheme.name=pshs--scheme.p=2--sweep-link.latency=1,5" /
                                  "results.csv"));
}

TEST_CASE("nothing on the command line is dropped: a key given twice, a repeated value, a comma inside a value",
          "[cli][whatif]") {
    CliRun r = cli({"run", "--sweep", "scheme.seed=1,2", "--set", "scheme.seed=7", "--count"});
    CHECK(r.status == kExitUsage);
    CHECK_THAT(r.err, Contains("scheme.seed is already given (--set scheme.seed=7)"));
    r = cli({"run", "--sweep", "scheme.seed=1,2", "--sweep", "scheme.seed=3", "--count"});
    CHECK(r.status == kExitUsage);
    CHECK_THAT(r.err, Contains("scheme.seed is already given (--sweep scheme.seed=1,2)"));
    r = cli({"run", "--set", "scheme.seed=1", "--set", "scheme.seed=3", "--count"});
    CHECK(r.status == kExitUsage);
    r = cli({"run", "--sweep", "scheme.seed=1,1", "--count"});
    CHECK(r.status == kExitFailure);
    CHECK_THAT(r.err, Contains("'1' is listed twice"));
    // A quoted value keeps its commas: two points, not eight.
    r = cli({"run", "--set", "scheme.name=pshs", "--set", "platform.topology=mesh", "--set", "platform.placement=list",
             "--sweep", "platform.placement_list=\"0,1,2,3\",\"3,2,1,0\"", "--count"});
    CHECK(r.status == kExitOk);
    CHECK(r.out == "2\n");
    r = cli({"run", "--sweep", "platform.placement_list=\"0,1", "--count"});
    CHECK_THAT(r.err, Contains("a quote (\") is not closed"));
    // A config file's sweep too.
    CHECK_THROWS_WITH(parse_experiment("[sweep]\n\"scheme.seed\" = [1, 1]\n", "x.toml"),
                      Contains("x.toml:2:21") && Contains("sweep of scheme.seed lists 1 twice"));
}

TEST_CASE("an option in the place of an option's value is a missing value, not a file name", "[cli][whatif]") {
    // Found by fuzz_whatif: `--out --count` wrote a folder named --count and ran the sweep.
    CliRun r = cli({"run", "--out", "--count"});
    CHECK(r.status == kExitUsage);
    CHECK_THAT(r.err, Contains("--out takes a value, but was given --count, which is an option of this command"));
    r = cli({"run", "--out", "--set=scheme.seed=2", "--count"});
    CHECK(r.status == kExitUsage);
    // An argument holding one of Boost's message placeholders made its error
    // message loop forever (found by fuzz_whatif): refused up front.
    r = cli({"run", "-%original_token%x", "--count"});
    CHECK(r.status == kExitUsage);
    CHECK_THAT(r.err, Contains("holds %original_token%"));
    // A value that only looks like an option is kept: no option of that name.
    r = cli({"run", "--sweep", "scheme.seed=1,2", "--count"});
    CHECK(r.status == kExitOk);
}

TEST_CASE("different what-ifs get different default folders, different points different trace folders",
          "[cli][whatif][trace]") {
    // Values that differ only in characters a file name cannot hold.
    std::set<std::string> names;
    for (const char* v : {"a/b", "a_b", "a b", "a--b", "a-%2Db", "a%2Fb"})
        names.insert(sim::default_results_dir_name("", {std::string("scheme.program=") + v}));
    CHECK(names.size() == 6);
    // Trace folders: "/" and "-", "_" and a key boundary.
    sim::Config a = sim::default_config(), b = a, c = a, d = a;
    a.set("scheme.program", std::string("x/y"));
    b.set("scheme.program", std::string("x-y"));
    c.set("scheme.program", std::string("x_scheme.seed=2"));
    d.set("scheme.program", std::string("x"));
    d.set("scheme.seed", int64_t(2));
    const sim::Config defaults = sim::default_config();
    const std::set<std::string> folders = {sim::trace_folder_name(a, defaults), sim::trace_folder_name(b, defaults),
                                           sim::trace_folder_name(c, defaults), sim::trace_folder_name(d, defaults)};
    CHECK(folders.size() == 4);
    // A long what-if stays a usable file name.
    const std::string longest = sim::default_results_dir_name("", {"scheme.program=" + std::string(400, 'x')});
    CHECK(longest.size() <= 200);
}
