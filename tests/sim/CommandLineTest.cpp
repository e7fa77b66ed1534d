// Every engine command's command line: --help exits 0 with its usage, a
// negative number for an unsigned option is refused, an argument or key the
// command would not read is refused (never dropped).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "sim/Command.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/sim/TempDir.hpp"

using Catch::Contains;
using montsim::test::CliRun;
using montsim::test::run_cli;
using namespace montsim::sim;

TEST_CASE("every command of the catalogue answers --help and -h with its usage and exit 0", "[cli]") {
    std::vector<std::string> names = {"run"};
    for (const auto& c : commands().entries()) names.push_back(c.name);
    REQUIRE(names.size() >= 8);
    for (const auto& name : names)
        for (const char* help : {"--help", "-h"}) {
            INFO("montsim " << name << " " << help);
            const CliRun r = run_cli({name, help});
            CHECK(r.status == kExitOk);
            CHECK_THAT(r.out, Contains("Usage: montsim " + name));
            CHECK(r.err.empty());
        }
}

TEST_CASE("a negative number for an unsigned option is refused, never wrapped", "[cli]") {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"leakage", "--exponent-bits", "-3"}, {"leakage", "--labels", "-1"},
          {"leakage", "--samples", "-5"}, {"leakage", "--jobs", "-1"},
          {"cc", "x.c", "-o", "x.elf", "--stack", "-4096"}, {"vliw-exec", "x.s", "--cycle-limit", "-1"}}) {
        INFO(args[0] << " " << args[args.size() - 2] << " " << args.back());
        const CliRun r = run_cli(args);
        CHECK(r.status == kExitUsage);
        CHECK_THAT(r.err, Contains("must not be negative"));
    }
    // A count in range still parses.
    CHECK_THAT(run_cli({"leakage", "--samples", "1"}).err, Contains("--samples must be 2..10000000"));
}

TEST_CASE("ranges of the engine commands' numeric options", "[cli]") {
    CHECK_THAT(run_cli({"leakage", "-j", "0"}).err, Contains("-j must be 1..1024"));
    // An option the point does not read is refused, not dropped.
    CHECK_THAT(run_cli({"leakage", "--samples", "2", "--exponent-bits", "64", "--set", "scheme.name=sos"}).err,
               Contains("--exponent-bits: scheme sos takes no exponent"));
    CHECK_THAT(run_cli({"leakage", "--samples", "2", "--exponent-bits", "99999", "--set", "scheme.name=modexp"}).err,
               Contains("--exponent-bits must be 2..32768"));
    CHECK_THAT(run_cli({"leakage", "--samples", "10", "--labels", "11"}).err, Contains("--labels must be 0..--samples"));
    montsim::test::TempDir tmp;
    const std::string c = tmp.write("x.c", "int main(void) { return 0; }\n");
    for (const char* stack : {"100", "4100", "99999999"}) {
        INFO(stack);
        const CliRun r = run_cli({"cc", c, "-o", (tmp.path() / "x.elf").string(), "--stack", stack});
        CHECK(r.status == kExitUsage);
        CHECK_THAT(r.err, Contains("--stack must be a number of bytes from 4096 to 16777216, a multiple of 8"));
    }
}

TEST_CASE("arguments and keys a command does not read are refused", "[cli]") {
    const CliRun fips = run_cli({"fips", "DIR"});
    CHECK(fips.status == kExitUsage);
    CHECK_THAT(fips.err, Contains("takes no file or other argument, but was given \"DIR\""));
    montsim::test::TempDir tmp;
    const std::string program = tmp.write("p.s", ".text\n_start: li r12, 1\n li r5, 0\n brki r14, 0x8\n");
    for (const char* key : {"scheme.p=4", "link.latency=9", "platform.topology=mesh", "trace.dir=x"}) {
        INFO(key);
        const CliRun r = run_cli({"exec", program, "--set", key});
        CHECK(r.status == kExitUsage);
        CHECK_THAT(r.err, Contains("montsim exec is for one") && Contains("does not read"));
    }
    const CliRun cc = run_cli({"cc", "x.c", "-o", "x.elf", "--set", "scheme.p=4"});
    CHECK(cc.status == kExitUsage);
    CHECK_THAT(cc.err, Contains("montsim cc is for one") && Contains("does not read scheme.p"));
    // leakage runs a point: a key its models do not read is refused as montsim run refuses it.
    const CliRun leakage = run_cli({"leakage", "--samples", "2", "--set", "scheme.name=sos", "--set", "link.latency=9"});
    CHECK(leakage.status == kExitUsage);
    CHECK_THAT(leakage.err, Contains("link.latency = 9: not read by this point"));
    CHECK(run_cli({"exec", program, "--set", "core.pipeline=3-stage", "--set", "run.cycle_limit=1000"}).status ==
          kExitOk);
}

TEST_CASE("exec: an exit status whose low 8 bits are 0 is not success", "[cli]") {
    montsim::test::TempDir tmp;
    for (const auto& [status, code] : std::vector<std::pair<int, int>>{{256, 1}, {7, 7}, {0, 0}, {263, 7}}) {
        INFO(status);
        const std::string program = tmp.write("s.s", ".text\n_start: li r12, 1\n li r5, " + std::to_string(status) +
                                                        "\n brki r14, 0x8\n");
        const CliRun r = run_cli({"exec", program});
        CHECK(r.status == code);
        if (status == 256) CHECK_THAT(r.err, Contains("exited with status 256"));
    }
}

TEST_CASE("a folder where a file belongs says so", "[cli]") {
    montsim::test::TempDir tmp;
    const CliRun run = run_cli({"run", tmp.path().string(), "--count"});
    CHECK(run.status != kExitOk);
    CHECK_THAT(run.err, Contains("is a folder, not a"));
    const std::string cfg = tmp.write("two.toml", "[sweep]\n\"scheme.seed\" = [1, 2]\n");
    const CliRun outcomes = run_cli({"run", cfg, "--outcomes", tmp.path().string(), "--out", (tmp.path() / "r").string()});
    CHECK(outcomes.status == kExitUsage);
    CHECK_THAT(outcomes.err, Contains("is a folder, not a file of records"));
}
