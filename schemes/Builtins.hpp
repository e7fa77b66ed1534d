// The composition root's list: every model montsim ships, registered in one
// place (the executable and the test binary call it). The engine (sim/)
// knows none of them; a new model is one line here.
#pragma once

namespace montsim {

// Registers the core types, the MicroBlaze tools, the network's latency
// models, network modes and topologies, and the schemes. Idempotent.
void register_builtins();

}  // namespace montsim
