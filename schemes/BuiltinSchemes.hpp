// The schemes montsim ships, registered into the engine's scheme registry
// (sim/Scheme.hpp). A new scheme is a folder under schemes/ plus one line in
// BuiltinSchemes.cpp.
#pragma once

namespace montsim::schemes {

// Registers every built-in scheme; later calls do nothing.
void register_builtin_schemes();

}  // namespace montsim::schemes
