#include "sim/Runner.hpp"

#include <stdexcept>

namespace montsim::sim {

// Placeholder until the core lands; replaced by the real runner.
Stats run_point(const Config&) { throw std::runtime_error("run_point: not implemented yet"); }
ExecOutcome exec_program(const mb::Program&, const Config&, std::ostream&) {
    throw std::runtime_error("exec_program: not implemented yet");
}

}  // namespace montsim::sim
