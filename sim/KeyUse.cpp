#include "sim/KeyUse.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/EngineParams.hpp"
#include "sim/Registry.hpp"
#include "sim/Scheme.hpp"
#include "sim/Topology.hpp"

namespace montsim::sim {

namespace {

const RegistryBase* registry_of_selector(const std::string& key) {
    for (const RegistryBase* r : RegistryBase::all())
        if (r->selector() && r->selector()->key == key) return r;
    return nullptr;
}

struct Active {
    std::vector<std::pair<std::string, const Model*>> entries;  // (kind, entry)
    // Views of the declarations' own keys (the registries keep them): asked
    // for every point, a set of texts cost a copy of every key, and a set of
    // views a node and a search per key; gathered in any order, then sorted
    // once (active_of), duplicates dropped.
    std::vector<std::string_view> keys;
    // Keys an active entry declares but does not read at this point, with
    // when it would ("core type shared_memory reads it only with ...").
    std::map<std::string, std::string> ignored;
    // Why the point reads no topology (empty if it does).
    std::string no_topology;
};

void activate(Active& a, const std::string& kind, const Model& m, const Config& point) {
    for (const auto& [k, e] : a.entries)
        if (e == &m) return;
    a.entries.emplace_back(kind, &m);
    const std::map<std::string, std::string> ignored = m.ignores ? m.ignores(point) : std::map<std::string, std::string>{};
    for (const auto& [key, when] : ignored) a.ignored.emplace(key, kind + " " + m.name + " reads it " + when);
    for (const auto& d : m.params)
        if (!ignored.count(d.key)) a.keys.push_back(d.key);
    for (const auto& selector : m.consults) {
        if (ignored.count(selector)) continue;
        const RegistryBase* r = registry_of_selector(selector);
        if (!r) throw std::logic_error(kind + " " + m.name + " consults " + selector + ", which no registry selects by");
        a.keys.push_back(selector);
        activate(a, r->kind(), r->chosen_model(point), point);
    }
}

Active gather_active(const Config& point) {
    Active a;
    const Scheme& scheme = scheme_of(point);
    const std::vector<std::string>& simulation = simulation_keys();
    for (const auto& d : engine_params())
        if (!scheme.evaluate || std::find(simulation.begin(), simulation.end(), d.key) == simulation.end())
            a.keys.push_back(d.key);
    a.keys.push_back(schemes().selector()->key);
    activate(a, schemes().kind(), scheme, point);
    if (scheme.evaluate) {
        for (const auto& key : simulation)
            a.ignored.emplace(key, "the engine reads it only for a simulated scheme; " + scheme.name +
                                       " is evaluated from models");
        a.no_topology = "scheme " + scheme.name + " is evaluated from models: it has no platform";
        return a;
    }
    const PlatformUse use = scheme.uses ? scheme.uses(point) : PlatformUse{};
    for (const auto& t : use.node_types.empty() ? scheme.node_types : use.node_types)
        activate(a, core_types().kind(), core_types().get(t), point);
    if (use.links) {
        a.keys.push_back(topologies().selector()->key);
        activate(a, topologies().kind(), topologies().chosen(point), point);
    } else {
        a.no_topology = "this point's cores exchange no words over links, so no topology, latency model or "
                        "network mode is read";
    }
    return a;
}

Active active_of(const Config& point) {
    Active a = gather_active(point);
    std::sort(a.keys.begin(), a.keys.end());
    a.keys.erase(std::unique(a.keys.begin(), a.keys.end()), a.keys.end());
    return a;
}

// Whether `key` belongs to the network: the topology selector, a
// topology's parameter, or one of a model a topology consults (a latency
// model, a network mode). A point without links reads none of them.
bool under_topology(const std::string& key) {
    if (key == topologies().selector()->key) return true;
    for (const Model* m : topologies().models()) {
        if (std::any_of(m->params.begin(), m->params.end(), [&](const ParamDecl& d) { return d.key == key; }))
            return true;
        for (const auto& selector : m->consults) {
            if (selector == key) return true;
            if (const RegistryBase* r = registry_of_selector(selector))
                for (const Model* chosen : r->models())
                    if (std::any_of(chosen->params.begin(), chosen->params.end(),
                                    [&](const ParamDecl& d) { return d.key == key; }))
                        return true;
        }
    }
    return false;
}

// Who would read `key`: "topology ring, p2p; scheme sos".
std::string readers_of(const std::string& key) {
    std::string out;
    const std::vector<std::string>& simulation = simulation_keys();
    if (std::find(simulation.begin(), simulation.end(), key) != simulation.end())
        return "the engine, for a simulated scheme";
    if (key == topologies().selector()->key) return "the engine, for a point whose cores exchange words over links";
    for (const RegistryBase* r : RegistryBase::all()) {
        if (r->selector() && r->selector()->key == key) {
            // A selector: read by whoever consults it (or by the engine).
            for (const RegistryBase* other : RegistryBase::all()) {
                std::string names;
                for (const Model* m : other->models())
                    if (std::find(m->consults.begin(), m->consults.end(), key) != m->consults.end())
                        names += (names.empty() ? "" : ", ") + m->name;
                if (!names.empty()) out += (out.empty() ? "" : "; ") + other->kind() + " " + names;
            }
            continue;
        }
        std::string names;
        for (const Model* m : r->models())
            if (std::any_of(m->params.begin(), m->params.end(), [&](const ParamDecl& d) { return d.key == key; }))
                names += (names.empty() ? "" : ", ") + m->name;
        if (!names.empty()) out += (out.empty() ? "" : "; ") + r->kind() + " " + names;
    }
    return out.empty() ? "nothing" : out;
}

}  // namespace

// The keys a point reads, remembered by its values' identity
// (Config::values_identity): `montsim run` asks for every point before the
// run (unread_keys) and again as it writes the results (ResultWriter.cpp),
// and the results hold copies of the same configs. Each entry keeps its
// config, so that no other values can take its address while it is here.
std::vector<std::string_view> keys_read_views(const Config& point) {
    struct Remembered {
        Config point;
        std::vector<std::string_view> keys;
    };
    // Enough for the shipped sweeps' points (1,260 at most); a bigger run
    // starts over when it is full (its answers are asked afresh, not
    // wrong). Each entry holds a point's values: at most a few megabytes.
    constexpr size_t kKept = 2048;
    thread_local std::unordered_map<const void*, Remembered> memo;
    thread_local uint64_t memo_for = UINT64_MAX;
    if (memo_for != RegistryBase::generation()) memo.clear(), memo_for = RegistryBase::generation();
    const void* id = point.values_identity();
    if (!id) return active_of(point).keys;  // no values: nothing to name them by
    if (const auto it = memo.find(id); it != memo.end()) return it->second.keys;
    if (memo.size() >= kKept) memo.clear();
    return memo.emplace(id, Remembered{point, active_of(point).keys}).first->second.keys;
}

std::set<std::string> keys_read(const Config& point) {
    const std::vector<std::string_view> views = keys_read_views(point);
    return {views.begin(), views.end()};
}

namespace {

// The point's keys whose value is not their default (or that have none).
// Most of a point's keys hold their defaults: one walk through its keys
// beside the defaults' (both in key order) finds the few that do not,
// before any model is asked which keys it reads.
std::vector<std::string_view> changed_keys(const Config& point) {
    std::vector<std::string_view> changed;
    const auto& defaults = default_config().values();
    auto d = defaults.begin();
    for (const auto& [key, value] : point.values()) {
        while (d != defaults.end() && d->first < key) ++d;
        if (d != defaults.end() && d->first == key && d->second == value) continue;
        changed.push_back(key);
    }
    return changed;
}

}  // namespace

std::vector<std::string> unread_keys(const Config& point) {
    std::vector<std::string_view> unread = changed_keys(point);
    if (unread.empty()) return {};
    const std::vector<std::string_view> read = keys_read_views(point);
    unread.erase(std::remove_if(unread.begin(), unread.end(),
                                [&read](std::string_view k) { return std::binary_search(read.begin(), read.end(), k); }),
                 unread.end());
    std::vector<std::string> out;
    if (unread.empty()) return out;
    const Active a = active_of(point);  // the models and reasons the messages name
    for (const ParamDecl& d : params()) {  // in the catalogue's order
        if (std::find(unread.begin(), unread.end(), d.key) == unread.end()) continue;
        std::string models;
        for (const auto& [kind, m] : a.entries) models += (models.empty() ? "" : ", ") + kind + " " + m->name;
        std::string why;
        if (auto it = a.ignored.find(d.key); it != a.ignored.end()) why = ": " + it->second;
        else if (!a.no_topology.empty() && under_topology(d.key)) why = ": " + a.no_topology;
        out.push_back(d.key + " = " + value_literal(point.at(d.key)) + ": not read by this point (" + models + ")" +
                      why + "; read by " + readers_of(d.key));
    }
    return out;
}

}  // namespace montsim::sim
