// The command line (sim/Cli.hpp, sim/RunCommand.hpp): usage errors, --help,
// the progress line, exit statuses.
#include <catch2/catch.hpp>

#include <sstream>
#include <stdexcept>

#include "sim/Cli.hpp"
#include "tests/sim/CliRun.hpp"
#include "sim/Catalogue.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim::sim;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using montsim::test::read_file;
using montsim::test::TempDir;

namespace {

// Runs the CLI with fake simulations: a point "runs" in bits*10 cycles and
// fails for scheme.seed = 13. (The MicroBlaze commands asm and exec are
// tested in tests/cores/mb/test_tools.cpp.)
using montsim::test::CliRun;

CliRun cli(const std::vector<std::string>& args) {
    Simulator fake;
    fake.run_point = [](const Config& cfg) -> Stats {
        if (cfg.get_int("scheme.seed") == 13) throw std::runtime_error("deadlock: every core waits on a get");
        return {{"cycles", Value{cfg.get_int("scheme.bits") * 10}},
                {"instructions", Value{cfg.get_int("scheme.bits")}},
                {"correct", Value{true}}};
    };
    return montsim::test::run_cli(args, fake);
}

const char* const kSweep = R"([meta]
name = "sizes"
[sweep]
"scheme.bits" = [512, 1024]
"scheme.seed" = [1, 2]
)";

}  // namespace

TEST_CASE("no command, an unknown command or a missing file is a usage error", "[cli]") {
    CHECK(cli({}).status == kExitUsage);
    const CliRun unknown = cli({"simulate"});
    CHECK(unknown.status == kExitUsage);
    CHECK_THAT(unknown.err, Contains("unknown command 'simulate'"));
    const CliRun missing = cli({"run", "/nonexistent/x.toml"});
    CHECK(missing.status == kExitUsage);
    CHECK_THAT(missing.err, Contains("no such file: /nonexistent/x.toml"));
    CHECK(cli({"run", "--count"}).out == "1\n");  // no CONFIG: the defaults, one point
    CHECK(cli({"asm"}).status == kExitUsage);
    CHECK(cli({"exec", "/nonexistent/p.s"}).status == kExitUsage);
    const CliRun bad_option = cli({"run", "--frobnicate"});
    CHECK(bad_option.status == kExitUsage);
    CHECK_THAT(bad_option.err, Contains("frobnicate"));
}

TEST_CASE("option --help explains every command with an example and lists the parameters", "[cli]") {
    const CliRun help = cli({"--help"});
    CHECK(help.status == kExitOk);
    for (const char* text : {"montsim asm FILE", "montsim exec FILE", "montsim run [CONFIG]", "Example: montsim asm",
                             "Example: montsim exec", "Example: montsim run", "scheme.bits", "timing.hazard_mul",
                             "multiple of 32 in 32..131072", "[sweep]"})
        CHECK_THAT(help.out, Contains(text));
    const CliRun run_help = cli({"run", "--help"});
    CHECK(run_help.status == kExitOk);
    CHECK_THAT(run_help.out, Contains("--out") && Contains("core.memory_kb") && Contains("KiB"));
    CHECK_THAT(cli({"asm", "--help"}).out, Contains("--listing"));
}

TEST_CASE("off a terminal the progress is the first and the last point and a line now and then", "[cli]") {
    TempDir tmp;
    std::string seeds;
    for (int i = 1; i <= 30; ++i) seeds += (i > 1 ? ", " : "") + std::to_string(100 + i);  // 13 fails (cli())
    const std::string cfg = tmp.write("seeds.toml", "[sweep]\n\"scheme.seed\" = [" + seeds + "]\n");
    const CliRun r = cli({"run", cfg, "--out", (tmp.path() / "res").string(), "-j", "1"});
    CHECK(r.status == kExitOk);
    CHECK_THAT(r.err, Contains("[1/30] scheme.seed=101 ") && Contains("[30/30] scheme.seed=130 "));
    // 30 points of a millisecond each: far fewer than 30 lines (one every
    // 2 s at most between the first and the last).
    CHECK(std::count(r.err.begin(), r.err.end(), '[') < 10);
}

TEST_CASE("run writes a row per point and progress lines", "[cli]") {
    TempDir tmp;
    const std::string cfg = tmp.write("sizes.toml", kSweep);
    const auto out_dir = tmp.path() / "res";
    // One worker: progress comes in completion order, which is point order only then.
    const CliRun r = cli({"run", cfg, "--out", out_dir.string(), "-j", "1"});
    CHECK(r.status == kExitOk);
    CHECK_THAT(r.err, Contains("[1/4] scheme.bits=512 scheme.seed=1 cycles=5120 instructions=512 correct=true"));
    CHECK_THAT(r.err, Contains("[4/4] scheme.bits=1024 scheme.seed=2 cycles=10240"));
    const std::string csv = read_file(out_dir / "results.csv");
    // Header: every configuration key with a value (sorted), then the statistics.
    std::string header;
    const montsim::sim::Config defaults = montsim::sim::default_config();
    for (const auto& [key, value] : defaults.values()) header += key + ",";
    CHECK_THAT(csv, StartsWith(header + "cycles,instructions,correct\n"));
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 5);
    CHECK_THAT(read_file(out_dir / "results.json"), Contains("\"scheme.bits\": 1024"));
}

TEST_CASE("run --set overrides the file and --quiet drops the progress lines", "[cli]") {
    TempDir tmp;
    const std::string cfg = tmp.write("sizes.toml", kSweep);
    const auto out_dir = tmp.path() / "res";
    const CliRun r = cli({"run", cfg, "--set", "scheme.bits=2048", "--set=core.pipeline=3-stage", "--quiet", "--out",
                          out_dir.string()});
    CHECK(r.status == kExitOk);
    CHECK(r.err.empty());
    const std::string csv = read_file(out_dir / "results.csv");
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 3);
    CHECK_THAT(csv, Contains(",3-stage,") && Contains(",2048,"));
}

TEST_CASE("run defaults its output directory to results/<config stem>", "[cli]") {
    TempDir tmp;
    const std::string cfg = tmp.write("sizes.toml", "[scheme]\nbits = 64\n");
    const auto cwd = std::filesystem::current_path();
    std::filesystem::current_path(tmp.path());
    const CliRun r = cli({"run", cfg, "-q"});
    std::filesystem::current_path(cwd);
    CHECK(r.status == kExitOk);
    CHECK(std::filesystem::exists(tmp.path() / "results" / "sizes" / "results.csv"));
    CHECK(std::filesystem::exists(tmp.path() / "results" / "sizes" / "results.json"));
}

TEST_CASE("a failing point is named, the rest goes to results.incomplete, earlier results stay", "[cli]") {
    TempDir tmp;
    const auto out_dir = tmp.path() / "res";
    const std::string good = tmp.write("g.toml", "[sweep]\n\"scheme.seed\" = [1, 2]\n");
    REQUIRE(cli({"run", good, "--out", out_dir.string(), "--quiet"}).status == kExitOk);
    const std::string before = read_file(out_dir / "results.json");

    const std::string cfg = tmp.write("f.toml", "[sweep]\n\"scheme.seed\" = [1, 13, 2]\n");
    // One worker, so that the failing point is reported second.
    const CliRun r = cli({"run", cfg, "--out", out_dir.string(), "--quiet", "-j", "1"});
    CHECK(r.status == kExitFailure);
    CHECK_THAT(r.err, Contains("[2/3] scheme.seed=13 FAILED: deadlock: every core waits on a get"));
    CHECK_THAT(r.err, Contains("1 of 3 points failed; results.csv and results.json in"));
    CHECK(read_file(out_dir / "results.json") == before);
    const std::string csv = read_file(out_dir / "results.incomplete.csv");
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 3);  // header + the two that completed
    CHECK_THAT(csv, !Contains(",13,"));
}

TEST_CASE("a what-if run with --set gets its own default results directory", "[cli]") {
    TempDir tmp;
    const std::string cfg = tmp.write("exp.toml", "[meta]\nname = \"exp\"\n");
    const auto cwd = std::filesystem::current_path();
    std::filesystem::current_path(tmp.path());
    const CliRun r = cli({"run", cfg, "-q", "--set", "scheme.seed=3", "--set", "core.pipeline=\"3-stage\""});
    std::filesystem::current_path(cwd);
    CHECK(r.status == kExitOk);
    CHECK(std::filesystem::exists(tmp.path() / "results" / "exp--scheme.seed=3--core.pipeline=3-stage" / "results.csv"));
    CHECK_FALSE(std::filesystem::exists(tmp.path() / "results" / "exp"));
}

TEST_CASE("run takes -j in 1..256 and refuses a sweep too large to run", "[cli]") {
    TempDir tmp;
    const std::string cfg = tmp.write("ok.toml", "");
    for (const char* bad : {"-1", "0", "257", "4294967295", "two"}) {
        INFO(bad);
        const CliRun r = cli({"run", cfg, "-j", bad, "--out", (tmp.path() / "r").string()});
        CHECK(r.status == kExitUsage);
        CHECK_THAT(r.err, Contains("must be an integer in 1..256"));
    }
    // 65536^4 points used to wrap to 0 (and exit 0) or end in length_error.
    std::string axis = "[";
    for (int i = 1; i <= 65536; ++i) axis += (i > 1 ? ", " : "") + std::to_string(i);
    axis += "]";
    const std::string huge = tmp.write("huge.toml", "[sweep]\n\"scheme.seed\" = " + axis + "\n\"timing.alu\" = [1, 2]\n"
                                                   "\"timing.mul\" = [1, 2]\n\"link.latency\" = " + axis + "\n");
    const CliRun r = cli({"run", huge, "--out", (tmp.path() / "h").string()});
    CHECK(r.status == kExitFailure);
    CHECK_THAT(r.err, Contains("65536 x 2 x 2 x 65536 points, more than the 1000000"));
}

TEST_CASE("run reports a config error with its line and exits 1", "[cli]") {
    TempDir tmp;
    const std::string cfg = tmp.write("bad.toml", "[core]\npipeline = \"4-stage\"\n");
    const CliRun r = cli({"run", cfg, "--out", (tmp.path() / "res").string()});
    CHECK(r.status == kExitFailure);
    CHECK_THAT(r.err, Contains(cfg + ":2:12: error: core.pipeline = \"4-stage\""));
    CHECK_FALSE(std::filesystem::exists(tmp.path() / "res"));
    const CliRun s = cli({"run", tmp.write("ok.toml", ""), "--set", "scheme.bits=33"});
    CHECK(s.status == kExitFailure);
    CHECK_THAT(s.err, Contains("--set scheme.bits=33: error:"));
}

TEST_CASE("run --count, --points and --emit split a sweep; --outcomes writes the same tables", "[cli]") {
    TempDir tmp;
    const std::string cfg = tmp.write("f.toml", "[sweep]\n\"scheme.bits\" = [512, 1024]\n\"scheme.seed\" = [1, 13, 2]\n");
    const CliRun count = cli({"run", cfg, "--count"});
    CHECK(count.status == kExitOk);
    CHECK(count.out == "6\n");
    const CliRun whole = cli({"run", cfg, "--out", (tmp.path() / "whole").string(), "--quiet", "-j", "1"});
    CHECK(whole.status == kExitFailure);  // the two seed-13 points

    // Two shares emitted as records (a failed point is a record too, not an error)...
    const std::string a = (tmp.path() / "a.rec").string(), b = (tmp.path() / "b.rec").string();
    CHECK(cli({"run", cfg, "--points", "0:4", "--emit", a, "--quiet"}).status == kExitOk);
    const CliRun to_stdout = cli({"run", cfg, "--points", "4:6", "--emit", "-", "--quiet"});
    CHECK(to_stdout.status == kExitOk);
    CHECK_THAT(to_stdout.out, StartsWith("#\t4\t"));
    tmp.write("b.rec", to_stdout.out);
    // ... give the same tables and the same verdict as the whole run.
    const CliRun merged = cli({"run", cfg, "--outcomes", a, "--outcomes", b, "--out", (tmp.path() / "merged").string()});
    CHECK(merged.status == kExitFailure);
    CHECK_THAT(merged.err, Contains("scheme.seed=13 FAILED: deadlock: every core waits on a get"));
    CHECK(read_file(tmp.path() / "merged" / "results.incomplete.csv") ==
          read_file(tmp.path() / "whole" / "results.incomplete.csv"));
    CHECK(montsim::test::without_provenance(read_file(tmp.path() / "merged" / "results.incomplete.json")) ==
          montsim::test::without_provenance(read_file(tmp.path() / "whole" / "results.incomplete.json")));

    const CliRun missing = cli({"run", cfg, "--outcomes", a, "--out", (tmp.path() / "m").string()});
    CHECK(missing.status == kExitFailure);
    CHECK_THAT(missing.err, Contains("no outcome for point 4 (scheme.bits=1024 scheme.seed=13)"));
    CHECK(cli({"run", cfg, "--points", "5:2"}).status == kExitUsage);
    CHECK_THAT(cli({"run", cfg, "--points", "0:7"}).err, Contains("0 <= FIRST < LAST <= 6"));
    tmp.write("bad.rec", "#\t1\ni\tcycles\t5\n");  // cut short
    CHECK_THAT(cli({"run", cfg, "--outcomes", (tmp.path() / "bad.rec").string()}).err,
               Contains("ends in the middle of a record"));
}

TEST_CASE("output that cannot be written is a failure: exit 1 and a message, never exit 0", "[cli][safety]") {
    TempDir tmp;
    const std::string prog = tmp.write("halt.s", "_start: bri 0\n");
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--version"}, {"--help"}, {"asm", prog}, {"fips"}, {"fips", "--feedback"},
          {"run", "--check"}, {"run", "--count"}}) {
        std::ostream full(nullptr);  // every write fails, as on a full disk
        std::ostringstream err;
        INFO(args.front() << (args.size() > 1 ? " " + args[1] : ""));
        CHECK(montsim::sim::run_cli(args, full, err) == kExitFailure);
        CHECK_THAT(err.str(), Contains("cannot write"));
    }
    CHECK(cli({"run", "-q", "--emit", "/dev/full"}).status == kExitFailure);
}

TEST_CASE("a traced run names the folder each point's traces went to (a few, then how many more)", "[cli]") {
    TempDir tmp;
    const std::string traces = (tmp.path() / "tr").string();
    const CliRun one = cli({"run", "--set", "trace.dir=" + traces, "--set", "scheme.seed=101", "--out",
                            (tmp.path() / "one").string()});
    CHECK(one.status == kExitOk);
    CHECK_THAT(one.err, Contains("traces: " + traces + "/scheme.seed=101\n"));
    const CliRun many = cli({"run", "--set", "trace.dir=" + traces, "--sweep", "scheme.seed=101,102,103,104,105",
                             "--out", (tmp.path() / "many").string()});
    CHECK_THAT(many.err, Contains("traces: " + traces + "/scheme.seed=103\n") &&
                             !Contains("scheme.seed=104\n") && Contains("traces: ... and 2 more folders beside them"));
    // -q: nothing but errors
    CHECK_THAT(cli({"run", "--set", "trace.dir=" + traces, "--out", (tmp.path() / "q").string(), "-q"}).err,
               !Contains("traces:"));
}
