// Sweep expansion (sim/Sweep.hpp): defaults filled in, the cartesian
// product's order, optional keys.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "sim/ConfigLoader.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Sweep.hpp"

using namespace montsim::sim;

TEST_CASE("an experiment without sweep is one point with defaults filled in", "[config]") {
    const Experiment ex = parse_experiment("[scheme]\nbits = 512\n", "x.toml");
    const auto points = expand_points(ex);
    REQUIRE(points.size() == 1);
    CHECK(points[0].get_int("scheme.bits") == 512);
    CHECK(points[0].get_string("core.pipeline") == "5-stage");
    CHECK(points[0].values().size() == default_config().values().size());
    CHECK(point_label(ex, points[0]) == "base");
}

TEST_CASE("sweep expansion is the cartesian product, first axis slowest", "[config]") {
    const Experiment ex = parse_experiment(R"([core]
barrel = false
[sweep]
"scheme.bits" = [512, 1024, 2048]
"core.pipeline" = ["5-stage", "3-stage"]
)",
                                           "x.toml");
    CHECK(point_count(ex) == 6);
    const auto points = expand_points(ex);
    REQUIRE(points.size() == 6);
    const std::vector<std::pair<int64_t, std::string>> expected = {
        {512, "5-stage"},  {512, "3-stage"},  {1024, "5-stage"},
        {1024, "3-stage"}, {2048, "5-stage"}, {2048, "3-stage"}};
    for (size_t i = 0; i < points.size(); ++i) {
        CHECK(points[i].get_int("scheme.bits") == expected[i].first);
        CHECK(points[i].get_string("core.pipeline") == expected[i].second);
        CHECK(points[i].get_bool("core.barrel") == false);
    }
    CHECK(point_label(ex, points[3]) == "scheme.bits=1024 core.pipeline=3-stage");
}

TEST_CASE("a swept optional key appears only in the points", "[config]") {
    const Experiment ex = parse_experiment("[sweep]\n\"timing.mul\" = [1, 3]\n", "x.toml");
    const auto points = expand_points(ex);
    REQUIRE(points.size() == 2);
    CHECK(points[1].get_int("timing.mul") == 3);
    CHECK_FALSE(ex.base.has("timing.mul"));
}

TEST_CASE("run_points runs every point and keeps going past a failure", "[config]") {
    const Experiment ex = parse_experiment("[sweep]\n\"scheme.bits\" = [512, 1024, 2048]\n", "x.toml");
    std::vector<size_t> seen;
    const auto outcomes = run_points(
        expand_points(ex),
        [](const Config& cfg) -> Stats {
            if (cfg.get_int("scheme.bits") == 1024) throw std::runtime_error("deadlock at cycle 7");
            return {{"cycles", Value{cfg.get_int("scheme.bits") * 10}}};
        },
        [&](size_t i, const PointOutcome&) { seen.push_back(i); });
    CHECK(seen == std::vector<size_t>{0, 1, 2});
    REQUIRE(outcomes.size() == 3);
    CHECK(outcomes[0].stats.has_value());
    CHECK_FALSE(outcomes[1].stats.has_value());
    CHECK(outcomes[1].error == "deadlock at cycle 7");
    CHECK(outcomes[2].stats->at(0).second == Value{int64_t{20480}});
}
