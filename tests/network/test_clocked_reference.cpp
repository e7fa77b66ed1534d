// The differential test of the network modes (run.network): every
// registered mode (the timestamped fast path: FslLink, RoutedNetwork)
// against the reference mode (the clocked ClockedNetwork), written apart
// from it. Random small pSHS points and random token patterns (blocking and
// polling puts and gets, random delays, random links) on every registered
// topology, under every registered latency model with a clocked form, must
// give identical cycles on every core, identical statistics and identical
// received data; a model without a clocked form is refused by name.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "network/ClockedNetwork.hpp"
#include "network/NetworkMode.hpp"
#include "network/TopologyKit.hpp"
#include "sim/Topology.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Platform.hpp"
#include "sim/Runner.hpp"
#include "tests/network/TokenPatterns.hpp"
#include "tests/sim/PshsPoint.hpp"

using namespace montsim;
using namespace montsim::test;

namespace {

// Case counts, printed by the tests (the closing note of issue 9 quotes them).
constexpr unsigned kPshsPointsPerTopology = 16;
constexpr unsigned kPatternsPerTopology = 40;
constexpr unsigned kBurstPatternsPerModel = 16;  // each under every clocked model

// The modes checked against the reference.
std::vector<std::string> checked_modes() {
    std::vector<std::string> names;
    for (const auto& m : net::network_modes().entries())
        if (!m.is_reference) names.push_back(m.name);
    return names;
}

}  // namespace

TEST_CASE("clocked reference = timestamped fast path: random pSHS points on every topology", "[network][clocked]") {
    std::mt19937_64 rng(20261123);
    unsigned cases = 0;
    for (const auto& topology : sim::topologies().entries()) {
        for (unsigned n = 0; n < kPshsPointsPerTopology; ++n) {
            const unsigned p = pick(rng, {1u, 2u, 3u, 4u, 6u, 8u});
            const unsigned q = pick(rng, {1u, 2u});
            const unsigned s = p * q * pick(rng, {1u, 2u, 3u});
            sim::Config c = test::pshs_point(std::max(s, 2u), p, q, 1);
            if (s < 2) c.set("scheme.q", int64_t(0));
            randomise_network(c, rng, std::string(topology.name));
            if (p == 1) c.set("link.depth", int64_t(4));  // one core sends to itself: room for its words
            fit_pshs_to_link_model(c);
            INFO(describe(c));
            c.set("run.network", net::reference_network_mode().name);
            const sim::Stats reference = sim::run_point(c);
            for (const std::string& mode : checked_modes()) {
                INFO("run.network = " << mode);
                c.set("run.network", mode);
                CHECK(sim::run_point(c) == reference);
            }
            ++cases;
        }
    }
    WARN("pSHS differential cases: " << cases << " on " << sim::topologies().names());
}

namespace {

// Token patterns (TokenPatterns.hpp; `bursts`: their burst form) on every
// topology, each under the reference and every checked mode: the same
// cycles, statistics, data and errors. On a topology whose links follow
// link.model, a burst pattern runs under every latency model with a
// clocked form (a random one would draw each model's full FIFO too
// seldom); a plain one under its random model. Returns (cases, deadlocks).
std::pair<unsigned, unsigned> differential_patterns(std::mt19937_64& rng, bool bursts) {
    unsigned cases = 0, deadlocks = 0;
    for (const auto& topology : sim::topologies().entries()) {
        const auto& consults = topology.consults;
        const bool every_model =
            bursts && std::find(consults.begin(), consults.end(), "link.model") != consults.end();
        for (unsigned n = 0; n < (every_model ? kBurstPatternsPerModel : kPatternsPerTopology); ++n) {
            sim::Config c = sim::default_config();
            randomise_network(c, rng, std::string(topology.name));
            const Pattern pat =
                random_pattern(rng, std::string(topology.name), unsigned(c.get_int("link.depth")), true, bursts);
            const std::vector<std::string> models =
                every_model ? net::clocked_latency_models() : std::vector<std::string>{c.get_string("link.model")};
            for (const std::string& model : models) {
                c.set("link.model", model);
                INFO(describe(c) << "\n" << pat.text);
                std::string reference_error;
                const auto reference =
                    outcome(pat, c, {{"run.network", net::reference_network_mode().name}}, reference_error);
                for (const std::string& mode : checked_modes()) {
                    INFO("run.network = " << mode);
                    std::string error;
                    CHECK(outcome(pat, c, {{"run.network", mode}}, error) == reference);
                    CHECK(error == reference_error);
                }
                deadlocks += !reference_error.empty();
                ++cases;
            }
        }
    }
    return {cases, deadlocks};
}

}  // namespace

TEST_CASE("clocked reference = timestamped fast path: random token patterns on every topology", "[network][clocked]") {
    std::mt19937_64 rng(7);
    const auto [cases, deadlocks] = differential_patterns(rng, false);
    WARN("token-pattern differential cases: " << cases << " (" << deadlocks << " ending in the same deadlock) on "
                                              << sim::topologies().names());
}

TEST_CASE("clocked reference = timestamped fast path: burst token patterns on every topology", "[network][clocked]") {
    // Words back to back (a put every cycle), readers as fast or slower,
    // FIFOs filled to the brim at every depth, on every topology under
    // every latency model with a clocked form (TokenPatterns.hpp, burst).
    std::mt19937_64 rng(20261128);
    const auto [cases, deadlocks] = differential_patterns(rng, true);
    WARN("burst token-pattern differential cases: " << cases << " (" << deadlocks
                                                    << " ending in the same deadlock) on " << sim::topologies().names());
}

TEST_CASE("the clocked reference runs the whole platform: a broken rule would show", "[network][clocked]") {
    // The clocked mode really is another network: with a routed topology the
    // module is a ClockedNetwork, and the stats it reports are its own.
    sim::Config c = test::pshs_point(8, 4, 0, 3);
    c.set("platform.topology", std::string("mesh"));
    c.set("run.network", std::string("clocked"));
    const sim::PlatformSpec spec = [&] {
        sim::PlatformSpec s;
        for (unsigned i = 0; i < 4; ++i) s.nodes.push_back(sim::NodeSpec{"microblaze", "core" + std::to_string(i),
                                                                          mb::assemble("_start: bri 0\n", "t.s").program, {}, {}});
        for (unsigned i = 0; i < 4; ++i) s.links.push_back(sim::LogicalLink{i, 0, (i + 1) % 4, 0});
        return s;
    }();
    sim::Platform platform(spec, c);
    CHECK(dynamic_cast<net::ClockedEnd*>(&platform.network().put_end(0)) != nullptr);
    CHECK(dynamic_cast<net::ClockedEnd*>(&platform.network().get_end(3)) != nullptr);
    CHECK_THROWS_WITH(
        [] {
            sim::Config bad = sim::default_config();
            bad.set("run.network", std::string("cycle-by-cycle"));
            return sim::run_point(bad);
        }(),
        Catch::Contains("run.network") && Catch::Contains("timestamped, clocked"));
}
