// Fan et al.'s registry entry: one VLIW machine node (p cores inside, one
// shared memory) runs the program the generator, register allocator and list
// scheduler made for the point; the schedule is checked independently before
// it runs, and the result against the big-integer reference after.
#include <memory>

#include "cores/vliw/VliwMachine.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/fan/FanScheme.hpp"
#include "sim/Platform.hpp"

namespace montsim::schemes::fan {

namespace {

FanParams params_from(const sim::Config& cfg) {
    FanParams fp;
    fp.word_bits = static_cast<unsigned>(cfg.get_int("vliw.word_bits"));
    fp.s = static_cast<unsigned>(cfg.get_int("scheme.bits")) / fp.word_bits;
    fp.method = value_of(kFanMethodNames, cfg.get_string("scheme.method"), "scheme.method");
    // The single-core baseline runs on one core whatever scheme.p says.
    fp.cores = fp.method == FanMethod::Single ? 1u : static_cast<unsigned>(cfg.get_int("scheme.p"));
    fp.registers = static_cast<unsigned>(cfg.get_int("vliw.registers"));
    fp.latency.load = static_cast<uint32_t>(cfg.get_int("vliw.latency_load"));
    fp.latency.store = static_cast<uint32_t>(cfg.get_int("vliw.latency_store"));
    fp.latency.mul = static_cast<uint32_t>(cfg.get_int("vliw.latency_mul"));
    fp.latency.add = static_cast<uint32_t>(cfg.get_int("vliw.latency_add"));
    validate(fp);
    return fp;
}

class FanRun : public sim::SchemeRun {
public:
    explicit FanRun(const sim::Config& cfg) : fp_(params_from(cfg)) {
        // Operands as for the other schemes (same bits, same seed, same checks).
        ops_ = operands_from(cfg, static_cast<unsigned>(cfg.get_int("scheme.bits")) / 32);
        build_ = build_fan(fp_);
        // The scheduler's output is checked independently before it runs.
        const std::vector<std::string> violations = check_schedule(build_.program, fp_.latency);
        if (!violations.empty())
            throw std::logic_error("the " + method_name(fp_.method) + " scheduler produced an invalid schedule (" +
                                   std::to_string(violations.size()) + " violations), first: " + violations.front());
    }

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        spec.nodes.push_back(sim::NodeSpec{"vliw", "vliw", build_.program, {}, {}});
        return spec;
    }

    void load(sim::Platform& platform) override {
        vliw::VliwMachine& machine = platform.node_as<vliw::VliwMachine>(0);
        if (machine.error()) throw std::runtime_error(*machine.error());
        for (const auto& [addr, word] : initial_memory(build_, to_big(ops_.a), to_big(ops_.b), to_big(ops_.n)))
            machine.write_memory(addr, word);
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        const vliw::VliwMachine& machine = platform.node_as<vliw::VliwMachine>(0);
        // No final subtraction on the VLIW: Z < 2M and Z = X*Y*R^-1 (mod M).
        const BigInt m = to_big(ops_.n);
        const BigInt z = read_result(build_, [&](uint32_t a) { return machine.read_memory(a); });
        const BigInt expected = montgomery_product(ops_);
        if (z >= 2 * m || z % m != expected)
            throw std::runtime_error("fan " + method_name(fp_.method) + ": wrong Montgomery product for s = " +
                                     std::to_string(fp_.s) + ", p = " + std::to_string(fp_.cores) + ", S_rf = " +
                                     std::to_string(fp_.registers) + "\n  expected " + to_hex(expected) +
                                     " (mod M, below 2M)\n  got      " + to_hex(z));

        const vliw::VliwStats& vs = machine.stats();
        auto loads = [&](vliw::MemKind k) { return int64_t(vs.loads[size_t(k)]); };
        auto stores = [&](vliw::MemKind k) { return int64_t(vs.stores[size_t(k)]); };
        const int64_t load_opr = loads(vliw::MemKind::Operand);
        const int64_t load_tr = loads(vliw::MemKind::Transfer) + loads(vliw::MemKind::Spill);
        const int64_t store_tr = stores(vliw::MemKind::Transfer) + stores(vliw::MemKind::Spill);
        sim::Stats st;
        st.emplace_back("cycles", int64_t(vs.cycles));
        st.emplace_back("instructions", int64_t(vs.muls + vs.adds + load_opr + load_tr + store_tr +
                                                loads(vliw::MemKind::Constant) + stores(vliw::MemKind::Result)));
        st.emplace_back("correct", true);
        st.emplace_back("s", int64_t(fp_.s));
        st.emplace_back("cores", int64_t(fp_.cores));
        st.emplace_back("bundles", int64_t(vs.bundles));
        st.emplace_back("n_load_opr", load_opr);
        st.emplace_back("n_load_tr", load_tr);
        st.emplace_back("n_store_tr", store_tr);
        st.emplace_back("n_total", load_opr + load_tr + store_tr);
        st.emplace_back("n_load_const", loads(vliw::MemKind::Constant));
        st.emplace_back("n_store_result", stores(vliw::MemKind::Result));
        st.emplace_back("n_spill", loads(vliw::MemKind::Spill) + stores(vliw::MemKind::Spill));
        st.emplace_back("muls", int64_t(vs.muls));
        st.emplace_back("adds", int64_t(vs.adds));
        return st;
    }

private:
    FanParams fp_;
    MontOperands ops_;
    FanBuild build_;
};

}  // namespace

sim::Scheme fan_scheme() {
    sim::Scheme scheme;
    scheme.name = "fan";
    scheme.summary = "Fan et al.'s Montgomery multiplication on the VLIW shared-memory prototype: the single-core "
                     "baseline, method-I or method-II scheduling";
    scheme.core_type = "vliw";
    scheme.params.push_back(sim::choice_param(
        "scheme.method", names_of(kFanMethodNames), "method-II",
        "fan: instruction scheduling: single (the one-core baseline, p = 1), method-I (a core per outer "
        "iteration), method-II (the cores share each iteration)"));
    scheme.params.push_back(cores_param());
    {
        sim::ParamDecl w = sim::int_param("vliw.word_bits", 16, 16, 32, "bits",
                                          "fan: word size w of registers, memory and multipliers");
        w.multiple_of = 16;
        scheme.params.push_back(std::move(w));
    }
    scheme.params.push_back(sim::int_param("vliw.registers", 16, 2, 64, "registers", "fan: S_rf, registers per core"));
    scheme.stats = {
        {"s", "words of w bits per operand"},
        {"cores", "cores that ran (1 for single)"},
        {"bundles", "bundles issued"},
        {"n_load_opr", "loads of X, Y, M words (the slides' N_load-opr)"},
        {"n_load_tr", "loads of intermediate and spilled words (N_load-tr)"},
        {"n_store_tr", "stores of intermediate and spilled words (N_store-tr)"},
        {"n_total", "n_load_opr + n_load_tr + n_store_tr (N_total)"},
        {"n_load_const", "loads of M' and zero (not in the slides)"},
        {"n_store_result", "stores of the s + 1 result words (not in the slides)"},
        {"n_spill", "loads and stores the register allocator added"},
        {"muls", "Mul operations"},
        {"adds", "Add, Adc and Sub operations"},
    };
    scheme.prepare = [](const sim::Config& cfg) { return std::make_unique<FanRun>(cfg); };
    return scheme;
}

}  // namespace montsim::schemes::fan
