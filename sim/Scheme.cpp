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
    if (!scheme.prepare == !scheme.evaluate)
        throw std::logic_error("scheme " + scheme.name + " needs a prepare (simulated) or an evaluate (computed) "
                               "function, exactly one");
    if (scheme.evaluate && !scheme.node_types.empty())
        throw std::logic_error("scheme " + scheme.name + " is evaluated, not simulated: it has no node types");
    schemes().add(std::move(scheme));
}

const Scheme& find_scheme(std::string_view name) { return schemes().get(name); }

const Scheme& scheme_of(const Config& point) { return schemes().chosen(point); }

std::vector<std::pair<std::string, std::string>> Scheme::facts() const {
    std::string types;
    for (const auto& t : node_types) types += (types.empty() ? "" : " + ") + t;
    if (!evaluate) return {{"runs on", types + " nodes"}};
    return {{"runs on", evaluated_on.empty() ? "evaluated from models, not simulated" : evaluated_on}};
}

std::string schemes_help() {
    std::ostringstream os;
    for (const auto& s : schemes().entries()) {
        os << wrapped(s.name + " (" + s.facts().front().second + "): " + s.summary, 2, 79, 4);
        for (const auto& st : beyond_common(s.stats)) os << wrapped(st.name + ": " + st.meaning, 6, 79, 8);
        if (s.reports_node_stats) {
            for (const auto& t : s.node_types) {
                const CoreType* type = core_types().find(t);
                if (!type) continue;
                std::string names;
                for (const auto& st : type->stats) names += (names.empty() ? "" : ", ") + st.name;
                os << wrapped("<" + t + " node>.*: per node: " + names, 6, 79, 8);
            }
        }
    }
    return os.str();
}

}  // namespace montsim::sim
