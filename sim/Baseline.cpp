#include "sim/Baseline.hpp"

#include <algorithm>
#include <map>
#include <unordered_set>

#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/EngineParams.hpp"

namespace montsim::sim {

bool scheme_reads(const Scheme& scheme, const std::string& key) {
    // Asked for every key of every point's baselines: the keys a scheme
    // reads, as a set made once per scheme (and again if models register).
    struct Reads {
        uint64_t generation = UINT64_MAX;
        std::unordered_set<std::string> keys;
    };
    static std::map<const Scheme*, Reads> cache;
    Reads& reads = cache[&scheme];
    if (reads.generation != RegistryBase::generation()) {
        reads.keys.clear();
        reads.keys.insert(schemes().selector()->key);
        for (const auto& d : scheme.params) reads.keys.insert(d.key);
        for (const auto& d : engine_params()) reads.keys.insert(d.key);
        for (const std::string& t : scheme.node_types)
            if (const CoreType* type = core_types().find(t))
                for (const auto& d : type->params) reads.keys.insert(d.key);
        reads.generation = RegistryBase::generation();
    }
    return reads.keys.count(key) != 0;
}

Config baseline_config(const Config& point, const std::string& name) {
    // The defaults, with the point's value of each key the scheme reads.
    // Optional keys (timing.*) absent from the point stay absent. Built in
    // the maps' order: the defaults and the point walked side by side, each
    // key put at the end (no search per key).
    const Scheme& scheme = find_scheme(name);
    const auto& defaults = default_config().values();
    std::map<std::string, Value> out;
    auto next_default = defaults.begin();
    for (const auto& [key, value] : point.values()) {
        for (; next_default != defaults.end() && next_default->first < key; ++next_default)
            out.emplace_hint(out.end(), *next_default);
        const bool has_default = next_default != defaults.end() && next_default->first == key;
        const ParamDecl* decl = find_param(key);
        if (scheme_reads(scheme, key) && !(decl && decl->not_for_baselines)) out.emplace_hint(out.end(), key, value);
        else if (has_default) out.emplace_hint(out.end(), *next_default);
        if (has_default) ++next_default;
    }
    for (; next_default != defaults.end(); ++next_default) out.emplace_hint(out.end(), *next_default);
    out[schemes().selector()->key] = name;
    return Config(std::move(out));
}

Config same_platform_baseline(const Config& point) {
    Config out = default_config();
    for (const auto& [key, value] : point.values()) {
        const ParamDecl* decl = find_param(key);
        if (decl && !decl->not_for_baselines) out.set(key, value);
    }
    return out;
}

}  // namespace montsim::sim
