// Coroutine stacks kept from one point to the next.
//
// SystemC (2.3.4, QuickThreads) maps each thread process's stack with mmap,
// makes its lowest page a guard with mprotect, and on the process's end
// opens the guard and unmaps the stack. montsim builds a fresh SystemC
// context per point (sim/SimContext.hpp), so a sweep maps and unmaps one
// stack per core per point and touches its pages afresh each time: in the
// one-worker configs/table3.toml sweep about a fifth of the cpu time, all
// of it in the kernel (about 3,600 system calls and 900 page faults for 189
// points; 53 against 42 ms with the pool).
//
// CoroutineStacks.cpp defines mmap, munmap and mprotect for the process:
// the executable's definitions come before libc's for the calls libsystemc
// makes. A stack SystemC releases is kept (guard closed, pages mapped) and
// handed to the next stack SystemC asks for; every other call goes straight
// to the kernel. Only calls made from libsystemc itself with SystemC's
// exact stack request are served from the pool, so no other caller can get
// memory with a closed guard page. Off in builds with AddressSanitizer (it
// defines these functions itself) and with MONTSIM_STACK_POOL=0 in the
// environment (for before/after figures).
#pragma once

#include <cstddef>

namespace montsim::sim {

struct CoroutineStackCounts {
    size_t mapped = 0;   // stacks SystemC asked for that the kernel mapped
    size_t reused = 0;   // stacks SystemC asked for that came from the pool
    size_t pooled = 0;   // stacks in the pool now
};

// False in a build or a process where stacks are not pooled.
bool coroutine_stack_pool_enabled();
CoroutineStackCounts coroutine_stack_counts();

}  // namespace montsim::sim
