// The C kernels as gcc compiled them (schemes/compiled/, scheme.kernel = c):
// every stored variant runs correctly under SOS and pSHS, its box loops are
// found and are the box loops, and the bad combinations fail clearly. (That
// the stored files are gcc's output, and that GNU ld links them to the same
// bytes, is tests/scripts/test_toolchain.py's part: it needs the toolchain.)
#include <catch2/catch.hpp>

#include <string>

#include "cores/mb/cpu/MbCpu.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/BoxLoops.hpp"
#include "schemes/common/BoxRegions.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using test::stat;

namespace {

const char* const kOpts[] = {"O0", "O1", "O2", "O3", "Os"};
const char* const kMuls[] = {"mul64", "mul32"};

sim::Config c_config(const std::string& scheme, unsigned s, const std::string& opt, const std::string& mul) {
    sim::Config c = sim::default_config();
    c.set("scheme.name", scheme);
    c.set("scheme.bits", int64_t(32 * s));
    c.set("scheme.kernel", std::string("c"));
    c.set("scheme.gcc_opt", opt);
    c.set("core.hw_mul", mul);
    return c;
}

}  // namespace

TEST_CASE("every compiled SOS kernel is correct and its box loops are entered once per box", "[compiled][sos]") {
    for (const char* opt : kOpts) {
        for (const char* mul : kMuls) {
            for (unsigned s : {1u, 3u, 8u}) {
                INFO("gcc -" << opt << ", " << mul << ", s = " << s);
                const sim::Stats st = sim::run_point(c_config("sos", s, opt, mul));
                CHECK(stat<bool>(st, "correct"));
                // Checked inside the run too (check_box_entries); here the CTU is in a sane range.
                CHECK(stat<double>(st, "ctu") > 5);
                CHECK(stat<double>(st, "ctu") < 200);
            }
        }
    }
}

TEST_CASE("every compiled pSHS kernel is correct on 1, 2 and 4 cores", "[compiled][pshs]") {
    for (const char* opt : kOpts) {
        for (const char* mul : kMuls) {
            for (unsigned p : {1u, 2u, 4u}) {
                INFO("gcc -" << opt << ", " << mul << ", p = " << p);
                sim::Config c = c_config("pshs", 8, opt, mul);
                c.set("scheme.p", int64_t(p));
                if (p == 1) c.set("link.depth", int64_t(2));
                const sim::Stats st = sim::run_point(c);
                CHECK(stat<bool>(st, "correct"));
                CHECK(stat<double>(st, "speedup") > 0);
            }
        }
    }
}

TEST_CASE("the compiled kernels' box loops: two (white first) or one shared, found in every stored variant",
          "[compiled]") {
    for (const std::string scheme : {"sos", "pshs"}) {
        for (const char* opt : kOpts) {
            for (const char* mul : kMuls) {
                const std::string name = schemes::compiled_kernel_name(scheme, opt, mul);
                INFO(name);
                const mb::Program program = schemes::assemble_embedded(name);
                const std::vector<schemes::BoxLoop> loops = schemes::box_loops(program);
                REQUIRE((loops.size() == 1 || loops.size() == 2));
                if (scheme != "sos" || loops.size() != 2) continue;
                // The white loop runs first: step an SOS run until the pc enters a box loop.
                mb::MbCpu cpu(mb::CpuConfig{});
                cpu.load(program);
                schemes::SosScheme::load(cpu, program, schemes::random_operands(4, 1));
                auto inside = [&](const schemes::BoxLoop& loop) {
                    for (const auto& r : loop.ranges)
                        if (cpu.pc() >= r.begin && cpu.pc() < r.end) return true;
                    return false;
                };
                int steps = 0;
                while (!inside(loops[0]) && !inside(loops[1]) && steps++ < 100000) cpu.step();
                CHECK(inside(loops[0]));
            }
        }
    }
}

TEST_CASE("the hand-written kernels keep their labelled regions", "[compiled]") {
    // box_loops finds the same loops the labels mark.
    const mb::Program sos = schemes::SosScheme::program();
    const std::vector<schemes::BoxLoop> loops = schemes::box_loops(sos);
    REQUIRE(loops.size() == 2);
    CHECK(loops[0].ranges.size() == 1);
    CHECK(loops[0].ranges[0].begin == *sos.symbol("sos_white_box"));
    CHECK(loops[0].ranges[0].end == *sos.symbol("sos_white_box_end"));
    CHECK(loops[1].ranges[0].begin == *sos.symbol("sos_shaded_box"));
    CHECK(loops[1].ranges[0].end == *sos.symbol("sos_shaded_box_end"));
}

TEST_CASE("kernel choices that cannot run are clear errors", "[compiled]") {
    sim::Config c = c_config("sos", 4, "O2", "none");
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("scheme.kernel = c is compiled for a core with a hardware "
                                                         "multiplier: set core.hw_mul = mul64"));
    sim::Config p = sim::default_config();
    p.set("scheme.name", std::string("pshs"));
    p.set("scheme.kernel", std::string("libgcc"));
    CHECK_THROWS_WITH(sim::run_point(p), Catch::Contains("scheme.kernel = libgcc does not exist for pshs (it has mulhu and c)"));
    sim::Config missing = sim::default_config();
    missing.set("scheme.program", std::string("/nonexistent/kernel.elf"));
    CHECK_THROWS_WITH(sim::run_point(missing), Catch::Contains("/nonexistent/kernel.elf"));
}

TEST_CASE("every variant of the C runs correct, on both multipliers, plain and marked", "[compiled]") {
    // sos: hoisted; pshs: hoisted, incremental, careful, each also with its
    // messages marked, under pipelined links and the message model (which
    // only the marked run). Each run checks its result against Boost and its
    // box loops' entries; the hoisted box costs less than the literal one.
    for (const std::string mul : {"mul64", "mul32"}) {
        sim::Config literal = c_config("sos", 8, "O2", mul);
        sim::Config hoisted = literal;
        hoisted.set("scheme.c_variant", std::string("hoisted"));
        const sim::Stats l = sim::run_point(literal), h = sim::run_point(hoisted);
        CHECK(stat<bool>(h, "correct"));
        if (mul == "mul64") CHECK(stat<double>(h, "ctu") < stat<double>(l, "ctu"));
        for (const std::string variant : {"literal", "hoisted", "incremental", "careful"})
            for (const bool marked : {false, true})
                for (const std::string model : {"pipelined", "message"}) {
                    if (model == "message" && !marked) continue;
                    sim::Config c = c_config("pshs", 12, "O2", mul);
                    c.set("scheme.p", int64_t(3));
                    c.set("scheme.c_variant", variant);
                    c.set("scheme.mark_messages", marked);
                    c.set("link.model", model);
                    c.set("link.depth", int64_t(8));
                    INFO(mul << " " << variant << (marked ? " marked " : " ") << model);
                    CHECK(stat<bool>(sim::run_point(c), "correct"));
                }
    }
}

TEST_CASE("a variant of the C that does not exist or was not compiled is a clear error", "[compiled]") {
    sim::Config hand = sim::default_config();
    hand.set("scheme.c_variant", std::string("hoisted"));
    CHECK_THROWS_WITH(sim::run_point(hand), Catch::Contains("scheme.c_variant = hoisted is a form of the C: set "
                                                            "scheme.kernel = c"));
    sim::Config o3 = c_config("pshs", 8, "O3", "mul64");
    o3.set("scheme.c_variant", std::string("careful"));
    CHECK_THROWS_WITH(sim::run_point(o3), Catch::Contains("is compiled at -O2 only, not scheme.gcc_opt = O3"));
    sim::Config sos = c_config("sos", 8, "O2", "mul64");
    sos.set("scheme.c_variant", std::string("incremental"));
    CHECK_THROWS_WITH(sim::run_point(sos), Catch::Contains("scheme.c_variant = incremental does not exist for sos "
                                                           "(it has literal, hoisted)"));
    sim::Config marked = c_config("pshs", 8, "Os", "mul64");
    marked.set("scheme.mark_messages", true);
    CHECK_THROWS_WITH(sim::run_point(marked), Catch::Contains("the C with the marks is compiled at -O2 only"));
    // The same refusals before anything is built (montsim run's pre-flight).
    CHECK_THROWS_WITH(sim::find_scheme("pshs").validate(o3), Catch::Contains("is compiled at -O2 only"));
    CHECK_THROWS_WITH(sim::find_scheme("sos").validate(sos), Catch::Contains("does not exist for sos"));
    CHECK_THROWS_WITH(sim::find_scheme("pshs").validate(marked), Catch::Contains("the C with the marks"));
    hand.set("scheme.name", std::string("pshs"));
    CHECK_THROWS_WITH(sim::find_scheme("pshs").validate(hand), Catch::Contains("is a form of the C"));
}

TEST_CASE("scheme.program runs a given program file under the scheme's checks", "[compiled]") {
    sim::Config c = sim::default_config();
    c.set("scheme.bits", int64_t(256));
    c.set("scheme.program", std::string(MONTSIM_SOURCE_DIR) + "/schemes/sos/sos.s");
    const sim::Stats from_file = sim::run_point(c);
    sim::Config builtin = sim::default_config();
    builtin.set("scheme.bits", int64_t(256));
    const sim::Stats embedded = sim::run_point(builtin);
    CHECK(stat<bool>(from_file, "correct"));
    CHECK(stat<int64_t>(from_file, "mm_cycles") == stat<int64_t>(embedded, "mm_cycles"));
}
