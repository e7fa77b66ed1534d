// Freed memory kept for the next point (sim/HeapPolicy.hpp): after
// keep_freed_memory(), a platform-sized allocation comes from the heap (no
// mapping of its own) and freeing it leaves the heap its size, where glibc's
// defaults map it apart and give it back on free.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>

#include "sim/HeapPolicy.hpp"
#include "sim/Sanitizers.hpp"

#if defined(__GLIBC__) && !defined(MONTSIM_ASAN)
#include <malloc.h>

namespace {

// Runs `check` in a child process (the allocator's settings are the
// process's) and returns its exit status.
template <typename Check>
int in_child(Check check) {
    const pid_t pid = fork();
    if (pid == 0) _exit(check());
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 100;
}

constexpr size_t kBlock = 8 << 20;  // a large point's memories

}  // namespace

TEST_CASE("freed memory stays in the heap for the next point", "[heap]") {
    const int status = in_child([] {
        if (!montsim::sim::keep_freed_memory()) return 1;
        const struct mallinfo2 before = mallinfo2();
        char* block = static_cast<char*>(std::malloc(kBlock));
        if (!block) return 2;
        block[0] = block[kBlock - 1] = 1;
        const struct mallinfo2 held = mallinfo2();
        if (held.hblkhd != before.hblkhd) return 3;  // mapped apart
        std::free(block);
        const struct mallinfo2 after = mallinfo2();
        if (after.arena < held.arena) return 4;  // given back to the kernel
        return 0;
    });
    CHECK(status == 0);
}

TEST_CASE("MONTSIM_KEEP_FREED_MEMORY=0 leaves the allocator's defaults", "[heap]") {
    const int status = in_child([] {
        setenv("MONTSIM_KEEP_FREED_MEMORY", "0", 1);
        return montsim::sim::keep_freed_memory() ? 1 : 0;
    });
    CHECK(status == 0);
}

#endif
