// An experiment: a base configuration plus sweep axes, and its expansion into
// simulation points (one complete Config each), and the loop that runs them.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "sim/Config.hpp"
#include "sim/InputDigest.hpp"
#include "sim/Stats.hpp"

namespace montsim::sim {

struct SweepAxis {
    std::string key;
    std::vector<Value> values;  // validated, never empty
};

// One cartesian product of axes, in the order of the file.
using SweepGroup = std::vector<SweepAxis>;

struct Experiment {
    std::string source;  // the config file it came from ("" if none)
    Config base;         // the keys the file (or --set) gave, validated
    // The sweep: one group ([sweep]) or several ([[sweep]] tables), each the
    // cartesian product of its axes; the points are the first group's, then
    // the second's, ... (a sweep of a key only where it is read: placements
    // for the routed topologies, none for the ring). Never empty: an
    // experiment without a sweep has one group without axes, one point.
    std::vector<SweepGroup> groups{1};
    std::map<std::string, std::string> meta;  // [meta]: name, description, ...
};

// The most points one experiment may have.
constexpr size_t kMaxPoints = 1'000'000;

// Number of points expand_points yields: the sum over the groups of the
// product of their axis lengths, or kMaxPoints + 1 if that is larger.
size_t point_count(const Experiment& ex);

// Every point of the experiment: defaults, overlaid by the base, overlaid by
// one value of each axis of its group. A group's product nests in file
// order: the first axis varies slowest, the last fastest. ConfigError
// (ConfigLoader.hpp) for more than kMaxPoints points.
std::vector<Config> expand_points(const Experiment& ex);
// Points first..last-1 only (a share), without making the others.
std::vector<Config> expand_points(const Experiment& ex, size_t first, size_t last);
// point_count, or ConfigError past kMaxPoints (naming the axes' sizes).
size_t checked_point_count(const Experiment& ex);

// Names a point by the values of the keys any group sweeps: "scheme.bits=1024
// core.pipeline=3-stage"; "base" for an experiment without axes.
std::string point_label(const Experiment& ex, const Config& point);

// Runs one point and returns its statistics; throws on a failed run. A
// function from Config to Stats, so a point can run in-process or in a
// worker process (SystemC allows one simulation per process).
using PointRunner = std::function<Stats(const Config&)>;

struct PointOutcome {
    Config config;
    std::optional<Stats> stats;  // absent if the run threw
    std::string error;           // the exception's message when it threw
    bool interrupted = false;    // not run: the sweep was interrupted (Interrupt.hpp) first
    InputDigests inputs;         // its files beyond its parameters (Scheme::inputs), as they were
};

// Called after each point finishes, with its 0-based index.
using PointObserver = std::function<void(size_t index, const PointOutcome&)>;

// Runs one point, turning an exception into the outcome's error.
PointOutcome run_one(const Config& point, const PointRunner& run);

// Runs every point, in order, and keeps going past a failed point (the
// points are independent); outcomes are in the order of `points`. Stops
// before the next point once interrupt_signal() is set: the points not run
// are marked interrupted.
std::vector<PointOutcome> run_points(const std::vector<Config>& points, const PointRunner& run,
                                     const PointObserver& on_done);

}  // namespace montsim::sim
