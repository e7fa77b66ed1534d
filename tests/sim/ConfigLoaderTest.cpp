// Reading config files (sim/ConfigLoader.hpp): tables, dotted keys, sweeps,
// and errors naming the file and line.
#include <catch2/catch.hpp>

#include "sim/ConfigLoader.hpp"
#include "sim/Catalogue.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim::sim;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

// The message of the ConfigError that parsing `text` throws.
std::string parse_error(const std::string& text) {
    try {
        parse_experiment(text, "x.toml");
    } catch (const ConfigError& e) {
        return e.what();
    }
    FAIL("no error for:\n" << text);
    return {};
}

std::string set_error(const std::string& assignment) {
    Experiment ex;
    try {
        apply_set(ex, assignment);
    } catch (const ConfigError& e) {
        return e.what();
    }
    FAIL("no error for --set " << assignment);
    return {};
}

}  // namespace

TEST_CASE("tables flatten to dotted keys", "[config]") {
    const Experiment ex = parse_experiment(R"(
[scheme]
bits = 2048
[core]
pipeline = "3-stage"
barrel = false
[timing]
mul = 4
)",
                                           "x.toml");
    CHECK(ex.base.get_int("scheme.bits") == 2048);
    CHECK(ex.base.get_string("core.pipeline") == "3-stage");
    CHECK(ex.base.get_bool("core.barrel") == false);
    CHECK(ex.base.get_int("timing.mul") == 4);
    CHECK(ex.base.values().size() == 4);  // the file's keys only; defaults come at expansion
    CHECK(ex.groups.size() == 1);
    CHECK(ex.groups[0].empty());
}

TEST_CASE("dotted keys and inline tables mean the same as tables", "[config]") {
    const Experiment ex = parse_experiment("core.pipeline = \"3-stage\"\nscheme = { bits = 512 }\n", "x.toml");
    CHECK(ex.base.get_string("core.pipeline") == "3-stage");
    CHECK(ex.base.get_int("scheme.bits") == 512);
}

TEST_CASE("meta strings are kept and not validated as parameters", "[config]") {
    const Experiment ex = parse_experiment("[meta]\nname = \"t2\"\ndescription = \"Table II\"\n", "x.toml");
    CHECK(ex.meta.at("name") == "t2");
    CHECK(ex.meta.at("description") == "Table II");
    CHECK(ex.base.values().empty());
    CHECK_THAT(parse_error("[meta]\nname = 3\n"), StartsWith("x.toml:2:8: error:") && Contains("must be a string"));
}

TEST_CASE("an unknown key is reported at its line with a suggestion", "[config]") {
    const std::string msg = parse_error("[scheme]\nbits = 512\n[core]\npipelin = \"3-stage\"\n");
    CHECK_THAT(msg, StartsWith("x.toml:4:1: error: unknown key 'core.pipelin'"));
    CHECK_THAT(msg, Contains("did you mean 'core.pipeline'?"));
}

TEST_CASE("a value of the wrong type is reported at its line", "[config]") {
    CHECK_THAT(parse_error("[core]\n\nbarrel = \"yes\"\n"),
               StartsWith("x.toml:3:10: error:") && Contains("core.barrel = \"yes\": must be true or false"));
    CHECK_THAT(parse_error("[scheme]\nbits = [512]\n"),
               StartsWith("x.toml:2:8: error:") && Contains("scheme.bits: must be") && Contains("not a list"));
    CHECK(parse_error("[scheme]\nbits = 512.0\n") ==
          "x.toml:2:8: error: scheme.bits = 512.0: must be a multiple of 32 in 32..131072");
    CHECK_THAT(parse_error("[[core]]\npipeline = \"3-stage\"\n"),
               StartsWith("x.toml:1:3: error: 'core' is a section: write [core]"));
}

TEST_CASE("an out-of-range value names the key and the allowed range", "[config]") {
    CHECK(parse_error("[scheme]\nbits = 1000\n") ==
          "x.toml:2:8: error: scheme.bits = 1000: must be a multiple of 32 in 32..131072");
    CHECK_THAT(parse_error("[core]\nhw_mul = \"mul128\"\n"),
               StartsWith("x.toml:2:10: error:") && Contains("one of \"none\", \"mul32\", \"mul64\""));
    CHECK_THAT(parse_error("\n[timing]\nalu = 1001\n"), StartsWith("x.toml:3:7: error: timing.alu = 1001"));
}

TEST_CASE("a TOML syntax error is reported at its line", "[config]") {
    CHECK_THAT(parse_error("[scheme]\nbits = 512\nseed = \n"), StartsWith("x.toml:3:"));
    CHECK_THAT(parse_error("[scheme]\nbits = 512\nbits = 1024\n"), StartsWith("x.toml:3:"));
}

TEST_CASE("a key given twice under two spellings is an error", "[config]") {
    CHECK_THAT(parse_error("\"core.pipeline\" = \"5-stage\"\n[core]\npipeline = \"3-stage\"\n"),
               StartsWith("x.toml:3:1: error: core.pipeline is given twice (first on line 1)"));
}

TEST_CASE("sweep axes keep the file's order and validate every value", "[config]") {
    const Experiment ex = parse_experiment(R"([sweep]
"scheme.bits" = [512, 1024, 2048]
"core.pipeline" = ["5-stage", "3-stage"]
"core.barrel" = [true, false]
)",
                                           "x.toml");
    REQUIRE(ex.groups[0].size() == 3);
    CHECK(ex.groups[0][0].key == "scheme.bits");
    CHECK(ex.groups[0][1].key == "core.pipeline");
    CHECK(ex.groups[0][2].key == "core.barrel");
    CHECK(ex.groups[0][0].values == std::vector<Value>{int64_t{512}, int64_t{1024}, int64_t{2048}});
    CHECK_THAT(parse_error("[sweep]\n\"scheme.bits\" = [512,\n  1000]\n"),
               StartsWith("x.toml:3:3: error: scheme.bits = 1000"));
}

TEST_CASE("sweep errors: empty list, not a list, unknown key, set and swept", "[config]") {
    CHECK_THAT(parse_error("[sweep]\n\"scheme.bits\" = []\n"),
               StartsWith("x.toml:2:17: error:") && Contains("empty"));
    CHECK_THAT(parse_error("[sweep]\n\"scheme.bits\" = 512\n"),
               StartsWith("x.toml:2:17: error:") && Contains("must be a list"));
    CHECK_THAT(parse_error("[sweep]\n\"scheme.bit\" = [512]\n"),
               StartsWith("x.toml:2:1: error: unknown key 'scheme.bit'") && Contains("did you mean 'scheme.bits'?"));
    CHECK(parse_error("[scheme]\nbits = 512\n[sweep]\n\"scheme.bits\" = [512]\n") ==
          "x.toml:4:1: error: scheme.bits is both set (line 2) and swept; remove one of them");
    CHECK_THAT(parse_error("sweep = 3\n"), StartsWith("x.toml:1:1: error:") && Contains("must be a table"));
}

TEST_CASE("sweep groups: [[sweep]] tables, their points one group after another", "[config]") {
    Experiment ex = parse_experiment(R"([[sweep]]
"platform.topology" = ["ring"]
"link.latency" = [1, 8]

[[sweep]]
"platform.topology" = ["mesh", "torus"]
"platform.placement" = ["identity", "snake"]
"link.latency" = [1, 8]
)",
                                     "x.toml");
    REQUIRE(ex.groups.size() == 2);
    CHECK(point_count(ex) == 2 + 8);
    std::vector<Config> points = expand_points(ex);
    REQUIRE(points.size() == 10);
    CHECK(points[0].get_string("platform.topology") == "ring");
    CHECK(points[1].get_int("link.latency") == 8);
    CHECK(points[2].get_string("platform.topology") == "mesh");
    CHECK(points[9].get_string("platform.placement") == "snake");
    CHECK(points[9].get_string("platform.topology") == "torus");
    // A share across the groups' boundary is the same points.
    const std::vector<Config> share = expand_points(ex, 1, 4);
    REQUIRE(share.size() == 3);
    for (size_t i = 0; i < 3; ++i) CHECK(share[i].values() == points[1 + i].values());
    // A label names every key any group sweeps.
    CHECK(point_label(ex, points[0]) == "platform.topology=ring link.latency=1 platform.placement=identity");
    // --sweep adds its axis to every group; --set of a swept key removes it from every group.
    apply_sweep(ex, "scheme.seed=1,2");
    CHECK(point_count(ex) == 2 * 2 + 8 * 2);
    apply_set(ex, "link.latency=32");
    CHECK(point_count(ex) == 2 + 4 * 2);
    for (const auto& p : expand_points(ex)) CHECK(p.get_int("link.latency") == 32);
    // A key may be swept in several groups, never twice in one, never swept and set.
    CHECK_THAT(parse_error("[[sweep]]\n\"scheme.bits\" = [512]\nscheme.bits = [1024]\n"),
               Contains("scheme.bits is given twice"));
    CHECK_THAT(parse_error("[scheme]\nbits = 512\n[[sweep]]\n\"scheme.bits\" = [512]\n"),
               Contains("both set (line 2) and swept"));
    CHECK_THAT(parse_error("sweep = [1, 2]\n"), Contains("each [[sweep]] must be a table"));
}

TEST_CASE("option --set parses every type and overrides the file", "[config]") {
    Experiment ex = parse_experiment("[scheme]\nbits = 512\n", "x.toml");
    apply_sets(ex, {"scheme.bits=2048", "core.barrel=false", "core.pipeline=3-stage", "timing.mul=5",
                    "run.cycle_limit=1_000_000", "meta.name=quick"});
    CHECK(ex.base.get_int("scheme.bits") == 2048);
    CHECK(ex.base.get_bool("core.barrel") == false);
    CHECK(ex.base.get_string("core.pipeline") == "3-stage");
    CHECK(ex.base.get_int("timing.mul") == 5);
    CHECK(ex.base.get_int("run.cycle_limit") == 1000000);
    CHECK(ex.meta.at("name") == "quick");
}

TEST_CASE("option --set on a swept key replaces the axis by the one value", "[config]") {
    Experiment ex = parse_experiment("[sweep]\n\"scheme.bits\" = [512, 1024]\n\"scheme.seed\" = [1, 2]\n", "x.toml");
    apply_set(ex, "scheme.bits=2048");
    REQUIRE(ex.groups[0].size() == 1);
    CHECK(ex.groups[0][0].key == "scheme.seed");
    const auto points = expand_points(ex);
    REQUIRE(points.size() == 2);
    for (const auto& p : points) CHECK(p.get_int("scheme.bits") == 2048);
}

TEST_CASE("option --set errors name the argument", "[config]") {
    CHECK(set_error("scheme.bits=1000") ==
          "--set scheme.bits=1000: error: scheme.bits must be a multiple of 32 in 32..131072");
    CHECK(set_error("core.barrel=yes") == "--set core.barrel=yes: error: core.barrel must be true or false");
    CHECK_THAT(set_error("scheme.bits"), StartsWith("--set scheme.bits: error: expected key=value"));
    CHECK_THAT(set_error("core.pipelin=3-stage"), Contains("did you mean 'core.pipeline'?"));
}

TEST_CASE("load_experiment reads a file and names it in errors", "[config]") {
    montsim::test::TempDir dir;
    const std::string good = dir.write("good.toml", "[scheme]\nbits = 512\n");
    CHECK(load_experiment(good).base.get_int("scheme.bits") == 512);
    CHECK(load_experiment(good).source == good);
    const std::string bad = dir.write("bad.toml", "[scheme]\nbitz = 512\n");
    CHECK_THROWS_WITH(load_experiment(bad), StartsWith(bad + ":2:1: error: unknown key"));
    CHECK_THROWS_AS(load_experiment((dir.path() / "missing.toml").string()), ConfigError);
}

TEST_CASE("config_from_sets is the defaults plus --set", "[config]") {
    const Config cfg = config_from_sets({"core.pipeline=3-stage"});
    CHECK(cfg.get_string("core.pipeline") == "3-stage");
    CHECK(cfg.get_int("scheme.bits") == 1024);
    CHECK(cfg.values().size() == default_config().values().size());
}
