// A whole FIPS Montgomery product as a program for the executable VLIW core
// (cores/vliw/PacketCore.hpp), generated from the form, the machine
// description and the size: the inner loop modulo-scheduled and emitted
// (prologue, kernel, epilogue; unrolled where a column has fewer
// iterations than the pipeline is deep), the code around it (pointers,
// counters, the column's tail: m[i], the shifts, the stores) list-scheduled
// on the same description, the column loops as branches with the machine's
// delay slots. The words of the product are read back from memory and
// checked by the caller against the word-level model and Boost.
//
// Memory (words of w bits): a at 0, b at z, n at 2z, the result's z low
// words (the model's m) at 3z, its top word at 4z, n'0 at 4z + 1.
//
// Regions (the cycle breakdown): "inner" (prologue, kernel, epilogue and
// unrolled loops), "outer" (each column's set-up and tail, the column loops'
// branches), "rest" (loading the constants before the first column, the
// top word after the last).
#pragma once

#include <cstdint>
#include <string>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"
#include "cores/vliw/PacketCore.hpp"
#include "cores/vliw/PacketProgram.hpp"
#include "schemes/fips/FipsModel.hpp"

namespace montsim::schemes::fips {

struct FipsCode {
    vliw::PacketProgram program;
    unsigned z = 0, w = 0;
    vliw::LoopBody loop;             // the inner loop as it runs (the C62x's split into sides)
    vliw::ModuloSchedule schedule;   // its schedule
    unsigned peeled_columns = 0;     // columns whose inner loop is unrolled (fewer iterations than stages)
    uint32_t a_at = 0, b_at = 0, n_at = 0, m_at = 0, top_at = 0, np0_at = 0;
};

// The program for `variant` on machine `m` (with its inner loop for that
// machine: c62x at w = 16, ts201 at w = 32) at z words; std::invalid_argument
// for a combination without a loop, std::runtime_error if the code cannot be
// placed (registers, units).
FipsCode fips_program(const vliw::MachineDescription& m, const std::string& machine, Variant variant, unsigned z);

struct FipsRunResult {
    FipsResult words;  // m (the z low words) and top, as the program left them
    vliw::PacketStats stats;
    uint64_t inner_cycles = 0, outer_cycles = 0, rest_cycles = 0;  // the regions; they add up to stats.cycles
};

// Runs the program on operands a, b, n (z words of w bits, n odd).
FipsRunResult run_fips_program(const vliw::MachineDescription& m, const FipsCode& code, const FipsWords& a,
                               const FipsWords& b, const FipsWords& n);

}  // namespace montsim::schemes::fips
