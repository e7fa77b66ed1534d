// pSHS: its model and its program against Boost on many sizes, core counts
// and edge operands, and its schedule's counts.
#include <catch2/catch.hpp>

#include <boost/integer/mod_inverse.hpp>

#include <memory>
#include <string>
#include <vector>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/isa/Isa.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/pshs/PshsModel.hpp"
#include "schemes/pshs/PshsScheme.hpp"
#include "tests/schemes/common/RingHarness.hpp"

using namespace montsim;

namespace {

struct Case {
    unsigned s, p, q;
};

// Every (s, p, q) with p = 1..16, s <= 64 divisible by p*q, q = 1..s/p.
std::vector<Case> full_grid() {
    std::vector<Case> cases;
    for (unsigned p = 1; p <= 16; ++p)
        for (unsigned s = p; s <= 64; s += p)
            for (unsigned q = 1; q <= s / p; ++q)
                if (s % (p * q) == 0) cases.push_back({s, p, q});
    return cases;
}

std::string name(const Case& c) {
    return "s = " + std::to_string(c.s) + ", p = " + std::to_string(c.p) + ", q = " + std::to_string(c.q);
}

// The FIFO depths every model and ring test runs with (0 = unbounded). A
// single core (p = 1) sends each two-word carry to itself before taking it,
// so it needs depth 2: the checks skip depth 1 for p = 1.
constexpr size_t kDepths[] = {1, 2, 16, 0};

// Checks every core's copy of the result and its message counts.
void check_model_run(const schemes::MontOperands& ops, const Case& c, size_t depth) {
    if (c.p == 1 && depth == 1) return;
    const schemes::PshsModelRun run = schemes::run_pshs_model(ops, c.p, c.q, depth);
    REQUIRE(run.results.size() == c.p);
    for (unsigned core = 0; core < c.p; ++core) {
        INFO("core " << core);
        REQUIRE_NOTHROW(schemes::check_montgomery_result(ops, run.results[core], "pSHS model"));
        CHECK(run.words_sent[core] == schemes::pshs_words_sent(c.s, c.p, c.q, core));
        CHECK(run.words_received[core] == schemes::pshs_words_received(c.s, c.p, c.q, core));
    }
}

// Runs pshs.s on a ring of p bare cores and checks every core's result and
// its FSL word counts. Returns the harness for further checks.
std::unique_ptr<test::RingHarness> run_assembly(const schemes::MontOperands& ops, const Case& c, size_t depth = 16) {
    if (c.p == 1 && depth == 1) depth = 2;  // see kDepths
    static const mb::Program program = schemes::PshsScheme::program();
    auto ring = std::make_unique<test::RingHarness>(c.p, depth);
    std::vector<schemes::PshsLayout> layouts;
    for (unsigned i = 0; i < c.p; ++i) {
        ring->cpu(i).load(program);
        layouts.push_back(schemes::PshsScheme::load(ring->cpu(i), program, ops, c.p, c.q, i, unsigned(depth)));
        schemes::PshsScheme::add_regions(ring->cpu(i), program);
    }
    ring->run();
    for (unsigned i = 0; i < c.p; ++i) {
        INFO("core " << i);
        const mb::MbCpu& cpu = ring->cpu(i);
        CHECK(cpu.exit_status() == 0);
        REQUIRE_NOTHROW(schemes::check_montgomery_result(
            ops, schemes::PshsScheme::read_result(cpu, layouts[i], c.s), "pSHS assembly"));
        CHECK(cpu.stats().words_sent == schemes::pshs_words_sent(c.s, c.p, c.q, i));
        CHECK(cpu.stats().words_received == schemes::pshs_words_received(c.s, c.p, c.q, i));
        CHECK(ring->queue(i).empty());
        CHECK(schemes::PshsScheme::timed_cycles(cpu, layouts[i]) > 0);
        CHECK(schemes::PshsScheme::timer_end(cpu, layouts[i]) <= cpu.cycle());
    }
    return ring;
}

// Whether Montgomery's U = (AB + MN) / R is >= N before the final subtraction.
bool needs_final_subtraction(const schemes::MontOperands& ops) {
    const schemes::BigInt r = schemes::BigInt(1) << (32 * ops.s);
    const schemes::BigInt t = schemes::to_big(ops.a) * schemes::to_big(ops.b);
    const schemes::BigInt n = schemes::to_big(ops.n);
    const schemes::BigInt n_inv = boost::integer::mod_inverse(n, r);
    const schemes::BigInt m = (t % r) * (r - n_inv) % r;  // T * (-N^-1) mod R
    const schemes::BigInt u = (t + m * n) / r;
    REQUIRE((t + m * n) % r == 0);
    return u >= n;
}

}  // namespace

TEST_CASE("pSHS model matches Boost on every core for all s <= 64, p = 1..16, q | s/p", "[pshs]") {
    const auto cases = full_grid();
    REQUIRE(cases.size() > 300);
    uint64_t seed = 1;
    for (const Case& c : cases) {
        INFO(name(c));
        for (int rep = 0; rep < 3; ++rep) {
            const auto ops = schemes::random_operands(c.s, seed++);
            for (size_t depth : kDepths) {
                INFO("FIFO depth " << depth);
                check_model_run(ops, c, depth);
            }
        }
    }
}

TEST_CASE("pSHS model is correct on edge operands: zero, one, N - 1", "[pshs]") {
    for (const Case& c : {Case{4, 2, 2}, Case{12, 3, 1}, Case{16, 4, 4}, Case{16, 8, 1}}) {
        schemes::MontOperands ops = schemes::random_operands(c.s, 11);
        const schemes::BigInt n = schemes::to_big(ops.n);
        for (const schemes::BigInt& a : {schemes::BigInt(0), schemes::BigInt(1), schemes::BigInt(n - 1)})
            for (const schemes::BigInt& b : {schemes::BigInt(1), schemes::BigInt(n - 1)}) {
                ops.a = schemes::to_words(a, c.s);
                ops.b = schemes::to_words(b, c.s);
                INFO(name(c) << " a = " << schemes::to_hex(a) << " b = " << schemes::to_hex(b));
                for (size_t depth : kDepths) check_model_run(ops, c, depth);
            }
    }
}

TEST_CASE("pSHS model: all-ones modulus words stress every carry ripple", "[pshs]") {
    // N = 2^(32s) - 1 (odd, top bit set), A = B = N - 1: every box produces
    // the largest carries.
    for (const Case& c : {Case{8, 2, 4}, Case{8, 4, 1}, Case{64, 8, 8}, Case{48, 3, 2}}) {
        schemes::MontOperands ops;
        ops.s = c.s;
        ops.n.assign(c.s, 0xFFFFFFFFu);
        ops.a.assign(c.s, 0xFFFFFFFFu);
        ops.a[0] = 0xFFFFFFFEu;
        ops.b = ops.a;
        ops.nprime = schemes::neg_inverse_mod_2_32(ops.n[0]);
        INFO(name(c));
        for (size_t depth : kDepths) check_model_run(ops, c, depth);
    }
}

TEST_CASE("pSHS model runs without deadlock on a one-word FIFO and on unbounded links", "[pshs]") {
    for (const Case& c : {Case{16, 2, 8}, Case{64, 2, 32}, Case{64, 8, 8}, Case{64, 16, 1}, Case{60, 5, 3}}) {
        INFO(name(c));
        const auto ops = schemes::random_operands(c.s, 5);
        check_model_run(ops, c, 1);
        check_model_run(ops, c, 0);
    }
}

TEST_CASE("pSHS gather lag K = min(s/p, FIFO depth)", "[pshs]") {
    CHECK(schemes::pshs_gather_lag(64, 2, 16) == 16);
    CHECK(schemes::pshs_gather_lag(64, 2, 1) == 1);
    CHECK(schemes::pshs_gather_lag(32, 4, 16) == 8);
    CHECK(schemes::pshs_gather_lag(32, 4, 0) == 8);
    CHECK(schemes::pshs_gather_lag(6, 3, 2) == 2);
}

TEST_CASE("pSHS all-gather: a core's stream is its piece, then what it received, with lag K", "[pshs]") {
    // s = 8, p = 2, q = 2: P0's piece is t0 t1 t4 t5 t8 (u[s]), P1's t2 t3 t6 t7.
    using K = schemes::PshsOpKind;
    auto gather = [](unsigned core, unsigned lag) {
        std::string out;
        for (const auto& op : schemes::pshs_core_program(8, 2, 2, core, lag))
            if (op.kind == K::PutWord || op.kind == K::GetWord)
                out += (op.kind == K::PutWord ? "p" : "g") + std::to_string(op.i) + " ";
        return out;
    };
    CHECK(gather(0, 4) == "p0 p1 p4 p5 g2 p8 g3 g6 g7 ");
    CHECK(gather(1, 4) == "p2 p3 p6 p7 g0 g1 g4 g5 g8 ");
    CHECK(gather(0, 1) == "p0 g2 p1 g3 p4 g6 p5 g7 p8 ");
    CHECK(gather(1, 1) == "p2 g0 p3 g1 p6 g4 p7 g5 g8 ");
    // p = 3, s = 3, q = 1: P1 passes on P0's piece (t0, u[s]); P2 does not.
    std::string p1;
    for (const auto& op : schemes::pshs_core_program(3, 3, 1, 1, 1))
        if (op.kind == K::PutWord || op.kind == K::GetWord)
            p1 += (op.kind == K::PutWord ? "p" : "g") + std::to_string(op.i) + " ";
    CHECK(p1 == "p1 g0 p0 g3 p3 g2 ");
    CHECK_THROWS_AS(schemes::pshs_core_program(8, 2, 2, 0, 5), std::invalid_argument);
    CHECK_THROWS_AS(schemes::pshs_core_program(8, 2, 2, 0, 0), std::invalid_argument);
}

TEST_CASE("pSHS model and assembly do not deadlock when a piece exceeds the FIFO (s/p > depth)", "[pshs]") {
    for (const Case& c : {Case{64, 2, 32}, Case{64, 2, 1}, Case{64, 4, 16}, Case{48, 3, 4}})
        for (size_t depth : {size_t(16), size_t(1), size_t(2), size_t(3)}) {
            INFO(name(c) << ", FIFO depth " << depth);
            const auto ops = schemes::random_operands(c.s, 77);
            check_model_run(ops, c, depth);
            run_assembly(ops, c, depth);
        }
}

TEST_CASE("pSHS parameters are validated with a clear message", "[pshs]") {
    CHECK_THROWS_WITH(schemes::validate_pshs(16, 3, 2),
                      "s = 16 is not divisible by p*q = 3*2 = 6: pSHS needs s divisible by p*q");
    CHECK_THROWS_WITH(schemes::validate_pshs(16, 0, 2), Catch::Contains("p = 0"));
    CHECK_THROWS_WITH(schemes::validate_pshs(16, 2, 0), Catch::Contains("q = 0"));
    CHECK_NOTHROW(schemes::validate_pshs(16, 4, 4));
    CHECK_THROWS_AS(schemes::validate_pshs(16, 3, 2), std::invalid_argument);
}

TEST_CASE("pSHS message counts per core: the paper's example s = 6, p = 3, q = 2", "[pshs]") {
    // m: 6 - 2 = 4 words each; carries: 2 per TB, 2 TBs per core; gather:
    // 2 steps of 2 words, plus u[s] with P0's piece.
    CHECK(schemes::pshs_words_sent(6, 3, 2, 0) == 4 + 4 + 4 + 1);
    CHECK(schemes::pshs_words_sent(6, 3, 2, 2) == 4 + 4 + 4);
    CHECK(schemes::pshs_words_received(6, 3, 2, 0) == 4 + 4 + 4);
    CHECK(schemes::pshs_words_received(6, 3, 2, 1) == 4 + 4 + 4 + 1);
    CHECK(schemes::pshs_words_sent(16, 1, 4, 0) == 16);  // one core: only carries to itself
}

TEST_CASE("pSHS assembly on a ring of p cores matches Boost on every core", "[pshs]") {
    std::vector<Case> cases;
    for (unsigned p : {1u, 2u, 3u, 4u, 8u})
        for (unsigned s : {1u, 2u, 3u, 4u, 6u, 8u, 12u, 16u, 24u, 32u, 48u, 64u})
            for (unsigned q = 1; q <= s / p; ++q)
                if (s % (p * q) == 0 && (s <= 16 || q == 1 || q == s / p || q == s / p / 2)) cases.push_back({s, p, q});
    REQUIRE(cases.size() > 60);
    uint64_t seed = 100;
    for (const Case& c : cases) {
        INFO(name(c));
        const auto ops = schemes::random_operands(c.s, seed++);
        for (size_t depth : kDepths) {
            INFO("FIFO depth " << depth);
            run_assembly(ops, c, depth);
        }
    }
}

TEST_CASE("pSHS assembly: the paper's example (s = 6, p = 3, q = 2) and odd core counts", "[pshs]") {
    for (const Case& c : {Case{6, 3, 2}, Case{6, 3, 1}, Case{9, 3, 3}, Case{15, 5, 3}, Case{30, 5, 2}, Case{21, 7, 1},
                          Case{36, 6, 6}, Case{48, 16, 3}, Case{64, 16, 4}}) {
        INFO(name(c));
        for (uint64_t seed : {1u, 2u})
            for (size_t depth : kDepths) {
                INFO("FIFO depth " << depth);
                run_assembly(schemes::random_operands(c.s, seed), c, depth);
            }
    }
}

TEST_CASE("pSHS assembly is correct on edge operands and all-ones words", "[pshs]") {
    for (const Case& c : {Case{4, 2, 2}, Case{12, 3, 2}, Case{16, 4, 4}}) {
        schemes::MontOperands ops = schemes::random_operands(c.s, 21);
        const schemes::BigInt n = schemes::to_big(ops.n);
        for (const schemes::BigInt& a : {schemes::BigInt(0), schemes::BigInt(1), schemes::BigInt(n - 1)})
            for (const schemes::BigInt& b : {schemes::BigInt(1), schemes::BigInt(n - 1)}) {
                ops.a = schemes::to_words(a, c.s);
                ops.b = schemes::to_words(b, c.s);
                INFO(name(c) << " a = " << schemes::to_hex(a) << " b = " << schemes::to_hex(b));
                for (size_t depth : kDepths) run_assembly(ops, c, depth);
            }
        schemes::MontOperands ones;  // all-ones N: the largest carries everywhere
        ones.s = c.s;
        ones.n.assign(c.s, 0xFFFFFFFFu);
        ones.a.assign(c.s, 0xFFFFFFFFu);
        ones.a[0] = 0xFFFFFFFEu;
        ones.b = ones.a;
        ones.nprime = schemes::neg_inverse_mod_2_32(ones.n[0]);
        INFO(name(c) << " all-ones");
        for (size_t depth : kDepths) run_assembly(ones, c, depth);
    }
}

TEST_CASE("pSHS assembly: the final subtraction, taken and not taken, on every core", "[pshs]") {
    for (const Case& c : {Case{8, 2, 2}, Case{12, 3, 4}, Case{16, 8, 1}}) {
        int taken = 0, not_taken = 0;
        for (uint64_t seed = 1; seed < 200 && (taken < 2 || not_taken < 2); ++seed) {
            const auto ops = schemes::random_operands(c.s, seed);
            const bool sub = needs_final_subtraction(ops);
            if (sub ? taken >= 2 : not_taken >= 2) continue;
            ++(sub ? taken : not_taken);
            INFO(name(c) << " seed " << seed << (sub ? " (U >= N)" : " (U < N)"));
            run_assembly(ops, c);
        }
        CHECK(taken == 2);
        CHECK(not_taken == 2);
    }
}

TEST_CASE("pSHS assembly needs no deep FIFO: it runs on one-word links", "[pshs]") {
    for (const Case& c : {Case{64, 2, 32}, Case{64, 8, 8}, Case{32, 4, 2}}) {
        INFO(name(c));
        run_assembly(schemes::random_operands(c.s, 9), c, 1);
        run_assembly(schemes::random_operands(c.s, 9), c, 2);
    }
}

TEST_CASE("pSHS assembly: every core computes the same number of boxes, 2s^2/p", "[pshs]") {
    for (const Case& c : {Case{16, 4, 4}, Case{32, 2, 4}, Case{24, 3, 8}}) {
        INFO(name(c));
        const auto ring = run_assembly(schemes::random_operands(c.s, 3), c);
        for (unsigned i = 0; i < c.p; ++i) {
            uint64_t boxes = 0;
            for (const auto& r : ring->cpu(i).regions()) boxes += r.instructions / 13;
            CHECK(boxes == 2ull * c.s * c.s / c.p);
        }
    }
}

TEST_CASE("pSHS boxes are exactly SOS's instruction sequence", "[pshs]") {
    const mb::Program pshs = schemes::PshsScheme::program();
    const mb::Program sos = schemes::assemble_embedded("sos/sos.s");
    auto words = [](const mb::Program& prog, const std::string& from, const std::string& to) {
        std::vector<uint32_t> out;
        const uint32_t lo = *prog.symbol(from), hi = *prog.symbol(to);
        for (const auto& seg : prog.segments)
            for (uint32_t a = lo; a < hi; a += 4)
                if (a >= seg.addr && a + 4 <= seg.addr + seg.bytes.size()) {
                    const uint8_t* b = &seg.bytes[a - seg.addr];
                    uint32_t w = uint32_t(b[0]) << 24 | uint32_t(b[1]) << 16 | uint32_t(b[2]) << 8 | b[3];
                    // The branch offset is relative, so the same loop encodes the same word.
                    out.push_back(w);
                }
        return out;
    };
    const auto sos_white = words(sos, "sos_white_box", "sos_white_box_end");
    REQUIRE(sos_white.size() == 13);
    CHECK(words(pshs, "pshs_white_box", "pshs_white_box_end") == sos_white);
    CHECK(words(pshs, "pshs_shaded_box", "pshs_shaded_box_end") == words(sos, "sos_shaded_box", "sos_shaded_box_end"));
}

TEST_CASE("pSHS descriptor: layout, validation and loading", "[pshs]") {
    const mb::Program program = schemes::PshsScheme::program();
    const auto l = schemes::PshsScheme::layout(program, 16, 4, 2, 16);
    CHECK(l.lag == 4);
    CHECK(schemes::PshsScheme::layout(program, 16, 4, 2, 3).lag == 3);
    CHECK(schemes::PshsScheme::layout(program, 16, 4, 2, 0).lag == 4);
    CHECK(l.b == l.a + 64);
    CHECK(l.n == l.b + 64);
    CHECK(l.m == l.n + 64);
    CHECK(l.rt == l.m + 64);
    CHECK(l.t == l.rt + 4 * (2 + 2));
    CHECK(l.end == l.t + 4 * 17);
    CHECK_THROWS_WITH(schemes::PshsScheme::validate(16, 3, 2),
                      "s = 16 is not divisible by p*q = 3*2 = 6: pSHS needs s divisible by p*q");
    CHECK_THROWS_AS(schemes::PshsScheme::validate(16, 0, 1), std::invalid_argument);
    CHECK_THROWS_AS(schemes::PshsScheme::validate(16, 1, 0), std::invalid_argument);
    mb::MbCpu cpu(mb::CpuConfig{});
    cpu.load(program);
    const auto ops = schemes::random_operands(16, 1);
    CHECK_THROWS_WITH(schemes::PshsScheme::load(cpu, program, ops, 4, 4, 4, 16), Catch::Contains("core id 4"));
    CHECK_THROWS_WITH(schemes::PshsScheme::load(cpu, program, ops, 3, 2, 0, 16), Catch::Contains("divisible"));
    mb::CpuConfig small;
    small.memory_bytes = 2048;
    mb::MbCpu tiny(small);
    tiny.load(program);
    CHECK_THROWS_WITH(schemes::PshsScheme::load(tiny, program, schemes::random_operands(64, 1), 2, 32, 0, 16),
                      Catch::Contains("core.memory_kb"));
}
