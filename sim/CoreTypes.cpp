#include "sim/CoreTypes.hpp"

#include <any>
#include <stdexcept>

#include "cores/mb/MbCore.hpp"
#include "cores/pearray/PeArrayNode.hpp"
#include "cores/vliw/VliwMachine.hpp"
#include "network/NamedEntries.hpp"

namespace montsim::sim {

namespace {

template <typename T>
const T& program_of(const NodeSpec& spec, const char* expected) {
    const T* p = std::any_cast<T>(&spec.program);
    if (!p)
        throw std::logic_error("node " + spec.name + " of core type " + spec.type + " needs a program of type " +
                               expected);
    return *p;
}

std::unique_ptr<cores::Node> make_microblaze(const NodeSpec& spec, unsigned index, const Config& cfg) {
    const auto& program = program_of<mb::Program>(spec, "mb::Program");
    auto core = std::make_unique<mb::MbCore>(
        spec.name.c_str(), cpu_config_from(cfg, index), sc_core::sc_time(kCyclePeriodNs, sc_core::SC_NS),
        static_cast<uint64_t>(cfg.get_int("run.cycle_limit")),
        value_of(mb::kTimingModeNames, cfg.get_string("run.timing"), "run.timing"));
    core->cpu().load(program);
    return core;
}

std::unique_ptr<cores::Node> make_vliw(const NodeSpec& spec, unsigned, const Config& cfg) {
    const auto& program = program_of<vliw::VliwProgram>(spec, "vliw::VliwProgram");
    vliw::VliwLatency lat;
    lat.load = static_cast<uint32_t>(cfg.get_int("vliw.latency_load"));
    lat.store = static_cast<uint32_t>(cfg.get_int("vliw.latency_store"));
    lat.mul = static_cast<uint32_t>(cfg.get_int("vliw.latency_mul"));
    lat.add = static_cast<uint32_t>(cfg.get_int("vliw.latency_add"));
    return std::make_unique<vliw::VliwMachine>(spec.name.c_str(), program, lat);
}

std::unique_ptr<cores::Node> make_pearray(const NodeSpec& spec, unsigned, const Config& cfg) {
    const auto& job = program_of<pearray::PeArrayJob>(spec, "pearray::PeArrayJob");
    return std::make_unique<pearray::PeArrayNode>(spec.name.c_str(), job, sc_core::sc_time(kCyclePeriodNs, sc_core::SC_NS),
                                                  static_cast<uint64_t>(cfg.get_int("run.cycle_limit")));
}

uint64_t microblaze_memory(const Config& cfg) { return uint64_t(cfg.get_int("core.memory_kb")) * 1024; }

// The shared memory is as large as the generated program asks, a few KiB.
uint64_t vliw_memory(const Config&) { return 0; }

// The array's words live in the model: a few hundred KiB at 8192 bits.
uint64_t pearray_memory(const Config&) { return 0; }

}  // namespace

const std::vector<CoreType>& core_types() {
    static const std::vector<CoreType> list = {
        {"microblaze",
         "a MicroBlaze-like 32-bit core with its own local memory and 16 FSL put and get ports "
         "(cores/mb)",
         "mb::Program", {"core.", "timing.", "run."}, make_microblaze, microblaze_memory},
        {"vliw",
         "a VLIW shared-memory machine: p cores in lock-step, one shared single-port memory, no "
         "FSL ports (cores/vliw)",
         "vliw::VliwProgram", {"vliw.", "run."}, make_vliw, vliw_memory},
        {"pearray",
         "a linear array of p word-serial processing elements with a post-processing element, a storage "
         "buffer and a counting memory interface, running IWBMM_R (cores/pearray)",
         "pearray::PeArrayJob", {"pearray.", "run."}, make_pearray, pearray_memory},
    };
    return list;
}

const CoreType& core_type(std::string_view name) {
    if (const CoreType* t = find_named(core_types(), name)) return *t;
    throw std::invalid_argument("unknown core type '" + std::string(name) + "' (known: " + joined_names(core_types()) +
                                ")");
}

mb::CpuConfig cpu_config_from(const Config& cfg, uint32_t core_id) {
    mb::CpuConfig c;
    c.timing = mb::TimingTable::for_pipeline(
        value_of(mb::kPipelineNames, cfg.get_string("core.pipeline"), "core.pipeline"));
    for (const auto& e : mb::TimingTable::entries()) {
        const std::string key = "timing." + std::string(e.name);
        if (cfg.has(key)) c.timing.set(e.name, static_cast<uint32_t>(cfg.get_int(key)));
    }
    c.use_barrel = cfg.get_bool("core.barrel");
    c.hw_mul = value_of(mb::kHwMulNames, cfg.get_string("core.hw_mul"), "core.hw_mul");
    c.memory_bytes = static_cast<uint32_t>(cfg.get_int("core.memory_kb") * 1024);
    c.core_id = core_id;
    return c;
}

}  // namespace montsim::sim
