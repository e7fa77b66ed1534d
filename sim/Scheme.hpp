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
#include "sim/InputDigest.hpp"
#include "sim/MemoryNeed.hpp"
#include "sim/PlatformSpec.hpp"
#include "sim/Registry.hpp"
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
    // std::runtime_error if a result differs from the reference. Returns
    // the scheme's group (Scheme::stats), values set.
    virtual Stats results(const Platform& platform, const Baselines& baselines) const = 0;
    // Called when the run itself failed (a core stopped on an illegal
    // instruction, a deadlock, the cycle limit): what the scheme can tell
    // of the cause beyond the engine's message (a core's stack that
    // overflowed into its code), or nothing.
    virtual std::string failure_note(const Platform& /*platform*/) const { return {}; }
};

struct Scheme : Model {
    // Model::stats is its whole group: PointStats's cycles, instructions and
    // correct first, then its own (declarations_of<ItsStats>()).
    // The core types of its nodes (CoreType.hpp), the one its cores run on
    // first (a shared-memory scheme adds the memory's type).
    std::vector<std::string> node_types;
    // Optional: which parts of the platform a point uses (a one-core point
    // has no links, a program without scheme.shared_memory no memory node),
    // so that the keys of the parts it lacks are refused as unread
    // (sim/KeyUse.hpp). Unset: links and every node type. Must agree with
    // what prepare's platform() describes (tests/sim/KeyUseTest.cpp checks
    // every scheme).
    std::function<PlatformUse(const Config&)> uses;
    // Whether each node's statistics group joins the results, prefixed
    // "<node name>." (pSHS's per-core stall cycles).
    bool reports_node_stats = false;
    // Validates the point (std::invalid_argument naming a bad parameter) and
    // prepares its programs and operands.
    std::function<std::unique_ptr<SchemeRun>(const Config&)> prepare;
    // Optional, cheap: the parameter checks prepare (or evaluate) makes,
    // without building anything (std::invalid_argument naming the key).
    // `montsim run` calls it for every point before the first runs, so a
    // combination no point can run fails once, up front.
    std::function<void(const Config&)> validate;
    // Optional: what the scheme itself allocates for a point (a generated
    // program, a schedule), estimated from its parameters; the engine
    // refuses a point past its memory budget (run.memory_mb) before
    // prepare, naming the setting and what to lower.
    std::function<MemoryNeed(const Config&)> memory;
    // Instead of prepare, for a scheme computed from models rather than
    // simulated (no platform, no nodes: node_types is empty): validates the
    // point as prepare does, computes and checks its result, and returns
    // the scheme's group (Model::stats, values set). Its statistics must say
    // what they are (its `cycles` is whatever its declaration says).
    std::function<Stats(const Config&)> evaluate;
    // An evaluated scheme that runs its own simulator outside the platform
    // (scheme fips: the executable VLIW core) says which here; empty:
    // "evaluated from models, not simulated".
    std::string evaluated_on;
    // Optional: which of the operand keys it declares (scheme.a, scheme.b,
    // scheme.n) reach the point's program, for a scheme whose program may take
    // only some (a user's program takes what its description's params give
    // it). Unset: every operand key it declares. montsim leakage refuses a
    // point whose program takes none of the operands its classes vary.
    std::function<std::vector<std::string>(const Config&)> operands_taken;
    // Optional: for a scheme whose secret is one scalar (ecc's k) rather
    // than its operands, the scalar a timing-leakage experiment (montsim
    // leakage) varies: the key that takes it, its bits (every draw has the
    // top one set, so it stays below the group order), and how a value,
    // given as hex digits, is written into the key.
    struct SecretScalar {
        std::string key;
        unsigned bits = 0;
        std::function<std::string(const std::string& hex)> encode;
    };
    std::function<SecretScalar(const Config&)> secret_scalar;
    // Optional: the files beyond its parameters that decide a point's result
    // (a user's program, its description, what the program is built from),
    // each with a digest of its content. A record of the point carries them,
    // so that `montsim run --resume` runs a point again whose files changed.
    std::function<InputDigests(const Config&)> inputs;
    // The baselines a point needs (none if empty).
    std::function<std::vector<BaselineRequest>(const Config&)> baselines;

    // "runs on": its node types, or that it is evaluated.
    std::vector<std::pair<std::string, std::string>> facts() const override;
};

// Every scheme, chosen by scheme.name (the default is the entry marked
// Model::is_default).
Registry<Scheme>& schemes();

// schemes().add(scheme): std::logic_error for a duplicate name, a parameter
// that clashes with another declaration of the same key, neither or both of
// prepare and evaluate, or node types on an evaluated scheme.
void register_scheme(Scheme scheme);

// The scheme named `name`; std::invalid_argument naming the known ones.
const Scheme& find_scheme(std::string_view name);

// The scheme a point runs (its scheme.name).
const Scheme& scheme_of(const Config& point);

// The scheme list for --help: name, core type, summary, and each statistic
// with its meaning (every scheme also reports cycles, instructions, correct:
// listed only where a scheme gives cycles a meaning of its own).
std::string schemes_help();

}  // namespace montsim::sim
