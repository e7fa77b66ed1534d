#include "schemes/common/SchemePoint.hpp"

#include <optional>
#include <stdexcept>

namespace montsim::schemes {

namespace {
std::optional<std::string> optional_text(const sim::Config& cfg, const std::string& key) {
    if (!cfg.has(key)) return std::nullopt;
    return cfg.get_string(key);
}
}  // namespace

MontOperands operands_from(const sim::Config& cfg, unsigned s) {
    return operands_from_text(s, static_cast<uint64_t>(cfg.get_int("scheme.seed")), optional_text(cfg, "scheme.a"),
                              optional_text(cfg, "scheme.b"), optional_text(cfg, "scheme.n"));
}

sim::ParamDecl cores_param() {
    return sim::int_param("scheme.p", 4, 1, 256, "cores", "cores the scheme runs on (pshs: s must be divisible by p*q)");
}

void add_core_stats(sim::Stats& st, unsigned i, const mb::MbCpu& cpu) {
    const std::string c = "core" + std::to_string(i) + ".";
    const mb::CpuStats& x = cpu.stats();
    st.emplace_back(c + "instructions", int64_t(x.instructions));
    st.emplace_back(c + "busy_cycles", int64_t(cpu.cycle() - x.fsl_get_stall_cycles - x.fsl_put_stall_cycles));
    st.emplace_back(c + "get_stall_cycles", int64_t(x.fsl_get_stall_cycles));
    st.emplace_back(c + "put_stall_cycles", int64_t(x.fsl_put_stall_cycles));
    st.emplace_back(c + "words_sent", int64_t(x.words_sent));
    st.emplace_back(c + "words_received", int64_t(x.words_received));
    st.emplace_back(c + "halt_cycle", int64_t(cpu.cycle()));
}

sim::PlatformSpec microblaze_ring(unsigned cores, const mb::Program& program) {
    sim::PlatformSpec spec;
    for (unsigned i = 0; i < cores; ++i) {
        spec.nodes.push_back(sim::NodeSpec{"microblaze", "core" + std::to_string(i), program, {}, {}});
        spec.links.push_back(net::LogicalLink{i, 0, (i + 1) % cores, 0});
    }
    return spec;
}

TimerSpan timer_span(const mb::MbCpu& cpu, uint32_t stored_start, uint32_t stored_end, const std::string& who) {
    const auto& reads = cpu.timer_reads();
    if (reads.size() != 2)
        throw std::logic_error(who + " read the timer " + std::to_string(reads.size()) + " times, not twice");
    if (uint32_t(reads[0]) != stored_start || uint32_t(reads[1]) != stored_end)
        throw std::logic_error(who + ": the timer words it stored are not the ones it read");
    return TimerSpan{reads[0], reads[1]};
}

void check_exit_status(const mb::MbCpu& cpu, const std::string& who) {
    if (cpu.exit_status() != 0)
        throw std::runtime_error(who + " exited with status " + std::to_string(cpu.exit_status()));
}

}  // namespace montsim::schemes
