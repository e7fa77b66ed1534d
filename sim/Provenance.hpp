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

// What produced a run of `montsim ARGS...` now, for its results.json:
// {"montsim": ..., "revision": ..., "command": ..., "date": ..., "host_cores": N}
// as one line of JSON. `montsim run` makes it once and hands it to the
// writer (no global state: two runs in one process each say their own).
std::string run_provenance(const std::vector<std::string>& args);

}  // namespace montsim::sim
