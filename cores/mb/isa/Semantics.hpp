// What the MicroBlaze instructions compute, as the interpreter (one
// instruction at a time) and the threaded handlers (whole blocks) run it:
// each ALU row's semantics (Instructions.def) read as values, a load's or
// store's address and width, a branch's outcome from its row's columns.
// Nothing here names an instruction: all of it comes from the table. Cycles
// are not here: Timing.hpp has the table, branch_cycles() below the one rule
// that depends on the outcome.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "cores/mb/isa/AddedInstructions.hpp"
#include "cores/mb/isa/Isa.hpp"
#include "cores/mb/isa/Operations.hpp"
#include "cores/mb/isa/Timing.hpp"

namespace montsim::mb::semantics {

// Flags of a predecoded instruction (MbCpu::Decoded::flags).
enum : uint8_t {
    kNoSlot = 1,   // a branch, return or imm: forbidden in a delay slot
    kBranch = 2,   // changes control flow (conditional or not, or rtsd)
    kDelay = 4,    // the next instruction (its delay slot) runs before the jump
    kLink = 8,     // writes its own address to rD
    kCond = 16,    // taken only if rA meets the condition
    kReturn = 32,  // rtsd
    // The instruction's ExecClass (Isa.hpp) where an executor tests it on
    // every instruction: alu_result's, a load's or a store's.
    kClassMask = 0xC0,
    kClassAlu = 0x40,
    kClassLoad = 0x80,
    kClassStore = 0xC0,
};

// The flags bits of an ExecClass (0 for the classes the executors do not
// test per instruction).
constexpr uint8_t class_flags(ExecClass c) {
    return c == ExecClass::Alu ? kClassAlu : c == ExecClass::Load ? kClassLoad : c == ExecClass::Store ? kClassStore : 0;
}
inline bool is_alu(uint8_t flags) { return (flags & kClassMask) == kClassAlu; }
inline bool is_load(uint8_t flags) { return (flags & kClassMask) == kClassLoad; }
inline bool is_store(uint8_t flags) { return (flags & kClassMask) == kClassStore; }
inline bool is_memory(uint8_t flags) { return (flags & kClassLoad) != 0; }

// Whether an instruction is one word product (CpuStats::word_products): mul,
// the low word of a product of two registers; mulh, mulhu and mulhsu give a
// product's high word, and muli multiplies by a constant (gcc's address
// arithmetic, e.g. -4 s).
inline bool counts_product(uint8_t kind) { return kind == uint8_t(Op::Mul); }

// An ALU row's semantics (Instructions.def), for any reading of the
// operations (M: Evaluate, or a code generator's Emit).
template <uint8_t kind>
struct AluSemantics;
#define MONTSIM_MB_ALU(name, mnemonic, format, match, mask, timing, unit, ...) \
    template <>                                                              \
    struct AluSemantics<uint8_t(Op::name)> {                                 \
        template <class M>                                                   \
        __attribute__((always_inline)) static typename M::Value value(M& m)  \
            __VA_ARGS__                                                      \
    };
#include "cores/mb/isa/Instructions.def"

// An ALU instruction's value, read by `m` (Evaluate or a code generator),
// into `out`: a built-in one by its row (inlined), an added one
// (AddedInstructions.hpp) by its entry's function; false for any other kind.
template <class M>
__attribute__((always_inline)) inline bool alu_value(uint8_t kind, M& m, typename M::Value& out) {
    switch (kind) {
#define MONTSIM_MB_ALU(name, ...) \
    case uint8_t(Op::name): out = AluSemantics<uint8_t(Op::name)>::value(m); return true;
#include "cores/mb/isa/Instructions.def"
    default: {
        const AddedAlu* added = added_alu(kind);
        if (added == nullptr) return false;
        if constexpr (std::is_same_v<M, Evaluate>) {
            // By value, so that no executor's carry has its address taken.
            const uint64_t result = added_alu_result(kind, m.ra, m.rb, m.uimm, m.carry_);
            m.carry_ = uint32_t(result >> 32);
            out = uint32_t(result);
        } else {
            out = added->emit(m);
        }
        return true;
    }
    }
}

// The result of an ALU instruction into `out` (carry updated as the
// instruction does); false for any other kind.
__attribute__((always_inline)) inline bool alu_result(uint8_t kind, uint32_t a, uint32_t b, uint32_t uimm,
                                                      uint32_t& carry, uint32_t& out) {
    Evaluate m{a, b, uimm, carry};
    return alu_value(kind, m, out);
}

// Per built-in kind, a load's or store's bytes (0 for the others) and
// whether its address takes rB (else the immediate): the MEMORY rows.
struct MemoryAccess {
    uint8_t width;
    bool reg_offset;
};
constexpr std::array<MemoryAccess, kOpCount> kMemoryAccess = [] {
    std::array<MemoryAccess, kOpCount> out{};
#define MONTSIM_MB_MEMORY(name, mnemonic, format, match, mask, timing, width) \
    out[size_t(Op::name)] = MemoryAccess{width, Format::format == Format::RdRaRb};
#include "cores/mb/isa/Instructions.def"
    return out;
}();

// A load's or store's effective address: rA + rB, or rA + the immediate.
inline uint32_t effective_address(uint8_t kind, uint32_t a, uint32_t b, uint32_t uimm) {
    return a + (kMemoryAccess[kind].reg_offset ? b : uimm);
}
// Bytes a load or store moves (1, 2 or 4).
inline uint32_t access_width(uint8_t kind) { return kMemoryAccess[kind].width; }
// The low `width` bytes of v (a device sees what the store writes).
inline uint32_t truncate(uint32_t width, uint32_t v) {
    return width == 4 ? v : width == 2 ? (v & 0xFFFF) : (v & 0xFF);
}

// Where a branch goes, by its row's columns: a register target (rB) or an
// immediate one, relative to the branch's own address unless absolute; a
// return to rA + the immediate; a conditional branch by kBranchConditions.
enum class BranchTarget : uint8_t { Conditional, PcPlusB, B, PcPlusImm, Imm, APlusImm };
constexpr std::array<BranchTarget, kOpCount> kBranchTargets = [] {
    std::array<BranchTarget, kOpCount> out{};
    using namespace encoding;
#define MONTSIM_MB_BRANCH(name, mnemonic, format, match, mask, timing, exec, flags)                          \
    out[size_t(Op::name)] =                                                                                \
        TimingClass::timing == TimingClass::CondBranch ? BranchTarget::Conditional                         \
        : TimingClass::timing == TimingClass::Return   ? BranchTarget::APlusImm                            \
        : (Format::format == Format::Rb || Format::format == Format::RdRb)                                 \
            ? (((flags) & kAbsolute) ? BranchTarget::B : BranchTarget::PcPlusB)                            \
            : (((flags) & kAbsolute) ? BranchTarget::Imm : BranchTarget::PcPlusImm);
#include "cores/mb/isa/Instructions.def"
    return out;
}();

// Whether a branch kind is taken, and where to: `pc` is the branch's own
// address, a = rA (the condition), b = rB, uimm the (prefixed) immediate.
__attribute__((always_inline)) inline bool branch_outcome(uint8_t kind, uint32_t a, uint32_t b, uint32_t uimm,
                                                          uint32_t pc, uint32_t& target) {
    switch (kBranchTargets[kind]) {
    case BranchTarget::PcPlusB: target = pc + b; return true;
    case BranchTarget::B: target = b; return true;
    case BranchTarget::PcPlusImm: target = pc + uimm; return true;
    case BranchTarget::Imm: target = uimm; return true;
    case BranchTarget::APlusImm: target = a + uimm; return true;
    case BranchTarget::Conditional: break;
    }
    // Conditional: rA compared with zero; the offset is rB or the immediate
    // (the table's condition column, Isa.hpp).
    const uint8_t c = kBranchConditions[kind];
    target = pc + ((c & kCondImmediate) ? uimm : b);
    const int32_t s = int32_t(a);
    switch (c & kCondMask) {
    case kCondEq: return s == 0;
    case kCondNe: return s != 0;
    case kCondLt: return s < 0;
    case kCondLe: return s <= 0;
    case kCondGt: return s > 0;
    default: return s >= 0;
    }
}

// The issue cycles of a branch (flags as above) with this outcome; the delay
// slot's own cycles are the slot instruction's.
inline uint32_t branch_cycles(const TimingTable& t, uint8_t flags, bool taken) {
    if (flags & kReturn) return t.ret;
    if (!taken) return t.branch_not_taken;
    return (flags & kDelay) ? t.branch_taken_delay : t.branch_taken;
}

}  // namespace montsim::mb::semantics
