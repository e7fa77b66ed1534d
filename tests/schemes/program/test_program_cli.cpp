// The command lines around a user's program: --resume after the program
// changed, montsim leakage of a program that takes no operand, montsim
// params of a description that cannot be evaluated.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "sim/Command.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/sim/TempDir.hpp"

using Catch::Contains;
using montsim::test::CliRun;
using montsim::test::TempDir;

namespace {

std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Exits with p - 3: core count 3 passes, 2 fails. `extra` instructions
// before the exit change its cycles.
std::string status_program(const std::string& extra) {
    return "        .equ    COUNT, 0xFFFF000C\n        .text\n_start: lwi     r5, r0, COUNT\n"
           "        addik   r5, r5, -3\n" + extra + "        li      r12, 1\n        brki    r14, 0x8\n";
}

}  // namespace

TEST_CASE("a resumed sweep runs again a point whose program changed since its record, naming the file", "[program][cli]") {
    TempDir tmp;
    const std::string program = tmp.write("status.s", status_program(""));
    const std::string cfg = tmp.write("sweep.toml", "[scheme]\nname = \"program\"\nprogram = \"" + program +
                                                        "\"\n[sweep]\n\"scheme.p\" = [2, 3]\n");
    const auto dir = tmp.path() / "res";
    // p = 2 fails; p = 3's record is kept for --resume.
    const CliRun first = montsim::test::run_cli({"run", cfg, "--out", dir.string(), "-q", "-j", "1"});
    REQUIRE(first.status == montsim::sim::kExitFailure);
    REQUIRE(std::filesystem::exists(dir / "results.incomplete.records"));
    // The program mended (every core passes) and longer: p = 3's earlier
    // record is not this program's result.
    tmp.write("status.s", status_program("        nop\n        nop\n        addk    r5, r0, r0\n"));
    const CliRun resumed = montsim::test::run_cli({"run", cfg, "--out", dir.string(), "--resume", "-j", "1"});
    CHECK(resumed.status == montsim::sim::kExitOk);
    CHECK_THAT(resumed.err, Contains("resuming: point 1 (scheme.p=3) runs again: " + program + " changed") &&
                                Contains("resuming: 0 of 2 points finished earlier"));
    // What a fresh run of the mended program writes.
    const auto fresh = tmp.path() / "fresh";
    REQUIRE(montsim::test::run_cli({"run", cfg, "--out", fresh.string(), "-q", "-j", "1"}).status == 0);
    CHECK(montsim::test::without_provenance(read_file(dir / "results.json")) ==
          montsim::test::without_provenance(read_file(fresh / "results.json")));
    // Records of the same program are taken as before.
    tmp.write("status.s", status_program(""));
    REQUIRE(montsim::test::run_cli({"run", cfg, "--out", dir.string(), "-q", "-j", "1"}).status != 0);
    const CliRun again = montsim::test::run_cli({"run", cfg, "--out", dir.string(), "--resume", "-q", "-j", "1"});
    CHECK_THAT(again.err, Contains("resuming: 1 of 2 points finished earlier") && !Contains("runs again"));
}

TEST_CASE("montsim leakage refuses a program that takes none of the operands its classes vary", "[program][cli]") {
    TempDir tmp;
    const std::string program = tmp.write("status.s", status_program("        addk    r5, r0, r0\n"));
    const CliRun r = montsim::test::run_cli({"leakage", "--samples", "2", "--labels", "0", "-j", "1", "--set",
                                             "scheme.name=program", "--set", "scheme.program=" + program});
    CHECK(r.status == montsim::sim::kExitFailure);
    CHECK_THAT(r.err, Contains("takes none of the operands the classes vary (scheme.a, scheme.b)") &&
                          Contains("\"a[s] = A\""));
    CHECK_THAT(r.out, !Contains("no dependence found"));
}

TEST_CASE("montsim params: a description whose constant arithmetic fails is an error, not exit 0", "[program][cli]") {
    TempDir tmp;
    const std::string d = tmp.write("d.toml", "program = \"x.c\"\nparams = [\"v = s / (2 - 2)\"]\n");
    const CliRun r = montsim::test::run_cli({"params", d});
    CHECK(r.status == montsim::sim::kExitFailure);
    CHECK_THAT(r.err, Contains("d.toml:2") && Contains("division by zero"));
    CHECK(r.out.empty());
}
