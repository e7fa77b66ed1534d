// The schedule checker and the functional interpreter. Both read only the
// program and the latency table: neither knows how the program was built,
// so they check the generator, the allocator and the scheduler from outside.
#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "schemes/fan/FanInternal.hpp"

namespace montsim::schemes::fan {

using detail::is_memory;
using detail::slot_access;
using vliw::MemKind;
using vliw::Slot;
using vliw::VOp;

namespace {

std::string reg_name(int r, unsigned registers) { return r == int(registers) ? "Ca" : "R" + std::to_string(r); }

std::string where(size_t bundle, unsigned core, const Slot& s) {
    return "bundle " + std::to_string(bundle) + ", core " + std::to_string(core) + " \"" + vliw::to_string(s) + "\"";
}

// Register numbers in range; empty if fine.
std::string register_problem(const Slot& s, unsigned registers) {
    const auto bad = [&](unsigned r) { return r >= registers; };
    switch (s.op) {
        case VOp::Nop: return {};
        case VOp::Load:
        case VOp::Store: return bad(s.ri) ? "register R" + std::to_string(s.ri) + " does not exist" : std::string();
        case VOp::Mul:
            if (s.ri + 1u >= registers) return "Mul's high word R" + std::to_string(s.ri + 1u) + " does not exist";
            [[fallthrough]];
        case VOp::Add:
        case VOp::Adc:
        case VOp::Sub:
            for (unsigned r : {unsigned(s.ri), unsigned(s.rj), unsigned(s.rk)})
                if (bad(r)) return "register R" + std::to_string(r) + " does not exist";
            return {};
    }
    return "unknown operation";
}

uint32_t word_mask(unsigned w) { return w >= 32 ? 0xFFFFFFFFu : uint32_t((uint64_t(1) << w) - 1); }

}  // namespace

std::vector<std::string> check_schedule(const vliw::VliwProgram& prog, const vliw::VliwLatency& lat) {
    std::vector<std::string> errors;
    constexpr size_t kMaxReports = 200;
    const auto report = [&](std::string msg) {
        if (errors.size() < kMaxReports) errors.push_back(std::move(msg));
    };
    if (prog.cores == 0 || prog.slots.size() % prog.cores != 0) {
        report("the program's slots are not a whole number of bundles of " + std::to_string(prog.cores) + " cores");
        return errors;
    }
    const unsigned p = prog.cores, regs = prog.registers;
    // Per core and register (Ca = regs): the latest landing cycle in flight and
    // its issuing bundle, and the landing cycles of all writes in flight.
    std::vector<std::vector<uint64_t>> busy(p, std::vector<uint64_t>(regs + 1, 0));
    std::vector<std::vector<uint64_t>> writer(p, std::vector<uint64_t>(regs + 1, 0));
    std::vector<std::vector<std::vector<uint64_t>>> lands(p, std::vector<std::vector<uint64_t>>(regs + 1));
    struct MemRef {
        size_t bundle;
        unsigned core;
    };
    std::unordered_map<uint32_t, std::vector<MemRef>> stores;
    std::vector<std::pair<MemRef, uint32_t>> loads;

    for (size_t b = 0; b < prog.bundles(); ++b) {
        unsigned mem_ops = 0;
        for (unsigned c = 0; c < p; ++c) {
            const Slot& s = prog.at(b, c);
            if (s.op == VOp::Nop) continue;
            if (const std::string e = register_problem(s, regs); !e.empty()) {
                report(where(b, c, s) + ": " + e);
                continue;
            }
            const detail::SlotAccess acc = slot_access(s, regs);
            for (int r : acc.reads)
                if (r >= 0 && busy[c][r] > b)
                    report(where(b, c, s) + " reads " + reg_name(r, regs) + " while the write issued in bundle " +
                           std::to_string(writer[c][r]) + " lands only in cycle " + std::to_string(busy[c][r]));
            const uint64_t land = b + vliw::latency_of(s.op, lat);
            for (int r : acc.writes) {
                if (r < 0) continue;
                auto& l = lands[c][r];
                l.erase(std::remove_if(l.begin(), l.end(), [&](uint64_t x) { return x <= b; }), l.end());
                for (uint64_t x : l)
                    if (x == land)
                        report(where(b, c, s) + ": its write to " + reg_name(r, regs) + " lands in cycle " +
                               std::to_string(land) + " together with an earlier one");
                l.push_back(land);
                if (land >= busy[c][r]) {
                    busy[c][r] = land;
                    writer[c][r] = b;
                }
            }
            if (is_memory(s.op)) {
                ++mem_ops;
                if (s.addr >= prog.memory_words)
                    report(where(b, c, s) + ": address outside the " + std::to_string(prog.memory_words) +
                           "-word memory");
                if (s.op == VOp::Store)
                    stores[s.addr].push_back({b, c});
                else
                    loads.push_back({{b, c}, s.addr});
            }
        }
        if (mem_ops > 1)
            report("bundle " + std::to_string(b) + " has " + std::to_string(mem_ops) +
                   " memory operations; the memory has one port");
    }
    for (const auto& [addr, list] : stores)
        if (list.size() > 1)
            report("address " + std::to_string(addr) + " is stored " + std::to_string(list.size()) +
                   " times (bundles " + std::to_string(list[0].bundle) + ", " + std::to_string(list[1].bundle) +
                   "); intermediate words are written once");
    for (const auto& [ld, addr] : loads) {
        const auto it = stores.find(addr);
        if (it == stores.end()) continue;  // an input word
        const MemRef& st = it->second.front();
        if (ld.bundle < st.bundle + lat.store)
            report(where(ld.bundle, ld.core, prog.at(ld.bundle, ld.core)) + " reads address " + std::to_string(addr) +
                   " before the Store in bundle " + std::to_string(st.bundle) + " (core " + std::to_string(st.core) +
                   ") is visible (cycle " + std::to_string(st.bundle + lat.store) + ")");
    }
    return errors;
}

std::vector<uint32_t> interpret(const vliw::VliwProgram& prog, const vliw::VliwLatency& lat,
                                std::vector<uint32_t> memory) {
    const unsigned p = prog.cores, regs = prog.registers, w = prog.word_bits;
    const uint32_t mask = word_mask(w);
    if (p == 0 || prog.slots.size() % p != 0) throw std::runtime_error("interpret: malformed program");
    std::vector<std::vector<uint32_t>> reg(p, std::vector<uint32_t>(regs + 1, 0));
    std::vector<std::vector<uint64_t>> busy(p, std::vector<uint64_t>(regs + 1, 0));
    struct Write {
        unsigned core;
        int reg;  // -1: memory
        uint32_t addr, value;
    };
    std::map<uint64_t, std::vector<Write>> pending;
    const auto fail = [](size_t b, unsigned c, const Slot& s, const std::string& what) {
        throw std::runtime_error("interpret: bundle " + std::to_string(b) + ", core " + std::to_string(c) + " \"" +
                                 vliw::to_string(s) + "\": " + what);
    };
    const auto check_addr = [&](size_t b, unsigned c, const Slot& s) {
        if (s.addr >= memory.size()) fail(b, c, s, "address outside the memory");
    };
    const size_t bundles = prog.bundles();
    for (uint64_t t = 0;; ++t) {
        while (!pending.empty() && pending.begin()->first <= t) {
            for (const Write& wr : pending.begin()->second) {
                if (wr.reg < 0)
                    memory[wr.addr] = wr.value;
                else
                    reg[wr.core][wr.reg] = wr.value;
            }
            pending.erase(pending.begin());
        }
        if (t >= bundles) {
            if (pending.empty()) break;
            continue;
        }
        unsigned mem_ops = 0;
        for (unsigned c = 0; c < p; ++c) {
            const Slot& s = prog.at(t, c);
            if (s.op == VOp::Nop) continue;
            if (const std::string e = register_problem(s, regs); !e.empty()) fail(t, c, s, e);
            const detail::SlotAccess acc = slot_access(s, regs);
            for (int r : acc.reads)
                if (r >= 0 && busy[c][r] > t) fail(t, c, s, "reads " + reg_name(r, regs) + " while a write is in flight");
            const uint64_t land = t + vliw::latency_of(s.op, lat);
            const auto write = [&](int r, uint32_t value) {
                auto& at = pending[land];
                for (const Write& o : at)
                    if (o.reg == r && o.core == c) fail(t, c, s, "two writes to " + reg_name(r, regs) + " land together");
                at.push_back({c, r, 0, value & mask});
                busy[c][r] = std::max(busy[c][r], land);
            };
            const uint32_t a = reg[c][s.rj], bv = reg[c][s.rk];
            switch (s.op) {
                case VOp::Load:
                    check_addr(t, c, s);
                    ++mem_ops;
                    write(s.ri, memory[s.addr]);
                    break;
                case VOp::Store:
                    check_addr(t, c, s);
                    ++mem_ops;
                    pending[land].push_back({c, -1, s.addr, reg[c][s.ri] & mask});
                    break;
                case VOp::Mul: {
                    const uint64_t prod = uint64_t(a) * bv;
                    write(s.ri, uint32_t(prod & mask));
                    write(s.ri + 1, uint32_t((prod >> w) & mask));
                    break;
                }
                case VOp::Add:
                case VOp::Adc: {
                    const uint64_t sum = uint64_t(a) + bv + (s.op == VOp::Adc ? reg[c][regs] : 0);
                    write(s.ri, uint32_t(sum & mask));
                    write(int(regs), uint32_t((sum >> w) & 1));
                    break;
                }
                case VOp::Sub:
                    write(s.ri, uint32_t((uint64_t(a) - bv) & mask));
                    write(int(regs), a < bv ? 1 : 0);
                    break;
                case VOp::Nop: break;
            }
        }
        if (mem_ops > 1)
            throw std::runtime_error("interpret: bundle " + std::to_string(t) + " has " + std::to_string(mem_ops) +
                                     " memory operations; the memory has one port");
    }
    return memory;
}

}  // namespace montsim::schemes::fan
