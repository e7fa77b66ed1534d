#include "schemes/pmont/PmontLayout.hpp"

#include <stdexcept>
#include <string>

#include "schemes/common/SchemeMemory.hpp"

namespace montsim::schemes {

namespace {

// struct pmont_params of c/pmont.c: every member is 4 bytes.
constexpr uint32_t kS = 0, kP = 4, kNet = 8, kTree = 12, kTruncated = 16, kOff = 20,
                   kZ = kOff + 4 * kPmontMaxCores, kX = kZ + 4 * kPmontMaxCores, kY = kX + 4, kAcc = kY + 4,
                   kIn = kAcc + 4, kT = kIn + 4, kU = kT + 4, kA = kU + 4, kB = kA + 4, kNprime = kB + 4,
                   kN = kNprime + 4, kPubT = kN + 4, kPubU = kPubT + 4, kSlot = kPubU + 4,
                   kTimerBefore = kSlot + 4 * kPmontMaxCores, kTimerAfter = kTimerBefore + 4,
                   kSoftwareBarrier = kTimerAfter + 4, kBarrierCount = kSoftwareBarrier + 4,
                   kBarrierGeneration = kBarrierCount + 4;

uint32_t shared_address(uint32_t offset) { return mb::kSharedBase + offset; }

}  // namespace

PmontSharedMap pmont_shared_map(const PmontPlan& plan) {
    PmontSharedMap m;
    const uint32_t s = plan.s;
    uint32_t at = 0;
    auto take = [&](uint32_t words) {
        const uint32_t here = at;
        at += 4 * words;
        return here;
    };
    m.a = take(s);
    m.b = take(s);
    m.nprime = take(s);
    m.n = take(s);
    m.pub_t = take(s);
    m.pub_u = take(s);
    for (unsigned k = 0; k < plan.p; ++k) m.slots.push_back(take(2 * s + 2));
    m.barrier_count = take(1);
    m.barrier_generation = take(1);
    m.end = at;
    return m;
}

PmontLocal pmont_load(mb::MbCpu& cpu, const mb::Program& program, const PmontPlan& plan, unsigned k,
                      const MontOperands& ops, const Words& nprime, const PmontSharedMap* shared,
                      bool software_barrier) {
    const uint32_t s = plan.s;
    PmontLocal l;
    l.params = symbol_or_throw(program, "params");
    DataArena arena(program);
    l.x = arena.take(plan.z.at(k));
    l.y = arena.take(s);
    l.acc = arena.take(2 * s + 2);
    l.in = arena.take(2 * s + 2);
    l.t = arena.take(2 * s);
    l.u = arena.take(s + 1);
    if (!shared) {
        l.a = arena.take(plan.z.at(k));
        l.b = arena.take(s);
        l.nprime = arena.take(s);
        l.n = arena.take(s);
    }
    l.end = arena.end();
    mb::LocalMemory& mem = cpu.memory();
    if (l.end > mem.size())
        throw std::invalid_argument("pmont at " + std::to_string(32 * s) + " bits needs " +
                                    std::to_string((l.end + 1023) / 1024) + " KiB of local memory per core; core.memory_kb = " +
                                    std::to_string(mem.size() / 1024) + " is too small");
    mem.write32(l.params + kS, s);
    mem.write32(l.params + kP, plan.p);
    mem.write32(l.params + kNet, shared ? 0 : 1);
    mem.write32(l.params + kTree, plan.chain == PmontChain::Tree ? 1 : 0);
    mem.write32(l.params + kTruncated, plan.reduction == PmontReduction::Truncated ? 1 : 0);
    for (unsigned j = 0; j < plan.p; ++j) {
        mem.write32(l.params + kOff + 4 * j, plan.off[j]);
        mem.write32(l.params + kZ + 4 * j, plan.z[j]);
    }
    mem.write32(l.params + kX, l.x);
    mem.write32(l.params + kY, l.y);
    mem.write32(l.params + kAcc, l.acc);
    mem.write32(l.params + kIn, l.in);
    mem.write32(l.params + kT, l.t);
    mem.write32(l.params + kU, l.u);
    if (shared) {
        mem.write32(l.params + kA, shared_address(shared->a));
        mem.write32(l.params + kB, shared_address(shared->b));
        mem.write32(l.params + kNprime, shared_address(shared->nprime));
        mem.write32(l.params + kN, shared_address(shared->n));
        mem.write32(l.params + kPubT, shared_address(shared->pub_t));
        mem.write32(l.params + kPubU, shared_address(shared->pub_u));
        for (unsigned j = 0; j < plan.p; ++j) mem.write32(l.params + kSlot + 4 * j, shared_address(shared->slots[j]));
        mem.write32(l.params + kSoftwareBarrier, software_barrier ? 1 : 0);
        mem.write32(l.params + kBarrierCount, shared_address(shared->barrier_count));
        mem.write32(l.params + kBarrierGeneration, shared_address(shared->barrier_generation));
    } else {
        const Words chunk(ops.a.begin() + plan.off[k], ops.a.begin() + plan.off[k] + plan.z[k]);
        write_words(mem, l.a, chunk);
        write_words(mem, l.b, ops.b);
        write_words(mem, l.nprime, nprime);
        write_words(mem, l.n, ops.n);
        mem.write32(l.params + kA, l.a);
        mem.write32(l.params + kB, l.b);
        mem.write32(l.params + kNprime, l.nprime);
        mem.write32(l.params + kN, l.n);
    }
    return l;
}

Words pmont_result(const mb::MbCpu& cpu, const PmontLocal& local, unsigned s) {
    return read_words(cpu.memory(), local.u, s + 1);
}

uint32_t pmont_timer_before(const mb::MbCpu& cpu, const PmontLocal& local) {
    return cpu.memory().read32(local.params + kTimerBefore);
}

uint32_t pmont_timer_after(const mb::MbCpu& cpu, const PmontLocal& local) {
    return cpu.memory().read32(local.params + kTimerAfter);
}

}  // namespace montsim::schemes
