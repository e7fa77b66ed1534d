#include "sim/RunProgress.hpp"

#include <atomic>

namespace montsim::sim::progress {

namespace {
std::atomic<uint64_t> simulated{0}, estimate{0};
}  // namespace

void reset() {
    simulated.store(0, std::memory_order_relaxed);
    estimate.store(0, std::memory_order_relaxed);
}

void add(uint64_t cycles) { simulated.fetch_add(cycles, std::memory_order_relaxed); }

void expect(uint64_t total) { estimate.store(total, std::memory_order_relaxed); }

Snapshot read() {
    return Snapshot{simulated.load(std::memory_order_relaxed), estimate.load(std::memory_order_relaxed)};
}

}  // namespace montsim::sim::progress
