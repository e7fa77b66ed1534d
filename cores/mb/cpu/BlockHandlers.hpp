// The block executor's handlers (MbRun.cpp, run_blocks): one per instruction
// kind a block can hold, so that executing a block instruction is a jump to
// code that already knows what the instruction is (direct threading: each
// handler ends by jumping to the next instruction's handler, no dispatch
// loop and no test of the instruction's class). Every ALU, load and store
// row of Instructions.def has a handler of its name; the lists below name
// only the extra forms (rB = r0, superinstructions, closing forms). The
// handler enum, the decoder's mapping from an Op (block_handler) and the
// executor's table of label addresses are made from the same rows and
// lists, so they cannot disagree on an order.
#pragma once

#include <cstdint>

#include "cores/mb/isa/AddedInstructions.hpp"
#include "cores/mb/isa/Isa.hpp"

namespace montsim::mb {

// Every ALU, load and store row of Instructions.def has a handler of its
// own name (a load or store of local memory; a device, the shared window or
// a store into code leaves the block: see run_blocks). A reader defines
// MONTSIM_BLOCK_ROW(name, class_), class_ being ALU, Load or Store, and
// includes BlockRows.def, which calls it once per such row.
// Instructions whose rB is often r0, which reads as zero (`addc rD, rA, r0`
// adds the carry, `addk rD, rA, r0` is a move): a form of each, class ALU0,
// that leaves the read out (named NameR0; the block builder picks it,
// with_rb0).
#define MONTSIM_BLOCK_RB0_OPS(X) X(Add) X(Addc) X(Addk) X(Or)
// A handler's name from its instruction's class and kind: AddcR0 for
// (ALU0, Addc), Lwi for (Load, Lwi); a superinstruction's joins its two
// (Add_AddcR0).
#define MONTSIM_FORM_ALU(name) name
#define MONTSIM_FORM_ALU0(name) name##R0
#define MONTSIM_FORM_Load(name) name
#define MONTSIM_FORM_Store(name) name
#define MONTSIM_CAT2_(a, b) a##b
#define MONTSIM_CAT2(a, b) MONTSIM_CAT2_(a, b)
#define MONTSIM_CAT3_(a, b, c) a##b##c
#define MONTSIM_CAT3(a, b, c) MONTSIM_CAT3_(a, b, c)
#define MONTSIM_FORM_ID(class_, name) MONTSIM_FORM_##class_(name)
#define MONTSIM_FUSED_ID(class_a, a, class_b, b) \
    MONTSIM_CAT3(MONTSIM_FORM_ID(class_a, a), _, MONTSIM_FORM_ID(class_b, b))
// Superinstructions: two instructions in a row that compilers and
// hand-written kernels pair often (a 64-bit product's two halves, a
// two-word addition's carry chain, two loads, a store and a pointer step,
// pointer and counter steps), run by one handler that does the first and
// then the second exactly as their own handlers would (each by its class,
// ALU, ALU0, Load or Store, in order: any registers, any overlap), saving
// the jump between them. The block builder fuses each such pair
// (fused_handler; an ALU0 second needs rB = r0, and a pair with one comes
// before the same pair without); the second keeps its own entry, which
// nothing jumps to, but a load or store there may still leave the block
// before itself, the first one done.
#define MONTSIM_BLOCK_FUSED_PAIRS(X)                                                                          \
    X(ALU, Mul, ALU, Mulhu) X(ALU, Add, ALU0, Addc) X(ALU, Add, ALU, Addc) X(ALU, Addk, ALU, Addk)            \
    X(ALU, Addik, ALU, Addik) X(ALU, Addk, ALU, Addik) X(ALU, Addik, ALU, Addk) X(Load, Lwi, Load, Lwi)      \
    X(Store, Swi, ALU, Addik)

// Instructions that often close a block (the delay slot of its branch), by
// class and kind: each has a form that goes straight on to the block's end,
// a direct jump instead of the End entry's dispatch (closing_handler).
#define MONTSIM_BLOCK_CLOSING_OPS(X) X(ALU, Addik) X(ALU, Addk) X(ALU0, Addk) X(ALU, Add) X(ALU, Or)

enum class BlockHandler : uint8_t {
#define MONTSIM_BLOCK_ROW(name, class_) name,
#include "cores/mb/cpu/BlockRows.def"
#undef MONTSIM_BLOCK_ROW
#define MONTSIM_RB0_NAME(name) name##R0,
    MONTSIM_BLOCK_RB0_OPS(MONTSIM_RB0_NAME)
#undef MONTSIM_RB0_NAME
#define MONTSIM_FUSED_NAME(class_a, a, class_b, b) MONTSIM_FUSED_ID(class_a, a, class_b, b),
    MONTSIM_BLOCK_FUSED_PAIRS(MONTSIM_FUSED_NAME)
#undef MONTSIM_FUSED_NAME
#define MONTSIM_CLOSING_NAME(class_, name) MONTSIM_CAT2(MONTSIM_FORM_ID(class_, name), _End),
    MONTSIM_BLOCK_CLOSING_OPS(MONTSIM_CLOSING_NAME)
#undef MONTSIM_CLOSING_NAME
    // Conditional branches: rA compared with zero, the offset the immediate
    // or rB (in kBranchConditions' order: eq, ne, lt, le, gt, ge).
    CondEqImm, CondNeImm, CondLtImm, CondLeImm, CondGtImm, CondGeImm,
    CondEqReg, CondNeReg, CondLtReg, CondLeReg, CondGtReg, CondGeReg,
    AddedAlu,  // an ALU instruction added outside the table (AddedInstructions.hpp)
    Jump,    // unconditional to an immediate target (precomputed), with or without link
    Branch,  // any other branch a block may close with (branch_outcome decides)
    Nop,     // an imm prefix: folded into the instruction it prefixes
    End,     // after a block's last instruction: the block is done
    None,    // not held by a block
};

static_assert(uint8_t(BlockHandler::CondGeImm) - uint8_t(BlockHandler::CondEqImm) == kCondGe - kCondEq &&
                  uint8_t(BlockHandler::CondEqReg) - uint8_t(BlockHandler::CondEqImm) == 6,
              "the conditional handlers follow BranchCondition's order");

// One instruction of a block as its executors read it (MbCpu::Block holds
// a run of these, then an End entry): the threaded handlers (run_blocks)
// and the block compiler (BlockJit.hpp).
struct BlockInst {
    uint8_t kind, rd, ra, rb;
    uint8_t width;      // loads and stores: bytes moved
    uint8_t flags;      // as MbCpu's Decoded::flags (Semantics.hpp)
    uint8_t prefixed;   // the instruction before it is its imm prefix
    BlockHandler handler;  // what executes it; End after a block's last
    int32_t imm;        // with an imm prefix folded in (Jump: its target)
    uint32_t addr;
};
static_assert(sizeof(BlockInst) == 16, "a block instruction fills a quarter of a cache line");

// The handler of an instruction kind (an Op's value); None for what no block
// holds. A branch gets its own handler where its kind says enough: the
// conditional ones by condition and offset, the unconditional ones with an
// immediate target (Jump: the block builder stores the target in place of
// the immediate).
inline BlockHandler block_handler(uint8_t kind) {
    switch (kind) {
#define MONTSIM_BLOCK_ROW(name, class_) \
    case uint8_t(Op::name): return BlockHandler::name;
#include "cores/mb/cpu/BlockRows.def"
#undef MONTSIM_BLOCK_ROW
    case uint8_t(Op::Imm): return BlockHandler::Nop;
    default: break;
    }
    if (added_alu(kind)) return BlockHandler::AddedAlu;
    if (kind >= kOpCount || info(Op(kind)).exec != ExecClass::Branch) return BlockHandler::None;
    const OpInfo& i = info(Op(kind));
    if (i.timing == TimingClass::CondBranch) {
        const uint8_t c = kBranchConditions[kind];
        return BlockHandler(uint8_t(BlockHandler::CondEqImm) + (c & kCondMask) + ((c & kCondImmediate) ? 0 : 6));
    }
    const bool immediate_target = i.format == Format::Imm || i.format == Format::RdImm;
    if (i.timing == TimingClass::Branch && immediate_target) return BlockHandler::Jump;
    return BlockHandler::Branch;
}

// The form of a block's last instruction's handler that ends the block
// itself; `h` if it has none.
inline BlockHandler closing_handler(BlockHandler h) {
    switch (h) {
#define MONTSIM_CLOSING_CASE(class_, name)          \
    case BlockHandler::MONTSIM_FORM_ID(class_, name): \
        return BlockHandler::MONTSIM_CAT2(MONTSIM_FORM_ID(class_, name), _End);
        MONTSIM_BLOCK_CLOSING_OPS(MONTSIM_CLOSING_CASE)
#undef MONTSIM_CLOSING_CASE
    default: return h;
    }
}

// The form of handler `h` (an instruction's own) for an instruction whose rB
// is r0; `h` if it has none.
inline BlockHandler with_rb0(BlockHandler h) {
    switch (h) {
#define MONTSIM_RB0_CASE(name) \
    case BlockHandler::name: return BlockHandler::name##R0;
        MONTSIM_BLOCK_RB0_OPS(MONTSIM_RB0_CASE)
#undef MONTSIM_RB0_CASE
    default: return h;
    }
}

// Whether an instruction of class `class_` may run in that class's form:
// ALU0 needs rB = r0.
constexpr bool form_fits(bool is_rb0_class, bool rb_is_r0) { return !is_rb0_class || rb_is_r0; }
#define MONTSIM_FORM_IS_RB0_ALU false
#define MONTSIM_FORM_IS_RB0_ALU0 true
#define MONTSIM_FORM_IS_RB0_Load false
#define MONTSIM_FORM_IS_RB0_Store false

// The superinstruction that runs instruction kinds `first` and `second` in
// a row (`*_rb0`: that one's rB is r0); None if the pair has none.
inline BlockHandler fused_handler(uint8_t first, bool first_rb0, uint8_t second, bool second_rb0) {
#define MONTSIM_FUSED_CASE(class_a, a, class_b, b)                                   \
    if (first == uint8_t(Op::a) && second == uint8_t(Op::b) &&                       \
        form_fits(MONTSIM_FORM_IS_RB0_##class_a, first_rb0) &&                       \
        form_fits(MONTSIM_FORM_IS_RB0_##class_b, second_rb0))                        \
        return BlockHandler::MONTSIM_FUSED_ID(class_a, a, class_b, b);
    MONTSIM_BLOCK_FUSED_PAIRS(MONTSIM_FUSED_CASE)
#undef MONTSIM_FUSED_CASE
    return BlockHandler::None;
}

}  // namespace montsim::mb
