// scheme.name = "program": the user's own program on every core
// (ProgramDescriptor.cpp); its key scheme.program is declared with the kernels' (schemes/common/Kernel.hpp); its description (ProgramDescription.hpp) and how
// it becomes a loaded program (ProgramSource.hpp).
#pragma once

#include "sim/Scheme.hpp"

namespace montsim::schemes {

// The registry entry.
sim::Scheme program_scheme();

}  // namespace montsim::schemes
