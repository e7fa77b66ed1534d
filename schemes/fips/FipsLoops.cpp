#include "schemes/fips/FipsLoops.hpp"

#include <stdexcept>

namespace montsim::schemes::fips {

namespace {

class Builder {
public:
    unsigned op(const std::string& name, const std::string& cls) {
        loop.ops.push_back({name, cls});
        return unsigned(loop.ops.size() - 1);
    }
    void dep(unsigned from, unsigned to, unsigned distance = 0, int latency = -1) {
        loop.edges.push_back({from, to, distance, latency});
    }
    // A load through a post-incremented pointer: the pointer is ready for
    // the next iteration's load one cycle later.
    unsigned load(const std::string& name) {
        const unsigned l = op(name, "LDHU");
        dep(l, l, 1, 1);
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
    if (variant == Variant::SingleAcc) {
        // ACC on two 40-bit registers, one per side (summed after the loop).
        const unsigned acc1 = b.op("add ACCa += a*b", "ADDL"), acc2 = b.op("add ACCb += m*n", "ADDL");
        b.dep(p1, acc1), b.dep(acc1, acc1, 1);
        b.dep(p2, acc2), b.dep(acc2, acc2, 1);
    } else if (variant == Variant::Enhanced) {
        const unsigned r1 = b.op("add REG1 += a*b", "ADD"), s1 = b.op("shru REG1 >> w", "SHRU");
        const unsigned x1 = b.op("add ACCX += REG1 >> w", "ADD"), m1 = b.op("and REG1 mod W", "AND");
        const unsigned r2 = b.op("add REG2 += m*n", "ADD"), s2 = b.op("shru REG2 >> w", "SHRU");
        const unsigned x2 = b.op("add ACCX += REG2 >> w", "ADD"), m2 = b.op("and REG2 mod W", "AND");
        b.dep(p1, r1), b.dep(r1, s1), b.dep(r1, m1), b.dep(s1, x1), b.dep(m1, r1, 1);
        b.dep(p2, r2), b.dep(r2, s2), b.dep(r2, m2), b.dep(s2, x2), b.dep(m2, r2, 1);
        b.dep(x1, x2), b.dep(x2, x1, 1);  // ACCX: one chain through both
    } else {
        throw std::invalid_argument("the C62x inner loop is modelled for single-acc and enhanced");
    }
    const unsigned cnt = b.op("sub counter", "ADD"), br = b.op("b loop", "B");
    b.dep(cnt, cnt, 1), b.dep(cnt, br);
    return b.loop;
}

}  // namespace montsim::schemes::fips
