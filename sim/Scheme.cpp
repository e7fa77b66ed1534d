#include "sim/Scheme.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "sim/CoreType.hpp"

namespace montsim::sim {

Registry<Scheme>& schemes() {
    static Registry<Scheme> registry(
        "scheme", Selector{"scheme.name", "the scheme to run (montsim --help lists them)", false}, 10);
    return registry;
}

void register_scheme(Scheme scheme) {
    if (!scheme.prepare) throw std::logic_error("scheme " + scheme.name + " has no prepare function");
    schemes().add(std::move(scheme));
}

const Scheme& find_scheme(std::string_view name) { return schemes().get(name); }

const Scheme& scheme_of(const Config& point) { return schemes().chosen(point); }

std::string schemes_help() {
    const std::vector<StatDecl> common = declarations_of<PointStats>();
    std::ostringstream os;
    for (const auto& s : schemes().entries()) {
        os << wrapped(s.name + " (" + s.core_type + " cores): " + s.summary, 2, 79);
        for (const auto& st : s.stats) {
            const bool as_common = std::any_of(common.begin(), common.end(), [&](const StatDecl& c) {
                return c.name == st.name && c.meaning == st.meaning;
            });
            if (!as_common) os << wrapped(st.name + ": " + st.meaning, 6, 79);
        }
        if (s.reports_node_stats) {
            std::string names;
            if (const CoreType* type = core_types().find(s.core_type))
                for (const auto& st : type->stats) names += (names.empty() ? "" : ", ") + st.name;
            os << wrapped("coreN.*: per core: " + names, 6, 79);
        }
    }
    return os.str();
}

}  // namespace montsim::sim
