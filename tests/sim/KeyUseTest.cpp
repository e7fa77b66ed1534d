// What a point's models read (sim/KeyUse): a key set to a non-default value
// that no model of the point reads is refused, naming the key, the point's
// models and who would read it; every scheme, for every key it does not
// read (a walk over the registries); and `montsim run` refuses such a
// sweep before its first point, or checks it (--check).
#include <catch2/catch.hpp>

#include "sim/Catalogue.hpp"
#include "sim/KeyUse.hpp"
#include "sim/ResultWriter.hpp"
#include "sim/Scheme.hpp"

#include <fstream>
#include "tests/sim/CliRun.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim;
using Catch::Contains;

namespace {

sim::Config point_of(const std::string& scheme) {
    sim::Config c = sim::default_config();
    c.set("scheme.name", scheme);
    return c;
}

// A valid value of `d` other than its default (nullopt if there is none).
std::optional<sim::Value> other_value(const sim::ParamDecl& d) {
    std::vector<sim::Value> tries;
    switch (d.type) {
    case sim::ParamType::Int: tries = {d.int_min, d.int_max, d.int_min + d.multiple_of}; break;
    case sim::ParamType::Double: tries = {d.double_min, d.double_max}; break;
    case sim::ParamType::Bool: tries = {true, false}; break;
    case sim::ParamType::Choice:
        for (const auto& c : d.choices) tries.push_back(c);
        break;
    case sim::ParamType::Text: tries = {std::string("0x3"), std::string("1,0")}; break;
    }
    for (const auto& v : tries)
        if (auto ok = d.accept(v); ok && (!d.default_value || !(*ok == *d.default_value))) return ok;
    return std::nullopt;
}

}  // namespace

TEST_CASE("key use: link.model on a mesh, router.* on a ring, the topology of an evaluated scheme", "[keyuse]") {
    sim::Config mesh = point_of("pshs");
    mesh.set("platform.topology", std::string("mesh"));
    mesh.set("link.model", std::string("serial"));
    auto unread = sim::unread_keys(mesh);
    REQUIRE(unread.size() == 1);
    CHECK_THAT(unread[0], Contains("link.model = \"serial\": not read by this point (scheme pshs") &&
                              Contains("topology mesh") && Contains("read by topology ring, p2p"));
    CHECK(sim::keys_read(mesh).count("router.buffer"));
    CHECK_FALSE(sim::keys_read(mesh).count("link.model"));

    sim::Config ring = point_of("pshs");
    ring.set("link.model", std::string("serial"));
    CHECK(sim::unread_keys(ring).empty());
    CHECK(sim::keys_read(ring).count("link.model"));
    ring.set("router.buffer", int64_t(8));
    unread = sim::unread_keys(ring);
    REQUIRE(unread.size() == 1);
    CHECK_THAT(unread[0], Contains("router.buffer = 8") && Contains("topology ring") &&
                              Contains("read by topology biring, mesh, torus, crossbar, bus"));

    sim::Config fips = point_of("fips");
    fips.set("platform.topology", std::string("mesh"));
    unread = sim::unread_keys(fips);
    REQUIRE(unread.size() == 1);
    CHECK_THAT(unread[0], Contains("platform.topology = \"mesh\": not read by this point (scheme fips)"));
}

TEST_CASE("key use: every scheme refuses every key it does not read, naming the key and the scheme", "[keyuse]") {
    size_t walked = 0;
    for (const auto& scheme : sim::schemes().entries()) {
        const sim::Config base = point_of(scheme.name);
        const std::set<std::string> read = sim::keys_read(base);
        // What the scheme declares, it reads.
        for (const auto& d : scheme.params) CHECK(read.count(d.key));
        for (const auto& d : sim::params()) {
            if (read.count(d.key)) continue;
            const auto v = other_value(d);
            if (!v) continue;
            INFO(scheme.name << ": " << d.key);
            if (d.default_value) {  // set to its default, a key nothing reads does nothing: not refused
                sim::Config same = base;
                same.set(d.key, *d.default_value);
                CHECK(sim::unread_keys(same).empty());
            }
            sim::Config c = base;
            c.set(d.key, *v);
            const auto unread = sim::unread_keys(c);
            REQUIRE(unread.size() == 1);
            CHECK_THAT(unread[0], Contains(d.key + " = ") && Contains("(scheme " + scheme.name));
            ++walked;
        }
    }
    CHECK(walked > 100);
}

TEST_CASE("montsim run refuses a sweep with an unread key before any point runs; --check", "[keyuse][cli]") {
    test::TempDir tmp;
    const std::string out = (tmp.path() / "r").string();
    auto r = test::run_cli({"run", "-q", "--set", "scheme.name=pshs", "--set", "platform.topology=mesh", "--set",
                            "scheme.p=4", "--sweep", "link.model=pipelined,serial", "--out", out});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Contains("link.model = \"serial\": not read by this point") &&
                          Contains("1 of 2 points, e.g. link.model=serial") && Contains("nothing ran"));
    CHECK_FALSE(std::filesystem::exists(tmp.path() / "r" / "results.json"));
    r = test::run_cli({"run", "--set", "scheme.name=pshs", "--set", "scheme.p=4", "--sweep",
                       "link.model=pipelined,serial", "--check"});
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Contains("2 points: every parameter they set is read by their models, and each can run"));
    CHECK_FALSE(std::filesystem::exists(tmp.path() / "r" / "results.json"));
}

TEST_CASE("montsim run: a combination no point can run fails once, up front", "[keyuse][cli]") {
    test::TempDir tmp;
    const std::string out = (tmp.path() / "r").string();
    const auto r = test::run_cli({"run", "-q", "--set", "scheme.name=pshs", "--set", "scheme.p=17", "--set",
                                  "scheme.bits=2048", "--sweep", "link.latency=1,50,100", "--out", out});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Contains("3 of 3 points cannot run: scheme.q = 0 means q = s/p, but s = 64 is not divisible "
                               "by p = 17 (e.g. link.latency=1)") &&
                          Contains("nothing ran"));
    CHECK(r.err.find("cannot run") == r.err.rfind("cannot run"));  // said once
    CHECK_FALSE(std::filesystem::exists(tmp.path() / "r"));
    // Only some points: still refused before any runs, with their count.
    const auto some = test::run_cli({"run", "-q", "--set", "scheme.name=fips_mb", "--sweep", "fips.w=16,32",
                                     "--sweep", "fips.variant=basic,single-acc", "--check"});
    CHECK(some.status == 1);
    CHECK_THAT(some.err, Contains("1 of 4 points cannot run: fips.variant = single-acc with fips.w = 32"));
}

TEST_CASE("montsim run: a point past its memory budget is refused before anything allocates; -j fits the budget",
          "[keyuse][cli][memory]") {
    // fan's program grows as s^2: 16384 bits (s = 1024) needs about 3.3 GiB.
    auto r = test::run_cli({"run", "-q", "--set", "scheme.name=fan", "--set", "scheme.bits=16384", "--set",
                            "run.memory_mb=1024", "--check"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Contains("1 of 1 points cannot run: scheme fan at scheme.bits = 16384") &&
                          Contains("needs about 33") && Contains("more than the 1024 MiB one point may take") &&
                          Contains("lower scheme.bits or raise vliw.word_bits, or raise run.memory_mb"));
    // The PE array keeps only the columns in flight: k = 16384 at w = 3
    // (several GiB when its schedule grew as (k/w)^2) fits in 48 MiB, 256
    // PEs do not.
    r = test::run_cli({"run", "-q", "--set", "scheme.name=iwbmm", "--set", "scheme.bits=16384", "--set",
                       "pearray.w=3", "--set", "run.memory_mb=48", "--check"});
    CHECK(r.status == 0);
    r = test::run_cli({"run", "-q", "--set", "scheme.name=iwbmm", "--set", "scheme.bits=16384", "--set",
                       "pearray.w=3", "--set", "scheme.p=256", "--set", "run.memory_mb=48", "--check"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Contains("pearray.k = 16384, pearray.w = 3, 256 PEs") && Contains("raise pearray.w"));
    // Two points of about 211 MiB each with 300 MiB a point: one at a time, said so.
    r = test::run_cli({"run", "-q", "-j", "2", "--set", "scheme.name=fan", "--set", "scheme.bits=4096",
                       "--set", "run.memory_mb=300", "--sweep", "scheme.seed=1,2", "--check"});
    CHECK(r.status == 0);
    CHECK_THAT(r.err, Contains("running 1 point at once, not 2"));
}

TEST_CASE("key use: what a scheme says its point uses (links, node types) is what its platform has", "[keyuse]") {
    // A program that passes a word around the ring (port 0): links on
    // several cores, none on one.
    test::TempDir tmp;
    const std::string program = (tmp.path() / "ring.s").string();
    {
        std::ofstream out(program);
        out << "        .text\n_start: lwi r5, r0, 0xFFFF000C\n        addik r5, r5, -1\n        beqi r5, done\n"
               "        put r5, rfsl0\n        get r6, rfsl0\ndone:   addk r3, r0, r0\n        bri 0\n";
    }
    size_t compared = 0;
    for (const auto& scheme : sim::schemes().entries()) {
        if (scheme.evaluate) continue;
        std::vector<sim::Config> points;
        for (int64_t p : {0, 1, 2, 4}) {
            sim::Config c = point_of(scheme.name);
            if (scheme.name == "program") c.set("scheme.program", program);
            if (p) c.set("scheme.p", p);
            points.push_back(c);
            if (scheme.name == "modexp" && p == 1) c.set("scheme.mm", std::string("sos")), points.push_back(c);
            if (scheme.name == "program") c.set("scheme.shared_memory", true), points.push_back(c);
            if (scheme.name == "pmont_shared" || scheme.name == "program")
                c.set("barrier.kind", std::string("software")), points.push_back(c);
        }
        for (const sim::Config& c : points) {
            std::unique_ptr<sim::SchemeRun> run;
            try {
                run = scheme.prepare(c);
            } catch (const std::invalid_argument&) {
                continue;  // a combination the scheme refuses
            }
            INFO(scheme.name << " at " << sim::config_json(c));
            const sim::PlatformSpec spec = run->platform();
            const sim::PlatformUse use = scheme.uses ? scheme.uses(c) : sim::PlatformUse{};
            CHECK(use.links == !spec.links.empty());
            std::set<std::string> types, said;
            for (const auto& n : spec.nodes) types.insert(n.type);
            for (const auto& t : use.node_types.empty() ? scheme.node_types : use.node_types) said.insert(t);
            CHECK(types == said);
            ++compared;
        }
    }
    CHECK(compared >= 25);
}

TEST_CASE("key use: keys a point's other settings make unread (software barrier, CRT, one core, evaluated)",
          "[keyuse]") {
    const std::vector<std::pair<std::vector<std::pair<std::string, sim::Value>>, std::string>> cases = {
        {{{"scheme.name", std::string("pmont_shared")}, {"link.latency", int64_t(1000)}}, "link.latency = 1000"},
        {{{"scheme.name", std::string("pmont_shared")}, {"platform.topology", std::string("mesh")}},
         "platform.topology = \"mesh\""},
        {{{"scheme.name", std::string("cios")}, {"run.network", std::string("clocked")}}, "run.network = \"clocked\""},
        {{{"scheme.name", std::string("fips_mb")}, {"link.depth", int64_t(64)}}, "link.depth = 64"},
        {{{"scheme.name", std::string("sos")}, {"link.model", std::string("serial")}}, "link.model = \"serial\""},
        {{{"scheme.name", std::string("pmont_net")}, {"scheme.p", int64_t(1)}, {"link.latency", int64_t(9)}},
         "link.latency = 9"},
        {{{"scheme.name", std::string("pmont_shared")}, {"barrier.kind", std::string("software")},
          {"barrier.latency", int64_t(7)}},
         "barrier.latency = 7"},
        {{{"scheme.name", std::string("iwbmm")}, {"scheme.n", std::string("0x3")}}, "scheme.n = \"0x3\""},
        {{{"scheme.name", std::string("iwbmm")}, {"scheme.a", std::string("0x1")}}, "scheme.a = \"0x1\""},
        {{{"scheme.name", std::string("modexp")}, {"scheme.crt", true}, {"scheme.exponent_bits", int64_t(17)}},
         "scheme.exponent_bits = 17"},
        {{{"scheme.name", std::string("modexp")}, {"scheme.exponent", std::string("0x11")},
          {"scheme.exponent_bits", int64_t(17)}},
         "scheme.exponent_bits = 17"},
        {{{"scheme.name", std::string("fips")}, {"run.cycle_limit", int64_t(5)}}, "run.cycle_limit = 5"},
        {{{"scheme.name", std::string("fips")}, {"platform.cores", int64_t(5)}}, "platform.cores = 5"},
        {{{"scheme.name", std::string("program")}, {"shmem.kb", int64_t(8)}}, "shmem.kb = 8"},
    };
    for (const auto& [settings, expected] : cases) {
        sim::Config c = sim::default_config();
        for (const auto& [k, v] : settings) c.set(k, v);
        INFO(sim::config_json(c));
        const auto unread = sim::unread_keys(c);
        REQUIRE(unread.size() == 1);
        CHECK_THAT(unread[0], Contains(expected + ": not read by this point"));
    }
    // Read where they are read.
    sim::Config ok = sim::default_config();
    ok.set("scheme.name", std::string("pmont_shared"));
    ok.set("barrier.latency", int64_t(7));
    CHECK(sim::unread_keys(ok).empty());
    ok = sim::default_config();
    ok.set("scheme.name", std::string("program"));
    ok.set("scheme.shared_memory", true);
    ok.set("shmem.kb", int64_t(8));
    CHECK(sim::unread_keys(ok).empty());
}

TEST_CASE("montsim run --check meets every check a point meets while its platform is built, and refuses as the run would",
          "[keyuse][cli]") {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"scheme.name=pmont_shared", "scheme.p=32"}, "scheme.p = 32 is outside 1..16"},
        {{"scheme.name=pmont_shared", "shmem.kb=1"}, "shmem.kb = 1 is too small"},
        {{"scheme.name=pmont_shared", "shmem.occupancy=5"}, "shmem.occupancy = 5 is outside 1..1"},
        {{"scheme.name=pmont_net", "scheme.p=4", "platform.topology=ring"},
         "platform.topology = \"ring\" links node i to node i+1 (mod 4) only"},
        {{"scheme.name=pshs", "platform.cores=3"}, "platform.cores = 3, but the scheme runs on 4 core(s)"},
        {{"scheme.name=pshs", "platform.topology=mesh", "platform.grid_width=1", "platform.grid_height=2"},
         "a 1 x 2 grid has 2 routers, fewer than the 4 nodes"},
        {{"scheme.name=pshs", "platform.topology=mesh", "platform.placement=list", "platform.placement_list=0,1,2,2"},
         "router 2 is named twice"},
        {{"scheme.name=pshs", "link.model=message"}, "carries whole messages"},
    };
    for (const auto& [sets, expected] : cases) {
        std::vector<std::string> args = {"run", "-q", "--check"};
        for (const auto& s : sets) args.push_back("--set"), args.push_back(s);
        INFO(sets.front() << " " << sets.back());
        const auto check = test::run_cli(args);
        CHECK(check.status == 1);
        CHECK_THAT(check.err, Contains("1 of 1 points cannot run: ") && Contains(expected) && Contains("nothing ran"));
    }
}

TEST_CASE("memory counted whole: a network's routers and their links are in the estimate", "[keyuse][cli][memory]") {
    // 512 x 512 routers: about 1.9 GiB (measured rate: 6.8 KiB a router
    // with its four links), refused under 64 MiB before anything is built.
    auto r = test::run_cli({"run", "-q", "--check", "--set", "scheme.name=pshs", "--set", "platform.topology=torus",
                            "--set", "platform.grid_width=512", "--set", "platform.grid_height=512", "--set",
                            "run.memory_mb=64"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Contains("platform.topology = torus: 262144 routers and 1048576 links between them") &&
                          Contains("more than the 64 MiB one point may take (run.memory_mb = 64)") &&
                          Contains("lower platform.grid_width and platform.grid_height"));
    // A crossbar grows as p^2.
    r = test::run_cli({"run", "-q", "--check", "--set", "scheme.name=pshs", "--set", "platform.topology=crossbar",
                       "--set", "scheme.p=256", "--set", "scheme.bits=8192", "--set", "run.memory_mb=64"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Contains("256 routers and 65280 links between them"));
    // The same network fits a budget its size allows.
    r = test::run_cli({"run", "-q", "--check", "--set", "scheme.name=pshs", "--set", "platform.topology=torus",
                       "--set", "platform.grid_width=64", "--set", "platform.grid_height=64", "--set",
                       "run.memory_mb=64"});
    CHECK(r.status == 0);
}

TEST_CASE("montsim run: --check and --count refuse the options a run would use to write, and --check's answer is checked",
          "[keyuse][cli]") {
    for (const std::vector<std::string>& extra :
         {std::vector<std::string>{"--out", "x"}, {"--emit", "-"}, {"--resume"}, {"--count"}}) {
        std::vector<std::string> args = {"run", "--check"};
        args.insert(args.end(), extra.begin(), extra.end());
        const auto r = test::run_cli(args);
        INFO(extra.front());
        CHECK(r.status == 2);
        CHECK_THAT(r.err, Contains("--check runs and writes nothing: " + extra.front() + " would be ignored"));
    }
    CHECK(test::run_cli({"run", "--check", "-j", "2", "--points", "0:1"}).status == 0);
}

TEST_CASE("key use: what a point reads is remembered by its values; a changed point is asked afresh", "[keyuse]") {
    sim::Config ring = point_of("pshs");
    CHECK(sim::keys_read(ring).count("link.model"));
    const sim::Config copy = ring;  // shares the values: the same answer
    CHECK(sim::keys_read(copy) == sim::keys_read(ring));
    ring.set("platform.topology", std::string("mesh"));
    CHECK_FALSE(sim::keys_read(ring).count("link.model"));
    CHECK(sim::keys_read(ring).count("router.buffer"));
    CHECK(sim::keys_read(copy).count("link.model"));
    ring.set("link.model", std::string("serial"));
    REQUIRE(sim::unread_keys(ring).size() == 1);
    CHECK(sim::unread_keys(copy).empty());
}
