// Writes the results of a set of points as DIR/results.csv and
// DIR/results.json: every configuration key and every statistic of each
// point. Scripts read only these files, never montsim's printed text.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "sim/Config.hpp"
#include "sim/Stats.hpp"

namespace montsim::sim {

struct PointResult {
    Config config;
    Stats stats;
};

// CSV: a header of every config key of the points (sorted), then every stat
// name in the order of the first row (names only later rows have follow, in
// order of appearance); one row per point; a value a point lacks is an empty
// cell. Fields are quoted as RFC 4180 says.
std::string results_csv(const std::vector<PointResult>& results);

// JSON: {"provenance": {what produced it: `provenance`, run_provenance() of
// Provenance.hpp, on its own first line; absent if empty}, "defaults": {every parameter's default}, "statistics": {what
// each statistic is}, "points": [{"config": {...}, "stats": {...}}, ...]},
// values typed (numbers as numbers, booleans as booleans, strings as
// strings). The defaults let a table or plot name every parameter its points
// changed.
std::string results_json(const std::vector<PointResult>& results, const std::string& provenance = "");

// {"NAME": {"unit": ..., "meaning": ...}, ...}: every statistic the points
// report, from the same declarations `--help` reads (the scheme's, the
// network's as "network.NAME"; a node's statistic NAME, reported as
// "<node>.NAME", once as "*.NAME").
std::string statistics_json(const std::vector<PointResult>& results);

// One configuration as a JSON object, values typed as in results_json.
std::string config_json(const Config& cfg);

// Writes both files into `dir` as `stem`.csv and `stem`.json, creating the
// directory if missing; each file is written beside its final name and
// renamed into place, so a reader never sees half a table. Throws
// std::runtime_error naming the file on failure.
// `provenance` as results_json.
void write_results(const std::filesystem::path& dir, const std::vector<PointResult>& results,
                   const std::string& stem = "results", const std::string& provenance = "");

// Writes `text` under a name of this process's own and renames it over
// `path` (a reader sees the old file or the new one).
void write_text_atomically(const std::filesystem::path& path, const std::string& text);

// Only one `montsim run` writes a results folder at a time: the lock
// (DIR/.montsim.lock, flock) is taken before any point runs and held until
// the results are written; a second writer stops at once with an error
// naming the first one's pid, so that results.csv and results.json always
// come from the same run.
class ResultsLock {
public:
    explicit ResultsLock(const std::filesystem::path& dir);  // std::runtime_error if another run holds it
    ~ResultsLock();
    ResultsLock(const ResultsLock&) = delete;
    ResultsLock& operator=(const ResultsLock&) = delete;

private:
    int fd_ = -1;
};

}  // namespace montsim::sim
