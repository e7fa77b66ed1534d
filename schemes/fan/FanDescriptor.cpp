// Fan et al.'s registry entry: one VLIW machine node (p cores inside, one
// shared memory) runs the program the generator, register allocator and list
// scheduler made for the point; the schedule is checked independently before
// it runs, and the result against the big-integer reference after.
#include <memory>

#include "cores/vliw/VliwCoreType.hpp"
#include "cores/vliw/VliwMachine.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/fan/FanScheme.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes::fan {

namespace {

const char* const kMethod = "scheme.method";
const char* const kWordBits = "vliw.word_bits";
const char* const kRegisters = "vliw.registers";

FanParams params_from(const sim::Config& cfg) {
    FanParams fp;
    fp.word_bits = static_cast<unsigned>(cfg.get_int(kWordBits));
    fp.s = operand_bits(cfg) / fp.word_bits;
    fp.method = value_of(kFanMethodNames, cfg.get_string(kMethod), kMethod);
    // The single-core baseline runs on one core whatever scheme.p says.
    fp.cores = fp.method == FanMethod::Single ? 1u : scheme_cores(cfg);
    fp.registers = static_cast<unsigned>(cfg.get_int(kRegisters));
    fp.latency = vliw::latency_from(cfg);
    validate(fp);
    return fp;
}

class FanStats : public sim::PointStats {
public:
    sim::Stat s{*this, "s", "words", "words of w bits per operand"};
    sim::Stat cores{*this, "cores", "cores", "cores that ran (1 for single)"};
    sim::Stat bundles{*this, "bundles", "", "bundles issued"};
    sim::Stat n_load_opr{*this, "n_load_opr", "", "loads of X, Y, M words (the slides' N_load-opr)"};
    sim::Stat n_load_tr{*this, "n_load_tr", "", "loads of intermediate and spilled words (N_load-tr)"};
    sim::Stat n_store_tr{*this, "n_store_tr", "", "stores of intermediate and spilled words (N_store-tr)"};
    sim::Stat n_total{*this, "n_total", "", "n_load_opr + n_load_tr + n_store_tr (N_total)"};
    sim::Stat n_load_const{*this, "n_load_const", "", "loads of M' and zero (not in the slides)"};
    sim::Stat n_store_result{*this, "n_store_result", "", "stores of the s + 1 result words (not in the slides)"};
    sim::Stat n_spill{*this, "n_spill", "", "loads and stores the register allocator added"};
    sim::Stat muls{*this, "muls", "", "Mul operations"};
    sim::Stat adds{*this, "adds", "", "Add, Adc and Sub operations"};
};

// A point of Fan et al.'s scheme: every key it reads, read and checked once.
struct FanPoint {
    FanParams fp;
    unsigned bits;
    MontOperands ops;  // as for the other schemes (same bits, same seed, same checks)
};

FanPoint parse(const sim::Config& cfg) {
    const OperandKeys keys = operand_keys_from(cfg);
    return FanPoint{params_from(cfg), keys.bits, keys.operands(keys.words())};
}

class FanRun : public sim::SchemeRun {
public:
    explicit FanRun(const FanPoint& point) : fp_(point.fp) {
        ops_ = point.ops;
        build_ = build_fan(fp_);
        // The scheduler's output is checked independently before it runs.
        const std::vector<std::string> violations = check_schedule(build_.program, fp_.latency);
        if (!violations.empty())
            throw std::logic_error("the " + method_name(fp_.method) + " scheduler produced an invalid schedule (" +
                                   std::to_string(violations.size()) + " violations), first: " + violations.front());
    }

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        spec.nodes.push_back(sim::NodeSpec{vliw::kCoreTypeName, "vliw", build_.program, {}, {}});
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
        FanStats st;
        st.cycles = vs.cycles;
        st.instructions = int64_t(vs.muls + vs.adds) + load_opr + load_tr + store_tr + loads(vliw::MemKind::Constant) +
                          stores(vliw::MemKind::Result);
        st.s = fp_.s;
        st.cores = fp_.cores;
        st.bundles = vs.bundles;
        st.n_load_opr = load_opr;
        st.n_load_tr = load_tr;
        st.n_store_tr = store_tr;
        st.n_total = load_opr + load_tr + store_tr;
        st.n_load_const = loads(vliw::MemKind::Constant);
        st.n_store_result = stores(vliw::MemKind::Result);
        st.n_spill = loads(vliw::MemKind::Spill) + stores(vliw::MemKind::Spill);
        st.muls = vs.muls;
        st.adds = vs.adds;
        return st.values();
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
    scheme.node_types = {vliw::kCoreTypeName};
    scheme.params = operand_params();
    scheme.params.push_back(sim::choice_param(
        kMethod, names_of(kFanMethodNames), "method-II",
        "fan: instruction scheduling: single (the one-core baseline, p = 1), method-I (a core per outer "
        "iteration), method-II (the cores share each iteration)"));
    scheme.params.push_back(cores_param());
    {
        sim::ParamDecl w = sim::int_param(kWordBits, 16, 16, 32, "bits",
                                          "fan: word size w of registers, memory and multipliers");
        w.multiple_of = 16;
        scheme.params.push_back(std::move(w));
    }
    scheme.params.push_back(sim::int_param(kRegisters, 16, 2, 64, "registers", "fan: S_rf, registers per core"));
    scheme.stats = sim::declarations_of<FanStats>();
    sim::PointHooks<FanPoint> hooks;
    hooks.parse = parse;
    hooks.same_use = no_links_anywhere();
    hooks.prepare = [](const FanPoint& point) { return std::make_unique<FanRun>(point); };
    // The generated program and its schedule grow as s^2 (s = bits / w):
    // about 3.2 KiB per s^2 at w = 16 (measured: 58 MiB at 2048 bits, 211
    // MiB at 4096), whatever the method.
    hooks.memory = [](const FanPoint& point) {
        const FanParams& fp = point.fp;
        const uint64_t s = fp.s;
        return sim::MemoryNeed{(uint64_t{16} << 20) + s * s * 3300,
                               "scheme.bits = " + std::to_string(point.bits) + " (s = " + std::to_string(s) +
                                   " words of " + std::to_string(fp.word_bits) + " bits; the program grows as s^2)",
                               "lower scheme.bits or raise vliw.word_bits"};
    };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/fan", [] { sim::register_scheme(fan_scheme()); })

}  // namespace montsim::schemes::fan
