#include "sim/Stats.hpp"

#include <algorithm>
#include <stdexcept>

namespace montsim::sim {

const Value& stat_value(const Stats& stats, const std::string& name) {
    for (const auto& [n, v] : stats)
        if (n == name) return v;
    throw std::logic_error("no statistic " + name);
}

void Stat::attach(StatGroup& group) { group.members_.push_back(this); }

std::vector<StatDecl> StatGroup::declarations() const {
    std::vector<StatDecl> out;
    for (const Stat* s : members_) out.push_back(s->decl());
    return out;
}

Stats StatGroup::values() const {
    Stats out;
    for (const Stat* s : members_)
        if (s->value()) out.emplace_back(s->name(), *s->value());
    return out;
}

StatDecl StatGroup::declaration(const std::string& name) const {
    for (const Stat* s : members_)
        if (s->name() == name) return s->decl();
    throw std::logic_error("no statistic " + name + " is declared");
}

PointStats::PointStats(const char* cycles_meaning, const char* instructions_meaning)
    : cycles(*this, "cycles", "cycles", cycles_meaning), instructions(*this, "instructions", "", instructions_meaning) {
    correct = true;
}

std::vector<StatDecl> beyond_common(const std::vector<StatDecl>& stats) {
    const std::vector<StatDecl> common = declarations_of<PointStats>();
    std::vector<StatDecl> own;
    for (const auto& st : stats) {
        const bool as_common = std::any_of(common.begin(), common.end(), [&](const StatDecl& c) {
            return c.name == st.name && c.meaning == st.meaning;
        });
        if (!as_common) own.push_back(st);
    }
    return own;
}

}  // namespace montsim::sim
