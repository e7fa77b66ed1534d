// Runs one simulation point: builds the platform a Config describes, loads
// the scheme, runs it to completion, checks the result, returns statistics.
#pragma once

#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "cores/mb/Program.hpp"
#include "sim/Config.hpp"

namespace montsim::sim {

// Named statistics of one run, in a stable order (the CSV column order).
using Stats = std::vector<std::pair<std::string, Value>>;

// Runs the scheme the config names. Always contains "cycles",
// "instructions" and "correct". Throws std::runtime_error (with a message a
// user can act on) for a failed run: wrong result, deadlock, cycle limit.
Stats run_point(const Config& cfg);

struct ExecOutcome {
    int exit_status = 0;
    uint64_t cycles = 0;
    uint64_t instructions = 0;
};

// Runs one program on one core (montsim exec); the program's write calls go
// to `out`.
ExecOutcome exec_program(const mb::Program& program, const Config& cfg, std::ostream& out);

}  // namespace montsim::sim
