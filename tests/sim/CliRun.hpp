// Runs one montsim command line in the test process and keeps what it
// printed: the status, standard output and standard error.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "sim/Cli.hpp"

namespace montsim::test {

struct CliRun {
    int status = 0;
    std::string out, err;
};

inline CliRun run_cli(const std::vector<std::string>& args,
                      const sim::Simulator& simulator = sim::default_simulator()) {
    std::ostringstream out, err;
    CliRun r;
    r.status = sim::run_cli(args, out, err, simulator);
    r.out = out.str();
    r.err = err.str();
    return r;
}

}  // namespace montsim::test
