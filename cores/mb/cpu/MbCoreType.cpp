#include "cores/mb/cpu/MbCoreType.hpp"

#include <algorithm>
#include <memory>
#include <string_view>

#include "cores/mb/cpu/CpuTrace.hpp"
#include "cores/mb/isa/Timing.hpp"
#include "sim/Registration.hpp"

namespace montsim::mb {

namespace {

const char* const kPipeline = "core.pipeline";
const char* const kBarrel = "core.barrel";
const char* const kHwMul = "core.hw_mul";
const char* const kMemoryKb = "core.memory_kb";
const char* const kTimingMode = "run.timing";
const std::string kTimingPrefix = "timing.";

// One timing.NAME per timing table entry, so a new entry in the table needs
// no change here. Optional: without it the chosen pipeline's value applies.
void add_timing_params(std::vector<sim::ParamDecl>& list) {
    const auto five = TimingTable::for_pipeline(Pipeline::FiveStage);
    const auto three = TimingTable::for_pipeline(Pipeline::ThreeStage);
    for (const auto& e : TimingTable::entries()) {
        sim::ParamDecl d = sim::int_param(kTimingPrefix + std::string(e.name), std::nullopt, e.min_cycles,
                                          TimingTable::kMaxCycles, "cycles", std::string(e.description));
        d.absent_note = "per pipeline (" + std::string(pipeline_name(Pipeline::FiveStage)) + " " +
                        std::to_string(five.*(e.field)) + ", " + std::string(pipeline_name(Pipeline::ThreeStage)) +
                        " " + std::to_string(three.*(e.field)) + ")";
        list.push_back(std::move(d));
    }
}

std::vector<sim::ParamDecl> microblaze_params() {
    std::vector<sim::ParamDecl> list;
    list.push_back(sim::choice_param(kPipeline, names_of(kPipelineNames), std::string(kPipelineNames[0].name),
                                     "MicroBlaze pipeline: C_AREA_OPTIMIZED = 0 (5-stage) or 1 (3-stage)"));
    list.push_back(sim::bool_param(kBarrel, true, "barrel shifter present (C_USE_BARREL)"));
    list.push_back(sim::choice_param(kHwMul, names_of(kHwMulNames), "mul64",
                                     "hardware multiplier, C_USE_HW_MUL = 0/1/2 (mul64 adds mulh, mulhu, mulhsu)"));
    list.push_back(sim::int_param(kMemoryKb, 64, 1, 1048576, "KiB", "local memory (LMB BRAM) size per core"));
    list.push_back(sim::choice_param(
        kTimingMode, names_of(kTimingModeNames), std::string(kTimingModeNames[0].name),
        "MicroBlaze cores: sync-free = a blocking FSL transfer on a ring link never synchronises with SystemC "
        "(fastest; a platform with a non-blocking transfer in a program, or a routed or clocked network, runs "
        "decoupled instead); decoupled = synchronise at every FSL transfer; lockstep = after every instruction "
        "(all three: the same cycles; the independent reference is run.network = clocked)"));
    add_timing_params(list);
    return list;
}

// A CpuTrace recorded by the core it is attached to.
class MbNodeTrace : public sim::NodeTrace {
public:
    void write_jsonl(std::ostream& out) const override { write_trace_jsonl(trace, out); }
    CpuTrace trace;
};

}  // namespace

CpuConfig cpu_config_from(const sim::Config& cfg, uint32_t core_id) {
    CpuConfig c;
    c.timing = TimingTable::for_pipeline(value_of(kPipelineNames, cfg.get_string(kPipeline), kPipeline));
    // The timing.* keys a point sets, found where they lie together in the
    // config's ordered keys: a look-up per entry of the table made its key
    // and searched for it, 12 K host instructions a core type, twice a point.
    const sim::ConfigValues& values = cfg.values();
    auto it = std::lower_bound(values.begin(), values.end(), kTimingPrefix,
                               [](const auto& kv, const std::string& k) { return kv.first < k; });
    for (; it != values.end() && it->first.compare(0, kTimingPrefix.size(), kTimingPrefix) == 0; ++it) {
        const std::string_view name = std::string_view(it->first).substr(kTimingPrefix.size());
        for (const auto& e : TimingTable::entries())
            if (name == e.name) c.timing.set(name, static_cast<uint32_t>(cfg.get_int(it->first)));
    }
    c.use_barrel = cfg.get_bool(kBarrel);
    c.hw_mul = hw_mul_from(cfg);
    c.memory_bytes = static_cast<uint32_t>(cfg.get_int(kMemoryKb) * 1024);
    c.core_id = core_id;
    return c;
}

HwMul hw_mul_from(const sim::Config& cfg) { return value_of(kHwMulNames, cfg.get_string(kHwMul), kHwMul); }

TimingMode timing_mode_from(const sim::Config& cfg) {
    return value_of(kTimingModeNames, cfg.get_string(kTimingMode), kTimingMode);
}

MONTSIM_REGISTRATION("cores/mb/cpu", [] {
    sim::CoreType t;
    t.name = kCoreTypeName;
    t.summary = "a MicroBlaze-like 32-bit core with its own local memory and 16 FSL put and get ports (cores/mb)";
    t.params = microblaze_params();
    t.stats = sim::declarations_of<MbCoreStats>();
    t.program_type = "mb::Program";
    // Every core of a platform has the same configuration but its id: the
    // point is read once (the timing table's keys among it), not per core.
    t.configure = [](const sim::Config& cfg) -> sim::NodeMaker {
        const sim::CoreType* self = sim::core_types().find(kCoreTypeName);
        return [self, base = cpu_config_from(cfg, 0), mode = timing_mode_from(cfg)](const sim::NodeSpec& spec,
                                                                                    const sim::NodeContext& context) {
            const auto& program = sim::program_of<Program>(spec, *self);
            CpuConfig config = base;
            config.core_id = context.index;
            config.core_count = context.active;
            auto core = std::make_unique<MbCore>(spec.name.c_str(), config, context.cycle_period, context.cycle_limit, mode);
            core->cpu().load(program);
            return std::unique_ptr<sim::Node>(std::move(core));
        };
    };
    t.memory = [](const sim::Config& cfg) {
        const int64_t kb = cfg.get_int(kMemoryKb);
        return sim::MemoryNeed{uint64_t(kb) * 1024, std::string(kMemoryKb) + " = " + std::to_string(kb) + " KiB each",
                               std::string("lower ") + kMemoryKb};
    };
    t.trace = [](sim::Node& node, const sim::NodeSpec& spec) -> std::unique_ptr<sim::NodeTrace> {
        auto* core = dynamic_cast<MbCore*>(&node);
        const auto* program = sim::program_if<Program>(spec);
        if (!core || !program) return nullptr;
        auto trace = std::make_unique<MbNodeTrace>();
        core->cpu().set_trace(&trace->trace, *program);
        return trace;
    };
    sim::core_types().add(std::move(t));
})

}  // namespace montsim::mb
