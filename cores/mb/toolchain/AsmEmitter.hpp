// The emitter: each statement's bytes at the address the layout gave it,
// instructions encoded through the ISA table, operands checked against
// their fields.
#pragma once

#include <cstdint>
#include <vector>

#include "cores/mb/toolchain/AsmLayout.hpp"
#include "cores/mb/toolchain/AsmSource.hpp"

namespace montsim::mb::assembler {

// ---------------------------------------------------------------------------
// Emission: the final pass writes bytes with the settled addresses.

void put_be(std::vector<uint8_t>& out, uint32_t offset, uint32_t value, uint32_t bytes);

class Emitter {
public:
    Emitter(const Source& src, const Layout& layout, Evaluator& ev) : src_(src), layout_(layout), ev_(ev) {
        for (int s = 0; s < kSectionCount; ++s) image_[s].assign(layout.length[s], 0);
    }

    void run();

    const std::vector<uint8_t>& image(int section) const { return image_[section]; }
    uint32_t offset(size_t i) const;

private:
    [[noreturn]] void fail_value(const Statement& st, const Expr& e, const std::string& message) const;

    int64_t known_value(const Statement& st, const Expr& e, size_t i);

    void write_word(const Statement& st, size_t i, uint32_t byte_offset, uint32_t word);

    void check_delay_slot(const Statement& st, int last, int64_t prefix_value) const;

    void emit_instruction(const Statement& st, size_t i, int last);

    int32_t immediate_field(const Statement& st, int64_t operand) const;

    void emit_data(const Statement& st, size_t i);

    // In .text, word-aligned padding is filled with nops so execution can
    // run through it; elsewhere with zeros.
    void pad_alignment(const Statement& st, size_t i, std::vector<uint8_t>& out, uint32_t at) const;

    void check_fits(const Statement& st, const Expr& e, int64_t v, uint32_t bits) const;

    const Source& src_;
    const Layout& layout_;
    Evaluator& ev_;
    std::vector<uint8_t> image_[kSectionCount];
};

}  // namespace montsim::mb::assembler
