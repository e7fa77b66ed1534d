// The coroutine stack pool (CoroutineStacks.hpp says why). What SystemC
// 2.3.4's QuickThreads coroutines (sc_cor_qt) do with a thread's stack, and
// what this file does instead:
//   create:  mmap(NULL, size, RW, PRIVATE|ANON)   a pooled stack of that size,
//                                                 else the kernel's
//            mprotect(stack, page - 1, NONE)      nothing if already closed
//   destroy: mprotect(stack, page - 1, RW)        nothing: the guard stays
//                                                 closed (the stack is unmapped
//                                                 next, nothing runs on it)
//            munmap(stack, size)                  into the pool (up to
//                                                 kMaxPooled; then the kernel)
// Only stacks handed to SystemC are tracked, so any other call, and any call
// from elsewhere, reaches the kernel unchanged.
#include "sim/CoroutineStacks.hpp"

#include "sim/Sanitizers.hpp"

#ifndef MONTSIM_ASAN

#include <dlfcn.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <cstring>

namespace {

// A pool holds at most this many stacks (SystemC's are 256 KiB of address
// space, of which a montsim core touches a few pages: what stays resident).
constexpr size_t kMaxPooled = 1024;
// Stacks handed to SystemC and not yet released that the pool knows of; a
// platform with more threads than this gets the rest from the kernel.
constexpr size_t kMaxLive = 8192;

struct Stack {
    void* base;
    size_t bytes;
    bool guarded;  // its lowest page is closed (PROT_NONE)
};

// Plain arrays and a spin lock: these functions run inside allocation and
// loading paths where malloc and mutexes are best left alone.
struct Pool {
    std::atomic_flag lock = ATOMIC_FLAG_INIT;
    Stack live[kMaxLive];
    size_t live_count = 0;
    Stack pooled[kMaxPooled];
    size_t pooled_count = 0;
    size_t mapped = 0, reused = 0;
};
Pool pool;

class Locked {
public:
    Locked() {
        while (pool.lock.test_and_set(std::memory_order_acquire)) {
        }
    }
    ~Locked() { pool.lock.clear(std::memory_order_release); }
    Locked(const Locked&) = delete;
    Locked& operator=(const Locked&) = delete;
};

bool enabled() {
    static const bool on = [] {
        const char* v = std::getenv("MONTSIM_STACK_POOL");
        return !(v && std::strcmp(v, "0") == 0);
    }();
    return on;
}

// Whether the code at `caller` is libsystemc's: only its stacks are pooled.
// SystemC asks from one place, so the answer for the last caller found to be
// SystemC's is kept (dladdr searches the library's symbols: a tenth of the
// Table III sweep's time when asked every time).
bool from_systemc(const void* caller) {
    static std::atomic<const void*> known{nullptr};
    if (caller == known.load(std::memory_order_relaxed)) return true;
    Dl_info info;
    const bool yes = dladdr(caller, &info) != 0 && info.dli_fname && std::strstr(info.dli_fname, "libsystemc");
    if (yes) known.store(caller, std::memory_order_relaxed);
    return yes;
}

void* kernel_mmap(void* addr, size_t bytes, int prot, int flags, int fd, off_t offset) {
    return reinterpret_cast<void*>(syscall(SYS_mmap, addr, bytes, prot, flags, fd, offset));
}

Stack* find_live(const void* base) {
    for (size_t i = 0; i < pool.live_count; ++i)
        if (pool.live[i].base == base) return &pool.live[i];
    return nullptr;
}

void forget_live(Stack* s) { *s = pool.live[--pool.live_count]; }

// A stack of `bytes` handed to SystemC: from the pool, or nullptr.
void* take_pooled(size_t bytes) {
    for (size_t i = pool.pooled_count; i-- > 0;) {
        if (pool.pooled[i].bytes != bytes) continue;
        const Stack s = pool.pooled[i];
        pool.pooled[i] = pool.pooled[--pool.pooled_count];
        pool.live[pool.live_count++] = s;
        ++pool.reused;
        return s.base;
    }
    return nullptr;
}

}  // namespace

extern "C" {

void* mmap(void* addr, size_t bytes, int prot, int flags, int fd, off_t offset) {
    const bool stack_request = addr == nullptr && prot == (PROT_READ | PROT_WRITE) &&
                               flags == (MAP_PRIVATE | MAP_ANONYMOUS) && fd == -1 && offset == 0;
    if (!stack_request || !enabled() || !from_systemc(__builtin_return_address(0)))
        return kernel_mmap(addr, bytes, prot, flags, fd, offset);
    {
        Locked locked;
        if (pool.live_count < kMaxLive)
            if (void* s = take_pooled(bytes)) return s;
    }
    void* s = kernel_mmap(addr, bytes, prot, flags, fd, offset);
    if (s == MAP_FAILED) return s;
    Locked locked;
    ++pool.mapped;
    if (pool.live_count < kMaxLive) pool.live[pool.live_count++] = Stack{s, bytes, false};
    return s;
}

int mprotect(void* addr, size_t bytes, int prot) {
    static const size_t page = size_t(sysconf(_SC_PAGESIZE));
    if (enabled() && bytes < page) {
        Locked locked;
        if (Stack* s = find_live(addr)) {
            if (prot != PROT_NONE || s->guarded) return 0;  // the guard stays closed, or is already
            const int done = int(syscall(SYS_mprotect, addr, bytes, prot));
            if (done == 0) s->guarded = true;
            return done;
        }
    }
    return int(syscall(SYS_mprotect, addr, bytes, prot));
}

int munmap(void* addr, size_t bytes) {
    if (enabled()) {
        Locked locked;
        if (Stack* s = find_live(addr)) {
            const Stack released = *s;
            forget_live(s);
            if (released.bytes == bytes && released.guarded && pool.pooled_count < kMaxPooled) {
                pool.pooled[pool.pooled_count++] = released;
                return 0;
            }
        }
    }
    return int(syscall(SYS_munmap, addr, bytes));
}

}  // extern "C"

namespace montsim::sim {

bool coroutine_stack_pool_enabled() { return enabled(); }

CoroutineStackCounts coroutine_stack_counts() {
    Locked locked;
    return {pool.mapped, pool.reused, pool.pooled_count};
}

}  // namespace montsim::sim

#else  // AddressSanitizer intercepts these functions itself

namespace montsim::sim {

bool coroutine_stack_pool_enabled() { return false; }
CoroutineStackCounts coroutine_stack_counts() { return {}; }

}  // namespace montsim::sim

#endif
