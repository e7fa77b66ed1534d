#include "sim/Runner.hpp"

#include <optional>
#include <ostream>
#include <stdexcept>
#include <systemc>

#include "cores/mb/MbCore.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/CoreConfig.hpp"
#include "sim/Platform.hpp"

namespace montsim::sim {

namespace {

std::optional<std::string> optional_text(const Config& cfg, const std::string& key) {
    if (!cfg.has(key)) return std::nullopt;
    return cfg.get_string(key);
}

schemes::MontOperands operands_from(const Config& cfg, unsigned s) {
    return schemes::operands_from_text(s, static_cast<uint64_t>(cfg.get_int("scheme.seed")),
                                       optional_text(cfg, "scheme.a"), optional_text(cfg, "scheme.b"),
                                       optional_text(cfg, "scheme.n"));
}

const mb::Region& region(const mb::MbCpu& cpu, const std::string& name) {
    for (const auto& r : cpu.regions())
        if (r.name == name) return r;
    throw std::logic_error("no region " + name);
}

Stats run_sos(const Config& cfg) {
    const int64_t bits = cfg.get_int("scheme.bits");
    const unsigned s = static_cast<unsigned>(bits / 32);
    const schemes::MontOperands ops = operands_from(cfg, s);
    const mb::Program program = schemes::SosScheme::program();

    Platform platform(platform_config_from(cfg, 1), program);
    mb::MbCpu& cpu = platform.core(0).cpu();
    schemes::SosScheme::add_regions(cpu, program);
    const schemes::SosLayout layout = schemes::SosScheme::load(cpu, program, ops);
    platform.run();

    if (cpu.exit_status() != 0)
        throw std::runtime_error("SOS program exited with status " + std::to_string(cpu.exit_status()));
    schemes::check_montgomery_result(ops, schemes::SosScheme::read_result(cpu, layout, s), "SOS, s = " + std::to_string(s));

    const mb::Region& white = region(cpu, "sos_white_box");
    const mb::Region& shaded = region(cpu, "sos_shaded_box");
    const double boxes = double(s) * s;
    const uint64_t timed = schemes::SosScheme::timed_cycles(cpu, layout);
    Stats st;
    st.emplace_back("cycles", int64_t(cpu.cycle()));
    st.emplace_back("instructions", int64_t(cpu.stats().instructions));
    st.emplace_back("correct", true);
    st.emplace_back("s", int64_t(s));
    st.emplace_back("mm_cycles", int64_t(timed));
    st.emplace_back("ctu", double(white.cycles + shaded.cycles) / (2 * boxes));
    st.emplace_back("ctu_white", double(white.cycles) / boxes);
    st.emplace_back("ctu_shaded", double(shaded.cycles) / boxes);
    st.emplace_back("cycles_per_box", double(timed) / (2 * boxes));
    st.emplace_back("box_cycles", int64_t(white.cycles + shaded.cycles));
    st.emplace_back("hazard_stall_cycles", int64_t(cpu.stats().hazard_stall_cycles));
    return st;
}

}  // namespace

Stats run_point(const Config& cfg) {
    const std::string& scheme = cfg.get_string("scheme.name");
    if (scheme == "sos") return run_sos(cfg);
    throw std::invalid_argument("scheme.name = \"" + scheme + "\" is not a known scheme");
}

ExecOutcome exec_program(const mb::Program& program, const Config& cfg, std::ostream& out) {
    Platform platform(platform_config_from(cfg, 1), program);
    const mb::MbCpu& cpu = platform.core(0).cpu();
    platform.core(0).cpu().set_output(&out);
    platform.run();
    out.flush();
    ExecOutcome o;
    o.exit_status = cpu.exit_status();
    o.cycles = cpu.cycle();
    o.instructions = cpu.stats().instructions;
    return o;
}

}  // namespace montsim::sim
