// A core type and a latency model defined only here, in a test file,
// register with their own parameters and statistics and run through
// `montsim run` like the built-in ones: nothing in sim/ or network/ names
// them.
//
// - Core type "toytimer": a node that counts toytimer.ticks cycles and
//   finishes; its statistics group is "ticks". The scheme "toytimers" (also
//   defined here) runs scheme.p of them and checks that each finished at
//   its tick count.
// - Latency model "toylag": the pipelined rule with toylag.extra more
//   cycles per word; it counts the words it timed. pSHS over it must take
//   exactly the cycles of pipelined links with link.latency + toylag.extra,
//   and its word count must be the words the cores sent.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <systemc>

#include "network/LatencyModel.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Cli.hpp"
#include "sim/CoreType.hpp"
#include "sim/Platform.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/sim/PshsPoint.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim;
using Catch::Matchers::Contains;

namespace {

// --- the toy core type -----------------------------------------------------

const char* const kTicks = "toytimer.ticks";

class ToyTimerStats : public sim::StatGroup {
public:
    sim::Stat ticks{*this, "ticks", "cycles", "cycles the timer counted"};
};

class ToyTimer : public sc_core::sc_module, public sim::Node {
public:
    SC_HAS_PROCESS(ToyTimer);
    ToyTimer(sc_core::sc_module_name name, uint64_t ticks, sc_core::sc_time period)
        : sc_module(name), ticks_(ticks), period_(period) {
        SC_THREAD(run);
    }
    std::string node_name() const override { return name(); }
    bool finished() const override { return finished_; }
    bool hit_cycle_limit() const override { return false; }
    const std::optional<std::string>& error() const override { return error_; }
    std::string blocked_on() const override { return ""; }
    uint64_t cycles() const override { return cycles_; }
    sim::Stats stat_group() const override {
        ToyTimerStats st;
        st.ticks = cycles_;
        return st.values();
    }

private:
    void run() {
        wait(period_ * double(ticks_));
        cycles_ = sc_core::sc_time_stamp().value() / period_.value();
        finished_ = true;
    }
    uint64_t ticks_;
    sc_core::sc_time period_;
    uint64_t cycles_ = 0;
    bool finished_ = false;
    std::optional<std::string> error_;
};

// What a "toytimer" NodeSpec carries: nothing but a marker.
struct ToyProgram {};

class ToyTimersStats : public sim::PointStats {
public:
    sim::Stat timers{*this, "timers", "", "timers that ran"};
};

class ToyTimersRun : public sim::SchemeRun {
public:
    explicit ToyTimersRun(const sim::Config& cfg)
        : p_(unsigned(cfg.get_int("scheme.p"))), ticks_(uint64_t(cfg.get_int(kTicks))) {}
    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        for (unsigned i = 0; i < p_; ++i) spec.nodes.push_back({"toytimer", "core" + std::to_string(i), ToyProgram{}, {}, {}});
        return spec;
    }
    void load(sim::Platform&) override {}
    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        for (unsigned i = 0; i < p_; ++i)
            if (platform.node(i).cycles() != ticks_)
                throw std::runtime_error("toytimer " + std::to_string(i) + " finished at " +
                                         std::to_string(platform.node(i).cycles()));
        ToyTimersStats st;
        st.cycles = platform.cycles();
        st.instructions = 0;
        st.timers = p_;
        return st.values();
    }

private:
    unsigned p_;
    uint64_t ticks_;
};

void register_toy_core_type() {
    static const bool done = [] {
        sim::CoreType t;
        t.name = "toytimer";
        t.summary = "counts toytimer.ticks cycles and finishes (a test)";
        t.params = {sim::int_param(kTicks, 10, 1, 1000, "cycles", "cycles each timer counts")};
        t.stats = sim::declarations_of<ToyTimerStats>();
        t.program_type = "ToyProgram";
        t.make = [](const sim::NodeSpec& spec, const sim::NodeContext& context, const sim::Config& cfg) {
            sim::program_of<ToyProgram>(spec, *sim::core_types().find("toytimer"));
            return std::unique_ptr<sim::Node>(
                std::make_unique<ToyTimer>(spec.name.c_str(), uint64_t(cfg.get_int(kTicks)), context.cycle_period));
        };
        t.memory = [](const sim::Config&) { return sim::MemoryNeed{}; };
        sim::core_types().add(t);

        sim::Scheme s;
        s.name = "toytimers";
        s.summary = "scheme.p toy timers (a test)";
        s.node_types = {"toytimer"};
        s.params.push_back(*sim::find_param("scheme.p"));
        s.stats = sim::declarations_of<ToyTimersStats>();
        s.reports_node_stats = true;
        s.prepare = [](const sim::Config& cfg) { return std::make_unique<ToyTimersRun>(cfg); };
        sim::register_scheme(s);
        return true;
    }();
    (void)done;
}

// --- the toy latency model ------------------------------------------------

const char* const kExtra = "toylag.extra";

class ToyLagStats : public sim::StatGroup {
public:
    sim::Stat words{*this, "toylag_words", "words", "words the toylag links timed"};
};

class ToyLag : public net::LineRule {
public:
    explicit ToyLag(uint64_t extra) : extra_(extra) {}
    uint64_t arrival(const net::LineWord& word, uint64_t latency, std::optional<uint64_t> previous) override {
        ++words_;
        const uint64_t at = word.put + latency + extra_;
        return previous ? std::max(at, *previous + 1) : at;
    }
    sim::Stats stats() const override {
        ToyLagStats st;
        st.words = words_;
        return st.values();
    }

private:
    uint64_t extra_;
    uint64_t words_ = 0;
};

void register_toy_latency_model() {
    static const bool done = [] {
        net::LatencyModel m;
        m.name = "toylag";
        m.summary = "pipelined, toylag.extra cycles slower (a test)";
        m.hardware = "none";
        m.params = {sim::int_param(kExtra, 0, 0, 1000, "cycles", "cycles added to each word's latency")};
        m.stats = sim::declarations_of<ToyLagStats>();
        m.depth_bounds_in_flight = true;
        m.make_rule = [](const sim::Config& point) {
            return std::unique_ptr<net::LineRule>(std::make_unique<ToyLag>(uint64_t(point.get_int(kExtra))));
        };
        net::latency_models().add(m);
        return true;
    }();
    (void)done;
}


}  // namespace

TEST_CASE("a core type defined in a test registers its parameters and statistics and runs through montsim run",
          "[registry][cli]") {
    register_toy_core_type();
    REQUIRE(sim::find_param(kTicks) != nullptr);
    CHECK_THAT(sim::overview_help(), Contains("toytimer.ticks") && Contains("toytimers (toytimer nodes)") &&
                                         Contains("<toytimer node>.*: per node: ticks"));

    montsim::test::TempDir dir;
    const std::string cfg = dir.write("timers.toml", R"([scheme]
name = "toytimers"
p = 3
[sweep]
"toytimer.ticks" = [7, 40]
)");
    const test::CliRun run = test::run_cli({"run", cfg, "--quiet", "-j", "1", "--out", (dir.path() / "out").string()});
    INFO(run.err);
    REQUIRE(run.status == sim::kExitOk);
    const std::string csv = montsim::test::read_file(dir.path() / "out" / "results.csv");
    CHECK_THAT(csv, Contains("cycles,instructions,correct,timers,core0.ticks,core1.ticks,core2.ticks"));
    CHECK_THAT(csv, Contains(",7,0,true,3,7,7,7\n"));
    CHECK_THAT(csv, Contains(",40,0,true,3,40,40,40\n"));
}

TEST_CASE("a latency model defined in a test times the links with its own parameter and counts its words",
          "[registry][fsl]") {
    register_toy_latency_model();
    REQUIRE(sim::find_param(kExtra) != nullptr);
    CHECK_THAT(sim::find_param("link.model")->description, Contains("toylag = pipelined, toylag.extra cycles slower"));

    for (const int64_t extra : {0, 5, 90}) {
        INFO("toylag.extra = " << extra);
        sim::Config toy = test::pshs_point(16, 4, 0, 20, "toylag");
        toy.set(kExtra, extra);
        sim::Config plain = test::pshs_point(16, 4, 0, 20 + extra, "pipelined");
        const sim::Stats a = sim::run_point(toy), b = sim::run_point(plain);
        CHECK(sim::stat_value(a, "cycles") == sim::stat_value(b, "cycles"));
        int64_t sent = 0;
        for (unsigned i = 0; i < 4; ++i)
            sent += std::get<int64_t>(sim::stat_value(a, "core" + std::to_string(i) + ".words_sent"));
        CHECK(std::get<int64_t>(sim::stat_value(a, "network.toylag_words")) == sent);
        CHECK(sent > 0);
    }

    // And through the command line, swept by its own key.
    montsim::test::TempDir dir;
    const std::string cfg = dir.write("lag.toml", R"([scheme]
name = "pshs"
bits = 512
p = 4
[link]
model = "toylag"
[sweep]
"toylag.extra" = [0, 30]
)");
    const test::CliRun run = test::run_cli({"run", cfg, "--quiet", "-j", "2", "--out", (dir.path() / "out").string()});
    INFO(run.err);
    REQUIRE(run.status == sim::kExitOk);
    CHECK_THAT(montsim::test::read_file(dir.path() / "out" / "results.csv"), Contains("network.toylag_words"));
}
