// The montsim command line: the engine's `run` command, every registered
// model command (Command.hpp), and --help, which teaches each command and
// lists every parameter (Catalogue.hpp).
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "sim/Command.hpp"
#include "sim/Config.hpp"
#include "sim/Runner.hpp"
#include "sim/Sweep.hpp"

namespace montsim::sim {

// What the command line simulates with. Tests substitute fakes so that the
// command-line behaviour can be checked without building a platform.
struct Simulator {
    PointRunner run_point;
    // Called with a sweep's points before they run (may be empty).
    std::function<void(const std::vector<Config>&)> prefetch;
    // Optional: what decides a point's result beyond its parameters
    // (Scheme::inputs), for the records --resume reads.
    std::function<InputDigests(const Config&)> inputs;
};

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
