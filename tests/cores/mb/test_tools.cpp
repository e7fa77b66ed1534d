// The MicroBlaze tools as montsim commands (cores/mb/toolchain/Tools.cpp): asm and
// exec through the command line, as a user runs them.
#include <catch2/catch.hpp>

#include <string>

#include "sim/Cli.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim::sim;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using montsim::test::read_file;
using montsim::test::TempDir;

namespace {

using montsim::test::CliRun;

CliRun cli(const std::vector<std::string>& args) { return montsim::test::run_cli(args); }

}  // namespace

TEST_CASE("asm prints a listing, writes an ELF with -o, and reports errors with a position", "[cli]") {
    TempDir tmp;
    const std::string src = tmp.write("p.s", "_start:\n    addik r3, r0, 7\n    nop\n");
    const CliRun listing = cli({"asm", src});
    CHECK(listing.status == kExitOk);
    CHECK_THAT(listing.out, Contains("addik r3, r0, 7"));

    const auto elf = tmp.path() / "p.elf";
    const CliRun written = cli({"asm", src, "-o", elf.string()});
    CHECK(written.status == kExitOk);
    CHECK(written.out.empty());
    CHECK(read_file(elf).substr(0, 4) == "\x7f" "ELF");
    CHECK_THAT(cli({"asm", src, "-o", elf.string(), "--listing"}).out, Contains("nop"));

    const std::string bad = tmp.write("bad.s", "_start:\n    frob r3, r0, 7\n");
    const CliRun error = cli({"asm", bad});
    CHECK(error.status == kExitFailure);
    CHECK_THAT(error.err, StartsWith(bad + ":2:"));
}

TEST_CASE("exec runs the program with --set, returns its status and prints --stats", "[cli]") {
    TempDir tmp;
    // A multiply, then exit status 3: the multiply's cost shows the pipeline
    // --set chose (timing.mul: 5-stage 1 cycle, 3-stage 3).
    const std::string src = tmp.write("p.s", "_start:\n    mul r4, r3, r3\n    addik r5, r0, 3\n    swi r5, r0, 0xFFFF0010\n");
    const CliRun plain = cli({"exec", src});
    CHECK(plain.status == 3);
    CHECK(plain.out.empty());
    CHECK(plain.err.empty());

    const CliRun five = cli({"exec", src, "--stats"});
    const CliRun three = cli({"exec", src, "--stats", "--set", "core.pipeline=3-stage"});
    CHECK(five.status == 3);
    CHECK(three.status == 3);
    CHECK_THAT(five.err, StartsWith("cycles: ") && Contains("\ninstructions: 4\n"));  // the swi takes an imm prefix
    const auto cycles = [](const std::string& err) { return std::stoi(err.substr(err.find(' ') + 1)); };
    CHECK(cycles(three.err) - cycles(five.err) == 2 + 1);  // mul 3 vs 1, and the 3-stage store 2 vs 1

    const CliRun bad_set = cli({"exec", src, "--set", "core.hw_mul=mul16"});
    CHECK(bad_set.status == kExitFailure);
    CHECK_THAT(bad_set.err, Contains("--set core.hw_mul=mul16: error:"));
}


TEST_CASE("exec says when a program runs long, and how to stop it sooner", "[cli]") {
    TempDir tmp;
    const std::string loop = tmp.write("loop.s", "_start:\nloop:   brid    loop\n        nop\n");
    ::setenv("MONTSIM_EXEC_NOTICE_SECONDS", "0", 1);
    const CliRun r = cli({"exec", loop, "--set", "run.cycle_limit=200000000"});
    ::unsetenv("MONTSIM_EXEC_NOTICE_SECONDS");
    CHECK(r.status == montsim::sim::kExitFailure);
    CHECK_THAT(r.err, Catch::Contains("still running after 0 s; it stops at run.cycle_limit = 200000000 cycles") &&
                          Catch::Contains("did not halt within run.cycle_limit"));
    std::ostringstream err;
    std::ostream broken(nullptr);
    const std::string hello = tmp.write("hello.s", R"(
_start: li      r12, 4
        li      r5, 1
        la      r6, r0, msg
        li      r7, 3
        brki    r14, 0x8
        swi     r0, r0, 0xFFFF0010
        .data
msg:    .ascii  "hi\n"
)");
    CHECK(montsim::sim::run_cli({"exec", hello}, broken, err) == montsim::sim::kExitFailure);
    CHECK_THAT(err.str(), Catch::Contains("could not be written to standard output"));
}

TEST_CASE("exec: the core count device, the PVR signature and --stats with the core's statistics", "[cli]") {
    TempDir tmp;
    // Exit status 0 if PVR1 reads "MSIM", PVR0's USER1 byte 'M' and the core count 1.
    const std::string src = tmp.write("who.s", R"(
_start: mfs     r3, rpvr1
        li      r4, 0x4D53494D
        rsub    r5, r4, r3
        mfs     r6, rpvr0
        andi    r6, r6, 0xFF
        addik   r6, r6, -0x4D
        or      r5, r5, r6
        lwi     r7, r0, 0xFFFF000C
        addik   r7, r7, -1
        or      r5, r5, r7
        li      r12, 1
        brki    r14, 0x8
)");
    const CliRun run = cli({"exec", src, "--stats"});
    CHECK(run.status == 0);
    CHECK_THAT(run.err, Contains("\nget_stall_cycles: 0\n") && Contains("\nhalt_cycle: "));
    // A PVR montsim does not model, and a write to one, stop the core.
    CHECK(cli({"exec", tmp.write("pvr2.s", "_start: mfs r3, rpvr2\n")}).status == kExitFailure);
    CHECK(cli({"exec", tmp.write("mts.s", "_start: mts rpvr0, r3\n")}).status == kExitFailure);
}
