#include "sim/EngineParams.hpp"

#include <unistd.h>

#include <stdexcept>

#include "sim/FileName.hpp"
#include "sim/HostMemory.hpp"

namespace montsim::sim {

namespace {
const char* const kCores = "platform.cores";
const char* const kCycleLimit = "run.cycle_limit";
const char* const kTraceDir = "trace.dir";
const char* const kMemory = "run.memory_mb";
}  // namespace

namespace {

std::vector<ParamDecl> declare() {
    ParamDecl cores = int_param(kCores, 0, 0, 4096, "cores",
                                "nodes on the platform; 0 = as many as the scheme uses (e.g. scheme.p)");
    cores.not_for_baselines = true;  // a baseline runs on the nodes it describes
    ParamDecl trace;
    trace.key = kTraceDir;
    trace.type = ParamType::Text;
    trace.unit = "folder";
    trace.description = "write each point's event trace below this folder (a folder per point: config.json and "
                        "coreN.jsonl for every node whose core type traces, the MicroBlaze-like cores; "
                        "sim/README.md \"Traces\"); tracing changes no cycle";
    trace.absent_note = "no trace";
    trace.not_for_baselines = true;
    return {cores,
            int_param(kCycleLimit, 10'000'000'000, 1, int64_t{1} << 62, "cycles",
                      "a run that goes past this many cycles stops with an error"),
            trace,
            int_param(kMemory, 0, 0, int64_t{1} << 22, "MiB",
                      "the memory one point may take: a point whose models estimate more (fan's program, the PE "
                      "array's schedule, the links' FIFOs, the cores' memories) is refused before it allocates, "
                      "naming what to lower; 0 = half the machine's physical memory")};
}

}  // namespace

const std::vector<ParamDecl>& engine_params() {
    static const std::vector<ParamDecl> list = declare();
    return list;
}

const std::vector<std::string>& simulation_keys() {
    static const std::vector<std::string> keys = {kCores, kCycleLimit, kTraceDir};
    return keys;
}

EngineConfig engine_config_from(const Config& cfg) {
    EngineConfig e;
    e.cores = cfg.get_int(kCores);
    e.cycle_limit = static_cast<uint64_t>(cfg.get_int(kCycleLimit));
    if (cfg.has(kTraceDir)) e.trace_dir = cfg.get_string(kTraceDir);
    const int64_t mb = cfg.get_int(kMemory);
    if (mb > 0) {
        e.memory_budget = uint64_t(mb) << 20;
        e.budget_source = std::string(kMemory) + " = " + std::to_string(mb);
    } else {
        static const uint64_t half = half_physical_memory();
        e.memory_budget = half;
        e.budget_source = std::string(kMemory) + " = 0: half the machine's memory";
    }
    // The host's limits, read once per process (a few files under /proc and
    // /sys: a point's set-up must not read them again; a worker forked
    // later inherits them).
    static const std::optional<HostLimit> host = host_memory_limit();
    if (host && host->bytes < e.memory_budget) {
        e.memory_budget = host->bytes;
        e.budget_source = host->source;
    }
    return e;
}

std::string memory_text(uint64_t bytes) {
    if (bytes >= (uint64_t{10} << 30)) return std::to_string(bytes >> 30) + " GiB";
    return std::to_string((bytes + (1 << 20) - 1) >> 20) + " MiB";
}

void check_memory(uint64_t bytes, const EngineConfig& engine, const std::string& what, const std::string& remedy) {
    if (bytes <= engine.memory_budget) return;
    const bool host = engine.budget_source.rfind(kMemory, 0) != 0;
    throw std::invalid_argument(what + " needs about " + memory_text(bytes) + ", more than the " +
                                memory_text(engine.memory_budget) + " one point may take (" + engine.budget_source +
                                "); " + remedy + (host ? ", or run where the limit is higher" : ", or raise " + std::string(kMemory)));
}

std::string trace_folder_name(const Config& cfg, const Config& defaults) {
    std::string name;
    for (const auto& [key, value] : cfg.values()) {
        if (key == kTraceDir || (defaults.has(key) && defaults.values().at(key) == value)) continue;
        std::string text = value_literal(value);
        if (!text.empty() && text.front() == '"') text = to_string(value);  // the string itself, unquoted
        // Parts joined by '_': a value's own '_' (and '/', ' ', ...) escaped,
        // so that two points never share a folder (sim/FileName.hpp).
        name += (name.empty() ? "" : "_") + key + "=" + file_name_part(text, true);
    }
    return name.empty() ? "base" : bounded_file_name(name);
}

}  // namespace montsim::sim
