#include "cores/mb/isa/Isa.hpp"

#include <array>
#include <deque>
#include <sstream>
#include <stdexcept>
#include <unordered_map>
#include <vector>

namespace montsim::mb {
namespace {

using namespace encoding;
using F = Format;

constexpr std::array<OpInfo, kOpCount> kTable = {{
#define MONTSIM_MB_ALU(name, mnemonic, format, match, mask, timing, unit, ...) \
    {Op::name, mnemonic, F::format, match, mask, TimingClass::timing, Unit::unit, ExecClass::Alu, false, false, false},
#define MONTSIM_MB_MEMORY(name, mnemonic, format, match, mask, timing, width) \
    {Op::name, mnemonic, F::format, match, mask, TimingClass::timing, Unit::None, ExecClass::timing, false, false, false},
#define MONTSIM_MB_BRANCH(name, mnemonic, format, match, mask, timing, exec, flags)                              \
    {Op::name, mnemonic, F::format, match, mask, TimingClass::timing, Unit::None, ExecClass::exec,               \
     ((flags) & kDelaySlot) != 0, ((flags) & kLinks) != 0, ((flags) & kAbsolute) != 0},
#define MONTSIM_MB_OTHER(name, mnemonic, format, match, mask, timing, exec) \
    {Op::name, mnemonic, F::format, match, mask, TimingClass::timing, Unit::None, ExecClass::exec, false, false, false},
#include "cores/mb/isa/Instructions.def"
}};

int32_t sext16(uint32_t v) { return static_cast<int16_t>(static_cast<uint16_t>(v & 0xFFFF)); }

void check_reg(int v, const char* field) {
    if (v < 0 || v > 31) throw std::invalid_argument(std::string(field) + " must be r0..r31");
}

// The instruction set as the decoder and the assembler search it: the
// built-in table, the instructions added since (AddedInstructions.hpp), every
// candidate for a word by its opcode (bits 0:5; the decoder then takes the
// entry whose fixed bits match) and every mnemonic.
struct InstructionSet {
    std::deque<OpInfo> added;         // Op values kOpCount + 1 + i (deques: entries stay where they are)
    std::deque<std::string> names;  // the added entries' mnemonics
    std::array<std::vector<const OpInfo*>, 64> by_opcode;
    std::unordered_map<std::string, Op> by_mnemonic;
    InstructionSet() {
        for (const OpInfo& e : kTable) index(e);
    }
    void index(const OpInfo& e) {
        by_opcode[e.match >> 26].push_back(&e);
        by_mnemonic.emplace(std::string(e.mnemonic), e.op);
    }
};
InstructionSet& instruction_set() {
    static InstructionSet set;
    return set;
}

}  // namespace

const OpInfo& info(Op op) {
    const size_t i = static_cast<size_t>(op);
    if (i < kTable.size()) return kTable[i];
    return instruction_set().added.at(i - kTable.size() - 1);
}

std::vector<Op> all_ops() {
    std::vector<Op> out;
    for (const OpInfo& e : kTable) out.push_back(e.op);
    for (const OpInfo& e : instruction_set().added) out.push_back(e.op);
    return out;
}

Op add_instruction(OpInfo entry) {
    InstructionSet& set = instruction_set();
    const std::string name(entry.mnemonic);
    if (set.by_mnemonic.count(name)) throw std::invalid_argument("instruction '" + name + "' is already defined");
    for (const Op op : all_ops()) {
        const OpInfo& e = info(op);
        // Two encodings overlap if some word matches both: their fixed bits
        // agree wherever both fix them.
        if (((e.match ^ entry.match) & e.mask & entry.mask) == 0)
            throw std::invalid_argument("instruction '" + name + "' overlaps the encoding of '" +
                                        std::string(e.mnemonic) + "'");
    }
    const size_t value = kTable.size() + 1 + set.added.size();
    if (value >= kOpLimit)
        throw std::invalid_argument("too many added instructions (at most " +
                                    std::to_string(kOpLimit - kTable.size() - 1) + ")");
    entry.op = static_cast<Op>(value);
    set.names.push_back(name);
    entry.mnemonic = set.names.back();
    set.added.push_back(entry);
    set.index(set.added.back());
    return entry.op;
}

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
    const auto& by_name = instruction_set().by_mnemonic;
    auto it = by_name.find(std::string(mnemonic));
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
    for (const OpInfo* e : instruction_set().by_opcode[word >> 26])
        if ((word & e->mask) == e->match) { found = e; break; }
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
