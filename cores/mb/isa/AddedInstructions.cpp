#include "cores/mb/isa/AddedInstructions.hpp"

#include <deque>

namespace montsim::mb {

namespace {
// Per Op value above Invalid: an added ALU instruction's semantics.
std::deque<AddedAlu>& added_alus() {
    static std::deque<AddedAlu> alus;
    return alus;
}
}  // namespace

Op add_alu_instruction(OpInfo entry, AddedAlu semantics) {
    entry.exec = ExecClass::Alu;
    const Op op = add_instruction(entry);
    auto& alus = added_alus();
    alus.resize(size_t(op) - size_t(kOpCount));
    alus.back() = semantics;
    return op;
}

const AddedAlu* added_alu(uint8_t kind) {
    const auto& alus = added_alus();
    if (kind <= size_t(kOpCount) || kind - size_t(kOpCount) > alus.size()) return nullptr;
    const AddedAlu& x = alus[kind - size_t(kOpCount) - 1];
    return x.evaluate ? &x : nullptr;
}

uint64_t added_alu_result(uint8_t kind, uint32_t a, uint32_t b, uint32_t uimm, uint32_t carry) {
    Evaluate m{a, b, uimm, carry};
    const uint32_t value = added_alu(kind)->evaluate(m);
    return (uint64_t(carry) << 32) | value;
}

}  // namespace montsim::mb

