// Sync-free transfers (run.timing = sync-free, sim/Channel.hpp): a
// blocking get or put on a ring link completes at the cycle the stored
// put, get and arrival cycles give, and on a routed network when its outcome
// is already certain (RoutedNetwork.hpp), without synchronising with
// SystemC. It must give exactly the cycles of the decoupled mode (which
// synchronises at every transfer) and of the clocked reference network, on
// random token patterns on every topology and pSHS points under every link
// model and topology; a platform that cannot run sync-free (a non-blocking
// transfer in a program, the clocked network) falls back to decoupled for
// all its cores.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "network/TopologyKit.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Platform.hpp"
#include "sim/Runner.hpp"
#include "tests/network/TokenPatterns.hpp"
#include "tests/sim/PshsPoint.hpp"

using namespace montsim;
using namespace montsim::test;

namespace {

bool ran_sync_free(const sim::PlatformSpec& spec, const sim::Config& cfg) {
    sim::Platform platform(spec, cfg);
    return platform.node_as<mb::MbCore>(0).sync_free();
}

}  // namespace

TEST_CASE("sync-free = decoupled = clocked network: random blocking token patterns on every topology",
          "[network][syncfree]") {
    std::mt19937_64 rng(11);
    unsigned cases = 0, deadlocks = 0;
    for (const auto& topology : sim::topologies().entries())
    for (unsigned n = 0; n < (topology.name == "ring" ? 150u : 40u); ++n) {
        sim::Config c = sim::default_config();
        const std::string name(topology.name);
        randomise_network(c, rng, name);
        const Pattern pat = random_pattern(rng, name, unsigned(c.get_int("link.depth")), /*polling=*/false);
        INFO(describe(c) << "\n" << pat.text);
        REQUIRE(ran_sync_free(pat.spec, c));
        std::string e_free, e_decoupled, e_clocked;
        const auto free = outcome(pat, c, {{"run.timing", "sync-free"}}, e_free);
        const auto decoupled = outcome(pat, c, {{"run.timing", "decoupled"}}, e_decoupled);
        const auto clocked = outcome(pat, c, {{"run.network", "clocked"}}, e_clocked);
        CHECK(free == decoupled);
        CHECK(free == clocked);
        CHECK(e_free == e_decoupled);
        CHECK(e_free == e_clocked);
        deadlocks += !e_free.empty();
        ++cases;
    }
    WARN("sync-free token-pattern cases: " << cases << " (" << deadlocks << " ending in the same deadlock) on "
                                           << sim::topologies().names());
}

TEST_CASE("sync-free = decoupled: random pSHS points under every link model and topology", "[network][syncfree]") {
    std::mt19937_64 rng(5);
    const auto& topologies = sim::topologies().entries();
    for (unsigned n = 0; n < 60 + 12 * unsigned(topologies.size()); ++n) {
        const unsigned p = pick(rng, {1u, 2u, 3u, 4u, 8u});
        const unsigned q = pick(rng, {1u, 2u});
        sim::Config c = test::pshs_point(std::max(2u, p * q * pick(rng, {1u, 2u, 4u})), p, q, 1);
        randomise_network(c, rng, n < 60 ? "ring" : std::string(topologies[(n - 60) % topologies.size()].name));
        if (p == 1) c.set("link.depth", int64_t(4));  // one core sends to itself: room for its words
        fit_pshs_to_link_model(c);
        INFO(describe(c));
        const sim::Stats free = sim::run_point(c);
        c.set("run.timing", std::string("decoupled"));
        CHECK(free == sim::run_point(c));
    }
}

TEST_CASE("a platform that cannot run sync-free falls back to decoupled for every core", "[network][syncfree]") {
    const mb::Program blocking = mb::assemble("_start: put r0, rfsl0\n get r3, rfsl0\n swi r0, r0, 0xFFFF0010\n", "b.s").program;
    const mb::Program polling =
        mb::assemble("_start: put r0, rfsl0\n get r3, rfsl0\n nget r4, rfsl0\n swi r0, r0, 0xFFFF0010\n", "n.s").program;
    sim::Config cfg = sim::default_config();
    CHECK(ran_sync_free(schemes::microblaze_ring(3, blocking), cfg));
    // One core with a non-blocking get: nobody runs sync-free.
    sim::PlatformSpec mixed = schemes::microblaze_ring(3, blocking);
    mixed.nodes[2].program = polling;
    CHECK_FALSE(ran_sync_free(mixed, cfg));
    // A routed network runs sync-free too (its ends offer it)...
    sim::Config mesh = cfg;
    mesh.set("platform.topology", std::string("mesh"));
    CHECK(ran_sync_free(schemes::microblaze_ring(3, blocking), mesh));
    // ...the clocked reference and the other timing modes do not.
    for (const auto& [key, value] : std::vector<std::pair<std::string, std::string>>{
             {"run.network", "clocked"}, {"run.timing", "decoupled"}, {"run.timing", "lockstep"}}) {
        sim::Config other = cfg;
        other.set(key, value);
        INFO(key << " = " << value);
        CHECK_FALSE(ran_sync_free(schemes::microblaze_ring(3, blocking), other));
    }
}

TEST_CASE("a non-blocking transfer in code written at run time is an error under sync-free, not a wrong cycle",
          "[network][syncfree]") {
    // The program jumps into its data, where an nput waits: the load-time
    // scan of the code did not see it.
    const mb::Program nput = mb::assemble("nput r4, rfsl0\n", "w.s").program;
    const uint32_t word = uint32_t(nput.segments.front().bytes[0]) << 24 | uint32_t(nput.segments.front().bytes[1]) << 16 |
                          uint32_t(nput.segments.front().bytes[2]) << 8 | uint32_t(nput.segments.front().bytes[3]);
    const std::string src = "_start: li r5, hidden\n bra r5\n .data\nhidden: .word " + std::to_string(word) + "\n";
    sim::Config cfg = sim::default_config();
    sim::Platform platform(schemes::microblaze_ring(2, mb::assemble(src, "t.s").program), cfg);
    REQUIRE(platform.node_as<mb::MbCore>(0).sync_free());
    CHECK_THROWS_WITH(platform.run(), Catch::Contains("a non-blocking FSL put in code written at run time") &&
                                          Catch::Contains("run.timing = decoupled"));
}
