// The VLIW machine of Fan et al. (cores/vliw): operation semantics for w = 16
// and 32, exposed-pipeline timing from the latency table, the shared memory's
// visibility rule and single port, program validation, the counters, and a
// hand-scheduled 2-core program. Expected cycle counts are computed by hand
// from cores/vliw/VliwProgram.hpp.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <systemc>

#include "cores/vliw/VliwMachine.hpp"
#include "sim/SimContext.hpp"

using namespace montsim::vliw;

namespace {

// SystemC allows one simulation per context: every run gets a fresh one,
// built before and destroyed after the machine.
struct Run {
    montsim::sim::FreshSimContext ctx;
    VliwMachine m;
    sc_core::sc_time end_time;
    Run(const VliwProgram& p, const VliwLatency& lat, const std::map<uint32_t, uint32_t>& mem, double period_ns)
        : m("vliw", p, lat, sc_core::sc_time(period_ns, sc_core::SC_NS)) {
        for (const auto& [a, v] : mem) m.write_memory(a, v);
        sc_core::sc_start();
        end_time = sc_core::sc_time_stamp();
    }
};

// The clock period in ns, not an sc_time: making an sc_time before the
// run's context exists would make (and leak) a default SystemC context.
std::unique_ptr<Run> run(const VliwProgram& p, const VliwLatency& lat = {},
                         const std::map<uint32_t, uint32_t>& mem = {}, double period_ns = 8) {
    return std::make_unique<Run>(p, lat, mem, period_ns);
}

Slot nop() { return {}; }
Slot ld(int ri, uint32_t addr, MemKind k = MemKind::Operand) { return {VOp::Load, uint8_t(ri), 0, 0, addr, k}; }
Slot st(int ri, uint32_t addr, MemKind k = MemKind::Result) { return {VOp::Store, uint8_t(ri), 0, 0, addr, k}; }
Slot op3(VOp op, int ri, int rj, int rk) { return {op, uint8_t(ri), uint8_t(rj), uint8_t(rk), 0, MemKind::None}; }
Slot mul(int i, int j, int k) { return op3(VOp::Mul, i, j, k); }
Slot add(int i, int j, int k) { return op3(VOp::Add, i, j, k); }
Slot adc(int i, int j, int k) { return op3(VOp::Adc, i, j, k); }
Slot sub(int i, int j, int k) { return op3(VOp::Sub, i, j, k); }

// A program from its bundles (each one slot per core).
VliwProgram program(unsigned cores, const std::vector<std::vector<Slot>>& bundles, unsigned w = 16,
                    uint32_t memory_words = 64, unsigned registers = 16) {
    VliwProgram p;
    p.cores = cores;
    p.word_bits = w;
    p.registers = registers;
    p.memory_words = memory_words;
    for (const auto& b : bundles) p.slots.insert(p.slots.end(), b.begin(), b.end());
    return p;
}

// A one-core program from (bundle, slot) pairs; the other bundles are Nops.
VliwProgram one_core(const std::vector<std::pair<size_t, Slot>>& ops, unsigned w = 16, uint32_t memory_words = 64) {
    size_t n = 0;
    for (const auto& o : ops) n = std::max(n, o.first + 1);
    VliwProgram p = program(1, {}, w, memory_words);
    p.slots.assign(n, nop());
    for (const auto& [b, s] : ops) p.slots[b] = s;
    return p;
}

VliwLatency slow() {
    VliwLatency l;
    l.load = 3;
    l.store = 2;
    l.mul = 4;
    l.add = 2;
    return l;
}

struct Result {
    uint32_t lo, hi;
    bool carry;
};

// Runs `op R6, R0, R1` with R0 = a, R1 = b and Ca = carry_in on one core;
// R7 is the Mul's high word (0 otherwise).
Result run_op(unsigned w, VOp op, uint32_t a, uint32_t b, bool carry_in) {
    const uint32_t max = w == 32 ? UINT32_MAX : (1u << w) - 1;
    // Ca <- carry_in by Add R5, R2, R3 with R2 = max and R3 = carry_in.
    const auto p = one_core({{0, ld(0, 0)}, {1, ld(1, 1)}, {2, ld(2, 2)}, {3, ld(3, 3)}, {4, add(5, 2, 3)},
                             {5, op3(op, 6, 0, 1)}},
                            w);
    const auto r = run(p, {}, {{0, a}, {1, b}, {2, max}, {3, carry_in ? 1 : 0}});
    REQUIRE(r->m.error().value_or("") == "");
    return {r->m.reg(0, 6), r->m.reg(0, 7), r->m.carry(0)};
}

}  // namespace

TEST_CASE("VLIW slots print as the slides write them", "[vliw]") {
    CHECK(to_string(mul(3, 4, 5)) == "Mul R3, R4, R5");
    CHECK(to_string(ld(2, 17)) == "Load R2, #17 (operand)");
    CHECK(to_string(st(1, 3, MemKind::Transfer)) == "Store R1, #3 (transfer)");
    CHECK(to_string(ld(2, 17, MemKind::None)) == "Load R2, #17");
    CHECK(to_string(adc(0, 1, 2)) == "Adc R0, R1, R2");
    CHECK(to_string(sub(15, 14, 13)) == "Sub R15, R14, R13");
    CHECK(to_string(add(1, 1, 1)) == "Add R1, R1, R1");
    CHECK(to_string(nop()) == "Nop");
    CHECK(vop_name(VOp::Store) == "Store");
    CHECK(mem_kind_name(MemKind::Spill) == "spill");
    CHECK(mem_kind_name(MemKind::Constant) == "constant");
}

TEST_CASE("VLIW latency_of: the table's entry per operation", "[vliw]") {
    CHECK(latency_of(VOp::Sub, slow()) == 2);
    CHECK(latency_of(VOp::Nop, slow()) == 0);
}

TEST_CASE("VLIW Add sets the carry out, w = 16 and 32", "[vliw]") {
    const unsigned w = GENERATE(16u, 32u);
    const uint32_t max = w == 32 ? UINT32_MAX : (1u << w) - 1;
    auto r = run_op(w, VOp::Add, max, 1, true);
    CHECK(r.lo == 0);
    CHECK(r.carry);
    r = run_op(w, VOp::Add, max, max, false);
    CHECK(r.lo == max - 1);
    CHECK(r.carry);
    r = run_op(w, VOp::Add, 0x1234, 0x0101, true);  // Add does not read Ca
    CHECK(r.lo == 0x1335);
    CHECK_FALSE(r.carry);
}

TEST_CASE("VLIW Adc adds the carry in, w = 16 and 32", "[vliw]") {
    const unsigned w = GENERATE(16u, 32u);
    const uint32_t max = w == 32 ? UINT32_MAX : (1u << w) - 1;
    auto r = run_op(w, VOp::Adc, 5, 7, true);
    CHECK(r.lo == 13);
    CHECK_FALSE(r.carry);
    r = run_op(w, VOp::Adc, 5, 7, false);
    CHECK(r.lo == 12);
    r = run_op(w, VOp::Adc, max, 0, true);
    CHECK(r.lo == 0);
    CHECK(r.carry);
    r = run_op(w, VOp::Adc, max, max, true);
    CHECK(r.lo == max);
    CHECK(r.carry);
}

TEST_CASE("VLIW Sub sets the borrow, w = 16 and 32", "[vliw]") {
    const unsigned w = GENERATE(16u, 32u);
    const uint32_t max = w == 32 ? UINT32_MAX : (1u << w) - 1;
    auto r = run_op(w, VOp::Sub, 3, 5, false);
    CHECK(r.lo == max - 1);  // masked to w bits
    CHECK(r.carry);
    r = run_op(w, VOp::Sub, 5, 3, true);
    CHECK(r.lo == 2);
    CHECK_FALSE(r.carry);
    r = run_op(w, VOp::Sub, 5, 5, true);
    CHECK(r.lo == 0);
    CHECK_FALSE(r.carry);
    r = run_op(w, VOp::Sub, 0, max, false);
    CHECK(r.lo == 1);
    CHECK(r.carry);
}

TEST_CASE("VLIW Mul writes the double-width product to R(i+1):Ri and keeps Ca, w = 16 and 32", "[vliw]") {
    const unsigned w = GENERATE(16u, 32u);
    const uint32_t max = w == 32 ? UINT32_MAX : (1u << w) - 1;
    auto r = run_op(w, VOp::Mul, max, max, true);
    CHECK(r.lo == 1);
    CHECK(r.hi == max - 1);
    CHECK(r.carry);  // Mul does not touch Ca
    r = run_op(w, VOp::Mul, 0x1234, 0x5678, false);
    const uint64_t prod = uint64_t{0x1234} * 0x5678;
    CHECK(r.lo == (prod & max));
    CHECK(r.hi == (prod >> w));
    CHECK_FALSE(r.carry);
    r = run_op(w, VOp::Mul, max, 2, false);
    CHECK(r.lo == max - 1);
    CHECK(r.hi == 1);
}

TEST_CASE("VLIW host memory access is checked against the word size", "[vliw]") {
    montsim::sim::FreshSimContext ctx;
    VliwMachine m("vliw", one_core({{0, nop()}}, 16, 4));
    m.write_memory(3, 0xFFFF);
    CHECK(m.read_memory(3) == 0xFFFF);
    CHECK_THROWS_AS(m.write_memory(4, 1), std::out_of_range);
    CHECK_THROWS_AS(m.write_memory(0, 0x10000), std::invalid_argument);
    CHECK_THROWS_AS(m.read_memory(4), std::out_of_range);
    CHECK_THROWS_AS(m.reg(0, 16), std::out_of_range);
    CHECK_THROWS_AS(m.reg(1, 0), std::out_of_range);
}

TEST_CASE("VLIW a zero clock period is rejected", "[vliw]") {
    montsim::sim::FreshSimContext ctx;
    CHECK_THROWS_AS(VliwMachine("vliw", one_core({{0, nop()}}), {}, sc_core::SC_ZERO_TIME), std::invalid_argument);
}

namespace {

// A producer issued in bundle `at`, its reader `d` bundles later; the reader
// is Add R10, Rr, Rr (or Adc R10, R12, R12 for the carry, R12 never written).
enum class Producer { Load, MulLow, MulHigh, Add, Carry };

struct Dep {
    VliwProgram prog;
    size_t producer_bundle, reader_bundle;
};

Dep dependency(Producer what, const VliwLatency& lat, size_t d) {
    // R0, R1 loaded in bundles 0 and 1, ready at 1 + lat.load.
    const size_t ready = 1 + lat.load;
    switch (what) {
        case Producer::Load: return {one_core({{0, ld(2, 0)}, {d, add(10, 2, 2)}}), 0, d};
        case Producer::MulLow:
        case Producer::MulHigh: {
            const int r = what == Producer::MulLow ? 2 : 3;
            return {one_core({{0, ld(0, 0)}, {1, ld(1, 1)}, {ready, mul(2, 0, 1)}, {ready + d, add(10, r, r)}}),
                    ready, ready + d};
        }
        case Producer::Add:
            return {one_core({{0, ld(0, 0)}, {1, ld(1, 1)}, {ready, add(2, 0, 1)}, {ready + d, add(10, 2, 2)}}), ready,
                    ready + d};
        case Producer::Carry:
            return {one_core({{0, ld(0, 0)}, {1, ld(1, 1)}, {ready, add(2, 0, 1)}, {ready + d, adc(10, 12, 12)}}),
                    ready, ready + d};
    }
    return {};
}

uint32_t latency_of(Producer what, const VliwLatency& lat) {
    switch (what) {
        case Producer::Load: return lat.load;
        case Producer::MulLow:
        case Producer::MulHigh: return lat.mul;
        default: return lat.add;
    }
}

}  // namespace

TEST_CASE("VLIW a reader exactly `latency` cycles after its producer sees the result", "[vliw][timing]") {
    const VliwLatency lat = GENERATE(VliwLatency{}, slow());
    const std::map<uint32_t, uint32_t> mem = {{0, 0xFFFF}, {1, 0x0003}};
    const uint32_t prod = 0xFFFF * 3;
    struct Case {
        Producer what;
        uint32_t expect;  // R10
    };
    for (const Case c : {Case{Producer::Load, (0xFFFF * 2) & 0xFFFF}, Case{Producer::MulLow, (prod * 2) & 0xFFFF},
                         Case{Producer::MulHigh, (prod >> 16) * 2}, Case{Producer::Add, (0x0002 * 2)},
                         Case{Producer::Carry, 1}}) {
        const Dep dep = dependency(c.what, lat, latency_of(c.what, lat));
        const auto r = run(dep.prog, lat, mem);
        INFO("producer " << int(c.what) << ", latencies " << lat.load << "/" << lat.mul << "/" << lat.add);
        REQUIRE(r->m.error().value_or("") == "");
        CHECK(r->m.reg(0, 10) == c.expect);
        CHECK(r->m.stats().cycles == dep.reader_bundle + lat.add);
    }
}

TEST_CASE("VLIW a reader one cycle early is a scheduling error naming bundle, core, slot, register, writer",
          "[vliw][timing]") {
    const VliwLatency lat = slow();  // every latency >= 2, so `one early` is a later bundle
    for (const Producer what : {Producer::Load, Producer::MulLow, Producer::MulHigh, Producer::Add, Producer::Carry}) {
        const Dep dep = dependency(what, lat, latency_of(what, lat) - 1);
        const auto r = run(dep.prog, lat);
        INFO("producer " << int(what));
        REQUIRE(r->m.error());
        const std::string& e = *r->m.error();
        const std::string b = std::to_string(dep.reader_bundle);
        CHECK_THAT(e, Catch::Contains("scheduling error in cycle " + b + " (bundle " + b + "), core 0"));
        CHECK_THAT(e, Catch::Contains(to_string(dep.prog.at(dep.reader_bundle, 0))));
        CHECK_THAT(e, Catch::Contains("issued in bundle " + std::to_string(dep.producer_bundle)));
        const char* reg = what == Producer::Carry ? "reads Ca" : what == Producer::MulHigh ? "reads R3" : "reads R2";
        CHECK_THAT(e, Catch::Contains(reg));
        CHECK(r->m.finished());
        CHECK(r->m.stats().bundles == dep.reader_bundle);
    }
}

TEST_CASE("VLIW the scheduling error message in full", "[vliw][timing]") {
    // Default latencies: Mul issued in bundle 2 lands in cycle 4; bundle 3 reads it.
    const auto r = run(one_core({{0, ld(0, 0)}, {1, ld(1, 1)}, {2, mul(4, 0, 1)}, {3, add(6, 5, 0)}}));
    REQUIRE(r->m.error());
    CHECK(*r->m.error() ==
          "scheduling error in cycle 3 (bundle 3), core 0, \"Add R6, R5, R0\": reads R5 while the write to it by "
          "\"Mul R4, R0, R1\" issued in bundle 2 lands only in cycle 4");
}

TEST_CASE("VLIW operands are read at issue: overwriting a register just read needs no wait", "[vliw][timing]") {
    const VliwLatency lat = slow();  // load 3, add 2
    // Add R3 reads R2 in 4; the Load of R2 in 5 (landing at 8) does not
    // disturb it; Add R2, R2, R0 in 9 overwrites its own source.
    const auto r = run(one_core({{0, ld(2, 0)}, {1, ld(0, 1)}, {4, add(3, 2, 0)}, {5, ld(2, 2)}, {8, add(4, 2, 3)},
                                 {9, add(2, 2, 0)}}),
                       lat, {{0, 5}, {1, 1}, {2, 100}});
    REQUIRE(r->m.error().value_or("") == "");
    CHECK(r->m.reg(0, 3) == 6);
    CHECK(r->m.reg(0, 4) == 106);
    CHECK(r->m.reg(0, 2) == 101);
    CHECK(r->m.stats().cycles == 11);
}

TEST_CASE("VLIW writes in flight land each at its own time; two landing together are an error", "[vliw][timing]") {
    const VliwLatency lat = slow();  // mul 4, add 2, load 3
    // Mul R2 in bundle 4 lands at 8; Add R2 in bundle 5 lands at 7, before it.
    const auto ok = run(one_core({{0, ld(0, 0)}, {1, ld(1, 1)}, {4, mul(2, 0, 1)}, {5, add(2, 0, 1)}, {8, st(2, 9)}}),
                        lat, {{0, 100}, {1, 3}});
    REQUIRE(ok->m.error().value_or("") == "");
    CHECK(ok->m.read_memory(9) == 300);  // the Mul's low word, the later landing
    CHECK(ok->m.reg(0, 3) == 0);

    // Reading R2 at 7 while the Mul's write lands at 8: names the Mul.
    const auto early =
        run(one_core({{0, ld(0, 0)}, {1, ld(1, 1)}, {4, mul(2, 0, 1)}, {5, add(2, 0, 1)}, {7, st(2, 9)}}), lat);
    REQUIRE(early->m.error());
    CHECK_THAT(*early->m.error(), Catch::Contains("reads R2 while the write to it by \"Mul R2, R0, R1\" issued in "
                                                  "bundle 4 lands only in cycle 8"));

    // Add R3 in bundle 6 lands at 8, as does the Mul's high word R3.
    const auto same = run(one_core({{0, ld(0, 0)}, {1, ld(1, 1)}, {4, mul(2, 0, 1)}, {6, add(3, 0, 1)}}), lat);
    REQUIRE(same->m.error());
    CHECK(*same->m.error() ==
          "scheduling error in cycle 6 (bundle 6), core 0, \"Add R3, R0, R1\": its write to R3 lands in cycle 8, as "
          "does the write by \"Mul R2, R0, R1\" issued in bundle 4");
}

TEST_CASE("VLIW a Store is visible to Loads issued store-latency cycles later", "[vliw][timing]") {
    SECTION("default latencies: the next bundle sees it") {
        const auto r = run(one_core({{0, ld(0, 0)}, {1, st(0, 5, MemKind::Transfer)}, {2, ld(1, 5, MemKind::Transfer)}}),
                           {}, {{0, 42}, {5, 7}});
        REQUIRE(r->m.error().value_or("") == "");
        CHECK(r->m.reg(0, 1) == 42);
    }
    SECTION("store latency 2: one bundle earlier reads the old word") {
        const VliwLatency lat = slow();
        // R0 lands at 3; Store in 3, visible from 5; Loads in 4 (old) and 5 (new).
        const auto r = run(one_core({{0, ld(0, 0)}, {3, st(0, 5)}, {4, ld(1, 5)}, {5, ld(2, 5)}}), lat,
                           {{0, 42}, {5, 7}});
        REQUIRE(r->m.error().value_or("") == "");
        CHECK(r->m.reg(0, 1) == 7);
        CHECK(r->m.reg(0, 2) == 42);
        CHECK(r->m.stats().cycles == 5 + lat.load);
    }
    SECTION("a Store in the last bundle has landed when the run ends") {
        const VliwLatency lat = slow();
        const auto r = run(one_core({{0, ld(0, 0)}, {3, st(0, 5)}}), lat, {{0, 42}});
        REQUIRE(r->m.error().value_or("") == "");
        CHECK(r->m.read_memory(5) == 42);
        CHECK(r->m.stats().cycles == 3 + lat.store);
    }
}

TEST_CASE("VLIW two memory operations in one bundle are a structural hazard", "[vliw][validation]") {
    const auto r = run(program(3, {{ld(0, 0), nop(), nop()}, {ld(0, 1), nop(), st(1, 2)}}));
    REQUIRE(r->m.error());
    CHECK(*r->m.error() ==
          "structural hazard: bundle 1 has 2 memory operations (cores 0, 2); the data memory has one port");
    CHECK(r->m.finished());
    CHECK(r->m.stats().bundles == 0);  // rejected before running
    CHECK(r->end_time == sc_core::SC_ZERO_TIME);

    const auto r2 = run(program(2, {{st(0, 0), st(1, 1)}}));
    REQUIRE(r2->m.error());
    CHECK(*r2->m.error() ==
          "structural hazard: bundle 0 has 2 memory operations (cores 0, 1); the data memory has one port");
}

TEST_CASE("VLIW programs are validated before running; the first problem is reported", "[vliw][validation]") {
    auto error_of = [](const VliwProgram& p, const VliwLatency& lat = {}) {
        const auto e = validate(p, lat);
        return e ? *e : std::string();
    };
    CHECK(error_of(program(2, {{nop(), add(16, 0, 1)}})) ==
          "bundle 0, core 1, \"Add R16, R0, R1\": register R16 does not exist; a core has 16 registers (R0..R15)");
    CHECK(error_of(program(1, {{nop()}, {sub(0, 1, 20)}})) ==
          "bundle 1, core 0, \"Sub R0, R1, R20\": register R20 does not exist; a core has 16 registers (R0..R15)");
    CHECK(error_of(program(2, {{nop(), nop()}, {nop(), mul(15, 0, 1)}})) ==
          "bundle 1, core 1, \"Mul R15, R0, R1\": Mul writes the high word to R(i+1) = R16, but a core has 16 "
          "registers (R0..R15)");
    CHECK(error_of(program(1, {{ld(0, 64)}})) ==
          "bundle 0, core 0, \"Load R0, #64 (operand)\": address 64 is outside the data memory of 64 words");
    CHECK(error_of(program(1, {{st(16, 0)}})) ==
          "bundle 0, core 0, \"Store R16, #0 (result)\": register R16 does not exist; a core has 16 registers "
          "(R0..R15)");
    // the first problem: bundle 1 before bundle 2
    CHECK_THAT(error_of(program(2, {{nop(), nop()}, {ld(0, 0), ld(0, 1)}, {add(99, 0, 0), nop()}})),
               Catch::StartsWith("structural hazard: bundle 1"));
    CHECK_THAT(error_of(program(1, {{nop()}, {ld(0, 99)}, {add(99, 0, 0)}})), Catch::StartsWith("bundle 1, core 0"));

    VliwProgram odd = program(2, {{nop(), nop()}});
    odd.slots.push_back(nop());
    CHECK(error_of(odd) == "the program has 3 slots, not a multiple of its 2 cores");
    CHECK(error_of(program(0, {})) == "a VLIW program needs at least 1 core");
    CHECK(error_of(program(1, {{nop()}}, 33)) == "word_bits must be 1..32, got 33");
    CHECK(error_of(program(1, {{nop()}}, 16, 64, 0)) == "registers must be 1..256, got 0");
    VliwLatency zero;
    zero.mul = 0;
    CHECK(error_of(program(1, {{nop()}}), zero) == "latency mul must be at least 1 cycle");
    CHECK(error_of(program(2, {{ld(0, 0), mul(14, 15, 0)}})).empty());

    // The machine reports it through error() and does not run.
    const auto r = run(program(1, {{ld(0, 0)}, {mul(15, 0, 0)}}));
    REQUIRE(r->m.error());
    CHECK_THAT(*r->m.error(), Catch::StartsWith("bundle 1, core 0, \"Mul R15, R0, R0\": Mul writes"));
    CHECK(r->m.stats().cycles == 0);
}

TEST_CASE("VLIW counts loads and stores by kind, busy slots, Muls and Adds", "[vliw][stats]") {
    const auto p = program(2, {{ld(0, 0, MemKind::Operand), nop()},
                               {nop(), ld(0, 1, MemKind::Operand)},
                               {ld(1, 2, MemKind::Constant), nop()},
                               {mul(2, 0, 1), ld(1, 3, MemKind::Transfer)},
                               {nop(), add(2, 0, 1)},
                               {st(2, 4, MemKind::Spill), adc(3, 0, 1)},
                               {ld(4, 4, MemKind::Spill), sub(4, 3, 0)},
                               {nop(), st(4, 5, MemKind::Result)},
                               {st(3, 6, MemKind::Transfer), nop()}});
    const auto r = run(p);
    REQUIRE(r->m.error().value_or("") == "");
    const VliwStats& s = r->m.stats();
    const auto idx = [](MemKind k) { return static_cast<size_t>(k); };
    CHECK(s.loads[idx(MemKind::Operand)] == 2);
    CHECK(s.loads[idx(MemKind::Constant)] == 1);
    CHECK(s.loads[idx(MemKind::Transfer)] == 1);
    CHECK(s.loads[idx(MemKind::Spill)] == 1);
    CHECK(s.loads[idx(MemKind::Result)] == 0);
    CHECK(s.stores[idx(MemKind::Spill)] == 1);
    CHECK(s.stores[idx(MemKind::Result)] == 1);
    CHECK(s.stores[idx(MemKind::Transfer)] == 1);
    CHECK(s.stores[idx(MemKind::Operand)] == 0);
    CHECK(s.busy_slots == std::vector<uint64_t>{6, 6});
    CHECK(s.muls == 1);
    CHECK(s.adds == 3);
    CHECK(s.bundles == 9);
    CHECK(s.cycles == 9);  // the Store in bundle 8 lands at 8 + 1
}

TEST_CASE("VLIW cycles: the last landing or the bundle count, at the configured clock period", "[vliw][stats]") {
    // Four bundles, a Mul in the last one: lands at 3 + mul.
    const auto p = one_core({{0, ld(0, 0)}, {3, mul(2, 0, 0)}});
    CHECK(run(p)->m.stats().cycles == 5);
    const auto r = run(p, slow(), {}, 10);
    REQUIRE(r->m.error().value_or("") == "");
    CHECK(r->m.stats().cycles == 7);
    CHECK(r->end_time == sc_core::sc_time(70, sc_core::SC_NS));
    CHECK(r->m.period() == sc_core::sc_time(10, sc_core::SC_NS));
    // Nops at the end: the bundle count.
    const auto q = run(one_core({{0, ld(0, 0)}, {5, nop()}}));
    CHECK(q->m.stats().cycles == 6);
    CHECK(q->end_time == sc_core::sc_time(48, sc_core::SC_NS));
    CHECK(end_cycle(one_core({{0, ld(0, 0)}, {5, nop()}}), slow()) == 6);
    CHECK(end_cycle(one_core({{0, ld(0, 0)}, {5, ld(1, 0)}}), slow()) == 8);
    // An empty program.
    const auto e = run(program(2, {}));
    REQUIRE(e->m.error().value_or("") == "");
    CHECK(e->m.finished());
    CHECK(e->m.stats().cycles == 0);
}

namespace {

// (a1:a0) + (b1:b0) on two cores, w = 16: core 0 adds the low words and
// passes its carry to core 1 through the shared memory; core 1 turns the
// loaded carry back into Ca (Add with 0xFFFF) and adds the high words with Adc.
// Memory: 0 a0, 1 a1, 2 b0, 3 b1, 4 0xFFFF, 5 carry (transfer), 6 r0, 7 r1, 8 carry out.
// R15 is never written (0). Default latencies; one memory access per bundle.
VliwProgram two_word_add() {
    return program(2, {
                          {ld(0, 0), nop()},                         // 0
                          {ld(1, 2), nop()},                         // 1
                          {add(2, 0, 1), ld(0, 1)},                  // 2  R0, R1 ready
                          {adc(3, 15, 15), ld(1, 3)},                // 3  R3 <- Ca
                          {st(3, 5, MemKind::Transfer), nop()},      // 4
                          {nop(), ld(6, 4, MemKind::Constant)},      // 5
                          {nop(), ld(3, 5, MemKind::Transfer)},      // 6  the store of 4 is visible from 5
                          {st(2, 6), add(7, 3, 6)},                  // 7  Ca <- carry
                          {nop(), adc(4, 0, 1)},                     // 8
                          {nop(), adc(5, 15, 15)},                   // 9  R5 <- carry out
                          {nop(), st(4, 7)},                         // 10
                          {nop(), st(5, 8)},                         // 11
                      });
}

}  // namespace

TEST_CASE("VLIW a 2-core 2-word addition through the shared memory", "[vliw][program]") {
    const auto [a, b] = GENERATE(table<uint32_t, uint32_t>({{0x0001FFFF, 0xFFFF0001},
                                                            {0x12345678, 0x11111111},
                                                            {0xFFFFFFFF, 0xFFFFFFFF},
                                                            {0, 0},
                                                            {0x0000FFFF, 0x00000001},
                                                            {0xFFFF0000, 0x00010000}}));
    const auto r = run(two_word_add(), {},
                       {{0, a & 0xFFFF}, {1, a >> 16}, {2, b & 0xFFFF}, {3, b >> 16}, {4, 0xFFFF}});
    REQUIRE(r->m.error().value_or("") == "");
    const uint64_t sum = uint64_t{a} + b;
    CHECK(r->m.read_memory(6) == (sum & 0xFFFF));
    CHECK(r->m.read_memory(7) == ((sum >> 16) & 0xFFFF));
    CHECK(r->m.read_memory(8) == (sum >> 32));
    const VliwStats& s = r->m.stats();
    CHECK(s.cycles == 12);
    CHECK(s.bundles == 12);
    CHECK(s.loads[static_cast<size_t>(MemKind::Operand)] == 4);
    CHECK(s.loads[static_cast<size_t>(MemKind::Constant)] == 1);
    CHECK(s.loads[static_cast<size_t>(MemKind::Transfer)] == 1);
    CHECK(s.stores[static_cast<size_t>(MemKind::Transfer)] == 1);
    CHECK(s.stores[static_cast<size_t>(MemKind::Result)] == 3);
    CHECK(s.busy_slots == std::vector<uint64_t>{6, 9});
    CHECK(s.adds == 5);
    CHECK(r->end_time == sc_core::sc_time(96, sc_core::SC_NS));
}

TEST_CASE("VLIW a long program runs (a few hundred thousand slots)", "[vliw][program]") {
    // 4 cores, 75000 bundles: each core repeats R2 <- R2 + R1 every 2 bundles
    // (latency 1 would allow every bundle; every other one keeps it simple).
    const unsigned p = 4;
    const size_t bundles = 75000;
    VliwProgram prog = program(p, {}, 32, 16);
    prog.slots.assign(bundles * p, nop());
    prog.at(0, 0) = ld(1, 0);
    for (unsigned c = 1; c < p; ++c) prog.at(c, c) = ld(1, 0);
    for (size_t b = p + 1; b < bundles; b += 2)
        for (unsigned c = 0; c < p; ++c) prog.at(b, c) = add(2, 2, 1);
    const auto r = run(prog, {}, {{0, 3}});
    REQUIRE(r->m.error().value_or("") == "");
    const uint64_t adds_per_core = (bundles - (p + 1) + 1) / 2;
    for (unsigned c = 0; c < p; ++c) CHECK(r->m.reg(c, 2) == uint32_t(3 * adds_per_core));
    CHECK(r->m.stats().adds == p * adds_per_core);
    CHECK(r->m.stats().cycles == bundles);
}
