// Fan et al.'s prototype (VliwProgram.hpp) on the executable core: the
// machine as a description and each program as packets, one packet per
// bundle.
//
// The description: per core c a universal unit U<c> (Mul, Add, Adc, Sub)
// and a memory unit M<c> (Load, Store), grouped so that a core issues one
// op per bundle; one group over every M unit with capacity 1 (the shared
// single-ported memory); per core a register file R<c> of S_rf w-bit
// registers (Mul's R(i+1):Ri a pair) and a one-bit carry C<c>; a file ZR
// holding 0, the base of every absolute address. Latencies are the
// program's VliwLatency; the core letters are AA, AB, ... (a file's name
// is letters).
//
// Each op carries a tag (PacketProgram::tags) saying what it is: Mul, an
// add (Add, Adc, Sub), or a Load or Store of one MemKind, so the core's
// statistics count the memory accesses by kind as the slides' table does.
// A read of a register in flight is a scheduling error there
// (early_reads_fault), as the generated programs must never make one.
#pragma once

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/PacketProgram.hpp"
#include "cores/vliw/VliwProgram.hpp"

namespace montsim::vliw {

// The tag vliw_packets gives a slot of this operation and kind.
uint16_t vliw_tag(VOp op, MemKind kind = MemKind::None);

MachineDescription vliw_description(const VliwProgram& program, const VliwLatency& latency);
PacketProgram vliw_packets(const VliwProgram& program, const MachineDescription& m);

}  // namespace montsim::vliw
