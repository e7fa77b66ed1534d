#include "cores/vliw/VliwPackets.hpp"

#include <stdexcept>

namespace montsim::vliw {

namespace {

// Core c's letters: AA, AB, ..., AZ, BA, ... (file names are letters only,
// all of one length so that none begins another).
std::string letters(unsigned c) { return std::string(1, char('A' + c / 26)) + char('A' + c % 26); }

const char* const kSource = "Fan, Sakiyama and Verbauwhede (SiPS 2007): the VLIW shared-memory prototype "
                            "(cores/vliw/VliwProgram.hpp)";

constexpr size_t kKinds = size_t(MemKind::Result) + 1;

}  // namespace

// Tags: 0 none, 1 Mul, 2 the adds, then a Load and a Store per MemKind.
uint16_t vliw_tag(VOp op, MemKind kind) {
    switch (op) {
    case VOp::Mul: return 1;
    case VOp::Add: case VOp::Adc: case VOp::Sub: return 2;
    case VOp::Load: return uint16_t(3 + 2 * size_t(kind));
    case VOp::Store: return uint16_t(4 + 2 * size_t(kind));
    default: return 0;
    }
}

MachineDescription vliw_description(const VliwProgram& program, const VliwLatency& lat) {
    if (program.cores == 0 || program.cores > 26 * 26) throw std::invalid_argument("vliw_description: 1..676 cores");
    MachineDescription m;
    m.name = "fan_p" + std::to_string(program.cores);
    m.summary = "Fan et al.'s prototype: " + std::to_string(program.cores) + " cores in lock-step, one op each per "
                "bundle, one shared single-ported memory";
    m.source = kSource;
    m.issue_width = program.cores;
    m.interlocked = false;
    m.early_reads_fault = true;  // a read in flight is a scheduling error there; the programs never make one
    m.multiplier_bits = program.word_bits;
    m.accumulator_bits = 2 * program.word_bits;
    OpClass load{"LOAD", {}, {"ld"}, lat.load, false, kSource};
    OpClass store{"STORE", {}, {"st"}, lat.store, false, kSource};
    OpClass mul{"MUL", {}, {"mpy"}, lat.mul, false, kSource};
    OpClass add{"ADD", {}, {"addc", "adc", "subc"}, lat.add, false, kSource};
    MachineGroup port{"memory port", 1, {}};
    for (unsigned c = 0; c < program.cores; ++c) {
        const std::string id = letters(c), side = "C" + id;
        m.units.push_back({"U" + id, "U" + id, side, ""});
        m.units.push_back({"M" + id, "M" + id, side, ""});
        m.groups.push_back({"core " + id, 1, {"U" + id, "M" + id}});
        port.kinds.push_back("M" + id);
        load.kinds.push_back("M" + id), store.kinds.push_back("M" + id);
        mul.kinds.push_back("U" + id), add.kinds.push_back("U" + id);
        m.registers.push_back({"R" + id, side, program.registers, program.word_bits, 2 * program.word_bits, true});
        m.registers.push_back({"K" + id, side, 1, 1, 2, false});
    }
    m.registers.push_back({"ZR", "", 1, 32, 64, false});
    m.groups.push_back(port);
    for (const OpClass* c : {&load, &store, &mul, &add}) m.classes[c->name] = *c;
    return m;
}

PacketProgram vliw_packets(const VliwProgram& program, const MachineDescription& m) {
    PacketProgram p;
    p.word_bits = program.word_bits;
    p.memory_words = program.memory_words;
    p.tags = {"", "mul", "add"};
    for (size_t k = 0; k < kKinds; ++k)
        for (const char* what : {"load ", "store "}) p.tags.push_back(what + std::string(mem_kind_name(MemKind(k))));
    // Register files in the order vliw_description made them: R and K per core, then ZR.
    auto reg = [&](unsigned core, unsigned r) { return RegRef{register_index(m, 2 * core, r), false, true}; };
    const RegRef zero{register_index(m, 2 * program.cores, 0), false, true};
    CycleAppender out(p, 0);
    for (size_t b = 0; b < program.bundles(); ++b) {
        for (unsigned c = 0; c < program.cores; ++c) {
            const Slot& s = program.at(b, c);
            if (s.op == VOp::Nop) continue;
            PacketOp o;
            o.unit = uint16_t(2 * c + (s.op == VOp::Load || s.op == VOp::Store ? 1 : 0));
            o.tag = vliw_tag(s.op, s.kind);
            switch (s.op) {
            case VOp::Load: o.op = POp::Ld, o.cls = "LOAD", o.rd = reg(c, s.ri), o.ra = zero, o.imm = s.addr; break;
            case VOp::Store: o.op = POp::St, o.cls = "STORE", o.rd = reg(c, s.ri), o.ra = zero, o.imm = s.addr; break;
            case VOp::Mul:
                o.op = POp::Mpy, o.cls = "MUL";
                o.rd = RegRef{reg(c, s.ri).reg, true, true}, o.ra = reg(c, s.rj), o.rb = reg(c, s.rk);
                break;
            case VOp::Add: case VOp::Adc: case VOp::Sub:
                o.op = s.op == VOp::Add ? POp::Addc : s.op == VOp::Adc ? POp::Adc : POp::Subc;
                o.cls = "ADD";
                o.rd = reg(c, s.ri), o.ra = reg(c, s.rj), o.rb = reg(c, s.rk);
                o.kc = RegRef{register_index(m, 2 * c + 1, 0), false, true};
                break;
            default: throw std::logic_error("vliw_packets: an unknown VOp");
            }
            out.op(std::move(o));
        }
        out.end_cycle();
    }
    out.finish();
    return p;
}

}  // namespace montsim::vliw
