// Runs independent simulation points in parallel worker processes. SystemC
// allows one simulation per process at a time, so points run in forked
// children, one per job, each taking the next point of a queue they share
// until none is left (each point in a fresh SystemC context) and sending
// back one record per point (its statistics or its error) through a pipe as
// it finishes. A child that dies takes only the point it was running with
// it: that point is reported failed and a new child takes up the queue.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "sim/Sweep.hpp"

namespace montsim::sim {

// Whether run_points_parallel runs these points in this process, one after
// another (no worker processes).
inline bool runs_in_process(size_t points, unsigned jobs) { return jobs <= 1 || points <= 1; }

// Like run_points, with up to `jobs` points at a time (jobs <= 1: in this
// process, one after another). `on_done` is called in completion order, with
// the point's index; the returned outcomes are in the order of `points`.
std::vector<PointOutcome> run_points_parallel(const std::vector<Config>& points, const PointRunner& run,
                                              const PointObserver& on_done, unsigned jobs);

// The wire format between a worker and the parent (exposed for tests).
std::string encode_outcome(const PointOutcome& o);
void decode_outcome(const std::string& text, PointOutcome& o);

// One point's outcome as a self-delimiting record ("#\tINDEX\tFINGERPRINT\n",
// the encoded outcome, "=\n"): what workers stream to the parent, and what
// `montsim run --emit` writes and `--outcomes` reads (a sweep split over
// machines, scripts/montsim/commands/dask_run.py). The fingerprint is the point's
// (point_fingerprint of o.config): a record read back names the point it
// was computed for, so a record of another config or --set is refused. The
// body starts with one line "F\tFILE\tDIGEST" per input of the point
// (PointOutcome::inputs), so that --resume notices a changed program.
std::string encode_record(size_t index, const PointOutcome& o);

// 16 hexadecimal digits hashing every parameter of a point (its config as
// results.json writes it).
std::string point_fingerprint(const Config& point);

struct Record {
    size_t index = 0;
    std::string fingerprint;
    size_t line = 0;     // the header's line in the text, from 1
    PointOutcome outcome;  // stats or error; its config is left empty
};
// The complete records at the start of `text`, and how many characters
// they took; a record cut short at the end is left for later. Throws
// std::runtime_error for text that is not records.
std::vector<Record> decode_records(const std::string& text, size_t& used);


}  // namespace montsim::sim
