#include "schemes/sos/SosScheme.hpp"

#include <stdexcept>

#include "cores/mb/toolchain/Assembler.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"

namespace montsim::schemes {

namespace {

// Parameter block offsets; they mirror the comment at the top of sos.s.
constexpr uint32_t kParamS = 0, kParamNprime = 4, kParamA = 8, kParamB = 12, kParamN = 16, kParamT = 20,
                   kParamU = 24, kParamTimerBefore = 28, kParamTimerAfter = 32;



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
    mem.write32(l.params + kParamS, ops.s);
    mem.write32(l.params + kParamNprime, ops.nprime);
    mem.write32(l.params + kParamA, l.a);
    mem.write32(l.params + kParamB, l.b);
    mem.write32(l.params + kParamN, l.n);
    mem.write32(l.params + kParamT, l.t);
    mem.write32(l.params + kParamU, l.u);
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
    const TimerSpan call = timer_span(cpu, cpu.memory().read32(l.params + kParamTimerBefore),
                                      cpu.memory().read32(l.params + kParamTimerAfter), "the SOS program");
    return call.end - call.start;
}

}  // namespace montsim::schemes
