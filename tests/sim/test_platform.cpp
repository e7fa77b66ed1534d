// Building a platform from a description: core types, links carried by the
// topology, every port a program uses bound at elaboration.
#include <catch2/catch.hpp>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Platform.hpp"
#include "sim/Runner.hpp"
#include "cores/mb/toolchain/Tools.hpp"

#include <sstream>

using namespace montsim;
using Catch::Matchers::Contains;

namespace {

sim::PlatformSpec two_cores() {
    const mb::Program halt = mb::assemble("_start: swi r0, r0, 0xFFFF0010\n", "halt.s").program;
    sim::PlatformSpec spec;
    spec.nodes.push_back(sim::NodeSpec{"microblaze", "core0", halt, {}, {}});
    spec.nodes.push_back(sim::NodeSpec{"microblaze", "core1", halt, {}, {}});
    return spec;
}

}  // namespace

TEST_CASE("a port a node uses but no channel reaches is an elaboration error naming core and port", "[platform]") {
    sim::PlatformSpec spec = two_cores();
    spec.nodes[1].uses_get = {2};
    CHECK_THROWS_WITH(sim::Platform(spec, sim::default_config()),
                      Contains("elaboration: core1 gets from FSL port 2") && Contains("no channel is bound"));
    spec = two_cores();
    spec.nodes[0].uses_put = {0};
    spec.links.push_back(sim::LogicalLink{1, 0, 0, 0});  // binds core1's put and core0's get, not core0's put
    CHECK_THROWS_WITH(sim::Platform(spec, sim::default_config()), Contains("elaboration: core0 puts to FSL port 0"));
    // Once a link binds it, the same description builds and runs.
    spec.links.push_back(sim::LogicalLink{0, 0, 1, 0});
    sim::Platform ok(spec, sim::default_config());
    ok.run();
    CHECK(ok.node(0).finished());
    CHECK(ok.node_as<mb::MbCore>(0).put_bound(0));
}

TEST_CASE("links a topology cannot carry, ports that do not exist and unknown core types are refused", "[platform]") {
    sim::PlatformSpec spec = two_cores();
    spec.nodes.push_back(spec.nodes[0]);
    spec.nodes[2].name = "core2";
    spec.links.push_back(sim::LogicalLink{0, 0, 2, 0});
    CHECK_THROWS_WITH(sim::Platform(spec, sim::default_config()),
                      Contains("ring") && Contains("from node 0 to node 2"));
    spec = two_cores();
    spec.links.push_back(sim::LogicalLink{0, 16, 1, 0});
    CHECK_THROWS_WITH(sim::Platform(spec, sim::default_config()), Contains("core0 has FSL put ports 0..15, not 16"));
    spec = two_cores();
    spec.links.push_back(sim::LogicalLink{0, 0, 1, 0});
    spec.links.push_back(sim::LogicalLink{0, 0, 1, 1});
    CHECK_THROWS_WITH(sim::Platform(spec, sim::default_config()), Contains("FSL put port 0 is bound twice"));
    spec = two_cores();
    spec.nodes[1].type = "dsp";
    CHECK_THROWS_WITH(sim::Platform(spec, sim::default_config()),
                      Contains("unknown core type 'dsp'") && Contains("microblaze"));
}

TEST_CASE("platform.cores must match the nodes the scheme describes", "[platform]") {
    sim::Config cfg = sim::default_config();
    cfg.set("platform.cores", int64_t(3));
    CHECK_THROWS_WITH(sim::Platform(two_cores(), cfg), Contains("platform.cores = 3, but the scheme runs on 2"));
}

TEST_CASE("a platform whose memories together are too large is refused before any is allocated", "[platform]") {
    sim::Config cfg = sim::default_config();
    cfg.set("core.memory_kb", int64_t(1048576));  // 1 GiB each: four would fit, five do not
    cfg.set("run.memory_mb", int64_t(4200));      // the budget of one point
    sim::PlatformSpec spec = two_cores();
    for (unsigned i = 2; i < 5; ++i) {
        spec.nodes.push_back(spec.nodes[0]);
        spec.nodes.back().name = "core" + std::to_string(i);
    }
    CHECK_THROWS_WITH(sim::Platform(spec, cfg),
                      Contains("the platform of 5 nodes") && Contains("needs about 5121 MiB, more than the 4200 MiB") &&
                          Contains("lower core.memory_kb, or raise run.memory_mb"));
    // The links' FIFOs count too, before the network allocates them.
    sim::Config deep = sim::default_config();
    deep.set("link.depth", int64_t(1048576));
    deep.set("run.memory_mb", int64_t(40));
    sim::PlatformSpec linked = two_cores();
    linked.links = {{0, 0, 1, 0}, {1, 0, 0, 0}};  // a ring of two: 2 x 1048576 words x 32 bytes = 64 MiB
    CHECK_THROWS_WITH(sim::Platform(linked, deep), Contains("link.depth = 1048576 words on each of 2 links") &&
                                                       Contains("lower link.depth, or raise run.memory_mb"));
}

TEST_CASE("a write system call with a length near 2^32 is refused, not allocated", "[platform][exec]") {
    const mb::Program p = mb::assemble(R"(
_start: li      r12, 4
        li      r5, 1
        li      r6, 0x100
        li      r7, 0xFFFFFFF0
        brki    r14, 0x8
)", "write.s").program;
    std::ostringstream out;
    CHECK_THROWS_WITH(mb::exec_program(p, sim::default_config(), out),
                      Contains("write system call buffer 0x00000100 + 4294967280 bytes lies outside local memory"));
}
