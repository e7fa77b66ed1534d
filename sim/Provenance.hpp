// What produced a results file: montsim's version and source revision, the
// command line, the date and the host's core count. results.json carries it
// (as its first entry, "provenance"), `montsim --version` prints the first
// two.
#pragma once

#include <string>
#include <vector>

namespace montsim::sim {

// "0.1 (revision 1b5e382a9c01)".
std::string montsim_version();

// Noted by `montsim run` before it writes: the arguments after "montsim".
void set_run_provenance(const std::vector<std::string>& args);

// {"montsim": ..., "revision": ..., "command": ..., "date": ..., "host_cores": N}
// as one line of JSON; "" if no run was noted (a test writing results directly).
std::string provenance_json();

}  // namespace montsim::sim
