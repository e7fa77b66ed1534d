// The montsim command line: `asm`, `exec` and `run` subcommands and their
// --help, which teaches each command and lists every parameter (Params.hpp).
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "cores/mb/Program.hpp"
#include "sim/Config.hpp"
#include "sim/Runner.hpp"
#include "sim/Sweep.hpp"

namespace montsim::sim {

// Exit statuses; `exec` instead returns the simulated program's own status.
constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;  // an assembly, configuration or run failed
constexpr int kExitUsage = 2;    // unknown command or option, missing file

// What the command line simulates with. Tests substitute fakes so that the
// command-line behaviour can be checked without building a platform.
struct Simulator {
    PointRunner run_point;
    std::function<ExecOutcome(const mb::Program&, const Config&, std::ostream&)> exec_program;
    // Called with a sweep's points before they run (may be empty).
    std::function<void(const std::vector<Config>&)> prefetch;
};

// sim::run_point, sim::exec_program and sim::prefetch_baselines (Runner.hpp).
Simulator default_simulator();

// Runs one montsim command line; `args` excludes the program name. Normal
// output goes to `out`, diagnostics and progress to `err`. Returns the exit
// status.
int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
            const Simulator& simulator = default_simulator());

// The text of `montsim --help`.
std::string overview_help();

}  // namespace montsim::sim
