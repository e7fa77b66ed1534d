// Runs independent simulation points in parallel worker processes. SystemC
// allows one simulation per process at a time, so each point runs in a
// forked child that sends its statistics (or its error) back through a pipe.
#pragma once

#include "sim/Sweep.hpp"

namespace montsim::sim {

// Like run_points, with up to `jobs` points at a time (jobs <= 1: in this
// process, one after another). `on_done` is called in completion order, with
// the point's index; the returned outcomes are in the order of `points`.
std::vector<PointOutcome> run_points_parallel(const std::vector<Config>& points, const PointRunner& run,
                                              const PointObserver& on_done, unsigned jobs);

// The wire format between a worker and the parent (exposed for tests).
std::string encode_outcome(const PointOutcome& o);
void decode_outcome(const std::string& text, PointOutcome& o);

}  // namespace montsim::sim
