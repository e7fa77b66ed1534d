// Scheme fips (evaluated on a DSP description): every product checked
// against Boost, the registers' widths against the machine's, the loop
// statistics against the schedules, and the refused parameters.
#include <catch2/catch.hpp>
#include <random>
#include <fstream>
#include <sstream>

#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"
#include "tests/StatLookup.hpp"
#include "tests/sim/TempDir.hpp"
#include "tests/schemes/fips/FipsOperands.hpp"

using namespace montsim;
using test::set_accy_family;
using test::stat;

namespace {

sim::Config fips_config(const std::string& machine, const std::string& variant, int64_t w, int64_t bits,
                        int64_t seed = 1) {
    sim::Config c = test::fips_point("fips", variant, w, bits, seed);
    c.set("fips.machine", machine);
    return c;
}

}  // namespace

TEST_CASE("fips: every form on c62x and ts201, Boost's product, the schedules' statistics", "[fips][fips_scheme]") {
    struct Row {
        const char* machine;
        const char* variant;
        int64_t w, ii, stages;
    };
    for (const Row& r : {Row{"c62x", "basic", 16, 4, 4}, Row{"c62x", "single-acc", 16, 2, 5},
                         Row{"c62x", "enhanced", 16, 3, 4}, Row{"c62x", "enhanced-fixed", 16, 3, 4},
                         Row{"ts201", "basic", 32, 6, 3}, Row{"ts201", "enhanced", 32, 4, 4},
                         Row{"ts201", "enhanced-fixed", 32, 4, 4}, Row{"ts201", "single-acc", 16, 4, 2}})
        for (int64_t seed : {1, 2}) {
            INFO(r.machine << " " << r.variant << " seed " << seed);
            const sim::Stats st = sim::run_point(fips_config(r.machine, r.variant, r.w, 1024, seed));
            const int64_t z = 1024 / r.w;
            CHECK(stat<bool>(st, "correct"));
            CHECK(stat<int64_t>(st, "word_products") == 2 * z * z + z);
            CHECK(stat<int64_t>(st, "inner_ii") == r.ii);
            CHECK(stat<int64_t>(st, "inner_stages") == r.stages);
            // The inner loops: (N + SC - 1) II over the columns, II (z(z - 1) + (SC - 1)(2z - 2)); the
            // whole product adds the outer code and the rest.
            CHECK(stat<int64_t>(st, "inner_cycles") == r.ii * (z * (z - 1) + (r.stages - 1) * (2 * z - 2)));
            CHECK(stat<int64_t>(st, "cycles") ==
                  stat<int64_t>(st, "inner_cycles") + stat<int64_t>(st, "outer_cycles") + stat<int64_t>(st, "rest_cycles"));
            CHECK(stat<int64_t>(st, "cycles") == stat<int64_t>(st, "packets") + stat<int64_t>(st, "nop_cycles") +
                                                     stat<int64_t>(st, "stall_cycles") + stat<int64_t>(st, "drain_cycles"));
        }
    const sim::Stats c62 = sim::run_point(fips_config("c62x", "enhanced", 16, 512));
    CHECK(stat<int64_t>(c62, "inner_res_mii_partitioned") == 3);
    // "D 4, L 6, M 2, S 4": every op of the iteration on some unit kind.
    int64_t placed = 0;
    std::istringstream units(stat<std::string>(c62, "inner_units"));
    for (std::string kind, count; units >> kind >> count;) placed += std::stoll(count);
    CHECK(placed == stat<int64_t>(c62, "inner_ops"));
}

TEST_CASE("fips: ACCY needs 2w + 1 bits: error names it, wrap fails the check, the fixed form fits", "[fips][fips_scheme]") {
    std::mt19937_64 rng(3);
    for (int k = 0; k < 4; ++k) {
        sim::Config c = fips_config("c62x", "enhanced", 16, 512);
        set_accy_family(c, 512, 16, rng);
        CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("ACCY overflow at column") &&
                                                 Catch::Contains("the register holds 32 (fips.reg_bits)"));
        c.set("fips.overflow", std::string("wrap"));
        CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("wrong Montgomery product") &&
                                                 Catch::Contains("a register wrapped"));
        // A 33-bit ACCY holds it in the model; the program on the C62x keeps
        // ACCY in a 32-bit register as printed, and its product is wrong.
        c.set("fips.reg_bits", int64_t(33));
        CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("on the executable VLIW core: wrong Montgomery product"));
        sim::Config fixed = c;
        fixed.set("fips.variant", std::string("enhanced-fixed"));
        fixed.set("fips.reg_bits", int64_t(0));
        fixed.set("fips.overflow", std::string("error"));
        const sim::Stats st = sim::run_point(fixed);
        for (const char* reg : {"max_bits.REG1", "max_bits.REG2", "max_bits.ACCX", "max_bits.ACCY", "max_bits.T"})
            CHECK(stat<int64_t>(st, reg) <= 32);
    }
}

TEST_CASE("fips: the single accumulator's width, Table 1 at the scheme level", "[fips][fips_scheme]") {
    // 2048 bits at w = 16 fits the C62x's 40 bits (contrary to the paper's
    // Section 4.1); the near-all-ones operands need all 40, 39 overflow.
    sim::Config c = fips_config("c62x", "single-acc", 16, 2048);
    c.set("scheme.n", std::string("0x") + std::string(512 - 8, 'f') + "fffeffff");
    c.set("scheme.a", std::string("0x") + std::string(512 - 8, 'f') + "fffefffe");
    c.set("scheme.b", std::string("0x") + std::string(512 - 8, 'f') + "fffefffe");
    CHECK(stat<int64_t>(sim::run_point(c), "max_bits.ACC") == 40);
    c.set("fips.acc_bits", int64_t(39));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("ACC overflow at column") && Catch::Contains("(fips.acc_bits)"));
}

TEST_CASE("fips: refused parameters name the key", "[fips][fips_scheme]") {
    auto refused = [](sim::Config c, const std::string& what) {
        INFO(what);
        CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains(what));
    };
    refused(fips_config("c62x", "enhanced", 32, 1024), "fips.w = 32: c62x multiplies 16 x 16 bits");
    sim::Config acc = fips_config("c62x", "single-acc", 16, 1024);
    acc.set("fips.acc_bits", int64_t(48));
    refused(acc, "fips.acc_bits = 48: above c62x's 40-bit accumulator");
    acc.set("fips.acc_bits", int64_t(30));
    refused(acc, "fips.acc_bits = 30: below 2w + 1 = 33 bits");
    sim::Config reg = fips_config("ts201", "enhanced", 32, 1024);
    reg.set("fips.reg_bits", int64_t(40));
    refused(reg, "fips.reg_bits = 40: below 2w = 64 bits");
    sim::Config unread = fips_config("c62x", "enhanced", 16, 1024);
    unread.set("fips.acc_bits", int64_t(40));
    refused(unread, "fips.acc_bits = 40: only the single-acc form has the single accumulator");
    refused(fips_config("ts201", "basic", 16, 1024), "fips.w = 16: montsim's basic program on ts201 is at fips.w = 32");
    sim::Config even = fips_config("c62x", "enhanced", 16, 256);
    even.set("scheme.n", std::string("0x") + std::string(63, 'f') + "e");
    CHECK_THROWS(sim::run_point(even));
    sim::Config traced = fips_config("c62x", "enhanced", 16, 256);
    traced.set("trace.dir", std::string("/tmp/never"));
    refused(traced, "trace.dir: scheme fips is run on the executable VLIW core");
    CHECK_FALSE(sim::find_param("fips.machine")->accept(sim::Value(std::string("fan"))));
    CHECK_FALSE(sim::find_param("fips.overflow")->accept(sim::Value(std::string("saturate"))));
}

TEST_CASE("fips: a machine description of the user's (fips.machine_file) runs the program", "[fips][fips_scheme]") {
    std::ifstream in(std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/c62x.toml");
    std::stringstream text;
    text << in.rdbuf();
    test::TempDir tmp;
    // A C62x whose multiplier takes 3 cycles: the loops reschedule, the product stays right.
    std::string slow = text.str();
    const size_t mpy = slow.find("[class.MPYU]");
    slow.replace(slow.find("latency = 2", mpy), 11, "latency = 3");
    slow.replace(slow.find("name = \"c62x\""), 13, "name = \"c62x_slow_mpy\"");
    const std::string path = (tmp.path() / "slow.toml").string();
    std::ofstream(path) << slow;
    sim::Config builtin = fips_config("c62x", "single-acc", 16, 512);
    sim::Config mine = builtin;
    mine.set("fips.machine_file", path);
    const sim::Stats a = sim::run_point(builtin), b = sim::run_point(mine);
    CHECK(stat<bool>(b, "correct"));
    CHECK(stat<std::string>(b, "machine") == "c62x_slow_mpy");
    CHECK(stat<std::string>(b, "result") == stat<std::string>(a, "result"));
    CHECK(stat<int64_t>(b, "cycles") > stat<int64_t>(a, "cycles"));
    // Read strictly: a misspelt key names the file and line.
    std::string misspelt = text.str();
    misspelt.replace(misspelt.find("result_either_side"), 18, "result_either_sides");
    const std::string bad = (tmp.path() / "bad.toml").string();
    std::ofstream(bad) << misspelt;
    sim::Config refused = builtin;
    refused.set("fips.machine_file", bad);
    CHECK_THROWS_WITH(sim::run_point(refused), Catch::Contains("bad.toml:") && Catch::Contains("result_either_sides"));
}

TEST_CASE("fips: fewer than two words is refused naming scheme.bits and fips.w", "[fips][fips_scheme]") {
    const sim::Config c = fips_config("ts201", "enhanced", 32, 32);
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("scheme.bits = 32 is 1 word of fips.w = 32 bits; the FIPS "
                                                         "program needs 2 at least (scheme.bits >= 64)"));
    const sim::Scheme& fips = sim::find_scheme("fips");
    CHECK_THROWS_WITH(fips.validate(c), Catch::Contains("scheme.bits >= 64"));
    CHECK_NOTHROW(fips.validate(fips_config("ts201", "enhanced", 32, 64)));
}
