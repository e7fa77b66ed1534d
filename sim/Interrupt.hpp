// SIGINT and SIGTERM during a sweep: noted, not fatal, so that the points
// already finished can be written before montsim exits (Cli.cpp writes
// them to results.incomplete.*). Only while an InterruptScope lives; the
// workers a sweep forks take the default actions again and die with their
// parent (child_after_fork).
#pragma once

namespace montsim::sim {

class InterruptScope {
public:
    InterruptScope();   // installs the handlers (without SA_RESTART: a waiting poll returns)
    ~InterruptScope();  // restores the earlier ones
    InterruptScope(const InterruptScope&) = delete;
    InterruptScope& operator=(const InterruptScope&) = delete;
};

// The signal that arrived while a scope lived (SIGINT or SIGTERM), or 0.
int interrupt_signal();
// Forgets it (a new sweep in the same process, a test).
void clear_interrupt();

// In a forked worker: default signal actions, and SIGKILL when the parent
// dies (Linux's parent-death signal), so that no worker computes for nobody.
void child_after_fork();

}  // namespace montsim::sim
