// The FIPS inner loops as code on the executable core: every loop of both
// machines emitted pipelined (prologue, kernel, epilogue) and unrolled, run
// for many trip counts on random words, its registers afterwards compared
// with the inner iteration computed here (independently, in plain C++), and
// its issue cycles with (N + stages - 1) II.
#include <catch2/catch.hpp>

#include <functional>
#include <map>
#include <random>

#include "cores/vliw/PacketCore.hpp"
#include "cores/vliw/PipelineEmitter.hpp"
#include "cores/vliw/SidePartition.hpp"
#include "schemes/fips/FipsLoops.hpp"

using namespace montsim;
using namespace montsim::schemes::fips;

namespace {

const vliw::MachineDescription& machine(const std::string& name) {
    static std::map<std::string, vliw::MachineDescription> loaded;
    auto it = loaded.find(name);
    if (it == loaded.end())
        it = loaded.emplace(name, vliw::load_machine(std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/" + name + ".toml"))
                 .first;
    return it->second;
}

using Values = std::map<std::string, uint64_t>;

// One inner iteration on the loop-carried registers (by their virtual
// names) with the words a, b, m, n: the FIPS model's inner step as each
// loop keeps it.
using Step = std::function<void(Values&, uint64_t a, uint64_t b, uint64_t m, uint64_t n)>;

struct Case {
    std::string machine;
    Variant variant;
    unsigned w;
    std::vector<std::string> carried;  // the loop-carried registers, set before and compared after
    Step step;
};

std::vector<Case> cases() {
    const uint64_t m16 = 0xffff, m32 = 0xffffffffu;
    return {
        {"c62x", Variant::SingleAcc, 16, {"ACCa", "ACCb"},
         [](Values& r, uint64_t a, uint64_t b, uint64_t m, uint64_t n) {
             r["ACCa"] = (r["ACCa"] + a * b) & 0xffffffffffull;
             r["ACCb"] = (r["ACCb"] + m * n) & 0xffffffffffull;
         }},
        {"c62x", Variant::Enhanced, 16, {"R1", "R2", "AX"},
         [=](Values& r, uint64_t a, uint64_t b, uint64_t m, uint64_t n) {
             const uint64_t r1 = r["R1"] + a * b;
             r["AX"] = (r["AX"] + (r1 >> 16)) & m32;
             r["R1"] = r1 & m16;
             const uint64_t r2 = r["R2"] + m * n;
             r["AX"] = (r["AX"] + (r2 >> 16)) & m32;
             r["R2"] = r2 & m16;
         }},
        {"c62x", Variant::Basic, 16, {"S2", "t1_2", "t2_2"},
         [=](Values& r, uint64_t a, uint64_t b, uint64_t m, uint64_t n) {
             auto mac = [&](uint64_t acc, uint64_t x, uint64_t y) {
                 const uint64_t v = (acc + x * y) & m32;
                 const uint64_t s = r["t1_2"] + (v >> 16);
                 r["t1_2"] = s & m16;
                 r["t2_2"] = (r["t2_2"] + (s >> 16)) & m32;
                 return v & m16;
             };
             r["S2"] = mac(mac(r["S2"], a, b), m, n);
         }},
        {"ts201", Variant::SingleAcc, 16, {"ACCa", "ACCb"},
         [](Values& r, uint64_t a, uint64_t b, uint64_t m, uint64_t n) {
             r["ACCa"] += a * b;
             r["ACCb"] += m * n;
         }},
        {"ts201", Variant::Basic, 32, {"t0", "T1"},
         [=](Values& r, uint64_t a, uint64_t b, uint64_t m, uint64_t n) {
             const uint64_t v1 = r["t0"] + a * b;
             r["T1"] += v1 >> 32;
             const uint64_t v2 = (v1 & m32) + m * n;
             r["T1"] += v2 >> 32;
             r["t0"] = v2 & m32;
         }},
        {"ts201", Variant::Enhanced, 32, {"R1", "R2", "AX"},
         [=](Values& r, uint64_t a, uint64_t b, uint64_t m, uint64_t n) {
             const uint64_t r1 = r["R1"] + a * b;
             r["AX"] += r1 >> 32;
             r["R1"] = r1 & m32;
             const uint64_t r2 = r["R2"] + m * n;
             r["R2"] = r2 & m32;
             r["AX"] += r2 >> 32;
         }},
    };
}

// The loop as it runs: the C62x's split between sides where the exhaustive
// partition reaches it (the loop Tables 2 and 3 describe), as is otherwise.
vliw::LoopBody loop_of(const Case& c) {
    if (c.machine == "ts201") return ts201_inner_loop(c.variant);
    const vliw::LoopBody loop = c62x_inner_loop(c.variant);
    return vliw::partition_sides(machine("c62x"), loop).pinned;
}

}  // namespace

TEST_CASE("FIPS inner loops run on the executable core: values and cycles", "[fips][pipeline]") {
    std::mt19937_64 rng(2026);
    for (const Case& c : cases()) {
        const vliw::MachineDescription& m = machine(c.machine);
        const vliw::LoopBody body = loop_of(c);
        const vliw::ModuloSchedule s = vliw::modulo_schedule(m, body);
        vliw::RegisterPool pool(m);
        const vliw::PipelinedLoop loop = vliw::prepare_loop(m, body, s, pool);
        INFO(c.machine << " " << name_of(kVariantNames, c.variant) << " ii " << s.ii << " stages " << s.stages);
        const uint64_t word = c.w == 16 ? 0xffff : 0xffffffffu;
        for (unsigned n = 1; n <= s.stages + 6; ++n) {
            for (const bool pipelined : {false, true}) {
                if (pipelined && n < s.stages) continue;
                INFO("N = " << n << (pipelined ? " pipelined" : " unrolled"));
                vliw::PacketProgram p;
                p.word_bits = c.w;
                p.memory_words = 256;
                if (pipelined)
                    vliw::emit_pipelined(p, loop, vliw::region_of(p, "prologue"), vliw::region_of(p, "kernel"),
                                         vliw::region_of(p, "epilogue"));
                else
                    vliw::emit_unrolled(p, loop, n, vliw::region_of(p, "loop"));
                vliw::PacketCore core(m, p, "emitted");
                // a[j] at 0.., b[i-j] at 100 down, m[j] at 50.., n[i-j] at 200 down.
                std::vector<uint64_t> words(256);
                for (auto& x : words) x = rng() & word;
                for (uint32_t k = 0; k < 256; ++k) core.write_memory(k, words[k]);
                core.set_register(loop.reg("pa"), 0);
                core.set_register(loop.reg("pb"), 100);
                core.set_register(loop.reg("pm"), 50);
                core.set_register(loop.reg("pn"), 200);
                if (pipelined) core.set_register(loop.reg(loop.counter), uint64_t(int64_t(n) + loop.counter_offset));
                Values expect;
                for (const auto& r : c.carried) {
                    // Live-ins as the outer loop leaves them: words, and small sums.
                    expect[r] = body.pairs.count(r) ? rng() & 0xffffffffull : rng() & word;
                    core.set_register(loop.reg(r), expect[r]);
                }
                for (unsigned j = 0; j < n; ++j) c.step(expect, words[j], words[100 - j], words[50 + j], words[200 - j]);
                core.run(100000);
                for (const auto& r : c.carried) {
                    INFO(r);
                    CHECK(core.get_register(loop.reg(r)) == expect[r]);
                }
                CHECK(core.get_register(loop.reg("pa")) == n);
                CHECK(core.get_register(loop.reg("pb")) == 100 - n);
                const vliw::PacketStats& st = core.stats();
                CHECK(st.cycles - st.drain_cycles == (n + s.stages - 1) * s.ii);
                CHECK(st.stall_cycles == 0);
                CHECK(st.branch_wait_cycles == 0);
                if (pipelined) CHECK(st.region_cycles[vliw::region_of(p, "kernel")] >= (n - s.stages + 1) * s.ii);
            }
        }
    }
}
