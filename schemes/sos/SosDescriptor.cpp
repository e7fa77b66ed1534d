// SOS's registry entry: one MicroBlaze-like core runs sos.s (or
// sos_libgcc.s) on the point's operands; the program times its own call with
// the timer, and the box regions give the CTU.
#include <memory>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "schemes/common/BoxRegions.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace {

// The forms of sos.c besides the literal one (scheme.c_variant).
const std::vector<std::string> kCVariants = {"hoisted"};

class SosStats : public sim::PointStats {
public:
    sim::Stat s{*this, "s", "words", "words per operand"};
    sim::Stat mm_cycles{*this, "mm_cycles", "cycles",
                        "cycles of the mont_sos call, read by the program from the timer (T_SOS)"};
    sim::Stat ctu{*this, "ctu", "cycles", "cycles per box (white and shaded together), from the box regions"};
    sim::Stat ctu_white{*this, "ctu_white", "cycles", "cycles per white box (the A*B product)"};
    sim::Stat ctu_shaded{*this, "ctu_shaded", "cycles", "cycles per shaded box (the reduction)"};
    sim::Stat cycles_per_box{*this, "cycles_per_box", "cycles", "mm_cycles / 2s^2, the paper's way to a CTU"};
    sim::Stat box_cycles{*this, "box_cycles", "cycles", "cycles in all boxes"};
    sim::Stat box_instructions{*this, "box_instructions", "",
                               "instructions executed in all boxes (box_cycles over this: the hazard stalls)"};
    sim::Stat hazard_stall_cycles{*this, "hazard_stall_cycles", "cycles",
                                  "data-hazard stall cycles (5-stage pipeline)"};
};

class SosRun : public sim::SchemeRun {
public:
    explicit SosRun(const KernelPoint& point)
        : s_(point.s),
          ops_(point.ops),
          program_(kernel_program_shared(point.kernel, {{"mulhu", "sos/sos.s"}, {"libgcc", "sos/sos_libgcc.s"}})) {}

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        spec.nodes.push_back(sim::NodeSpec{mb::kCoreTypeName, "core0", program_, {}, {}});
        return spec;
    }

    void load(sim::Platform& platform) override {
        mb::MbCpu& cpu = platform.node_as<mb::MbCore>(0).cpu();
        SosScheme::add_regions(cpu, *program_);
        layout_ = SosScheme::load(cpu, *program_, ops_);
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(0).cpu();
        check_exit_status(cpu, "the SOS program");
        check_montgomery_result(ops_, SosScheme::read_result(cpu, layout_, s_), "SOS, s = " + std::to_string(s_));

        check_box_entries({&cpu}, "sos_white_box", "sos_shaded_box", uint64_t(s_) * s_, "SOS");
        const auto [white_cycles, shaded_cycles] = SosScheme::box_cycles(cpu);
        const double boxes = double(s_) * s_;
        const uint64_t timed = SosScheme::timed_cycles(cpu, layout_);
        SosStats st;
        st.cycles = cpu.cycle();
        st.instructions = cpu.stats().instructions;
        st.s = s_;
        st.mm_cycles = timed;
        st.ctu = double(white_cycles + shaded_cycles) / (2 * boxes);
        st.ctu_white = double(white_cycles) / boxes;
        st.ctu_shaded = double(shaded_cycles) / boxes;
        st.cycles_per_box = double(timed) / (2 * boxes);
        st.box_cycles = white_cycles + shaded_cycles;
        st.box_instructions = box_instructions({&cpu}, "sos_white_box", "sos_shaded_box", "sos_muldi3");
        st.hazard_stall_cycles = cpu.stats().hazard_stall_cycles;
        return st.values();
    }

private:
    unsigned s_;
    MontOperands ops_;
    std::shared_ptr<const mb::Program> program_;  // the process's one assembled copy
    SosLayout layout_;
};

}  // namespace

sim::Scheme sos_scheme() {
    sim::Scheme scheme;
    scheme.name = "sos";
    scheme.is_default = true;  // the baseline every speedup divides by
    scheme.summary = "sequential SOS Montgomery multiplication (pSHS paper, Alg. 1) on one core";
    scheme.node_types = {mb::kCoreTypeName};
    scheme.params = operand_params();
    for (auto& d : kernel_params()) scheme.params.push_back(std::move(d));
    scheme.params.push_back(c_variant_param());
    scheme.stats = sim::declarations_of<SosStats>();
    sim::PointHooks<KernelPoint> hooks;
    hooks.parse = [](const sim::Config& cfg) { return kernel_point_from(cfg, "sos", kCVariants); };
    hooks.same_use = no_links_anywhere();
    hooks.inputs = [](const KernelPoint& point) { return kernel_program_inputs(point.kernel); };
    hooks.prepare = [](const KernelPoint& point) { return std::make_unique<SosRun>(point); };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/sos", [] { sim::register_scheme(sos_scheme()); })

}  // namespace montsim::schemes
