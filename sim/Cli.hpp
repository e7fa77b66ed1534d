// The montsim command line: the dispatch to the engine's `run` command
// (RunCommand.hpp) and every registered model command (Command.hpp), and
// --help, which teaches each command and lists every parameter
// (Catalogue.hpp).
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "sim/RunCommand.hpp"

namespace montsim::sim {

// sim::run_point, sim::prefetch_baselines and sim::point_inputs (Runner.hpp).
Simulator default_simulator();

// Runs one montsim command line; `args` excludes the program name. Normal
// output goes to `out`, diagnostics and progress to `err`. Returns the exit
// status.
int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
            const Simulator& simulator = default_simulator());

// The text of `montsim --help`.
std::string overview_help();

}  // namespace montsim::sim
