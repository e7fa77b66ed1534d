// Layout (AsmLayout.hpp).
#include "cores/mb/toolchain/AsmLayout.hpp"

#include <algorithm>
#include <array>
#include <limits>

namespace montsim::mb::assembler {

std::optional<int64_t> Evaluator::value(const Expr& e, int line, std::optional<uint32_t> dot) {
    std::array<int64_t, 64> stack{};
    size_t depth = 0;
    bool known = true;
    for (uint32_t i = e.begin; i < e.end; ++i) {
        const ExprItem& item = src_.items[i];
        const Pos pos{line, item.column};
        if (item.op == ExprOp::Number || item.op == ExprOp::Symbol || item.op == ExprOp::Dot) {
            if (depth == stack.size()) fail(src_, pos, "expression is nested too deeply");
            std::optional<int64_t> v = item.op == ExprOp::Number ? std::optional<int64_t>(item.value)
                                       : item.op == ExprOp::Dot  ? std::optional<int64_t>(dot)
                                                                  : symbol_value(static_cast<int>(item.value));
            known = known && v.has_value();
            stack[depth++] = v.value_or(0);
        } else if (item.op == ExprOp::Negate) {
            stack[depth - 1] = apply(ExprOp::Sub, 0, stack[depth - 1], pos, known);
        } else if (item.op == ExprOp::Complement) {
            stack[depth - 1] = ~stack[depth - 1];
        } else {
            const int64_t b = stack[--depth];
            stack[depth - 1] = apply(item.op, stack[depth - 1], b, pos, known);
        }
    }
    if (!known) return std::nullopt;
    return stack[0];
}

bool Evaluator::only_numbers(const Expr& e) const {
    for (uint32_t i = e.begin; i < e.end; ++i)
        if (src_.items[i].op == ExprOp::Symbol || src_.items[i].op == ExprOp::Dot) return false;
    return true;
}

std::optional<int64_t> Evaluator::symbol_value(int index) {
    const Symbol& s = src_.symbols[index];
    if (s.kind == SymbolKind::Label) {
        if (!addresses_) return std::nullopt;
        return (*addresses_)[s.stmt];
    }
    if (s.kind == SymbolKind::Boundary) {
        if (!layout_) return std::nullopt;
        return boundary_value(s.boundary);
    }
    // .equ: evaluated on first use, so it may refer to later symbols.
    if (equ_state_[index] == 2) return equ_value_[index];
    if (equ_state_[index] == 1) fail(src_, s.defined_at, "circular definition of symbol " + quoted(s.name));
    // Each symbol in a chain of .equ definitions evaluates the next one
    // recursively: bound the chain, not the host stack.
    if (chain_ >= kMaxEquChain)
        fail(src_, s.defined_at, "symbol " + quoted(s.name) + " is defined through a chain of more than " +
                                     std::to_string(kMaxEquChain) + " .equ symbols");
    ++chain_;
    equ_state_[index] = 1;
    const Statement& st = src_.stmts[s.stmt];
    std::optional<uint32_t> dot;
    if (addresses_) dot = (*addresses_)[s.stmt];
    equ_value_[index] = value(st.value, st.pos.line, dot);
    equ_state_[index] = 2;
    --chain_;
    return equ_value_[index];
}

int64_t Evaluator::boundary_value(Boundary which) const {
    const int bss = static_cast<int>(Section::Bss), stack = static_cast<int>(Section::Stack);
    switch (which) {
    case Boundary::BssStart: return layout_->base[bss];
    case Boundary::BssEnd: return layout_->base[bss] + align_up(layout_->length[bss], 4);
    case Boundary::End: return layout_->base[stack] + layout_->length[stack];
    }
    return 0;
}

int64_t Evaluator::apply(ExprOp op, int64_t a, int64_t b, Pos pos, bool known) const {
    // Checked, not wrapped: a value past 64 bits is an error (a size or an
    // address that wrapped would assemble a program other than the one
    // written). Where a symbol is not placed yet (`known` false) the value
    // is a placeholder and only wraps.
    const uint64_t ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
    int64_t r = 0;
    auto overflow = [&](const char* sign) {
        if (!known) return;
        fail(src_, pos, std::to_string(a) + " " + sign + " " + std::to_string(b) + " does not fit 64 bits");
    };
    switch (op) {
    case ExprOp::Add:
        if (__builtin_add_overflow(a, b, &r)) overflow("+");
        return static_cast<int64_t>(ua + ub);
    case ExprOp::Sub:
        if (__builtin_sub_overflow(a, b, &r)) overflow("-");
        return static_cast<int64_t>(ua - ub);
    case ExprOp::Mul:
        if (__builtin_mul_overflow(a, b, &r)) overflow("*");
        return static_cast<int64_t>(ua * ub);
    case ExprOp::Div:
    case ExprOp::Mod:
        if (b == 0) {
            if (!known) return 0;
            fail(src_, pos, "division by zero");
        }
        if (b == -1 && a == std::numeric_limits<int64_t>::min()) {
            overflow(op == ExprOp::Div ? "/" : "%");
            return op == ExprOp::Div ? a : 0;
        }
        return op == ExprOp::Div ? a / b : a % b;
    case ExprOp::Shl:
    case ExprOp::Shr:
        if (b < 0 || b > 63) {
            if (!known) return 0;
            fail(src_, pos, "shift count " + std::to_string(b) + " is outside 0..63");
        }
        return op == ExprOp::Shl ? static_cast<int64_t>(ua << b) : a >> b;
    case ExprOp::And: return a & b;
    case ExprOp::Or: return a | b;
    case ExprOp::Xor: return a ^ b;
    default: return 0;
    }
}

std::optional<int64_t> immediate_operand(const Statement& st, Evaluator& ev, std::optional<uint32_t> address) {
    std::optional<int64_t> v = ev.value(st.value, st.pos.line, address);
    if (!v || !is_pc_relative(info(st.op)) || ev.only_numbers(st.value)) return v;
    if (!address) return std::nullopt;
    const uint32_t branch_address = *address + (st.big ? 4u : 0u);
    return wrap32(*v - static_cast<int64_t>(branch_address));
}

bool LayoutPass::run(Layout& out) {
    const size_t n = src_.stmts.size();
    out.address.assign(n, 0);
    out.size.assign(n, 0);
    uint32_t offset[kSectionCount] = {};
    bool complete = true;
    for (size_t i = 0; i < n; ++i) {
        Statement& st = src_.stmts[i];
        uint32_t& loc = offset[static_cast<int>(st.section)];
        out.address[i] = loc;
        const uint32_t size = size_of(st, i, loc, complete);
        if (size > UINT32_MAX - loc) fail(src_, st.pos, "program does not fit the 32-bit address space");
        out.size[i] = size;
        loc += size;
    }
    // Sections follow each other from address 0, each aligned to its
    // largest .align (at least 4; an empty one too: montsim.ld's ALIGN(4)),
    // as montsim.ld places them.
    uint64_t end = 0;
    for (int s = 0; s < kSectionCount; ++s) {
        out.length[s] = offset[s];
        if (static_cast<Section>(s) == Section::Discard) continue;
        const uint32_t alignment = offset[s] == 0 ? 4 : src_.section_alignment[s];
        out.base[s] = static_cast<uint32_t>(end == 0 ? 0 : align_up64(end, alignment));
        if (offset[s] == 0) {
            end = out.base[s];
            continue;
        }
        end = uint64_t{out.base[s]} + offset[s];
        if (end > UINT32_MAX) fail(src_, {1, 1}, "program does not fit the 32-bit address space");
    }
    for (size_t i = 0; i < n; ++i) out.address[i] += out.base[static_cast<int>(src_.stmts[i].section)];
    return complete;
}

std::optional<uint32_t> LayoutPass::previous_address(size_t i) const {
    if (!previous_) return std::nullopt;
    return previous_->address[i];
}

uint32_t LayoutPass::size_of(Statement& st, size_t i, uint32_t section_offset, bool& complete) {
    switch (st.kind) {
    case StmtKind::Label:
    case StmtKind::Equ: return 0;
    case StmtKind::Instruction: return instruction_size(st, i);
    case StmtKind::Data: return st.unit * st.count;
    case StmtKind::Bytes: return st.count;
    case StmtKind::Fill: return fill_size(st, i, complete);
    case StmtKind::Align: return align_padding(st, i, section_offset, complete);
    }
    return 0;
}

uint32_t LayoutPass::instruction_size(Statement& st, size_t i) {
    if (!st.big && !st.after_explicit_imm && can_take_imm_prefix(st.op)) {
        const std::optional<int64_t> v = immediate_operand(st, ev_, previous_address(i));
        if (v && fits_32_bits(*v) && !fits_signed16(wrap32(*v))) st.big = true;
    }
    return st.big ? 8 : 4;
}

uint32_t LayoutPass::fill_size(const Statement& st, size_t i, bool& complete) {
    const std::optional<int64_t> v = ev_.value(st.value, st.pos.line, previous_address(i));
    if (!v) {
        complete = false;
        return 0;
    }
    if (*v < 0 || *v > kMaxFill)
        fail(src_, {st.pos.line, st.value.column}, quoted(st.mnemonic) + " size " + std::to_string(*v) + " is outside 0.." + std::to_string(kMaxFill));
    return static_cast<uint32_t>(*v);
}

uint32_t LayoutPass::align_padding(const Statement& st, size_t i, uint32_t section_offset, bool& complete) {
    const std::optional<int64_t> v = ev_.value(st.value, st.pos.line, previous_address(i));
    if (!v) {
        complete = false;
        return 0;
    }
    uint32_t alignment = 0;
    if (st.unit == 0) {
        if (*v < 0 || *v > kMaxAlignPower)
            fail(src_, {st.pos.line, st.value.column}, quoted(st.mnemonic) + " " + std::to_string(*v) + " is outside 0.." + std::to_string(kMaxAlignPower) + " (it aligns to 2^N bytes)");
        alignment = 1u << *v;
    } else {
        if (*v < 1 || *v > (1 << kMaxAlignPower) || (*v & (*v - 1)) != 0)
            fail(src_, {st.pos.line, st.value.column}, quoted(st.mnemonic) + " " + std::to_string(*v) + " is not a power of two up to " + std::to_string(1 << kMaxAlignPower));
        alignment = static_cast<uint32_t>(*v);
    }
    // Aligning the section start as strictly keeps offsets and addresses aligned alike.
    uint32_t& section_alignment = src_.section_alignment[static_cast<int>(st.section)];
    section_alignment = std::max(section_alignment, alignment);
    return align_up(section_offset, alignment) - section_offset;
}

Layout lay_out(Source& src) {
    constexpr int kMaxPasses = 100;
    Layout layout;
    bool placed = false;
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        Evaluator ev(src, placed ? &layout : nullptr);
        Layout next;
        const bool complete = LayoutPass(src, ev, placed ? &layout : nullptr).run(next);
        const bool settled = placed && complete && next.address == layout.address && next.size == layout.size;
        layout = std::move(next);
        placed = true;
        if (settled) return layout;
    }
    fail(src, {1, 1}, "the layout did not settle after " + std::to_string(kMaxPasses) + " passes (a .space or .align depends on an address that it moves)");
}

}  // namespace montsim::mb::assembler
