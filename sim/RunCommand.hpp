// The engine's `run` command: every point of a config and its sweeps, run
// (in worker processes with -j), each result checked, with a progress line,
// and the results files written only for what completed (RunCommand.cpp).
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "sim/Command.hpp"
#include "sim/Config.hpp"
#include "sim/InputDigest.hpp"
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

// What `montsim run --help` and the catalogue say of it.
extern const CommandDoc kRunDoc;

// `montsim run ARGS`; `provenance` is what results.json says produced it
// (run_provenance). Returns the exit status.
int run_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Simulator& simulator,
                const std::string& provenance);

}  // namespace montsim::sim
