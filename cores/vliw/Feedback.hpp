// A modulo-scheduled loop reported as the vendors' compilers report theirs:
// TI's "SOFTWARE PIPELINE INFORMATION" block (the rows of Gastaldo, Parodi
// and Zunino's Tables 2 and 3) and ADI's TigerSHARC loop summary (Tables 4
// and 5), followed by the schedule itself, op by op (cycle, stage, unit),
// which the vendors' reports do not show.
#pragma once

#include <map>
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

// The schedule, one op per line after `prefix` (a comment leader: ";*" in
// TI's listings, "//" in ADI's): issue cycle, stage, unit, name.
void write_schedule(std::ostream& out, const LoopBody& loop, const ModuloSchedule& s, const std::string& prefix = ";*");

// TI's two bound rows of one side's resource partition, from its class
// counts ("L", "S", "D", "LS", "LSD"; absent = 0): the ops only .L or .S
// can run over its 2 such units, and those .L, .S or .D can run over its 3.
unsigned ti_bound_ls(const std::map<std::string, unsigned>& classes);
unsigned ti_bound_lsd(const std::map<std::string, unsigned>& classes);

}  // namespace montsim::vliw
