#include "schemes/fips/FipsLoops.hpp"

#include <stdexcept>

namespace montsim::schemes::fips {

namespace {

class Builder {
public:
    unsigned op(const std::string& name, const std::string& cls, std::vector<std::string> units = {}) {
        loop.ops.push_back({name, cls, std::move(units)});
        return unsigned(loop.ops.size() - 1);
    }
    void dep(unsigned from, unsigned to, unsigned distance = 0, int latency = -1) {
        loop.edges.push_back({from, to, distance, latency});
    }
    // A dependence through no register operand (a branch's predicate).
    void control(unsigned from, unsigned to) { loop.edges.push_back({from, to, 0, -1, false}); }
    // A load of `value` through the post-incremented pointer `pointer` (by
    // `step` words): the pointer is ready for the next iteration's load one
    // cycle later.
    unsigned load(const std::string& name, const std::string& value, const std::string& pointer, int step,
                  const std::string& cls = "LDHU", std::vector<std::string> units = {}) {
        const unsigned l = op(name, cls, std::move(units));
        code(l, vliw::POp::Ldu, value, pointer, "", step);
        loop.edges.push_back({l, l, 1, 1, false});
        return l;
    }
    // What op `i` computes (vliw::LoopCode), on virtual registers.
    void code(unsigned i, vliw::POp op, const std::string& dst, const std::string& a = "", const std::string& b = "",
              int64_t imm = 0, const std::string& pred = "") {
        loop.ops[i].code = vliw::LoopCode{op, dst, a, b, imm, pred};
    }
    unsigned op(const std::string& name, const std::string& cls, vliw::POp p, const std::string& dst,
                const std::string& a = "", const std::string& b = "", int64_t imm = 0, std::vector<std::string> units = {}) {
        const unsigned i = op(name, cls, std::move(units));
        code(i, p, dst, a, b, imm);
        return i;
    }
    vliw::LoopBody loop;
};

}  // namespace

vliw::LoopBody c62x_inner_loop(Variant variant) {
    using vliw::POp;
    Builder b;
    const unsigned la = b.load("ldhu a[j]", "xa", "pa", 1), lb = b.load("ldhu b[i-j]", "xb", "pb", -1);
    const unsigned lm = b.load("ldhu m[j]", "xm", "pm", 1), ln = b.load("ldhu n[i-j]", "xn", "pn", -1);
    const unsigned p1 = b.op("mpyu a*b", "MPYU", POp::Mpy, "p1", "xa", "xb");
    const unsigned p2 = b.op("mpyu m*n", "MPYU", POp::Mpy, "p2", "xm", "xn");
    b.dep(la, p1), b.dep(lb, p1), b.dep(lm, p2), b.dep(ln, p2);
    if (variant == Variant::Basic) {
        // Fig. 1 literally at w = 16 (O16-O20): t[0..2] in 32-bit registers;
        // (C, S) := x + a b fits 32 bits; C = v >> 16, S = v & (W - 1);
        // ADD(t[1], C) adds C, then carries t1 >> 16 into t2.
        // Registers (k = 1, 2 for the two MACs): v, C, S; t1 + C, its
        // carry, t2, t1 mod W. t[0] is the second MAC's S (O19), t[1] and
        // t[2] the second MAC's, all read by the next iteration.
        struct Mac {
            unsigned v, s, t1_add, t1_mod, t2_add;
        };
        auto mac = [&](unsigned prod, const char* what, int k) {
            const std::string K = std::to_string(k), prev = std::to_string(3 - k);
            Mac m;
            m.v = b.op(std::string("add (C,S) = ") + what, "ADD", POp::Add, "v" + K, k == 1 ? "S2" : "S1", "p" + K);
            const unsigned c = b.op("shru C = v >> 16", "SHRU", POp::Shr, "c" + K, "v" + K, "", 16);
            m.s = b.op("and S = v mod W", "AND", POp::Andi, "S" + K, "v" + K, "", 0xffff);
            m.t1_add = b.op("add t1 += C", "ADD", POp::Add, "t1s" + K, "t1_" + prev, "c" + K);
            const unsigned hi = b.op("shru t1 >> 16", "SHRU", POp::Shr, "h" + K, "t1s" + K, "", 16);
            m.t2_add = b.op("add t2 += t1 >> 16", "ADD", POp::Add, "t2_" + K, "t2_" + prev, "h" + K);
            m.t1_mod = b.op("and t1 mod W", "AND", POp::Andi, "t1_" + K, "t1s" + K, "", 0xffff);
            b.dep(prod, m.v), b.dep(m.v, c), b.dep(m.v, m.s), b.dep(c, m.t1_add);
            b.dep(m.t1_add, hi), b.dep(hi, m.t2_add), b.dep(m.t1_add, m.t1_mod);
            return m;
        };
        const Mac first = mac(p1, "t0 + a*b", 1), second = mac(p2, "S + m*n", 2);
        b.dep(first.s, second.v);                                            // O18 reads O16's S
        b.dep(second.s, first.v, 1);                                         // O19: t[0] := S, next iteration
        b.dep(first.t1_mod, second.t1_add), b.dep(second.t1_mod, first.t1_add, 1);  // t[1]
        b.dep(first.t2_add, second.t2_add), b.dep(second.t2_add, first.t2_add, 1);  // t[2]
    } else if (variant == Variant::SingleAcc) {
        // ACC on two 40-bit registers, one per side (summed after the loop).
        const unsigned acc1 = b.op("add ACCa += a*b", "ADDL", POp::Addl, "ACCa", "ACCa", "p1");
        const unsigned acc2 = b.op("add ACCb += m*n", "ADDL", POp::Addl, "ACCb", "ACCb", "p2");
        b.loop.pairs = {"ACCa", "ACCb"};
        b.dep(p1, acc1), b.dep(acc1, acc1, 1);
        b.dep(p2, acc2), b.dep(acc2, acc2, 1);
    } else if (variant == Variant::Enhanced || variant == Variant::EnhancedFixed) {  // the same EE9-EE14
        // REG1s = REG1 + a b, REG1 = REG1s mod W; ACCX1 = ACCX + REG1s >> w; the same for REG2 into ACCX.
        const unsigned r1 = b.op("add REG1 += a*b", "ADD", POp::Add, "R1s", "R1", "p1");
        const unsigned s1 = b.op("shru REG1 >> w", "SHRU", POp::Shr, "h1", "R1s", "", 16);
        const unsigned x1 = b.op("add ACCX += REG1 >> w", "ADD", POp::Add, "AX1", "AX", "h1");
        const unsigned m1 = b.op("and REG1 mod W", "AND", POp::Andi, "R1", "R1s", "", 0xffff);
        const unsigned r2 = b.op("add REG2 += m*n", "ADD", POp::Add, "R2s", "R2", "p2");
        const unsigned s2 = b.op("shru REG2 >> w", "SHRU", POp::Shr, "h2", "R2s", "", 16);
        const unsigned x2 = b.op("add ACCX += REG2 >> w", "ADD", POp::Add, "AX", "AX1", "h2");
        const unsigned m2 = b.op("and REG2 mod W", "AND", POp::Andi, "R2", "R2s", "", 0xffff);
        b.dep(p1, r1), b.dep(r1, s1), b.dep(r1, m1), b.dep(s1, x1), b.dep(m1, r1, 1);
        b.dep(p2, r2), b.dep(r2, s2), b.dep(r2, m2), b.dep(s2, x2), b.dep(m2, r2, 1);
        b.dep(x1, x2), b.dep(x2, x1, 1);  // ACCX: one chain through both
    } else {
        throw std::invalid_argument("fips: unknown variant");
    }
    const unsigned cnt = b.op("sub counter", "ADD"), br = b.op("b loop", "B");
    b.code(cnt, POp::Subi, "cnt", "cnt", "", 1, "cnt");  // [cnt] sub cnt, cnt, 1
    b.code(br, POp::B, "", "", "", 0, "cnt");             // [cnt] b loop
    b.loop.ops[br].kernel_end = true;  // 5 delay slots: it jumps back as the kernel ends
    b.dep(cnt, cnt, 1), b.control(cnt, br);
    return b.loop;
}

vliw::LoopBody ts201_inner_loop(Variant variant) {
    using vliw::POp;
    Builder b;
    const std::vector<std::string> j{"J"}, k{"K"};
    const unsigned la = b.load("ld a[j]", "xa", "pa", 1, "LD", j), lb = b.load("ld b[i-j]", "xb", "pb", -1, "LD", j);
    const unsigned lm = b.load("ld m[j]", "xm", "pm", 1, "LD", j), ln = b.load("ld n[i-j]", "xn", "pn", -1, "LD", j);
    if (variant == Variant::Basic) {
        const std::vector<std::string> alu{"YALU"}, mul{"YMUL"}, sh{"YSHIFT"};
        const unsigned p1 = b.op("mul a*b", "MUL", POp::Mpy, "p1", "xa", "xb", 0, mul);
        const unsigned p2 = b.op("mul m*n", "MUL", POp::Mpy, "p2", "xm", "xn", 0, mul);
        b.dep(la, p1), b.dep(lb, p1), b.dep(lm, p2), b.dep(ln, p2);
        // O16 (C,S) := t[0] + a b; O17 ADD(t[1], C); O18 (C,S) := S + m n;
        // O19 t[0] := S; O20 ADD(t[1], C). t[1]'s carries into t[2] are the
        // outer loop's (a 64-bit t[1] register pair).
        // v1 = t0 + a b (64 bits, a pair), its low word S; t[1] a 64-bit
        // pair taking both carries (t[2] in its high word).
        const unsigned x1 = b.op("add (C,S) = t0 + a*b", "ALU", POp::Add, "v1", "t0", "p1", 0, alu);
        const unsigned c1 = b.op("shift C >> w", "SHIFT", POp::Shr, "c1", "v1", "", 32, sh);
        const unsigned t1a = b.op("add t1 += C", "ALU", POp::Add, "T1a", "T1", "c1", 0, alu);
        const unsigned x2 = b.op("add (C,S) = S + m*n", "ALU", POp::Add, "v2", "v1.lo", "p2", 0, alu);
        const unsigned c2 = b.op("shift C >> w", "SHIFT", POp::Shr, "c2", "v2", "", 32, sh);
        const unsigned t1b = b.op("add t1 += C", "ALU", POp::Add, "T1", "T1a", "c2", 0, alu);
        const unsigned mv = b.op("ureg move t0 = S", "UREG", POp::Mov, "t0", "v2.lo", "", 0, k);
        b.loop.pairs = {"p1", "p2", "v1", "v2", "T1a", "T1"};
        b.dep(p1, x1), b.dep(x1, c1), b.dep(c1, t1a), b.dep(x1, x2), b.dep(p2, x2);
        b.dep(x2, c2), b.dep(c2, t1b), b.dep(t1a, t1b), b.dep(t1b, t1a, 1);
        b.dep(x2, mv), b.dep(mv, x1, 1);
        // The paper's other five K ops: each a move of a register of its
        // own onto itself (they occupy K; nothing reads them).
        for (int i = 0; i < 5; ++i) {
            const std::string f = "filler" + std::to_string(i);
            b.op("ureg move or immediate load (role not given)", "UREG", POp::Mov, f, f, "", 0, k);
        }
    } else if (variant == Variant::Enhanced || variant == Variant::EnhancedFixed) {  // the same EE9-EE14
        const std::vector<std::string> xalu{"XALU"}, xmul{"XMUL"}, xsh{"XSHIFT"}, yalu{"YALU"}, ymul{"YMUL"};
        // EE9-EE11 on X: REG1 += a b; ACCX += REG1 >> w; REG1 = REG1 mod W.
        const unsigned p1 = b.op("mul a*b", "MUL", POp::Mpy, "p1", "xa", "xb", 0, xmul);
        const unsigned r1 = b.op("add REG1 += a*b", "ALU", POp::Add, "R1s", "R1", "p1", 0, xalu);
        const unsigned h1 = b.op("shift REG1 >> w", "SHIFT", POp::Shr, "h1", "R1s", "", 32, xsh);
        const unsigned m1 = b.op("and REG1 mod W", "ALU", POp::Andi, "R1", "R1s.lo", "", 0xffffffff, xalu);
        const unsigned x1 = b.op("add ACCX += REG1 >> w", "ALU", POp::Add, "AX1", "AX", "h1", 0, xalu);
        // EE12-EE14 on Y: REG2 += m n; REG2 = REG2 mod W; its high word
        // crosses to X (K) and widens there for ACCX += REG2 >> w.
        const unsigned p2 = b.op("mul m*n", "MUL", POp::Mpy, "p2", "xm", "xn", 0, ymul);
        const unsigned r2 = b.op("add REG2 += m*n", "ALU", POp::Add, "R2s", "R2", "p2", 0, yalu);
        const unsigned m2 = b.op("and REG2 mod W", "ALU", POp::Andi, "R2", "R2s.lo", "", 0xffffffff, yalu);
        const unsigned mv = b.op("ureg move REG2 >> w to X", "UREG", POp::Mov, "h2y", "R2s.hi", "", 0, k);
        const unsigned h2 = b.op("shift (widen) REG2 >> w", "SHIFT", POp::Shr, "h2", "h2y", "", 0, xsh);
        const unsigned x2 = b.op("add ACCX += REG2 >> w", "ALU", POp::Add, "AX", "AX1", "h2", 0, xalu);
        b.loop.pairs = {"p1", "p2", "R1s", "R2s", "AX1", "AX"};
        b.dep(la, p1), b.dep(lb, p1), b.dep(lm, p2), b.dep(ln, p2);
        b.dep(p1, r1), b.dep(r1, h1), b.dep(r1, m1), b.dep(h1, x1), b.dep(m1, r1, 1);
        b.dep(p2, r2), b.dep(r2, m2), b.dep(r2, mv), b.dep(mv, h2), b.dep(h2, x2), b.dep(m2, r2, 1);
        b.dep(x1, x2), b.dep(x2, x1, 1);
    } else if (variant == Variant::SingleAcc) {
        // Our lowering (the paper gives no op mix for this loop): w = 16,
        // the loads on J as in the other TigerSHARC loops, a*b on X and m*n
        // on Y (32-bit products), each added into a 64-bit accumulator pair
        // of its block, summed after the loop.
        const unsigned p1 = b.op("mul a*b", "MUL", POp::Mpy, "p1", "xa", "xb", 0, {"XMUL"});
        const unsigned p2 = b.op("mul m*n", "MUL", POp::Mpy, "p2", "xm", "xn", 0, {"YMUL"});
        const unsigned acc1 = b.op("add ACCa += a*b", "ALU", POp::Addl, "ACCa", "ACCa", "p1", 0, {"XALU"});
        const unsigned acc2 = b.op("add ACCb += m*n", "ALU", POp::Addl, "ACCb", "ACCb", "p2", 0, {"YALU"});
        b.dep(la, p1), b.dep(lb, p1), b.dep(lm, p2), b.dep(ln, p2);
        b.dep(p1, acc1), b.dep(acc1, acc1, 1), b.dep(p2, acc2), b.dep(acc2, acc2, 1);
        b.loop.pairs = {"ACCa", "ACCb"};
    } else {
        throw std::invalid_argument("fips: unknown variant");
    }
    // The sequencer's loop: bdec on a loop counter, issued as the kernel's
    // last cycle so that it lands on the kernel's start.
    const unsigned loop = b.op("loop (sequencer)", "LOOP", POp::Bdec, "LC");
    b.loop.ops[loop].kernel_end = true;
    return b.loop;
}

}  // namespace montsim::schemes::fips
