// What one link counts under its latency model (the model's statistics
// group, LatencyModel::stats), whichever network mode made the link: the
// fast path's rule (LineRule) and the clocked hardware (ClockedLine) each
// report the same group, summed over the links into the network's.
#pragma once

#include "sim/Stats.hpp"

namespace montsim::net {

class LineStats {
public:
    virtual ~LineStats() = default;
    // The values of the model's statistics for this link.
    virtual sim::Stats stats() const { return {}; }
};

}  // namespace montsim::net
