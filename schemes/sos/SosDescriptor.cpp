// SOS's registry entry: one MicroBlaze-like core runs sos.s (or
// sos_libgcc.s) on the point's operands; the program times its own call with
// the timer, and the box regions give the CTU.
#include <memory>

#include "cores/mb/MbCore.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/Platform.hpp"

namespace montsim::schemes {

namespace {

class SosRun : public sim::SchemeRun {
public:
    explicit SosRun(const sim::Config& cfg)
        : s_(static_cast<unsigned>(cfg.get_int("scheme.bits") / 32)),
          ops_(operands_from(cfg, s_)),
          program_(kernel_program(cfg, "sos", {{"mulhu", "sos/sos.s"}, {"libgcc", "sos/sos_libgcc.s"}})) {}

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        spec.nodes.push_back(sim::NodeSpec{"microblaze", "core0", program_, {}, {}});
        return spec;
    }

    void load(sim::Platform& platform) override {
        mb::MbCpu& cpu = platform.node_as<mb::MbCore>(0).cpu();
        SosScheme::add_regions(cpu, program_);
        layout_ = SosScheme::load(cpu, program_, ops_);
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(0).cpu();
        check_exit_status(cpu, "the SOS program");
        check_montgomery_result(ops_, SosScheme::read_result(cpu, layout_, s_), "SOS, s = " + std::to_string(s_));

        check_box_entries({&cpu}, "sos_white_box", "sos_shaded_box", uint64_t(s_) * s_, "SOS");
        const auto [white_cycles, shaded_cycles] = SosScheme::box_cycles(cpu);
        const double boxes = double(s_) * s_;
        const uint64_t timed = SosScheme::timed_cycles(cpu, layout_);
        sim::Stats st;
        st.emplace_back("cycles", int64_t(cpu.cycle()));
        st.emplace_back("instructions", int64_t(cpu.stats().instructions));
        st.emplace_back("correct", true);
        st.emplace_back("s", int64_t(s_));
        st.emplace_back("mm_cycles", int64_t(timed));
        st.emplace_back("ctu", double(white_cycles + shaded_cycles) / (2 * boxes));
        st.emplace_back("ctu_white", double(white_cycles) / boxes);
        st.emplace_back("ctu_shaded", double(shaded_cycles) / boxes);
        st.emplace_back("cycles_per_box", double(timed) / (2 * boxes));
        st.emplace_back("box_cycles", int64_t(white_cycles + shaded_cycles));
        st.emplace_back("box_instructions",
                        int64_t(box_instructions({&cpu}, "sos_white_box", "sos_shaded_box", "sos_muldi3")));
        st.emplace_back("hazard_stall_cycles", int64_t(cpu.stats().hazard_stall_cycles));
        return st;
    }

private:
    unsigned s_;
    MontOperands ops_;
    mb::Program program_;
    SosLayout layout_;
};

}  // namespace

sim::Scheme sos_scheme() {
    sim::Scheme scheme;
    scheme.name = "sos";
    scheme.summary = "sequential SOS Montgomery multiplication (pSHS paper, Alg. 1) on one core";
    scheme.core_type = "microblaze";
    scheme.params = kernel_params();
    scheme.stats = {
        {"s", "words per operand"},
        {"mm_cycles", "cycles of the mont_sos call, read by the program from the timer (T_SOS)"},
        {"ctu", "cycles per box (white and shaded together), from the box regions"},
        {"ctu_white", "cycles per white box (the A*B product)"},
        {"ctu_shaded", "cycles per shaded box (the reduction)"},
        {"cycles_per_box", "mm_cycles / 2s^2, the paper's way to a CTU"},
        {"box_cycles", "cycles in all boxes"},
        {"box_instructions", "instructions executed in all boxes (box_cycles over this: the hazard stalls)"},
        {"hazard_stall_cycles", "data-hazard stall cycles (5-stage pipeline)"},
    };
    scheme.prepare = [](const sim::Config& cfg) { return std::make_unique<SosRun>(cfg); };
    return scheme;
}

}  // namespace montsim::schemes
