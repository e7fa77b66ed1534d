// A scheme defined only in a test file (tests/toys/ToyRing.cpp: "toyring")
// registers with the engine and runs through `montsim run` like a built-in
// one: nothing in sim/ names it.
#include <catch2/catch.hpp>

#include <memory>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Cli.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"
#include "tests/sim/TempDir.hpp"
#include "tests/toys/Toys.hpp"

using namespace montsim;
using Catch::Matchers::Contains;


TEST_CASE("a scheme defined in a test registers and runs through montsim run", "[scheme][cli]") {
    REQUIRE(sim::find_param("toyring.start") != nullptr);
    CHECK_THAT(sim::overview_help(), Contains("toyring (microblaze nodes): every core sends its id"));

    montsim::test::TempDir dir;
    const std::string cfg = dir.write("toy.toml", R"([scheme]
name = "toyring"
p = 5
[link]
latency = 7
[sweep]
"toyring.start" = [0, 10]
)");
    for (const char* jobs : {"1", "2"}) {
        INFO("-j " << jobs);
        std::ostringstream out, err;
        const auto results = dir.path() / (std::string("out") + jobs);
        const int status =
            sim::run_cli({"run", cfg, "--quiet", "-j", jobs, "--out", results.string()}, out, err);
        INFO(err.str());
        REQUIRE(status == sim::kExitOk);
        const std::string csv = montsim::test::read_file(results / "results.csv");
        CHECK_THAT(csv, Contains("toyring"));
        CHECK_THAT(csv, Contains(",true,10\n"));  // sum = 0+1+2+3+4
        CHECK_THAT(csv, Contains(",true,60\n"));  // ... + 5 * 10
    }
}

TEST_CASE("a registered scheme's result check fails the point", "[scheme]") {
    sim::Config cfg = sim::default_config();
    cfg.set("scheme.name", std::string("toyring"));
    cfg.set("scheme.p", int64_t(3));
    CHECK(std::get<int64_t>(sim::stat_value(sim::run_point(cfg), "sum")) == 3);
    cfg.set("toyring.corrupt", true);
    CHECK_THROWS_WITH(sim::run_point(cfg), Contains("toyring core 0: sum 4, expected 3"));
    cfg.set("toyring.corrupt", false);
    // A ring of one core sends to itself: p = 1 runs no step and sums its id.
    cfg.set("scheme.p", int64_t(1));
    CHECK(std::get<int64_t>(sim::stat_value(sim::run_point(cfg), "sum")) == 0);
    // A platform.cores that contradicts the scheme is refused before running.
    cfg.set("scheme.p", int64_t(3));
    cfg.set("platform.cores", int64_t(2));
    CHECK_THROWS_WITH(sim::run_point(cfg), Contains("platform.cores = 2"));
}

TEST_CASE("registering a scheme twice, or with a clashing key, is a programming error", "[scheme]") {
    sim::Scheme again;
    again.name = "toyring";
    again.prepare = [](const sim::Config&) -> std::unique_ptr<sim::SchemeRun> { return nullptr; };
    CHECK_THROWS_WITH(sim::register_scheme(again), Contains("registered twice"));
    sim::Scheme clash = again;
    clash.name = "toyring2";
    clash.params.push_back(sim::int_param("scheme.p", 2, 1, 8, "cores", "a different range"));
    CHECK_THROWS_WITH(sim::register_scheme(clash), Contains("declare scheme.p differently"));
    // Simulated (prepare) or evaluated (evaluate, no core types): exactly one.
    sim::Scheme both = again;
    both.name = "toyboth";
    both.evaluate = [](const sim::Config&) { return sim::Stats{}; };
    CHECK_THROWS_WITH(sim::register_scheme(both), Contains("exactly one"));
    sim::Scheme neither;
    neither.name = "toyneither";
    CHECK_THROWS_WITH(sim::register_scheme(neither), Contains("exactly one"));
    sim::Scheme typed;
    typed.name = "toytyped";
    typed.node_types = {"microblaze"};
    typed.evaluate = both.evaluate;
    CHECK_THROWS_WITH(sim::register_scheme(typed), Contains("is evaluated, not simulated: it has no node types"));
}

TEST_CASE("pSHS points that differ only in what SOS does not read share one SOS baseline", "[scheme][pshs]") {
    const sim::Scheme& pshs = sim::find_scheme("pshs");
    REQUIRE(pshs.baselines);
    sim::Config a = sim::default_config();
    a.set("scheme.name", std::string("pshs"));
    sim::Config b = a;
    b.set("link.latency", int64_t(1100));
    b.set("link.model", std::string("serial"));
    b.set("scheme.p", int64_t(8));
    const auto base_a = pshs.baselines(a), base_b = pshs.baselines(b);
    REQUIRE(base_a.size() == 1);
    CHECK(base_a[0].config.get_string("scheme.name") == "sos");
    CHECK(base_a[0].config.values() == base_b[0].config.values());
    // One config handed to both (its run found by identity, Runner.cpp).
    CHECK(base_a[0].config.values_identity() == base_b[0].config.values_identity());
    for (const auto& [key, value] : std::vector<std::pair<std::string, sim::Value>>{
             {"scheme.bits", int64_t(2048)},
             {"core.pipeline", std::string("3-stage")},
             {"scheme.kernel", std::string("libgcc")},
             {"timing.mul", int64_t(3)},
             {"scheme.seed", int64_t(7)}}) {
        INFO(key);
        sim::Config c = a;
        c.set(key, value);
        CHECK(pshs.baselines(c)[0].config.values() != base_a[0].config.values());
    }
    // Made again after the others: the same values; a taken key's value is the point's.
    CHECK(pshs.baselines(a)[0].config.values() == base_a[0].config.values());
    sim::Config t = b;
    t.set("timing.mul", int64_t(3));
    const sim::Config base_t = pshs.baselines(t)[0].config;
    CHECK(base_t.get_int("timing.mul") == 3);
    CHECK(base_t.get_string("scheme.name") == "sos");
    CHECK(base_t.get_int("link.latency") == sim::default_config().get_int("link.latency"));
}

TEST_CASE("a scheme's typed point is read once per config, and again once the config changes", "[scheme]") {
    // bind_point keeps the points it read (ParsedPoints): a sweep calls
    // several hooks on each point. A kept point must never outlive a change
    // to its config.
    int reads = 0;
    sim::PointHooks<int64_t> hooks;
    hooks.parse = [&reads](const sim::Config& c) {
        ++reads;
        return c.get_int("toy.value");
    };
    std::vector<int64_t> seen;
    hooks.prepare = [&seen](const int64_t& v) {
        seen.push_back(v);
        return std::unique_ptr<sim::SchemeRun>();
    };
    sim::Scheme scheme;
    sim::bind_point(scheme, hooks);

    sim::Config a;
    a.set("toy.value", int64_t{1});
    scheme.validate(a);
    scheme.prepare(a);
    const sim::Config copy = a;  // the same values: the same point
    scheme.prepare(copy);
    CHECK(reads == 1);

    a.set("toy.value", int64_t{2});  // a changed config is read again
    scheme.prepare(a);
    CHECK(reads == 2);
    scheme.prepare(copy);  // the copy kept its value
    CHECK(reads == 2);
    CHECK(seen == std::vector<int64_t>{1, 1, 2, 1});

    sim::Config b = a;
    b.set("toy.value", int64_t{3});
    scheme.prepare(b);
    CHECK(reads == 3);
    CHECK(seen.back() == 3);

    sim::Config only;  // no other copy of its values but the one kept
    only.set("toy.value", int64_t{5});
    scheme.prepare(only);
    only.set("toy.value", int64_t{6});
    scheme.prepare(only);
    CHECK(reads == 5);
    CHECK(seen.back() == 6);

    sim::Config bad;
    bad.set("toy.value", std::string("x"));  // a read that throws keeps nothing
    CHECK_THROWS(scheme.validate(bad));
    CHECK_THROWS(scheme.validate(bad));
    CHECK(reads == 7);
}
