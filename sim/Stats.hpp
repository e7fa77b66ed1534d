// Named statistics of one run, in a stable order (the CSV column order).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "sim/Config.hpp"

namespace montsim::sim {

using Stats = std::vector<std::pair<std::string, Value>>;

// The value of statistic `name`; std::logic_error if it is absent.
const Value& stat_value(const Stats& stats, const std::string& name);

}  // namespace montsim::sim
