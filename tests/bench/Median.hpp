// The benchmarks quote medians of cpu time: these machines are shared and
// noisy, and a process's cpu time does not count the time another process
// had the core (wall-clock time does).
#pragma once

#include <time.h>

#include <algorithm>
#include <vector>

namespace montsim::bench {

// The cpu time this process has used, in seconds (every benchmark runs its
// timed part on one thread).
inline double cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

inline double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace montsim::bench
