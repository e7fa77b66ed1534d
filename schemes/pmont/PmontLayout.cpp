#include "schemes/pmont/PmontLayout.hpp"

#include <stdexcept>
#include <string>

#include "schemes/common/ParamBlock.hpp"
#include "cores/shmem/SharedMemoryType.hpp"
#include "schemes/common/SchemeMemory.hpp"

namespace montsim::schemes {

namespace {

// The parameter block's offsets, from its one declaration (pmont.params.toml,
// which c/pmont.c's struct pmont_params must match), looked up once.
struct Offsets {
    uint32_t s, p, net, tree, truncated, off, z, x, y, acc, in, t, u, a, b, nprime, n, pub_t, pub_u, slot,
        timer_before, timer_after, software_barrier, barrier_count, barrier_generation;
};

const Offsets& offsets() {
    static const Offsets o = [] {
        const ParamBlock& b = ParamBlock::declared("pmont/pmont.params.toml");
        for (const char* array : {"off", "z", "slot"})
            if (b.words(array) != kPmontMaxCores)
                throw std::logic_error(std::string("pmont.params.toml: ") + array + " has " +
                                       std::to_string(b.words(array)) + " words, kPmontMaxCores is " +
                                       std::to_string(kPmontMaxCores));
        auto at = [&](const char* name) { return b.offset(name); };
        return Offsets{at("s"), at("p"), at("net"), at("tree"), at("truncated"), at("off"), at("z"), at("x"),
                       at("y"), at("acc"), at("in"), at("t"), at("u"), at("a"), at("b"), at("nprime"), at("n"),
                       at("pub_t"), at("pub_u"), at("slot"), at("timer_before"), at("timer_after"),
                       at("software_barrier"), at("barrier_count"), at("barrier_generation")};
    }();
    return o;
}

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

void check_shared_memory_fits(const PmontSharedMap& map, const shmem::SharedMemoryConfig& memory,
                              const std::string& what) {
    if (map.end > memory.bytes)
        throw std::invalid_argument(what + " needs " + std::to_string((map.end + 1023) / 1024) +
                                    " KiB of shared memory; shmem.kb = " + std::to_string(memory.bytes / 1024) +
                                    " is too small");
}

void attach_shared_memory(sim::PlatformSpec& spec, unsigned p) {
    for (unsigned k = 0; k < p; ++k) spec.nodes[k].uses_bus = true;
    spec.nodes.push_back(sim::NodeSpec{shmem::kCoreTypeName, "bus", {}, {}, {}});
    for (unsigned k = 0; k < p; ++k) spec.bus.push_back(sim::BusAttachment{k, 0, p});
}

PmontLocal pmont_load(mb::MbCpu& cpu, const mb::Program& program, const PmontPlan& plan, unsigned k,
                      const MontOperands& ops, const Words& nprime, const PmontSharedMap* shared,
                      bool software_barrier, PmontOperands operands) {
    if ((operands == PmontOperands::Links) != (shared == nullptr))
        throw std::logic_error("pmont_load: the shared map goes with shared or field operands, and only with them");
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
    if (operands == PmontOperands::Links) {
        l.a = arena.take(plan.z.at(k));
        l.b = arena.take(s);
    }
    if (operands != PmontOperands::Shared) {
        l.nprime = arena.take(s);
        l.n = arena.take(s);
    }
    l.end = arena.end();
    mb::LocalMemory& mem = cpu.memory();
    if (l.end > mem.size())
        throw std::invalid_argument("pmont at " + std::to_string(32 * s) + " bits needs " +
                                    std::to_string((l.end + 1023) / 1024) + " KiB of local memory per core; core.memory_kb = " +
                                    std::to_string(mem.size() / 1024) + " is too small");
    mem.write32(l.params + offsets().s, s);
    mem.write32(l.params + offsets().p, plan.p);
    mem.write32(l.params + offsets().net, shared ? 0 : 1);
    mem.write32(l.params + offsets().tree, plan.chain == PmontChain::Tree ? 1 : 0);
    mem.write32(l.params + offsets().truncated, plan.reduction == PmontReduction::Truncated ? 1 : 0);
    for (unsigned j = 0; j < plan.p; ++j) {
        mem.write32(l.params + offsets().off + 4 * j, plan.off[j]);
        mem.write32(l.params + offsets().z + 4 * j, plan.z[j]);
    }
    mem.write32(l.params + offsets().x, l.x);
    mem.write32(l.params + offsets().y, l.y);
    mem.write32(l.params + offsets().acc, l.acc);
    mem.write32(l.params + offsets().in, l.in);
    mem.write32(l.params + offsets().t, l.t);
    mem.write32(l.params + offsets().u, l.u);
    if (operands == PmontOperands::Shared) {
        mem.write32(l.params + offsets().a, shared_address(shared->a));
        mem.write32(l.params + offsets().b, shared_address(shared->b));
        mem.write32(l.params + offsets().nprime, shared_address(shared->nprime));
        mem.write32(l.params + offsets().n, shared_address(shared->n));
    }
    if (operands != PmontOperands::Shared) {
        // A and B come with each call (Field) or are preloaded below (Links).
        write_words(mem, l.nprime, nprime);
        write_words(mem, l.n, ops.n);
        mem.write32(l.params + offsets().nprime, l.nprime);
        mem.write32(l.params + offsets().n, l.n);
    }
    if (shared) {
        mem.write32(l.params + offsets().pub_t, shared_address(shared->pub_t));
        mem.write32(l.params + offsets().pub_u, shared_address(shared->pub_u));
        for (unsigned j = 0; j < plan.p; ++j) mem.write32(l.params + offsets().slot + 4 * j, shared_address(shared->slots[j]));
        mem.write32(l.params + offsets().software_barrier, software_barrier ? 1 : 0);
        mem.write32(l.params + offsets().barrier_count, shared_address(shared->barrier_count));
        mem.write32(l.params + offsets().barrier_generation, shared_address(shared->barrier_generation));
    } else {
        const Words chunk(ops.a.begin() + plan.off[k], ops.a.begin() + plan.off[k] + plan.z[k]);
        write_words(mem, l.a, chunk);
        write_words(mem, l.b, ops.b);
        mem.write32(l.params + offsets().a, l.a);
        mem.write32(l.params + offsets().b, l.b);
    }
    return l;
}

Words pmont_result(const mb::MbCpu& cpu, const PmontLocal& local, unsigned s) {
    return read_words(cpu.memory(), local.u, s + 1);
}

uint32_t pmont_timer_before(const mb::MbCpu& cpu, const PmontLocal& local) {
    return cpu.memory().read32(local.params + offsets().timer_before);
}

uint32_t pmont_timer_after(const mb::MbCpu& cpu, const PmontLocal& local) {
    return cpu.memory().read32(local.params + offsets().timer_after);
}

}  // namespace montsim::schemes
