// The FIPS inner loops on the C62x through the modulo scheduler, beside the
// paper's Tables 2 and 3 (TI's feedback reports).
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <tuple>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/SidePartition.hpp"
#include "schemes/fips/FipsLoops.hpp"
#include "sim/Command.hpp"
#include "tests/sim/TempDir.hpp"
#include <sstream>

using namespace montsim;
using namespace montsim::schemes::fips;

namespace {

const vliw::MachineDescription& c62x() {
    static const vliw::MachineDescription m =
        vliw::load_machine(std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/c62x.toml");
    return m;
}

const vliw::MachineDescription& ts201() {
    static const vliw::MachineDescription m =
        vliw::load_machine(std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/ts201.toml");
    return m;
}

// Ops per TI class: the unit kinds an op may run on ("LSD" for an add).
std::map<std::string, unsigned> ti_classes(const vliw::LoopBody& loop) {
    std::map<std::string, unsigned> out;
    for (const auto& op : loop.ops) {
        std::string name;
        for (const auto& k : c62x().op_class(op.cls).kinds) name += k;
        ++out[name];
    }
    return out;
}

}  // namespace

TEST_CASE("FIPS on the C62x: Table 2's bounds and interval, Table 3's op classes", "[fips][modulo]") {
    struct Row {
        Variant v;
        unsigned res_mii, rec_mii, ii;
        std::map<std::string, unsigned> classes;  // Table 3's A + B
    };
    for (const Row& row : {Row{Variant::SingleAcc, 2, 1, 2, {{"L", 2}, {"S", 1}, {"D", 4}, {"M", 2}, {"LSD", 1}}},
                           Row{Variant::Enhanced, 3, 2, 3, {{"S", 3}, {"D", 4}, {"M", 2}, {"LS", 2}, {"LSD", 5}}}}) {
        INFO(name_of(kVariantNames, row.v));
        const vliw::LoopBody loop = c62x_inner_loop(row.v);
        const vliw::ModuloSchedule s = vliw::modulo_schedule(c62x(), loop);
        CHECK(s.res_mii == row.res_mii);
        CHECK(s.rec_mii == row.rec_mii);
        CHECK(s.ii == row.ii);
        CHECK(s.ii >= s.mii);
        CHECK(ti_classes(loop) == row.classes);
        // Iterations in parallel: at least ceil((critical path + 1) / II).
        CHECK(s.stages >= (s.critical_path + 1 + s.ii - 1) / s.ii);
        // The branch's 5 delay slots run out as the kernel ends.
        for (size_t i = 0; i < loop.ops.size(); ++i)
            if (loop.ops[i].cls == "B") CHECK((s.time[i] + 6) % s.ii == 0);
    }
}

TEST_CASE("FIPS on the C62x: split between sides A and B, Table 2's partitioned bound", "[fips][modulo]") {
    for (const auto& [v, bound, ii, stages] : {std::tuple{Variant::SingleAcc, 2u, 2u, 5u},
                                               std::tuple{Variant::Enhanced, 3u, 3u, 4u}}) {
        INFO(name_of(kVariantNames, v));
        const vliw::LoopBody loop = c62x_inner_loop(v);
        const vliw::SidePartition split = vliw::partition_sides(c62x(), loop);
        CHECK(split.bound == bound);
        const vliw::ModuloSchedule s = vliw::modulo_schedule(c62x(), split.pinned);
        CHECK(s.ii == ii);
        CHECK(s.stages == stages);
        // Every op runs on a unit of its side; the per-side classes add up
        // to the unsplit loop's (Table 3's totals).
        std::map<std::string, unsigned> total;
        for (const auto& [side, classes] : split.classes)
            for (const auto& [c, n] : classes)
                if (c != "X") total[c] += n;
        CHECK(total == ti_classes(loop));
        for (size_t i = 0; i < loop.ops.size(); ++i)
            for (const auto& u : c62x().units)
                if (u.name == s.unit[i]) CHECK(u.side == split.side[i]);
        // A crossing op reads a register value made on the other side.
        for (size_t i = 0; i < loop.ops.size(); ++i) {
            bool other = false;
            for (const auto& e : loop.edges)
                if (e.to == i && e.from != i && e.operand && split.side[e.from] != split.side[i] &&
                    !c62x().op_class(loop.ops[e.from].cls).result_either_side)
                    other = true;
            CHECK(split.pinned.ops[i].cross == other);
        }
    }
}

TEST_CASE("the split's branch and bound finds the enumeration's optimum; the basic loop's 22 ops split", "[fips][modulo]") {
    for (Variant v : {Variant::SingleAcc, Variant::Enhanced}) {
        INFO(name_of(kVariantNames, v));
        const vliw::LoopBody loop = c62x_inner_loop(v);
        const vliw::SidePartition all = vliw::partition_sides(c62x(), loop);  // enumerated: 16 ops or fewer
        const vliw::SidePartition bb = vliw::partition_sides_search(c62x(), loop);
        auto crossings = [](const vliw::SidePartition& p) {
            unsigned n = 0;
            for (const auto& op : p.pinned.ops) n += op.cross;
            return n;
        };
        CHECK(bb.bound == all.bound);
        CHECK(crossings(bb) == crossings(all));
        CHECK(vliw::modulo_schedule(c62x(), bb.pinned).ii == vliw::modulo_schedule(c62x(), all.pinned).ii);
    }
    const vliw::LoopBody basic = c62x_inner_loop(Variant::Basic);
    REQUIRE(basic.ops.size() == 22);
    const vliw::SidePartition split = vliw::partition_sides(c62x(), basic);
    CHECK(split.bound == 4);
    CHECK(vliw::modulo_schedule(c62x(), split.pinned).ii == 4);
}

TEST_CASE("FIPS on the TigerSHARC: Table 4's intervals, Table 5's units", "[fips][modulo]") {
    struct Row {
        Variant v;
        unsigned rec_mii, ii, stages, mve;
        std::map<std::string, unsigned> units;  // Table 5's split (ops per unit over the loop)
    };
    for (const Row& row :
         {Row{Variant::Basic, 6, 6, 3, 1, {{"J", 4}, {"K", 6}, {"YALU", 4}, {"YMUL", 2}, {"YSHIFT", 2}, {"SEQ", 1}}},
          Row{Variant::Enhanced, 4, 4, 4, 1,
              {{"J", 4}, {"K", 1}, {"XALU", 4}, {"XMUL", 1}, {"XSHIFT", 2}, {"YALU", 2}, {"YMUL", 1}, {"SEQ", 1}}}}) {
        INFO(name_of(kVariantNames, row.v));
        const vliw::LoopBody loop = ts201_inner_loop(row.v);
        const vliw::ModuloSchedule s = vliw::modulo_schedule(ts201(), loop);
        CHECK(s.rec_mii == row.rec_mii);
        CHECK(s.ii == row.ii);
        CHECK(s.ii >= s.mii);
        CHECK(s.stages == row.stages);
        CHECK(s.mve_unroll == row.mve);
        CHECK(s.ops_per_kind == row.units);
    }
    // The single-acc loop (w = 16) is montsim's lowering: 4 loads on J bound it to II 4.
    CHECK(vliw::modulo_schedule(ts201(), ts201_inner_loop(Variant::SingleAcc)).ii == 4);
}

TEST_CASE("montsim fips prints Tables 1-5 beside the paper", "[fips][cli]") {
    std::ostringstream out, err;
    const auto& cmd = sim::commands().get("fips");
    const std::string dir = std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/";
    const int status = cmd.run({"--machine", dir + "c62x.toml", "--ts201", dir + "ts201.toml"}, out, err);
    CHECK(status == 0);
    CHECK_THAT(out.str(), Catch::Contains("  16   2048 |     41     41     40        40"));
    CHECK_THAT(out.str(), Catch::Contains("enhanced     |       2      2   |       3     3 |       3   3 |  3    3 |       4      4"));
    CHECK_THAT(out.str(), Catch::Contains("enhanced  |  4      4 |  4      4 |  1       1 |  4      0 |  4      4 |"));
    CHECK_THAT(out.str(), Catch::Contains("X ALU      |     0.0       -   |   100.0   100.0"));
    // The counts simulated: the inner loops z(z - 1) = 992 iterations at II 4, SC 4: 4 (992 + 3 (2z - 2))
    // cycles, six columns peeled.
    CHECK_THAT(out.str(), Catch::Contains("ts201   enhanced    1024 32  32 |  4  4      6 |") &&
                              Catch::Contains("=   4712 +"));
    std::ostringstream fb, fb_err;
    CHECK(cmd.run({"--machine", dir + "c62x.toml", "--ts201", dir + "ts201.toml", "--feedback"}, fb, fb_err) == 0);
    CHECK_THAT(fb.str(), Catch::Contains("Partitioned Resource Bound(*)    : 3") &&
                             Catch::Contains("ii = 3  Schedule found with 4 iterations in parallel") &&
                             Catch::Contains("InInt 4   SC 4   MVE unroll 1   res MII 4   rec MII 4"));
    std::ostringstream out2, err2;
    CHECK(cmd.run({"--machine", "/nonexistent.toml"}, out2, err2) == 1);
    CHECK_THAT(err2.str(), Catch::Contains("cannot read the machine description /nonexistent.toml"));
}

TEST_CASE("montsim fips --machine: a description the C62x loops cannot run on is refused before any table",
          "[fips][cli]") {
    const std::string dir = std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/";
    std::ifstream in(dir + "c62x.toml");
    std::stringstream text;
    text << in.rdbuf();
    const auto& cmd = sim::commands().get("fips");
    test::TempDir tmp;
    auto refused = [&](std::string changed, const std::string& expected) {
        const std::string path = (tmp.path() / "m.toml").string();
        std::ofstream(path) << changed;
        std::ostringstream out, err;
        INFO(expected);
        CHECK(cmd.run({"--machine", path}, out, err) == 1);
        CHECK(out.str().empty());
        CHECK_THAT(err.str(), Catch::Contains(expected));
    };
    std::string sides = text.str();
    for (size_t at; (at = sides.find("side = \"B\"")) != std::string::npos;) sides.replace(at, 10, "side = \"X\"");
    refused(sides, "m.toml:36: unit L2 is on side X: the C62x loops and Table 3 (--machine) place ops on sides A and B");
    std::string third = text.str();
    third.replace(third.find("side = \"B\""), 10, "side = \"Q\"");
    refused(third, "m.toml:40: unit S2: side B is a third side; cross_paths joins two (A and Q)");
    std::string misspelt = text.str();
    misspelt.replace(misspelt.find("result_either_side"), 18, "result_either_sides");
    refused(misspelt, "unknown key 'result_either_sides' (did you mean 'result_either_side'?)");
    std::string no_class = text.str();
    no_class.replace(no_class.find("[class.MPYU]"), 12, "[class.MPYX]");
    refused(no_class, "has no op class MPYU");
    // Without register files the tables' programs cannot be generated:
    // said so, not "no free register on side B".
    std::string no_registers = text.str();
    const size_t first = no_registers.find("\n[[registers]]");
    no_registers.erase(first, no_registers.find("\n[class.", first) - first);
    refused(no_registers, "declares no [[registers]]");
}
