#include "sim/HeapPolicy.hpp"

#include "sim/Sanitizers.hpp"

#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__) && !defined(MONTSIM_ASAN)
#include <malloc.h>
#endif

namespace montsim::sim {

namespace {

// Free memory at the top of the heap kept before any goes back to the
// kernel: above any one point's own use in the shipped configs (the PE
// array at 8192 bits peaks at 12 MiB).
constexpr int kTrimThreshold = 64 << 20;
// Allocations at least this large get a mapping of their own: glibc's
// largest adaptive threshold on 64-bit hosts, fixed from the start.
constexpr int kMapThreshold = 32 << 20;

}  // namespace

bool keep_freed_memory() {
    if (const char* v = std::getenv("MONTSIM_KEEP_FREED_MEMORY"); v && std::strcmp(v, "0") == 0) return false;
#if defined(__GLIBC__) && !defined(MONTSIM_ASAN)
    return mallopt(M_TRIM_THRESHOLD, kTrimThreshold) == 1 && mallopt(M_MMAP_THRESHOLD, kMapThreshold) == 1;
#else
    return false;
#endif
}

}  // namespace montsim::sim
