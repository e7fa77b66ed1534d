#include "sim/Baseline.hpp"

#include <algorithm>

#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/EngineParams.hpp"

namespace montsim::sim {

namespace {
bool declares(const std::vector<ParamDecl>& params, const std::string& key) {
    return std::any_of(params.begin(), params.end(), [&](const ParamDecl& d) { return d.key == key; });
}
}  // namespace

bool scheme_reads(const Scheme& scheme, const std::string& key) {
    if (key == schemes().selector()->key) return true;
    if (declares(scheme.params, key) || declares(engine_params(), key)) return true;
    return std::any_of(scheme.node_types.begin(), scheme.node_types.end(), [&](const std::string& t) {
        const CoreType* type = core_types().find(t);
        return type && declares(type->params, key);
    });
}

Config baseline_config(const Config& point, const std::string& name) {
    const Scheme& scheme = find_scheme(name);
    Config out = default_config();
    for (const auto& [key, value] : point.values()) {
        const ParamDecl* decl = find_param(key);
        if (scheme_reads(scheme, key) && !(decl && decl->not_for_baselines)) out.set(key, value);
    }
    // Optional keys (timing.*) absent from the point stay absent.
    out.set(schemes().selector()->key, name);
    return out;
}

}  // namespace montsim::sim
