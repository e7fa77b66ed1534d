// Machine descriptions and the modulo scheduler: the loader's refusals, the
// bounds on textbook loops (reached), the independent checker's refusals.
#include <catch2/catch.hpp>

#include <tuple>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"
#include "cores/vliw/SidePartition.hpp"

using namespace montsim::vliw;

namespace {

const char* const kToy = R"(
[machine]
name = "toy"
summary = "two ALUs and a multiplier"
issue_width = 3
source = "a test"

[[unit]]
name = "A0"
kind = "ALU"
[[unit]]
name = "A1"
kind = "ALU"
[[unit]]
name = "M0"
kind = "MUL"

[class.ADD]
kinds = ["ALU"]
latency = 1
source = "a test"

[class.MUL]
kinds = ["MUL"]
latency = 3
source = "a test"
)";

LoopBody body(std::vector<std::pair<std::string, std::string>> ops, std::vector<LoopEdge> edges) {
    LoopBody b;
    for (auto& [n, c] : ops) b.ops.push_back({n, c});
    b.edges = std::move(edges);
    return b;
}

}  // namespace

TEST_CASE("machine descriptions: the shipped ones load, bad ones are refused at file:line", "[vliw][modulo]") {
    const std::string dir = std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/";
    const MachineDescription c62x = load_machine(dir + "c62x.toml");
    CHECK(c62x.issue_width == 8);
    CHECK(c62x.units.size() == 8);
    CHECK(c62x.op_class("LDHU").latency == 5);
    CHECK(c62x.op_class("B").latency == 6);
    const MachineDescription ts201 = load_machine(dir + "ts201.toml");
    CHECK(ts201.groups.size() == 2);
    CHECK(ts201.interlocked);

    std::string no_source = kToy;
    no_source.replace(no_source.rfind("source = \"a test\""), 17, "");
    CHECK_THROWS_WITH(parse_machine(no_source, "toy.toml"), Catch::Contains("toy.toml:") && Catch::Contains("class MUL: source"));
    std::string zero = kToy;
    zero.replace(zero.find("latency = 3"), 11, "latency = 0");
    CHECK_THROWS_WITH(parse_machine(zero, "toy.toml"), Catch::Contains("latency = 0 is outside 1..64"));
    std::string width = kToy;
    width.replace(width.find("issue_width = 3"), 15, "issue_width = 0");
    CHECK_THROWS_WITH(parse_machine(width, "toy.toml"), Catch::Contains("toy.toml:5: [machine]: issue_width = 0"));
    std::string ghost = kToy;
    ghost.replace(ghost.find("kinds = [\"MUL\"]"), 15, "kinds = [\"FPU\"]");
    CHECK_THROWS_WITH(parse_machine(ghost, "toy.toml"), Catch::Contains("runs on unit kind FPU, which no unit has"));
}

TEST_CASE("machine descriptions are read strictly: every key known, every type and range checked, file:line",
          "[vliw][modulo]") {
    // (text to replace, its replacement, what the error says)
    const std::vector<std::tuple<std::string, std::string, std::string>> cases = {
        {"latency = 3", "latency = 3\nresult_either_sides = true",
         "toy.toml:26: class MUL: unknown key 'result_either_sides' (did you mean 'result_either_side'?)"},
        {"issue_width = 3", "issue_width = 3\nisue_width = 4", "toy.toml:6: [machine]: unknown key 'isue_width'"},
        {"[class.ADD]", "[register]\nfiles = 2\n[class.ADD]", "the file: unknown key 'register'"},
        {"kind = \"MUL\"", "kind = \"MUL\"\nsides = \"A\"", "unit M0: unknown key 'sides' (did you mean 'side'?)"},
        {"latency = 3", "latency = 1000000000", "class MUL: latency = 1000000000 is outside 1..64"},
        {"latency = 3", "latency = \"3\"", "class MUL: latency must be an integer in 1..64"},
        {"latency = 3", "latency = 3\nresult_either_side = \"yes\"", "class MUL: result_either_side must be true or false"},
        {"issue_width = 3", "issue_width = 3\ninterlocked = 1", "[machine]: interlocked must be true or false"},
        {"issue_width = 3", "issue_width = 3\naccumulator_bits = 100000\naccumulator_bits_source = \"x\"",
         "accumulator_bits = 100000 is outside 1..128"},
        {"issue_width = 3",
         "issue_width = 3\nmultiplier_bits = 16\nmultiplier_bits_source = \"x\"\naccumulator_bits = 8\n"
         "accumulator_bits_source = \"x\"",
         "accumulator_bits = 8 cannot hold a product of two 16-bit words"},
        {"kind = \"MUL\"", "kind = \"MUL\"\nside = 1", "toy.toml:17: unit M0: side must be text (in quotes)"},
    };
    for (const auto& [from, to, expected] : cases) {
        std::string text = kToy;
        text.replace(text.find(from), from.size(), to);
        INFO(to);
        CHECK_THROWS_WITH(parse_machine(text, "toy.toml"), Catch::Contains(expected));
    }
}

TEST_CASE("modulo scheduling: textbook loops reach their MII", "[vliw][modulo]") {
    const MachineDescription m = parse_machine(kToy, "toy.toml");
    // A resource-bound loop: 4 adds on 2 ALUs, no recurrence: ResMII 2.
    const LoopBody adds = body({{"a", "ADD"}, {"b", "ADD"}, {"c", "ADD"}, {"d", "ADD"}}, {{0, 1}, {1, 2}, {2, 3}});
    ModuloSchedule s = modulo_schedule(m, adds);
    CHECK(s.res_mii == 2);
    CHECK(s.rec_mii == 0);
    CHECK(s.ii == 2);
    // A recurrence: x = x * c + 1 (mul 3, add 1, distance 1): RecMII 4.
    const LoopBody rec = body({{"mul", "MUL"}, {"add", "ADD"}}, {{0, 1}, {1, 0, 1}});
    s = modulo_schedule(m, rec);
    CHECK(s.rec_mii == 4);
    CHECK(s.ii == 4);
    // Two iterations apart: ceil(4 / 2) = 2.
    const LoopBody rec2 = body({{"mul", "MUL"}, {"add", "ADD"}}, {{0, 1}, {1, 0, 2}});
    CHECK(modulo_schedule(m, rec2).ii == 2);
    // A long chain at II 1 overlaps iterations: stages = its length.
    const LoopBody chain = body({{"mul", "MUL"}, {"add", "ADD"}}, {{0, 1}});
    s = modulo_schedule(m, chain);
    CHECK(s.ii == 1);
    CHECK(s.stages == 4);  // the add of iteration k issues 3 cycles after its mul: 4 in flight
    // The issue width binds: 3 ops per cycle, 6 ops on 3 units of two kinds.
    const LoopBody wide = body({{"a", "ADD"}, {"b", "ADD"}, {"c", "ADD"}, {"d", "ADD"}, {"m", "MUL"}, {"n", "MUL"}}, {});
    s = modulo_schedule(m, wide);
    CHECK(s.res_mii == 2);
    CHECK(s.ii == 2);
}

TEST_CASE("modulo scheduling: the checker refuses an op a cycle early or on a busy unit", "[vliw][modulo]") {
    const MachineDescription m = parse_machine(kToy, "toy.toml");
    const LoopBody chain = body({{"mul", "MUL"}, {"add", "ADD"}}, {{0, 1}});
    ModuloSchedule s = modulo_schedule(m, chain);
    check_modulo_schedule(m, chain, s);
    ModuloSchedule early = s;
    early.time[1] -= 1;
    CHECK_THROWS_WITH(check_modulo_schedule(m, chain, early), Catch::Contains("before mul's result"));
    const LoopBody two = body({{"a", "ADD"}, {"b", "ADD"}}, {});
    ModuloSchedule busy = modulo_schedule(m, two);
    busy.unit[1] = busy.unit[0];
    busy.time[1] = busy.time[0];
    CHECK_THROWS_WITH(check_modulo_schedule(m, two, busy), Catch::Contains("runs two ops"));
    // An op that ends the kernel: its latency must run out at a boundary.
    LoopBody ending = body({{"mul", "MUL"}, {"a", "ADD"}, {"b", "ADD"}, {"c", "ADD"}, {"d", "ADD"}}, {});
    ending.ops[0].kernel_end = true;
    ModuloSchedule e = modulo_schedule(m, ending);
    CHECK(e.ii == 2);
    CHECK((e.time[0] + 3) % 2 == 0);
    ModuloSchedule off = e;
    off.time[0] += 1;
    CHECK_THROWS_WITH(check_modulo_schedule(m, ending, off), Catch::Contains("does not end the kernel"));
    // Two multiplies that must both end the kernel need the one MUL unit in
    // the same slot at every II: an error naming the limit, no fallback.
    LoopBody impossible = body({{"m1", "MUL"}, {"m2", "MUL"}}, {});
    impossible.ops[0].kernel_end = impossible.ops[1].kernel_end = true;
    CHECK_THROWS_WITH(modulo_schedule(m, impossible), Catch::Contains("no schedule of the loop by II = MII + 64 = 66"));
    ModuloSchedule wrong_unit = modulo_schedule(m, two);
    wrong_unit.unit[0] = "M0";
    CHECK_THROWS_WITH(check_modulo_schedule(m, two, wrong_unit), Catch::Contains("(ADD) on unit M0"));
}

namespace {

// Two sides, an ALU each, one cross path per side.
const char* const kSided = R"(
[machine]
name = "sided"
summary = "an ALU on each of sides A and B"
issue_width = 2
cross_paths = 1
cross_paths_source = "a test"
source = "a test"

[[unit]]
name = "A0"
kind = "ALU"
side = "A"
[[unit]]
name = "B0"
kind = "ALU"
side = "B"

[class.ADD]
kinds = ["ALU"]
latency = 1
source = "a test"
)";

}  // namespace

TEST_CASE("modulo scheduling: pinned ops, cross paths, the checker on both", "[vliw][modulo]") {
    const MachineDescription m = parse_machine(kSided, "sided.toml");
    // Four adds pinned to side A: ResMII 4 although side B is idle.
    LoopBody pinned = body({{"a", "ADD"}, {"b", "ADD"}, {"c", "ADD"}, {"d", "ADD"}}, {});
    for (auto& op : pinned.ops) op.units = {"A0"};
    CHECK(resource_mii(m, pinned) == 4);
    ModuloSchedule s = modulo_schedule(m, pinned);
    CHECK(s.ii == 4);
    // Two ops crossing into side B in the same slot: one cross path, refused.
    LoopBody crossing = body({{"a", "ADD"}, {"b", "ADD"}}, {});
    crossing.ops[0].units = {"B0"};
    crossing.ops[1].units = {"B0"};
    crossing.ops[0].cross = crossing.ops[1].cross = true;
    CHECK(resource_mii(m, crossing) == 2);
    s = modulo_schedule(m, crossing);
    ModuloSchedule same_slot = s;
    same_slot.ii = 1;
    same_slot.time = {0, 0};
    same_slot.unit = {"B0", "B0"};
    CHECK_THROWS_WITH(check_modulo_schedule(m, crossing, same_slot), Catch::Contains("runs two ops"));
    // A pin the checker holds the schedule to.
    ModuloSchedule moved = modulo_schedule(m, pinned);
    moved.unit[0] = "B0";
    CHECK_THROWS_WITH(check_modulo_schedule(m, pinned, moved), Catch::Contains("(ADD) on unit B0"));
    LoopBody ghost = body({{"a", "ADD"}}, {});
    ghost.ops[0].units = {"M7"};
    CHECK_THROWS_WITH(resource_mii(m, ghost), Catch::Contains("op a (ADD) has no unit of machine sided"));
    // A cross path over its limit (two ops on different units, one path).
    // A second ALU on side B: two crossing ops fit the units but not the path.
    std::string two_alus_b = kSided;
    two_alus_b.insert(two_alus_b.find("[class.ADD]"), "[[unit]]\nname = \"B1\"\nkind = \"ALU\"\nside = \"B\"\n");
    const MachineDescription m2 = parse_machine(two_alus_b, "sided2.toml");
    LoopBody cross2 = body({{"a", "ADD"}, {"b", "ADD"}}, {});
    for (auto& op : cross2.ops) op.units = {"B0", "B1"}, op.cross = true;
    CHECK(resource_mii(m2, cross2) == 2);  // the cross path, not the units, binds
    ModuloSchedule over;
    over.ii = 1;
    over.time = {0, 0};
    over.unit = {"B0", "B1"};
    CHECK_THROWS_WITH(check_modulo_schedule(m2, cross2, over), Catch::Contains("side B's cross paths over their limit"));
    CHECK(modulo_schedule(m2, cross2).ii == 2);
}

TEST_CASE("side partition: the best split of a loop, crossings where values change sides", "[vliw][modulo]") {
    const MachineDescription m = parse_machine(kSided, "sided.toml");
    // Two independent chains of two adds: one chain per side, no crossing.
    const LoopBody chains = body({{"a1", "ADD"}, {"a2", "ADD"}, {"b1", "ADD"}, {"b2", "ADD"}}, {{0, 1}, {2, 3}});
    const SidePartition p = partition_sides(m, chains);
    CHECK(p.bound == 2);
    CHECK(p.side[0] == p.side[1]);
    CHECK(p.side[2] == p.side[3]);
    CHECK(p.side[0] != p.side[2]);
    CHECK(p.classes.at("A").count("X") == 0);
    // One add reading two values made on the other side cannot be split so:
    // three producers and a consumer of two of them.
    const LoopBody join = body({{"x", "ADD"}, {"y", "ADD"}, {"z", "ADD"}, {"w", "ADD"}}, {{0, 3}, {1, 3}});
    const SidePartition q = partition_sides(m, join);
    CHECK(q.bound == 2);
    CHECK_FALSE((q.side[0] != q.side[3] && q.side[1] != q.side[3]));
    const MachineDescription toy = parse_machine(kToy, "toy.toml");
    CHECK_THROWS_WITH(partition_sides(toy, chains), Catch::Contains("does not have two sides"));
    std::string one_side = kSided;
    one_side.replace(one_side.find("side = \"B\""), 10, "side = \"A\"");
    CHECK_THROWS_WITH(parse_machine(one_side, "one.toml"), Catch::Contains("cross_paths needs units on two sides"));
}
