// The toy core type "toytimer": a node that counts toytimer.ticks cycles and
// finishes; its statistics group is "ticks". The scheme "toytimers" runs
// scheme.p of them and checks that each finished at its tick count.
#include <memory>
#include <optional>
#include <stdexcept>
#include <systemc>

#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"
#include "sim/Scheme.hpp"
#include "tests/toys/Toys.hpp"

namespace montsim::toys {

namespace {

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

// A point of toytimers: every key it reads, read once.
struct ToyTimersPoint {
    unsigned p;
    uint64_t ticks;
};

ToyTimersPoint parse(const sim::Config& cfg) {
    return ToyTimersPoint{unsigned(cfg.get_int("scheme.p")), uint64_t(cfg.get_int(kToyTimerTicks))};
}

class ToyTimersRun : public sim::SchemeRun {
public:
    explicit ToyTimersRun(const ToyTimersPoint& point) : p_(point.p), ticks_(point.ticks) {}
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

}  // namespace

MONTSIM_REGISTRATION("tests/toys/toytimer", [] {
    sim::CoreType t;
    t.name = "toytimer";
    t.summary = "counts toytimer.ticks cycles and finishes (a test)";
    t.params = {sim::int_param(kToyTimerTicks, 10, 1, 1000, "cycles", "cycles each timer counts")};
    t.stats = sim::declarations_of<ToyTimerStats>();
    t.program_type = "ToyProgram";
    t.configure = [](const sim::Config& cfg) -> sim::NodeMaker {
        return [ticks = uint64_t(cfg.get_int(kToyTimerTicks))](const sim::NodeSpec& spec,
                                                               const sim::NodeContext& context) {
            sim::program_of<ToyProgram>(spec, *sim::core_types().find("toytimer"));
            return std::unique_ptr<sim::Node>(std::make_unique<ToyTimer>(spec.name.c_str(), ticks, context.cycle_period));
        };
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
    sim::PointHooks<ToyTimersPoint> hooks;
    hooks.parse = parse;
    sim::PlatformUse timers_only;
    timers_only.links = false;  // timers only: no node talks to another
    hooks.same_use = timers_only;
    hooks.prepare = [](const ToyTimersPoint& point) { return std::make_unique<ToyTimersRun>(point); };
    sim::bind_point(s, hooks);
    sim::register_scheme(s);
})

}  // namespace montsim::toys
