// scheme.name = "iwbmm_ring": the PE array's word-serial schedule (IWBMM_R,
// w = 32) in software, each PE a MicroBlaze-like core of the FSL ring
// (iwbmm_ring.s). The result is read from the core that ran the last column
// and must be the very integer of the bit-level algorithm
// (schemes/iwbmm/BitLevel.cpp) and Boost's Montgomery product; the speedup
// divides by the one-core SOS baseline, as pSHS's does.
#include <algorithm>
#include <boost/integer/mod_inverse.hpp>
#include <memory>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "network/LinkParams.hpp"
#include "schemes/common/BoxRegions.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/ParamBlock.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/iwbmm/BitLevel.hpp"
#include "schemes/iwbmm_ring/IwbmmRingScheme.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "sim/Baseline.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace {

// The parameter block's one declaration (its offsets by field name).
const ParamBlock& declared() { return ParamBlock::declared("iwbmm_ring/iwbmm_ring.params.toml"); }

constexpr unsigned kT = 31;  // bit iterations per task: w - 1, w = 32

struct RingLayout {
    uint32_t params, a, n, b, sr, slot, out, cq, end;
};

class IwbmmRingStats : public sim::PointStats {
public:
    sim::Stat s{*this, "s", "words", "32-bit words per operand (w = 32, e = s)"};
    sim::Stat columns{*this, "columns", "", "outer iterations lambda*p, 31 bit iterations each"};
    sim::Stat sub_iterations{*this, "sub_iterations", "",
                             "bit iterations of one word run, all cores (columns * (s+1) * 31)"};
    sim::Stat ctu_sub{*this, "ctu_sub", "cycles", "cycles per sub-iteration (the X and Y loops' regions)"};
    sim::Stat t_sos{*this, "t_sos", "cycles", "cycles of one Montgomery multiplication by SOS on one core"};
    sim::Stat speedup{*this, "speedup", "", "t_sos / cycles"};
};

// A point of iwbmm_ring: every key it reads, read and checked once.
struct IwbmmRingPoint {
    unsigned s, p;
    MontOperands ops;
};

IwbmmRingPoint parse(const sim::Config& cfg) {
    const OperandKeys keys = operand_keys_from(cfg);
    const unsigned s = keys.words();
    const unsigned depth = net::link_depth_from(cfg);
    // The FSL FIFOs are the array's storage buffer: a core's link must
    // hold a whole column (three words per word of it), or the first
    // core, sending while the last one waits to send to it, deadlocks
    // the ring (the hardware's buffer is memory).
    if (3 * (s + 1) > depth)
        throw std::invalid_argument("iwbmm_ring needs link.depth >= 3(s+1) = " + std::to_string(3 * (s + 1)) +
                                    " words (it is " + std::to_string(depth) +
                                    "): the FSL FIFOs are the storage buffer and must hold a whole column");
    return IwbmmRingPoint{s, scheme_cores(cfg), keys.operands(s)};
}

class IwbmmRingRun : public sim::SchemeRun {
public:
    explicit IwbmmRingRun(const IwbmmRingPoint& point)
        : s_(point.s), p_(point.p), columns_(((32 * s_ + kT * p_ - 1) / (kT * p_)) * p_) {
        ops_ = point.ops;
        program_ = assemble_embedded("iwbmm_ring/iwbmm_ring.s");
    }

    sim::PlatformSpec platform() const override { return microblaze_ring(p_, program_); }

    void load(sim::Platform& platform) override {
        const uint32_t e1 = s_ + 1;
        const uint32_t b_words = (kT * columns_ + 2 * kT) / 32 + 3;
        RingLayout l{};
        l.params = symbol_or_throw(program_, "params");
        DataArena arena(program_);
        l.a = arena.take(e1);
        l.n = arena.take(e1);
        l.b = arena.take(b_words);
        l.sr = arena.take(e1);
        l.slot = arena.take(e1);
        l.out = arena.take(e1 + 1);
        l.cq = arena.take(3 * kT);
        l.end = arena.end();
        layout_ = l;
        const std::vector<NamedRange> regions = {{"iwr_x_task", symbol_or_throw(program_, "iwr_x_task"),
                                                  symbol_or_throw(program_, "iwr_x_end")},
                                                 {"iwr_y_task", symbol_or_throw(program_, "iwr_y_task"),
                                                  symbol_or_throw(program_, "iwr_y_end")}};
        for (unsigned i = 0; i < p_; ++i) {
            mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            add_regions(cpu, regions);
            mb::LocalMemory& mem = cpu.memory();
            // A, N and B; their top words and B's padding stay zero, as
            // MbCpu::load leaves all memory outside the program.
            load_operands(mem, ops_, l.a, l.b, l.n, l.end, "iwbmm_ring");
            // By name, as the block's one declaration (iwbmm_ring.params.toml) has them.
            const std::pair<const char*, uint32_t> block[] = {
                {"e1", e1},     {"p", p_},       {"id", i},       {"columns", columns_}, {"a", l.a},
                {"n", l.n},     {"b", l.b},      {"sr", l.sr},    {"slot", l.slot},      {"out", l.out},
                {"cq", l.cq},   {"timer_start", 0}, {"timer_end", 0}, {"unused", 0},     {"carry", 0}};
            for (const auto& [field, value] : block) mem.write32(l.params + declared().offset(field), value);
        }
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines& baselines) const override {
        const unsigned last = (columns_ - 1) % p_;
        const mb::MbCpu& out_cpu = platform.node_as<mb::MbCore>(last).cpu();
        const BigInt got = to_big(read_words(out_cpu.memory(), layout_.out, s_ + 2));
        const BigInt a = to_big(ops_.a), b = to_big(ops_.b), n = to_big(ops_.n);
        const unsigned r_bits = kT * columns_;
        const BigInt expected = a * b % n * boost::integer::mod_inverse(BigInt((BigInt(1) << r_bits) % n), n) % n;
        const BitLevelResult bits = modified_mm_r(a, b, n, 32, r_bits, kT);
        const std::string who = "iwbmm_ring (s = " + std::to_string(s_) + ", p = " + std::to_string(p_) + ")";
        if (bits.s % n != expected) throw std::logic_error(who + ": the bit-level algorithm disagrees with Boost");
        if (got != bits.s || got >= 2 * n)
            throw std::runtime_error(who + ": wrong result\n  expected " + to_hex(bits.s) + " (A*B*2^-" +
                                     std::to_string(r_bits) + " mod N is " + to_hex(expected) + ")\n  got      " +
                                     to_hex(got));
        uint64_t start = UINT64_MAX, end = 0, instructions = 0;
        std::vector<const mb::MbCpu*> cpus;
        for (unsigned i = 0; i < p_; ++i) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            check_exit_status(cpu, "iwbmm_ring core " + std::to_string(i));
            const mb::LocalMemory& mem = cpu.memory();
            const TimerSpan span = timer_span(cpu, mem.read32(layout_.params + declared().offset("timer_start")),
                                              mem.read32(layout_.params + declared().offset("timer_end")),
                                              "iwbmm_ring core " + std::to_string(i));
            start = std::min(start, span.start);
            end = std::max(end, span.end);
            instructions += cpu.stats().instructions;
            cpus.push_back(&cpu);
        }
        uint64_t sub_cycles = 0, subs = 0;
        for (const mb::MbCpu* cpu : cpus)
            for (const mb::Region& r : cpu->regions()) {
                sub_cycles += r.cycles;
                subs += r.entries;
            }
        const uint64_t expected_subs = uint64_t(columns_) * (s_ + 1) * kT;
        if (subs != expected_subs)
            throw std::logic_error(who + ": " + std::to_string(subs) + " sub-iterations ran, expected " +
                                   std::to_string(expected_subs));
        const uint64_t t_sos = uint64_t(std::get<int64_t>(sim::stat_value(baselines.at("sos"), "mm_cycles")));
        const uint64_t et = end - start;
        IwbmmRingStats st;
        st.cycles = et;
        st.instructions = instructions;
        st.s = s_;
        st.columns = columns_;
        st.sub_iterations = subs;
        st.ctu_sub = double(sub_cycles) / double(subs);
        st.t_sos = t_sos;
        st.speedup = double(t_sos) / double(et);
        return st.values();
    }

private:
    unsigned s_, p_, columns_;
    MontOperands ops_;
    mb::Program program_;
    RingLayout layout_{};
};

}  // namespace

sim::Scheme iwbmm_ring_scheme() {
    sim::Scheme scheme;
    scheme.name = "iwbmm_ring";
    scheme.summary = "the PE array's word-serial IWBMM_R (w = 32) in software: each PE a MicroBlaze-like core "
                     "of the FSL ring";
    scheme.node_types = {mb::kCoreTypeName};
    scheme.params = operand_params();
    scheme.params.push_back(cores_param());
    scheme.stats = sim::declarations_of<IwbmmRingStats>();
    scheme.reports_node_stats = true;
    sim::PointHooks<IwbmmRingPoint> hooks;
    hooks.parse = parse;
    hooks.prepare = [](const IwbmmRingPoint& point) { return std::make_unique<IwbmmRingRun>(point); };
    hooks.baselines = [](const IwbmmRingPoint&, const sim::Config& cfg) {
        std::vector<sim::BaselineRequest> requests;
        requests.push_back({"sos", sim::baseline_config(cfg, "sos")});
        return requests;
    };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/iwbmm_ring", [] { sim::register_scheme(iwbmm_ring_scheme()); })

}  // namespace montsim::schemes
