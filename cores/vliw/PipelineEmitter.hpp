// A modulo-scheduled loop (ModuloScheduler.hpp) turned into packets for the
// executable core: registers for its virtual registers, and the code.
//
// Two shapes, both taking (N + stages - 1) * II cycles for N iterations:
// - pipelined (N >= stages, N known at run time): a prologue of stages - 1
//   passes (pass P issues the ops of stages <= P), a kernel of II packets
//   that branches back to itself, an epilogue of stages - 1 passes (pass e
//   the ops of stages > e). The loop's branch (LoopOp::kernel_end) lands
//   on the kernel's start; with a latency longer than II several are in
//   flight, so the prologue issues some of them too. The loop counter must
//   hold N + counter_offset as the prologue starts;
// - unrolled (N known now): the flat schedule of N iterations, straight line,
//   no branch (what a compiler emits for a trip count below the pipeline's
//   depth).
// One register per virtual register (no modulo variable expansion): a
// value must be read before the next iteration's write of it lands, which
// prepare_loop checks, naming the value. A register's side is its
// producer's unit's (a load, whose result may go to either side, writes
// its first reader's side); the emitted code passes check_packets.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"
#include "cores/vliw/PacketProgram.hpp"

namespace montsim::vliw {

// A virtual register's name in an operand ("x" of "x", "x.lo", "x.hi").
std::string operand_name(const std::string& operand);
// The register an operand names in `regs` ("x.lo" / "x.hi": one half of
// x's pair); std::logic_error naming it, with `missing` when x has none.
RegRef operand_register(const std::map<std::string, RegRef>& regs, const std::string& operand,
                        const std::string& missing);

// The registers not yet given out, file by file.
class RegisterPool {
public:
    explicit RegisterPool(const MachineDescription& m);
    // A free register (an even/odd pair for `pair`) in a file on `side`
    // ("" or a machine without sided files: the first file with room);
    // std::runtime_error naming the side when none is left.
    RegRef take(const std::string& side, bool pair, const std::string& what);
    bool can_take(const std::string& side, bool pair) const;

private:
    // The first free register (pair) on `side`, or -1.
    int find(const std::string& side, bool pair) const;
    const MachineDescription& m_;
    std::vector<bool> used_;
};

struct PipelinedLoop {
    const MachineDescription* machine = nullptr;
    LoopBody body;
    ModuloSchedule schedule;
    std::map<std::string, RegRef> regs;  // every virtual register of the loop
    std::vector<RegRef> temporaries;     // the registers only the loop's temporaries use (dead outside it)
    size_t branch = SIZE_MAX;            // the op that branches back (kernel_end)
    size_t counter_op = SIZE_MAX;        // the op that counts down (the branch itself for bdec)
    std::string counter;                 // the counter's virtual register
    unsigned land_passes = 0;            // passes from a branch's issue to its landing
    unsigned first_branch_pass = 0;      // the first pass that issues the branch
    int64_t counter_offset = 0;          // pipelined: the counter starts at N + counter_offset

    RegRef reg(const std::string& operand) const;  // "x", "x.lo", "x.hi"
    // The ops of pass `pass` of the pipelined shape (prologue passes < stages - 1).
    bool in_prologue(size_t op, unsigned pass) const;
};

// Gives every virtual register of the loop a register (`fixed` ones as
// given), finds the loop control and its counter's start, checks the
// lifetimes; std::runtime_error for a loop it cannot emit.
PipelinedLoop prepare_loop(const MachineDescription& m, const LoopBody& body, const ModuloSchedule& schedule,
                           RegisterPool& pool, const std::map<std::string, RegRef>& fixed = {});

// Appends the pipelined shape to `p` (regions: prologue, kernel, epilogue).
void emit_pipelined(PacketProgram& p, const PipelinedLoop& loop, uint16_t prologue, uint16_t kernel, uint16_t epilogue);
// Appends the unrolled shape for n >= 1 iterations.
void emit_unrolled(PacketProgram& p, const PipelinedLoop& loop, unsigned n, uint16_t region);

// The index of `name` in p.regions, added if new.
uint16_t region_of(PacketProgram& p, const std::string& name);

}  // namespace montsim::vliw
