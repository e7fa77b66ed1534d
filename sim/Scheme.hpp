// A scheme: a program (or a generator of programs) for some platform, plus
// everything the engine needs to run it as an experiment point. Each scheme
// is one descriptor registered by name; the engine (sim/) looks schemes up in
// this registry and knows none of them.
//
// A point runs as: prepare(config) -> SchemeRun; run.platform() describes the
// nodes and links it needs; the engine builds the Platform; run.load() writes
// operands and parameter blocks; the platform runs; run.results() checks the
// result against the big-integer reference and returns the statistics.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "sim/Config.hpp"
#include "sim/Params.hpp"
#include "sim/PlatformSpec.hpp"
#include "sim/Stats.hpp"

namespace montsim::sim {

class Platform;

// A point of another scheme that this one needs, e.g. the sequential
// baseline a parallel scheme's speedup divides by. The engine runs each
// distinct one once per sweep and hands its statistics to results().
struct BaselineRequest {
    std::string name;  // the key under which results() finds it
    Config config;     // a complete point (baseline_config builds one)
};
using Baselines = std::map<std::string, Stats>;

class SchemeRun {
public:
    virtual ~SchemeRun() = default;
    virtual PlatformSpec platform() const = 0;
    // Called once the platform is built, before it runs.
    virtual void load(Platform& platform) = 0;
    // Called after a run in which every node finished without error. Throws
    // std::runtime_error if a result differs from the reference.
    virtual Stats results(const Platform& platform, const Baselines& baselines) const = 0;
};

struct StatDoc {
    std::string name;
    std::string meaning;
};

struct Scheme {
    std::string name;       // scheme.name
    std::string summary;    // one line for --help
    std::string core_type;  // the nodes it runs on (CoreTypes.hpp)
    // Its own parameters. A key may be declared by several schemes if the
    // declarations agree (the registry checks it).
    std::vector<ParamDecl> params;
    // What results() reports besides cycles, instructions and correct.
    std::vector<StatDoc> stats;
    // Validates the point (std::invalid_argument naming a bad parameter) and
    // prepares its programs and operands.
    std::function<std::unique_ptr<SchemeRun>(const Config&)> prepare;
    // The baselines a point needs (none if empty).
    std::function<std::vector<BaselineRequest>(const Config&)> baselines;
};

// Adds a scheme; std::logic_error for a duplicate name, a parameter that
// clashes with another declaration of the same key, or a missing prepare.
void register_scheme(Scheme scheme);

// Every registered scheme, in registration order.
const std::vector<Scheme>& schemes();

// The scheme named `name`; std::invalid_argument naming the known ones.
const Scheme& find_scheme(std::string_view name);

// Changes whenever a scheme is registered (the parameter list follows it).
uint64_t scheme_registry_generation();

// The keys a point of `scheme` reads: its own parameters, the common scheme
// keys (scheme.name, bits, seed, a, b, n) and its core type's keys.
bool scheme_reads(const Scheme& scheme, const std::string& key);

// A point of scheme `name` that takes from `point` every key that scheme
// reads and leaves the others at their defaults: two points that differ only
// in keys the baseline does not read ask for the same baseline.
Config baseline_config(const Config& point, const std::string& name);

// The scheme list for --help: name, core type, summary, and each statistic
// with its meaning (every scheme also reports cycles, instructions, correct).
std::string schemes_help();

}  // namespace montsim::sim
