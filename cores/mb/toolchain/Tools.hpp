// The MicroBlaze tools as montsim commands (sim/Command.hpp): `montsim asm`
// assembles a program, `montsim exec` runs one on one core.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "cores/mb/cpu/Program.hpp"
#include "sim/Config.hpp"
#include "sim/Stats.hpp"

namespace montsim::mb {

struct ExecOutcome {
    int exit_status = 0;
    uint64_t cycles = 0;
    uint64_t instructions = 0;
    sim::Stats core;  // the core's statistics group, as a run reports it per core (MbCoreStats)
};

// Runs one program on one MicroBlaze-like core (montsim exec) with the
// point's core.*, timing.* and run.* settings; the program's write calls go
// to `out`. Throws std::runtime_error for a program error or the cycle limit.
ExecOutcome exec_program(const Program& program, const sim::Config& cfg, std::ostream& out);

// A tool that takes `--set` for one MicroBlaze-like core (exec runs it, cc
// compiles for it) reads the core type's keys and `also_read`, nothing of a
// scheme, a link or a topology: sim::UsageError naming the first other key
// (refused, as `montsim run` refuses an unread key, not dropped).
void refuse_keys_of_no_core(const std::vector<std::string>& sets, const std::string& command,
                            const std::vector<std::string>& also_read);

}  // namespace montsim::mb
