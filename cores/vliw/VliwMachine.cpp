#include "cores/vliw/VliwMachine.hpp"

#include "cores/vliw/PacketCore.hpp"
#include "cores/vliw/VliwPackets.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace montsim::vliw {

namespace {

constexpr unsigned kMaxRegisters = 256;  // Slot register numbers are 8 bits

uint32_t word_mask(unsigned word_bits) {
    if (word_bits >= 32) return UINT32_MAX;
    return static_cast<uint32_t>((uint64_t{1} << word_bits) - 1);
}

bool is_memory_op(VOp op) { return op == VOp::Load || op == VOp::Store; }

std::string where(size_t bundle, unsigned core, const Slot& slot) {
    return "bundle " + std::to_string(bundle) + ", core " + std::to_string(core) + ", \"" + to_string(slot) + "\"";
}

// The first problem of one slot, or nothing.
std::optional<std::string> check_slot(const VliwProgram& prog, size_t bundle, unsigned core, const Slot& s) {
    const auto bad_reg = [&](unsigned r) -> std::optional<std::string> {
        if (r < prog.registers) return std::nullopt;
        return where(bundle, core, s) + ": register R" + std::to_string(r) + " does not exist; a core has " +
               std::to_string(prog.registers) + " registers (R0..R" + std::to_string(prog.registers - 1) + ")";
    };
    switch (s.op) {
        case VOp::Nop: return std::nullopt;
        case VOp::Load:
        case VOp::Store:
            if (auto e = bad_reg(s.ri)) return e;
            if (s.addr >= prog.memory_words)
                return where(bundle, core, s) + ": address " + std::to_string(s.addr) +
                       " is outside the data memory of " + std::to_string(prog.memory_words) + " words";
            if (static_cast<size_t>(s.kind) >= kMemKinds)
                return where(bundle, core, s) + ": unknown memory kind " + std::to_string(unsigned(s.kind));
            return std::nullopt;
        case VOp::Mul:
        case VOp::Add:
        case VOp::Adc:
        case VOp::Sub:
            for (unsigned r : {unsigned(s.ri), unsigned(s.rj), unsigned(s.rk)})
                if (auto e = bad_reg(r)) return e;
            if (s.op == VOp::Mul && s.ri + 1u >= prog.registers)
                return where(bundle, core, s) + ": Mul writes the high word to R(i+1) = R" +
                       std::to_string(s.ri + 1u) + ", but a core has " + std::to_string(prog.registers) +
                       " registers (R0..R" + std::to_string(prog.registers - 1) + ")";
            return std::nullopt;
    }
    return where(bundle, core, s) + ": unknown operation code " + std::to_string(unsigned(s.op));
}

}  // namespace

std::optional<std::string> validate(const VliwProgram& prog, const VliwLatency& lat) {
    if (prog.cores == 0) return "a VLIW program needs at least 1 core";
    if (prog.word_bits < 1 || prog.word_bits > 32)
        return "word_bits must be 1..32, got " + std::to_string(prog.word_bits);
    if (prog.registers < 1 || prog.registers > kMaxRegisters)
        return "registers must be 1.." + std::to_string(kMaxRegisters) + ", got " + std::to_string(prog.registers);
    if (prog.slots.size() % prog.cores != 0)
        return "the program has " + std::to_string(prog.slots.size()) + " slots, not a multiple of its " +
               std::to_string(prog.cores) + " cores";
    // Latency 0 would make a result visible in the cycle that reads the operands.
    const std::pair<const char*, uint32_t> lats[] = {
        {"load", lat.load}, {"store", lat.store}, {"mul", lat.mul}, {"add", lat.add}};
    for (const auto& [name, cycles] : lats)
        if (cycles < 1) return std::string("latency ") + name + " must be at least 1 cycle";

    const size_t bundles = prog.bundles();
    for (size_t b = 0; b < bundles; ++b) {
        unsigned mem_ops = 0;
        for (unsigned c = 0; c < prog.cores; ++c) {
            const Slot& s = prog.at(b, c);
            if (auto e = check_slot(prog, b, c, s)) return e;
            if (is_memory_op(s.op)) ++mem_ops;
        }
        if (mem_ops > 1) {
            std::string cores;
            for (unsigned c = 0; c < prog.cores; ++c)
                if (is_memory_op(prog.at(b, c).op)) cores += (cores.empty() ? "" : ", ") + std::to_string(c);
            return "structural hazard: bundle " + std::to_string(b) + " has " + std::to_string(mem_ops) +
                   " memory operations (cores " + cores + "); the data memory has one port";
        }
    }
    return std::nullopt;
}

uint64_t end_cycle(const VliwProgram& prog, const VliwLatency& lat) {
    const size_t bundles = prog.bundles();
    uint64_t end = bundles;
    for (size_t b = 0; b < bundles; ++b)
        for (unsigned c = 0; c < prog.cores; ++c) {
            const uint32_t l = latency_of(prog.at(b, c).op, lat);
            if (l) end = std::max<uint64_t>(end, b + l);
        }
    return end;
}

// ----------------------------------------------------------------- VliwMachine

VliwMachine::VliwMachine(sc_core::sc_module_name name, const VliwProgram& program, const VliwLatency& lat,
                         sc_core::sc_time period)
    : sc_module(name), program_(program), lat_(lat), period_(period) {
    if (period_ == sc_core::SC_ZERO_TIME) throw std::invalid_argument("VliwMachine: the clock period must be > 0");
    error_ = validate(program_, lat_);
    if (!error_) {
        end_cycle_ = end_cycle(program_, lat_);
        try {
            machine_ = vliw_description(program_, lat_);
            core_ = std::make_unique<PacketCore>(machine_, vliw_packets(program_, machine_), this->name());
        } catch (const std::invalid_argument& e) {
            error_ = e.what();  // beyond what the packet core takes (more than 676 cores)
        }
    }
    stats_.busy_slots.assign(program_.cores, 0);
    SC_THREAD(run_thread);
}

VliwMachine::~VliwMachine() = default;

PacketCore& VliwMachine::core() const {
    if (!core_) throw std::logic_error("VliwMachine: the program did not validate: " + error_.value_or(""));
    return *core_;
}

void VliwMachine::write_memory(uint32_t addr, uint32_t value) {
    if (addr >= program_.memory_words)
        throw std::out_of_range("data memory: address " + std::to_string(addr) + " is outside its " +
                                std::to_string(program_.memory_words) + " words");
    if ((value & ~word_mask(program_.word_bits)) != 0)
        throw std::invalid_argument("data memory: value " + std::to_string(value) + " at address " +
                                    std::to_string(addr) + " does not fit in a word");
    core().write_memory(addr, value);
}

uint32_t VliwMachine::read_memory(uint32_t addr) const {
    if (addr >= program_.memory_words)
        throw std::out_of_range("data memory: address " + std::to_string(addr) + " is outside its " +
                                std::to_string(program_.memory_words) + " words");
    return uint32_t(core().read_memory(addr));
}

// Register files in vliw_description's order: per core R then K (the carry).
uint32_t VliwMachine::reg(unsigned c, unsigned r) const {
    if (c >= program_.cores || r >= program_.registers)
        throw std::out_of_range("core " + std::to_string(c) + " has no register R" + std::to_string(r));
    return uint32_t(core().get_register(RegRef{register_index(machine_, 2 * c, r), false, true}));
}

bool VliwMachine::carry(unsigned c) const {
    if (c >= program_.cores) throw std::out_of_range("there is no core " + std::to_string(c));
    return core().get_register(RegRef{register_index(machine_, 2 * c + 1, 0), false, true}) != 0;
}

std::string VliwMachine::register_name(uint16_t reg) const {
    const size_t file = file_of(machine_, reg);
    if (file % 2) return "Ca";
    return "R" + std::to_string(reg - register_index(machine_, file, 0));
}

// The core's fault in Fan's terms: one packet per bundle, no stalls or
// branches, so a cycle is a bundle; an op's unit is its core's.
std::string VliwMachine::fault_message(const PacketFault& f) const {
    if (f.kind == PacketFault::Kind::Other) return f.what();
    const PacketProgram& p = core_->program();
    const unsigned c = p.ops[f.op].unit / 2;
    const std::string writer = "\"" + to_string(program_.at(f.other_issued, c)) + "\" issued in bundle " +
                               std::to_string(f.other_issued);
    std::string msg = "scheduling error in cycle " + std::to_string(f.cycle) + " (bundle " + std::to_string(f.cycle) +
                      "), core " + std::to_string(c) + ", \"" + to_string(program_.at(f.cycle, c)) + "\": ";
    if (f.kind == PacketFault::Kind::EarlyRead)
        msg += "reads " + register_name(f.reg) + " while the write to it by " + writer + " lands only in cycle " +
               std::to_string(f.lands);
    else
        msg += "its write to " + register_name(f.reg) + " lands in cycle " + std::to_string(f.lands) +
               ", as does the write by " + writer;
    return msg;
}

void VliwMachine::collect_stats(uint64_t cycles, uint64_t bundles) {
    const PacketStats& ps = core_->stats();
    stats_.cycles = cycles;
    stats_.bundles = bundles;
    for (size_t k = 0; k < kMemKinds; ++k) {
        stats_.loads[k] = ps.tag_ops[vliw_tag(VOp::Load, MemKind(k))];
        stats_.stores[k] = ps.tag_ops[vliw_tag(VOp::Store, MemKind(k))];
    }
    stats_.muls = ps.tag_ops[vliw_tag(VOp::Mul)];
    stats_.adds = ps.tag_ops[vliw_tag(VOp::Add)];
    for (unsigned c = 0; c < program_.cores; ++c) stats_.busy_slots[c] = ps.unit_ops[2 * c] + ps.unit_ops[2 * c + 1];
}

void VliwMachine::run_thread() {
    if (error_) {
        finished_ = true;
        return;
    }
    try {
        core_->run();
    } catch (const PacketFault& f) {
        // Stopped before the faulting bundle issued (an early read) or while
        // it issued (a second write): the bundles before it ran.
        error_ = fault_message(f);
        collect_stats(f.cycle, f.cycle);
        if (f.cycle) wait(period_ * double(f.cycle));
        finished_ = true;
        return;
    } catch (const std::bad_alloc&) {
        error_ = sim::kNodeOutOfMemory;
        finished_ = true;
        return;
    }
    // A check of the two: the core's cycles are the program's last landing.
    if (core_->stats().cycles != end_cycle_) {
        error_ = "VliwMachine: the core ran " + std::to_string(core_->stats().cycles) +
                 " cycles, but the program's last write lands in cycle " + std::to_string(end_cycle_);
        finished_ = true;
        return;
    }
    collect_stats(end_cycle_, program_.bundles());
    if (end_cycle_) wait(period_ * double(end_cycle_));
    finished_ = true;
}

}  // namespace montsim::vliw
