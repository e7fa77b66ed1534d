// The toy models of tests/toys/ (Toys.hpp), each defined only in its own
// test file, reach everything a built-in model reaches, with no edit
// outside tests/: --help, the catalogue (--help --json), the reference
// (--help --markdown), the clocked reference (or its refusal by name) and
// the differential tests. tests/scripts/test_toys.py shows the same of the
// Python tools, through build/tests/montsim_toys.
#include <catch2/catch.hpp>

#include <algorithm>

#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/isa/Semantics.hpp"
#include "cores/mb/toolchain/Assembler.hpp"
#include "network/LatencyModel.hpp"
#include "network/NetworkMode.hpp"
#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"
#include "sim/Topology.hpp"
#include "tests/sim/CliRun.hpp"
#include "tests/network/TokenPatterns.hpp"
#include "tests/sim/PshsPoint.hpp"
#include "tests/toys/Toys.hpp"

using namespace montsim;
using Catch::Matchers::Contains;

namespace {

bool has(const std::vector<std::string>& list, const std::string& name) {
    return std::find(list.begin(), list.end(), name) != list.end();
}

}  // namespace

TEST_CASE("every toy model appears in --help, the catalogue and the reference", "[toys][registry]") {
    const test::CliRun help = test::run_cli({"--help"});
    const test::CliRun json = test::run_cli({"--help", "--json"});
    const test::CliRun md = test::run_cli({"--help", "--markdown"});
    REQUIRE(help.status == sim::kExitOk);
    REQUIRE(json.status == sim::kExitOk);
    REQUIRE(md.status == sim::kExitOk);
    CHECK_THAT(help.out, Contains("toyring (microblaze nodes)") && Contains("toytimers (toytimer nodes)") &&
                             Contains("toylag =") &&
                             Contains("toyrelay = a point-to-point link per logical") && Contains(toys::kToyRelayHops));
    for (const char* name : {"toyring", "toytimers", "toytimer", "toylag", "toyunclocked", "toyrelay", "toyline"}) {
        INFO(name);
        CHECK_THAT(json.out, Contains(std::string("{\"name\": \"") + name + "\""));
        CHECK_THAT(md.out, Contains(std::string("### `") + name + "`"));
    }
    for (const char* key : {toys::kToyRingStart, toys::kToyTimerTicks, toys::kToyLagExtra, toys::kToyRelayHops}) {
        INFO(key);
        CHECK_THAT(json.out, Contains(std::string("{\"key\": \"") + key + "\""));
        CHECK_THAT(md.out, Contains(std::string("| `") + key + "` |"));
    }
    // What the catalogue says of a latency model: whether it has a clocked form.
    CHECK_THAT(md.out, Contains("- clocked form: no (run.network = clocked refuses it)"));
    CHECK(test::run_cli({"--help", "--yaml"}).status == sim::kExitUsage);
}

TEST_CASE("a toy latency model's clocked form equals its rule; one without is refused by name", "[toys][clocked]") {
    for (const int64_t extra : {0, 3, 40}) {
        INFO("toylag.extra = " << extra);
        sim::Config toy = test::pshs_point(12, 3, 0, 9, "toylag");
        toy.set(toys::kToyLagExtra, extra);
        const sim::Stats fast = sim::run_point(toy);
        toy.set("run.network", net::reference_network_mode().name);
        CHECK(sim::run_point(toy) == fast);
        const sim::Stats plain = sim::run_point(test::pshs_point(12, 3, 0, 9 + extra, "pipelined"));
        CHECK(sim::stat_value(fast, "cycles") == sim::stat_value(plain, "cycles"));
    }
    sim::Config unclocked = test::pshs_point(8, 2, 0, 5, "toyunclocked");
    CHECK_NOTHROW(sim::run_point(unclocked));
    unclocked.set("run.network", net::reference_network_mode().name);
    CHECK_THROWS_WITH(sim::run_point(unclocked),
                      Contains("link.model = \"toyunclocked\" has no clocked form") && Contains("toylag"));
    // And before anything is built: the point's check meets it (--check).
    CHECK_THROWS_WITH(sim::check_point(unclocked, sim::engine_config_from(unclocked)),
                      Contains("link.model = \"toyunclocked\" has no clocked form"));
}

TEST_CASE("the differential tests draw the toys: every model with a clocked form, every topology", "[toys][clocked]") {
    const std::vector<std::string> drawn = net::clocked_latency_models();
    CHECK(has(drawn, "toylag"));
    CHECK_FALSE(has(drawn, "toyunclocked"));
    for (const auto& m : net::latency_models().entries()) CHECK((m.make_clocked != nullptr) == has(drawn, m.name));
    CHECK(sim::topologies().find("toyrelay") != nullptr);
    // The toy topology under both modes and a toy model: the same cycles.
    sim::Config c = test::pshs_point(16, 4, 2, 7, "toylag");
    c.set("platform.topology", std::string("toyrelay"));
    c.set(toys::kToyRelayHops, int64_t(3));
    c.set(toys::kToyLagExtra, int64_t(2));
    const sim::Stats fast = sim::run_point(c);
    c.set("run.network", net::reference_network_mode().name);
    CHECK(sim::run_point(c) == fast);
    // Three relays of 7 cycles and 2 more: pipelined links of 23 cycles.
    sim::Config ring = test::pshs_point(16, 4, 2, 23, "pipelined");
    CHECK(sim::stat_value(fast, "cycles") == sim::stat_value(sim::run_point(ring), "cycles"));

    // The toy routed topology (one file: its routers and routes) under both
    // modes: the same results; pSHS's ring on a line of 4 routers sends
    // node 3's words back over 3 hops.
    REQUIRE(sim::topologies().find("toyline") != nullptr);
    sim::Config line = test::pshs_point(16, 4, 2, 5, "pipelined");
    line.set("platform.topology", std::string("toyline"));
    const sim::Stats routed = sim::run_point(line);
    CHECK(sim::stat_value(routed, "network.max_hops") == sim::Value(int64_t(3)));
    line.set("run.network", net::reference_network_mode().name);
    CHECK(sim::run_point(line) == routed);
}

TEST_CASE("a half-rate link whose rule carries a word every cycle is caught by the burst patterns", "[toys][clocked]") {
    // toyhalf.broken: the rule puts a word through every cycle, the clocked
    // form every second (ToyHalf.cpp). Words back to back show it; the same
    // model unbroken agrees on the same patterns; the patterns without
    // bursts (a word after each li, a get followed by mul and addk) never put
    // two words back to back and let it through.
    std::mt19937_64 rng(57);
    unsigned cases = 0, caught = 0, caught_without_bursts = 0;
    for (const char* topology : {"ring", "p2p"}) {
        for (unsigned n = 0; n < 20; ++n) {
            sim::Config c = sim::default_config();
            test::randomise_network(c, rng, topology);
            c.set("link.model", std::string("toyhalf"));
            const unsigned depth = unsigned(c.get_int("link.depth"));
            for (const bool bursts : {true, false}) {
                const test::Pattern pat = test::random_pattern(rng, topology, depth, true, bursts);
                for (const bool broken : {false, true}) {
                    c.set(toys::kToyHalfBroken, broken);
                    std::string clocked_error, fast_error;
                    const auto clocked =
                        test::outcome(pat, c, {{"run.network", net::reference_network_mode().name}}, clocked_error);
                    const auto fast = test::outcome(pat, c, {{"run.network", "timestamped"}}, fast_error);
                    const bool differ = clocked != fast || clocked_error != fast_error;
                    if (!broken) CHECK_FALSE(differ);
                    if (broken && differ) ++(bursts ? caught : caught_without_bursts);
                }
            }
            ++cases;
        }
    }
    // The patterns with a single word per round on a link (link.depth 1 or
    // 2) cannot show it either; the others mostly do.
    INFO(caught << " of " << cases << " burst patterns caught the broken rule, " << caught_without_bursts
                << " of as many without bursts");
    CHECK(caught >= 5);
    CHECK(caught_without_bursts == 0);
}

TEST_CASE("a model registered before every built-in one is first in its registry, and nothing assumes otherwise",
          "[toys][registry]") {
    // aaafirst (ToyLag.cpp) registers under a name that sorts first: the
    // whole suite runs with it at the head of the latency models' list.
    REQUIRE_FALSE(net::latency_models().entries().empty());
    CHECK(net::latency_models().entries().front().name == "aaafirst");
    CHECK(net::latency_models().default_entry().name == "pipelined");
}

TEST_CASE("a registry's default is the entry that says so, not the first registered", "[toys][registry]") {
    // The toys register after the built-in models (by name: tests/ after
    // schemes/), but the built-in defaults stay.
    const sim::Config d = sim::default_config();
    CHECK(d.get_string("scheme.name") == "sos");
    CHECK(d.get_string("link.model") == "pipelined");
    CHECK(d.get_string("platform.topology") == "ring");
    CHECK(d.get_string("run.network") == "timestamped");
    // A second default is a programming error.
    net::LatencyModel second = net::latency_models().default_entry();
    second.name = "toysecond";
    CHECK_THROWS_WITH(net::latency_models().add(second), Contains("both say they are the default"));
}

TEST_CASE("a toy instruction declared in one entry assembles, disassembles and runs alike on every executor",
          "[toys][isa]") {
    const mb::Op avgu = toys::toy_instruction();
    REQUIRE(mb::op_by_mnemonic(toys::kToyInstruction) == avgu);
    const uint32_t word = mb::encode(mb::Inst{avgu, 5, 3, 4, 0});
    CHECK(mb::disassemble(word) == "avgu r5, r3, r4");
    CHECK(mb::decode(word) == (mb::Inst{avgu, 5, 3, 4, 0}));
    // Its encoding is refused a second time, and so is its name.
    mb::OpInfo again = mb::info(avgu);
    CHECK_THROWS_WITH(mb::add_instruction(again), Contains("'avgu' is already defined"));
    again.mnemonic = "avgu2";
    CHECK_THROWS_WITH(mb::add_instruction(again), Contains("overlaps the encoding of 'avgu'"));

    // Pairs whose sum overflows 32 bits, equal operands, and rD = rA = rB;
    // each result folded into r11 (a sum) and r12 (an xor), in a loop run
    // three times so that its block is compiled and chained.
    const std::vector<std::pair<uint32_t, uint32_t>> pairs = {
        {0, 0}, {0xFFFFFFFFu, 0xFFFFFFFFu}, {0xFFFFFFFFu, 1}, {7, 2}, {0x80000000u, 0x7FFFFFFFu},
        {0x12345678u, 0x9ABCDEF0u}, {3, 0xFFFFFFFEu}};
    std::string source = "    addik r20, r0, 3\nagain:\n";
    uint32_t sum = 0, folded = 0;
    for (const auto& [a, b] : pairs) {
        auto load = [&](int reg, uint32_t v) {
            source += "    imm " + std::to_string(v >> 16) + "\n    addik r" + std::to_string(reg) + ", r0, " +
                      std::to_string(v & 0xFFFF) + "\n";
        };
        load(3, a);
        load(4, b);
        source += "    avgu r5, r3, r4\n    addk r11, r11, r5\n    xor r12, r12, r5\n";
        source += "    avgu r3, r3, r3\n    addk r11, r11, r3\n";
        const uint32_t avg = uint32_t((uint64_t(a) + b) / 2);  // the reference: 64-bit arithmetic
        sum += 3 * (avg + a);
        folded ^= avg;
    }
    source += "    addik r20, r20, -1\n    bnei r20, again\n    bri 0\n";
    const mb::Program program = mb::assemble(source, "avgu.s").program;

    mb::CpuConfig compiled_cfg, threaded_cfg;
    threaded_cfg.compile_blocks = false;
    mb::MbCpu compiled(compiled_cfg), threaded(threaded_cfg), single(compiled_cfg);
    for (mb::MbCpu* cpu : {&compiled, &threaded, &single}) cpu->load(program);
    REQUIRE(compiled.run(1000000) == mb::StopReason::Halted);
    REQUIRE(threaded.run(1000000) == mb::StopReason::Halted);
    while (!single.halted()) single.step();
    for (const mb::MbCpu* cpu : {&compiled, &threaded, &single}) {
        CHECK(cpu->reg(11) == sum);
        CHECK(cpu->reg(12) == folded);  // three times: an xor of itself, once
        CHECK(cpu->cycle() == single.cycle());
        CHECK(cpu->stats().instructions == single.stats().instructions);
    }
    if (mb::BlockJit::built()) {  // the block compiler emits it (not a refusal that runs it threaded)
        const mb::BlockInst inst{uint8_t(avgu), 5, 3, 4, 0, mb::semantics::class_flags(mb::ExecClass::Alu), 0,
                                 mb::block_handler(uint8_t(avgu)), 0, 0};
        CHECK(inst.handler == mb::BlockHandler::AddedAlu);
        CHECK(mb::BlockJit::compiles(inst));
    }
}
