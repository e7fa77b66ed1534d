// The instruction table: encode, decode, disassemble and assemble agree for
// every operation, and no two entries claim the same word.
#include <catch2/catch.hpp>

#include <random>
#include <stdexcept>
#include <string>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/isa/Isa.hpp"

using namespace montsim::mb;

namespace {

// Every instruction of the set: the table's and any added one (the test
// binary links the toy avgu, tests/toys/ToyInstruction.cpp), read when a
// test runs (after every registration; a static's initializer could run
// before the toy's).
const std::vector<Op>& ops() {
    static const std::vector<Op> all = all_ops();
    return all;
}
Op op_at(int i) { return ops()[size_t(i)]; }

// Random values for exactly the fields the op's format uses; the others
// stay zero, as decode leaves them. Special registers are limited to the ones
// the assembler names (rpc, rmsr) when the result must assemble.
Inst random_inst(Op op, std::mt19937& rng, bool assemblable_spr) {
    std::uniform_int_distribution<int> reg(0, 31), imm16(-32768, 32767), shift(0, 31), fsl(0, 15), spr(0, 0x3FFF),
        named_spr(0, 1);
    Inst in;
    in.op = op;
    auto rd = [&] { in.rd = static_cast<uint8_t>(reg(rng)); };
    auto ra = [&] { in.ra = static_cast<uint8_t>(reg(rng)); };
    auto rb = [&] { in.rb = static_cast<uint8_t>(reg(rng)); };
    switch (info(op).format) {
    case Format::RdRaRb: rd(), ra(), rb(); break;
    case Format::RdRaImm: rd(), ra(), in.imm = imm16(rng); break;
    case Format::RdRaShift: rd(), ra(), in.imm = shift(rng); break;
    case Format::RdRa: rd(), ra(); break;
    case Format::Rb: rb(); break;
    case Format::RdRb: rd(), rb(); break;
    case Format::Imm: in.imm = imm16(rng); break;
    case Format::RdImm: rd(), in.imm = imm16(rng); break;
    case Format::RaRb: ra(), rb(); break;
    case Format::RaImm: ra(), in.imm = imm16(rng); break;
    case Format::RdSpr: rd(), in.imm = assemblable_spr ? named_spr(rng) : spr(rng); break;
    case Format::SprRa: ra(), in.imm = assemblable_spr ? named_spr(rng) : spr(rng); break;
    case Format::RdFsl: rd(), in.imm = fsl(rng); break;
    case Format::RaFsl: ra(), in.imm = fsl(rng); break;
    }
    return in;
}

uint32_t assemble_one(const std::string& line) {
    const Assembly a = assemble(line + "\n", "isa.s");
    const auto& bytes = a.program.segments.at(0).bytes;
    REQUIRE(bytes.size() == 4);
    return uint32_t{bytes[0]} << 24 | uint32_t{bytes[1]} << 16 | uint32_t{bytes[2]} << 8 | bytes[3];
}

constexpr int kSamplesPerOp = 200;

}  // namespace

TEST_CASE("every op: encode then decode gives back the same fields and word", "[isa]") {
    std::mt19937 rng(12345);
    for (int i = 0; i < int(ops().size()); ++i) {
        for (int k = 0; k < kSamplesPerOp; ++k) {
            const Inst in = random_inst(op_at(i), rng, false);
            const uint32_t word = encode(in);
            INFO(std::string(info(in.op).mnemonic) << " word 0x" << std::hex << word);
            const Inst back = decode(word);
            REQUIRE(back == in);
            REQUIRE(encode(back) == word);
        }
    }
}

TEST_CASE("every op: the disassembly assembles back to the same word", "[isa][asm]") {
    std::mt19937 rng(777);
    for (int i = 0; i < int(ops().size()); ++i) {
        for (int k = 0; k < kSamplesPerOp; ++k) {
            const uint32_t word = encode(random_inst(op_at(i), rng, true));
            const std::string text = disassemble(word);
            INFO(text << "  (0x" << std::hex << word << ")");
            REQUIRE(assemble_one(text) == word);
        }
    }
}

TEST_CASE("no two table entries have a word in common", "[isa]") {
    // Entries a and b share a word exactly when their fixed bits agree
    // wherever both fix them.
    for (int a = 0; a < int(ops().size()); ++a)
        for (int b = a + 1; b < int(ops().size()); ++b) {
            const OpInfo &ea = info(op_at(a)), &eb = info(op_at(b));
            INFO(ea.mnemonic << " and " << eb.mnemonic);
            CHECK(((ea.match ^ eb.match) & ea.mask & eb.mask) != 0);
        }
}

TEST_CASE("every encoding of an entry decodes to that entry", "[isa]") {
    std::mt19937 rng(4242);
    for (int i = 0; i < int(ops().size()); ++i) {
        for (int k = 0; k < kSamplesPerOp; ++k) {
            const uint32_t word = encode(random_inst(op_at(i), rng, false));
            INFO(info(op_at(i)).mnemonic << " word 0x" << std::hex << word);
            REQUIRE(decode(word).op == op_at(i));
        }
    }
}

TEST_CASE("every word the decoder accepts disassembles to text that assembles back to it", "[isa][asm]") {
    // Random words inside each entry's pattern: the free bits are the
    // operand fields, so the disassembly must show all of them.
    std::mt19937 rng(99);
    for (int i = 0; i < int(ops().size()); ++i) {
        const OpInfo& e = info(op_at(i));
        for (int k = 0; k < kSamplesPerOp; ++k) {
            const uint32_t word = e.match | (static_cast<uint32_t>(rng()) & ~e.mask);
            const Inst in = decode(word);
            INFO(e.mnemonic << " word 0x" << std::hex << word);
            REQUIRE(in.op == e.op);
            const bool named_spr = in.imm == int32_t(kSprPc) || in.imm == int32_t(kSprMsr);
            if ((e.format == Format::RdSpr || e.format == Format::SprRa) && !named_spr) continue;
            REQUIRE(assemble_one(disassemble(word)) == word);
        }
    }
}

TEST_CASE("words outside the subset decode to Invalid", "[isa]") {
    CHECK(decode(0xFFFFFFFFu).op == Op::Invalid);
    CHECK(decode(0x48000000u | (3u << 21) | (4u << 16) | (5u << 11)).op == Op::Invalid);  // idiv r3, r4, r5 (opcode 0x12)
    CHECK(decode(0x00000400u | (3u << 21)).op == Op::Invalid);  // add with a non-zero func field
    CHECK(decode(0x80000400u).op == Op::Invalid);               // pcmpbf (or's opcode, func 0x400)
    CHECK(decode(0xB0200000u).op == Op::Invalid);               // imm with rA != 0
    CHECK(decode(0xB6200008u).op == Op::Invalid);               // rtid (not modelled)
    CHECK(decode(0x90000068u).op == Op::Invalid);               // wic
    CHECK(decode(0x58000000u).op == Op::Invalid);               // fadd
    CHECK(decode(0x98600000u).op == Op::Invalid);               // br with rD = 3 (binutils: rD must be 0)
    CHECK(decode(0xB8600010u).op == Op::Invalid);               // bri with rD = 3
}

TEST_CASE("known words disassemble to GNU-as text", "[isa]") {
    // Words as the MicroBlaze GNU toolchain emits them.
    CHECK(disassemble(0x3021FFF0u) == "addik r1, r1, -16");
    CHECK(disassemble(0x80000000u) == "or r0, r0, r0");
    CHECK(disassemble(0xB60F0008u) == "rtsd r15, 8");
    CHECK(disassemble(0xB9F40000u) == "brlid r15, 0");
    CHECK(disassemble(0x94608001u) == "mfs r3, rmsr");
    CHECK(disassemble(0x64640005u) == "bsrli r3, r4, 5");
    CHECK(disassemble(0xE8610004u) == "lwi r3, r1, 4");
    CHECK(disassemble(0xBC23FFFCu, 0x10u) == "bnei r3, -4    # 0xc");
}

TEST_CASE("encode rejects fields out of range", "[isa]") {
    CHECK_THROWS_AS(encode(Inst{Op::Add, 32, 0, 0, 0}), std::invalid_argument);
    CHECK_THROWS_AS(encode(Inst{Op::Add, 0, 0, 40, 0}), std::invalid_argument);
    CHECK_THROWS_AS(encode(Inst{Op::Addik, 1, 1, 0, 70000}), std::invalid_argument);
    CHECK_THROWS_AS(encode(Inst{Op::Addik, 1, 1, 0, -32769}), std::invalid_argument);
    CHECK_THROWS_AS(encode(Inst{Op::Bsrli, 1, 1, 0, 32}), std::invalid_argument);
    CHECK_THROWS_AS(encode(Inst{Op::Bsrli, 1, 1, 0, -1}), std::invalid_argument);
    CHECK_THROWS_AS(encode(Inst{Op::Get, 1, 0, 0, 16}), std::invalid_argument);
    CHECK_THROWS_AS(encode(Inst{Op::Mfs, 1, 0, 0, 0x4000}), std::invalid_argument);
    CHECK_THROWS_AS(encode(Inst{Op::Invalid, 0, 0, 0, 0}), std::invalid_argument);
}

TEST_CASE("every op's executor class agrees with its timing class", "[isa]") {
    // The executors dispatch on the exec column (never on an op's position
    // in Op): it must say what the timing column says the instruction is.
    for (int i = 0; i < int(ops().size()); ++i) {
        const OpInfo& e = info(op_at(i));
        INFO(e.mnemonic);
        switch (e.timing) {
        case TimingClass::Alu:
        case TimingClass::Barrel:
        case TimingClass::Mul: CHECK(e.exec == ExecClass::Alu); break;
        case TimingClass::Load: CHECK(e.exec == ExecClass::Load); break;
        case TimingClass::Store: CHECK(e.exec == ExecClass::Store); break;
        case TimingClass::Branch:
            CHECK((e.exec == ExecClass::Branch || (e.exec == ExecClass::Trap && e.link && e.absolute)));
            break;
        case TimingClass::CondBranch:
        case TimingClass::Return: CHECK(e.exec == ExecClass::Branch); break;
        case TimingClass::ImmPrefix: CHECK(e.exec == ExecClass::ImmPrefix); break;
        case TimingClass::Spr: CHECK(e.exec == ExecClass::Spr); break;
        case TimingClass::FslGet: CHECK(e.exec == ExecClass::FslGet); break;
        case TimingClass::FslPut: CHECK(e.exec == ExecClass::FslPut); break;
        }
    }
    CHECK(info(Op::Brk).exec == ExecClass::Trap);
    CHECK(info(Op::Brki).exec == ExecClass::Trap);
}
