// The PE array (cores/pearray/PeArray.hpp) running IWBMM_R: every result
// against Boost, the latency against Eq. 11, the period against Eq. 12, the
// storage buffer's peak occupancy and the memory traffic against Table 1.
#include <catch2/catch.hpp>

#include <boost/integer/mod_inverse.hpp>
#include <boost/multiprecision/cpp_int.hpp>
#include <map>
#include <random>

#include "cores/pearray/PeArray.hpp"
#include "schemes/iwbmm/ArrayWords.hpp"

using namespace montsim;
using pearray::PeArray;
using pearray::PeArrayConfig;
using pearray::PeOperands;
using Big = boost::multiprecision::cpp_int;

namespace {

Big random_below(std::mt19937_64& rng, const Big& limit, unsigned bits) {
    Big v = 0;
    for (unsigned i = 0; i < bits; i += 32) v = (v << 32) + (rng() & 0xFFFFFFFFu);
    return v % limit;
}

struct Case {
    Big a, b, n;
};

// Random and adversarial operands for a k-bit odd modulus.
std::vector<Case> cases_for(unsigned k, std::mt19937_64& rng) {
    std::vector<Case> out;
    const Big top = Big(1) << (k - 1);
    Big n = (random_below(rng, top, k + 32) | top) | 1;
    if (k == 2) n = 3;
    out.push_back({random_below(rng, n, k + 32), random_below(rng, n, k + 32), n});
    out.push_back({n - 1, n - 1, n});                        // the largest operands
    const Big all_ones = (Big(1) << k) - 1;                  // N = 2^k - 1
    out.push_back({all_ones - 1, all_ones - 2, all_ones});
    out.push_back({0, n - 1, n});
    out.push_back({1, 1, top + 1});                          // N = 2^(k-1) + 1
    return out;
}

// Runs every (w, k, p) of the grid with random and extreme operands, checks
// every product against Boost (A*B*2^-r_bits mod N, below 2N), the latency
// and period against the closed forms, then hands the array to `more`.
// Returns the products checked.
template <typename More>
int run_grid(pearray::Algorithm algorithm, std::initializer_list<unsigned> ws, std::initializer_list<unsigned> ks,
             std::initializer_list<unsigned> ps, uint64_t seed, More more) {
    std::mt19937_64 rng(seed);
    int checked = 0;
    for (unsigned w : ws)
        for (unsigned k : ks)
            for (unsigned p : ps) {
                PeArrayConfig cfg;
                cfg.algorithm = algorithm;
                cfg.w = w;
                cfg.k = k;
                cfg.p = p;
                std::vector<Case> cs = cases_for(k, rng);
                std::vector<PeOperands> ops;
                for (const Case& c : cs)
                    ops.push_back({schemes::array_words(c.a, cfg), schemes::array_words(c.b, cfg),
                                   schemes::array_words(c.n, cfg)});
                PeArray array(cfg, ops, true);
                while (array.step()) REQUIRE(array.cycle() < 10000000);
                INFO("w " << w << " k " << k << " p " << p << " e " << cfg.e() << " lambda " << cfg.lambda());
                for (size_t m = 0; m < cs.size(); ++m) {
                    const Big& n = cs[m].n;
                    const Big r_inv = boost::integer::mod_inverse(Big((Big(1) << cfg.r_bits()) % n), n);
                    const Big got = schemes::array_value(array.result(m), w);
                    REQUIRE(got < 2 * n);
                    REQUIRE(got % n == cs[m].a * cs[m].b % n * r_inv % n);
                    ++checked;
                }
                const auto& st = array.stats();
                CHECK(st.finish[0] - st.start[0] == pearray::formula_latency(cfg));
                CHECK(st.start[1] - st.start[0] == pearray::formula_period(cfg));
                more(cfg, st);
            }
    return checked;
}

// The storage buffer holds what PE_p made until PE_1 is free: e+1-Lp words,
// when there is a next column for PE_1 (lambda > 1); in the steady state
// (multiplication 1) the traffic per cycle of the period is Table 1's.
void check_buffer(const PeArrayConfig& cfg, const pearray::PeArrayStats& st, unsigned latency) {
    const uint64_t e = cfg.e(), lp = uint64_t(latency) * cfg.p;
    const bool buffered = e + 1 > lp && cfg.lambda() > 1;
    CHECK(st.peak_buffer_words == (buffered ? e + 1 - lp : 0));
    if (buffered) {
        const double per = double(st.start[1] - st.start[0]);
        CHECK(double(st.traffic[1].table1_read()) / per == Approx(pearray::table1_read_bits(cfg)));
        CHECK(double(st.traffic[1].table1_write()) / per == Approx(pearray::table1_write_bits(cfg)));
    }
}

}  // namespace

TEST_CASE("IWBMM_R on the PE array: exact products, Eq. 11 latency, Eq. 12 period, Table 1 on a grid", "[pearray]") {
    const int checked = run_grid(pearray::Algorithm::IwbmmR, {3, 4, 5, 8, 16, 32}, {2, 5, 12, 31, 64, 100, 257},
                                 {1, 2, 3, 4, 7, 12, 40}, 2013,
                                 [](const PeArrayConfig& cfg, const pearray::PeArrayStats& st) {
                                     check_buffer(cfg, st, 1);
                                 });
    CHECK(checked == 6 * 7 * 7 * 5);
}

TEST_CASE("Tenca's WBMM on the same array: exact products, two cycles between PEs, Table 1's [9] row", "[pearray]") {
    const int checked = run_grid(pearray::Algorithm::Tenca, {3, 8, 16, 32}, {2, 12, 64, 100, 257}, {1, 2, 3, 7, 12, 40},
                                 2003, [](const PeArrayConfig& cfg, const pearray::PeArrayStats& st) {
                                     REQUIRE(cfg.r_bits() == cfg.lambda() * cfg.p);  // one bit iteration per column
                                     // While PE_1 keeps up, each column starts two cycles after the one before.
                                     if (cfg.e() + 1 <= 2 * cfg.p)
                                         for (const auto& t : st.tasks)
                                             if (t.multiplication == 0 && t.word == 0) CHECK(t.start == 2 * t.column);
                                     check_buffer(cfg, st, 2);
                                 });
    CHECK(checked == 4 * 5 * 6 * 5);
}

TEST_CASE("ref. [11]'s low-latency variant: one cycle per task and between PEs, Eq. 15, Table 1's [11] row", "[pearray]") {
    const int checked = run_grid(pearray::Algorithm::LowLatency, {3, 8, 16, 32}, {2, 12, 64, 100, 257},
                                 {1, 2, 3, 7, 12, 40}, 2010,
                                 [](const PeArrayConfig& cfg, const pearray::PeArrayStats& st) {
                                     if (cfg.e() + 1 <= cfg.p)
                                         for (const auto& t : st.tasks)
                                             if (t.multiplication == 0 && t.word == 0 && t.pe >= 0)
                                                 CHECK(t.start == t.column);
                                     check_buffer(cfg, st, 1);
                                 });
    CHECK(checked == 4 * 5 * 6 * 5);
}

namespace {

unsigned popcount(uint64_t v) { return unsigned(__builtin_popcountll(v)); }

// The A_j and N_j registers' transitions, worked out from the schedule alone:
// PE r runs columns r, r + p, ... of every multiplication in turn, each
// column's words 0..e in order, loading (A_j, N_j) at each task's start.
uint64_t operand_transitions_by_hand(const PeArrayConfig& cfg, const std::vector<PeOperands>& ops) {
    uint64_t flips = 0;
    for (unsigned r = 0; r < cfg.p; ++r) {
        uint64_t a = 0, n = 0;
        for (const PeOperands& o : ops)
            for (unsigned c = r; c < cfg.columns(); c += cfg.p)
                for (unsigned j = 0; j <= cfg.e(); ++j) {
                    flips += popcount(a ^ o.a[j]) + popcount(n ^ o.n[j]);
                    a = o.a[j], n = o.n[j];
                }
    }
    return flips;
}

}  // namespace

TEST_CASE("the PE array's activity: register transitions, loads, additions and buffer words by the schedule",
          "[pearray]") {
    std::mt19937_64 rng(55);
    for (const auto algorithm : {pearray::Algorithm::IwbmmR, pearray::Algorithm::LowLatency, pearray::Algorithm::Tenca})
        for (const unsigned p : {1u, 2u, 3u}) {
            PeArrayConfig cfg;
            cfg.algorithm = algorithm;
            cfg.w = 8;
            cfg.k = 64;
            cfg.p = p;
            std::vector<PeOperands> ops;
            for (const Case& c : cases_for(cfg.k, rng))
                ops.push_back({schemes::array_words(c.a, cfg), schemes::array_words(c.b, cfg),
                               schemes::array_words(c.n, cfg)});
            PeArray array(cfg, ops);
            while (array.step()) REQUIRE(array.cycle() < 1000000);
            const auto& st = array.stats();
            const pearray::PeActivity& act = st.activity;
            INFO("algorithm " << int(algorithm) << ", p " << p);
            const uint64_t tasks = uint64_t(ops.size()) * cfg.columns() * (cfg.e() + 1);
            CHECK(act.operand_loads == tasks);
            CHECK(act.operand_transitions == operand_transitions_by_hand(cfg, ops));
            const uint64_t post = algorithm == pearray::Algorithm::Tenca ? 0 : ops.size() * (cfg.e() + 1);
            CHECK(act.word_additions == 2 * tasks * cfg.task_cycles() + post);
            uint64_t buffer_bits = 0;
            for (const auto& t : st.traffic) buffer_bits += t.buffer_bits;
            const uint64_t word_bits = 2 * cfg.w + (algorithm == pearray::Algorithm::Tenca ? 0 : cfg.task_cycles());
            CHECK(act.buffer_writes * word_bits == buffer_bits);
            CHECK(act.buffer_reads == act.buffer_writes);
            CHECK(act.sum_transitions > 0);
            // A register latches once per cycle: the running sum (w-1 bits,
            // Tenca: w) flips at most its width in each of its PE's
            // sub-iterations, one per cycle.
            const uint64_t sub_iterations = tasks * cfg.task_cycles();
            CHECK(act.sum_transitions <= sub_iterations * cfg.w);
            // q N_j and B[i] A_j are w (A side: w+1) wires, the first sum w.
            CHECK(act.partial_product_transitions <= sub_iterations * (2 * cfg.w + 1));
            CHECK(act.adder_transitions <= sub_iterations * cfg.w);
            CHECK(act.toggles() == act.operand_transitions + act.sum_transitions + act.carry_transitions +
                                       act.partial_product_transitions + act.adder_transitions);
        }
}

TEST_CASE("the PE array's activity: a register that never changes counts no transition", "[pearray]") {
    // A = 0: the A_j registers hold 0 throughout, so every transition
    // counted is the N_j registers'.
    PeArrayConfig cfg;
    cfg.w = 6;
    cfg.k = 40;
    cfg.p = 2;
    const Big n = (Big(1) << 39) + 12345 * 2 + 1;
    std::vector<PeOperands> ops{{schemes::array_words(Big(0), cfg), schemes::array_words(n - 1, cfg),
                                 schemes::array_words(n, cfg)}};
    PeArray array(cfg, ops);
    while (array.step()) REQUIRE(array.cycle() < 1000000);
    uint64_t n_only = 0;
    for (unsigned r = 0; r < cfg.p; ++r) {
        uint64_t prev = 0;
        for (unsigned c = r; c < cfg.columns(); c += cfg.p)
            for (unsigned j = 0; j <= cfg.e(); ++j) n_only += popcount(prev ^ ops[0].n[j]), prev = ops[0].n[j];
    }
    const pearray::PeActivity& act = array.stats().activity;
    CHECK(act.operand_transitions == n_only);
    // With A = 0 every other net stays 0 too: SR' starts as AP' B = 0, B[i] AR'
    // is 0, so v is 0, q is 0, q N_j is 0 and no carry is ever set.
    CHECK(act.sum_transitions == 0);
    CHECK(act.carry_transitions == 0);
    CHECK(act.partial_product_transitions == 0);
    CHECK(act.adder_transitions == 0);
    CHECK(act.toggles() == n_only);
    // and with A = N as well, the pairs change together: twice as many
    ops[0].a = ops[0].n;
    PeArray twice(cfg, ops);
    while (twice.step()) REQUIRE(twice.cycle() < 1000000);
    CHECK(twice.stats().activity.operand_transitions == 2 * n_only);
}

TEST_CASE("IWBMM_R loads the PEs' operand registers once per w-1 bit iterations, ref. [11] once per iteration",
          "[pearray]") {
    // The paper's power argument (Section 5): the same k, p and w; the
    // loads follow the columns, w-1 times as many for ref. [11].
    std::mt19937_64 rng(11);
    for (const unsigned w : {4u, 8u, 16u}) {
        std::map<pearray::Algorithm, uint64_t> loads;
        std::map<pearray::Algorithm, double> sum_flips;
        for (const auto algorithm : {pearray::Algorithm::IwbmmR, pearray::Algorithm::LowLatency}) {
            PeArrayConfig cfg;
            cfg.algorithm = algorithm;
            cfg.w = w;
            cfg.k = 8 * (w - 1) * 3;  // columns divide evenly: lambda p t = k
            cfg.p = 3;
            std::vector<PeOperands> ops;
            const Case c = cases_for(cfg.k, rng)[0];
            ops.push_back({schemes::array_words(c.a, cfg), schemes::array_words(c.b, cfg),
                           schemes::array_words(c.n, cfg)});
            PeArray array(cfg, ops);
            while (array.step()) REQUIRE(array.cycle() < 1000000);
            loads[algorithm] = array.stats().activity.operand_loads;
            sum_flips[algorithm] = double(array.stats().activity.sum_transitions) /
                                   double(array.stats().activity.operand_loads * cfg.task_cycles());
        }
        CHECK(loads[pearray::Algorithm::LowLatency] == (w - 1) * loads[pearray::Algorithm::IwbmmR]);
        // The running-sum register latches one computed word per cycle in
        // both: about w/2 flips a cycle in each, not twice as many for the
        // design that starts a task every cycle (the word a PE reads is its
        // neighbour's register, not its own).
        INFO("w " << w << ": sum flips per cycle " << sum_flips[pearray::Algorithm::IwbmmR] << " against "
                  << sum_flips[pearray::Algorithm::LowLatency]);
        CHECK(sum_flips[pearray::Algorithm::LowLatency] < 1.3 * sum_flips[pearray::Algorithm::IwbmmR]);
        CHECK(sum_flips[pearray::Algorithm::IwbmmR] < 1.3 * sum_flips[pearray::Algorithm::LowLatency]);
    }
}

TEST_CASE("one PE: a task run whole at its start gives what the cycle-by-cycle step gives", "[pearray]") {
    // With p = 1 the array runs each task whole in the step that starts it
    // (PeArray::step_whole_task); recording the task chart keeps the
    // cycle-by-cycle step, which is the reference here. Every count must
    // agree, cycle for cycle.
    std::mt19937_64 rng(59);
    for (const auto algorithm : {pearray::Algorithm::IwbmmR, pearray::Algorithm::LowLatency})
        for (const unsigned w : {3u, 4u, 8u, 16u})
            for (const unsigned k : {24u, 100u, 257u}) {
                PeArrayConfig cfg;
                cfg.algorithm = algorithm;
                cfg.w = w;
                cfg.k = k;
                cfg.p = 1;
                cfg.f_delay = 1 + unsigned(rng() % 3);
                std::vector<PeOperands> ops;
                for (const Case& c : cases_for(cfg.k, rng))
                    ops.push_back({schemes::array_words(c.a, cfg), schemes::array_words(c.b, cfg),
                                   schemes::array_words(c.n, cfg)});
                PeArray whole(cfg, ops), by_cycle(cfg, ops, /*record_tasks=*/true);
                uint64_t steps = 0;
                while (whole.step()) REQUIRE(++steps < 1000000);
                while (by_cycle.step()) REQUIRE(by_cycle.cycle() < 1000000);
                INFO("algorithm " << int(algorithm) << ", w " << w << ", k " << k << ", f_delay " << cfg.f_delay);
                const auto &a = whole.stats(), &b = by_cycle.stats();
                CHECK(a.cycles == b.cycles);
                CHECK(a.start == b.start);
                CHECK(a.finish == b.finish);
                CHECK(a.peak_buffer_words == b.peak_buffer_words);
                for (size_t m = 0; m < ops.size(); ++m) {
                    CHECK(whole.result(m) == by_cycle.result(m));
                    CHECK(a.traffic[m].operand_bits == b.traffic[m].operand_bits);
                    CHECK(a.traffic[m].buffer_bits == b.traffic[m].buffer_bits);
                    CHECK(a.traffic[m].result_bits == b.traffic[m].result_bits);
                }
                CHECK(a.activity.toggles() == b.activity.toggles());
                CHECK(a.activity.sum_transitions == b.activity.sum_transitions);
                CHECK(a.activity.carry_transitions == b.activity.carry_transitions);
                CHECK(a.activity.partial_product_transitions == b.activity.partial_product_transitions);
                CHECK(a.activity.word_additions == b.activity.word_additions);
                CHECK(a.activity.buffer_writes == b.activity.buffer_writes);
                // and the whole-task run took fewer steps than cycles once a task spans several
                if (cfg.task_cycles() > 1) CHECK(steps < a.cycles);
            }
}
