// avgu rD, rA, rB: the unsigned average of rA and rB, rounded down, without
// the overflow of (rA + rB) / 2, as (rA & rB) + ((rA ^ rB) >> 1). A toy
// instruction declared in this one entry, as a row of
// cores/mb/isa/Instructions.def is: mnemonic, format, encoding (opcode 0x13,
// which MicroBlaze leaves unused; Type A, func 0), timing class, unit and
// semantics. The assembler, the disassembler, the decoder and the three
// executors (one at a time, threaded blocks, compiled blocks) know it from
// there; tests/toys/test_toys.cpp shows it.
#include "cores/mb/isa/AddedInstructions.hpp"
#include "tests/toys/Toys.hpp"

namespace {
using namespace montsim::mb::encoding;
}  // namespace

MONTSIM_MB_ADD_ALU(kAvgu, "avgu", RdRaRb, opc(0x13), kTypeAMask, Alu, None, {
    auto common = m.and_(m.a(), m.b());
    return m.add(common, m.shr(m.xor_(m.a(), m.b()), m.k(1)));
});

namespace montsim::toys {
mb::Op toy_instruction() { return kAvgu; }
}  // namespace montsim::toys
