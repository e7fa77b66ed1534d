// Straight-line code on a described machine: a list scheduler for the code
// around a pipelined loop (a column's set-up and tail). Ops are taken in
// program order, each placed at the first cycle where its operands have
// landed, no later read of its destination is overtaken (exposed pipeline:
// its write lands after the last read; interlocked: it issues no earlier),
// the previous write of its destination has landed, and a unit that carries
// it is free within the issue width, the groups and the cross paths. Loads
// and stores are kept in order through memory. A block ends when all its
// writes have landed; a branch (the outer loop's) is placed so that it lands
// exactly there.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/PacketProgram.hpp"
#include "cores/vliw/PipelineEmitter.hpp"

namespace montsim::vliw {

// An op of a block, on virtual registers (NAME.lo / NAME.hi: a pair's half).
struct BlockOp {
    POp op = POp::Count;
    std::string dst, a, b;
    int64_t imm = 0;
    std::string pred;          // [pred] (or [!pred] with pred_negated)
    bool pred_negated = false;
    uint32_t target = 0;       // b, bdec: a packet index of the program
};

// The registers of a program being generated: every virtual register's
// physical one, given out on first write (on the side of the unit that
// writes it) from the pool, or fixed beforehand (a loop's).
struct RegisterMap {
    RegisterPool* pool = nullptr;
    std::map<std::string, RegRef> regs;
    std::set<std::string> pairs;  // virtual registers that hold a pair's value
    // Registers a loop's temporaries use: a register that is dead wherever
    // a loop runs (not in `long_lived`) may take one of them before the pool.
    std::vector<RegRef> spare;
    std::set<std::string> long_lived;
    RegRef give_out(const std::string& name, const MachineDescription& m, const std::string& side);
    bool can_give_out(const std::string& name, const MachineDescription& m, const std::string& side) const;
    bool has(const std::string& name) const { return regs.count(name) > 0; }
    RegRef ref(const std::string& operand) const;  // "x", "x.lo", "x.hi"; std::logic_error if not given out
};

// Schedules `ops` and appends them to `p` as packets of region `region`.
// `busy_until`: cycles (from the block's start) until which a register may
// still be written by code before the block (a loop's last iterations).
// std::runtime_error for an op no unit can run, or a register without a value.
void schedule_block(PacketProgram& p, const MachineDescription& m, RegisterMap& regs, const std::vector<BlockOp>& ops,
                    uint16_t region, unsigned busy_until = 0);

// The cycles after a loop's last packet until all its writes have landed.
unsigned loop_overhang(const PipelinedLoop& loop);

}  // namespace montsim::vliw
