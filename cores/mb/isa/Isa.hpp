// The MicroBlaze instruction subset montsim models, as the rest of the
// code sees it: the Op enum and every instruction's encoding, assembly
// format, timing class and the optional unit it needs, all made from the
// rows of Instructions.def (the one place an instruction is declared), and
// the encoder, decoder, disassembler and the assembler's look-up over them.
// Instructions added outside that table (a test's toy) join the same set
// through AddedInstructions.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace montsim::mb {

// What the rows of Instructions.def (and an added instruction's entry)
// write an encoding with.
namespace encoding {
constexpr uint32_t opc(uint32_t opcode) { return opcode << 26; }  // bits 0:5
constexpr uint32_t rd_field(uint32_t v) { return v << 21; }       // bits 6:10
constexpr uint32_t ra_field(uint32_t v) { return v << 16; }       // bits 11:15
constexpr uint32_t kTypeAMask = 0xFC0007FFu;  // opcode + func fixed, registers free
constexpr uint32_t kTypeBMask = 0xFC000000u;  // opcode fixed
// A branch row's flags.
constexpr unsigned kDelaySlot = 1;  // the next instruction runs before the jump
constexpr unsigned kLinks = 2;      // writes its own address to rD
constexpr unsigned kAbsolute = 4;   // the target is not pc-relative
}  // namespace encoding

// The built-in instructions, in the order of Instructions.def; Invalid after
// them. An instruction added at run time (AddedInstructions.hpp) takes a value
// above Invalid.
enum class Op : uint8_t {
#define MONTSIM_MB_ROW(name, ...) name,
#define MONTSIM_MB_ALU MONTSIM_MB_ROW
#define MONTSIM_MB_MEMORY MONTSIM_MB_ROW
#define MONTSIM_MB_BRANCH MONTSIM_MB_ROW
#define MONTSIM_MB_OTHER MONTSIM_MB_ROW
#include "cores/mb/isa/Instructions.def"
#undef MONTSIM_MB_ROW
    Invalid,
};

// How many instructions are built in (Op values 0 .. kOpCount - 1).
constexpr int kOpCount = static_cast<int>(Op::Invalid);

// How operands appear in assembly, and which fields of the word they fill.
enum class Format : uint8_t {
    RdRaRb,   // add rD, rA, rB
    RdRaImm,  // addi rD, rA, IMM   (also loads/stores with immediate offset)
    RdRaShift,// bsrli rD, rA, IMM5
    RdRa,     // sra rD, rA
    Rb,       // br rB
    RdRb,     // brld rD, rB
    Imm,      // bri IMM / imm IMM
    RdImm,    // brlid rD, IMM
    RaRb,     // beq rA, rB
    RaImm,    // beqi rA, IMM / rtsd rA, IMM
    RdSpr,    // mfs rD, rSPR
    SprRa,    // mts rSPR, rA
    RdFsl,    // get rD, rfslN
    RaFsl,    // put rA, rfslN
};

// What the timing table charges; see Timing.hpp for the cycles of each class.
enum class TimingClass : uint8_t {
    Alu, Barrel, Mul, Load, Store, Branch, CondBranch, Return, ImmPrefix,
    Spr, FslGet, FslPut,
};

// Which of the core's executors carries an instruction out: the CPU
// dispatches on this column of the table (predecoded into each
// instruction's flags), never on an opcode's position in Op, so a new
// instruction goes anywhere in the enum.
enum class ExecClass : uint8_t {
    Alu,        // a result into rD from registers/immediate (arithmetic, logic, shifts, multiply)
    Load,       // rD <- memory
    Store,      // memory <- rD
    Branch,     // changes control flow (conditional or not, return)
    Trap,       // brk, brki: a branch that also sets MSR state (never inside a block)
    ImmPrefix,  // imm: the upper half of the next instruction's immediate
    Spr,        // mfs, mts
    FslGet,     // get and its forms
    FslPut,     // put and its forms
};

// The optional hardware a configured core may lack (MicroBlaze parameters).
enum class Unit : uint8_t { None, Barrel /*C_USE_BARREL*/, Mul32 /*C_USE_HW_MUL>=1*/, Mul64 /*C_USE_HW_MUL=2*/ };

struct OpInfo {
    Op op;
    std::string_view mnemonic;
    Format format;
    uint32_t match;   // fixed bits of the encoding
    uint32_t mask;    // which bits are fixed
    TimingClass timing;
    Unit unit;
    ExecClass exec;
    bool delay_slot;  // branch executes the next instruction before jumping
    bool link;        // branch writes its own address to rD
    bool absolute;    // branch target is absolute rather than pc-relative
};

// An instruction's entry (built in or added); Op::Invalid and values no
// instruction has throw std::out_of_range.
const OpInfo& info(Op op);
// Every instruction of the set: the built-in ones, then those added.
std::vector<Op> all_ops();

// Op values stay below this (the core keeps the values above for its own
// kinds of predecoded instruction: MbCpu::kFirstSpecial).
constexpr size_t kOpLimit = 251;
// Adds an instruction to the set and returns its Op (entry.op is ignored):
// the decoder, the encoder, the disassembler and the assembler know it from
// then on (AddedInstructions.hpp gives an ALU one its semantics). Throws
// std::invalid_argument if its mnemonic is taken, its encoding overlaps one
// in the set, or the set is full.
Op add_instruction(OpInfo entry);

// Per op, for the conditional branches (0 for the others): the condition
// rA is compared with zero by, and whether the offset is the immediate
// (kCondImmediate) or rB. Derived from the table, read by the executors.
enum BranchCondition : uint8_t { kCondEq, kCondNe, kCondLt, kCondLe, kCondGt, kCondGe };
constexpr uint8_t kCondMask = 7;
constexpr uint8_t kCondImmediate = 8;
extern const std::array<uint8_t, kOpCount> kBranchConditions;
// Look-up by mnemonic, for the assembler only (never on the execution path).
std::optional<Op> op_by_mnemonic(std::string_view mnemonic);

// Special-purpose register numbers used by mfs/mts (low 14 bits of the word).
constexpr uint32_t kSprPc = 0x0000;
constexpr uint32_t kSprMsr = 0x0001;
// Processor version registers rpvr0..rpvr12 (read-only, mfs only). montsim
// models PVR0 and PVR1: PVR0's USER1 field (its low byte) and PVR1 (USER2,
// the whole word) carry kPvrUser1 and kPvrUser2, by which a program knows it
// runs on montsim (cores/mb/runtime/montsim.h, montsim_on_montsim).
constexpr uint32_t kSprPvr0 = 0x2000;
constexpr uint32_t kSprPvrLast = 0x200C;
constexpr uint32_t kPvrUser1 = 0x4D;        // 'M'
constexpr uint32_t kPvrUser2 = 0x4D53494Du;  // "MSIM"
// MSR bits (MicroBlaze bit 29 = carry; bit 0 = carry copy, read-only).
constexpr uint32_t kMsrCarry = 0x4;
constexpr uint32_t kMsrFslError = 0x10;  // MSR bit 27: control bit mismatch on get
constexpr uint32_t kMsrCarryCopy = 0x80000000u;

// One instruction with its fields, as encoded. imm holds the 16-bit immediate
// sign-extended (Type B), the shift amount (bsrli...), the special register
// number (mfs/mts) or the FSL link number (get/put); unused fields are zero.
struct Inst {
    Op op = Op::Invalid;
    uint8_t rd = 0, ra = 0, rb = 0;
    int32_t imm = 0;
    bool operator==(const Inst& o) const {
        return op == o.op && rd == o.rd && ra == o.ra && rb == o.rb && imm == o.imm;
    }
};

// Encodes an instruction. Throws std::invalid_argument naming the field if a
// register is above 31, an immediate does not fit 16 bits (signed or
// unsigned), a shift amount is above 31 or an FSL link is above 15.
uint32_t encode(const Inst& inst);

// Decodes a word; Op::Invalid if it is outside montsim's subset.
Inst decode(uint32_t word);

// GNU-as style text of one instruction, e.g. "addik r1, r1, -16".
// Branch offsets are printed as numbers; pass pc to also show the target.
std::string disassemble(uint32_t word, std::optional<uint32_t> pc = std::nullopt);

}  // namespace montsim::mb
