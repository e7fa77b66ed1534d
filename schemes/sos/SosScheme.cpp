#include "schemes/sos/SosScheme.hpp"

#include <stdexcept>

#include "cores/mb/Assembler.hpp"
#include "schemes/EmbeddedPrograms.hpp"

namespace montsim::schemes {

namespace {

// Parameter block offsets; they mirror the comment at the top of sos.s.
constexpr uint32_t kParamS = 0, kParamNprime = 4, kParamA = 8, kParamB = 12, kParamN = 16, kParamT = 20,
                   kParamU = 24, kParamTimerBefore = 28, kParamTimerAfter = 32;

uint32_t symbol_or_throw(const mb::Program& p, const std::string& name) {
    auto v = p.symbol(name);
    if (!v) throw std::logic_error("scheme program " + p.source_name + " has no label '" + name + "'");
    return *v;
}

void write_words(mb::LocalMemory& mem, uint32_t addr, const Words& w) {
    for (size_t i = 0; i < w.size(); ++i) mem.write32(addr + 4 * uint32_t(i), w[i]);
}

}  // namespace

mb::Program SosScheme::program() {
    return mb::assemble(embedded_program("sos/sos.s"), "schemes/sos/sos.s").program;
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
    // Leave 1 KiB below the top for the stack the program uses.
    if (l.end + 1024 > mem.base() + mem.size())
        throw std::invalid_argument("SOS with s = " + std::to_string(ops.s) + " needs " +
                                    std::to_string(l.end + 1024 - mem.base()) +
                                    " bytes of local memory; raise core.memory_kb");
    write_words(mem, l.a, ops.a);
    write_words(mem, l.b, ops.b);
    write_words(mem, l.n, ops.n);
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
    for (const char* name : {"sos_white_box", "sos_shaded_box"})
        cpu.add_region(name, symbol_or_throw(program, name), symbol_or_throw(program, std::string(name) + "_end"));
}

Words SosScheme::read_result(const mb::MbCpu& cpu, const SosLayout& l, unsigned s) {
    Words u(s + 1);
    for (unsigned i = 0; i <= s; ++i) u[i] = cpu.memory().read32(l.u + 4 * i);
    return u;
}

uint64_t SosScheme::timed_cycles(const mb::MbCpu& cpu, const SosLayout& l) {
    return cpu.memory().read32(l.params + kParamTimerAfter) - cpu.memory().read32(l.params + kParamTimerBefore);
}

}  // namespace montsim::schemes
