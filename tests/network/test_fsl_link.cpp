// The FSL link's exact timing under both latency models, measured by
// programs that read the timer around their puts and gets, on a 2-core ring,
// in both timing modes (decoupled and lock-step must agree exactly).
#include <catch2/catch.hpp>
#include <memory>

#include "cores/mb/Assembler.hpp"
#include "sim/Platform.hpp"

using namespace montsim;

namespace {

// Core 0 runs `producer`, core 1 runs `consumer`; each stores timer readings
// at 0x400, 0x404, ... of its own memory. r20 holds the timer address.
std::string two_core_program(const std::string& producer, const std::string& consumer) {
    return R"(
        .equ    COREID, 0xFFFF0008
        .equ    HALT,   0xFFFF0010
_start: li      r20, 0xFFFF0000
        lwi     r5, r0, COREID
        li      r7, 7
        nop
        nop
        bnei    r5, consumer
producer:
)" + producer + R"(
        swi     r0, r0, HALT
consumer:
)" + consumer + R"(
        swi     r0, r0, HALT
)";
}

struct Run {
    std::unique_ptr<sim::Platform> platform;
    uint32_t word(unsigned core, unsigned index) const {
        return platform->core(core).cpu().memory().read32(0x400 + 4 * index);
    }
    const mb::CpuStats& stats(unsigned core) const { return platform->core(core).cpu().stats(); }
};

Run run(const std::string& source, net::FslLinkConfig link, mb::TimingMode mode, unsigned cores = 2) {
    sim::PlatformConfig cfg;
    cfg.cores = cores;
    cfg.link = link;
    cfg.timing = mode;
    cfg.cycle_limit = 1000000;
    Run r{std::make_unique<sim::Platform>(cfg, mb::assemble(source, "test.s").program)};
    r.platform->run();
    return r;
}

net::FslLinkConfig link(uint64_t latency, net::LatencyModel model = net::LatencyModel::Pipelined, uint32_t depth = 16) {
    net::FslLinkConfig c;
    c.latency = latency;
    c.model = model;
    c.depth = depth;
    return c;
}

const mb::TimingMode kModes[] = {mb::TimingMode::Decoupled, mb::TimingMode::Lockstep};

}  // namespace

TEST_CASE("a word put at cycle t can be taken at t + latency, under both models", "[fsl]") {
    // producer: timer (t), put at t+1. consumer: get done at t+1+L, timer at t+2+L.
    const std::string src = two_core_program("lwi r6, r20, 0\n put r7, rfsl0\n swi r6, r0, 0x400\n",
                                             "get r8, rfsl0\n lwi r6, r20, 0\n swi r6, r0, 0x400\n swi r8, r0, 0x404\n");
    for (auto mode : kModes)
        for (auto model : {net::LatencyModel::Pipelined, net::LatencyModel::Serial})
        for (uint64_t L : {1u, 5u, 100u, 1100u}) {
            INFO("latency " << L << (mode == mb::TimingMode::Lockstep ? " lockstep" : " decoupled"));
            const Run r = run(src, link(L, model), mode);
            CHECK(r.word(1, 0) - r.word(0, 0) == L + 2);
            CHECK(r.word(1, 1) == 7);
            CHECK(r.stats(0).words_sent == 1);
            CHECK(r.stats(1).words_received == 1);
        }
}

TEST_CASE("pipelined links carry one word per cycle, serial links one transfer at a time", "[fsl]") {
    const std::string src = two_core_program(
        "lwi r6, r20, 0\n put r7, rfsl0\n put r7, rfsl0\n put r7, rfsl0\n swi r6, r0, 0x400\n",
        "get r8, rfsl0\n get r8, rfsl0\n get r8, rfsl0\n lwi r6, r20, 0\n swi r6, r0, 0x400\n");
    for (auto mode : kModes) {
        const uint64_t L = 50;
        // puts at t+1, t+2, t+3. pipelined arrivals t+1+L, t+2+L, t+3+L: the
        // third get ends at t+3+L, timer at t+4+L.
        CHECK(run(src, link(L), mode).word(1, 0) - run(src, link(L), mode).word(0, 0) == L + 4);
        // serial arrivals t+1+L, t+1+2L, t+1+3L: timer at t+2+3L.
        const Run s = run(src, link(L, net::LatencyModel::Serial), mode);
        CHECK(s.word(1, 0) - s.word(0, 0) == 3 * L + 2);
    }
}

TEST_CASE("a put into a full FIFO waits until the reader frees a slot", "[fsl]") {
    // depth 2: puts at t+1, t+2; the third waits for the consumer's first get
    // at t+1+L; the slot is free one cycle later (t+2+L); timer at t+3+L.
    const std::string src = two_core_program(
        "lwi r6, r20, 0\n put r7, rfsl0\n put r7, rfsl0\n put r7, rfsl0\n lwi r9, r20, 0\n"
        "swi r6, r0, 0x400\n swi r9, r0, 0x404\n",
        "get r8, rfsl0\n get r8, rfsl0\n get r8, rfsl0\n");
    // Under the serial model the first word still arrives at t+1+L, so the
    // third put waits exactly as long.
    for (auto mode : kModes)
        for (auto model : {net::LatencyModel::Pipelined, net::LatencyModel::Serial}) {
            const uint64_t L = 40;
            const Run r = run(src, link(L, model, 2), mode);
            CHECK(r.word(0, 1) - r.word(0, 0) == L + 3);
            CHECK(r.stats(0).fsl_put_stall_cycles == L - 1);
            CHECK(r.stats(0).words_sent == 3);
        }
}

TEST_CASE("nget and nput never wait and report failure in the carry", "[fsl]") {
    // consumer: nget on an empty link (carry 1, r8 unchanged); producer fills
    // a depth-1 link, then nput fails (carry 1).
    const std::string src = two_core_program(
        "put r7, rfsl0\n nput r7, rfsl0\n addikc r10, r0, 0\n swi r10, r0, 0x400\n",
        "li r8, 99\n nget r8, rfsl0\n addikc r10, r0, 0\n swi r10, r0, 0x400\n swi r8, r0, 0x404\n"
        "get r8, rfsl0\n");
    for (auto mode : kModes)
        for (auto model : {net::LatencyModel::Pipelined, net::LatencyModel::Serial}) {
            const Run r = run(src, link(1000, model, 1), mode);
            CHECK(r.word(0, 0) == 1);   // nput failed
            CHECK(r.word(1, 0) == 1);   // nget failed
            CHECK(r.word(1, 1) == 99);  // and left r8 alone
            CHECK(r.stats(0).words_sent == 1);
        }
}

TEST_CASE("a deadlock stops the run naming each core's pc, instruction and port", "[fsl]") {
    const std::string src = two_core_program("get r8, rfsl0\n", "get r8, rfsl0\n");
    for (auto mode : kModes)
        CHECK_THROWS_WITH(run(src, link(10), mode),
                          Catch::Contains("deadlock") && Catch::Contains("core 0 at pc") &&
                              Catch::Contains("core 1 at pc") && Catch::Contains("get r8, rfsl0") &&
                              Catch::Contains("waits for a word on FSL port 0"));
}

TEST_CASE("an unconnected FSL port is an error", "[fsl]") {
    const std::string src = two_core_program("put r7, rfsl3\n", "");
    CHECK_THROWS_WITH(run(src, link(10), mb::TimingMode::Decoupled),
                      Catch::Contains("put to FSL port 3, which is not connected"));
}

TEST_CASE("link parameters out of range are rejected with their allowed range", "[fsl]") {
    CHECK_THROWS_WITH(net::validate(link(0)), Catch::Contains("link.latency = 0: must be in 1.."));
    CHECK_THROWS_WITH(net::validate(link(5, net::LatencyModel::Pipelined, 0)), Catch::Contains("link.depth = 0"));
}

TEST_CASE("decoupled and lock-step timing agree on every cycle and statistic", "[fsl][lockstep]") {
    // A ring of 3 cores passing a token around twice, with some work between.
    const std::string src = R"(
        .equ    COREID, 0xFFFF0008
        .equ    HALT,   0xFFFF0010
_start: lwi     r5, r0, COREID
        li      r9, 2
        bnei    r5, wait
        li      r7, 1
        put     r7, rfsl0
wait:   get     r7, rfsl0
        mul     r8, r7, r7
        addik   r7, r7, 1
        add     r8, r8, r7
        addik   r9, r9, -1
        beqi    r5, last
        put     r7, rfsl0
        bnei    r9, wait
        swi     r0, r0, HALT
last:   beqi    r9, done
        put     r7, rfsl0
        bri     wait
done:   swi     r8, r0, 0x400
        swi     r0, r0, HALT
)";
    for (auto model : {net::LatencyModel::Pipelined, net::LatencyModel::Serial})
        for (uint64_t L : {1u, 7u, 300u}) {
            const Run a = run(src, link(L, model), mb::TimingMode::Decoupled, 3);
            const Run b = run(src, link(L, model), mb::TimingMode::Lockstep, 3);
            CHECK(a.platform->cycles() == b.platform->cycles());
            for (unsigned c = 0; c < 3; ++c) {
                CHECK(a.platform->core(c).cpu().cycle() == b.platform->core(c).cpu().cycle());
                CHECK(a.stats(c).instructions == b.stats(c).instructions);
                CHECK(a.stats(c).fsl_get_stall_cycles == b.stats(c).fsl_get_stall_cycles);
                CHECK(a.stats(c).fsl_put_stall_cycles == b.stats(c).fsl_put_stall_cycles);
                CHECK(a.stats(c).hazard_stall_cycles == b.stats(c).hazard_stall_cycles);
            }
        }
}
