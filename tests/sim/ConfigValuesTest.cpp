// A config's values as one sorted array (sim/Config.hpp): keys stay in
// order and unique whatever order they are set in, look-ups find exactly
// the key asked, a builder's out-of-order key is refused, and copies share
// their values until one changes.
#include <catch2/catch.hpp>

#include <map>
#include <random>

#include "sim/Config.hpp"

using namespace montsim::sim;

TEST_CASE("config values: in key order and unique, set in any order; found by key", "[config]") {
    std::mt19937 rng(7);
    std::map<std::string, Value> reference;
    Config cfg;
    for (int i = 0; i < 500; ++i) {
        const std::string key = "k" + std::to_string(rng() % 97) + (rng() % 2 ? ".x" : "");
        const Value v = int64_t(rng() % 1000);
        reference[key] = v;
        cfg.set(key, v);
    }
    REQUIRE(cfg.values().size() == reference.size());
    auto it = reference.begin();
    for (const auto& [key, value] : cfg.values()) {
        CHECK(key == it->first);
        CHECK(value == it->second);
        ++it;
    }
    for (const auto& [key, value] : reference) CHECK(cfg.at(key) == value);
    CHECK_FALSE(cfg.has("k"));
    CHECK_FALSE(cfg.has("k1000"));
    CHECK_THROWS_WITH(cfg.at("missing"), Catch::Contains("no key 'missing'"));
    CHECK(Config(reference).values() == cfg.values());
}

TEST_CASE("config values: a builder's keys must ascend; copies share until changed", "[config]") {
    ConfigValues built;
    built.append("a", int64_t(1));
    built.append("b", std::string("x"));
    CHECK_THROWS_AS(built.append("b", int64_t(2)), std::logic_error);
    CHECK_THROWS_AS(built.append("a0", int64_t(2)), std::logic_error);
    const Config one(built);
    Config two = one;
    CHECK(two.values_identity() == one.values_identity());
    two.set("a", int64_t(5));
    CHECK(two.values_identity() != one.values_identity());
    CHECK(one.get_int("a") == 1);
    CHECK(two.get_int("a") == 5);
    CHECK(two.get_string("b") == "x");
}
