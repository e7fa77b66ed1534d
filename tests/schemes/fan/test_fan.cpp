// Fan, Sakiyama and Verbauwhede's Montgomery multiplication on the VLIW
// multicore (schemes/fan): every generated schedule computes X*Y*R^-1 mod M
// (checked against Boost, Z < 2M: there is no final subtraction), passes the
// independent schedule checker, runs on the platform node (VliwMachine, on
// the executable VLIW core) with the same result and counters, and its
// memory accesses equal the slides' table where the table's assumptions
// hold (schemes/fan/README.md).
#include <catch2/catch.hpp>
#include <sstream>
#include <fstream>

#include <cstdio>
#include <random>
#include <string>

#include "cores/vliw/VliwMachine.hpp"
#include "cores/vliw/PacketCore.hpp"
#include "cores/vliw/VliwPackets.hpp"
#include "schemes/fan/FanScheme.hpp"
#include "sim/SimContext.hpp"

using namespace montsim;
using namespace montsim::schemes::fan;
using schemes::BigInt;
using vliw::MemKind;
using vliw::VliwLatency;
using vliw::VOp;

namespace {

const VliwLatency kDefaultLatency{};
const VliwLatency kSlowLatency{2, 1, 3, 1};  // load 2, store 1, mul 3, add 1

struct Operands {
    BigInt x, y, m;
};

BigInt random_big(std::mt19937_64& rng, unsigned bits) {  // bits: a multiple of 16
    BigInt v = 0;
    for (unsigned i = 0; i < bits; i += 16) v = (v << 16) | BigInt(uint32_t(rng() & 0xFFFFu));
    return v;
}

// A full s-word odd modulus (top bit set), X and Y uniform below it.
Operands random_operands(unsigned s, unsigned w, uint64_t seed) {
    std::mt19937_64 rng(seed);
    Operands o;
    o.m = random_big(rng, w * s) | 1 | (BigInt(1) << (w * s - 1));
    o.x = random_big(rng, w * s) % o.m;
    o.y = random_big(rng, w * s) % o.m;
    return o;
}

BigInt inverse_mod(BigInt a, const BigInt& m) {
    BigInt b = m, x0 = 1, x1 = 0;
    a %= m;
    while (b != 0) {
        const BigInt q = a / b;
        BigInt t = a - q * b;
        a = b;
        b = t;
        t = x0 - q * x1;
        x0 = x1;
        x1 = t;
    }
    x0 %= m;
    return x0 < 0 ? x0 + m : x0;
}

// X * Y * R^-1 mod M, R = 2^(w s).
BigInt reference(const Operands& o, unsigned s, unsigned w) {
    return o.x * o.y % o.m * inverse_mod(BigInt(1) << (w * s), o.m) % o.m;
}

std::vector<uint32_t> start_memory(const FanBuild& b, const Operands& o) {
    std::vector<uint32_t> mem(b.layout.words, 0);
    for (const auto& [a, v] : initial_memory(b, o.x, o.y, o.m)) mem.at(a) = v;
    return mem;
}

BigInt run_interpreter(const FanBuild& b, const Operands& o) {
    const std::vector<uint32_t> mem = interpret(b.program, b.params.latency, start_memory(b, o));
    return read_result(b, [&](uint32_t a) { return mem.at(a); });
}

std::string describe(const FanParams& p) {
    return method_name(p.method) + " s=" + std::to_string(p.s) + " w=" + std::to_string(p.word_bits) +
           " p=" + std::to_string(p.cores) + " S_rf=" + std::to_string(p.registers) +
           " mul latency=" + std::to_string(p.latency.mul);
}

// Build, check the schedule, run the interpreter, compare with Boost.
void check_point(const FanParams& prm, uint64_t seed) {
    INFO(describe(prm));
    const FanBuild b = build_fan(prm);
    const std::vector<std::string> errors = check_schedule(b.program, prm.latency);
    if (!errors.empty()) FAIL_CHECK(errors.size() << " schedule violations, first: " << errors.front());
    const Operands o = random_operands(prm.s, prm.word_bits, seed);
    const BigInt z = run_interpreter(b, o);
    CHECK(z < 2 * o.m);
    CHECK(z % o.m == reference(o, prm.s, prm.word_bits));
}

FanParams params(FanMethod m, unsigned s, unsigned p, unsigned regs, unsigned w = 16,
                 const VliwLatency& lat = kDefaultLatency) {
    return FanParams{s, w, p, regs, m, lat};
}

}  // namespace

TEST_CASE("fan: validate names the bad parameter", "[fan]") {
    const auto message = [](FanParams p) {
        try {
            validate(p);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    using Catch::Matchers::Contains;
    CHECK_THAT(message(params(FanMethod::Single, 0, 1, 16)), Contains("s = 0"));
    CHECK_THAT(message(params(FanMethod::Single, 4, 1, 16, 8)), Contains("16 or 32"));
    CHECK_THAT(message(params(FanMethod::MethodI, 4, 0, 16)), Contains("p = 0"));
    CHECK_THAT(message(params(FanMethod::MethodI, 4, 65, 16)), Contains("1..64"));
    CHECK_THAT(message(params(FanMethod::Single, 4, 2, 16)), Contains("p = 1"));
    CHECK_THAT(message(params(FanMethod::MethodII, 6, 4, 16)), Contains("not divisible by p = 4"));
    CHECK_THAT(message(params(FanMethod::Single, 4, 1, 1)), Contains("minimum of 2"));
    CHECK_THAT(message(params(FanMethod::Single, 4, 1, 257)), Contains("at most 256"));
    CHECK_THAT(message(params(FanMethod::Single, 4, 1, 16, 16, {1, 0, 2, 1})), Contains("latency.store"));
    CHECK_THROWS_AS(build_fan(params(FanMethod::MethodII, 6, 4, 16)), std::invalid_argument);
    CHECK(message(params(FanMethod::Single, 4, 1, kMinRegisters)) == "no error");

    const FanBuild b = build_fan(params(FanMethod::Single, 2, 1, 8));
    const BigInt m = 0x12345;  // fits 2 words of 16 bits
    CHECK_THROWS_AS(initial_memory(b, 1, 1, m + 1), std::invalid_argument);             // even
    CHECK_THROWS_AS(initial_memory(b, m, 1, m), std::invalid_argument);                 // X not below M
    CHECK_THROWS_AS(initial_memory(b, 1, 1, BigInt(1) << 33 | 1), std::invalid_argument);  // wider than s words
}

TEST_CASE("fan: every s = 1..64 matches Boost, every method, w = 16 and 32, both latency tables", "[fan]") {
    const unsigned ps[] = {2, 4, 8};
    for (unsigned s = 1; s <= 64; ++s) {
        const unsigned w = s % 2 ? 16 : 32;
        const VliwLatency& lat = s % 3 ? kDefaultLatency : kSlowLatency;
        const unsigned p = ps[s % 3];
        const unsigned small = 2 + s % 5;
        for (unsigned regs : {small, 16u, 3 * s + 8 <= 256 ? 3 * s + 8 : 256}) {
            check_point(params(FanMethod::Single, s, 1, regs, w, lat), s);
            check_point(params(FanMethod::MethodI, s, p, regs, w, lat), s + 1000);
            unsigned p2 = 1;
            for (unsigned d : {8u, 4u, 2u})
                if (s % d == 0 && s / d >= 1) {
                    p2 = d;
                    break;
                }
            check_point(params(FanMethod::MethodII, s, p2, regs, 48 - w, lat), s + 2000);
        }
    }
}

TEST_CASE("fan: every S_rf from the minimum to 64 matches Boost", "[fan]") {
    for (unsigned regs = kMinRegisters; regs <= 64; ++regs) {
        const VliwLatency& lat = regs % 2 ? kSlowLatency : kDefaultLatency;
        check_point(params(FanMethod::Single, 9, 1, regs, 16, lat), regs);
        check_point(params(FanMethod::MethodI, 9, 4, regs, 32, lat), regs + 100);
        check_point(params(FanMethod::MethodII, 12, 4, regs, 16, lat), regs + 200);
        check_point(params(FanMethod::MethodII, 16, 2, regs, 32, lat), regs + 300);
    }
}

TEST_CASE("fan: every p matches Boost (method-I p = 1..8, 16; method-II every divisor of 64)", "[fan]") {
    for (unsigned p : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 16u})
        for (unsigned regs : {5u, 40u})
            check_point(params(FanMethod::MethodI, 16, p, regs, 16, p % 2 ? kSlowLatency : kDefaultLatency), p);
    check_point(params(FanMethod::MethodI, 3, 8, 8), 7);  // more cores than iterations
    for (unsigned p : {1u, 2u, 4u, 8u, 16u, 32u, 64u})
        for (unsigned regs : {4u, 3 * 64 / p + 8})
            check_point(params(FanMethod::MethodII, 64, p, std::min(regs, 256u), 32, p % 4 ? kSlowLatency : kDefaultLatency),
                        p + 50);
}

TEST_CASE("fan: edge operands (0, 1, M-1; M = 2^(ws) - 1 and M = 3)", "[fan]") {
    for (FanMethod meth : {FanMethod::Single, FanMethod::MethodI, FanMethod::MethodII}) {
        for (unsigned w : {16u, 32u}) {
            const unsigned s = 8, p = meth == FanMethod::Single ? 1 : 4;
            const FanBuild b = build_fan(params(meth, s, p, 10, w));
            const BigInt big_m = (BigInt(1) << (w * s)) - 1;
            for (const BigInt& m : {big_m, BigInt(3), random_operands(s, w, 9).m}) {
                for (const BigInt& x : {BigInt(0), BigInt(1), BigInt(m - 1)}) {
                    for (const BigInt& y : {BigInt(1), BigInt(m - 1)}) {
                        INFO(method_name(meth) << " w=" << w << " m=" << m << " x=" << x << " y=" << y);
                        const Operands o{x, y, m};
                        const BigInt z = run_interpreter(b, o);
                        CHECK(z < 2 * m);
                        CHECK(z % m == reference(o, s, w));
                    }
                }
            }
        }
    }
}

// The configurations both machines run (the SystemC one and the executable core).
struct MachinePoint {
    FanMethod m;
    unsigned s, p, regs, w;
    VliwLatency lat;
};
const MachinePoint kMachinePoints[] = {
    {FanMethod::Single, 16, 1, 16, 16, kDefaultLatency},   {FanMethod::Single, 7, 1, 2, 32, kSlowLatency},
    {FanMethod::Single, 16, 1, 56, 32, kSlowLatency},      {FanMethod::MethodI, 16, 4, 16, 16, kDefaultLatency},
    {FanMethod::MethodI, 16, 4, 41, 32, kSlowLatency},     {FanMethod::MethodI, 9, 3, 3, 16, kSlowLatency},
    {FanMethod::MethodII, 16, 4, 16, 16, kDefaultLatency}, {FanMethod::MethodII, 16, 4, 20, 32, kSlowLatency},
    {FanMethod::MethodII, 32, 8, 5, 16, kSlowLatency},     {FanMethod::MethodII, 24, 2, 2, 32, kDefaultLatency},
};

TEST_CASE("fan: the platform node runs the programs: same result, same counters", "[fan]") {
    for (const MachinePoint& pt : kMachinePoints) {
        const FanParams prm = params(pt.m, pt.s, pt.p, pt.regs, pt.w, pt.lat);
        INFO(describe(prm));
        const FanBuild b = build_fan(prm);
        const Operands o = random_operands(pt.s, pt.w, pt.s * 7 + pt.p);
        const std::vector<uint32_t> mem = start_memory(b, o);
        const std::vector<uint32_t> expected = interpret(b.program, prm.latency, mem);

        sim::FreshSimContext ctx;
        vliw::VliwMachine machine("fan", b.program, prm.latency);
        for (uint32_t a = 0; a < mem.size(); ++a)
            if (mem[a]) machine.write_memory(a, mem[a]);
        sc_core::sc_start();
        REQUIRE_FALSE(machine.error());
        REQUIRE(machine.finished());
        const BigInt z = read_result(b, [&](uint32_t a) { return machine.read_memory(a); });
        CHECK(z < 2 * o.m);
        CHECK(z % o.m == reference(o, pt.s, pt.w));
        for (uint32_t a = 0; a < mem.size(); ++a) REQUIRE(machine.read_memory(a) == expected[a]);

        const vliw::VliwStats& st = machine.stats();
        const auto k = [](MemKind kind) { return static_cast<size_t>(kind); };
        const FanCounts n = count_accesses(b.program);
        CHECK(st.loads[k(MemKind::Operand)] == n.load_opr);
        CHECK(st.loads[k(MemKind::Transfer)] + st.loads[k(MemKind::Spill)] == n.load_tr);
        CHECK(st.stores[k(MemKind::Transfer)] + st.stores[k(MemKind::Spill)] == n.store_tr);
        CHECK(st.loads[k(MemKind::Constant)] == n.load_const);
        CHECK(st.stores[k(MemKind::Result)] == n.store_result);
        CHECK(st.bundles == b.program.bundles());
        CHECK(st.cycles == vliw::end_cycle(b.program, prm.latency));
    }
}

TEST_CASE("fan: check_schedule reports broken schedules", "[fan]") {
    const FanParams prm = params(FanMethod::MethodII, 8, 2, 12, 16, kSlowLatency);
    const FanBuild good = build_fan(prm);
    REQUIRE(check_schedule(good.program, prm.latency).empty());
    const vliw::VliwProgram& gp = good.program;

    SECTION("a consumer of a Mul one cycle early") {
        // Find a Mul whose result is read exactly when it lands, with a free slot before.
        bool done = false;
        for (size_t b = 0; b + prm.latency.mul < gp.bundles() && !done; ++b)
            for (unsigned c = 0; c < gp.cores && !done; ++c) {
                const auto& m = gp.at(b, c);
                if (m.op != VOp::Mul) continue;
                const size_t t = b + prm.latency.mul;
                const auto& u = gp.at(t, c);
                const bool reads = (u.op == VOp::Add || u.op == VOp::Adc) && (u.rj == m.ri || u.rk == m.ri);
                if (!reads || gp.at(t - 1, c).op != VOp::Nop) continue;
                vliw::VliwProgram bad = gp;
                std::swap(bad.at(t - 1, c), bad.at(t, c));
                const auto errors = check_schedule(bad, prm.latency);
                REQUIRE_FALSE(errors.empty());
                CHECK_THAT(errors.front(), Catch::Matchers::Contains("while the write issued in bundle " +
                                                                     std::to_string(b)));
                CHECK_THROWS_AS(interpret(bad, prm.latency, std::vector<uint32_t>(good.layout.words)),
                                std::runtime_error);
                done = true;
            }
        CHECK(done);
    }
    SECTION("two loads in one bundle") {
        vliw::VliwProgram bad = gp;
        size_t load_bundle = 0;
        for (size_t b = 0; b < bad.bundles(); ++b)
            if (bad.at(b, 0).op == VOp::Load) {
                load_bundle = b;
                break;
            }
        // Core 1 loads into a register nobody reads (no new register conflict).
        bad.at(load_bundle, 1) = vliw::Slot{VOp::Load, uint8_t(prm.registers - 1), 0, 0, good.layout.x, MemKind::Operand};
        const auto errors = check_schedule(bad, prm.latency);
        bool port = false;
        for (const auto& e : errors) port = port || e.find("one port") != std::string::npos;
        CHECK(port);
    }
    SECTION("a transfer Load before its Store is visible") {
        vliw::VliwProgram bad = gp;
        const auto port_used = [&](size_t e) {
            for (unsigned cc = 0; cc < bad.cores; ++cc)
                if (bad.at(e, cc).op == VOp::Load || bad.at(e, cc).op == VOp::Store) return true;
            return false;
        };
        bool done = false;
        for (size_t b = 0; b < bad.bundles() && !done; ++b)
            for (unsigned c = 0; c < bad.cores && !done; ++c) {
                const auto& s = bad.at(b, c);
                if (s.op != VOp::Load || s.kind != MemKind::Transfer) continue;
                size_t store_bundle = 0;
                for (size_t e = 0; e < bad.bundles(); ++e)
                    for (unsigned cc = 0; cc < bad.cores; ++cc)
                        if (bad.at(e, cc).op == VOp::Store && bad.at(e, cc).addr == s.addr) store_bundle = e;
                // Move it into a free slot (and free port) before the Store is visible.
                for (size_t e = 0; e < store_bundle + prm.latency.store && !done; ++e) {
                    if (e == b || port_used(e) || bad.at(e, c).op != VOp::Nop) continue;
                    std::swap(bad.at(e, c), bad.at(b, c));
                    done = true;
                }
            }
        REQUIRE(done);
        bool visible = false;
        for (const auto& e : check_schedule(bad, prm.latency))
            visible = visible || e.find("is visible") != std::string::npos;
        CHECK(visible);
    }
    SECTION("two writes landing on one register in one cycle") {
        vliw::VliwProgram bad;
        bad.cores = 1;
        bad.registers = 4;
        bad.word_bits = 16;
        bad.memory_words = 4;
        // Mul R0 (lands at 0 + 3), then Add R0 at 2 (lands at 3).
        bad.slots = {vliw::Slot{VOp::Mul, 0, 2, 3, 0, MemKind::None}, vliw::Slot{},
                     vliw::Slot{VOp::Add, 0, 2, 3, 0, MemKind::None}};
        const auto errors = check_schedule(bad, kSlowLatency);
        REQUIRE(errors.size() == 1);
        CHECK_THAT(errors.front(), Catch::Matchers::Contains("lands in cycle 3 together"));
    }
}

// Where the slides' assumptions hold: everything the method keeps in
// registers fits, beside the allocator's working registers (the regime
// boundary moves up by c: 8 for the single core and method-II, 9 for method-I,
// see the README). Differences that remain are structural: Z's top word,
// method-II's final carry normalisation, the result stores.
TEST_CASE("fan: counters equal the slides' formulas where the formulas' assumptions hold", "[fan]") {
    for (unsigned s : {2u, 3u, 4u, 8u, 16u, 32u, 64u}) {
        // Single core, S_rf > 3s: X, M and Z resident.
        for (unsigned regs : {3 * s + 8, 3 * s + 20}) {
            if (regs > 256 || s < 3) continue;
            const FanParams prm = params(FanMethod::Single, s, 1, regs);
            INFO(describe(prm));
            const FanCounts n = count_accesses(build_fan(prm).program);
            const FanFormula f = slides_formula(prm);
            CHECK(f.regime == "S_rf > 3s");
            CHECK(n.load_opr == f.load_opr);  // 3s
            CHECK(n.load_tr == f.load_tr);    // 0
            CHECK(n.store_tr == f.store_tr);  // 0
            CHECK(n.load_const == 2);
            CHECK(n.store_result == s + 1);
        }
        if (s >= 3 && 3 * s + 7 <= 256) {  // one register less: no longer all resident
            const FanCounts n = count_accesses(build_fan(params(FanMethod::Single, s, 1, 3 * s + 7)).program);
            CHECK(n.load_opr + n.load_tr + n.store_tr > 3 * s);
        }
        for (unsigned p : {1u, 2u, 4u, 8u}) {
            // Method-I, S_rf > 2s: X and M resident in every core (each core runs
            // at least two iterations: s > p).
            if (s > p && 2 * s + 9 <= 256) {
                const FanParams prm = params(FanMethod::MethodI, s, p, 2 * s + 9);
                INFO(describe(prm));
                const FanCounts n = count_accesses(build_fan(prm).program);
                const FanFormula f = slides_formula(prm);
                CHECK(f.regime == "S_rf > 2s");
                CHECK(n.load_opr == f.load_opr);               // 2ps + s
                CHECK(n.load_tr == f.load_tr + (s - 1));       // + Z's top word, iterations 1..s-1
                CHECK(n.store_tr + n.store_result == f.store_tr + s);  // s + 1 words per iteration
                CHECK(n.store_result == s + 1);
            }
            // Method-II, S_rf > 3s/p: each core's X, M and Z words resident.
            // (p >= 2: for p = 1 the slides' N_store-tr = ps still counts a T
            // broadcast, which one core does not need.)
            if (p >= 2 && s % p == 0 && s / p >= 2 && 3 * s / p + 8 <= 256) {
                const FanParams prm = params(FanMethod::MethodII, s, p, 3 * s / p + 8);
                INFO(describe(prm));
                const FanCounts n = count_accesses(build_fan(prm).program);
                const FanFormula f = slides_formula(prm);
                CHECK(f.regime == "S_rf > 3s/p");
                CHECK(n.load_opr == f.load_opr);            // 2s + ps
                CHECK(n.load_tr == f.load_tr + (p - 1));    // + the final carry normalisation
                CHECK(n.store_tr == f.store_tr + (p - 1));  // + the final carry normalisation
                CHECK(n.store_result == s + 1);
            }
        }
    }
}

// The slides' table row by row at s = 16 (p = 4 for method-I and -II), w =
// 16, at each row's upper S_rf bound (and the shifted bound where the
// formula holds, and the minimum): montsim's measured counts, as quoted in
// scripts/docs/explanation/fan.md. These are records, not formulas: a change in the
// allocator changes them (update the page with them).
TEST_CASE("fan: measured counts where the slides' assumptions do not hold (s = 16, p = 4)", "[fan]") {
    struct Row {
        FanMethod m;
        unsigned p, regs;
        uint64_t opr, ltr, str;
    };
    const Row rows[] = {
        {FanMethod::Single, 1, 56, 48, 0, 0},        {FanMethod::Single, 1, 48, 183, 0, 0},
        {FanMethod::Single, 1, 40, 283, 13, 13},     {FanMethod::Single, 1, 32, 409, 16, 16},
        {FanMethod::Single, 1, 24, 499, 34, 34},     {FanMethod::Single, 1, 16, 528, 208, 208},
        {FanMethod::Single, 1, 2, 768, 2799, 2543},  {FanMethod::MethodI, 4, 41, 144, 255, 255},
        {FanMethod::MethodI, 4, 32, 245, 255, 255},  {FanMethod::MethodI, 4, 25, 333, 255, 255},
        {FanMethod::MethodI, 4, 16, 437, 255, 255},  {FanMethod::MethodI, 4, 2, 768, 3023, 2783},
        {FanMethod::MethodII, 4, 20, 96, 99, 67},    {FanMethod::MethodII, 4, 16, 252, 117, 73},
        {FanMethod::MethodII, 4, 12, 443, 183, 142}, {FanMethod::MethodII, 4, 8, 626, 408, 290},
        {FanMethod::MethodII, 4, 4, 764, 1000, 760}, {FanMethod::MethodII, 4, 2, 768, 2910, 2654},
    };
    for (const Row& r : rows) {
        const FanParams prm = params(r.m, 16, r.p, r.regs);
        INFO(describe(prm));
        const FanCounts n = count_accesses(build_fan(prm).program);
        CHECK(n.load_opr == r.opr);
        CHECK(n.load_tr == r.ltr);
        CHECK(n.store_tr == r.str);
    }
}

// The memory-access table in scripts/docs/explanation/fan.md is the generator's own
// output: every row's montsim counts (after each "/") and cycles are checked
// here, so the page cannot drift from the code.
TEST_CASE("fan: the docs' memory-access table is what the generator produces", "[fan]") {
    std::ifstream in(std::string(MONTSIM_SOURCE_DIR) + "/scripts/docs/explanation/fan.md");
    REQUIRE(in);
    const unsigned s = 16;
    unsigned rows = 0;
    for (std::string line; std::getline(in, line);) {
        std::vector<std::string> cells;
        std::stringstream ss(line);
        for (std::string cell; std::getline(ss, cell, '|');) {
            const size_t a = cell.find_first_not_of(' '), b = cell.find_last_not_of(' ');
            cells.push_back(a == std::string::npos ? "" : cell.substr(a, b - a + 1));
        }
        // | method | S_rf | row | opr | ltr | str | total | const | result | cycles |
        if (cells.size() != 11 || (cells[1] != "single" && cells[1] != "method-I" && cells[1] != "method-II")) continue;
        INFO(line);
        const FanMethod m = value_of(kFanMethodNames, cells[1], "method");
        const unsigned r = unsigned(std::stoul(cells[2]));
        const auto measured = [](const std::string& cell) { return std::stoul(cell.substr(cell.find('/') + 1)); };
        const FanParams prm = params(m, s, m == FanMethod::Single ? 1 : 4, r);
        const FanBuild b = build_fan(prm);
        const FanCounts n = count_accesses(b.program);
        const FanFormula f = slides_formula(prm);
        CHECK(std::stoul(cells[4]) == f.load_opr);  // the slides' value before the "/"
        CHECK(measured(cells[4]) == n.load_opr);
        CHECK(measured(cells[5]) == n.load_tr);
        CHECK(measured(cells[6]) == n.store_tr);
        CHECK(measured(cells[7]) == n.total());
        CHECK(std::stoul(cells[8]) == n.load_const);
        CHECK(std::stoul(cells[9]) == n.store_result);
        CHECK(std::stoul(cells[10]) == b.program.bundles());
        ++rows;
    }
    CHECK(rows == 19);
}

TEST_CASE("fan: the executable VLIW core runs the programs as a description: same memory, cycles, counts", "[fan][packet]") {
    for (const MachinePoint& pt : kMachinePoints) {
        const FanParams prm = params(pt.m, pt.s, pt.p, pt.regs, pt.w, pt.lat);
        INFO(describe(prm));
        const FanBuild b = build_fan(prm);
        const Operands o = random_operands(pt.s, pt.w, pt.s * 7 + pt.p);
        const std::vector<uint32_t> mem = start_memory(b, o);
        const std::vector<uint32_t> expected = interpret(b.program, prm.latency, mem);

        const vliw::MachineDescription m = vliw::vliw_description(b.program, prm.latency);
        vliw::PacketCore core(m, vliw::vliw_packets(b.program, m), "fan");
        for (uint32_t a = 0; a < mem.size(); ++a) core.write_memory(a, mem[a]);
        core.run();
        const BigInt z = read_result(b, [&](uint32_t a) { return uint32_t(core.read_memory(a)); });
        CHECK(z < 2 * o.m);
        CHECK(z % o.m == reference(o, pt.s, pt.w));
        for (uint32_t a = 0; a < mem.size(); ++a) REQUIRE(core.read_memory(a) == expected[a]);
        const vliw::PacketStats& st = core.stats();
        CHECK(st.cycles == vliw::end_cycle(b.program, prm.latency));
        CHECK(st.packets + st.nop_cycles == b.program.bundles());
        // The memory-access table's counts, by the ops' kinds.
        const auto load = [&](MemKind kind) { return st.tag_ops[vliw::vliw_tag(vliw::VOp::Load, kind)]; };
        const auto store = [&](MemKind kind) { return st.tag_ops[vliw::vliw_tag(vliw::VOp::Store, kind)]; };
        const FanCounts n = count_accesses(b.program);
        CHECK(load(MemKind::Operand) == n.load_opr);
        CHECK(load(MemKind::Transfer) + load(MemKind::Spill) == n.load_tr);
        CHECK(store(MemKind::Transfer) + store(MemKind::Spill) == n.store_tr);
        CHECK(load(MemKind::Constant) == n.load_const);
        CHECK(store(MemKind::Result) == n.store_result);
    }
}
