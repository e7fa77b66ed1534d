// A scheme defined only here, in a test file, registers with the engine and
// runs through `montsim run` like a built-in one: nothing in sim/ names it.
// "toyring": every core sends its id (plus toyring.start) around a logical
// ring; after p - 1 steps each core holds the sum of all, which results()
// checks against the sum computed here.
#include <catch2/catch.hpp>

#include <memory>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Cli.hpp"
#include "sim/Platform.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim;
using Catch::Matchers::Contains;

namespace {

const char* const kToyProgram = R"(
        .equ    COREID, 0xFFFF0008
        .equ    HALT,   0xFFFF0010
_start: lwi     r5, r0, COREID
        lwi     r9, r0, start
        add     r7, r5, r9          # this core's value: id + start
        add     r8, r7, r0          # the running sum
        lwi     r6, r0, cores
        addik   r6, r6, -1          # p - 1 steps
        beqi    r6, done
step:   put     r7, rfsl0           # pass on what arrived last (first: our own)
        get     r7, rfsl0
        add     r8, r8, r7
        addik   r6, r6, -1
        bnei    r6, step
done:   swi     r8, r0, sum
        swi     r0, r0, HALT
        .data
cores:  .word   0
start:  .word   0
sum:    .word   0
)";

// Its statistics: the common ones and its own, declared once.
class ToyStats : public sim::PointStats {
public:
    sim::Stat sum{*this, "sum", "", "the sum every core ends with"};
};

class ToyRun : public sim::SchemeRun {
public:
    explicit ToyRun(const sim::Config& cfg)
        : p_(static_cast<unsigned>(cfg.get_int("scheme.p"))),
          start_(static_cast<uint32_t>(cfg.get_int("toyring.start"))),
          corrupt_(cfg.get_bool("toyring.corrupt")),
          program_(mb::assemble(kToyProgram, "toyring.s").program) {}

    sim::PlatformSpec platform() const override { return schemes::microblaze_ring(p_, program_); }

    void load(sim::Platform& platform) override {
        for (unsigned i = 0; i < p_; ++i) {
            mb::LocalMemory& mem = platform.node_as<mb::MbCore>(i).cpu().memory();
            mem.write32(*program_.symbol("cores"), p_);
            // toyring.corrupt: core 1 starts from a wrong value, so every sum is off.
            mem.write32(*program_.symbol("start"), start_ + (corrupt_ && i == 1 ? 1 : 0));
        }
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        const uint32_t expected = p_ * (p_ - 1) / 2 + p_ * start_;
        uint64_t instructions = 0;
        for (unsigned i = 0; i < p_; ++i) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            const uint32_t got = cpu.memory().read32(*program_.symbol("sum"));
            if (got != expected)
                throw std::runtime_error("toyring core " + std::to_string(i) + ": sum " + std::to_string(got) +
                                         ", expected " + std::to_string(expected));
            instructions += cpu.stats().instructions;
        }
        ToyStats st;
        st.cycles = platform.cycles();
        st.instructions = instructions;
        st.sum = expected;
        return st.values();
    }

private:
    unsigned p_;
    uint32_t start_;
    bool corrupt_;
    mb::Program program_;
};

void register_toy_scheme() {
    static const bool done = [] {
        sim::Scheme toy;
        toy.name = "toyring";
        toy.summary = "every core sends its id around the ring and checks the sum (a test)";
        toy.node_types = {"microblaze"};
        // Shares scheme.p with the built-in schemes (same declaration) and
        // adds a key of its own.
        toy.params.push_back(*sim::find_param("scheme.p"));
        toy.params.push_back(sim::int_param("toyring.start", 0, 0, 1000, "", "added to each core's id"));
        toy.params.push_back(sim::bool_param("toyring.corrupt", false, "core 1 loads a wrong start value"));
        toy.stats = sim::declarations_of<ToyStats>();
        toy.prepare = [](const sim::Config& cfg) { return std::make_unique<ToyRun>(cfg); };
        sim::register_scheme(toy);
        return true;
    }();
    (void)done;
}

}  // namespace

TEST_CASE("a scheme defined in a test registers and runs through montsim run", "[scheme][cli]") {
    register_toy_scheme();
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
    register_toy_scheme();
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
    register_toy_scheme();
    sim::Scheme again;
    again.name = "toyring";
    again.prepare = [](const sim::Config& cfg) { return std::make_unique<ToyRun>(cfg); };
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
}
