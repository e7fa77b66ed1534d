// Whole FIPS products as programs on the executable VLIW core: every form
// on both machines, random and adversarial operands, each result compared
// word for word with the word-level model (FipsModel.cpp, itself checked
// against Boost), the cycles adding up over the regions.
#include <catch2/catch.hpp>

#include <random>

#include "schemes/fips/FipsProgram.hpp"
#include "schemes/fips/FipsMachines.hpp"

using namespace montsim;
using namespace montsim::schemes::fips;

namespace {

FipsWords random_words(std::mt19937_64& rng, unsigned z, unsigned w) {
    FipsWords x(z);
    for (auto& v : x) v = uint32_t(rng() & (w == 32 ? 0xffffffffull : 0xffffull));
    return x;
}

}  // namespace

TEST_CASE("FIPS programs on the executable core give the model's words", "[fips][program]") {
    std::mt19937_64 rng(36);
    struct Case {
        const char* machine;
        Variant v;
    };
    for (const Case& c : {Case{"c62x", Variant::SingleAcc}, Case{"c62x", Variant::Enhanced},
                          Case{"c62x", Variant::EnhancedFixed}, Case{"c62x", Variant::Basic},
                          Case{"ts201", Variant::Basic}, Case{"ts201", Variant::Enhanced},
                          Case{"ts201", Variant::EnhancedFixed}, Case{"ts201", Variant::SingleAcc}}) {
        const vliw::MachineDescription& m = builtin_machine(c.machine);
        const unsigned w = std::string(c.machine) == "ts201" && c.v != Variant::SingleAcc ? 32 : 16;
        for (unsigned z : {2u, 3u, 5u, 8u, 13u, 32u}) {
            INFO(c.machine << " " << name_of(kVariantNames, c.v) << " z " << z);
            const FipsCode code = fips_program(m, c.machine, c.v, z);
            for (int trial = 0; trial < 3; ++trial) {
                FipsWords n = random_words(rng, z, w), a = random_words(rng, z, w), b = random_words(rng, z, w);
                n[0] |= 1;
                n[z - 1] |= 1u << (w - 1);
                for (unsigned k = 0; k < z; ++k) a[k] = std::min(a[k], n[k] ? n[k] - 1 : 0), b[k] = std::min(b[k], n[k] ? n[k] - 1 : 0);
                FipsConfig cfg;
                cfg.variant = c.v;
                cfg.w = w;
                cfg.acc_bits = std::string(c.machine) == "c62x" ? 40 : 64;
                cfg.reg_bits = 2 * w;
                cfg.overflow = Overflow::Wrap;
                const FipsResult want = fips_product(cfg, a, b, n);
                const FipsRunResult got = run_fips_program(m, code, a, b, n);
                CHECK(got.words.m == want.m);
                CHECK(got.words.top == want.top);
                const auto& s = got.stats;
                CHECK(s.cycles == s.packets + s.nop_cycles + s.stall_cycles + s.branch_wait_cycles + s.drain_cycles);
                CHECK(got.inner_cycles + got.outer_cycles + got.rest_cycles == s.cycles);
            }
        }
    }
}
