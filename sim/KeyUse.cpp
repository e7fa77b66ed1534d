#include "sim/KeyUse.hpp"

#include <algorithm>

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
    std::set<std::string> keys;
};

void activate(Active& a, const std::string& kind, const Model& m, const Config& point) {
    for (const auto& [k, e] : a.entries)
        if (e == &m) return;
    a.entries.emplace_back(kind, &m);
    for (const auto& d : m.params) a.keys.insert(d.key);
    for (const auto& selector : m.consults) {
        const RegistryBase* r = registry_of_selector(selector);
        if (!r) throw std::logic_error(kind + " " + m.name + " consults " + selector + ", which no registry selects by");
        a.keys.insert(selector);
        activate(a, r->kind(), r->chosen_model(point), point);
    }
}

Active active_of(const Config& point) {
    Active a;
    for (const auto& d : engine_params()) a.keys.insert(d.key);
    const Scheme& scheme = scheme_of(point);
    a.keys.insert(schemes().selector()->key);
    activate(a, schemes().kind(), scheme, point);
    if (!scheme.evaluate) {
        for (const auto& t : scheme.node_types) activate(a, core_types().kind(), core_types().get(t), point);
        a.keys.insert(topologies().selector()->key);
        activate(a, topologies().kind(), topologies().chosen(point), point);
    }
    return a;
}

// Who would read `key`: "topology ring, p2p; scheme sos".
std::string readers_of(const std::string& key) {
    std::string out;
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

std::set<std::string> keys_read(const Config& point) { return active_of(point).keys; }

std::vector<std::string> unread_keys(const Config& point) {
    const Active a = active_of(point);
    std::vector<std::string> out;
    for (const ParamDecl& d : params()) {
        if (a.keys.count(d.key) || !point.has(d.key)) continue;
        if (d.default_value && point.at(d.key) == *d.default_value) continue;
        std::string models;
        for (const auto& [kind, m] : a.entries) models += (models.empty() ? "" : ", ") + kind + " " + m->name;
        out.push_back(d.key + " = " + value_literal(point.at(d.key)) + ": not read by this point (" + models +
                      "); read by " + readers_of(d.key));
    }
    return out;
}

}  // namespace montsim::sim
