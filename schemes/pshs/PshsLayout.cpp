#include "schemes/pshs/PshsScheme.hpp"

#include <stdexcept>

#include "cores/mb/toolchain/Assembler.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/pshs/PshsModel.hpp"

namespace montsim::schemes {

namespace {

// Parameter block offsets; they mirror the comment at the top of pshs.s.
constexpr uint32_t kParamS = 0, kParamP = 4, kParamQ = 8, kParamCoreId = 12, kParamNprime = 16, kParamA = 20,
                   kParamB = 24, kParamN = 28, kParamM = 32, kParamRt = 36, kParamT = 40, kParamTimerStart = 44,
                   kParamTimerEnd = 48, kParamLag = 52;



}  // namespace

mb::Program PshsScheme::program() {
    return assemble_embedded("pshs/pshs.s");
}

void PshsScheme::validate(unsigned s, unsigned p, unsigned q) { validate_pshs(s, p, q); }

namespace {
const char* const kColumns = "scheme.q";
}  // namespace

sim::ParamDecl PshsScheme::columns_param() {
    return sim::int_param(kColumns, 0, 0, 16384, "columns",
                          "pshs: columns of boxes per Task Block; 0 = s/p, the paper's choice");
}

unsigned PshsScheme::columns(const sim::Config& cfg, unsigned s, unsigned p) {
    const int64_t q = cfg.get_int(kColumns);
    if (q == 0 && s % p != 0)
        throw std::invalid_argument("scheme.q = 0 means q = s/p, but s = " + std::to_string(s) +
                                    " is not divisible by p = " + std::to_string(p));
    return q == 0 ? s / p : static_cast<unsigned>(q);
}

PshsLayout PshsScheme::layout(const mb::Program& program, unsigned s, unsigned p, unsigned q,
                              unsigned link_depth) {
    validate(s, p, q);
    PshsLayout l;
    l.lag = pshs_gather_lag(s, p, link_depth);
    l.params = symbol_or_throw(program, "params");
    DataArena arena(program);
    l.a = arena.take(s);
    l.b = arena.take(s);
    l.n = arena.take(s);
    l.m = arena.take(s);
    l.rt = arena.take(q + 2);
    l.t = arena.take(s + 1);
    l.end = arena.end();
    return l;
}

PshsLayout PshsScheme::load(mb::MbCpu& cpu, const mb::Program& program, const MontOperands& ops, unsigned p,
                            unsigned q, unsigned core_id, unsigned link_depth) {
    validate_operands(ops);
    const PshsLayout l = layout(program, ops.s, p, q, link_depth);
    load(cpu, l, ops, p, q, core_id);
    return l;
}

void PshsScheme::load(mb::MbCpu& cpu, const PshsLayout& l, const MontOperands& ops, unsigned p, unsigned q,
                      unsigned core_id) {
    if (core_id >= p)
        throw std::invalid_argument("pSHS core id " + std::to_string(core_id) + " is not below p = " +
                                    std::to_string(p));
    mb::LocalMemory& mem = cpu.memory();
    load_operands(mem, ops, l.a, l.b, l.n, l.end,
                  "pSHS with s = " + std::to_string(ops.s) + ", q = " + std::to_string(q));
    mem.write32(l.params + kParamS, ops.s);
    mem.write32(l.params + kParamP, p);
    mem.write32(l.params + kParamQ, q);
    mem.write32(l.params + kParamCoreId, core_id);
    mem.write32(l.params + kParamNprime, ops.nprime);
    mem.write32(l.params + kParamA, l.a);
    mem.write32(l.params + kParamB, l.b);
    mem.write32(l.params + kParamN, l.n);
    mem.write32(l.params + kParamM, l.m);
    mem.write32(l.params + kParamRt, l.rt);
    mem.write32(l.params + kParamT, l.t);
    mem.write32(l.params + kParamLag, l.lag);
}

void PshsScheme::add_regions(mb::MbCpu& cpu, const mb::Program& program) {
    schemes::add_regions(cpu, box_regions(program));
}

std::vector<NamedRange> PshsScheme::box_regions(const mb::Program& program) {
    return schemes::box_regions(program, "pshs_white_box", "pshs_shaded_box", "pshs_muldi3");
}

Words PshsScheme::read_result(const mb::MbCpu& cpu, const PshsLayout& l, unsigned s) {
    return read_words(cpu.memory(), l.t, s + 1);
}

uint32_t PshsScheme::timer_start(const mb::MbCpu& cpu, const PshsLayout& l) {
    return cpu.memory().read32(l.params + kParamTimerStart);
}

uint32_t PshsScheme::timer_end(const mb::MbCpu& cpu, const PshsLayout& l) {
    return cpu.memory().read32(l.params + kParamTimerEnd);
}

uint64_t PshsScheme::timed_cycles(const mb::MbCpu& cpu, const PshsLayout& l) {
    const TimerSpan span = timer_span(cpu, timer_start(cpu, l), timer_end(cpu, l), "pSHS");
    return span.end - span.start;
}

}  // namespace montsim::schemes
