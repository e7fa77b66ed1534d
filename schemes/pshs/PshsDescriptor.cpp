// pSHS's registry entry: p MicroBlaze-like cores, each running pshs.s with
// its own parameter block, core i's FSL put port 0 feeding core i+1's get
// port 0 (a logical ring; platform.topology decides what carries it). Every
// core's copy of the result is checked; the speedup divides by the SOS
// baseline on the same core configuration, which the engine runs once per
// sweep.
#include <algorithm>
#include <memory>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "network/LinkParams.hpp"
#include "schemes/common/BoxRegions.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/pshs/PshsScheme.hpp"
#include "sim/Baseline.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace {

// The forms of pshs.c besides the literal one (scheme.c_variant).
const std::vector<std::string> kCVariants = {"hoisted", "incremental", "careful"};

class PshsStats : public sim::PointStats {
public:
    PshsStats()
        : sim::PointStats("execution time: from the common start to the last core holding the result (timer "
                          "readings)") {}
    sim::Stat s{*this, "s", "words", "words per operand"};
    sim::Stat q{*this, "q", "columns", "columns per Task Block"};
    sim::Stat t_sos{*this, "t_sos", "cycles", "the SOS baseline's mm_cycles on the same core configuration"};
    sim::Stat speedup{*this, "speedup", "", "t_sos / cycles"};
    sim::Stat ctu{*this, "ctu", "cycles",
                  "cycles per box (white and shaded together), from the box regions of all cores"};
    sim::Stat ctu_white{*this, "ctu_white", "cycles", "cycles per white box"};
    sim::Stat ctu_shaded{*this, "ctu_shaded", "cycles", "cycles per shaded box"};
    sim::Stat halt_cycles{*this, "halt_cycles", "cycles", "cycle at which the last core halted"};
};

// A point of pSHS: every key it reads, read and checked once.
struct PshsPoint {
    unsigned s, p, q;
    uint32_t link_depth;
    MontOperands ops;
    bool marks_messages;
    KernelChoice kernel;
    std::string c_variant;  // for the SOS baseline's like form
};

PshsPoint parse(const sim::Config& cfg) {
    const OperandKeys keys = operand_keys_from(cfg);
    PshsPoint point;
    point.s = keys.words();
    point.p = scheme_cores(cfg);
    point.q = PshsScheme::columns(cfg, point.s, point.p);
    PshsScheme::validate(point.s, point.p, point.q);
    point.link_depth = net::link_depth_from(cfg);
    point.ops = keys.operands(point.s);
    point.marks_messages = marks_messages(cfg);
    point.kernel = kernel_choice_from(cfg, "pshs", kCVariants, point.marks_messages);
    point.c_variant = c_variant(cfg);
    return point;
}

class PshsRun : public sim::SchemeRun {
public:
    explicit PshsRun(const PshsPoint& point)
        : s_(point.s), p_(point.p), q_(point.q), link_depth_(point.link_depth) {
        ops_ = point.ops;
        validate_operands(ops_);
        marks_messages_ = point.marks_messages;
        program_ = kernel_program_shared(point.kernel,
                                         {{"mulhu", marks_messages_ ? "pshs/pshs_marked.s" : "pshs/pshs.s"}});
        // Checks s, p and q once; every core has this layout.
        layout_ = PshsScheme::layout(*program_, s_, p_, q_, link_depth_);
    }

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec = microblaze_ring(p_, program_);
        spec.marks_messages = marks_messages_;
        return spec;
    }

    void load(sim::Platform& platform) override {
        const std::vector<NamedRange> regions = PshsScheme::box_regions(*program_);
        for (unsigned i = 0; i < p_; ++i) {
            mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            add_regions(cpu, regions);
            PshsScheme::load(cpu, layout_, ops_, p_, q_, i);
        }
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines& baselines) const override {
        uint64_t start = UINT64_MAX, end = 0;
        uint64_t instructions = 0;
        std::vector<const mb::MbCpu*> cpus;
        const BigInt expected = montgomery_product(ops_);  // once: its modular inverse dominates at 256 cores
        for (unsigned i = 0; i < p_; ++i) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            check_exit_status(cpu, "pSHS core " + std::to_string(i));
            check_montgomery_result(expected, s_, PshsScheme::read_result(cpu, layout_, s_),
                                    "pSHS core " + std::to_string(i) + " (s = " + std::to_string(s_) +
                                        ", p = " + std::to_string(p_) + ", q = " + std::to_string(q_) + ")");
            const TimerSpan span = timer_span(cpu, PshsScheme::timer_start(cpu, layout_),
                                              PshsScheme::timer_end(cpu, layout_), "pSHS core " + std::to_string(i));
            start = std::min(start, span.start);
            end = std::max(end, span.end);
            instructions += cpu.stats().instructions;
            cpus.push_back(&cpu);
        }
        check_box_entries(cpus, "pshs_white_box", "pshs_shaded_box", uint64_t(s_) * s_, "pSHS");
        const auto [white, shaded] = box_cycles(cpus, "pshs_white_box", "pshs_shaded_box", "pshs_muldi3");
        const uint64_t t_sos = uint64_t(std::get<int64_t>(sim::stat_value(baselines.at("sos"), "mm_cycles")));
        const uint64_t et = end - start;
        const double boxes = double(s_) * s_;
        PshsStats st;
        st.cycles = et;
        st.instructions = instructions;
        st.s = s_;
        st.q = q_;
        st.t_sos = t_sos;
        st.speedup = double(t_sos) / double(et);
        st.ctu = double(white + shaded) / (2 * boxes);
        st.ctu_white = double(white) / boxes;
        st.ctu_shaded = double(shaded) / boxes;
        st.halt_cycles = platform.cycles();
        return st.values();
    }

private:
    unsigned s_, p_, q_, link_depth_;
    bool marks_messages_ = false;  // scheme.mark_messages: each message's last word put with the control bit
    MontOperands ops_;
    std::shared_ptr<const mb::Program> program_;  // the process's one assembled copy
    PshsLayout layout_;
};

}  // namespace

sim::Scheme pshs_scheme() {
    sim::Scheme scheme;
    scheme.name = "pshs";
    scheme.summary = "parallel Separated Hybrid Scanning (pSHS paper, Alg. 2) on p cores in a logical ring";
    scheme.node_types = {mb::kCoreTypeName};
    scheme.params = operand_params();
    for (auto& d : kernel_params()) scheme.params.push_back(std::move(d));
    scheme.params.push_back(c_variant_param());
    scheme.params.push_back(mark_messages_param());
    scheme.params.push_back(cores_param());
    scheme.params.push_back(PshsScheme::columns_param());
    scheme.stats = sim::declarations_of<PshsStats>();
    scheme.reports_node_stats = true;
    sim::PointHooks<PshsPoint> hooks;
    hooks.parse = parse;
    hooks.inputs = [](const PshsPoint& point) { return kernel_program_inputs(point.kernel); };
    hooks.prepare = [](const PshsPoint& point) { return std::make_unique<PshsRun>(point); };
    hooks.baselines = [](const PshsPoint& point, const sim::Config& cfg) {
        sim::Config sos = sim::baseline_config(cfg, "sos");
        // Like for like: SOS's C has no row bounds to keep, only the multiplier to hoist.
        if (point.c_variant == "incremental") set_c_variant(sos, "literal");
        if (point.c_variant == "careful") set_c_variant(sos, "hoisted");
        std::vector<sim::BaselineRequest> requests;
        requests.push_back({"sos", std::move(sos)});
        return requests;
    };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/pshs", [] { sim::register_scheme(pshs_scheme()); })

}  // namespace montsim::schemes
