// The operations of the executable VLIW core (PacketCore.hpp): what each
// computes and how it is written. A machine description says which of them
// each op class carries ([class.X] ops = [...]) and so on which units and
// with what latency they run; this file says only what they do. Values are
// unsigned; a result is cut to its destination's width (a register's bits,
// or a pair's pair_bits), as the hardware's register would cut it.
//
//   ld   rd, ra, imm    rd = mem[ra + imm]
//   ldu  rd, ra, imm    rd = mem[ra], then ra += imm (the pointer one cycle later)
//   st   rs, ra, imm    mem[ra + imm] = rs (the class's latency until a load sees it)
//   stu  rs, ra, imm    mem[ra] = rs, then ra += imm
//   mpy  rd, ra, rb     rd = ra * rb, each operand's low multiplier_bits
//   add  rd, ra, rb     rd = ra + rb          addi rd, ra, imm
//   addl rd, ra, rb     the same sum, the C62x's long add (its own class: ADDL on .L)
//   sub  rd, ra, rb     rd = ra - rb          subi rd, ra, imm
//   shr  rd, ra, imm    rd = ra >> imm (logical)
//   and  rd, ra, rb     rd = ra & rb          andi rd, ra, imm
//   mov  rd, ra         rd = ra               movi rd, imm
//   b    label          the packet `latency` cycles later is the label's
//   bdec rc, label      if rc != 0: rc -= 1 and b label (a loop counter's branch, the
//                       TigerSHARC sequencer's; both land `latency` cycles later)
//   addc rd, ra, rb, kc rd = ra + rb, the carry out of rd's width into kc (0 or 1)
//   adc  rd, ra, rb, kc rd = ra + rb + kc, the carry out into kc
//   subc rd, ra, rb, kc rd = ra - rb, the borrow (ra < rb) into kc
//                       (Fan et al.'s Add, Adc and Sub with the core's carry flag)
//
// Any op may carry a predicate, [r] or [!r]: it does nothing unless r is
// nonzero (zero). Memory words are the program's word_bits wide.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace montsim::vliw {

// Operand shapes: which of rd/rs, ra, rb, imm and a label an op writes.
enum class PacketFormat : uint8_t {
    RdRaImm,  // ld, ldu, addi, subi, shr, andi
    RsRaImm,  // st, stu (rs is read, not written)
    RdRaRb,   // mpy, add, addl, sub, and
    RdRa,     // mov
    RdImm,    // movi
    Label,    // b
    RcLabel,  // bdec (rc is read and written)
    RdRaRbKc, // addc, adc, subc (kc: the carry register, written; adc reads it too)
};

#define MONTSIM_PACKET_OPS(X)                                                                       \
    X(Ld, "ld", RdRaImm) X(Ldu, "ldu", RdRaImm) X(St, "st", RsRaImm) X(Stu, "stu", RsRaImm)          \
    X(Mpy, "mpy", RdRaRb) X(Add, "add", RdRaRb) X(Addl, "addl", RdRaRb) X(Addi, "addi", RdRaImm)      \
    X(Sub, "sub", RdRaRb) X(Subi, "subi", RdRaImm) X(Shr, "shr", RdRaImm) X(And, "and", RdRaRb)       \
    X(Andi, "andi", RdRaImm) X(Mov, "mov", RdRa) X(Movi, "movi", RdImm) X(B, "b", Label)  \
    X(Bdec, "bdec", RcLabel) X(Addc, "addc", RdRaRbKc) X(Adc, "adc", RdRaRbKc) X(Subc, "subc", RdRaRbKc)

enum class POp : uint8_t {
#define MONTSIM_POP_ENUM(e, name, format) e,
    MONTSIM_PACKET_OPS(MONTSIM_POP_ENUM)
#undef MONTSIM_POP_ENUM
        Count
};

std::string_view pop_name(POp op);
PacketFormat pop_format(POp op);
// The op a mnemonic names; POp::Count if none.
POp pop_of(std::string_view mnemonic);
bool is_packet_op(std::string_view mnemonic);
std::string packet_op_names();  // "ld, ldu, ..." for messages

inline bool writes_rd(POp op) { return pop_format(op) != PacketFormat::RsRaImm && op != POp::B; }
inline bool is_branch(POp op) { return op == POp::B || op == POp::Bdec; }
inline bool writes_carry(POp op) { return op == POp::Addc || op == POp::Adc || op == POp::Subc; }
inline bool is_store(POp op) { return op == POp::St || op == POp::Stu; }
inline bool is_memory(POp op) { return op == POp::Ld || op == POp::Ldu || is_store(op); }
inline bool updates_pointer(POp op) { return op == POp::Ldu || op == POp::Stu; }

// What an arithmetic op computes from its operands' values (a, b, the
// immediate), before the cut to the destination's width; `mul_mask` keeps
// a multiplier operand's low multiplier_bits.
inline uint64_t packet_alu(POp op, uint64_t a, uint64_t b, int64_t imm, uint64_t mul_mask) {
    switch (op) {
    case POp::Mpy: return (a & mul_mask) * (b & mul_mask);
    case POp::Add: case POp::Addl: return a + b;
    case POp::Addi: return a + uint64_t(imm);
    case POp::Sub: return a - b;
    case POp::Subi: return a - uint64_t(imm);
    case POp::Shr: return imm < 0 || imm >= 64 ? 0 : a >> imm;
    case POp::And: return a & b;
    case POp::Andi: return a & uint64_t(imm);
    case POp::Mov: return a;
    case POp::Movi: return uint64_t(imm);
    default: return 0;
    }
}

}  // namespace montsim::vliw
