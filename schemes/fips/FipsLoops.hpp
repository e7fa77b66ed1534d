// The inner loops of FIPS as a DSP compiler sees them (one iteration each,
// with the op mix the paper's feedback reports imply, issue 21's readings):
// the loop bodies the modulo scheduler pipelines.
#pragma once

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"
#include "schemes/fips/FipsModel.hpp"

namespace montsim::schemes::fips {

// The C62x (w = 16) inner loop of `variant`:
//   basic       Fig. 1 literally: 4 LDHU, 2 MPYU, per MAC an ADD (C,S),
//               SHRU and AND to split it, ADD into t1, SHRU and ADD to
//               carry into t2, AND to keep t1 a word; the counter, B
//               (the paper gives no feedback for it: our lowering)
//   single-acc  4 LDHU, 2 MPYU, 2 long ADD (.L, an accumulator per side),
//               the counter (.LSD), B (.S)
//   enhanced    4 LDHU, 2 MPYU, 4 ADD and the counter (.LSD), 2 SHRU and
//               B (.S), 2 AND (.LS)
// enhanced-fixed's inner loop is enhanced's.
vliw::LoopBody c62x_inner_loop(Variant variant);

// The TigerSHARC (w = 32) inner loop of `variant` (basic: O16-O20;
// enhanced: EE9-EE14), with the op mix of the paper's Table 5 and its
// blocks (the ADI compiler kept the basic form's arithmetic in block Y):
//   basic     4 loads (J), 2 MUL, 4 ALU, 2 SHIFT (Y), 6 ureg moves or
//             immediate loads (K), the loop (sequencer)
//   enhanced  4 loads (J), a*b on X: MUL, 4 ALU, 2 SHIFT; m*n on Y: MUL,
//             2 ALU; 1 ureg move (K) carrying REG2's high word to X
// Dependences are what the pseudocode says; of the basic form's 6 K ops
// only O19's t[0] := S has a role the paper lets us read, the other 5
// occupy K and nothing else (schemes/fips/README.md). enhanced-fixed's
// inner loop is enhanced's.
//   single-acc (w = 16) our lowering, the paper gives no op mix: 4 loads
//             (J), a*b MUL on X and m*n on Y, each added into a 64-bit
//             accumulator of its block, the loop
vliw::LoopBody ts201_inner_loop(Variant variant);

}  // namespace montsim::schemes::fips
