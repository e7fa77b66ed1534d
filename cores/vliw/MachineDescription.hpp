// A VLIW machine as data (configs/machines/*.toml): its functional units,
// which op classes each kind of unit runs and with what latency, how many
// ops issue per cycle, and limits shared by several units (a TigerSHARC
// compute block takes at most two ops per line). Every figure carries its
// source; the loader refuses a description without one, naming file:line.
// The modulo scheduler (ModuloScheduler.hpp) reads nothing else.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace montsim::vliw {

struct MachineUnit {
    std::string name;  // "L1"
    std::string kind;  // "L": what the op classes name
    std::string side;  // "A" / "B" (a data path), "" if the machine has one
    std::string where;  // "file:line" of its [[unit]], for a later check's message
};

// Units sharing an issue limit: at most `capacity` ops per cycle on the
// units of these kinds.
struct MachineGroup {
    std::string name;
    unsigned capacity = 0;
    std::vector<std::string> kinds;
};

// A register file the executable core (PacketCore.hpp) reads and writes:
// registers NAME0..NAME(count-1) of `bits` each, on a side (the units of
// that side write it; others read it through a cross path) or on none
// (every unit reaches it). An even/odd pair NAME(k+1):NAMEk holds one value
// of `pair_bits` (the C62x's 40-bit longs; 2 * bits unless the description
// says less).
struct RegisterFile {
    std::string name;  // "A": registers A0, A1, ...
    std::string side;  // "A", or "" for a file every unit reaches
    unsigned count = 0, bits = 0, pair_bits = 0;
    bool any_pair = false;  // any two consecutive registers make a pair (Fan's R(i+1):Ri), not only even/odd
};

struct OpClass {
    std::string name;                // "LDHU"
    std::vector<std::string> kinds;  // the unit kinds that can run it
    // The operations (PacketIsa.hpp's mnemonics) an op of this class may
    // carry on the executable core; empty for a class only the modulo
    // scheduler uses.
    std::vector<std::string> ops;
    unsigned latency = 1;            // cycles from its issue to a dependent op's
    // Its result may be written to either side's register file (a C62x
    // load), so no consumer crosses sides to read it.
    bool result_either_side = false;
    std::string source;
};

struct MachineDescription {
    std::string name, summary, source;
    unsigned issue_width = 1;
    bool interlocked = false;  // false: latencies are exposed (the schedule must respect them)
    // On an exposed pipeline, a read of a register whose write is still in
    // flight: false, it sees the old value (the C62x, whose schedules rely
    // on it); true, the run stops with a scheduling error (Fan et al.'s
    // prototype, whose programs must never make one).
    bool early_reads_fault = false;
    // Operands an op on one side may read from the other side's register
    // file per cycle (the C62x's cross paths .1X and .2X: one each); 0 for a
    // machine without sides.
    unsigned cross_paths = 0;
    // The widest accumulator and the multiplier's operand width, in bits
    // (0 if the description does not say): what a scheme may ask of the
    // machine's registers (C62x: 40-bit longs, 16x16 MPYU).
    unsigned accumulator_bits = 0, multiplier_bits = 0;
    std::vector<MachineUnit> units;
    std::vector<MachineGroup> groups;
    std::map<std::string, OpClass> classes;
    std::vector<RegisterFile> registers;  // empty: the description only drives the scheduler

    const OpClass& op_class(const std::string& name) const;  // std::invalid_argument naming the known ones
    unsigned units_of_kind(const std::string& kind) const;
    std::vector<std::string> sides() const;  // the distinct sides of the units, in order ("A", "B")
};

// Reads a description; std::invalid_argument naming file:line and the
// field for a missing source, a latency or issue width of 0, a class naming
// no unit kind, a group naming an unknown kind.
MachineDescription load_machine(const std::string& path);
MachineDescription parse_machine(const std::string& toml_text, const std::string& source_name);

}  // namespace montsim::vliw
