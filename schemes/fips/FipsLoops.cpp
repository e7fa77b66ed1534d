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
    // A load through a post-incremented pointer: the pointer is ready for
    // the next iteration's load one cycle later.
    unsigned load(const std::string& name, const std::string& cls = "LDHU", std::vector<std::string> units = {}) {
        const unsigned l = op(name, cls, std::move(units));
        loop.edges.push_back({l, l, 1, 1, false});
        return l;
    }
    vliw::LoopBody loop;
};

}  // namespace

vliw::LoopBody c62x_inner_loop(Variant variant) {
    Builder b;
    const unsigned la = b.load("ldhu a[j]"), lb = b.load("ldhu b[i-j]");
    const unsigned lm = b.load("ldhu m[j]"), ln = b.load("ldhu n[i-j]");
    const unsigned p1 = b.op("mpyu a*b", "MPYU"), p2 = b.op("mpyu m*n", "MPYU");
    b.dep(la, p1), b.dep(lb, p1), b.dep(lm, p2), b.dep(ln, p2);
    if (variant == Variant::Basic) {
        // Fig. 1 literally at w = 16 (O16-O20): t[0..2] in 32-bit registers;
        // (C, S) := x + a b fits 32 bits; C = v >> 16, S = v & (W - 1);
        // ADD(t[1], C) adds C, then carries t1 >> 16 into t2.
        struct Mac {
            unsigned v, s, t1_add, t1_mod, t2_add;
        };
        auto mac = [&](unsigned prod, const char* what) {
            Mac m;
            m.v = b.op(std::string("add (C,S) = ") + what, "ADD");
            const unsigned c = b.op("shru C = v >> 16", "SHRU");
            m.s = b.op("and S = v mod W", "AND");
            m.t1_add = b.op("add t1 += C", "ADD");
            const unsigned hi = b.op("shru t1 >> 16", "SHRU");
            m.t2_add = b.op("add t2 += t1 >> 16", "ADD");
            m.t1_mod = b.op("and t1 mod W", "AND");
            b.dep(prod, m.v), b.dep(m.v, c), b.dep(m.v, m.s), b.dep(c, m.t1_add);
            b.dep(m.t1_add, hi), b.dep(hi, m.t2_add), b.dep(m.t1_add, m.t1_mod);
            return m;
        };
        const Mac first = mac(p1, "t0 + a*b"), second = mac(p2, "S + m*n");
        b.dep(first.s, second.v);                                            // O18 reads O16's S
        b.dep(second.s, first.v, 1);                                         // O19: t[0] := S, next iteration
        b.dep(first.t1_mod, second.t1_add), b.dep(second.t1_mod, first.t1_add, 1);  // t[1]
        b.dep(first.t2_add, second.t2_add), b.dep(second.t2_add, first.t2_add, 1);  // t[2]
    } else if (variant == Variant::SingleAcc) {
        // ACC on two 40-bit registers, one per side (summed after the loop).
        const unsigned acc1 = b.op("add ACCa += a*b", "ADDL"), acc2 = b.op("add ACCb += m*n", "ADDL");
        b.dep(p1, acc1), b.dep(acc1, acc1, 1);
        b.dep(p2, acc2), b.dep(acc2, acc2, 1);
    } else if (variant == Variant::Enhanced || variant == Variant::EnhancedFixed) {  // the same EE9-EE14
        const unsigned r1 = b.op("add REG1 += a*b", "ADD"), s1 = b.op("shru REG1 >> w", "SHRU");
        const unsigned x1 = b.op("add ACCX += REG1 >> w", "ADD"), m1 = b.op("and REG1 mod W", "AND");
        const unsigned r2 = b.op("add REG2 += m*n", "ADD"), s2 = b.op("shru REG2 >> w", "SHRU");
        const unsigned x2 = b.op("add ACCX += REG2 >> w", "ADD"), m2 = b.op("and REG2 mod W", "AND");
        b.dep(p1, r1), b.dep(r1, s1), b.dep(r1, m1), b.dep(s1, x1), b.dep(m1, r1, 1);
        b.dep(p2, r2), b.dep(r2, s2), b.dep(r2, m2), b.dep(s2, x2), b.dep(m2, r2, 1);
        b.dep(x1, x2), b.dep(x2, x1, 1);  // ACCX: one chain through both
    } else {
        throw std::invalid_argument("fips: unknown variant");
    }
    const unsigned cnt = b.op("sub counter", "ADD"), br = b.op("b loop", "B");
    b.loop.ops[br].kernel_end = true;  // 5 delay slots: it jumps back as the kernel ends
    b.dep(cnt, cnt, 1), b.control(cnt, br);
    return b.loop;
}

vliw::LoopBody ts201_inner_loop(Variant variant) {
    Builder b;
    const std::vector<std::string> j{"J"}, k{"K"};
    const unsigned la = b.load("ld a[j]", "LD", j), lb = b.load("ld b[i-j]", "LD", j);
    const unsigned lm = b.load("ld m[j]", "LD", j), ln = b.load("ld n[i-j]", "LD", j);
    if (variant == Variant::Basic) {
        const std::vector<std::string> alu{"YALU"}, mul{"YMUL"}, sh{"YSHIFT"};
        const unsigned p1 = b.op("mul a*b", "MUL", mul), p2 = b.op("mul m*n", "MUL", mul);
        b.dep(la, p1), b.dep(lb, p1), b.dep(lm, p2), b.dep(ln, p2);
        // O16 (C,S) := t[0] + a b; O17 ADD(t[1], C); O18 (C,S) := S + m n;
        // O19 t[0] := S; O20 ADD(t[1], C). t[1]'s carries into t[2] are the
        // outer loop's (a 64-bit t[1] register pair).
        const unsigned x1 = b.op("add (C,S) = t0 + a*b", "ALU", alu), c1 = b.op("shift C >> w", "SHIFT", sh);
        const unsigned t1a = b.op("add t1 += C", "ALU", alu);
        const unsigned x2 = b.op("add (C,S) = S + m*n", "ALU", alu), c2 = b.op("shift C >> w", "SHIFT", sh);
        const unsigned t1b = b.op("add t1 += C", "ALU", alu);
        const unsigned mv = b.op("ureg move t0 = S", "UREG", k);
        b.dep(p1, x1), b.dep(x1, c1), b.dep(c1, t1a), b.dep(x1, x2), b.dep(p2, x2);
        b.dep(x2, c2), b.dep(c2, t1b), b.dep(t1a, t1b), b.dep(t1b, t1a, 1);
        b.dep(x2, mv), b.dep(mv, x1, 1);
        for (int i = 0; i < 5; ++i) b.op("ureg move or immediate load (role not given)", "UREG", k);
    } else if (variant == Variant::Enhanced || variant == Variant::EnhancedFixed) {  // the same EE9-EE14
        const std::vector<std::string> xalu{"XALU"}, xmul{"XMUL"}, xsh{"XSHIFT"}, yalu{"YALU"}, ymul{"YMUL"};
        // EE9-EE11 on X: REG1 += a b; ACCX += REG1 >> w; REG1 = REG1 mod W.
        const unsigned p1 = b.op("mul a*b", "MUL", xmul);
        const unsigned r1 = b.op("add REG1 += a*b", "ALU", xalu), h1 = b.op("shift REG1 >> w", "SHIFT", xsh);
        const unsigned m1 = b.op("and REG1 mod W", "ALU", xalu), x1 = b.op("add ACCX += REG1 >> w", "ALU", xalu);
        // EE12-EE14 on Y: REG2 += m n; REG2 = REG2 mod W; its high word
        // crosses to X (K) and widens there for ACCX += REG2 >> w.
        const unsigned p2 = b.op("mul m*n", "MUL", ymul);
        const unsigned r2 = b.op("add REG2 += m*n", "ALU", yalu), m2 = b.op("and REG2 mod W", "ALU", yalu);
        const unsigned mv = b.op("ureg move REG2 >> w to X", "UREG", k);
        const unsigned h2 = b.op("shift (widen) REG2 >> w", "SHIFT", xsh), x2 = b.op("add ACCX += REG2 >> w", "ALU", xalu);
        b.dep(la, p1), b.dep(lb, p1), b.dep(lm, p2), b.dep(ln, p2);
        b.dep(p1, r1), b.dep(r1, h1), b.dep(r1, m1), b.dep(h1, x1), b.dep(m1, r1, 1);
        b.dep(p2, r2), b.dep(r2, m2), b.dep(r2, mv), b.dep(mv, h2), b.dep(h2, x2), b.dep(m2, r2, 1);
        b.dep(x1, x2), b.dep(x2, x1, 1);
    } else {
        throw std::invalid_argument(
            "the TigerSHARC inner loop is modelled for basic and enhanced at w = 32 (the paper gives no op mix for "
            "its single-acc loop at w = 16)");
    }
    b.op("loop (sequencer)", "LOOP");
    return b.loop;
}

}  // namespace montsim::schemes::fips
