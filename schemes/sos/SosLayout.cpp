// Where the SOS program keeps its parameters and operands (SosScheme.hpp):
// the parameter block's offsets, the program, loading a core and reading
// its result.
#include "schemes/sos/SosScheme.hpp"

#include <stdexcept>

#include "cores/mb/toolchain/Assembler.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/BoxRegions.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/ParamBlock.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"

namespace montsim::schemes {

namespace {

// The parameter block's offsets, from its one declaration (sos.params.toml,
// which CIOS and modexp's SOS runs share), looked up once.
struct Offsets {
    uint32_t s, nprime, a, b, n, t, u, timer_before, timer_after;
};

const Offsets& offsets() {
    static const Offsets o = [] {
        const ParamBlock& b = ParamBlock::declared("sos/sos.params.toml");
        return Offsets{b.offset("s"), b.offset("nprime"), b.offset("a"), b.offset("b"), b.offset("n"),
                       b.offset("t"), b.offset("u"), b.offset("timer_before"), b.offset("timer_after")};
    }();
    return o;
}

}  // namespace

mb::Program SosScheme::program(SosKernel kernel) {
    const char* file = kernel == SosKernel::Mulhu ? "sos/sos.s" : "sos/sos_libgcc.s";
    return assemble_embedded(file);
}

SosLayout SosScheme::layout(const mb::Program& program, unsigned s) {
    SosLayout l;
    l.params = symbol_or_throw(program, "params");
    DataArena arena(program);
    l.a = arena.take(s);
    l.b = arena.take(s);
    l.n = arena.take(s);
    l.t = arena.take(2 * s + 1);
    l.u = arena.take(s + 1);
    l.end = arena.end();
    return l;
}

SosLayout SosScheme::load(mb::MbCpu& cpu, const mb::Program& program, const MontOperands& ops) {
    validate_operands(ops);
    const SosLayout l = layout(program, ops.s);
    mb::LocalMemory& mem = cpu.memory();
    load_operands(mem, ops, l.a, l.b, l.n, l.end, "SOS with s = " + std::to_string(ops.s));
    const Offsets& o = offsets();
    mem.write32(l.params + o.s, ops.s);
    mem.write32(l.params + o.nprime, ops.nprime);
    mem.write32(l.params + o.a, l.a);
    mem.write32(l.params + o.b, l.b);
    mem.write32(l.params + o.n, l.n);
    mem.write32(l.params + o.t, l.t);
    mem.write32(l.params + o.u, l.u);
    return l;
}

void SosScheme::add_regions(mb::MbCpu& cpu, const mb::Program& program) {
    schemes::add_regions(cpu, box_regions(program, "sos_white_box", "sos_shaded_box", "sos_muldi3"));
}

std::pair<uint64_t, uint64_t> SosScheme::box_cycles(const mb::MbCpu& cpu) {
    return schemes::box_cycles({&cpu}, "sos_white_box", "sos_shaded_box", "sos_muldi3");
}

Words SosScheme::read_result(const mb::MbCpu& cpu, const SosLayout& l, unsigned s) {
    return read_words(cpu.memory(), l.u, s + 1);
}

uint64_t SosScheme::timed_cycles(const mb::MbCpu& cpu, const SosLayout& l) {
    const TimerSpan call = timer_span(cpu, cpu.memory().read32(l.params + offsets().timer_before),
                                      cpu.memory().read32(l.params + offsets().timer_after), "the SOS program");
    return call.end - call.start;
}

}  // namespace montsim::schemes
