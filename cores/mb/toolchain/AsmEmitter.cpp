// The emitter (AsmEmitter.hpp).
#include "cores/mb/toolchain/AsmEmitter.hpp"

#include <algorithm>

namespace montsim::mb::assembler {

void put_be(std::vector<uint8_t>& out, uint32_t offset, uint32_t value, uint32_t bytes) {
    for (uint32_t i = 0; i < bytes; ++i) out[offset + i] = static_cast<uint8_t>(value >> (8 * (bytes - 1 - i)));
}

void Emitter::run() {
    int last_emitting[kSectionCount] = {-1, -1, -1, -1, -1, -1};
    for (size_t i = 0; i < src_.stmts.size(); ++i) {
        const Statement& st = src_.stmts[i];
        if (st.kind == StmtKind::Label || st.kind == StmtKind::Equ) continue;
        int& last = last_emitting[static_cast<int>(st.section)];
        if (st.kind == StmtKind::Instruction) emit_instruction(st, i, last);
        else emit_data(st, i);
        last = static_cast<int>(i);
    }
}

uint32_t Emitter::offset(size_t i) const {
    return layout_.address[i] - layout_.base[static_cast<int>(src_.stmts[i].section)];
}

[[noreturn]] void Emitter::fail_value(const Statement& st, const Expr& e, const std::string& message) const {
    fail(src_, {st.pos.line, e.column}, message);
}

int64_t Emitter::known_value(const Statement& st, const Expr& e, size_t i) {
    // Every symbol is defined and placed by now, so the value is known.
    return ev_.value(e, st.pos.line, layout_.address[i]).value_or(0);
}

void Emitter::write_word(const Statement& st, size_t i, uint32_t byte_offset, uint32_t word) {
    put_be(image_[static_cast<int>(st.section)], offset(i) + byte_offset, word, 4);
}

void Emitter::check_delay_slot(const Statement& st, int last, int64_t prefix_value) const {
    if (last < 0) return;
    const Statement& prev = src_.stmts[last];
    if (prev.kind != StmtKind::Instruction || !info(prev.op).delay_slot) return;
    const std::string slot_of = " in the delay slot of " + quoted(prev.mnemonic) + " (" + line_ref(src_, prev.pos.line, st.pos.line) + ")";
    if (is_branch(info(st.op)) || st.op == Op::Imm)
        fail(src_, st.pos, quoted(st.mnemonic) + " cannot be" + slot_of);
    if (st.big)
        fail(src_, st.pos, quoted(st.mnemonic) + " needs an imm prefix (immediate " + std::to_string(prefix_value) +
                               " does not fit 16 bits), which cannot be" + slot_of);
}

void Emitter::emit_instruction(const Statement& st, size_t i, int last) {
    if (layout_.address[i] % 4 != 0) {
        char where[16];
        std::snprintf(where, sizeof where, "0x%08x", static_cast<unsigned>(layout_.address[i]));
        fail(src_, st.pos, "instruction at address " + std::string(where) + " is not word-aligned (use .align 2)");
    }
    Inst inst;
    inst.op = st.op;
    inst.rd = st.rd, inst.ra = st.ra, inst.rb = st.rb;
    const Format format = info(st.op).format;
    int64_t operand = 0;
    if (format == Format::RdSpr || format == Format::SprRa || format == Format::RdFsl || format == Format::RaFsl) {
        inst.imm = st.special;
    } else if (!st.value.empty()) {
        operand = immediate_operand(st, ev_, layout_.address[i]).value_or(0);
        inst.imm = immediate_field(st, operand);
    }
    check_delay_slot(st, last, operand);
    uint32_t at = 0;
    if (st.big) {
        Inst prefix;
        prefix.op = Op::Imm;
        prefix.imm = low16(operand >> 16);
        write_word(st, i, 0, encode(prefix));
        at = 4;
    }
    write_word(st, i, at, encode(inst));
}

int32_t Emitter::immediate_field(const Statement& st, int64_t operand) const {
    const OpInfo& e = info(st.op);
    const std::string shown = std::to_string(operand);
    if (e.format == Format::RdRaShift) {
        if (operand < 0 || operand > 31) fail_value(st, st.value, "shift amount " + shown + " is outside 0..31");
        return static_cast<int32_t>(operand);
    }
    if (st.op == Op::Imm) {
        if (operand < -32768 || operand > 65535) fail_value(st, st.value, "immediate " + shown + " does not fit 16 bits");
        return low16(operand);
    }
    if (!fits_32_bits(operand)) fail_value(st, st.value, "immediate " + shown + " does not fit 32 bits");
    // With an imm prefix (explicit or automatic) the field holds the low half.
    return low16(operand);
}

void Emitter::emit_data(const Statement& st, size_t i) {
    std::vector<uint8_t>& out = image_[static_cast<int>(st.section)];
    const uint32_t at = offset(i);
    switch (st.kind) {
    case StmtKind::Data:
        for (uint32_t k = 0; k < st.count; ++k) {
            const Expr& e = src_.data_exprs[st.first + k];
            const int64_t v = known_value(st, e, i);
            check_fits(st, e, v, st.unit * 8);
            put_be(out, at + k * st.unit, static_cast<uint32_t>(v), st.unit);
        }
        break;
    case StmtKind::Bytes:
        std::copy_n(src_.byte_pool.begin() + st.first, st.count, out.begin() + at);
        break;
    case StmtKind::Fill:
        if (st.count == 1) {
            const Expr& e = src_.data_exprs[st.first];
            const int64_t v = known_value(st, e, i);
            check_fits(st, e, v, 8);
            std::fill_n(out.begin() + at, layout_.size[i], static_cast<uint8_t>(v));
        }
        break;
    case StmtKind::Align: pad_alignment(st, i, out, at); break;
    default: break;
    }
}

void Emitter::pad_alignment(const Statement& st, size_t i, std::vector<uint8_t>& out, uint32_t at) const {
    const uint32_t size = layout_.size[i];
    if (st.section != Section::Text || at % 4 != 0 || size % 4 != 0) return;
    const uint32_t nop = encode(Inst{Op::Or, 0, 0, 0, 0});
    for (uint32_t k = 0; k < size; k += 4) put_be(out, at + k, nop, 4);
}

void Emitter::check_fits(const Statement& st, const Expr& e, int64_t v, uint32_t bits) const {
    const int64_t lo = -(int64_t{1} << (bits - 1)), hi = (int64_t{1} << bits) - 1;
    if (v < lo || v > hi) fail_value(st, e, "value " + std::to_string(v) + " does not fit " + std::to_string(bits) + " bits");
}

}  // namespace montsim::mb::assembler
