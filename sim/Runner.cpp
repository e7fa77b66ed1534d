#include "sim/Runner.hpp"

#include <algorithm>
#include <any>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <unordered_map>

#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/EngineParams.hpp"
#include "sim/Hash.hpp"
#include "sim/Platform.hpp"
#include "sim/ResultWriter.hpp"
#include "sim/RunProgress.hpp"
#include "sim/Scheme.hpp"

namespace montsim::sim {

namespace {

// Statistics of the baselines this process has run: a sweep's points share
// them, and forked workers inherit what the parent computed. A baseline is
// identified by every value of its point: found by its values' identity
// (baseline_config's shared copies), else by a hash of them and then
// compared for equality (an ordered map compared every key's text on every
// step of its search).
struct CachedBaseline {
    Config config;  // holds its values (and so their identity) for the process's life
    Stats stats;
};
std::unordered_multimap<uint64_t, CachedBaseline>& baseline_cache() {
    static std::unordered_multimap<uint64_t, CachedBaseline> cache;
    return cache;
}

uint64_t values_hash(const Config& cfg) {
    uint64_t h = kFnvOffset;  // over keys and values, 8 bytes at a time
    auto mix = [&h](const void* data, size_t n) { h = fnv_mix_bytes(h, data, n); };
    for (const auto& [key, value] : cfg.values()) {
        mix(key.data(), key.size());
        const size_t kind = value.index();
        mix(&kind, sizeof kind);
        if (const auto* s = std::get_if<std::string>(&value)) mix(s->data(), s->size());
        else if (const auto* i = std::get_if<int64_t>(&value)) mix(i, sizeof *i);
        else if (const auto* d = std::get_if<double>(&value)) mix(d, sizeof *d);
        else mix(&std::get<bool>(value), sizeof(bool));
    }
    return h;
}

const Stats& baseline_stats(const Config& cfg) {
    // First by identity: baseline_config hands a sweep's points copies of
    // one config per baseline, which share its values (no hash, no compare).
    static std::unordered_map<const void*, const Stats*> by_identity;
    if (const auto it = by_identity.find(cfg.values_identity()); it != by_identity.end()) return *it->second;
    auto& cache = baseline_cache();
    const uint64_t hash = values_hash(cfg);
    const auto [first, last] = cache.equal_range(hash);
    for (auto it = first; it != last; ++it)
        if (it->second.config.values() == cfg.values()) return it->second.stats;
    Stats stats = run_point(cfg);
    const CachedBaseline& made = cache.emplace(hash, CachedBaseline{cfg, std::move(stats)})->second;
    // Its values live as long as the cache (which holds them), so their
    // address names them alone.
    if (made.config.values_identity()) by_identity.emplace(made.config.values_identity(), &made.stats);
    return made.stats;
}

// Attaches a trace to every node whose core type can trace.
std::vector<std::unique_ptr<NodeTrace>> attach_traces(Platform& platform, const PlatformSpec& spec) {
    std::vector<std::unique_ptr<NodeTrace>> traces(platform.size());
    for (unsigned i = 0; i < platform.size(); ++i) {
        const CoreType& type = core_types().get(spec.nodes.at(i).type);
        if (type.trace) traces[i] = type.trace(platform.node(i), spec.nodes[i]);
    }
    return traces;
}

std::filesystem::path point_trace_folder(const Config& cfg, const std::string& trace_dir) {
    return std::filesystem::path(trace_dir) / trace_folder_name(cfg, default_config());
}

void write_traces(const Config& cfg, const std::string& trace_dir,
                  const std::vector<std::unique_ptr<NodeTrace>>& traces) {
    const std::filesystem::path dir = point_trace_folder(cfg, trace_dir);
    std::filesystem::create_directories(dir);
    {
        std::ofstream out(dir / "config.json");
        out << config_json(cfg) << "\n";
        out.close();
        if (!out) throw std::runtime_error("cannot write " + (dir / "config.json").string());
    }
    for (size_t i = 0; i < traces.size(); ++i) {
        if (!traces[i]) continue;
        const std::filesystem::path file = dir / ("core" + std::to_string(i) + ".jsonl");
        std::ofstream out(file);
        traces[i]->write_jsonl(out);
        out.close();
        if (!out) throw std::runtime_error("cannot write the trace " + file.string());
    }
}

// `group` with each name prefixed: "core0.instructions".
void add_group(Stats& stats, const std::string& prefix, const Stats& group) {
    for (const auto& [name, value] : group) stats.emplace_back(prefix + name, value);
}

}  // namespace

MemoryNeed check_scheme_memory(const Config& cfg) { return check_scheme_memory(cfg, engine_config_from(cfg)); }

MemoryNeed check_scheme_memory(const Config& cfg, const EngineConfig& engine) {
    const Scheme& scheme = scheme_of(cfg);
    if (!scheme.memory) return {};
    MemoryNeed need = scheme.memory(cfg);
    check_memory(need.bytes, engine, "scheme " + scheme.name + " at " + need.setting, need.remedy);
    return need;
}

MemoryNeed check_point(const Config& cfg, const EngineConfig& engine) {
    const Scheme& scheme = scheme_of(cfg);
    if (scheme.validate) scheme.validate(cfg);
    MemoryNeed need = check_scheme_memory(cfg, engine);
    if (scheme.evaluate) return need;
    const std::unique_ptr<SchemeRun> run = scheme.prepare(cfg);
    PlatformPlan plan = plan_platform(run->platform(), cfg, engine);
    return plan.memory.bytes > need.bytes ? std::move(plan.memory) : need;
}

std::optional<std::string> trace_folder_of(const Config& cfg) {
    const EngineConfig engine = engine_config_from(cfg);
    if (!engine.trace_dir) return std::nullopt;
    return point_trace_folder(cfg, *engine.trace_dir).string();
}

Stats run_point(const Config& cfg) {
    progress::reset();
    const Scheme& scheme = scheme_of(cfg);
    const EngineConfig engine = engine_config_from(cfg);  // the engine's keys, read once
    check_scheme_memory(cfg, engine);
    if (scheme.evaluate) {
        if (engine.trace_dir)
            throw std::invalid_argument("trace.dir: scheme " + scheme.name + " is " +
                                        (scheme.evaluated_on.empty() ? "evaluated from models, not simulated"
                                                                     : "run on " + scheme.evaluated_on) +
                                        ": it has nothing to trace");
        return scheme.evaluate(cfg);
    }
    const std::unique_ptr<SchemeRun> run = scheme.prepare(cfg);
    Baselines baselines;
    if (scheme.baselines)
        for (const auto& b : scheme.baselines(cfg)) {
            try {
                baselines[b.name] = baseline_stats(b.config);
            } catch (const std::exception& e) {
                throw std::runtime_error("the baseline " + b.name + " failed: " + e.what());
            }
        }
    const PlatformSpec spec = run->platform();
    Platform platform(spec, cfg, engine);
    run->load(platform);
    std::vector<std::unique_ptr<NodeTrace>> traces;
    if (engine.trace_dir) traces = attach_traces(platform, spec);
    try {
        platform.run();
    } catch (const std::exception& e) {
        const std::string note = run->failure_note(platform);
        if (note.empty()) throw;
        throw std::runtime_error(std::string(e.what()) + "\n" + note);
    }
    Stats stats = run->results(platform, baselines);
    if (scheme.reports_node_stats)
        for (unsigned i = 0; i < platform.size(); ++i)
            add_group(stats, spec.nodes[i].name + ".", platform.node(i).stat_group());
    add_group(stats, "network.", platform.network().stat_group());
    if (engine.trace_dir) write_traces(cfg, *engine.trace_dir, traces);  // only for a run that passed its checks
    return stats;
}

void prefetch_baselines(const std::vector<Config>& points) {
    for (const auto& point : points) {
        try {
            const Scheme& scheme = scheme_of(point);
            if (!scheme.baselines) continue;
            for (const auto& b : scheme.baselines(point)) baseline_stats(b.config);
        } catch (const std::exception&) {
            // The point itself runs the baseline again and reports why it fails.
        }
    }
}

InputDigests point_inputs(const Config& point) {
    const Scheme& scheme = scheme_of(point);
    return scheme.inputs ? scheme.inputs(point) : InputDigests{};
}

}  // namespace montsim::sim
