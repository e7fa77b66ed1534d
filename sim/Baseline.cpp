#include "sim/Baseline.hpp"

#include <algorithm>
#include <map>
#include <vector>

#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/EngineParams.hpp"

namespace montsim::sim {

namespace {

// The keys a point of `scheme` reads (the scheme selector, its own
// parameters, its core types', the engine's) and, of those, the ones its
// baselines take from their point (all but those declared
// not_for_baselines), each in key order. Asked for every point's
// baselines: made once per scheme (and again if models register).
struct SchemeKeys {
    uint64_t generation = UINT64_MAX;
    std::vector<std::string> reads, taken;
};

const SchemeKeys& scheme_keys(const Scheme& scheme) {
    static std::map<const Scheme*, SchemeKeys> cache;
    SchemeKeys& k = cache[&scheme];
    if (k.generation != RegistryBase::generation()) {
        k.reads = {schemes().selector()->key};
        for (const auto& d : scheme.params) k.reads.push_back(d.key);
        for (const auto& d : engine_params()) k.reads.push_back(d.key);
        for (const std::string& t : scheme.node_types)
            if (const CoreType* type = core_types().find(t))
                for (const auto& d : type->params) k.reads.push_back(d.key);
        std::sort(k.reads.begin(), k.reads.end());
        k.reads.erase(std::unique(k.reads.begin(), k.reads.end()), k.reads.end());
        k.taken.clear();
        for (const std::string& key : k.reads) {
            const ParamDecl* decl = find_param(key);
            if (!(decl && decl->not_for_baselines)) k.taken.push_back(key);
        }
        k.generation = RegistryBase::generation();
    }
    return k;
}

}  // namespace

bool scheme_reads(const Scheme& scheme, const std::string& key) {
    const std::vector<std::string>& reads = scheme_keys(scheme).reads;
    return std::binary_search(reads.begin(), reads.end(), key);
}

namespace {

// A baseline made before: its scheme, the values it took from its point
// (keys as SchemeKeys::taken's own strings), and the config.
struct MadeBaseline {
    const Scheme* scheme;
    std::vector<std::pair<const std::string*, Value>> taken;
    Config config;
};

}  // namespace

Config baseline_config(const Config& point, const std::string& name) {
    const Scheme& scheme = find_scheme(name);
    const std::vector<std::string>& keys = scheme_keys(scheme).taken;
    // What the baseline is a function of, with its scheme: the point's
    // values of the keys it takes (the point and the list walked side by
    // side). A sweep's points share a handful of baselines: one made before
    // is handed back (a copy shares its values), so that each point builds
    // no config of every key and the baseline's run is found by identity
    // (Runner.cpp's baseline_stats).
    std::vector<std::pair<const std::string*, const Value*>> taken;
    auto next_key = keys.begin();
    for (const auto& [key, value] : point.values()) {
        while (next_key != keys.end() && *next_key < key) ++next_key;
        if (next_key == keys.end()) break;
        if (*next_key == key) taken.emplace_back(&*next_key, &value);
    }
    constexpr size_t kKept = 64;
    thread_local std::vector<MadeBaseline> made;
    thread_local uint64_t made_for = UINT64_MAX;
    if (made_for != RegistryBase::generation()) made.clear(), made_for = RegistryBase::generation();
    for (const MadeBaseline& m : made)
        if (m.scheme == &scheme && m.taken.size() == taken.size() &&
            std::equal(taken.begin(), taken.end(), m.taken.begin(),
                       [](const auto& a, const auto& b) { return a.first == b.first && *a.second == b.second; }))
            return m.config;

    // The defaults, with the taken values. Optional keys (timing.*) absent
    // from the point stay absent. Built in the maps' order: the defaults and
    // the taken keys walked side by side, each key put at the end.
    const auto& defaults = default_config().values();
    ConfigValues out;
    out.reserve(defaults.size() + taken.size());
    auto next_default = defaults.begin();
    for (const auto& [key, value] : taken) {
        for (; next_default != defaults.end() && next_default->first < *key; ++next_default)
            out.append(next_default->first, next_default->second);
        if (next_default != defaults.end() && next_default->first == *key) ++next_default;
        out.append(*key, *value);
    }
    for (; next_default != defaults.end(); ++next_default) out.append(next_default->first, next_default->second);
    out[schemes().selector()->key] = name;
    MadeBaseline m{&scheme, {}, Config(std::move(out))};
    for (const auto& [key, value] : taken) m.taken.emplace_back(key, *value);
    if (made.size() == kKept) made.erase(made.begin());
    made.push_back(std::move(m));
    return made.back().config;
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
