// The three stages behind build_fan (schemes/fan/README.md): per-core
// generation on virtual values, register allocation per core, and the list
// scheduler that packs all cores into bundles. Internal to schemes/fan; the
// tests use only FanScheme.hpp.
#pragma once

#include <cstdint>
#include <vector>

#include "cores/vliw/VliwProgram.hpp"
#include "schemes/fan/FanScheme.hpp"

namespace montsim::schemes::fan::detail {

// A virtual value: computed (dirty: it lives only in a register until the
// allocator spills it), or backed by a memory word (an operand, a constant,
// a transfer word): the allocator loads it with `kind` when needed and may
// drop it from a register at no cost.
struct VValue {
    bool backed = false;
    uint32_t addr = 0;
    vliw::MemKind kind = vliw::MemKind::None;
};

// One operation on virtual values: Mul (dst, dst_hi) = a * b; Add/Adc dst =
// a + b; Store a to addr with kind (a transfer or result word).
struct VInst {
    vliw::VOp op = vliw::VOp::Nop;
    int dst = -1, dst_hi = -1;
    int a = -1, b = -1;
    uint32_t addr = 0;
    vliw::MemKind kind = vliw::MemKind::None;
};

// One core's operations in program order.
struct CoreCode {
    std::vector<VValue> values;
    std::vector<VInst> insts;

    int memory_value(uint32_t addr, vliw::MemKind kind);
    int computed_value();
    // Mul: returns {lo, hi}.
    std::pair<int, int> mul(int a, int b);
    int add(int a, int b);
    int adc(int a, int b);
    void store(int v, uint32_t addr, vliw::MemKind kind);
};

struct Generated {
    std::vector<CoreCode> cores;
    FanLayout layout;  // everything but the spill area
};

// Stage 1: the operations of every core (params already validated).
Generated generate(const FanParams& params);

// Stage 2: physical operations of one core with `registers` registers;
// spilled values get consecutive words from `spill_next` on (advanced).
// Throws std::invalid_argument if an operation cannot be allocated.
std::vector<vliw::Slot> allocate(const CoreCode& code, unsigned registers, uint32_t& spill_next);

// Stage 3: all cores' streams into one program (one slot per core per
// bundle; at most one memory operation per bundle).
struct ScheduleOptions {
    unsigned window = 16;  // a core may issue any ready op among its first `window` unissued ones
};
vliw::VliwProgram schedule(const std::vector<std::vector<vliw::Slot>>& streams, unsigned registers,
                           unsigned word_bits, uint32_t memory_words, const vliw::VliwLatency& latency,
                           const ScheduleOptions& options = {});

// What a slot reads and writes: registers 0..S_rf-1, the carry as S_rf.
struct SlotAccess {
    int reads[3] = {-1, -1, -1};
    int writes[2] = {-1, -1};
};
SlotAccess slot_access(const vliw::Slot& s, unsigned registers);
inline bool is_memory(vliw::VOp op) { return op == vliw::VOp::Load || op == vliw::VOp::Store; }

}  // namespace montsim::schemes::fan::detail
