// SystemC keeps one global simulation context, and a context that has run
// cannot elaborate new modules. Each simulation point gets a fresh context,
// so a process (a test binary, a sweep worker) can run many platforms one
// after another.
#pragma once

namespace montsim::sim {

class FreshSimContext {
public:
    FreshSimContext();
    ~FreshSimContext();
    FreshSimContext(const FreshSimContext&) = delete;
    FreshSimContext& operator=(const FreshSimContext&) = delete;
};

}  // namespace montsim::sim
