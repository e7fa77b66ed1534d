// The FIPS inner loops on the C62x through the modulo scheduler, beside the
// paper's Tables 2 and 3 (TI's feedback reports).
#include <catch2/catch.hpp>
#include <map>

#include "cores/vliw/MachineDescription.hpp"
#include "schemes/fips/FipsLoops.hpp"
#include "sim/Command.hpp"
#include <sstream>

using namespace montsim;
using namespace montsim::schemes::fips;

namespace {

const vliw::MachineDescription& c62x() {
    static const vliw::MachineDescription m =
        vliw::load_machine(std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/c62x.toml");
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
    }
}

TEST_CASE("montsim fips prints Table 1 and the C62x loops beside the paper", "[fips][cli]") {
    std::ostringstream out, err;
    const auto& cmd = sim::commands().get("fips");
    const int status = cmd.run({"--machine", std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/c62x.toml"}, out, err);
    CHECK(status == 0);
    CHECK_THAT(out.str(), Catch::Contains("  16   2048 |     41     41     40        40"));
    CHECK_THAT(out.str(), Catch::Contains("enhanced     |       2      2         3      3   3  3       4      4"));
    std::ostringstream out2, err2;
    CHECK(cmd.run({"--machine", "/nonexistent.toml"}, out2, err2) == 1);
    CHECK_THAT(err2.str(), Catch::Contains("cannot read the machine description /nonexistent.toml"));
}
