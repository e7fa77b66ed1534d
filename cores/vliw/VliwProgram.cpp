#include "cores/vliw/VliwProgram.hpp"

namespace montsim::vliw {

std::string_view vop_name(VOp op) {
    switch (op) {
        case VOp::Nop: return "Nop";
        case VOp::Load: return "Load";
        case VOp::Store: return "Store";
        case VOp::Mul: return "Mul";
        case VOp::Add: return "Add";
        case VOp::Adc: return "Adc";
        case VOp::Sub: return "Sub";
    }
    return "?";
}

std::string_view mem_kind_name(MemKind k) {
    switch (k) {
        case MemKind::None: return "none";
        case MemKind::Operand: return "operand";
        case MemKind::Transfer: return "transfer";
        case MemKind::Spill: return "spill";
        case MemKind::Constant: return "constant";
        case MemKind::Result: return "result";
    }
    return "?";
}

namespace {
std::string reg_name(unsigned r) { return "R" + std::to_string(r); }
}  // namespace

std::string to_string(const Slot& slot) {
    std::string s(vop_name(slot.op));
    switch (slot.op) {
        case VOp::Nop: break;
        case VOp::Load:
        case VOp::Store:
            s += " " + reg_name(slot.ri) + ", #" + std::to_string(slot.addr);
            // The kind only matters for counting; a slot without one prints bare.
            if (slot.kind != MemKind::None) s += " (" + std::string(mem_kind_name(slot.kind)) + ")";
            break;
        case VOp::Mul:
        case VOp::Add:
        case VOp::Adc:
        case VOp::Sub: s += " " + reg_name(slot.ri) + ", " + reg_name(slot.rj) + ", " + reg_name(slot.rk); break;
        default: s += " ?"; break;
    }
    return s;
}

uint32_t latency_of(VOp op, const VliwLatency& lat) {
    switch (op) {
        case VOp::Load: return lat.load;
        case VOp::Store: return lat.store;
        case VOp::Mul: return lat.mul;
        case VOp::Add:
        case VOp::Adc:
        case VOp::Sub: return lat.add;
        default: return 0;
    }
}

}  // namespace montsim::vliw
