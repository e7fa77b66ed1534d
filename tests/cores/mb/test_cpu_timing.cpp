// Exact cycle counts of short sequences, computed by hand from the timing
// table (cores/mb/isa/Timing.hpp). Every program ends with `bri 0`, the halt,
// which is charged as a taken branch without delay slot (3 cycles).
#include <catch2/catch.hpp>

#include "tests/cores/mb/CpuHarness.hpp"

using namespace montsim;
using mb::Op;
using test::I;
using test::run_code;
using test::three_stage;

namespace {
constexpr uint64_t kHalt = 3;
}

TEST_CASE("ALU instructions take one cycle on both pipelines", "[timing]") {
    const std::vector<mb::Inst> code = {I(Op::Addik, 3, 0, 0, 1), I(Op::Add, 4, 3, 3), I(Op::Xor, 5, 4, 3),
                                        I(Op::Sra, 6, 5)};
    CHECK(run_code(code).cycle() == 4 + kHalt);
    CHECK(run_code(code, three_stage()).cycle() == 4 + kHalt);
}

TEST_CASE("5-stage: a multiply result stalls the next reader 2 cycles, the one after 1", "[timing][hazard]") {
    // mul; add reads it at once: 1 + (2 stall + 1)
    CHECK(run_code({I(Op::Mul, 3, 4, 5), I(Op::Add, 6, 3, 0)}).cycle() == 1 + 2 + 1 + kHalt);
    // mul; independent; add: 1 + 1 + (1 stall + 1)
    CHECK(run_code({I(Op::Mul, 3, 4, 5), I(Op::Addk, 7, 0, 0), I(Op::Add, 6, 3, 0)}).cycle() == 1 + 1 + 1 + 1 + kHalt);
    // two instructions in between: no stall
    CHECK(run_code({I(Op::Mul, 3, 4, 5), I(Op::Addk, 7, 0, 0), I(Op::Addk, 8, 0, 0), I(Op::Add, 6, 3, 0)}).cycle() ==
          4 + kHalt);
    // a reader of another register does not stall
    CHECK(run_code({I(Op::Mul, 3, 4, 5), I(Op::Add, 6, 4, 5)}).cycle() == 2 + kHalt);
}

TEST_CASE("5-stage: load-use and barrel-shift hazards", "[timing][hazard]") {
    CHECK(run_code({I(Op::Lwi, 3, 0, 0, 0x100), I(Op::Add, 6, 0, 3)}).cycle() == 1 + 2 + 1 + kHalt);
    // a store of the loaded value also waits for it
    CHECK(run_code({I(Op::Lwi, 3, 0, 0, 0x100), I(Op::Swi, 3, 0, 0, 0x104)}).cycle() == 1 + 2 + 1 + kHalt);
    CHECK(run_code({I(Op::Bslli, 3, 4, 0, 2), I(Op::Add, 6, 3, 0)}).cycle() == 1 + 1 + 1 + kHalt);
    // writing r0 creates no hazard
    CHECK(run_code({I(Op::Lwi, 0, 0, 0, 0x100), I(Op::Add, 6, 0, 0)}).cycle() == 2 + kHalt);
    // an ALU write after the load clears the pending hazard on that register
    CHECK(run_code({I(Op::Lwi, 3, 0, 0, 0x100), I(Op::Addik, 3, 0, 0, 1), I(Op::Add, 6, 3, 0)}).cycle() ==
          1 + 1 + 1 + kHalt);
}

TEST_CASE("3-stage: multi-cycle multiply, load and shift, no data hazards", "[timing]") {
    CHECK(run_code({I(Op::Mul, 3, 4, 5), I(Op::Add, 6, 3, 0)}, three_stage()).cycle() == 3 + 1 + kHalt);
    CHECK(run_code({I(Op::Lwi, 3, 0, 0, 0x100), I(Op::Add, 6, 0, 3)}, three_stage()).cycle() == 2 + 1 + kHalt);
    CHECK(run_code({I(Op::Swi, 3, 0, 0, 0x100)}, three_stage()).cycle() == 2 + kHalt);
    CHECK(run_code({I(Op::Bsll, 3, 4, 5), I(Op::Add, 6, 3, 0)}, three_stage()).cycle() == 2 + 1 + kHalt);
}

TEST_CASE("branch costs: not taken 1, taken 3, taken with delay slot 2 plus the slot", "[timing][branch]") {
    // beqi not taken, then one addik
    CHECK(run_code({I(Op::Beqi, 0, 4, 0, 8), I(Op::Addik, 3, 0, 0, 1)}, {}, [](mb::MbCpu& c) { c.set_reg(4, 1); })
              .cycle() == 1 + 1 + kHalt);
    // beqi taken over the addik: 3
    CHECK(run_code({I(Op::Beqi, 0, 4, 0, 8), I(Op::Addik, 3, 0, 0, 1)}).cycle() == 3 + kHalt);
    // beqid taken: 2 + the slot (1), target is the halt
    CHECK(run_code({I(Op::Beqid, 0, 4, 0, 8), I(Op::Addik, 3, 0, 0, 1)}).cycle() == 2 + 1 + kHalt);
    // brlid + slot; rtsd + slot: 2 + 1 + 2 + 1, then bri over the body (3)
    CHECK(run_code({I(Op::Brlid, 15, 0, 0, 12), I(Op::Addk, 0, 0, 0), I(Op::Bri, 0, 0, 0, 12),
                    I(Op::Rtsd, 0, 15, 0, 8), I(Op::Addk, 0, 0, 0)})
              .cycle() == 2 + 1 + 2 + 1 + 3 + kHalt);
}

TEST_CASE("timing entries can be overridden", "[timing]") {
    mb::CpuConfig cfg;
    cfg.timing.set("mul", 4);
    cfg.timing.set("hazard_mul", 0);
    CHECK(run_code({I(Op::Mul, 3, 4, 5), I(Op::Add, 6, 3, 0)}, cfg).cycle() == 4 + 1 + kHalt);
    CHECK_THROWS_WITH(cfg.timing.set("nonsense", 1), Catch::Contains("unknown timing entry 'nonsense'"));
}

TEST_CASE("statistics regions count cycles and entries by address range", "[timing][region]") {
    // A loop of 3 iterations: 0: addik r3,-1 ; 4: bneid r3,-4 (to 0) ; 8: addk (slot)
    mb::MbCpu cpu(mb::CpuConfig{});
    cpu.load(test::program_of({I(Op::Addik, 3, 3, 0, -1), I(Op::Bneid, 0, 3, 0, -4), I(Op::Addk, 0, 0, 0),
                               I(Op::Bri, 0, 0, 0, 0)}));
    cpu.add_region("loop", 0, 12);
    cpu.set_reg(3, 3);
    cpu.run(1000);
    const mb::Region& r = cpu.regions().at(0);
    CHECK(r.entries == 3);
    CHECK(r.instructions == 9);
    // taken twice (1 + 2 + 1), last not taken (1 + 1 + 1)
    CHECK(r.cycles == 2 * 4 + 3);
    CHECK(cpu.cycle() == 11 + kHalt);
}

TEST_CASE("overlapping statistics regions are rejected", "[timing][region]") {
    mb::MbCpu cpu(mb::CpuConfig{});
    cpu.add_region("outer", 0, 64);
    CHECK_THROWS_WITH(cpu.add_region("inner", 8, 16), Catch::Contains("overlaps region outer"));
    CHECK_NOTHROW(cpu.add_region("after", 64, 80));
}
