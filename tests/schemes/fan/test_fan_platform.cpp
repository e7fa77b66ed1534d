// Fan et al.'s VLIW prototype through run_point: the schedule is checked,
// run on the platform node (the executable VLIW core), and the result checked against Boost.
#include <catch2/catch.hpp>

#include "sim/Catalogue.hpp"
#include "schemes/fan/FanScheme.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using test::stat;

namespace {
sim::Config fan(const std::string& method, int64_t bits, int64_t p, int64_t registers, int64_t w = 16) {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("fan"));
    c.set("scheme.method", method);
    c.set("scheme.bits", bits);
    c.set("scheme.p", p);
    c.set("vliw.registers", registers);
    c.set("vliw.word_bits", w);
    return c;
}
}  // namespace

TEST_CASE("fan: every method runs correctly on the VLIW machine and counts its memory accesses", "[fan][platform]") {
    for (const char* method : {"single", "method-I", "method-II"})
        for (int64_t w : {16, 32})
            for (int64_t registers : {4, 16, 40}) {
                INFO(method << " w = " << w << " S_rf = " << registers);
                const sim::Stats st = sim::run_point(fan(method, 128, 2, registers, w));
                CHECK(stat<bool>(st, "correct"));
                CHECK(stat<int64_t>(st, "n_total") ==
                      stat<int64_t>(st, "n_load_opr") + stat<int64_t>(st, "n_load_tr") + stat<int64_t>(st, "n_store_tr"));
                CHECK(stat<int64_t>(st, "n_store_result") == 128 / w + 1);
            }
}

TEST_CASE("fan: with all operands resident the single core loads each word once (the slides' 3s)", "[fan][platform]") {
    const sim::Stats st = sim::run_point(fan("single", 256, 1, 64));
    CHECK(stat<int64_t>(st, "n_load_opr") == 3 * 16);
    CHECK(stat<int64_t>(st, "n_load_tr") == 0);
    // ... which is the slides' formula for this regime.
    schemes::fan::FanParams prm;
    prm.s = 16;
    prm.registers = 64;
    CHECK(schemes::fan::slides_formula(prm).load_opr == 3 * 16);
}

TEST_CASE("fan: more cores take fewer cycles on 256 bits", "[fan][platform]") {
    const int64_t one = stat<int64_t>(sim::run_point(fan("single", 256, 1, 16)), "cycles");
    const int64_t two = stat<int64_t>(sim::run_point(fan("method-II", 256, 2, 16)), "cycles");
    const int64_t four = stat<int64_t>(sim::run_point(fan("method-II", 256, 4, 16)), "cycles");
    CHECK(two < one);
    CHECK(four < two);
}

TEST_CASE("fan: bad parameters are named", "[fan][platform]") {
    CHECK_THROWS_WITH(sim::run_point(fan("method-II", 96, 4, 16)), Catch::Contains("divisible"));
    sim::Config even = fan("single", 64, 1, 16);
    even.set("scheme.n", std::string("0x10"));
    CHECK_THROWS_WITH(sim::run_point(even), Catch::Contains("odd modulus"));
}
