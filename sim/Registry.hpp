// Registries: every model montsim can run is one entry, found by name, that
// carries the parameters it reads and the statistics it reports, declared
// beside its code (gem5's SimObject params, Noxim's self-registering routing
// algorithms). One Registry per kind of model: schemes, core types and
// topologies, which the engine calls (sim/Scheme.hpp, sim/CoreType.hpp,
// sim/Topology.hpp), and kinds it never calls, defined by their own folder
// (network/'s latency models and network modes). The parameter catalogue
// (sim/Catalogue.hpp), `--help` and validation find every registry the same
// way, so a new kind or a new entry needs no change in sim/.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sim/Config.hpp"
#include "sim/Params.hpp"
#include "sim/Stats.hpp"

namespace montsim::sim {

// What every registry entry carries.
struct Model {
    std::string name;     // what a config or a NodeSpec calls it
    std::string summary;  // one line for --help
    // Every config key it reads. A key several entries read (link.latency,
    // scheme.bits) is declared once, by one function beside the code that
    // reads it, and listed by each: the declarations must agree.
    std::vector<ParamDecl> params;
    // The selector keys of other registries whose chosen entry it reads
    // ("link.model": a ring's links apply the latency model the point
    // chooses; a mesh's do not). What a point reads follows from these
    // (sim/KeyUse.hpp).
    std::vector<std::string> consults;
    // Optional: which of its params and consults a point does not read, given
    // the point's other keys, each with when it is read (barrier.latency:
    // "only with barrier.kind = hardware"). Unset: it reads them all.
    // sim/KeyUse.hpp refuses a key set where it is not read.
    std::function<std::map<std::string, std::string>(const Config&)> ignores;
    // Its statistics group (Stats.hpp).
    std::vector<StatDecl> stats;
    // The selector's default: at most one entry of a registry says so (the
    // ring, the pipelined link, sos); without one, the first registered.
    // Registrations run in the order of their names (Registration.hpp), so
    // the default is said here, not by that order.
    bool is_default = false;

    virtual ~Model() = default;
    // What else the catalogue and the reference say of it, as (fact, value)
    // pairs ("runs on", "microblaze nodes"): each kind says its own.
    virtual std::vector<std::pair<std::string, std::string>> facts() const { return {}; }
};

// The config key that chooses an entry of a registry: scheme.name,
// link.model, ... It becomes a choice parameter of the entries' names, the
// default the entry that says it is (Model::is_default).
struct Selector {
    std::string key;
    std::string description;      // for --help ...
    bool list_summaries = false;  // ... followed by "name = summary; ..." of every entry
};

class RegistryBase {
public:
    // `kind` names an entry in messages ("core type"); `rank` orders the
    // registries in the catalogue and --help (lowest first).
    RegistryBase(std::string kind, std::optional<Selector> selector, int rank);
    virtual ~RegistryBase() = default;
    RegistryBase(const RegistryBase&) = delete;
    RegistryBase& operator=(const RegistryBase&) = delete;

    const std::string& kind() const { return kind_; }
    const std::optional<Selector>& selector() const { return selector_; }
    int rank() const { return rank_; }
    virtual std::vector<const Model*> models() const = 0;
    // The entry the config's selector key names (std::invalid_argument as
    // Registry::get); std::logic_error for a registry without a selector.
    virtual const Model& chosen_model(const Config& cfg) const = 0;
    // The entry a point gets when its selector key is not set: the one
    // marked is_default, else the first registered; nullptr when empty.
    const Model* default_model() const;
    // "a, b, c": the entries' names in registration order.
    std::string names() const;

    // Every registry made so far, by rank.
    static std::vector<const RegistryBase*> all();
    // Changes whenever an entry is added to any registry (the catalogue
    // follows it).
    static uint64_t generation();

protected:
    // Checks a new entry before it is added: std::logic_error for a
    // duplicate name, a second default or a parameter declared differently
    // elsewhere.
    void check_new(const Model& entry) const;
    static void bump_generation();
    // The error for a name no entry has: "KEY = "x": must be one of a, b"
    // with a selector, else "unknown KIND 'x' (known: a, b)".
    [[noreturn]] void unknown(std::string_view name) const;
    // The selected name in `cfg` (the selector's key).
    const std::string& selected(const Config& cfg) const;

private:
    std::string kind_;
    std::optional<Selector> selector_;
    int rank_;
};

// `Entry` derives from Model.
template <typename Entry>
class Registry : public RegistryBase {
public:
    using RegistryBase::RegistryBase;

    void add(Entry entry) {
        check_new(entry);
        entries_.push_back(std::move(entry));
        bump_generation();
    }
    // In registration order. An entry stays where it is when others are
    // added (a deque), so a pointer to it stays valid.
    const std::deque<Entry>& entries() const { return entries_; }
    bool empty() const { return entries_.empty(); }
    // default_model() as an Entry; std::logic_error if there is none.
    const Entry& default_entry() const {
        if (const Model* m = default_model()) return static_cast<const Entry&>(*m);
        throw std::logic_error("no " + kind() + " is registered");
    }
    const Entry* find(std::string_view name) const {
        for (const auto& e : entries_)
            if (e.name == name) return &e;
        return nullptr;
    }
    // std::invalid_argument naming the known entries if there is none.
    const Entry& get(std::string_view name) const {
        if (const Entry* e = find(name)) return *e;
        unknown(name);
    }
    // The entry the config's selector key names.
    const Entry& chosen(const Config& cfg) const { return get(selected(cfg)); }

    std::vector<const Model*> models() const override {
        std::vector<const Model*> out;
        for (const auto& e : entries_) out.push_back(&e);
        return out;
    }
    const Model& chosen_model(const Config& cfg) const override { return chosen(cfg); }

private:
    std::deque<Entry> entries_;
};

// Whether two declarations of one key agree (everything but the wording).
bool same_declaration(const ParamDecl& a, const ParamDecl& b);

}  // namespace montsim::sim
