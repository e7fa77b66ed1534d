// The parameter declarations (sim/Params.hpp): defaults, optional keys,
// timing overrides, ranges.
#include <catch2/catch.hpp>

#include "cores/mb/isa/Timing.hpp"
#include "cores/mb/cpu/MbCpu.hpp"
#include "sim/Catalogue.hpp"

using namespace montsim::sim;

TEST_CASE("defaults cover every non-optional parameter and no optional one", "[config]") {
    const Config cfg = default_config();
    CHECK(cfg.get_string("scheme.name") == "sos");
    CHECK(cfg.get_int("scheme.bits") == 1024);
    CHECK(cfg.get_int("scheme.seed") == 1);
    CHECK(cfg.get_string("core.pipeline") == "5-stage");
    CHECK(cfg.get_bool("core.barrel") == true);
    CHECK(cfg.get_string("core.hw_mul") == "mul64");
    CHECK(cfg.get_int("core.memory_kb") == 64);
    CHECK(cfg.get_int("run.cycle_limit") == 10'000'000'000);
    for (const auto& d : params()) CHECK(cfg.has(d.key) == d.default_value.has_value());
}

TEST_CASE("every timing table entry is an optional timing.NAME parameter", "[config]") {
    for (const auto& e : montsim::mb::TimingTable::entries()) {
        const ParamDecl* d = find_param("timing." + std::string(e.name));
        REQUIRE(d != nullptr);
        CHECK_FALSE(d->default_value.has_value());
        CHECK(d->unit == "cycles");
        // The declared range is the one the core honours: up to 255 cycles
        // (a byte in the predecoded instruction), at least 1 for an issue
        // cost (zero-cost loops would never reach the cycle limit).
        CHECK(d->accept(Value{int64_t{255}}).has_value());
        CHECK_FALSE(d->accept(Value{int64_t{256}}).has_value());
        CHECK(d->accept(Value{int64_t{0}}).has_value() == (e.name.substr(0, 7) == "hazard_"));
        CHECK(d->accept(Value{int64_t{1}}).has_value());
    }
}

TEST_CASE("a timing override takes effect as given, and the core refuses one out of range", "[config]") {
    montsim::mb::TimingTable t;
    t.set("alu", 255);
    CHECK_NOTHROW(t.validate());
    t.set("alu", 0);
    CHECK_THROWS_WITH(t.validate(), "timing.alu = 0: must be in 1..255 cycles");
    t.set("alu", 1000);
    CHECK_THROWS_WITH(t.validate(), "timing.alu = 1000: must be in 1..255 cycles");
    montsim::mb::CpuConfig c;
    c.timing = t;
    CHECK_THROWS_WITH(montsim::mb::MbCpu(c), Catch::Contains("timing.alu = 1000"));
}

TEST_CASE("a value outside the declaration is rejected with the allowed range", "[config]") {
    const ParamDecl& bits = *find_param("scheme.bits");
    CHECK(bits.accept(Value{int64_t{2048}}).has_value());
    CHECK_FALSE(bits.accept(Value{int64_t{1000}}).has_value());
    CHECK_FALSE(bits.accept(Value{int64_t{131104}}).has_value());
    CHECK_FALSE(bits.accept(Value{std::string("1024")}).has_value());
    CHECK(bits.rejection(Value{int64_t{1000}}) == "scheme.bits = 1000: must be a multiple of 32 in 32..131072");
    CHECK(find_param("core.pipeline")->rejection(Value{std::string("4-stage")}) ==
          "core.pipeline = \"4-stage\": must be one of \"5-stage\", \"3-stage\"");
    CHECK(find_param("run.cycle_limit")->requirement() == "an integer in 1..2^62");
    CHECK(find_param("scheme.seed")->requirement() == "an integer in 0..2^31-1");
}

TEST_CASE("command-line text parses by the declared type", "[config]") {
    CHECK(find_param("scheme.bits")->parse("2048") == std::optional<Value>(int64_t{2048}));
    CHECK(find_param("run.cycle_limit")->parse("1_000_000") == std::optional<Value>(int64_t{1000000}));
    CHECK_FALSE(find_param("scheme.bits")->parse("2k").has_value());
    CHECK_FALSE(find_param("scheme.bits")->parse("").has_value());
    CHECK(find_param("core.barrel")->parse("false") == std::optional<Value>(false));
    CHECK_FALSE(find_param("core.barrel")->parse("no").has_value());
    CHECK(find_param("core.pipeline")->parse("3-stage") == std::optional<Value>(std::string("3-stage")));
    CHECK(find_param("core.pipeline")->parse("\"3-stage\"") == std::optional<Value>(std::string("3-stage")));
    CHECK_FALSE(find_param("core.pipeline")->parse("3stage").has_value());
}

TEST_CASE("a double parameter accepts integers and parses decimals", "[config]") {
    ParamDecl d;
    d.key = "x.ratio";
    d.type = ParamType::Double;
    d.double_min = 0;
    d.double_max = 1;
    CHECK(d.accept(Value{int64_t{1}}) == std::optional<Value>(1.0));
    CHECK(d.parse("0.25") == std::optional<Value>(0.25));
    CHECK_FALSE(d.parse("1.5").has_value());
    CHECK(d.requirement() == "a number in 0..1");
}

TEST_CASE("an unknown key suggests the closest declared one", "[config]") {
    CHECK(closest_param("core.pipelin") == "core.pipeline");
    CHECK(closest_param("pipeline") == "core.pipeline");
    CHECK(closest_param("timing.alux") == "timing.alu");
    CHECK(closest_param("completely.unrelated.thing").empty());
}

TEST_CASE("the parameter help lists every key with its default and range", "[config]") {
    const std::string help = params_help();
    for (const auto& d : params()) CHECK(help.find(d.key) != std::string::npos);
    CHECK(help.find("multiple of 32 in 32..131072") != std::string::npos);
    CHECK(help.find("KiB") != std::string::npos);
}
