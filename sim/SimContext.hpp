// SystemC keeps one global simulation context, and a context that has run
// cannot elaborate new modules. Each simulation point gets a fresh context,
// so a process (a test binary, a sweep worker) can run many platforms one
// after another.
#pragma once

namespace sc_core {
class sc_simcontext;
}

namespace montsim::sim {

// Create it before the modules of one simulation and destroy it after them
// (as a first member of the object that owns them): its destructor deletes
// the context, so that nothing leaks from one platform to the next.
class FreshSimContext {
public:
    FreshSimContext();
    ~FreshSimContext();
    FreshSimContext(const FreshSimContext&) = delete;
    FreshSimContext& operator=(const FreshSimContext&) = delete;

private:
    sc_core::sc_simcontext* context_;
};

}  // namespace montsim::sim
