#include "sim/Runner.hpp"

#include <algorithm>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <systemc>

#include "cores/mb/MbCore.hpp"
#include "cores/vliw/VliwMachine.hpp"
#include "schemes/fan/FanScheme.hpp"
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
    const mb::Program program = schemes::SosScheme::program(schemes::sos_kernel(cfg.get_string("scheme.kernel")));

    Platform platform(platform_config_from(cfg, 1), program);
    mb::MbCpu& cpu = platform.core(0).cpu();
    schemes::SosScheme::add_regions(cpu, program);
    const schemes::SosLayout layout = schemes::SosScheme::load(cpu, program, ops);
    platform.run();

    if (cpu.exit_status() != 0)
        throw std::runtime_error("SOS program exited with status " + std::to_string(cpu.exit_status()));
    schemes::check_montgomery_result(ops, schemes::SosScheme::read_result(cpu, layout, s), "SOS, s = " + std::to_string(s));

    const auto [white_cycles, shaded_cycles] = schemes::SosScheme::box_cycles(cpu);
    const double boxes = double(s) * s;
    const uint64_t timed = schemes::SosScheme::timed_cycles(cpu, layout);
    Stats st;
    st.emplace_back("cycles", int64_t(cpu.cycle()));
    st.emplace_back("instructions", int64_t(cpu.stats().instructions));
    st.emplace_back("correct", true);
    st.emplace_back("s", int64_t(s));
    st.emplace_back("mm_cycles", int64_t(timed));
    st.emplace_back("ctu", double(white_cycles + shaded_cycles) / (2 * boxes));
    st.emplace_back("ctu_white", double(white_cycles) / boxes);
    st.emplace_back("ctu_shaded", double(shaded_cycles) / boxes);
    st.emplace_back("cycles_per_box", double(timed) / (2 * boxes));
    st.emplace_back("box_cycles", int64_t(white_cycles + shaded_cycles));
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

schemes::fan::FanMethod fan_method(const std::string& name) {
    if (name == "single") return schemes::fan::FanMethod::Single;
    if (name == "method-I") return schemes::fan::FanMethod::MethodI;
    if (name == "method-II") return schemes::fan::FanMethod::MethodII;
    throw std::invalid_argument("scheme.method = \"" + name + "\": must be \"single\", \"method-I\" or \"method-II\"");
}

Stats run_fan(const Config& cfg) {
    namespace fan = schemes::fan;
    const unsigned bits = static_cast<unsigned>(cfg.get_int("scheme.bits"));
    fan::FanParams fp;
    fp.word_bits = static_cast<unsigned>(cfg.get_int("vliw.word_bits"));
    fp.s = bits / fp.word_bits;
    fp.method = fan_method(cfg.get_string("scheme.method"));
    // The single-core baseline runs on one core whatever scheme.p says.
    fp.cores = fp.method == fan::FanMethod::Single ? 1u : static_cast<unsigned>(cfg.get_int("scheme.p"));
    fp.registers = static_cast<unsigned>(cfg.get_int("vliw.registers"));
    fp.latency.load = static_cast<uint32_t>(cfg.get_int("vliw.latency_load"));
    fp.latency.store = static_cast<uint32_t>(cfg.get_int("vliw.latency_store"));
    fp.latency.mul = static_cast<uint32_t>(cfg.get_int("vliw.latency_mul"));
    fp.latency.add = static_cast<uint32_t>(cfg.get_int("vliw.latency_add"));
    fan::validate(fp);

    // Operands as for the other schemes (same bits, same seed, same checks).
    const schemes::MontOperands ops = operands_from(cfg, bits / 32);
    const schemes::BigInt x = schemes::to_big(ops.a), y = schemes::to_big(ops.b), m = schemes::to_big(ops.n);

    const fan::FanBuild build = fan::build_fan(fp);
    // The scheduler's output is checked independently before it runs.
    const std::vector<std::string> violations = fan::check_schedule(build.program, fp.latency);
    if (!violations.empty())
        throw std::logic_error("the " + fan::method_name(fp.method) + " scheduler produced an invalid schedule (" +
                               std::to_string(violations.size()) + " violations), first: " + violations.front());

    FreshSimContext context;
    vliw::VliwMachine machine("vliw", build.program, fp.latency);
    if (machine.error()) throw std::runtime_error(*machine.error());
    for (const auto& [addr, word] : fan::initial_memory(build, x, y, m)) machine.write_memory(addr, word);
    sc_core::sc_start();
    if (machine.error()) throw std::runtime_error(*machine.error());
    if (!machine.finished()) throw std::runtime_error("the VLIW machine stopped before its last bundle");

    // No final subtraction on the VLIW: Z < 2M and Z = X*Y*R^-1 (mod M).
    const schemes::BigInt z = fan::read_result(build, [&](uint32_t a) { return machine.read_memory(a); });
    const schemes::BigInt expected = schemes::montgomery_product(ops);
    if (z >= 2 * m || z % m != expected)
        throw std::runtime_error("fan " + fan::method_name(fp.method) + ": wrong Montgomery product for s = " +
                                 std::to_string(fp.s) + ", p = " + std::to_string(fp.cores) + ", S_rf = " +
                                 std::to_string(fp.registers) + "\n  expected " + schemes::to_hex(expected) +
                                 " (mod M, below 2M)\n  got      " + schemes::to_hex(z));

    const vliw::VliwStats& vs = machine.stats();
    auto loads = [&](vliw::MemKind k) { return int64_t(vs.loads[size_t(k)]); };
    auto stores = [&](vliw::MemKind k) { return int64_t(vs.stores[size_t(k)]); };
    const int64_t load_opr = loads(vliw::MemKind::Operand);
    const int64_t load_tr = loads(vliw::MemKind::Transfer) + loads(vliw::MemKind::Spill);
    const int64_t store_tr = stores(vliw::MemKind::Transfer) + stores(vliw::MemKind::Spill);
    const fan::FanFormula formula = fan::slides_formula(fp);
    Stats st;
    st.emplace_back("cycles", int64_t(vs.cycles));
    st.emplace_back("instructions", int64_t(vs.muls + vs.adds + load_opr + load_tr + store_tr +
                                            loads(vliw::MemKind::Constant) + stores(vliw::MemKind::Result)));
    st.emplace_back("correct", true);
    st.emplace_back("s", int64_t(fp.s));
    st.emplace_back("cores", int64_t(fp.cores));
    st.emplace_back("bundles", int64_t(vs.bundles));
    st.emplace_back("n_load_opr", load_opr);
    st.emplace_back("n_load_tr", load_tr);
    st.emplace_back("n_store_tr", store_tr);
    st.emplace_back("n_total", load_opr + load_tr + store_tr);
    st.emplace_back("n_load_const", loads(vliw::MemKind::Constant));
    st.emplace_back("n_store_result", stores(vliw::MemKind::Result));
    st.emplace_back("n_spill", loads(vliw::MemKind::Spill) + stores(vliw::MemKind::Spill));
    st.emplace_back("slides_regime", formula.regime);
    st.emplace_back("slides_n_load_opr", int64_t(formula.load_opr));
    st.emplace_back("slides_n_load_tr", int64_t(formula.load_tr));
    st.emplace_back("slides_n_store_tr", int64_t(formula.store_tr));
    st.emplace_back("muls", int64_t(vs.muls));
    st.emplace_back("adds", int64_t(vs.adds));
    return st;
}

}  // namespace

Stats run_point(const Config& cfg) {
    const std::string& scheme = cfg.get_string("scheme.name");
    if (scheme == "sos") return run_sos(cfg);
    if (scheme == "pshs") return run_pshs(cfg);
    if (scheme == "fan") return run_fan(cfg);
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
