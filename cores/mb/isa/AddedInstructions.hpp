// Instructions added to the set outside Instructions.def: an ALU instruction
// a test defines in its own file (tests/toys/ToyInstruction.cpp), declared in
// one entry as a built-in row is (mnemonic, format, encoding, timing class,
// unit, semantics over Operations.hpp), that the assembler, disassembler,
// decoder and all three executors then know. The built-in instructions stay
// in the table: their dispatch is compiled in, an added one's goes through
// the function pointers below.
#pragma once

#include <cstddef>
#include <cstdint>

#include "cores/mb/isa/Isa.hpp"
#include "cores/mb/isa/Operations.hpp"

namespace montsim::mb {

// An added ALU instruction's semantics, in both readings.
struct AddedAlu {
    uint32_t (*evaluate)(Evaluate&);
    Emit::Value (*emit)(Emit&);
};
// Adds an ALU instruction (add_instruction, Isa.hpp) with its semantics.
Op add_alu_instruction(OpInfo entry, AddedAlu semantics);
// The semantics of an added ALU instruction; null for any other kind.
const AddedAlu* added_alu(uint8_t kind);

// An added ALU instruction's rD value (low word) and the carry after it
// (high word), from its operands and the carry before it: the executors'
// path for what is not built in.
uint64_t added_alu_result(uint8_t kind, uint32_t a, uint32_t b, uint32_t uimm, uint32_t carry);

}  // namespace montsim::mb

// Declares an added ALU instruction in one entry: `var` (an Op) names it in
// the declaring file; the semantics is a function body over `m`, as in
// Instructions.def. Use at namespace scope; it registers when the program
// starts.
#define MONTSIM_MB_ADD_ALU(var, mnemonic, format, match, mask, timing, unit, ...)                         \
    template <class M>                                                                                   \
    static typename M::Value var##_semantics(M& m) __VA_ARGS__ static const ::montsim::mb::Op var =      \
        ::montsim::mb::add_alu_instruction(                                                              \
            ::montsim::mb::OpInfo{::montsim::mb::Op::Invalid, mnemonic, ::montsim::mb::Format::format,     \
                                  match, mask, ::montsim::mb::TimingClass::timing,                       \
                                  ::montsim::mb::Unit::unit, ::montsim::mb::ExecClass::Alu, false, false, \
                                  false},                                                                \
            ::montsim::mb::AddedAlu{&var##_semantics<::montsim::mb::Evaluate>,                           \
                                    &var##_semantics<::montsim::mb::Emit>})
