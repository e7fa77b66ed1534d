// A modulo-scheduled loop reported as the vendors' compilers report theirs:
// TI's "SOFTWARE PIPELINE INFORMATION" block (the rows of Gastaldo, Parodi
// and Zunino's Tables 2 and 3) and ADI's TigerSHARC loop summary (Tables 4
// and 5), followed by the schedule itself, op by op (cycle, stage, unit),
// which the vendors' reports do not show.
#pragma once

#include <ostream>
#include <string>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"
#include "cores/vliw/SidePartition.hpp"

namespace montsim::vliw {

// TI style for a two-sided machine: the bounds before and after the split,
// the per-side class counts, ii and iterations in parallel (`split` is the
// partition the schedule `s` of split.pinned came from).
void write_ti_feedback(std::ostream& out, const MachineDescription& m, const std::string& title,
                       const LoopBody& loop, const SidePartition& split, const ModuloSchedule& s);

// ADI style: InInt, SC, MVE unroll, res MII, rec MII, the cycle count, then
// each unit's use over the loop's II cycles.
void write_adi_feedback(std::ostream& out, const MachineDescription& m, const std::string& title,
                        const LoopBody& loop, const ModuloSchedule& s);

// The schedule, one op per line: issue cycle, stage, unit, name.
void write_schedule(std::ostream& out, const LoopBody& loop, const ModuloSchedule& s);

}  // namespace montsim::vliw
