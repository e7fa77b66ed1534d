// CIOS's registry entry: one MicroBlaze-like core runs cios.s (or the C of
// c/cios.c as gcc compiled it) on the point's operands; the program times
// its own call, the box regions give the CTU, the core counts its word
// products.
#include "schemes/cios/CiosScheme.hpp"

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

class CiosStats : public sim::PointStats {
public:
    sim::Stat s{*this, "s", "words", "words per operand"};
    sim::Stat word_products{*this, "word_products", "",
                            "mul executed: 32x32-bit word products (2s^2 + s for CIOS)"};
    sim::Stat mm_cycles{*this, "mm_cycles", "cycles",
                        "cycles of the mont_cios call, read by the program from the timer (T_CIOS)"};
    sim::Stat ctu{*this, "ctu", "cycles", "cycles per box (white and shaded together), from the box regions"};
    sim::Stat ctu_white{*this, "ctu_white", "cycles", "cycles per white box (a[j]*b[i], s^2 of them)"};
    sim::Stat ctu_shaded{*this, "ctu_shaded", "cycles", "cycles per shaded box (m*n[j], j >= 1: s(s-1) of them)"};
    sim::Stat box_cycles{*this, "box_cycles", "cycles", "cycles in all boxes"};
    sim::Stat hazard_stall_cycles{*this, "hazard_stall_cycles", "cycles",
                                  "data-hazard stall cycles (5-stage pipeline)"};
};

class CiosRun : public sim::SchemeRun {
public:
    explicit CiosRun(const KernelPoint& point)
        : s_(point.s), ops_(point.ops), program_(kernel_program_shared(point.kernel, {{"mulhu", "cios/cios.s"}})) {}

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        spec.nodes.push_back(sim::NodeSpec{mb::kCoreTypeName, "core0", program_, {}, {}});
        return spec;
    }

    void load(sim::Platform& platform) override {
        mb::MbCpu& cpu = platform.node_as<mb::MbCore>(0).cpu();
        add_regions(cpu, box_regions(*program_, "cios_white_box", "cios_shaded_box", "cios_muldi3"));
        layout_ = SosScheme::load(cpu, *program_, ops_);
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(0).cpu();
        check_exit_status(cpu, "the CIOS program");
        check_montgomery_result(ops_, SosScheme::read_result(cpu, layout_, s_), "CIOS, s = " + std::to_string(s_));
        uint64_t white = 0, shaded = 0, white_boxes = 0, shaded_boxes = 0;
        for (const mb::Region& r : cpu.regions()) {
            if (r.name.rfind("cios_white_box", 0) == 0) white += r.cycles;
            if (r.name == "cios_white_box") white_boxes += r.entries;
            if (r.name.rfind("cios_shaded_box", 0) == 0) shaded += r.cycles;
            if (r.name == "cios_shaded_box") shaded_boxes += r.entries;
        }
        // Each box loop entered once per box (plus once per row where a
        // compiled loop tests its condition at the top): the regions are
        // the boxes.
        const uint64_t s = s_;
        if (white_boxes < s * s || white_boxes > s * s + s || shaded_boxes < s * (s - 1) || shaded_boxes > s * s)
            throw std::logic_error("CIOS: the box regions were entered " + std::to_string(white_boxes) + " and " +
                                   std::to_string(shaded_boxes) + " times, not once per box (s^2 and s(s-1))");
        CiosStats st;
        st.cycles = cpu.cycle();
        st.instructions = cpu.stats().instructions;
        st.s = s_;
        st.word_products = cpu.stats().word_products;
        st.mm_cycles = SosScheme::timed_cycles(cpu, layout_);
        const double boxes = double(s * s + s * (s - 1));
        st.ctu = boxes ? double(white + shaded) / boxes : 0.0;
        st.ctu_white = double(white) / double(s * s);
        if (s > 1) st.ctu_shaded = double(shaded) / double(s * (s - 1));
        st.box_cycles = white + shaded;
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

sim::Scheme cios_scheme() {
    sim::Scheme scheme;
    scheme.name = "cios";
    scheme.summary = "sequential CIOS Montgomery multiplication (Baktir-Savas, Alg. 2) on one core";
    scheme.node_types = {mb::kCoreTypeName};
    scheme.params = operand_params();
    for (auto& d : kernel_params()) scheme.params.push_back(std::move(d));
    scheme.stats = sim::declarations_of<CiosStats>();
    sim::PointHooks<KernelPoint> hooks;
    hooks.parse = [](const sim::Config& cfg) { return kernel_point_from(cfg, "cios"); };
    hooks.same_use = no_links_anywhere();
    hooks.inputs = [](const KernelPoint& point) { return kernel_program_inputs(point.kernel); };
    hooks.prepare = [](const KernelPoint& point) { return std::make_unique<CiosRun>(point); };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/cios", [] { sim::register_scheme(cios_scheme()); })

}  // namespace montsim::schemes
