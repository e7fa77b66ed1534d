// montsim's entry point, the composition root: every model folder linked
// into the program has announced its registration (sim/Registration.hpp);
// main runs them and hands the command line to the engine's CLI.
#include <iostream>
#include <string>
#include <vector>

#include "sim/Cli.hpp"
#include "sim/HeapPolicy.hpp"
#include "sim/Registration.hpp"

// libsystemc references sc_main (with C linkage); montsim owns main, so this
// is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

int main(int argc, char* argv[]) {
    montsim::sim::keep_freed_memory();  // each point reuses what the last freed
    montsim::sim::register_models();
    return montsim::sim::run_cli(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
