// Results are never lost, mixed or mislabelled (issue 23, first part):
// --points read strictly, one writer per results folder, write errors on
// standard output are errors, and an interrupted sweep keeps what it
// finished in results.incomplete.* (in this process and with workers).
#include <catch2/catch.hpp>

#include <csignal>
#include <thread>
#include <unistd.h>
#include <sstream>

#include "sim/Cli.hpp"
#include "sim/Interrupt.hpp"
#include "sim/ResultWriter.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim::sim;
using Catch::Matchers::Contains;
using montsim::test::CliRun;
using montsim::test::read_file;
using montsim::test::TempDir;

namespace {

// A fake simulation: a point runs in bits*10 cycles; scheme.seed = 7 raises
// SIGINT while it runs (as a Ctrl-C would), in the process that runs it.
Simulator fake() {
    Simulator s;
    s.run_point = [](const Config& cfg) -> Stats {
        if (cfg.get_int("scheme.seed") == 7) std::raise(SIGINT);
        return {{"cycles", Value{cfg.get_int("scheme.bits") * 10}}, {"correct", Value{true}}};
    };
    return s;
}

CliRun cli(const std::vector<std::string>& args) { return montsim::test::run_cli(args, fake()); }

const char* const kFour = "[sweep]\n\"scheme.seed\" = [1, 2, 3, 4]\n";

}  // namespace

TEST_CASE("the range of --points is read strictly: both numbers, FIRST < LAST, in range", "[cli][safety]") {
    TempDir tmp;
    const std::string cfg = tmp.write("four.toml", kFour);
    const auto out = (tmp.path() / "res").string();
    for (const char* bad : {"0:", ":", ":3", "3:2", "2:2", "0:5", "0:99999999999999999999999", "a:1", "1-2", "-1:2"}) {
        INFO(bad);
        const CliRun r = cli({"run", cfg, "--out", out, "--points", bad, "-q"});
        CHECK(r.status == kExitUsage);
        CHECK_THAT(r.err, Contains("must be FIRST:LAST with 0 <= FIRST < LAST <= 4"));
    }
    CHECK_FALSE(std::filesystem::exists(tmp.path() / "res" / "results.csv"));
    CHECK(cli({"run", cfg, "--out", out, "--points", "1:3", "-q"}).status == kExitOk);
}

TEST_CASE("one writer per results folder: a second run stops at once, naming the first", "[cli][safety]") {
    TempDir tmp;
    const std::string cfg = tmp.write("four.toml", kFour);
    const auto dir = tmp.path() / "res";
    REQUIRE(cli({"run", cfg, "--out", dir.string(), "-q"}).status == kExitOk);
    const std::string before = read_file(dir / "results.json");
    {
        ResultsLock held(dir);
        const CliRun r = cli({"run", cfg, "--out", dir.string(), "-q", "--set", "scheme.bits=2048"});
        CHECK(r.status == kExitFailure);
        CHECK_THAT(r.err, Contains("another montsim run (pid ") && Contains("is writing results to"));
        // --emit writes no folder: no lock needed.
        CHECK(cli({"run", cfg, "--out", dir.string(), "--emit", (tmp.path() / "r.rec").string()}).status == kExitOk);
    }
    CHECK(read_file(dir / "results.json") == before);
    CHECK(cli({"run", cfg, "--out", dir.string(), "-q"}).status == kExitOk);  // released
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        CHECK_THAT(entry.path().filename().string(), !Contains(".partial"));
}

TEST_CASE("standard output that cannot be written is an error", "[cli][safety]") {
    TempDir tmp;
    const std::string cfg = tmp.write("four.toml", kFour);
    std::ostringstream err;
    std::ostream broken(nullptr);  // every write fails
    CHECK(run_cli({"run", cfg, "--count"}, broken, err, fake()) == kExitFailure);
    CHECK_THAT(err.str(), Contains("cannot write to standard output"));
    std::ostringstream err2;
    CHECK(run_cli({"run", cfg, "--emit", "-", "-q"}, broken, err2, fake()) == kExitFailure);
    CHECK_THAT(err2.str(), Contains("cannot write the records to standard output"));
}

TEST_CASE("an interrupted sweep keeps the points it finished, earlier results stay", "[cli][safety]") {
    TempDir tmp;
    const auto dir = tmp.path() / "res";
    const std::string good = tmp.write("good.toml", kFour);
    REQUIRE(cli({"run", good, "--out", dir.string(), "-q"}).status == kExitOk);
    const std::string before = read_file(dir / "results.json");
    // In this process: seed 7 is the 2nd of 4 points; it finishes, then the sweep stops.
    const std::string cfg = tmp.write("ctrl-c.toml", "[sweep]\n\"scheme.seed\" = [1, 7, 3, 4]\n");
    clear_interrupt();
    const CliRun r = cli({"run", cfg, "--out", dir.string(), "-q", "-j", "1"});
    clear_interrupt();
    CHECK(r.status == 128 + SIGINT);
    CHECK_THAT(r.err, Contains("interrupted by SIGINT: 2 of 4 points finished (0 failed, 2 not run)"));
    CHECK(read_file(dir / "results.json") == before);
    const std::string csv = read_file(dir / "results.incomplete.csv");
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 3);  // the header and the two finished points
    // With workers: the worker running seed 7 dies of the SIGINT (default
    // action in a worker); the parent is not interrupted, so that point is a
    // failure and the others complete.
    const CliRun w = cli({"run", cfg, "--out", (tmp.path() / "w").string(), "-q", "-j", "2"});
    CHECK(w.status == kExitFailure);
    CHECK_THAT(w.err, Contains("killed by signal 2"));
    CHECK_THAT(w.err, Contains("1 of 4 points failed"));
}

TEST_CASE("an interrupt to the parent of a -j 2 run kills its workers and keeps the finished points", "[cli][safety]") {
    TempDir tmp;
    std::string sweep = "[sweep]\n\"scheme.seed\" = [";
    for (int k = 1; k <= 12; ++k) sweep += std::to_string(k == 7 ? 70 : k) + (k < 12 ? ", " : "]\n");
    const std::string cfg = tmp.write("slow.toml", sweep);
    Simulator slow;
    slow.run_point = [](const Config& point) -> Stats {
        ::usleep(150000);  // 150 ms a point
        return {{"cycles", Value{point.get_int("scheme.seed")}}, {"correct", Value{true}}};
    };
    clear_interrupt();
    std::thread ctrl_c([] {
        ::usleep(400000);
        ::kill(::getpid(), SIGINT);
    });
    const CliRun r = montsim::test::run_cli({"run", cfg, "--out", (tmp.path() / "res").string(), "-q", "-j", "2"}, slow);
    ctrl_c.join();
    clear_interrupt();
    CHECK(r.status == 128 + SIGINT);
    CHECK_THAT(r.err, Contains("interrupted by SIGINT"));
    const std::string csv = read_file(tmp.path() / "res" / "results.incomplete.csv");
    const auto rows = std::count(csv.begin(), csv.end(), '\n') - 1;
    CHECK(rows >= 2);   // two workers, 150 ms a point, interrupted after 400 ms
    CHECK(rows < 12);
}

TEST_CASE("records given with --outcomes: one of another sweep, a duplicate or an empty one is refused, naming file:line", "[cli][safety]") {
    TempDir tmp;
    const std::string cfg = tmp.write("four.toml", kFour);
    const std::string rec = (tmp.path() / "share.rec").string();
    REQUIRE(cli({"run", cfg, "--emit", rec, "-q"}).status == kExitOk);
    const auto out = (tmp.path() / "res").string();
    CHECK(cli({"run", cfg, "--outcomes", rec, "--out", out, "-q"}).status == kExitOk);
    // The same point count, another --set: every record names other parameters.
    const CliRun other = cli({"run", cfg, "--outcomes", rec, "--out", out, "-q", "--set", "scheme.bits=2048"});
    CHECK(other.status == kExitFailure);
    CHECK_THAT(other.err, Contains("share.rec:1: the record of point 0 was computed for other parameters"));
    // A duplicate.
    const std::string text = read_file(rec);
    const std::string twice = tmp.write("twice.rec", text + text.substr(0, text.find("=\n") + 2));
    const CliRun dup = cli({"run", cfg, "--outcomes", twice, "--out", out, "-q"});
    CHECK(dup.status == kExitFailure);
    CHECK_THAT(dup.err, Contains("point 0 has a second record"));
    // An empty body.
    const size_t body = text.find('\n') + 1;
    const std::string emptied = text.substr(0, body) + text.substr(text.find("=\n"));
    const CliRun empty = cli({"run", cfg, "--outcomes", tmp.write("empty.rec", emptied), "--out", out, "-q"});
    CHECK(empty.status == kExitFailure);
    CHECK_THAT(empty.err, Contains("empty.rec:1: the record of point 0 is empty"));
}

TEST_CASE("a point that runs out of memory says so and names its sizes; --count makes no point", "[cli][safety]") {
    Simulator hungry;
    hungry.run_point = [](const Config&) -> Stats { throw std::bad_alloc(); };
    TempDir tmp;
    const std::string cfg = tmp.write("big.toml", "[scheme]\nbits = 4096\n");
    const CliRun r = montsim::test::run_cli({"run", cfg, "--out", (tmp.path() / "r").string(), "-q"}, hungry);
    CHECK(r.status == kExitFailure);
    CHECK_THAT(r.err, Contains("out of memory (std::bad_alloc)") && Contains("scheme.bits = 4096"));
    // A sweep at the limit is counted from its axes, not expanded.
    std::string axes = "[sweep]\n";
    for (const char* key : {"scheme.seed", "link.latency", "link.depth"}) {
        axes += std::string("\"") + key + "\" = [";
        for (int k = 1; k <= 100; ++k) axes += std::to_string(k) + (k < 100 ? ", " : "]\n");
    }
    const std::string million = tmp.write("million.toml", axes);
    const CliRun count = cli({"run", million, "--count"});
    CHECK(count.status == kExitOk);
    CHECK(count.out == "1000000\n");
}

TEST_CASE("a resumed run (--resume) runs only what an interrupted run did not finish; the tables equal a whole run's",
          "[cli][safety]") {
    TempDir tmp;
    const std::string cfg = tmp.write("ctrl-c.toml", "[sweep]\n\"scheme.seed\" = [1, 7, 3, 4]\n");
    const auto dir = tmp.path() / "res";
    clear_interrupt();
    REQUIRE(cli({"run", cfg, "--out", dir.string(), "-q", "-j", "1"}).status == 128 + SIGINT);
    clear_interrupt();
    REQUIRE(std::filesystem::exists(dir / "results.incomplete.records"));
    REQUIRE(std::filesystem::exists(dir / "results.incomplete.csv"));
    // The resumed run must not run the two finished points again: this
    // simulator fails if it sees them (seeds 1 and 7).
    Simulator rest;
    rest.run_point = [](const Config& point) -> Stats {
        const int64_t seed = point.get_int("scheme.seed");
        if (seed == 1 || seed == 7) throw std::runtime_error("ran a finished point again");
        return {{"cycles", Value{point.get_int("scheme.bits") * 10}}, {"correct", Value{true}}};
    };
    const CliRun resumed = montsim::test::run_cli({"run", cfg, "--out", dir.string(), "--resume", "-j", "1"}, rest);
    CHECK(resumed.status == kExitOk);
    CHECK_THAT(resumed.err, Contains("resuming: 2 of 4 points finished earlier"));
    // It counts on from the points it took over, and once the sweep is
    // whole the interrupted run's files are gone.
    CHECK_THAT(resumed.err, Contains("[3/4] ") && Contains("[4/4] ") && !Contains("[1/2] "));
    CHECK_FALSE(std::filesystem::exists(dir / "results.incomplete.records"));
    CHECK_FALSE(std::filesystem::exists(dir / "results.incomplete.csv"));
    CHECK_FALSE(std::filesystem::exists(dir / "results.incomplete.json"));
    // The same tables as one uninterrupted run.
    Simulator whole;
    whole.run_point = [](const Config& point) -> Stats {
        return {{"cycles", Value{point.get_int("scheme.bits") * 10}}, {"correct", Value{true}}};
    };
    REQUIRE(montsim::test::run_cli({"run", cfg, "--out", (tmp.path() / "whole").string(), "-q"}, whole).status == 0);
    CHECK(montsim::test::without_provenance(read_file(dir / "results.json")) ==
          montsim::test::without_provenance(read_file(tmp.path() / "whole" / "results.json")));
    CHECK(read_file(dir / "results.csv") == read_file(tmp.path() / "whole" / "results.csv"));
    // Records of another --set are refused, not resumed.
    clear_interrupt();
    REQUIRE(cli({"run", cfg, "--out", dir.string(), "-q", "-j", "1"}).status == 128 + SIGINT);
    clear_interrupt();
    const CliRun other = montsim::test::run_cli(
        {"run", cfg, "--out", dir.string(), "--resume", "-q", "--set", "scheme.bits=2048"}, rest);
    CHECK(other.status == kExitFailure);
    CHECK_THAT(other.err, Contains("was computed for other parameters"));
}

TEST_CASE("results.json says what produced it: version, revision, command line, date, host cores", "[cli][safety]") {
    TempDir tmp;
    const std::string cfg = tmp.write("four.toml", kFour);
    REQUIRE(cli({"run", cfg, "--out", (tmp.path() / "r").string(), "-q", "--set", "scheme.bits=2048"}).status == 0);
    const std::string json = read_file(tmp.path() / "r" / "results.json");
    CHECK_THAT(json, Catch::StartsWith("{\"provenance\": {\"montsim\": \""));
    CHECK_THAT(json, Contains("\"revision\": \"") && Contains("\"host_cores\": ") &&
                         Contains("\"command\": \"montsim run " + cfg + " --out ") &&
                         Contains("--set scheme.bits=2048\"") && Contains("\"date\": \"20"));
    const CliRun version = cli({"--version"});
    CHECK(version.status == kExitOk);
    CHECK_THAT(version.out, Catch::StartsWith("montsim ") && Contains(" (revision "));
}
