// The differential test of the two network modes (run.network): the
// timestamped fast path (FslLink, RoutedNetwork) against the clocked
// reference (ClockedNetwork), written apart from it. Random small pSHS points
// and random token patterns (blocking and polling puts and gets, random
// delays, random links) on every topology must give identical cycles on
// every core, identical statistics and identical received data.
#include <catch2/catch.hpp>

#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cores/mb/Assembler.hpp"
#include "cores/mb/MbCore.hpp"
#include "network/Topology.hpp"
#include "sim/Params.hpp"
#include "sim/Platform.hpp"
#include "sim/Runner.hpp"
#include "tests/sim/PshsPoint.hpp"

using namespace montsim;

namespace {

// Case counts, printed by the tests (the closing note of issue 9 quotes them).
constexpr unsigned kPshsPointsPerTopology = 16;
constexpr unsigned kPatternsPerTopology = 40;

template <typename T>
T pick(std::mt19937_64& rng, std::initializer_list<T> values) {
    return *(values.begin() + rng() % values.size());
}

// Link, router and placement settings drawn at random for one case.
void randomise_network(sim::Config& c, std::mt19937_64& rng, const std::string& topology) {
    c.set("platform.topology", topology);
    c.set("link.latency", int64_t(pick(rng, {1, 2, 3, 7, 16, 40, 150})));
    c.set("link.depth", int64_t(pick(rng, {1, 2, 3, 4, 16})));
    c.set("link.model", std::string(pick(rng, {"pipelined", "serial", "delayline"})));
    c.set("router.latency", int64_t(pick(rng, {1, 2, 5})));
    c.set("router.buffer", int64_t(pick(rng, {1, 2, 4})));
    c.set("platform.placement", std::string(pick(rng, {"identity", "snake", "random"})));
    c.set("platform.placement_seed", int64_t(rng() % 1000));
}

std::string describe(const sim::Config& c) {
    std::ostringstream os;
    for (const char* key : {"platform.topology", "scheme.bits", "scheme.p", "scheme.q", "link.latency", "link.depth",
                            "link.model", "router.latency", "router.buffer", "platform.placement",
                            "platform.placement_seed"})
        if (c.has(key)) os << key << "=" << sim::to_string(c.at(key)) << " ";
    return os.str();
}

// --- random token patterns

struct Pattern {
    sim::PlatformSpec spec;
    std::string text;  // the programs, for a failure message
};

// Cores exchange words over random logical links (the ring's own links on
// "ring", random pairs in both directions elsewhere), in rounds: each core
// puts a few words on each of its outgoing links, then takes the words of
// its incoming links, in a random port order, after random delays, each
// transfer either blocking or polling (nput/nget until the carry says it
// worked, counting the failures, which depend on the exact cycle a word
// arrives or a slot frees). Each core stores a checksum of what it got and
// its failure count.
Pattern random_pattern(std::mt19937_64& rng, const std::string& topology, unsigned depth) {
    const unsigned p = 2 + unsigned(rng() % 5);
    std::vector<std::vector<unsigned>> out(p), in(p);  // ports' link indices
    Pattern pat;
    auto add_link = [&](unsigned from, unsigned to) {
        const unsigned k = unsigned(pat.spec.links.size());
        pat.spec.links.push_back(net::LogicalLink{from, unsigned(out[from].size()), to, unsigned(in[to].size())});
        out[from].push_back(k);
        in[to].push_back(k);
    };
    if (topology == "ring") {
        for (unsigned i = 0; i < p; ++i) add_link(i, (i + 1) % p);
    } else {
        for (unsigned i = 0; i < p; ++i)
            for (unsigned j = i + 1; j < p; ++j)
                if (rng() % 2 == 0 || j == i + 1) add_link(i, j), add_link(j, i);
    }
    const unsigned rounds = 2 + unsigned(rng() % 3);
    std::vector<unsigned> words(rounds);
    // At most half the receive FIFO per round keeps the symmetric patterns
    // free of deadlock; a ring can still fill up, and then both modes must
    // report the same deadlock.
    for (auto& w : words) w = 1 + unsigned(rng() % std::max(1u, depth / 2));
    unsigned label = 0;
    for (unsigned i = 0; i < p; ++i) {
        std::ostringstream s;
        s << "_start: li r11, 0\n li r12, 0\n li r13, 31\n";
        auto delay = [&]() {
            const unsigned d = unsigned(rng() % 4 == 0 ? rng() % 60 : rng() % 4);
            if (d == 0) return;
            s << " li r3, " << d << "\nd" << label << ": addik r3, r3, -1\n bnei r3, d" << label << "\n";
            ++label;
        };
        for (unsigned r = 0; r < rounds; ++r) {
            std::vector<unsigned> ports(out[i].size());
            for (unsigned k = 0; k < ports.size(); ++k) ports[k] = k;
            std::shuffle(ports.begin(), ports.end(), rng);
            for (unsigned port : ports)
                for (unsigned w = 0; w < words[r]; ++w) {
                    delay();
                    s << " li r4, " << (i * 10000 + r * 100 + port * 10 + w) << "\n";
                    if (rng() % 3 == 0) {
                        s << "p" << label << ": nput r4, rfsl" << port << "\n addikc r10, r0, 0\n beqi r10, q" << label
                          << "\n addik r11, r11, 1\n bri p" << label << "\nq" << label << ":\n";
                        ++label;
                    } else {
                        s << " put r4, rfsl" << port << "\n";
                    }
                }
            ports.assign(in[i].size(), 0);
            for (unsigned k = 0; k < ports.size(); ++k) ports[k] = k;
            std::shuffle(ports.begin(), ports.end(), rng);
            for (unsigned port : ports)
                for (unsigned w = 0; w < words[r]; ++w) {
                    delay();
                    if (rng() % 3 == 0) {
                        s << "g" << label << ": nget r4, rfsl" << port << "\n addikc r10, r0, 0\n beqi r10, h" << label
                          << "\n addik r11, r11, 1\n bri g" << label << "\nh" << label << ":\n";
                        ++label;
                    } else {
                        s << " get r4, rfsl" << port << "\n";
                    }
                    s << " mul r12, r12, r13\n addk r12, r12, r4\n";
                }
        }
        s << " swi r12, r0, 0x400\n swi r11, r0, 0x404\n swi r0, r0, 0xFFFF0010\n";
        pat.text += "core " + std::to_string(i) + ":\n" + s.str();
        pat.spec.nodes.push_back(
            sim::NodeSpec{"microblaze", "core" + std::to_string(i), mb::assemble(s.str(), "pattern.s").program, {}, {}});
    }
    return pat;
}

// What a run of a pattern shows: per core its cycles, instructions, stall
// cycles, checksum and polling failures; or the error it ended with.
std::vector<uint64_t> outcome(const Pattern& pat, sim::Config cfg, const std::string& mode, std::string& error) {
    cfg.set("run.network", mode);
    cfg.set("run.cycle_limit", int64_t(2'000'000));
    sim::Platform platform(pat.spec, cfg);
    std::vector<uint64_t> seen;
    try {
        platform.run();
    } catch (const std::exception& e) {
        error = e.what();
    }
    for (unsigned i = 0; i < platform.size(); ++i) {
        const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
        seen.insert(seen.end(), {cpu.cycle(), cpu.stats().instructions, cpu.stats().fsl_get_stall_cycles, cpu.stats().fsl_put_stall_cycles,
                                 cpu.memory().read32(0x400), cpu.memory().read32(0x404)});
    }
    return seen;
}

}  // namespace

TEST_CASE("clocked reference = timestamped fast path: random pSHS points on every topology", "[network][clocked]") {
    std::mt19937_64 rng(20261123);
    unsigned cases = 0;
    for (const auto& topology : net::topologies()) {
        for (unsigned n = 0; n < kPshsPointsPerTopology; ++n) {
            const unsigned p = pick(rng, {1u, 2u, 3u, 4u, 6u, 8u});
            const unsigned q = pick(rng, {1u, 2u});
            const unsigned s = p * q * pick(rng, {1u, 2u, 3u});
            sim::Config c = test::pshs_point(std::max(s, 2u), p, q, 1);
            if (s < 2) c.set("scheme.q", int64_t(0));
            randomise_network(c, rng, std::string(topology.name));
            INFO(describe(c));
            const sim::Stats fast = sim::run_point(c);
            c.set("run.network", std::string("clocked"));
            const sim::Stats clocked = sim::run_point(c);
            CHECK(fast == clocked);
            ++cases;
        }
    }
    WARN("pSHS differential cases: " << cases << " on " << net::topology_names());
}

TEST_CASE("clocked reference = timestamped fast path: random token patterns on every topology", "[network][clocked]") {
    std::mt19937_64 rng(7);
    unsigned cases = 0, deadlocks = 0;
    for (const auto& topology : net::topologies()) {
        for (unsigned n = 0; n < kPatternsPerTopology; ++n) {
            sim::Config c = sim::default_config();
            randomise_network(c, rng, std::string(topology.name));
            const Pattern pat = random_pattern(rng, std::string(topology.name), unsigned(c.get_int("link.depth")));
            INFO(describe(c) << "\n" << pat.text);
            std::string fast_error, clocked_error;
            const auto fast = outcome(pat, c, "timestamped", fast_error);
            const auto clocked = outcome(pat, c, "clocked", clocked_error);
            CHECK(fast == clocked);
            CHECK(fast_error == clocked_error);
            deadlocks += !fast_error.empty();
            ++cases;
        }
    }
    WARN("token-pattern differential cases: " << cases << " (" << deadlocks << " ending in the same deadlock) on "
                                              << net::topology_names());
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
        for (unsigned i = 0; i < 4; ++i) s.links.push_back(net::LogicalLink{i, 0, (i + 1) % 4, 0});
        return s;
    }();
    sim::Platform platform(spec, c);
    REQUIRE(platform.network().modules.size() == 1);
    CHECK(dynamic_cast<const net::ClockedNetwork*>(platform.network().modules.front().get()) != nullptr);
    CHECK_THROWS_WITH(
        [] {
            sim::Config bad = sim::default_config();
            bad.set("run.network", std::string("cycle-by-cycle"));
            return sim::run_point(bad);
        }(),
        Catch::Contains("run.network") && Catch::Contains("timestamped, clocked"));
}
