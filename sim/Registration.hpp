// How a model folder joins the program: a registration declared beside its
// code (MONTSIM_REGISTRATION below), which adds its entries to the
// registries (Registry.hpp) when the composition root calls
// register_models(). No list of models is kept anywhere: every object file
// of the model libraries is linked (they are CMake object libraries, so
// static linking cannot drop one), and each registration announces itself
// when the program starts (SST's element libraries, Noxim's routing
// algorithms do the same).
//
// Registrations run in the order of their names, so that every program that
// links the same models lists them in the same order; a registry's default
// entry is named by its selector (Registry.hpp), not by that order.
#pragma once

namespace montsim::sim {

class Registration {
public:
    // `name` orders the registrations and names one in messages ("network/latency
    // models"); `add` adds its entries. Made by MONTSIM_REGISTRATION only.
    Registration(const char* name, void (*add)());
};

// Runs every registration announced so far that has not run, by name.
// Idempotent; the executables and the test binaries call it first.
void register_models();

}  // namespace montsim::sim

#define MONTSIM_REGISTRATION_JOIN2(a, b) a##b
#define MONTSIM_REGISTRATION_JOIN(a, b) MONTSIM_REGISTRATION_JOIN2(a, b)
// At namespace scope in a model's .cpp:
//   MONTSIM_REGISTRATION("schemes/pshs", [] { sim::register_scheme(pshs_scheme()); })
// (the function may hold commas: it is everything after the name).
#define MONTSIM_REGISTRATION(name, ...)                                                                \
    namespace {                                                                                        \
    const ::montsim::sim::Registration MONTSIM_REGISTRATION_JOIN(montsim_registration_, __LINE__){name, \
                                                                                              __VA_ARGS__}; \
    }
