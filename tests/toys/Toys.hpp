// The toy models (tests/toys/): a scheme, a core type, a latency model with
// a clocked form (and one without), a topology and a MicroBlaze instruction, each defined only in its
// own file here and registered the way a built-in model is
// (sim/Registration.hpp). They join the test binary and montsim_toys
// (montsim with the toys linked in), so that the tests can show a new model
// reaching --help, the catalogue, the reference, the clocked reference, the
// differential tests and the Python tools with no edit outside tests/.
#pragma once

#include "cores/mb/isa/Isa.hpp"

namespace montsim::toys {

// toyring (ToyRing.cpp): every core sends its id around the ring; scheme.p cores.
inline const char* const kToyRingStart = "toyring.start";
inline const char* const kToyRingCorrupt = "toyring.corrupt";
// toytimer (ToyTimer.cpp): a core type that counts cycles; toytimers runs scheme.p of them.
inline const char* const kToyTimerTicks = "toytimer.ticks";
// toylag (ToyLag.cpp): pipelined, toylag.extra cycles slower, with a clocked
// form; toyunclocked: pipelined without one.
inline const char* const kToyLagExtra = "toylag.extra";
// toyhalf (ToyHalf.cpp): a word every second cycle, with a clocked form; with
// toyhalf.broken its rule carries one every cycle (a mutant).
inline const char* const kToyHalfBroken = "toyhalf.broken";
// toyrelay (ToyRelay.cpp): point-to-point links through toyrelay.hops relays.
inline const char* const kToyRelayHops = "toyrelay.hops";

// avgu rD, rA, rB (ToyInstruction.cpp): the unsigned average, rounded down.
inline const char* const kToyInstruction = "avgu";
mb::Op toy_instruction();

}  // namespace montsim::toys
