// fips_mb: the four FIPS forms in C on one MicroBlaze-like core. Each run
// is checked by the scheme (the core's words = the word-level model's, the
// product = Boost's, the mul count = the word products); these tests make
// those checks meet random and adversarial operands, a register that wraps,
// and refused parameters.
#include <catch2/catch.hpp>

#include <map>

#include <random>

#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"
#include "tests/schemes/fips/FipsOperands.hpp"

using namespace montsim;
using test::set_accy_family;
using test::stat;

namespace {

sim::Config fips_config(const std::string& variant, int64_t w, int64_t bits, int64_t seed = 1) {
    return test::fips_point("fips_mb", variant, w, bits, seed);
}

}  // namespace

TEST_CASE("fips_mb: every form and word size gives Boost's product, 2z^2 + z word products", "[fips][fips_mb]") {
    for (const char* variant : {"basic", "single-acc", "enhanced", "enhanced-fixed"})
        for (int64_t w : {16, 32}) {
            if (std::string(variant) == "single-acc" && w == 32) continue;
            for (int64_t seed : {1, 2}) {
                INFO(variant << " w = " << w << " seed " << seed);
                const sim::Stats st = sim::run_point(fips_config(variant, w, 256, seed));
                const int64_t z = 256 / w;
                CHECK(stat<bool>(st, "correct"));
                CHECK(stat<int64_t>(st, "z") == z);
                CHECK(stat<int64_t>(st, "word_products") == 2 * z * z + z);
                CHECK(stat<int64_t>(st, "inner_iterations") == z * (z - 1));
                CHECK(stat<int64_t>(st, "mm_cycles") > 0);
                // One maximum per register of the form, the largest of them max_bits.
                const std::map<std::string, std::vector<const char*>> regs{
                    {"basic", {"max_bits.t0", "max_bits.t1", "max_bits.t2"}},
                    {"single-acc", {"max_bits.ACC"}},
                    {"enhanced", {"max_bits.REG1", "max_bits.REG2", "max_bits.ACCX", "max_bits.ACCY"}},
                    {"enhanced-fixed", {"max_bits.REG1", "max_bits.REG2", "max_bits.ACCX", "max_bits.ACCY", "max_bits.T"}}};
                int64_t most = 0;
                for (const char* r : regs.at(variant)) {
                    INFO(r);
                    CHECK(stat<int64_t>(st, r) > 0);
                    most = std::max(most, stat<int64_t>(st, r));
                }
                CHECK(most == stat<int64_t>(st, "max_bits"));
            }
        }
}

TEST_CASE("fips_mb: the printed enhanced form's ACCY wraps at 2w bits, the fixed form does not", "[fips][fips_mb]") {
    std::mt19937_64 rng(7);
    int wrong = 0;
    const int runs = 5;
    for (int k = 0; k < runs; ++k) {
        sim::Config printed = fips_config("enhanced", 16, 256);
        set_accy_family(printed, 256, 16, rng);
        try {
            sim::run_point(printed);
        } catch (const std::runtime_error& e) {
            ++wrong;
            CHECK_THAT(e.what(), Catch::Contains("wrong Montgomery product") && Catch::Contains("ACCY needed 33 bits"));
        }
        // The same operands through the fixed form and the basic one: right.
        for (const char* v : {"enhanced-fixed", "basic"}) {
            sim::Config other = printed;
            other.set("fips.variant", std::string(v));
            CHECK(stat<bool>(sim::run_point(other), "correct"));
        }
    }
    CHECK(wrong >= runs - 1);
}

TEST_CASE("fips_mb: refused parameters name the key", "[fips][fips_mb]") {
    CHECK_THROWS_WITH(sim::run_point(fips_config("single-acc", 32, 256)),
                      Catch::Contains("fips.variant = single-acc with fips.w = 32"));
    const sim::ParamDecl* w = sim::find_param("fips.w");
    REQUIRE(w);
    CHECK_FALSE(w->accept(sim::Value(int64_t(24))));
    CHECK(w->accept(sim::Value(int64_t(32))));
    CHECK_FALSE(sim::find_param("fips.variant")->accept(sim::Value(std::string("triple-acc"))));
}
