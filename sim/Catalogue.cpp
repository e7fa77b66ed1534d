#include "sim/Catalogue.hpp"

#include <algorithm>
#include <unordered_map>
#include <iomanip>
#include <sstream>
#include <stdexcept>

#include "sim/EngineParams.hpp"
#include "sim/Registry.hpp"

namespace montsim::sim {

size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diag = up;
        }
    }
    return row[b.size()];
}

namespace {


// The choice parameter a registry's selector key declares: its entries'
// names, the default entry's (Model::is_default) the default.
ParamDecl selector_param(const RegistryBase& registry) {
    const Selector& sel = *registry.selector();
    const std::vector<const Model*> models = registry.models();
    if (models.empty()) {
        ParamDecl d;
        d.key = sel.key;
        d.type = ParamType::Text;
        d.description = sel.description + " (none is registered in this program)";
        return d;
    }
    std::vector<std::string> names;
    std::string summaries;
    for (const Model* m : models) {
        names.push_back(m->name);
        summaries += (summaries.empty() ? "" : "; ") + m->name + " = " + m->summary;
    }
    return choice_param(sel.key, names, registry.default_model()->name, sel.description + (sel.list_summaries ? summaries : ""));
}

// Every registry's selector and its entries' keys (by rank, an entry's keys
// in its order), then the engine's own; a key several entries read is
// listed once, and its declarations must agree.
std::vector<ParamDecl> declare_params() {
    std::vector<ParamDecl> list;
    auto add = [&list](const ParamDecl& d, const std::string& who) {
        for (const auto& x : list)
            if (x.key == d.key) {
                if (!same_declaration(x, d))
                    throw std::logic_error(who + " declares " + d.key + " differently from an earlier declaration");
                return;
            }
        list.push_back(d);
    };
    for (const RegistryBase* registry : RegistryBase::all()) {
        if (registry->selector()) add(selector_param(*registry), registry->kind() + " registry");
        for (const Model* m : registry->models())
            for (const auto& d : m->params) add(d, registry->kind() + " " + m->name);
    }
    for (const auto& d : engine_params()) add(d, "the engine");
    return list;
}

}  // namespace

const std::vector<ParamDecl>& params() {
    // Rebuilt when a model registers: its keys join the list.
    static std::vector<ParamDecl> list;
    static uint64_t built_for = UINT64_MAX;
    if (built_for != RegistryBase::generation()) {
        list = declare_params();
        built_for = RegistryBase::generation();
    }
    return list;
}

const ParamDecl* find_param(std::string_view key) {
    // Asked for every key of every point (baselines, key checks): an index
    // by name, rebuilt with the list.
    static std::unordered_map<std::string_view, const ParamDecl*> index;
    static uint64_t built_for = UINT64_MAX;
    const std::vector<ParamDecl>& list = params();
    if (built_for != RegistryBase::generation()) {
        index.clear();
        for (const auto& d : list) index.emplace(d.key, &d);  // the first declaration of a key, as a search finds
        built_for = RegistryBase::generation();
    }
    const auto it = index.find(key);
    return it == index.end() ? nullptr : it->second;
}

std::string closest_param(std::string_view key) {
    // A key written without its section ("pipeline") names its parameter.
    for (const auto& d : params())
        if (d.key.size() > key.size() && d.key.compare(d.key.size() - key.size(), key.size(), key) == 0 &&
            d.key[d.key.size() - key.size() - 1] == '.')
            return d.key;
    const ParamDecl* best = nullptr;
    size_t best_distance = std::max<size_t>(2, key.size() / 3) + 1;  // farther is not a typo
    for (const auto& d : params()) {
        const size_t dist = edit_distance(key, d.key);
        if (dist < best_distance) {
            best = &d;
            best_distance = dist;
        }
    }
    return best ? best->key : std::string();
}

const Config& default_config() {
    // Every point and baseline starts from it: built once per list of
    // parameters.
    static Config cfg;
    static uint64_t built_for = UINT64_MAX;
    const std::vector<ParamDecl>& list = params();
    if (built_for != RegistryBase::generation()) {
        cfg = Config();
        for (const auto& d : list)
            if (d.default_value) cfg.set(d.key, *d.default_value);
        built_for = RegistryBase::generation();
    }
    return cfg;
}

std::string params_help() {
    std::ostringstream os;
    size_t width = 0;
    for (const auto& d : params()) width = std::max(width, d.key.size());
    for (const auto& d : params()) {
        const std::string def = d.default_value ? value_literal(*d.default_value) : d.absent_note;
        os << "  " << std::left << std::setw(static_cast<int>(width)) << d.key << "  default " << def << "; "
           << d.requirement();
        if (!d.unit.empty()) os << " (" << d.unit << ")";
        os << "\n" << wrapped(d.description, 6, 79);
    }
    return os.str();
}

}  // namespace montsim::sim
