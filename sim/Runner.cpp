#include "sim/Runner.hpp"

#include <algorithm>
#include <any>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <ostream>
#include <stdexcept>

#include "cores/mb/MbCore.hpp"
#include "network/RoutedNetwork.hpp"
#include "sim/Params.hpp"
#include "sim/Platform.hpp"
#include "sim/ResultWriter.hpp"
#include "sim/Scheme.hpp"

namespace montsim::sim {

namespace {

// A baseline is identified by every value of its point.
std::string baseline_key(const Config& cfg) {
    std::string key;
    for (const auto& [k, v] : cfg.values()) key += k + "=" + value_literal(v) + "\n";
    return key;
}

// Statistics of the baselines this process has run: a sweep's points share
// them, and forked workers inherit what the parent computed.
std::map<std::string, Stats>& baseline_cache() {
    static std::map<std::string, Stats> cache;
    return cache;
}

const Stats& baseline_stats(const Config& cfg) {
    auto& cache = baseline_cache();
    const std::string key = baseline_key(cfg);
    auto it = cache.find(key);
    if (it == cache.end()) it = cache.emplace(key, run_point(cfg)).first;
    return it->second;
}

// The folder of one point's trace below trace.dir: its values that differ
// from the defaults, "key=value" joined by "_" ("base" if none).
std::filesystem::path trace_folder(const Config& cfg) {
    const Config defaults = default_config();
    std::string name;
    for (const auto& [key, value] : cfg.values()) {
        if (key == "trace.dir" || (defaults.has(key) && defaults.values().at(key) == value)) continue;
        std::string text = value_literal(value);
        if (!text.empty() && text.front() == '"') text = text.substr(1, text.size() - 2);
        for (char& c : text)
            if (c == '/' || c == '\\' || c == ' ') c = '-';
        name += (name.empty() ? "" : "_") + key + "=" + text;
    }
    return std::filesystem::path(cfg.get_string("trace.dir")) / (name.empty() ? "base" : name);
}

// Attaches a trace to every MicroBlaze-like core of the platform.
std::vector<std::unique_ptr<mb::CpuTrace>> attach_traces(Platform& platform, const PlatformSpec& spec) {
    std::vector<std::unique_ptr<mb::CpuTrace>> traces(platform.size());
    for (unsigned i = 0; i < platform.size(); ++i) {
        auto* core = dynamic_cast<mb::MbCore*>(&platform.node(i));
        const auto* program = std::any_cast<mb::Program>(&spec.nodes.at(i).program);
        if (!core || !program) continue;
        traces[i] = std::make_unique<mb::CpuTrace>();
        core->cpu().set_trace(traces[i].get(), *program);
    }
    return traces;
}

void write_traces(const Config& cfg, const std::vector<std::unique_ptr<mb::CpuTrace>>& traces) {
    const std::filesystem::path dir = trace_folder(cfg);
    std::filesystem::create_directories(dir);
    {
        std::ofstream out(dir / "config.json");
        out << config_json(cfg) << "\n";
        if (!out) throw std::runtime_error("cannot write " + (dir / "config.json").string());
    }
    for (size_t i = 0; i < traces.size(); ++i) {
        if (!traces[i]) continue;
        const std::filesystem::path file = dir / ("core" + std::to_string(i) + ".jsonl");
        std::ofstream out(file);
        mb::write_trace_jsonl(*traces[i], out);
        if (!out) throw std::runtime_error("cannot write the trace " + file.string());
    }
}

// A routed topology's hops per logical link and its busiest link (one word
// per cycle: its words are its busy cycles).
void add_network_stats(const Platform& platform, const PlatformSpec& spec, Stats& stats) {
    const net::RoutedStats* routed = platform.network().routed;
    if (!routed || spec.links.empty()) return;
    unsigned max_hops = 0, total = 0;
    std::string hops;
    for (unsigned k = 0; k < spec.links.size(); ++k) {
        const unsigned h = routed->hops(k);
        max_hops = std::max(max_hops, h);
        total += h;
        hops += (hops.empty() ? "" : " ") + std::to_string(spec.links[k].from_node) + "->" +
                std::to_string(spec.links[k].to_node) + ":" + std::to_string(h);
    }
    std::string busiest = "none";
    uint64_t words = 0;
    for (const auto& [from, to, n] : routed->link_words())
        if (n > words) words = n, busiest = "router " + std::to_string(from) + "->" + std::to_string(to);
    stats.emplace_back("network.max_hops", int64_t(max_hops));
    stats.emplace_back("network.mean_hops", double(total) / double(spec.links.size()));
    stats.emplace_back("network.hops", hops);
    stats.emplace_back("network.busiest_link", busiest);
    stats.emplace_back("network.busiest_link_words", int64_t(words));
}

}  // namespace

Stats run_point(const Config& cfg) {
    const Scheme& scheme = find_scheme(cfg.get_string("scheme.name"));
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
    Platform platform(spec, cfg);
    run->load(platform);
    const bool traced = cfg.has("trace.dir");
    std::vector<std::unique_ptr<mb::CpuTrace>> traces;
    if (traced) traces = attach_traces(platform, spec);
    platform.run();
    Stats stats = run->results(platform, baselines);
    add_network_stats(platform, spec, stats);
    if (traced) write_traces(cfg, traces);  // only for a run that passed its checks
    return stats;
}

void prefetch_baselines(const std::vector<Config>& points) {
    for (const auto& point : points) {
        try {
            const Scheme& scheme = find_scheme(point.get_string("scheme.name"));
            if (!scheme.baselines) continue;
            for (const auto& b : scheme.baselines(point)) baseline_stats(b.config);
        } catch (const std::exception&) {
            // The point itself runs the baseline again and reports why it fails.
        }
    }
}

ExecOutcome exec_program(const mb::Program& program, const Config& cfg, std::ostream& out) {
    PlatformSpec spec;
    spec.nodes.push_back(NodeSpec{"microblaze", "core0", program, {}, {}});
    Platform platform(spec, cfg);
    auto& core = platform.node_as<mb::MbCore>(0);
    core.cpu().set_output(&out);
    platform.run();
    out.flush();
    ExecOutcome o;
    o.exit_status = core.cpu().exit_status();
    o.cycles = core.cpu().cycle();
    o.instructions = core.cpu().stats().instructions;
    return o;
}

}  // namespace montsim::sim
