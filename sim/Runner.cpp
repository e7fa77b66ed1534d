#include "sim/Runner.hpp"

#include <algorithm>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <systemc>

#include "cores/mb/MbCore.hpp"
#include "schemes/pshs/PshsScheme.hpp"
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

// The platform's core count: platform.cores, or what the scheme needs.
unsigned platform_cores(const Config& cfg, unsigned needed, const std::string& scheme) {
    const int64_t cores = cfg.get_int("platform.cores");
    if (cores != 0 && cores != int64_t(needed))
        throw std::invalid_argument(scheme + " needs a ring of exactly " + std::to_string(needed) +
                                    " cores (scheme.p), but platform.cores = " + std::to_string(cores));
    return needed;
}

void add_core_stats(Stats& st, unsigned i, const mb::MbCpu& cpu) {
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

Stats run_pshs(const Config& cfg) {
    const unsigned s = static_cast<unsigned>(cfg.get_int("scheme.bits") / 32);
    const unsigned p = static_cast<unsigned>(cfg.get_int("scheme.p"));
    const int64_t q_key = cfg.get_int("scheme.q");
    if (q_key == 0 && s % p != 0)
        throw std::invalid_argument("scheme.q = 0 means q = s/p, but s = " + std::to_string(s) +
                                    " is not divisible by p = " + std::to_string(p));
    const unsigned q = q_key == 0 ? s / p : static_cast<unsigned>(q_key);
    schemes::PshsScheme::validate(s, p, q);
    const schemes::MontOperands ops = operands_from(cfg, s);
    const mb::Program program = schemes::PshsScheme::program();

    uint64_t t_sos = 0;
    {
        // The baseline on the same core and timing table, for the speedup.
        Config sos = cfg;
        sos.set("scheme.name", std::string("sos"));
        sos.set("platform.cores", int64_t(0));
        for (const auto& [k, v] : run_sos(sos))
            if (k == "mm_cycles") t_sos = uint64_t(std::get<int64_t>(v));
    }

    Platform platform(platform_config_from(cfg, platform_cores(cfg, p, "pSHS")), program);
    std::vector<schemes::PshsLayout> layouts;
    for (unsigned i = 0; i < p; ++i) {
        mb::MbCpu& cpu = platform.core(i).cpu();
        schemes::PshsScheme::add_regions(cpu, program);
        layouts.push_back(schemes::PshsScheme::load(cpu, program, ops, p, q, i,
                                                    static_cast<unsigned>(cfg.get_int("link.depth"))));
    }
    platform.run();

    uint32_t start = UINT32_MAX, end = 0;
    uint64_t instructions = 0, box_cycles = 0, white = 0, shaded = 0;
    for (unsigned i = 0; i < p; ++i) {
        const mb::MbCpu& cpu = platform.core(i).cpu();
        if (cpu.exit_status() != 0)
            throw std::runtime_error("pSHS core " + std::to_string(i) + " exited with status " +
                                     std::to_string(cpu.exit_status()));
        schemes::check_montgomery_result(ops, schemes::PshsScheme::read_result(cpu, layouts[i], s),
                                         "pSHS core " + std::to_string(i) + " (s = " + std::to_string(s) +
                                             ", p = " + std::to_string(p) + ", q = " + std::to_string(q) + ")");
        start = std::min(start, schemes::PshsScheme::timer_start(cpu, layouts[i]));
        end = std::max(end, schemes::PshsScheme::timer_end(cpu, layouts[i]));
        instructions += cpu.stats().instructions;
        white += region(cpu, "pshs_white_box").cycles;
        shaded += region(cpu, "pshs_shaded_box").cycles;
    }
    box_cycles = white + shaded;
    const uint64_t et = end - start;
    const double boxes = double(s) * s;
    Stats st;
    st.emplace_back("cycles", int64_t(et));
    st.emplace_back("instructions", int64_t(instructions));
    st.emplace_back("correct", true);
    st.emplace_back("s", int64_t(s));
    st.emplace_back("q", int64_t(q));
    st.emplace_back("t_sos", int64_t(t_sos));
    st.emplace_back("speedup", double(t_sos) / double(et));
    st.emplace_back("ctu", double(box_cycles) / (2 * boxes));
    st.emplace_back("ctu_white", double(white) / boxes);
    st.emplace_back("ctu_shaded", double(shaded) / boxes);
    st.emplace_back("halt_cycles", int64_t(platform.cycles()));
    for (unsigned i = 0; i < p; ++i) add_core_stats(st, i, platform.core(i).cpu());
    return st;
}

}  // namespace

Stats run_point(const Config& cfg) {
    const std::string& scheme = cfg.get_string("scheme.name");
    if (scheme == "sos") return run_sos(cfg);
    if (scheme == "pshs") return run_pshs(cfg);
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
