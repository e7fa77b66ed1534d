#include "sim/Runner.hpp"

#include <map>
#include <ostream>
#include <stdexcept>

#include "cores/mb/MbCore.hpp"
#include "sim/Platform.hpp"
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
    Platform platform(run->platform(), cfg);
    run->load(platform);
    platform.run();
    return run->results(platform, baselines);
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
