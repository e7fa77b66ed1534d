#include "cores/vliw/VliwMachine.hpp"

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

std::string reg_name(unsigned r, unsigned registers) { return r == registers ? "Ca" : "R" + std::to_string(r); }

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

OpResult compute(VOp op, uint32_t a, uint32_t b, bool carry_in, unsigned word_bits) {
    const uint64_t mask = word_mask(word_bits);
    OpResult r;
    switch (op) {
        case VOp::Mul: {
            const uint64_t p = uint64_t{a} * b;
            r.lo = static_cast<uint32_t>(p & mask);
            r.hi = static_cast<uint32_t>((p >> word_bits) & mask);
            break;
        }
        case VOp::Add:
        case VOp::Adc: {
            const uint64_t sum = uint64_t{a} + b + (op == VOp::Adc && carry_in ? 1 : 0);
            r.lo = static_cast<uint32_t>(sum & mask);
            r.carry = ((sum >> word_bits) & 1) != 0;
            break;
        }
        case VOp::Sub:
            r.lo = static_cast<uint32_t>((uint64_t{a} - b) & mask);
            r.carry = a < b;  // the borrow
            break;
        default: break;
    }
    return r;
}


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

// ---------------------------------------------------------------- SharedMemory

SharedMemory::SharedMemory(sc_core::sc_module_name name, uint32_t words, unsigned word_bits, uint32_t store_latency)
    : sc_module(name),
      words_(words, 0),
      mask_(word_mask(word_bits)),
      store_latency_(store_latency),
      pending_(size_t{store_latency} + 1) {}

void SharedMemory::claim_port(uint32_t addr, uint64_t cycle) {
    if (addr >= words_.size())
        throw std::out_of_range("data memory: address " + std::to_string(addr) + " is outside its " +
                                std::to_string(words_.size()) + " words");
    if (last_access_ == cycle)
        throw std::logic_error("structural hazard: a second data memory access in cycle " + std::to_string(cycle) +
                               "; the data memory has one port");
    last_access_ = cycle;
}

uint32_t SharedMemory::load(uint32_t addr, MemKind kind, uint64_t cycle) {
    claim_port(addr, cycle);
    ++loads_[static_cast<size_t>(kind)];
    return words_[addr];
}

void SharedMemory::store(uint32_t addr, uint32_t value, MemKind kind, uint64_t cycle) {
    claim_port(addr, cycle);
    ++stores_[static_cast<size_t>(kind)];
    // One access per cycle and a fixed latency: the slot's previous store
    // landed store_latency + 1 cycles ago at the latest.
    pending_[(cycle + store_latency_) % pending_.size()] = {true, addr, value & mask_};
}

void SharedMemory::land(uint64_t cycle) {
    PendingStore& ps = pending_[cycle % pending_.size()];
    if (ps.valid) {
        words_[ps.addr] = ps.value;
        ps.valid = false;
    }
}

void SharedMemory::poke(uint32_t addr, uint32_t value) {
    if (addr >= words_.size())
        throw std::out_of_range("data memory: address " + std::to_string(addr) + " is outside its " +
                                std::to_string(words_.size()) + " words");
    if ((value & ~mask_) != 0)
        throw std::invalid_argument("data memory: value " + std::to_string(value) + " at address " +
                                    std::to_string(addr) + " does not fit in a word");
    words_[addr] = value;
}

// -------------------------------------------------------------------- VliwCore

VliwCore::VliwCore(sc_core::sc_module_name name, unsigned id, unsigned registers, unsigned word_bits,
                   const VliwLatency& lat, SharedMemory& memory)
    : sc_module(name),
      id_(id),
      registers_(registers),
      word_bits_(word_bits),
      lat_(lat),
      memory_(memory),
      regs_(size_t{registers} + 1, 0),
      busy_until_(size_t{registers} + 1, 0),
      writer_(size_t{registers} + 1, 0),
      ring_(size_t{std::max({lat.load, lat.mul, lat.add})} + 1) {}

uint32_t VliwCore::reg(unsigned r) const {
    if (r >= registers_)
        throw std::out_of_range("core " + std::to_string(id_) + " has no register R" + std::to_string(r));
    return regs_[r];
}

std::optional<VliwCore::Conflict> VliwCore::check_read(unsigned r, uint64_t cycle) const {
    if (busy_until_[r] <= cycle) return std::nullopt;
    return Conflict{Conflict::Kind::ReadInFlight, r, writer_[r], busy_until_[r]};
}

std::optional<VliwCore::Conflict> VliwCore::check_write(unsigned r, uint64_t lands) const {
    const Bucket& b = ring_[lands % ring_.size()];
    for (size_t i = 0; i < b.n; ++i)
        if (b.w[i].reg == r) return Conflict{Conflict::Kind::SameCycleWrite, r, b.w[i].issued, lands};
    return std::nullopt;
}

void VliwCore::schedule(unsigned r, uint32_t value, uint64_t cycle, uint64_t lands) {
    Bucket& b = ring_[lands % ring_.size()];
    if (b.n == b.w.size()) throw std::logic_error("VliwCore: too many writes landing in one cycle");
    b.w[b.n++] = {value, static_cast<uint16_t>(r), cycle};
    // Several writes may be in flight; a reader must wait for the last one.
    if (lands >= busy_until_[r]) {
        busy_until_[r] = lands;
        writer_[r] = cycle;
    }
}

void VliwCore::land(uint64_t cycle) {
    Bucket& b = ring_[cycle % ring_.size()];
    for (size_t i = 0; i < b.n; ++i) regs_[b.w[i].reg] = b.w[i].value;
    b.n = 0;
}

std::optional<VliwCore::Conflict> VliwCore::issue(const Slot& s, uint64_t cycle) {
    const unsigned ca = registers_;
    switch (s.op) {
        case VOp::Nop: return std::nullopt;
        case VOp::Load: {
            const uint64_t lands = cycle + lat_.load;
            if (auto c = check_write(s.ri, lands)) return c;
            schedule(s.ri, memory_.load(s.addr, s.kind, cycle), cycle, lands);
            break;
        }
        case VOp::Store:
            if (auto c = check_read(s.ri, cycle)) return c;
            memory_.store(s.addr, regs_[s.ri], s.kind, cycle);
            break;
        case VOp::Mul: {
            if (auto c = check_read(s.rj, cycle)) return c;
            if (auto c = check_read(s.rk, cycle)) return c;
            const uint64_t lands = cycle + lat_.mul;
            if (auto c = check_write(s.ri, lands)) return c;
            if (auto c = check_write(s.ri + 1u, lands)) return c;
            const OpResult r = compute(VOp::Mul, regs_[s.rj], regs_[s.rk], false, word_bits_);
            schedule(s.ri, r.lo, cycle, lands);
            schedule(s.ri + 1u, r.hi, cycle, lands);
            ++muls_;
            break;
        }
        case VOp::Add:
        case VOp::Adc:
        case VOp::Sub: {
            if (auto c = check_read(s.rj, cycle)) return c;
            if (auto c = check_read(s.rk, cycle)) return c;
            if (s.op == VOp::Adc)
                if (auto c = check_read(ca, cycle)) return c;
            const uint64_t lands = cycle + lat_.add;
            if (auto c = check_write(s.ri, lands)) return c;
            if (auto c = check_write(ca, lands)) return c;
            const OpResult r = compute(s.op, regs_[s.rj], regs_[s.rk], regs_[ca] != 0, word_bits_);
            schedule(s.ri, r.lo, cycle, lands);
            schedule(ca, r.carry ? 1 : 0, cycle, lands);
            ++adds_;
            break;
        }
    }
    ++busy_;
    return std::nullopt;
}

// ----------------------------------------------------------------- VliwMachine

VliwMachine::VliwMachine(sc_core::sc_module_name name, const VliwProgram& program, const VliwLatency& lat,
                         sc_core::sc_time period)
    : sc_module(name),
      program_(program),
      lat_(lat),
      period_(period),
      memory_("memory", program.memory_words, program.word_bits, lat.store) {
    if (period_ == sc_core::SC_ZERO_TIME) throw std::invalid_argument("VliwMachine: the clock period must be > 0");
    error_ = validate(program_, lat_);
    if (!error_) {
        end_cycle_ = end_cycle(program_, lat_);
        for (unsigned c = 0; c < program_.cores; ++c)
            cores_.push_back(std::make_unique<VliwCore>(("core" + std::to_string(c)).c_str(), c, program_.registers,
                                                        program_.word_bits, lat_, memory_));
    }
    stats_.busy_slots.assign(cores_.size(), 0);
    SC_THREAD(run_thread);
}

VliwMachine::~VliwMachine() = default;

void VliwMachine::write_memory(uint32_t addr, uint32_t value) { memory_.poke(addr, value); }
uint32_t VliwMachine::read_memory(uint32_t addr) const { return memory_.peek(addr); }
uint32_t VliwMachine::reg(unsigned core, unsigned r) const { return cores_.at(core)->reg(r); }
bool VliwMachine::carry(unsigned core) const { return cores_.at(core)->carry(); }

std::string VliwMachine::conflict_message(uint64_t cycle, unsigned core, const VliwCore::Conflict& c) const {
    const std::string reg = reg_name(c.reg, program_.registers);
    const std::string writer = "\"" + to_string(program_.at(c.writer_bundle, core)) + "\" issued in bundle " +
                               std::to_string(c.writer_bundle);
    std::string msg = "scheduling error in cycle " + std::to_string(cycle) + " (bundle " + std::to_string(cycle) +
                      "), core " + std::to_string(core) + ", \"" + to_string(program_.at(cycle, core)) + "\": ";
    if (c.kind == VliwCore::Conflict::Kind::ReadInFlight)
        msg += "reads " + reg + " while the write to it by " + writer + " lands only in cycle " +
               std::to_string(c.lands);
    else
        msg += "its write to " + reg + " lands in cycle " + std::to_string(c.lands) + ", as does the write by " +
               writer;
    return msg;
}

void VliwMachine::collect_stats(uint64_t cycles, uint64_t bundles) {
    stats_.cycles = cycles;
    stats_.bundles = bundles;
    stats_.loads = memory_.loads();
    stats_.stores = memory_.stores();
    stats_.muls = stats_.adds = 0;
    for (size_t c = 0; c < cores_.size(); ++c) {
        stats_.busy_slots[c] = cores_[c]->busy_slots();
        stats_.muls += cores_[c]->muls();
        stats_.adds += cores_[c]->adds();
    }
}

void VliwMachine::run_thread() {
    if (error_) {
        finished_ = true;
        return;
    }
    const uint64_t bundles = program_.bundles();
    const unsigned p = program_.cores;
    const Slot* slots = program_.slots.data();
    uint64_t t = 0;
    try {
        // Cycle t: the writes landing at t become visible, then bundle t issues
        // (its operands read as of t). The run ends when the last write has landed.
        for (;; ++t) {
            memory_.land(t);
            for (auto& core : cores_) core->land(t);
            if (t < bundles) {
                const Slot* bundle = slots + t * p;
                for (unsigned c = 0; c < p; ++c) {
                    if (const auto conflict = cores_[c]->issue(bundle[c], t)) {
                        error_ = conflict_message(t, c, *conflict);
                        collect_stats(t, t);
                        finished_ = true;
                        return;
                    }
                }
            }
            if (t >= end_cycle_) break;
            wait(period_);
        }
    } catch (const std::bad_alloc&) {
        error_ = sim::kNodeOutOfMemory;
        finished_ = true;
        return;
    } catch (const std::exception& e) {
        error_ = "cycle " + std::to_string(t) + ": " + e.what();
        collect_stats(t, std::min<uint64_t>(t, bundles));
        finished_ = true;
        return;
    }
    collect_stats(end_cycle_, bundles);
    finished_ = true;
}

}  // namespace montsim::vliw
