// Statistics: declared once, with name, unit and meaning, by the model that
// counts them (a scheme, a core type, a topology); the value comes from the
// same object. A model writes its group as a StatGroup whose members are
// Stats (as gem5's statistics::Group and ADD_STAT): the declarations feed
// `--help` and the docs, the values the results files, so the two cannot
// disagree. The engine prefixes a node's group with the node's name
// ("core0.") and a network's with "network.".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "sim/Config.hpp"

namespace montsim::sim {

// Named values of one run, in a stable order (the CSV column order).
using Stats = std::vector<std::pair<std::string, Value>>;

// The value of statistic `name`; std::logic_error if it is absent.
const Value& stat_value(const Stats& stats, const std::string& name);

// One statistic as `--help` and the docs describe it.
struct StatDecl {
    std::string name;     // "ctu"; "coreN.*"-style prefixes come from the engine
    std::string unit;     // "cycles", "words", ...; "" for a count or a ratio
    std::string meaning;  // one line
};

class StatGroup;

// A member of a StatGroup: its declaration, and its value once the owner
// has set it. An unset statistic is left out of the results (a scheme may
// report some only in some cases: modexp's speedup needs a baseline).
class Stat {
public:
    // The texts are string literals: a group is made for every point, and
    // its declarations are copied only when asked for.
    Stat(StatGroup& group, const char* name, const char* unit, const char* meaning)
        : name_(name), unit_(unit), meaning_(meaning) {
        attach(group);
    }
    Stat(const Stat&) = delete;
    Stat& operator=(const Stat&) = delete;

    Stat& operator=(bool v) { return set(Value{v}); }
    Stat& operator=(double v) { return set(Value{v}); }
    Stat& operator=(std::string v) { return set(Value{std::move(v)}); }
    Stat& operator=(const char* v) { return set(Value{std::string(v)}); }
    // Every integer type is stored as int64_t (the results' integer type).
    template <typename T, typename = std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>>
    Stat& operator=(T v) {
        return set(Value{static_cast<int64_t>(v)});
    }

    StatDecl decl() const { return {name_, unit_, meaning_}; }
    const char* name() const { return name_; }
    const std::optional<Value>& value() const { return value_; }

private:
    Stat& set(Value v) {
        value_ = std::move(v);
        return *this;
    }
    void attach(StatGroup& group);
    const char* name_;
    const char* unit_;
    const char* meaning_;
    std::optional<Value> value_;
};

// A model's statistics: derive, and declare each as a Stat member; their
// order of declaration is the column order.
class StatGroup {
public:
    StatGroup() = default;
    // The members point at their group: a group stays where it was made.
    StatGroup(const StatGroup&) = delete;
    StatGroup& operator=(const StatGroup&) = delete;

    std::vector<StatDecl> declarations() const;
    // The set statistics, in declaration order.
    Stats values() const;
    // The declaration of statistic `name`; std::logic_error if none.
    StatDecl declaration(const std::string& name) const;

private:
    friend class Stat;
    std::vector<const Stat*> members_;
};

// The declarations of group type G (default-constructible).
template <typename G>
std::vector<StatDecl> declarations_of() {
    const G group;
    return group.declarations();
}

// What every scheme reports first, before its own statistics.
class PointStats : public StatGroup {
public:
    // `cycles_meaning`, `instructions_meaning`: what they measure for this
    // scheme, if more than the defaults (string literals).
    explicit PointStats(const char* cycles_meaning = kCyclesMeaning,
                        const char* instructions_meaning = kInstructionsMeaning);
    static constexpr const char* kCyclesMeaning = "cycles of the run: when the last node finished";
    static constexpr const char* kInstructionsMeaning = "instructions executed (all cores)";

    Stat cycles;
    Stat instructions;
    // A scheme returns its statistics only after its result matched the
    // big-integer reference (a mismatch throws): true whenever reported.
    Stat correct{*this, "correct", "", "the result matched the big-integer reference"};
};

// The statistics of `stats` that say more than PointStats does: all but
// those PointStats declares with the same name and meaning (a scheme that
// gives `cycles` a meaning of its own keeps it). --help and the reference
// list these under each entry.
std::vector<StatDecl> beyond_common(const std::vector<StatDecl>& stats);

}  // namespace montsim::sim
