// montsim's entry point: everything happens in run_cli (sim/Cli.hpp) once
// the built-in schemes are registered.
#include <iostream>
#include <string>
#include <vector>

#include "schemes/BuiltinSchemes.hpp"
#include "sim/Cli.hpp"

// libsystemc references sc_main (with C linkage); montsim owns main, so this
// is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

int main(int argc, char* argv[]) {
    montsim::schemes::register_builtin_schemes();
    return montsim::sim::run_cli(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
