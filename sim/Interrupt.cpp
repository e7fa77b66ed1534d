#include "sim/Interrupt.hpp"

#include <atomic>
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace montsim::sim {

namespace {

std::atomic<int> g_signal{0};
struct sigaction g_old_int, g_old_term;

// The first signal is noted; a second one ends the process at once (a
// point that runs for minutes can still be stopped).
extern "C" void note_signal(int sig) {
    if (g_signal.exchange(sig) != 0) {
        std::signal(sig, SIG_DFL);
        std::raise(sig);
    }
}

}  // namespace

InterruptScope::InterruptScope() {
    struct sigaction sa {};
    sa.sa_handler = note_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;  // no SA_RESTART: poll and read return EINTR
    sigaction(SIGINT, &sa, &g_old_int);
    sigaction(SIGTERM, &sa, &g_old_term);
}

InterruptScope::~InterruptScope() {
    sigaction(SIGINT, &g_old_int, nullptr);
    sigaction(SIGTERM, &g_old_term, nullptr);
}

int interrupt_signal() { return g_signal.load(); }
void clear_interrupt() { g_signal.store(0); }

void child_after_fork() {
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    // The parent may have died between fork and prctl.
    if (::getppid() == 1) ::_exit(1);
}

}  // namespace montsim::sim
