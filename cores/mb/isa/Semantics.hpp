// What the MicroBlaze instructions compute, as small inline functions shared
// by MbCpu's two execution paths (one instruction at a time, and whole
// straight-line blocks with precomputed timing), so that an instruction's
// meaning is written once. Cycles are not here: Timing.hpp has the table,
// branch_cycles() below the one rule that depends on the outcome.
#pragma once

#include <cstdint>

#include "cores/mb/isa/Isa.hpp"
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

// The result of an ALU, multiply, shift, logic or sign-extension instruction
// into `out` (carry updated as the instruction does); false for any other kind.
__attribute__((always_inline)) inline bool alu_result(uint8_t kind, uint32_t a, uint32_t b, uint32_t uimm,
                                                      uint32_t& carry, uint32_t& out) {
    // x + y + cin and its carry out, as one 64-bit sum: its high half is the
    // carry (GCC turns two overflow tests into set-and-or sequences, several
    // host instructions more per add-with-carry).
    auto add = [&](uint32_t x, uint32_t y, uint32_t cin, bool keep) {
        const uint64_t sum = uint64_t(x) + y + cin;
        if (!keep) carry = uint32_t(sum >> 32);
        return uint32_t(sum);
    };
    switch (kind) {
    case uint8_t(Op::Add): out = add(a, b, 0, false); return true;
    case uint8_t(Op::Rsub): out = add(b, ~a, 1, false); return true;
    case uint8_t(Op::Addc): out = add(a, b, carry, false); return true;
    case uint8_t(Op::Rsubc): out = add(b, ~a, carry, false); return true;
    case uint8_t(Op::Addk): out = a + b; return true;
    case uint8_t(Op::Rsubk): out = b - a; return true;
    case uint8_t(Op::Addkc): out = add(a, b, carry, true); return true;
    case uint8_t(Op::Rsubkc): out = add(b, ~a, carry, true); return true;
    case uint8_t(Op::Cmp): out = ((b - a) & 0x7FFFFFFFu) | (int32_t(a) > int32_t(b) ? 0x80000000u : 0); return true;
    case uint8_t(Op::Cmpu): out = ((b - a) & 0x7FFFFFFFu) | (a > b ? 0x80000000u : 0); return true;
    case uint8_t(Op::Addi): out = add(a, uimm, 0, false); return true;
    case uint8_t(Op::Rsubi): out = add(uimm, ~a, 1, false); return true;
    case uint8_t(Op::Addic): out = add(a, uimm, carry, false); return true;
    case uint8_t(Op::Rsubic): out = add(uimm, ~a, carry, false); return true;
    case uint8_t(Op::Addik): out = a + uimm; return true;
    case uint8_t(Op::Rsubik): out = uimm - a; return true;
    case uint8_t(Op::Addikc): out = add(a, uimm, carry, true); return true;
    case uint8_t(Op::Rsubikc): out = add(uimm, ~a, carry, true); return true;

    case uint8_t(Op::Mul): out = a * b; return true;
    case uint8_t(Op::Mulh): out = uint32_t(uint64_t(int64_t(int32_t(a)) * int64_t(int32_t(b))) >> 32); return true;
    case uint8_t(Op::Mulhsu): out = uint32_t(uint64_t(int64_t(int32_t(a)) * int64_t(b)) >> 32); return true;
    case uint8_t(Op::Mulhu): out = uint32_t((uint64_t(a) * b) >> 32); return true;
    case uint8_t(Op::Muli): out = a * uimm; return true;

    // The immediate forms shift by the low 5 bits of the immediate (an imm
    // prefix changes only its upper half).
    case uint8_t(Op::Bsrl): out = a >> (b & 31); return true;
    case uint8_t(Op::Bsra): out = uint32_t(int32_t(a) >> (b & 31)); return true;
    case uint8_t(Op::Bsll): out = a << (b & 31); return true;
    case uint8_t(Op::Bsrli): out = a >> (uimm & 31); return true;
    case uint8_t(Op::Bsrai): out = uint32_t(int32_t(a) >> (uimm & 31)); return true;
    case uint8_t(Op::Bslli): out = a << (uimm & 31); return true;

    case uint8_t(Op::Or): out = a | b; return true;
    case uint8_t(Op::And): out = a & b; return true;
    case uint8_t(Op::Xor): out = a ^ b; return true;
    case uint8_t(Op::Andn): out = a & ~b; return true;
    case uint8_t(Op::Ori): out = a | uimm; return true;
    case uint8_t(Op::Andi): out = a & uimm; return true;
    case uint8_t(Op::Xori): out = a ^ uimm; return true;
    case uint8_t(Op::Andni): out = a & ~uimm; return true;

    case uint8_t(Op::Sra): { const uint32_t c = a & 1; out = uint32_t(int32_t(a) >> 1); carry = c; return true; }
    case uint8_t(Op::Src): { const uint32_t c = a & 1; out = (a >> 1) | (carry << 31); carry = c; return true; }
    case uint8_t(Op::Srl): { const uint32_t c = a & 1; out = a >> 1; carry = c; return true; }
    case uint8_t(Op::Sext8): out = uint32_t(int32_t(int8_t(a & 0xFF))); return true;
    case uint8_t(Op::Sext16): out = uint32_t(int32_t(int16_t(a & 0xFFFF))); return true;
    default: return false;
    }
}

// A load's or store's effective address: rA + rB, or rA + the immediate.
inline uint32_t effective_address(uint8_t kind, uint32_t a, uint32_t b, uint32_t uimm) {
    const bool reg_offset = kind == uint8_t(Op::Lbu) || kind == uint8_t(Op::Lhu) || kind == uint8_t(Op::Lw) ||
                            kind == uint8_t(Op::Sb) || kind == uint8_t(Op::Sh) || kind == uint8_t(Op::Sw);
    return a + (reg_offset ? b : uimm);
}
// Bytes a load or store moves (1, 2 or 4).
inline uint32_t access_width(uint8_t kind) {
    switch (kind) {
    case uint8_t(Op::Lbu): case uint8_t(Op::Lbui): case uint8_t(Op::Sb): case uint8_t(Op::Sbi): return 1;
    case uint8_t(Op::Lhu): case uint8_t(Op::Lhui): case uint8_t(Op::Sh): case uint8_t(Op::Shi): return 2;
    default: return 4;
    }
}
// The low `width` bytes of v (a device sees what the store writes).
inline uint32_t truncate(uint32_t width, uint32_t v) {
    return width == 4 ? v : width == 2 ? (v & 0xFFFF) : (v & 0xFF);
}

// Whether a branch kind is taken, and where to: `pc` is the branch's own
// address, a = rA (the condition), b = rB, uimm the (prefixed) immediate.
__attribute__((always_inline)) inline bool branch_outcome(uint8_t kind, uint32_t a, uint32_t b, uint32_t uimm,
                                                          uint32_t pc, uint32_t& target) {
    switch (kind) {
    case uint8_t(Op::Br): case uint8_t(Op::Brd): case uint8_t(Op::Brld): target = pc + b; return true;
    case uint8_t(Op::Bra): case uint8_t(Op::Brad): case uint8_t(Op::Brald): case uint8_t(Op::Brk): target = b; return true;
    case uint8_t(Op::Bri): case uint8_t(Op::Brid): case uint8_t(Op::Brlid): target = pc + uimm; return true;
    case uint8_t(Op::Brai): case uint8_t(Op::Braid): case uint8_t(Op::Bralid): case uint8_t(Op::Brki):
        target = uimm;
        return true;
    case uint8_t(Op::Rtsd): target = a + uimm; return true;
    default: break;
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
