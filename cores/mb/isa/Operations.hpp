// The small set of operations an ALU instruction's semantics is written in
// (Instructions.def), and its two readings: Evaluate computes the values
// (the one-at-a-time interpreter and the threaded handlers), and Emit is
// the interface a code generator implements (the block compiler turns each
// operation into x86-64). An instruction's meaning is one generic function
// over these operations, so all three executors run the same definition.
//
// What a semantics function may do, and why:
// - read its operands (a() = rA, b() = rB, imm() = the immediate with any
//   imm prefix, carry() = MSR[C] as 0 or 1) and constants (k(c));
// - combine values with the operations below (each reads values and gives
//   a new one; shifts use the low 5 bits of their count, as the core does);
// - change the carry only with add_carry, sub_carry or set_carry, each as a
//   statement of its own, after every read of the old carry (C++ leaves the
//   order of a call's arguments open, and a code generator follows it);
// - use a computed value once (a generator may reuse its register for the
//   result); read an operand again with a() or b(), which costs nothing.
// A generator that meets a rule broken refuses the block (the threaded
// handlers run it), and a test compiles every instruction, so a slip shows.
#pragma once

#include <cstdint>

namespace montsim::mb {

// The values themselves.
struct Evaluate {
    using Value = uint32_t;
    uint32_t ra, rb, uimm;
    uint32_t& carry_;

    Value a() const { return ra; }
    Value b() const { return rb; }
    Value imm() const { return uimm; }
    Value carry() const { return carry_; }
    static Value k(uint32_t c) { return c; }

    static Value add(Value x, Value y) { return x + y; }
    static Value sub(Value x, Value y) { return x - y; }
    static Value and_(Value x, Value y) { return x & y; }
    static Value or_(Value x, Value y) { return x | y; }
    static Value xor_(Value x, Value y) { return x ^ y; }
    static Value not_(Value x) { return ~x; }
    static Value mul(Value x, Value y) { return x * y; }
    // The high word of the 64-bit product: signed by signed, signed by
    // unsigned, unsigned by unsigned.
    static Value mulh_ss(Value x, Value y) { return Value(uint64_t(int64_t(int32_t(x)) * int64_t(int32_t(y))) >> 32); }
    static Value mulh_su(Value x, Value y) { return Value(uint64_t(int64_t(int32_t(x)) * int64_t(y)) >> 32); }
    static Value mulh_uu(Value x, Value y) { return Value((uint64_t(x) * y) >> 32); }
    static Value shl(Value x, Value n) { return x << (n & 31); }
    static Value shr(Value x, Value n) { return x >> (n & 31); }
    static Value sar(Value x, Value n) { return Value(int32_t(x) >> (n & 31)); }
    static Value lt_s(Value x, Value y) { return int32_t(x) < int32_t(y) ? 1 : 0; }
    static Value lt_u(Value x, Value y) { return x < y ? 1 : 0; }
    static Value sext8(Value x) { return Value(int32_t(int8_t(x & 0xFF))); }
    static Value sext16(Value x) { return Value(int32_t(int16_t(x & 0xFFFF))); }

    // x + y + cin (cin 0 or 1), the carry out of it into MSR[C]: one 64-bit
    // sum, whose high half is the carry (two overflow tests cost GCC several
    // host instructions more per add-with-carry).
    Value add_carry(Value x, Value y, Value cin) {
        const uint64_t sum = uint64_t(x) + y + cin;
        carry_ = uint32_t(sum >> 32);
        return uint32_t(sum);
    }
    // x + ~y + cin, the carry out of it into MSR[C] (MicroBlaze's subtract:
    // the carry is set when there is no borrow).
    Value sub_carry(Value x, Value y, Value cin) { return add_carry(x, ~y, cin); }
    void set_carry(Value bit) { carry_ = bit & 1; }
};

// A code generator's side: each operation emits code and gives a handle to
// where its value will be. The block compiler implements it (BlockJit.cpp);
// instructions added outside the built-in table reach it through these
// virtual functions, the built-in ones through the final class itself.
class Emit {
public:
    struct Value {
        uint8_t id;
    };
    virtual ~Emit() = default;

    virtual Value a() = 0;
    virtual Value b() = 0;
    virtual Value imm() = 0;
    virtual Value carry() = 0;
    virtual Value k(uint32_t c) = 0;

    virtual Value add(Value x, Value y) = 0;
    virtual Value sub(Value x, Value y) = 0;
    virtual Value and_(Value x, Value y) = 0;
    virtual Value or_(Value x, Value y) = 0;
    virtual Value xor_(Value x, Value y) = 0;
    virtual Value not_(Value x) = 0;
    virtual Value mul(Value x, Value y) = 0;
    virtual Value mulh_ss(Value x, Value y) = 0;
    virtual Value mulh_su(Value x, Value y) = 0;
    virtual Value mulh_uu(Value x, Value y) = 0;
    virtual Value shl(Value x, Value n) = 0;
    virtual Value shr(Value x, Value n) = 0;
    virtual Value sar(Value x, Value n) = 0;
    virtual Value lt_s(Value x, Value y) = 0;
    virtual Value lt_u(Value x, Value y) = 0;
    virtual Value sext8(Value x) = 0;
    virtual Value sext16(Value x) = 0;
    virtual Value add_carry(Value x, Value y, Value cin) = 0;
    virtual Value sub_carry(Value x, Value y, Value cin) = 0;
    virtual void set_carry(Value bit) = 0;
};

}  // namespace montsim::mb
