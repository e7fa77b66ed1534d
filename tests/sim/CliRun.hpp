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

// results.json without its first line, the provenance of the run that
// wrote it (its command line and date differ between equal runs).
inline std::string without_provenance(const std::string& json) {
    const std::string head = "{\"provenance\": ";
    if (json.compare(0, head.size(), head) != 0) return json;
    const size_t line = json.find('\n');
    return "{" + json.substr(json.find_first_not_of(' ', line + 1));
}

}  // namespace montsim::test
