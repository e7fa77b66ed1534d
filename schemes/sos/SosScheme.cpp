#include "schemes/sos/SosScheme.hpp"

#include <stdexcept>

#include "cores/mb/Assembler.hpp"
#include "schemes/EmbeddedPrograms.hpp"
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
    uint32_t at = (program.end_address() + 15) & ~15u;
    auto take = [&](uint32_t words) {
        const uint32_t here = at;
        at += 4 * words;
        return here;
    };
    l.a = take(s);
    l.b = take(s);
    l.n = take(s);
    l.t = take(2 * s + 1);
    l.u = take(s + 1);
    l.end = at;
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
    add_label_regions(cpu, program, {"sos_white_box", "sos_shaded_box"});
    if (program.symbol("sos_muldi3")) add_label_regions(cpu, program, {"sos_muldi3"});
}

std::pair<uint64_t, uint64_t> SosScheme::box_cycles(const mb::MbCpu& cpu) {
    uint64_t white = 0, shaded = 0, muldi3 = 0, white_calls = 0, shaded_calls = 0;
    for (const auto& r : cpu.regions()) {
        if (r.name == "sos_white_box") { white = r.cycles; white_calls = r.entries; }
        if (r.name == "sos_shaded_box") { shaded = r.cycles; shaded_calls = r.entries; }
        if (r.name == "sos_muldi3") muldi3 = r.cycles;
    }
    // __muldi3 runs once per box and takes the same time each call (no data-
    // dependent branch but one), so split it by the number of boxes.
    const uint64_t calls = white_calls + shaded_calls;
    if (calls != 0 && muldi3 != 0) {
        const uint64_t to_white = muldi3 * white_calls / calls;
        white += to_white;
        shaded += muldi3 - to_white;
    }
    return {white, shaded};
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
