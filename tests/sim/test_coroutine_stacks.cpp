// The coroutine stack pool (sim/CoroutineStacks.hpp): stacks SystemC
// releases go to the next platform's threads, their guard pages stay
// closed, and nobody else's memory comes from the pool.
#include <catch2/catch.hpp>

#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <systemc>

#include "sim/CoroutineStacks.hpp"
#include "sim/SimContext.hpp"

using namespace montsim;

namespace {

// One SystemC thread process that runs `body` once.
struct OneThread : sc_core::sc_module {
    void (*body)();
    OneThread(const sc_core::sc_module_name& name, void (*b)()) : sc_core::sc_module(name), body(b) {
        SC_HAS_PROCESS(OneThread);
        SC_THREAD(run);
    }
    void run() { body(); }
};

int ran = 0;
void count_run() { ++ran; }

// Runs `threads` thread processes in a context of their own.
void run_threads(int threads, void (*body)()) {
    sim::FreshSimContext context;
    std::vector<std::unique_ptr<OneThread>> modules;
    for (int i = 0; i < threads; ++i)
        modules.push_back(std::make_unique<OneThread>(("t" + std::to_string(i)).c_str(), body));
    sc_core::sc_start();
}

// Uses about 4 KiB of stack a level: 100 levels are more than a 256 KiB stack.
int deep(int levels) {
    volatile char frame[4000];
    frame[0] = char(levels);
    return levels == 0 ? frame[0] : deep(levels - 1) + frame[0];
}
void overflow() { deep(100); }

}  // namespace

TEST_CASE("a platform's threads run on the stacks the platform before it released", "[stacks]") {
    if (!sim::coroutine_stack_pool_enabled()) {
        WARN("stacks are not pooled in this build (AddressSanitizer) or process (MONTSIM_STACK_POOL=0)");
        return;
    }
    run_threads(3, count_run);  // fills the pool (if an earlier test has not)
    const sim::CoroutineStackCounts before = sim::coroutine_stack_counts();
    CHECK(before.pooled >= 3);
    ran = 0;
    run_threads(3, count_run);
    const sim::CoroutineStackCounts after = sim::coroutine_stack_counts();
    CHECK(ran == 3);
    CHECK(after.reused == before.reused + 3);
    CHECK(after.mapped == before.mapped);
    CHECK(after.pooled == before.pooled);
}

TEST_CASE("memory asked for like a stack, but not by SystemC, comes from the kernel", "[stacks]") {
    run_threads(2, count_run);
    const sim::CoroutineStackCounts before = sim::coroutine_stack_counts();
    const size_t bytes = 256 * 1024;  // SystemC's request exactly, from the test
    void* m = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    REQUIRE(m != MAP_FAILED);
    static_cast<volatile char*>(m)[0] = 1;  // a pooled stack's first page is closed: this would fault
    CHECK(static_cast<volatile char*>(m)[0] == 1);
    REQUIRE(munmap(m, bytes) == 0);
    const sim::CoroutineStackCounts after = sim::coroutine_stack_counts();
    CHECK(after.reused == before.reused);
    CHECK(after.pooled == before.pooled);
}

TEST_CASE("a thread that overruns a reused stack hits its guard page", "[stacks]") {
    if (!sim::coroutine_stack_pool_enabled()) {
        WARN("stacks are not pooled in this build (AddressSanitizer) or process (MONTSIM_STACK_POOL=0)");
        return;
    }
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // Pooled stacks are mapped side by side: without the guard, the
        // overrun would write into a neighbour and return. (The default
        // action: Catch2's handler would report the fault as the child's
        // own failed test.)
        std::signal(SIGSEGV, SIG_DFL);
        run_threads(4, count_run);
        run_threads(4, count_run);
        const bool reused = sim::coroutine_stack_counts().reused >= 4;
        if (reused) run_threads(1, overflow);
        _exit(reused ? 0 : 3);
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    REQUIRE_FALSE((WIFEXITED(status) && WEXITSTATUS(status) == 3));
    CHECK(WIFSIGNALED(status));
    if (WIFSIGNALED(status)) CHECK(WTERMSIG(status) == SIGSEGV);
}
