// Freed memory kept in the process for the next point.
//
// glibc gives the top of its heap back to the kernel once more than 128 KiB
// of it is free, and serves each allocation of 128 KiB or more (more after
// its threshold adapts) with a mapping of its own, unmapped on free. A
// sweep builds and takes down a platform per point: the memory one point
// frees, the next asks for again, and each time it comes back from the
// kernel as fresh pages to fault in and zero (brk and munmap calls, page
// faults). In the one-worker configs/table3.toml sweep that was about a
// tenth of the cpu time (about 1,000 page faults for 189 points).
//
// keep_freed_memory() raises both limits once, at start-up: freed memory
// stays in the heap, at most the process's peak so far, and is handed to
// the next point. MONTSIM_KEEP_FREED_MEMORY=0 in the environment leaves
// glibc's defaults (for before/after figures).
#pragma once

namespace montsim::sim {

// Whether the limits were raised (false with the variable set to 0, or
// where the allocator is not glibc's, as under AddressSanitizer).
bool keep_freed_memory();

}  // namespace montsim::sim
