// fips_mb's registry entry: one MicroBlaze-like core runs gcc's output of
// c/fips.c on the point's operands, split into w-bit words. Every run is
// checked three ways: the core's words equal the word-level model's
// (FipsModel, with the C code's 64-bit registers), the product equals
// Boost's, and the core multiplied as many words as the model did.
#include <memory>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/fips/FipsCheck.hpp"
#include "schemes/fips/FipsMbScheme.hpp"
#include "schemes/fips/FipsParams.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes::fips {

namespace {

// struct fips_params of c/fips.c, byte offsets.
enum ParamOffset : uint32_t {
    kVariantWord = 0,
    kWWord = 4,
    kZWord = 8,
    kNprimeWord = 12,
    kAWord = 16,
    kBWord = 20,
    kNWord = 24,
    kMWord = 28,
    kTopWord = 32,
    kTimerBefore = 36,
    kTimerAfter = 40,
};

class FipsMbStats : public sim::PointStats {
public:
    sim::Stat w{*this, "w", "bits", "the word size"};
    sim::Stat z{*this, "z", "words", "words of w bits per operand"};
    sim::Stat inner_iterations{*this, "inner_iterations", "", "iterations of the inner j-loops, z(z-1)"};
    sim::Stat word_products{*this, "word_products", "",
                            "word products (w x w bits) the algorithm made: 2z^2 + z; checked against the core's mul "
                            "count where each product is one mul (w = 16, or core.hw_mul = mul64)"};
    sim::Stat mm_cycles{*this, "mm_cycles", "cycles", "cycles of the fips call, read by the program from the timer"};
    sim::Stat cycles_per_inner_iteration{*this, "cycles_per_inner_iteration", "cycles",
                                         "mm_cycles / inner_iterations (the paper's cycles per inner iteration)"};
    sim::Stat max_bits{*this, "max_bits", "bits",
                       "the most bits any algorithm register held (the word-level model's count)"};
    FipsRegisterMaxima max_bits_of{*this};  // per register
};

// The point's form and word size, refused if the C code cannot hold it.
FipsConfig checked_config(const sim::Config& cfg) {
    const FipsConfig c = fips_config_from(cfg);
    if (c.variant == Variant::SingleAcc && c.w == 32)
        throw std::invalid_argument(
            "fips.variant = single-acc with fips.w = 32: the accumulator needs 69-71 bits (Table 1), the C "
            "code's has 64; use fips.w = 16");
    return c;
}

// A point of fips_mb: every key it reads, read and checked once.
struct FipsMbPoint {
    FipsConfig form;
    MontOperands ops;
    KernelChoice kernel;  // the C as gcc compiled it, for the core's multiplier
};

FipsMbPoint parse(const sim::Config& cfg) {
    const OperandKeys keys = operand_keys_from(cfg);
    FipsMbPoint point{checked_config(cfg), keys.operands(keys.words()), compiled_choice_from(cfg, "fips")};
    validate_operands(point.ops);
    return point;
}

class FipsMbRun : public sim::SchemeRun {
public:
    explicit FipsMbRun(const FipsMbPoint& point)
        : cfg_(point.form), program_(*kernel_program_shared(point.kernel, {})) {
        ops_ = point.ops;
        a_ = fips_words(ops_.a, cfg_.w), b_ = fips_words(ops_.b, cfg_.w), n_ = fips_words(ops_.n, cfg_.w);
        hw_mul64_ = point.kernel.hw_mul == mb::HwMul::Mul64;
    }

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        spec.nodes.push_back(sim::NodeSpec{mb::kCoreTypeName, "core0", program_, {}, {}});
        return spec;
    }

    void load(sim::Platform& platform) override {
        mb::MbCpu& cpu = platform.node_as<mb::MbCore>(0).cpu();
        mb::LocalMemory& mem = cpu.memory();
        const uint32_t z = uint32_t(n_.size());
        DataArena arena(program_);
        a_at_ = arena.take(z), b_at_ = arena.take(z), n_at_ = arena.take(z), m_at_ = arena.take(z);
        MontOperands words = ops_;  // the w-bit words, one per 32-bit slot, through the shared loader
        words.s = z, words.a = a_, words.b = b_, words.n = n_;
        load_operands(mem, words, a_at_, b_at_, n_at_, arena.end(), "fips_mb with z = " + std::to_string(z));
        params_ = symbol_or_throw(program_, "params");
        mem.write32(params_ + kVariantWord, uint32_t(cfg_.variant));
        mem.write32(params_ + kWWord, cfg_.w);
        mem.write32(params_ + kZWord, z);
        mem.write32(params_ + kNprimeWord, fips_nprime0(n_[0], cfg_.w));
        mem.write32(params_ + kAWord, a_at_);
        mem.write32(params_ + kBWord, b_at_);
        mem.write32(params_ + kNWord, n_at_);
        mem.write32(params_ + kMWord, m_at_);
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(0).cpu();
        const std::string who = "fips_mb (" + std::string(name_of(kVariantNames, cfg_.variant)) +
                                ", w = " + std::to_string(cfg_.w) + ")";
        check_exit_status(cpu, who);
        const Words m = read_words(cpu.memory(), m_at_, n_.size());
        const uint64_t top = cpu.memory().read32(params_ + kTopWord);

        // The word-level model with the C code's registers (2w bits, a
        // 64-bit accumulator), wrapping as C's unsigned arithmetic does.
        FipsConfig model_cfg = cfg_;
        model_cfg.acc_bits = 64;
        model_cfg.reg_bits = 2 * cfg_.w;
        model_cfg.overflow = Overflow::Wrap;
        const FipsResult model = fips_product(model_cfg, a_, b_, n_);
        for (size_t k = 0; k < m.size(); ++k)
            if (m[k] != model.m[k])
                throw std::logic_error(who + ": the core's result word " + std::to_string(k) + " is " +
                                       std::to_string(m[k]) + ", the word-level model's " + std::to_string(model.m[k]));
        if (top != model.top)
            throw std::logic_error(who + ": the core's top word differs from the word-level model's");

        std::string why;
        if (model.overflowed)
            for (const auto& [reg, bits] : model.max_bits)
                if (bits > (reg == "ACC" ? 64 : 2 * cfg_.w)) why += " " + reg + " needed " + std::to_string(bits) + " bits;";
        check_fips_product(ops_, fips_value(m, top, cfg_.w), who, why.empty() ? "" : " (a register overflowed:" + why + ")");
        if ((cfg_.w == 16 || hw_mul64_) && cpu.stats().word_products != model.word_products)
            throw std::logic_error(who + ": the core executed " + std::to_string(cpu.stats().word_products) +
                                   " mul, the algorithm makes " + std::to_string(model.word_products) +
                                   " word products");

        FipsMbStats st;
        st.cycles = cpu.cycle();
        st.instructions = cpu.stats().instructions;
        st.w = cfg_.w;
        st.z = n_.size();
        st.inner_iterations = model.inner_iterations;
        st.word_products = model.word_products;
        const TimerSpan call = timer_span(cpu, cpu.memory().read32(params_ + kTimerBefore),
                                          cpu.memory().read32(params_ + kTimerAfter), who);
        st.mm_cycles = call.end - call.start;
        st.cycles_per_inner_iteration =
            model.inner_iterations ? double(call.end - call.start) / double(model.inner_iterations) : 0.0;
        unsigned most = 0;
        for (const auto& [reg, bits] : model.max_bits) most = std::max(most, bits);
        st.max_bits = most;
        st.max_bits_of.set(model);
        return st.values();
    }

private:
    FipsConfig cfg_;
    mb::Program program_;
    MontOperands ops_;
    FipsWords a_, b_, n_;
    bool hw_mul64_ = true;
    uint32_t params_ = 0, a_at_ = 0, b_at_ = 0, n_at_ = 0, m_at_ = 0;
};

}  // namespace

sim::Scheme fips_mb_scheme() {
    sim::Scheme scheme;
    scheme.name = "fips_mb";
    scheme.summary = "FIPS Montgomery multiplication (Gastaldo-Parodi-Zunino, the four forms) in C on one core";
    scheme.node_types = {mb::kCoreTypeName};
    scheme.params = operand_params();
    scheme.params.push_back(gcc_opt_param());
    for (auto& d : fips_params()) scheme.params.push_back(std::move(d));
    scheme.stats = sim::declarations_of<FipsMbStats>();
    sim::PointHooks<FipsMbPoint> hooks;
    hooks.parse = parse;
    hooks.same_use = no_links_anywhere();
    hooks.prepare = [](const FipsMbPoint& point) { return std::make_unique<FipsMbRun>(point); };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/fips_mb", [] { sim::register_scheme(fips_mb_scheme()); })

}  // namespace montsim::schemes::fips
