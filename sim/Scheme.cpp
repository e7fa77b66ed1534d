#include "sim/Scheme.hpp"

#include <sstream>
#include <stdexcept>

#include "network/NamedEntries.hpp"
#include "sim/CoreTypes.hpp"

namespace montsim::sim {

namespace {

struct Registry {
    std::vector<Scheme> list;
    uint64_t generation = 0;
};

Registry& registry() {
    static Registry r;
    return r;
}

bool same_declaration(const ParamDecl& a, const ParamDecl& b) {
    return a.type == b.type && a.default_value == b.default_value && a.unit == b.unit && a.int_min == b.int_min &&
           a.int_max == b.int_max && a.multiple_of == b.multiple_of && a.double_min == b.double_min &&
           a.double_max == b.double_max && a.choices == b.choices;
}

const char* const kCommonSchemeKeys[] = {"scheme.name", "scheme.bits", "scheme.seed",
                                         "scheme.a",    "scheme.b",    "scheme.n"};

}  // namespace

const Value& stat_value(const Stats& stats, const std::string& name) {
    for (const auto& [n, v] : stats)
        if (n == name) return v;
    throw std::logic_error("no statistic " + name);
}

void register_scheme(Scheme scheme) {
    Registry& r = registry();
    if (!scheme.prepare) throw std::logic_error("scheme " + scheme.name + " has no prepare function");
    for (const auto& s : r.list) {
        if (s.name == scheme.name) throw std::logic_error("scheme " + scheme.name + " is registered twice");
        for (const auto& mine : scheme.params)
            for (const auto& theirs : s.params)
                if (mine.key == theirs.key && !same_declaration(mine, theirs))
                    throw std::logic_error("schemes " + s.name + " and " + scheme.name + " declare " + mine.key +
                                           " differently");
    }
    r.list.push_back(std::move(scheme));
    ++r.generation;
}

const std::vector<Scheme>& schemes() { return registry().list; }

uint64_t scheme_registry_generation() { return registry().generation; }

const Scheme& find_scheme(std::string_view name) {
    if (const Scheme* s = find_named(schemes(), name)) return *s;
    throw std::invalid_argument("scheme.name = \"" + std::string(name) + "\" is not a registered scheme (known: " +
                                joined_names(schemes()) + ")");
}

bool scheme_reads(const Scheme& scheme, const std::string& key) {
    for (const char* k : kCommonSchemeKeys)
        if (key == k) return true;
    for (const auto& p : scheme.params)
        if (p.key == key) return true;
    for (const auto& prefix : core_type(scheme.core_type).key_prefixes)
        if (key.compare(0, prefix.size(), prefix) == 0) return true;
    return false;
}

Config baseline_config(const Config& point, const std::string& name) {
    const Scheme& scheme = find_scheme(name);
    Config out = default_config();
    for (const auto& [key, value] : point.values()) {
        const ParamDecl* decl = find_param(key);
        if (scheme_reads(scheme, key) && !(decl && decl->not_for_baselines)) out.set(key, value);
    }
    // Optional keys (timing.*) absent from the point stay absent.
    out.set("scheme.name", name);
    return out;
}

std::string schemes_help() {
    std::ostringstream os;
    for (const auto& s : schemes()) {
        os << wrapped(s.name + " (" + s.core_type + " cores): " + s.summary, 2, 79);
        for (const auto& st : s.stats) os << wrapped(st.name + ": " + st.meaning, 6, 79);
    }
    return os.str();
}

}  // namespace montsim::sim
