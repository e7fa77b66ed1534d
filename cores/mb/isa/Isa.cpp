#include "cores/mb/isa/Isa.hpp"

#include <array>
#include <sstream>
#include <stdexcept>
#include <unordered_map>

namespace montsim::mb {
namespace {

// Helpers that build the fixed bits of each encoding family.
constexpr uint32_t opc(uint32_t opcode) { return opcode << 26; }
constexpr uint32_t rd_field(uint32_t v) { return v << 21; }
constexpr uint32_t ra_field(uint32_t v) { return v << 16; }

constexpr uint32_t kTypeAMask = 0xFC0007FFu;  // opcode + func, registers free
constexpr uint32_t kTypeBMask = 0xFC000000u;  // opcode only

using F = Format;
using T = TimingClass;
using U = Unit;
using X = ExecClass;

// Source: MicroBlaze Processor Reference Guide (UG081, v7-v10 era; same
// encodings in UG984), chapter "Instruction Set Architecture".
// clang-format off
constexpr std::array<OpInfo, kOpCount> kTable = {{
    // op        mnemonic   format      match                         mask         timing     unit    exec  delay  link   abs
    {Op::Add,    "add",     F::RdRaRb,  opc(0x00),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Rsub,   "rsub",    F::RdRaRb,  opc(0x01),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Addc,   "addc",    F::RdRaRb,  opc(0x02),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Rsubc,  "rsubc",   F::RdRaRb,  opc(0x03),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Addk,   "addk",    F::RdRaRb,  opc(0x04),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Rsubk,  "rsubk",   F::RdRaRb,  opc(0x05),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Addkc,  "addkc",   F::RdRaRb,  opc(0x06),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Rsubkc, "rsubkc",  F::RdRaRb,  opc(0x07),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Cmp,    "cmp",     F::RdRaRb,  opc(0x05) | 0x001,            kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Cmpu,   "cmpu",    F::RdRaRb,  opc(0x05) | 0x003,            kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},

    {Op::Addi,   "addi",    F::RdRaImm, opc(0x08),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Rsubi,  "rsubi",   F::RdRaImm, opc(0x09),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Addic,  "addic",   F::RdRaImm, opc(0x0A),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Rsubic, "rsubic",  F::RdRaImm, opc(0x0B),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Addik,  "addik",   F::RdRaImm, opc(0x0C),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Rsubik, "rsubik",  F::RdRaImm, opc(0x0D),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Addikc, "addikc",  F::RdRaImm, opc(0x0E),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Rsubikc,"rsubikc", F::RdRaImm, opc(0x0F),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},

    {Op::Mul,    "mul",     F::RdRaRb,  opc(0x10) | 0x000,            kTypeAMask,  T::Mul,    U::Mul32, X::Alu, false, false, false},
    {Op::Mulh,   "mulh",    F::RdRaRb,  opc(0x10) | 0x001,            kTypeAMask,  T::Mul,    U::Mul64, X::Alu, false, false, false},
    {Op::Mulhsu, "mulhsu",  F::RdRaRb,  opc(0x10) | 0x002,            kTypeAMask,  T::Mul,    U::Mul64, X::Alu, false, false, false},
    {Op::Mulhu,  "mulhu",   F::RdRaRb,  opc(0x10) | 0x003,            kTypeAMask,  T::Mul,    U::Mul64, X::Alu, false, false, false},
    {Op::Muli,   "muli",    F::RdRaImm, opc(0x18),                    kTypeBMask,  T::Mul,    U::Mul32, X::Alu, false, false, false},

    {Op::Bsrl,   "bsrl",    F::RdRaRb,  opc(0x11) | 0x000,            kTypeAMask,  T::Barrel, U::Barrel, X::Alu, false, false, false},
    {Op::Bsra,   "bsra",    F::RdRaRb,  opc(0x11) | 0x200,            kTypeAMask,  T::Barrel, U::Barrel, X::Alu, false, false, false},
    {Op::Bsll,   "bsll",    F::RdRaRb,  opc(0x11) | 0x400,            kTypeAMask,  T::Barrel, U::Barrel, X::Alu, false, false, false},
    {Op::Bsrli,  "bsrli",   F::RdRaShift, opc(0x19) | 0x0000,         0xFC00FFE0u, T::Barrel, U::Barrel, X::Alu, false, false, false},
    {Op::Bsrai,  "bsrai",   F::RdRaShift, opc(0x19) | 0x0200,         0xFC00FFE0u, T::Barrel, U::Barrel, X::Alu, false, false, false},
    {Op::Bslli,  "bslli",   F::RdRaShift, opc(0x19) | 0x0400,         0xFC00FFE0u, T::Barrel, U::Barrel, X::Alu, false, false, false},

    {Op::Or,     "or",      F::RdRaRb,  opc(0x20),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::And,    "and",     F::RdRaRb,  opc(0x21),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Xor,    "xor",     F::RdRaRb,  opc(0x22),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Andn,   "andn",    F::RdRaRb,  opc(0x23),                    kTypeAMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Ori,    "ori",     F::RdRaImm, opc(0x28),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Andi,   "andi",    F::RdRaImm, opc(0x29),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Xori,   "xori",    F::RdRaImm, opc(0x2A),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Andni,  "andni",   F::RdRaImm, opc(0x2B),                    kTypeBMask,  T::Alu,    U::None, X::Alu, false, false, false},

    {Op::Sra,    "sra",     F::RdRa,    opc(0x24) | 0x0001,           0xFC00FFFFu, T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Src,    "src",     F::RdRa,    opc(0x24) | 0x0021,           0xFC00FFFFu, T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Srl,    "srl",     F::RdRa,    opc(0x24) | 0x0041,           0xFC00FFFFu, T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Sext8,  "sext8",   F::RdRa,    opc(0x24) | 0x0060,           0xFC00FFFFu, T::Alu,    U::None, X::Alu, false, false, false},
    {Op::Sext16, "sext16",  F::RdRa,    opc(0x24) | 0x0061,           0xFC00FFFFu, T::Alu,    U::None, X::Alu, false, false, false},

    {Op::Imm,    "imm",     F::Imm,     opc(0x2C),                    0xFFFF0000u, T::ImmPrefix, U::None, X::ImmPrefix, false, false, false},

    {Op::Lbu,    "lbu",     F::RdRaRb,  opc(0x30),                    kTypeAMask,  T::Load,   U::None, X::Load, false, false, false},
    {Op::Lhu,    "lhu",     F::RdRaRb,  opc(0x31),                    kTypeAMask,  T::Load,   U::None, X::Load, false, false, false},
    {Op::Lw,     "lw",      F::RdRaRb,  opc(0x32),                    kTypeAMask,  T::Load,   U::None, X::Load, false, false, false},
    {Op::Sb,     "sb",      F::RdRaRb,  opc(0x34),                    kTypeAMask,  T::Store,  U::None, X::Store, false, false, false},
    {Op::Sh,     "sh",      F::RdRaRb,  opc(0x35),                    kTypeAMask,  T::Store,  U::None, X::Store, false, false, false},
    {Op::Sw,     "sw",      F::RdRaRb,  opc(0x36),                    kTypeAMask,  T::Store,  U::None, X::Store, false, false, false},
    {Op::Lbui,   "lbui",    F::RdRaImm, opc(0x38),                    kTypeBMask,  T::Load,   U::None, X::Load, false, false, false},
    {Op::Lhui,   "lhui",    F::RdRaImm, opc(0x39),                    kTypeBMask,  T::Load,   U::None, X::Load, false, false, false},
    {Op::Lwi,    "lwi",     F::RdRaImm, opc(0x3A),                    kTypeBMask,  T::Load,   U::None, X::Load, false, false, false},
    {Op::Sbi,    "sbi",     F::RdRaImm, opc(0x3C),                    kTypeBMask,  T::Store,  U::None, X::Store, false, false, false},
    {Op::Shi,    "shi",     F::RdRaImm, opc(0x3D),                    kTypeBMask,  T::Store,  U::None, X::Store, false, false, false},
    {Op::Swi,    "swi",     F::RdRaImm, opc(0x3E),                    kTypeBMask,  T::Store,  U::None, X::Store, false, false, false},

    // rA field of the unconditional branches: D (0x10), A (0x08), L (0x04).
    // Without L there is no rD operand and rD must be 0 (binutils fixes it
    // too), so that every accepted word disassembles without losing bits.
    {Op::Br,     "br",      F::Rb,      opc(0x26) | ra_field(0x00),   0xFFFF07FFu, T::Branch, U::None, X::Branch, false, false, false},
    {Op::Brd,    "brd",     F::Rb,      opc(0x26) | ra_field(0x10),   0xFFFF07FFu, T::Branch, U::None, X::Branch, true,  false, false},
    {Op::Brld,   "brld",    F::RdRb,    opc(0x26) | ra_field(0x14),   0xFC1F07FFu, T::Branch, U::None, X::Branch, true,  true,  false},
    {Op::Bra,    "bra",     F::Rb,      opc(0x26) | ra_field(0x08),   0xFFFF07FFu, T::Branch, U::None, X::Branch, false, false, true},
    {Op::Brad,   "brad",    F::Rb,      opc(0x26) | ra_field(0x18),   0xFFFF07FFu, T::Branch, U::None, X::Branch, true,  false, true},
    {Op::Brald,  "brald",   F::RdRb,    opc(0x26) | ra_field(0x1C),   0xFC1F07FFu, T::Branch, U::None, X::Branch, true,  true,  true},
    {Op::Brk,    "brk",     F::RdRb,    opc(0x26) | ra_field(0x0C),   0xFC1F07FFu, T::Branch, U::None, X::Trap, false, true,  true},
    {Op::Bri,    "bri",     F::Imm,     opc(0x2E) | ra_field(0x00),   0xFFFF0000u, T::Branch, U::None, X::Branch, false, false, false},
    {Op::Brid,   "brid",    F::Imm,     opc(0x2E) | ra_field(0x10),   0xFFFF0000u, T::Branch, U::None, X::Branch, true,  false, false},
    {Op::Brlid,  "brlid",   F::RdImm,   opc(0x2E) | ra_field(0x14),   0xFC1F0000u, T::Branch, U::None, X::Branch, true,  true,  false},
    {Op::Brai,   "brai",    F::Imm,     opc(0x2E) | ra_field(0x08),   0xFFFF0000u, T::Branch, U::None, X::Branch, false, false, true},
    {Op::Braid,  "braid",   F::Imm,     opc(0x2E) | ra_field(0x18),   0xFFFF0000u, T::Branch, U::None, X::Branch, true,  false, true},
    {Op::Bralid, "bralid",  F::RdImm,   opc(0x2E) | ra_field(0x1C),   0xFC1F0000u, T::Branch, U::None, X::Branch, true,  true,  true},
    {Op::Brki,   "brki",    F::RdImm,   opc(0x2E) | ra_field(0x0C),   0xFC1F0000u, T::Branch, U::None, X::Trap, false, true,  true},

    // rD field of the conditional branches: D (0x10) | condition (0..5).
    {Op::Beq,    "beq",     F::RaRb,    opc(0x27) | rd_field(0x00),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Bne,    "bne",     F::RaRb,    opc(0x27) | rd_field(0x01),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Blt,    "blt",     F::RaRb,    opc(0x27) | rd_field(0x02),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Ble,    "ble",     F::RaRb,    opc(0x27) | rd_field(0x03),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Bgt,    "bgt",     F::RaRb,    opc(0x27) | rd_field(0x04),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Bge,    "bge",     F::RaRb,    opc(0x27) | rd_field(0x05),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Beqd,   "beqd",    F::RaRb,    opc(0x27) | rd_field(0x10),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bned,   "bned",    F::RaRb,    opc(0x27) | rd_field(0x11),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bltd,   "bltd",    F::RaRb,    opc(0x27) | rd_field(0x12),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bled,   "bled",    F::RaRb,    opc(0x27) | rd_field(0x13),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bgtd,   "bgtd",    F::RaRb,    opc(0x27) | rd_field(0x14),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bged,   "bged",    F::RaRb,    opc(0x27) | rd_field(0x15),   0xFFE007FFu, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Beqi,   "beqi",    F::RaImm,   opc(0x2F) | rd_field(0x00),   0xFFE00000u, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Bnei,   "bnei",    F::RaImm,   opc(0x2F) | rd_field(0x01),   0xFFE00000u, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Blti,   "blti",    F::RaImm,   opc(0x2F) | rd_field(0x02),   0xFFE00000u, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Blei,   "blei",    F::RaImm,   opc(0x2F) | rd_field(0x03),   0xFFE00000u, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Bgti,   "bgti",    F::RaImm,   opc(0x2F) | rd_field(0x04),   0xFFE00000u, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Bgei,   "bgei",    F::RaImm,   opc(0x2F) | rd_field(0x05),   0xFFE00000u, T::CondBranch, U::None, X::Branch, false, false, false},
    {Op::Beqid,  "beqid",   F::RaImm,   opc(0x2F) | rd_field(0x10),   0xFFE00000u, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bneid,  "bneid",   F::RaImm,   opc(0x2F) | rd_field(0x11),   0xFFE00000u, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bltid,  "bltid",   F::RaImm,   opc(0x2F) | rd_field(0x12),   0xFFE00000u, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bleid,  "bleid",   F::RaImm,   opc(0x2F) | rd_field(0x13),   0xFFE00000u, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bgtid,  "bgtid",   F::RaImm,   opc(0x2F) | rd_field(0x14),   0xFFE00000u, T::CondBranch, U::None, X::Branch, true,  false, false},
    {Op::Bgeid,  "bgeid",   F::RaImm,   opc(0x2F) | rd_field(0x15),   0xFFE00000u, T::CondBranch, U::None, X::Branch, true,  false, false},

    {Op::Rtsd,   "rtsd",    F::RaImm,   opc(0x2D) | rd_field(0x10),   0xFFE00000u, T::Return, U::None, X::Branch, true,  false, false},

    // mfs: bits 16:17 = 10; mts: bits 16:17 = 11. Low 14 bits: register.
    {Op::Mfs,    "mfs",     F::RdSpr,   opc(0x25) | 0x8000,           0xFC1FC000u, T::Spr,    U::None, X::Spr, false, false, false},
    {Op::Mts,    "mts",     F::SprRa,   opc(0x25) | 0xC000,           0xFFE0C000u, T::Spr,    U::None, X::Spr, false, false, false},

    // FSL: bit 16 = put, bit 17 = n (non-blocking), bit 18 = c (control),
    // bits 28:31 = link. Test (t) and atomic (a) forms are not modelled.
    {Op::Get,    "get",     F::RdFsl,   opc(0x1B) | 0x0000,           0xFC1FFFF0u, T::FslGet, U::None, X::FslGet, false, false, false},
    {Op::Nget,   "nget",    F::RdFsl,   opc(0x1B) | 0x4000,           0xFC1FFFF0u, T::FslGet, U::None, X::FslGet, false, false, false},
    {Op::Cget,   "cget",    F::RdFsl,   opc(0x1B) | 0x2000,           0xFC1FFFF0u, T::FslGet, U::None, X::FslGet, false, false, false},
    {Op::Ncget,  "ncget",   F::RdFsl,   opc(0x1B) | 0x6000,           0xFC1FFFF0u, T::FslGet, U::None, X::FslGet, false, false, false},
    {Op::Put,    "put",     F::RaFsl,   opc(0x1B) | 0x8000,           0xFFE0FFF0u, T::FslPut, U::None, X::FslPut, false, false, false},
    {Op::Nput,   "nput",    F::RaFsl,   opc(0x1B) | 0xC000,           0xFFE0FFF0u, T::FslPut, U::None, X::FslPut, false, false, false},
    {Op::Cput,   "cput",    F::RaFsl,   opc(0x1B) | 0xA000,           0xFFE0FFF0u, T::FslPut, U::None, X::FslPut, false, false, false},
    {Op::Ncput,  "ncput",   F::RaFsl,   opc(0x1B) | 0xE000,           0xFFE0FFF0u, T::FslPut, U::None, X::FslPut, false, false, false},
}};
// clang-format on

constexpr bool table_is_in_op_order() {
    for (int i = 0; i < kOpCount; ++i)
        if (static_cast<int>(kTable[i].op) != i) return false;
    return true;
}
static_assert(table_is_in_op_order(), "kTable must list every Op in enum order");

int32_t sext16(uint32_t v) { return static_cast<int16_t>(static_cast<uint16_t>(v & 0xFFFF)); }

void check_reg(int v, const char* field) {
    if (v < 0 || v > 31) throw std::invalid_argument(std::string(field) + " must be r0..r31");
}

// Every candidate for a word, found by the opcode (bits 0:5) first; the
// decoder then takes the entry whose fixed bits match.
struct OpcodeIndex {
    std::array<std::array<int16_t, 16>, 64> entries{};
    OpcodeIndex() {
        for (auto& row : entries) row.fill(-1);
        for (int i = 0; i < kOpCount; ++i) {
            auto& row = entries[kTable[i].match >> 26];
            for (auto& slot : row)
                if (slot < 0) { slot = static_cast<int16_t>(i); break; }
        }
    }
};
const OpcodeIndex& opcode_index() {
    static const OpcodeIndex index;
    return index;
}

}  // namespace

const OpInfo& info(Op op) { return kTable.at(static_cast<size_t>(op)); }

namespace {
// Conditional branches: the condition is the low 3 bits of the rD field of
// the encoding (reference guide: beq 0, bne 1, blt 2, ble 3, bgt 4, bge 5),
// the immediate form the format with an immediate.
constexpr std::array<uint8_t, kOpCount> make_branch_conditions() {
    std::array<uint8_t, kOpCount> out{};
    for (size_t i = 0; i < kTable.size(); ++i) {
        const OpInfo& e = kTable[i];
        if (e.timing != TimingClass::CondBranch) continue;
        out[i] = uint8_t(((e.match >> 21) & 7) | (e.format == Format::RaImm ? kCondImmediate : 0));
    }
    return out;
}
}  // namespace

const std::array<uint8_t, kOpCount> kBranchConditions = make_branch_conditions();

std::optional<Op> op_by_mnemonic(std::string_view mnemonic) {
    static const std::unordered_map<std::string_view, Op> by_name = [] {
        std::unordered_map<std::string_view, Op> m;
        for (const auto& e : kTable) m.emplace(e.mnemonic, e.op);
        return m;
    }();
    auto it = by_name.find(mnemonic);
    if (it == by_name.end()) return std::nullopt;
    return it->second;
}

uint32_t encode(const Inst& inst) {
    if (inst.op == Op::Invalid) throw std::invalid_argument("cannot encode an invalid instruction");
    const OpInfo& e = info(inst.op);
    uint32_t w = e.match;
    auto imm16 = [&](int32_t v) -> uint32_t {
        if (v < -32768 || v > 65535)
            throw std::invalid_argument("immediate " + std::to_string(v) + " does not fit 16 bits");
        return static_cast<uint32_t>(v) & 0xFFFF;
    };
    switch (e.format) {
    case F::RdRaRb:
        check_reg(inst.rd, "rD"); check_reg(inst.ra, "rA"); check_reg(inst.rb, "rB");
        w |= rd_field(inst.rd) | ra_field(inst.ra) | (uint32_t(inst.rb) << 11);
        break;
    case F::RdRaImm:
        check_reg(inst.rd, "rD"); check_reg(inst.ra, "rA");
        w |= rd_field(inst.rd) | ra_field(inst.ra) | imm16(inst.imm);
        break;
    case F::RdRaShift:
        check_reg(inst.rd, "rD"); check_reg(inst.ra, "rA");
        if (inst.imm < 0 || inst.imm > 31)
            throw std::invalid_argument("shift amount " + std::to_string(inst.imm) + " is outside 0..31");
        w |= rd_field(inst.rd) | ra_field(inst.ra) | uint32_t(inst.imm);
        break;
    case F::RdRa:
        check_reg(inst.rd, "rD"); check_reg(inst.ra, "rA");
        w |= rd_field(inst.rd) | ra_field(inst.ra);
        break;
    case F::Rb:
        check_reg(inst.rb, "rB");
        w |= uint32_t(inst.rb) << 11;
        break;
    case F::RdRb:
        check_reg(inst.rd, "rD"); check_reg(inst.rb, "rB");
        w |= rd_field(inst.rd) | (uint32_t(inst.rb) << 11);
        break;
    case F::Imm:
        w |= imm16(inst.imm);
        break;
    case F::RdImm:
        check_reg(inst.rd, "rD");
        w |= rd_field(inst.rd) | imm16(inst.imm);
        break;
    case F::RaRb:
        check_reg(inst.ra, "rA"); check_reg(inst.rb, "rB");
        w |= ra_field(inst.ra) | (uint32_t(inst.rb) << 11);
        break;
    case F::RaImm:
        check_reg(inst.ra, "rA");
        w |= ra_field(inst.ra) | imm16(inst.imm);
        break;
    case F::RdSpr:
        check_reg(inst.rd, "rD");
        if (inst.imm < 0 || inst.imm > 0x3FFF) throw std::invalid_argument("special register number out of range");
        w |= rd_field(inst.rd) | uint32_t(inst.imm);
        break;
    case F::SprRa:
        check_reg(inst.ra, "rA");
        if (inst.imm < 0 || inst.imm > 0x3FFF) throw std::invalid_argument("special register number out of range");
        w |= ra_field(inst.ra) | uint32_t(inst.imm);
        break;
    case F::RdFsl:
        check_reg(inst.rd, "rD");
        if (inst.imm < 0 || inst.imm > 15) throw std::invalid_argument("FSL link must be rfsl0..rfsl15");
        w |= rd_field(inst.rd) | uint32_t(inst.imm);
        break;
    case F::RaFsl:
        check_reg(inst.ra, "rA");
        if (inst.imm < 0 || inst.imm > 15) throw std::invalid_argument("FSL link must be rfsl0..rfsl15");
        w |= ra_field(inst.ra) | uint32_t(inst.imm);
        break;
    }
    return w;
}

Inst decode(uint32_t word) {
    Inst inst;
    const OpInfo* found = nullptr;
    for (int16_t idx : opcode_index().entries[word >> 26]) {
        if (idx < 0) break;
        const OpInfo& e = kTable[idx];
        if ((word & e.mask) == e.match) { found = &e; break; }
    }
    if (!found) return inst;
    inst.op = found->op;
    const uint8_t rd = (word >> 21) & 31, ra = (word >> 16) & 31, rb = (word >> 11) & 31;
    switch (found->format) {
    case F::RdRaRb: inst.rd = rd; inst.ra = ra; inst.rb = rb; break;
    case F::RdRaImm: inst.rd = rd; inst.ra = ra; inst.imm = sext16(word); break;
    case F::RdRaShift: inst.rd = rd; inst.ra = ra; inst.imm = word & 31; break;
    case F::RdRa: inst.rd = rd; inst.ra = ra; break;
    case F::Rb: inst.rd = rd; inst.rb = rb; break;
    case F::RdRb: inst.rd = rd; inst.rb = rb; break;
    case F::Imm: inst.rd = rd; inst.imm = sext16(word); break;
    case F::RdImm: inst.rd = rd; inst.imm = sext16(word); break;
    case F::RaRb: inst.ra = ra; inst.rb = rb; break;
    case F::RaImm: inst.ra = ra; inst.imm = sext16(word); break;
    case F::RdSpr: inst.rd = rd; inst.imm = word & 0x3FFF; break;
    case F::SprRa: inst.ra = ra; inst.imm = word & 0x3FFF; break;
    case F::RdFsl: inst.rd = rd; inst.imm = word & 15; break;
    case F::RaFsl: inst.ra = ra; inst.imm = word & 15; break;
    }
    return inst;
}

namespace {
std::string reg(int r) { return "r" + std::to_string(r); }
std::string spr(int32_t n) {
    if (n == int32_t(kSprPc)) return "rpc";
    if (n == int32_t(kSprMsr)) return "rmsr";
    if (n >= int32_t(kSprPvr0) && n <= int32_t(kSprPvrLast)) return "rpvr" + std::to_string(n - int32_t(kSprPvr0));
    std::ostringstream os;
    os << "rs0x" << std::hex << n;
    return os.str();
}
}  // namespace

std::string disassemble(uint32_t word, std::optional<uint32_t> pc) {
    const Inst in = decode(word);
    if (in.op == Op::Invalid) {
        std::ostringstream os;
        os << ".word 0x" << std::hex << word;
        return os.str();
    }
    const OpInfo& e = info(in.op);
    std::string s(e.mnemonic);
    s += ' ';
    switch (e.format) {
    case F::RdRaRb: s += reg(in.rd) + ", " + reg(in.ra) + ", " + reg(in.rb); break;
    case F::RdRaImm:
    case F::RdRaShift: s += reg(in.rd) + ", " + reg(in.ra) + ", " + std::to_string(in.imm); break;
    case F::RdRa: s += reg(in.rd) + ", " + reg(in.ra); break;
    case F::Rb: s += reg(in.rb); break;
    case F::RdRb: s += reg(in.rd) + ", " + reg(in.rb); break;
    case F::Imm: s += std::to_string(in.imm); break;
    case F::RdImm: s += reg(in.rd) + ", " + std::to_string(in.imm); break;
    case F::RaRb: s += reg(in.ra) + ", " + reg(in.rb); break;
    case F::RaImm: s += reg(in.ra) + ", " + std::to_string(in.imm); break;
    case F::RdSpr: s += reg(in.rd) + ", " + spr(in.imm); break;
    case F::SprRa: s += spr(in.imm) + ", " + reg(in.ra); break;
    case F::RdFsl: s += reg(in.rd) + ", rfsl" + std::to_string(in.imm); break;
    case F::RaFsl: s += reg(in.ra) + ", rfsl" + std::to_string(in.imm); break;
    }
    // A pc-relative immediate branch: show where it goes.
    const bool imm_branch = (e.timing == TimingClass::Branch || e.timing == TimingClass::CondBranch) &&
                            (e.format == F::Imm || e.format == F::RdImm || e.format == F::RaImm);
    if (pc && imm_branch && !e.absolute) {
        std::ostringstream os;
        os << "    # 0x" << std::hex << (*pc + static_cast<uint32_t>(in.imm));
        s += os.str();
    }
    return s;
}

}  // namespace montsim::mb
