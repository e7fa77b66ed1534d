// pmont_shared's and pmont_net's registry entries: p cores run the SPMD
// program (gcc's output of c/pmont.c); the result in core 0's memory is
// checked against Boost, each core's executed word products against the
// plan's formulas, and the barriers each core passed against 3(1 + A) - 1.
// Baselines: CIOS compiled by gcc at the same -O (the same compiler for
// both sides of a speedup), and the point itself at p = 1.
#include <algorithm>
#include <memory>
#include <sstream>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "cores/shmem/SharedMemory.hpp"
#include "cores/shmem/SharedMemoryType.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/pmont/PmontLayout.hpp"
#include "schemes/pmont/PmontScheme.hpp"
#include "sim/Baseline.hpp"
#include "sim/NameTable.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace {

const char* const kChain = "scheme.chain";
const char* const kReduction = "scheme.reduction";
inline constexpr Named<PmontChain> kChainNames[] = {{"tree", PmontChain::Tree}, {"serial", PmontChain::Serial}};
inline constexpr Named<PmontReduction> kReductionNames[] = {{"full", PmontReduction::Full},
                                                            {"truncated", PmontReduction::Truncated}};

class PmontStats : public sim::PointStats {
public:
    PmontStats()
        : sim::PointStats("cycles from the first core's start to core 0's result (the program's timer reads)") {}
    sim::Stat s{*this, "s", "words", "words per operand"};
    sim::Stat p{*this, "p", "cores", "cores"};
    sim::Stat chunk_words{*this, "chunk_words", "words", "each core's words of a left operand, core 0 first"};
    sim::Stat word_products{*this, "word_products", "",
                            "mul executed, all cores: 3s^2 (full) or 2.5s^2 + 0.5s (truncated)"};
    sim::Stat barriers{*this, "barriers", "", "barriers each core passed: 3(1 + A) - 1, 0 at p = 1"};
    sim::Stat accumulation_steps{*this, "accumulation_steps", "",
                                 "steps adding partial products, all three products: 3A (A = 1 serial, ceil(log2 p) tree)"};
    sim::Stat t_cios{*this, "t_cios", "cycles", "CIOS (gcc, the same -O) on one core: its mm_cycles"};
    sim::Stat t_self{*this, "t_self", "cycles", "this point at p = 1: its cycles"};
    sim::Stat speedup_vs_cios{*this, "speedup_vs_cios", "", "t_cios / cycles"};
    sim::Stat speedup_vs_self{*this, "speedup_vs_self", "", "t_self / cycles"};
    sim::Stat halt_cycles{*this, "halt_cycles", "cycles", "cycle at which the last core halted"};
};

PmontChain chain_of(const sim::Config& cfg) { return value_of(kChainNames, cfg.get_string(kChain), kChain); }
PmontReduction reduction_of(const sim::Config& cfg) {
    return value_of(kReductionNames, cfg.get_string(kReduction), kReduction);
}

// A point of pmont_shared or pmont_net: every key it reads, read and
// checked once.
struct PmontPoint {
    unsigned cores;  // scheme.p
    MontOperands ops;
    PmontPlan plan;
    KernelChoice kernel;  // gcc's -mxl-multiply-high build
    bool software_barrier = false;
};

PmontPoint parse(const sim::Config& cfg, bool shared) {
    const OperandKeys keys = operand_keys_from(cfg);
    PmontPoint point;
    point.cores = scheme_cores(cfg);
    point.ops = keys.operands(keys.words());
    point.plan = pmont_plan(keys.words(), point.cores, chain_of(cfg), reduction_of(cfg));
    if (mb::hw_mul_from(cfg) != mb::HwMul::Mul64)
        throw std::invalid_argument("pmont runs gcc's -mxl-multiply-high build: set core.hw_mul = mul64");
    point.kernel = compiled_choice_from(cfg, "pmont");
    const PmontPlan& plan = point.plan;
    if (plan.p > kPmontMaxCores)
        throw std::invalid_argument("scheme.p = " + std::to_string(plan.p) + " is outside 1.." +
                                    std::to_string(std::min(kPmontMaxCores, plan.s)) +
                                    " (pmont's parameter block has room for " + std::to_string(kPmontMaxCores) +
                                    " cores)");
    if (shared) {
        const shmem::SharedMemoryConfig memory = shmem::shared_memory_config_from(cfg);
        point.software_barrier = memory.barrier_kind == shmem::BarrierKind::Software;
        check_shared_memory_fits(pmont_shared_map(plan), memory,
                                 "pmont_shared at " + std::to_string(32 * plan.s) + " bits on " +
                                     std::to_string(plan.p) + " cores");
    }
    return point;
}

class PmontRun : public sim::SchemeRun {
public:
    PmontRun(const PmontPoint& point, bool shared)
        : shared_(shared),
          ops_(point.ops),
          plan_(point.plan),
          nprime_(full_nprime(ops_)),
          program_(*kernel_program_shared(point.kernel, {})) {
        if (shared_) {
            software_barrier_ = point.software_barrier;
            map_ = pmont_shared_map(plan_);
        }
    }

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        const unsigned p = plan_.p;
        for (unsigned k = 0; k < p; ++k)
            spec.nodes.push_back(sim::NodeSpec{mb::kCoreTypeName, "core" + std::to_string(k), program_, {}, {}});
        if (shared_) {
            attach_shared_memory(spec, p);
            return spec;
        }
        // Core a's put port b feeds core b's get port a.
        auto link = [&](unsigned from, unsigned to) {
            const sim::LogicalLink l{from, to, to, from};
            const bool have = std::any_of(spec.links.begin(), spec.links.end(), [&](const sim::LogicalLink& o) {
                return o.from_node == from && o.to_node == to;
            });
            if (!have) spec.links.push_back(l);
        };
        // A partial from core a to core b, and b's token asking for it.
        auto partial = [&](unsigned from, unsigned to) {
            link(from, to);
            link(to, from);
        };
        if (p > 1) {
            for (unsigned k = 1; k < p; ++k) link(0, k);  // core 0 sends the chunks of t mod 2^m and u
            if (plan_.chain == PmontChain::Serial) {
                for (unsigned k = 1; k < p; ++k) partial(k, 0);
            } else {
                for (unsigned n = p, h; n > 1; n = h) {
                    h = (n + 1) / 2;
                    for (unsigned j = 0; j < n - h; ++j) partial(j + h, j);
                }
            }
        }
        return spec;
    }

    void load(sim::Platform& platform) override {
        for (unsigned k = 0; k < plan_.p; ++k)
            locals_.push_back(pmont_load(platform.node_as<mb::MbCore>(k).cpu(), program_, plan_, k, ops_, nprime_,
                                         shared_ ? &map_ : nullptr, software_barrier_,
                                         shared_ ? PmontOperands::Shared : PmontOperands::Links));
        if (shared_) {
            auto& memory = platform.node_as<shmem::SharedMemory>(plan_.p);
            auto put = [&](uint32_t at, const Words& w) {
                for (size_t i = 0; i < w.size(); ++i) memory.poke(at + 4 * uint32_t(i), w[i]);
            };
            put(map_.a, ops_.a);
            put(map_.b, ops_.b);
            put(map_.nprime, nprime_);
            put(map_.n, ops_.n);
        }
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines& baselines) const override {
        const std::string who = std::string(shared_ ? "pmont_shared" : "pmont_net") + " (s = " +
                                std::to_string(plan_.s) + ", p = " + std::to_string(plan_.p) + ")";
        uint64_t start = UINT64_MAX, end = 0, instructions = 0, products = 0;
        for (unsigned k = 0; k < plan_.p; ++k) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(k).cpu();
            const std::string core = who + " core " + std::to_string(k);
            check_exit_status(cpu, core);
            const TimerSpan span =
                timer_span(cpu, pmont_timer_before(cpu, locals_[k]), pmont_timer_after(cpu, locals_[k]), core);
            start = std::min(start, span.start);
            if (k == 0) end = span.end;
            instructions += cpu.stats().instructions;
            // The algorithm's cost, measured: a core that multiplied more or
            // fewer words than its chunk needs, or skipped a barrier, ran
            // another algorithm.
            const uint64_t done = cpu.stats().word_products;
            if (done != plan_.products(k))
                throw std::logic_error(core + " executed " + std::to_string(done) + " word products, the plan says " +
                                       std::to_string(plan_.products(k)));
            if (shared_ && !software_barrier_ && cpu.stats().barriers != plan_.barriers())
                throw std::logic_error(core + " passed " + std::to_string(cpu.stats().barriers) +
                                       " barriers, the plan says " + std::to_string(plan_.barriers()));
            products += done;
        }
        const mb::MbCpu& core0 = platform.node_as<mb::MbCore>(0).cpu();
        check_montgomery_result(ops_, pmont_result(core0, locals_[0], plan_.s), who);
        // A software barrier's generation word counts the barriers completed.
        uint64_t barriers = shared_ ? plan_.barriers() : 0;
        if (software_barrier_) {
            barriers = platform.node_as<shmem::SharedMemory>(plan_.p).peek(map_.barrier_generation);
            if (barriers != plan_.barriers())
                throw std::logic_error(who + ": the software barrier completed " + std::to_string(barriers) +
                                       " rounds, the plan says " + std::to_string(plan_.barriers()));
        }

        PmontStats st;
        const uint64_t cycles = end - start;
        st.cycles = cycles;
        st.instructions = instructions;
        st.s = plan_.s;
        st.p = plan_.p;
        std::ostringstream chunks;
        for (unsigned k = 0; k < plan_.p; ++k) chunks << (k ? " " : "") << plan_.z[k];
        st.chunk_words = chunks.str();
        st.word_products = products;
        st.barriers = barriers;
        st.accumulation_steps = 3 * plan_.steps();
        const uint64_t t_cios = uint64_t(std::get<int64_t>(sim::stat_value(baselines.at("cios"), "mm_cycles")));
        const uint64_t t_self = plan_.p == 1
                                    ? cycles
                                    : uint64_t(std::get<int64_t>(sim::stat_value(baselines.at("self"), "cycles")));
        st.t_cios = t_cios;
        st.t_self = t_self;
        st.speedup_vs_cios = double(t_cios) / double(cycles);
        st.speedup_vs_self = double(t_self) / double(cycles);
        st.halt_cycles = platform.cycles();
        return st.values();
    }

private:
    bool shared_;
    bool software_barrier_ = false;
    MontOperands ops_;
    PmontPlan plan_;
    Words nprime_;
    mb::Program program_;
    PmontSharedMap map_;
    std::vector<PmontLocal> locals_;
};

sim::Scheme pmont_scheme(bool shared) {
    sim::Scheme scheme;
    scheme.name = shared ? "pmont_shared" : "pmont_net";
    scheme.summary = shared ? "Baktir-Savas's parallel Montgomery multiplication (Alg. 4) on p cores sharing a memory "
                              "on a bus, with barriers"
                            : "Baktir-Savas's parallel Montgomery multiplication (Alg. 4) on p cores joined by FSL "
                              "links (platform.topology: any but ring for p > 2)";
    scheme.node_types = {mb::kCoreTypeName};
    if (shared) scheme.node_types.push_back(shmem::kCoreTypeName);
    scheme.params = operand_params();
    scheme.params.push_back(gcc_opt_param());
    scheme.params.push_back(cores_param());
    scheme.params.push_back(sim::choice_param(
        kChain, names_of(kChainNames), "tree",
        "pmont: how the partial products are added: tree (core j += core j+h, h = ceil(n/2), ceil(log2 p) steps) "
        "or serial (core 0 adds them all)"));
    scheme.params.push_back(sim::choice_param(
        kReduction, names_of(kReductionNames), "full",
        "pmont: Alg. 4 line 2, (t mod 2^m) n' mod 2^m: full (the whole product, then mod 2^m, as printed) or "
        "truncated (only the product words below 2^m)"));
    scheme.stats = sim::declarations_of<PmontStats>();
    scheme.reports_node_stats = true;
    sim::PointHooks<PmontPoint> hooks;
    hooks.parse = [shared](const sim::Config& cfg) { return parse(cfg, shared); };
    // pmont_shared's cores reach each other through the shared memory only.
    hooks.uses = [shared](const PmontPoint& point) { return links_if_several(shared ? 1 : point.cores); };
    hooks.prepare = [shared](const PmontPoint& point) { return std::make_unique<PmontRun>(point, shared); };
    hooks.baselines = [shared](const PmontPoint& point, const sim::Config& cfg) {
        std::vector<sim::BaselineRequest> list;
        sim::Config cios = sim::baseline_config(cfg, "cios");
        set_compiled_kernel(cios);
        list.push_back({"cios", cios});
        if (point.cores != 1) {
            sim::Config self = sim::baseline_config(cfg, shared ? "pmont_shared" : "pmont_net");
            set_scheme_cores(self, 1);
            list.push_back({"self", self});
        }
        return list;
    };
    sim::bind_point(scheme, hooks);
    return scheme;
}

}  // namespace

sim::Scheme pmont_shared_scheme() { return pmont_scheme(true); }
sim::Scheme pmont_net_scheme() { return pmont_scheme(false); }

MONTSIM_REGISTRATION("schemes/pmont", [] {
    sim::register_scheme(pmont_shared_scheme());
    sim::register_scheme(pmont_net_scheme());
})

}  // namespace montsim::schemes
