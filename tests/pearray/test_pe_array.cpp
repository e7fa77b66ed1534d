// The PE array (cores/pearray/PeArray.hpp) running IWBMM_R: every result
// against Boost, the latency against Eq. 11, the period against Eq. 12, the
// storage buffer's peak occupancy and the memory traffic against Table 1.
#include <catch2/catch.hpp>

#include <boost/integer/mod_inverse.hpp>
#include <boost/multiprecision/cpp_int.hpp>
#include <random>

#include "cores/pearray/PeArray.hpp"

using namespace montsim;
using pearray::PeArray;
using pearray::PeArrayConfig;
using pearray::PeOperands;
using Big = boost::multiprecision::cpp_int;

namespace {

pearray::Words words_of(const Big& v, const PeArrayConfig& cfg) {
    pearray::Words out(cfg.e() + 1, 0);
    Big x = v;
    const Big mask = (Big(1) << cfg.w) - 1;
    for (auto& word : out) {
        word = static_cast<uint64_t>(x & mask);
        x >>= cfg.w;
    }
    return out;
}

Big value_of(const pearray::Words& words, unsigned w) {
    Big v = 0;
    for (size_t i = words.size(); i-- > 0;) v = (v << w) + words[i];
    return v;
}

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

}  // namespace

TEST_CASE("IWBMM_R on the PE array: exact products, and Eq. 11 latency on a grid", "[pearray]") {
    std::mt19937_64 rng(2013);
    int checked = 0;
    for (unsigned w : {3u, 4u, 5u, 8u, 16u, 32u})
        for (unsigned k : {2u, 5u, 12u, 31u, 64u, 100u, 257u})
            for (unsigned p : {1u, 2u, 3u, 4u, 7u, 12u, 40u}) {
                PeArrayConfig cfg;
                cfg.w = w;
                cfg.k = k;
                cfg.p = p;
                std::vector<Case> cs = cases_for(k, rng);
                std::vector<PeOperands> ops;
                for (const Case& c : cs) ops.push_back({words_of(c.a, cfg), words_of(c.b, cfg), words_of(c.n, cfg)});
                PeArray array(cfg, ops);
                while (array.step()) REQUIRE(array.cycle() < 10000000);
                INFO("w " << w << " k " << k << " p " << p << " e " << cfg.e() << " lambda " << cfg.lambda());
                const unsigned rbits = cfg.lambda() * p * (w - 1);
                for (size_t m = 0; m < cs.size(); ++m) {
                    const Big& n = cs[m].n;
                    const Big r_inv = boost::integer::mod_inverse(Big((Big(1) << rbits) % n), n);
                    const Big expected = cs[m].a * cs[m].b % n * r_inv % n;
                    const Big got = value_of(array.result(m), w);
                    REQUIRE(got < 2 * n);
                    REQUIRE(got % n == expected);
                    ++checked;
                }
                const auto& st = array.stats();
                CHECK(st.finish[0] - st.start[0] == pearray::formula_latency(cfg));
                CHECK(st.start[1] - st.start[0] == pearray::formula_period(cfg));
                // The buffer holds what PE_p made until PE_1 is free: e+1-p
                // words, when there is a next column for PE_1 (lambda > 1).
                const uint64_t e = cfg.e();
                CHECK(st.peak_buffer_words == (e + 1 > p && cfg.lambda() > 1 ? e + 1 - p : 0));
            }
    CHECK(checked == 6 * 7 * 7 * 5);
}

TEST_CASE("Tenca's WBMM on the same array: exact products, two cycles between PEs, Table 1's [9] row", "[pearray]") {
    std::mt19937_64 rng(2003);
    int checked = 0;
    for (unsigned w : {3u, 8u, 16u, 32u})
        for (unsigned k : {2u, 12u, 64u, 100u, 257u})
            for (unsigned p : {1u, 2u, 3u, 7u, 12u, 40u}) {
                PeArrayConfig cfg;
                cfg.algorithm = pearray::Algorithm::Tenca;
                cfg.w = w;
                cfg.k = k;
                cfg.p = p;
                std::vector<Case> cs = cases_for(k, rng);
                std::vector<PeOperands> ops;
                for (const Case& c : cs) ops.push_back({words_of(c.a, cfg), words_of(c.b, cfg), words_of(c.n, cfg)});
                PeArray array(cfg, ops, true);
                while (array.step()) REQUIRE(array.cycle() < 10000000);
                INFO("w " << w << " k " << k << " p " << p << " e " << cfg.e() << " lambda " << cfg.lambda());
                REQUIRE(cfg.r_bits() == cfg.lambda() * p);  // one bit iteration per column
                for (size_t m = 0; m < cs.size(); ++m) {
                    const Big& n = cs[m].n;
                    const Big r_inv = boost::integer::mod_inverse(Big((Big(1) << cfg.r_bits()) % n), n);
                    const Big got = value_of(array.result(m), w);
                    REQUIRE(got < 2 * n);
                    REQUIRE(got % n == cs[m].a * cs[m].b % n * r_inv % n);
                    ++checked;
                }
                const auto& st = array.stats();
                CHECK(st.finish[0] - st.start[0] == pearray::formula_latency(cfg));
                CHECK(st.start[1] - st.start[0] == pearray::formula_period(cfg));
                // While PE_1 keeps up, each column starts two cycles after the one before.
                const uint64_t e = cfg.e();
                if (e + 1 <= 2 * p)
                    for (const auto& t : st.tasks)
                        if (t.multiplication == 0 && t.word == 0) CHECK(t.start == 2 * t.column);
                CHECK(st.peak_buffer_words == (e + 1 > 2 * p && cfg.lambda() > 1 ? e + 1 - 2 * p : 0));
                // Table 1's row [9] per cycle of the period, in the steady state (multiplication 1).
                if (e + 1 > 2 * p) {
                    const double per = double(st.start[1] - st.start[0]);
                    CHECK(double(st.mm_bits_read[1]) / per == Approx(pearray::table1_read_bits(cfg)));
                    CHECK(double(st.mm_bits_written[1] - (e + 1) * w) / per == Approx(pearray::table1_write_bits(cfg)));
                }
            }
    CHECK(checked == 4 * 5 * 6 * 5);
}

TEST_CASE("ref. [11]'s low-latency variant: one cycle per task and between PEs, Eq. 15, Table 1's [11] row", "[pearray]") {
    std::mt19937_64 rng(2010);
    int checked = 0;
    for (unsigned w : {3u, 8u, 16u, 32u})
        for (unsigned k : {2u, 12u, 64u, 100u, 257u})
            for (unsigned p : {1u, 2u, 3u, 7u, 12u, 40u}) {
                PeArrayConfig cfg;
                cfg.algorithm = pearray::Algorithm::LowLatency;
                cfg.w = w;
                cfg.k = k;
                cfg.p = p;
                std::vector<Case> cs = cases_for(k, rng);
                std::vector<PeOperands> ops;
                for (const Case& c : cs) ops.push_back({words_of(c.a, cfg), words_of(c.b, cfg), words_of(c.n, cfg)});
                PeArray array(cfg, ops, true);
                while (array.step()) REQUIRE(array.cycle() < 10000000);
                INFO("w " << w << " k " << k << " p " << p << " e " << cfg.e() << " lambda " << cfg.lambda());
                for (size_t m = 0; m < cs.size(); ++m) {
                    const Big& n = cs[m].n;
                    const Big r_inv = boost::integer::mod_inverse(Big((Big(1) << cfg.r_bits()) % n), n);
                    const Big got = value_of(array.result(m), w);
                    REQUIRE(got < 2 * n);
                    REQUIRE(got % n == cs[m].a * cs[m].b % n * r_inv % n);
                    ++checked;
                }
                const auto& st = array.stats();
                CHECK(st.finish[0] - st.start[0] == pearray::formula_latency(cfg));
                CHECK(st.start[1] - st.start[0] == pearray::formula_period(cfg));
                const uint64_t e = cfg.e();
                if (e + 1 <= p)
                    for (const auto& t : st.tasks)
                        if (t.multiplication == 0 && t.word == 0 && t.pe >= 0) CHECK(t.start == t.column);
                CHECK(st.peak_buffer_words == (e + 1 > p && cfg.lambda() > 1 ? e + 1 - p : 0));
                if (e + 1 > p && cfg.lambda() > 1) {
                    const double per = double(st.start[1] - st.start[0]);
                    CHECK(double(st.mm_bits_read[1]) / per == Approx(pearray::table1_read_bits(cfg)));
                    CHECK(double(st.mm_bits_written[1] - (e + 1) * w) / per == Approx(pearray::table1_write_bits(cfg)));
                }
            }
    CHECK(checked == 4 * 5 * 6 * 5);
}
