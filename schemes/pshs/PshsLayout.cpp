// Where pSHS's program keeps its parameters and operands (PshsScheme.hpp):
// the parameter block's offsets, the program, scheme.q's columns.
#include "schemes/pshs/PshsScheme.hpp"

#include <stdexcept>

#include "cores/mb/toolchain/Assembler.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/BoxRegions.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/ParamBlock.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/pshs/PshsModel.hpp"

namespace montsim::schemes {

namespace {

// The parameter block's offsets, from its one declaration (pshs.params.toml),
// looked up once.
struct Offsets {
    uint32_t s, p, q, id, nprime, a, b, n, m, rt, t, timer_start, timer_end, lag;
};

const Offsets& offsets() {
    static const Offsets o = [] {
        const ParamBlock& b = ParamBlock::declared("pshs/pshs.params.toml");
        return Offsets{b.offset("s"), b.offset("p"), b.offset("q"), b.offset("id"), b.offset("nprime"),
                       b.offset("a"), b.offset("b"), b.offset("n"), b.offset("m"), b.offset("rt"),
                       b.offset("t"), b.offset("timer_start"), b.offset("timer_end"), b.offset("lag")};
    }();
    return o;
}


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

unsigned PshsScheme::columns(const sim::Config& cfg, unsigned s, unsigned p) { return columns(columns_key(cfg), s, p); }

unsigned PshsScheme::columns_key(const sim::Config& cfg) { return static_cast<unsigned>(cfg.get_int(kColumns)); }

unsigned PshsScheme::columns(unsigned key, unsigned s, unsigned p) {
    const int64_t q = key;
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
    const Offsets& o = offsets();
    mem.write32(l.params + o.s, ops.s);
    mem.write32(l.params + o.p, p);
    mem.write32(l.params + o.q, q);
    mem.write32(l.params + o.id, core_id);
    mem.write32(l.params + o.nprime, ops.nprime);
    mem.write32(l.params + o.a, l.a);
    mem.write32(l.params + o.b, l.b);
    mem.write32(l.params + o.n, l.n);
    mem.write32(l.params + o.m, l.m);
    mem.write32(l.params + o.rt, l.rt);
    mem.write32(l.params + o.t, l.t);
    mem.write32(l.params + o.lag, l.lag);
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
    return cpu.memory().read32(l.params + offsets().timer_start);
}

uint32_t PshsScheme::timer_end(const mb::MbCpu& cpu, const PshsLayout& l) {
    return cpu.memory().read32(l.params + offsets().timer_end);
}

uint64_t PshsScheme::timed_cycles(const mb::MbCpu& cpu, const PshsLayout& l) {
    const TimerSpan span = timer_span(cpu, timer_start(cpu, l), timer_end(cpu, l), "pSHS");
    return span.end - span.start;
}

}  // namespace montsim::schemes
