#include "sim/Stats.hpp"

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

}  // namespace montsim::sim
