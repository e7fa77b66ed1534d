// pSHS on every topology (network/Topologies.cpp): correct on every core with
// tight buffers and every placement; a full network is a deadlock report,
// never a hang.
#include <catch2/catch.hpp>

#include <memory>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "network/TopologyKit.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Platform.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"
#include "tests/sim/PshsPoint.hpp"

using namespace montsim;
using test::stat;

TEST_CASE("pSHS is correct on every topology, placement and buffer size", "[pshs][topology]") {
    for (const auto& topology : sim::topologies().entries()) {
        for (unsigned p : {1u, 2u, 4u, 8u}) {
            for (const char* placement : {"identity", "snake", "random"}) {
                for (int64_t buffer : {1, 4}) {
                    const std::string name(topology.name);
                    INFO(name << ", p = " << p << ", " << placement << ", router.buffer = " << buffer);
                    sim::Config c = test::pshs_point(16, p, 0, 7);
                    c.set("platform.topology", name);
                    c.set("platform.placement", std::string(placement));
                    c.set("router.buffer", buffer);
                    c.set("link.depth", int64_t(p == 1 ? 2 : 1));
                    const sim::Stats st = sim::run_point(c);
                    CHECK(stat<bool>(st, "correct"));
                }
            }
        }
    }
}

TEST_CASE("a routed network that fills up is reported as a deadlock with its full buffers", "[topology]") {
    // One core puts three words to itself and never gets: one word in the
    // receive FIFO (link.depth = 1), one in the injection buffer
    // (router.buffer = 1), the third put waits forever.
    const mb::Program program = mb::assemble("_start: put r0, rfsl0\n put r0, rfsl0\n put r0, rfsl0\n bri 0\n", "t.s").program;
    for (const char* mode : {"timestamped", "clocked"})
    for (const char* topology : {"mesh", "bus", "crossbar"}) {
        INFO(topology << " " << mode);
        sim::Config cfg = sim::default_config();
        cfg.set("run.network", std::string(mode));
        cfg.set("platform.topology", std::string(topology));
        cfg.set("router.buffer", int64_t(1));
        cfg.set("link.depth", int64_t(1));
        sim::Platform platform(schemes::microblaze_ring(1, program), cfg);
        CHECK_THROWS_WITH(platform.run(), Catch::Contains("deadlock") && Catch::Contains("waits for room on FSL port 0") &&
                                              Catch::Contains("1 of 1 words (full)"));
    }
}

TEST_CASE("a ring of cores that only put fills routes of their own: the same deadlock report as the clocked reference",
          "[topology]") {
    // Each core's link to the next is a route of its own on these
    // topologies (RoutedNetwork's ExpressRoute): the report must place every
    // word where the clocked routers hold it, buffer by buffer.
    const mb::Program program =
        mb::assemble("_start: li r3, 40\nl: put r3, rfsl0\n addik r3, r3, -1\n bnei r3, l\n bri 0\n", "t.s").program;
    for (const char* topology : {"mesh", "torus", "biring"})
        for (const int64_t latency : {1, 3}) {
            INFO(topology << ", link.latency = " << latency);
            std::string report[2];
            for (int clocked = 0; clocked < 2; ++clocked) {
                sim::Config cfg = sim::default_config();
                cfg.set("run.network", std::string(clocked ? "clocked" : "timestamped"));
                cfg.set("platform.topology", std::string(topology));
                cfg.set("platform.placement", std::string("snake"));
                cfg.set("router.buffer", int64_t(2));
                cfg.set("link.depth", int64_t(3));
                cfg.set("link.latency", latency);
                sim::Platform platform(schemes::microblaze_ring(9, program), cfg);
                try {
                    platform.run();
                } catch (const std::exception& e) {
                    report[clocked] = e.what();
                }
            }
            CHECK_THAT(report[0], Catch::Contains("deadlock") && Catch::Contains("2 of 2 words (full)"));
            CHECK(report[0] == report[1]);
        }
}

TEST_CASE("routed topologies cost what their hops cost: crossbar <= torus <= mesh at p = 16", "[topology]") {
    auto et = [](const char* topology) {
        sim::Config c = test::pshs_point(64, 16, 0, 32);
        c.set("platform.topology", std::string(topology));
        return stat<int64_t>(sim::run_point(c), "cycles");
    };
    const int64_t crossbar = et("crossbar"), torus = et("torus"), mesh = et("mesh");
    CHECK(crossbar <= torus);
    CHECK(torus <= mesh);
}

TEST_CASE("a mesh or torus of its own shape: more routers than cores, cores placed on any router", "[topology]") {
    for (const char* name : {"mesh", "torus"}) {
        INFO(name);
        sim::Config c = test::pshs_point(16, 4, 0, 7);  // s = 16 words, p = 4, TTU 7
        c.set("platform.topology", std::string(name));
        c.set("platform.grid_width", int64_t(4));
        c.set("platform.grid_height", int64_t(4));
        c.set("platform.placement", std::string("list"));
        c.set("platform.placement_list", std::string("0,5,10,15"));  // the diagonal of a 4 x 4 grid
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<bool>(st, "correct"));
        // Each ring neighbour two hops away on the diagonal; 15 -> 0 six on a mesh, two on a torus.
        CHECK(stat<std::string>(st, "network.hops") ==
              (std::string(name) == "mesh" ? "0->1:2 1->2:2 2->3:2 3->0:6" : "0->1:2 1->2:2 2->3:2 3->0:2"));
        // A 1 x 8 row for 4 cores: the height follows from the width.
        c.set("platform.grid_width", int64_t(8));
        c.set("platform.grid_height", int64_t(0));
        c.set("platform.placement_list", std::string("7,5,3,1"));
        CHECK(stat<bool>(sim::run_point(c), "correct"));
        // Too small a grid is refused naming both keys.
        c.set("platform.grid_width", int64_t(1));
        c.set("platform.grid_height", int64_t(3));
        c.set("platform.placement", std::string("identity"));
        CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("platform.grid_width = 1, platform.grid_height = 3: a 1 x 3 "
                                                             "grid has 3 routers, fewer than the 4 nodes"));
    }
}
