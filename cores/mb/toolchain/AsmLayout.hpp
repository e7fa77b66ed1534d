// Layout: evaluating expressions (label values come from a layout; before
// the first layout they are unknown, and so is every expression that uses
// them), and placing every statement at its address, pass after pass until
// the sizes settle (an imm prefix appears where a value needs 32 bits).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cores/mb/toolchain/AsmSource.hpp"

namespace montsim::mb::assembler {

// ---------------------------------------------------------------------------
// Evaluation. Label values come from a layout; before the first layout they
// are unknown and so is every expression that uses them.

struct Layout {
    std::vector<uint32_t> address;  // per statement
    std::vector<uint32_t> size;     // bytes per statement
    uint32_t base[kSectionCount] = {};
    uint32_t length[kSectionCount] = {};
};

inline uint32_t align_up(uint32_t v, uint32_t alignment) { return (v + alignment - 1) & ~(alignment - 1); }
inline uint64_t align_up64(uint64_t v, uint32_t alignment) { return (v + alignment - 1) & ~uint64_t{alignment - 1}; }

class Evaluator {
public:
    // layout: the addresses of a previous pass, or null before the first.
    Evaluator(const Source& src, const Layout* layout)
        : src_(src), layout_(layout), addresses_(layout ? &layout->address : nullptr),
          equ_value_(src.symbols.size()), equ_state_(src.symbols.size(), 0) {}

    // dot: the address of the statement the expression belongs to.
    std::optional<int64_t> value(const Expr& e, int line, std::optional<uint32_t> dot);

    // Whether the expression is numbers and operators only (no symbol, no '.').
    bool only_numbers(const Expr& e) const;

    std::optional<int64_t> symbol_value(int index);

private:
    int64_t boundary_value(Boundary which) const;

    int64_t apply(ExprOp op, int64_t a, int64_t b, Pos pos, bool known) const;

    const Source& src_;
    const Layout* layout_;
    const std::vector<uint32_t>* addresses_;
    std::vector<std::optional<int64_t>> equ_value_;
    std::vector<uint8_t> equ_state_;  // 0 not evaluated, 1 in progress, 2 done
    static constexpr int kMaxEquChain = 1000;
    int chain_ = 0;  // .equ evaluations in progress
};

// ---------------------------------------------------------------------------
// Layout: addresses by relaxation. Every instruction starts without an imm
// prefix; a pass gives one to each instruction whose immediate does not fit,
// using the addresses of the previous pass. Prefixes are never removed, so the
// passes settle.

constexpr uint32_t kMaxFill = 64u << 20;  // far beyond any local memory
constexpr int kMaxAlignPower = 16;


// The value an instruction's immediate field must hold: for pc-relative
// branches the target minus the branch's own address, unless the operand is
// a plain number, which (as in GNU as) is the offset itself: `bri 0` jumps
// to itself, `bri 8` two instructions on.
std::optional<int64_t> immediate_operand(const Statement& st, Evaluator& ev, std::optional<uint32_t> address);

class LayoutPass {
public:
    LayoutPass(Source& src, Evaluator& ev, const Layout* previous) : src_(src), ev_(ev), previous_(previous) {}

    // Returns false if some size depended on a value not known yet.
    bool run(Layout& out);

private:
    std::optional<uint32_t> previous_address(size_t i) const;

    uint32_t size_of(Statement& st, size_t i, uint32_t section_offset, bool& complete);

    uint32_t instruction_size(Statement& st, size_t i);

    uint32_t fill_size(const Statement& st, size_t i, bool& complete);

    uint32_t align_padding(const Statement& st, size_t i, uint32_t section_offset, bool& complete);

    Source& src_;
    Evaluator& ev_;
    const Layout* previous_;
};

Layout lay_out(Source& src);

}  // namespace montsim::mb::assembler
