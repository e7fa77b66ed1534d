// Iterative modulo scheduling (Rau, MICRO-27 1994; the method of LLVM's
// MachinePipeliner and GCC's modulo-sched.cc) of one loop body on a machine
// description: the bounds the vendors' feedback reports print (ResMII,
// RecMII), the initiation interval it reaches, its stages and the kernel
// unroll modulo variable expansion needs.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/PacketIsa.hpp"

namespace montsim::vliw {

// What a loop op computes, for the code the pipeline emitter writes
// (PipelineEmitter.hpp): an operation on virtual registers (NAME.lo and
// NAME.hi read one half of a pair). POp::Count: the op has no code (the
// scheduler places it; nothing runs it).
struct LoopCode {
    POp op = POp::Count;
    std::string dst, a, b;
    int64_t imm = 0;
    std::string pred;  // runs only if this register is nonzero
};

struct LoopOp {
    std::string name;  // "mpy_ab"
    std::string cls;   // an op class of the machine
    // The lowering's choice among the units its class allows, by unit name
    // (a compiler keeping a value in block Y's registers, or a partition
    // putting the op on side A); empty: any unit the class allows.
    std::vector<std::string> units = {};
    // Reads one operand from the other side's register file: takes its
    // side's cross path in its cycle (MachineDescription::cross_paths).
    bool cross = false;
    // Ends the kernel (a C62x branch with exposed delay slots): its latency
    // must run out at a kernel boundary, (time + latency) mod II = 0, so
    // that the jump back lands where the kernel restarts.
    bool kernel_end = false;
    LoopCode code = {};
};

// `to` uses the value `from` makes `distance` iterations earlier (0: the
// same iteration); it may issue `latency` cycles after `from` (its class's
// latency unless given).
struct LoopEdge {
    unsigned from = 0, to = 0;
    unsigned distance = 0;
    int latency = -1;
    // false: the dependence passes no register operand (a branch's
    // predicate, a pointer's post-increment), so it never takes a cross path.
    bool operand = true;
};

struct LoopBody {
    std::vector<LoopOp> ops;
    std::vector<LoopEdge> edges;
    std::set<std::string> pairs = {};  // the virtual registers that hold a pair's value
};

struct ModuloSchedule {
    unsigned res_mii = 0, rec_mii = 0, mii = 0;
    unsigned ii = 0;
    unsigned stages = 0;      // iterations in flight: the pipeline's depth
    unsigned mve_unroll = 1;  // kernel copies for values living longer than II
    unsigned critical_path = 0;  // the longest path of one iteration (distance-0 edges)
    std::vector<unsigned> time;  // per op: its cycle in the flat schedule of one iteration
    std::vector<std::string> unit;  // per op: the unit it runs on
    std::map<std::string, unsigned> ops_per_kind;  // ops placed on each unit kind
    unsigned evictions = 0;
};

// The units `op` may run on (its class's kinds, narrowed by its pins);
// std::invalid_argument naming the op if none.
std::vector<size_t> allowed_units(const MachineDescription& m, const LoopOp& op);

// ResMII: the most of ceil(ops / issue width), ceil(ops that only the units
// of set S can run / |S|) over every set S of units, the groups' limits and
// the cross paths' (ops crossing into a side / its cross paths).
unsigned resource_mii(const MachineDescription& m, const LoopBody& loop);
// RecMII: the smallest II at which no dependence cycle needs more than II
// cycles per iteration of distance (max over cycles of ceil(latency /
// distance)); 0 without a cycle.
unsigned recurrence_mii(const MachineDescription& m, const LoopBody& loop);

// Schedules the loop at the smallest II from MII up; std::runtime_error if
// none is found by MII + 64 (never a silent fallback). The result passed
// check_modulo_schedule.
ModuloSchedule modulo_schedule(const MachineDescription& m, const LoopBody& loop);

// An independent check of a schedule (written apart from the scheduler, with
// no reservation table): every dependence met, (time(to) + II distance >=
// time(from) + latency), each unit used once per slot of II cycles by an op
// of a class it runs, the issue width and the groups' limits kept. Throws
// std::logic_error naming the first violation.
void check_modulo_schedule(const MachineDescription& m, const LoopBody& loop, const ModuloSchedule& s);

}  // namespace montsim::vliw
