// The benchmarks quote medians: these machines are shared and noisy.
#pragma once

#include <algorithm>
#include <vector>

namespace montsim::bench {

inline double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace montsim::bench
