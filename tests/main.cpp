// The test binary's main: Catch2's, with SystemC set up for the tests that
// build platforms.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <systemc>

#include "sim/Registration.hpp"

// SystemC wants sc_main; Catch2 owns main. Tests that build platforms call
// sc_core functions directly, so provide an sc_main that is never used.
int sc_main(int, char*[]) { return 0; }

int main(int argc, char* argv[]) {
    montsim::sim::register_models();
    return Catch::Session().run(argc, argv);
}
