#include "cores/vliw/PacketCore.hpp"

#include <algorithm>

namespace montsim::vliw {

namespace {
uint64_t mask_of(unsigned bits) { return bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1; }
}  // namespace

PacketCore::PacketCore(const MachineDescription& m, PacketProgram program, std::string source_name)
    : m_(m), p_(std::move(program)), source_(std::move(source_name)) {
    check_packets(m_, p_, source_);
    for (const auto& f : m_.registers)
        for (unsigned i = 0; i < f.count; ++i) {
            bits_.push_back(f.bits);
            mask_.push_back(mask_of(f.bits));
            pair_mask_.push_back(mask_of(f.pair_bits));
        }
    regs_.assign(bits_.size(), 0);
    ready_.assign(bits_.size(), 0);
    writer_.assign(bits_.size(), Writer{});
    memory_.assign(p_.memory_words, 0);
    word_mask_ = mask_of(p_.word_bits);
    mul_mask_ = m_.multiplier_bits ? mask_of(m_.multiplier_bits) : ~uint64_t(0);
    interlocked_ = m_.interlocked;
    early_reads_fault_ = m_.early_reads_fault && !m_.interlocked;
    uint32_t most_latency = 1;
    for (const PacketOp& o : p_.ops) {
        Exec e{};
        e.op = o.op;
        e.pred_used = o.pred.used, e.pred_negated = o.pred_negated, e.pred = o.pred.reg;
        e.rd = o.rd.reg, e.ra = o.ra.reg, e.rb = o.rb.reg, e.kc = o.kc.reg;
        e.unit = o.unit, e.tag = o.tag;
        e.rd_pair = o.rd.pair, e.ra_pair = o.ra.pair, e.rb_pair = o.rb.pair;
        e.latency = m_.classes.at(o.cls).latency;
        e.imm = o.imm;
        e.target = o.target;
        most_latency = std::max(most_latency, e.latency);
        exec_.push_back(e);
    }
    ring_size_ = most_latency + 2;
    landings_.resize(ring_size_);
    // At most every op of every packet in flight lands in one cycle, two
    // writes each (a result and a pointer): reserved once, so that the run
    // never allocates.
    for (auto& bucket : landings_) bucket.reserve(size_t(m_.issue_width) * 2 * ring_size_);
    branch_at_.assign(ring_size_, 0);
    stats_.region_cycles.assign(p_.regions.size(), 0);
    stats_.unit_ops.assign(m_.units.size(), 0);
    stats_.tag_ops.assign(p_.tags.size(), 0);
    for (const auto& [addr, words] : p_.data)
        for (size_t i = 0; i < words.size(); ++i) write_memory(uint32_t(addr + i), words[i]);
}

void PacketCore::write_memory(uint32_t addr, uint64_t word) { memory_.at(addr) = word & word_mask_; }
uint64_t PacketCore::read_memory(uint32_t addr) const { return memory_.at(addr); }

uint64_t PacketCore::read(uint16_t r, bool pair) const {
    return pair ? (regs_[r] | (regs_[r + 1] << bits_[r])) & pair_mask_[r] : regs_[r];
}

void PacketCore::set_register(RegRef r, uint64_t value) {
    if (r.reg + (r.pair ? 1u : 0u) >= regs_.size()) throw std::out_of_range("set_register: no such register");
    if (r.pair) {
        value &= pair_mask_[r.reg];
        regs_[r.reg] = value & mask_[r.reg];
        regs_[r.reg + 1] = (value >> bits_[r.reg]) & mask_[r.reg + 1];
    } else {
        regs_[r.reg] = value & mask_[r.reg];
    }
}

uint64_t PacketCore::get_register(RegRef r) const {
    if (r.reg + (r.pair ? 1u : 0u) >= regs_.size()) throw std::out_of_range("get_register: no such register");
    return read(r.reg, r.pair);
}

std::string PacketCore::op_text(uint32_t op) const {
    const PacketOp& o = p_.ops[op];
    return packet_op_text(m_, o, "packet " + std::to_string(o.target));
}

PacketFault PacketCore::make_fault(size_t packet, uint64_t cycle, const std::string& what, PacketFault::Kind kind) const {
    const uint32_t line = packet < p_.packets.size() ? p_.packets[packet].line : 0;
    PacketFault f(source_ + ":" + (line ? std::to_string(line) + ": " : "") + "packet " + std::to_string(packet) +
                      ", cycle " + std::to_string(cycle) + ": " + what,
                  kind);
    f.cycle = cycle;
    return f;
}

void PacketCore::fault(size_t packet, uint64_t cycle, const std::string& what) const {
    throw make_fault(packet, cycle, what, PacketFault::Kind::Other);
}

void PacketCore::schedule(uint64_t cycle, uint16_t r, bool pair, uint64_t value, size_t packet, uint32_t op,
                          uint64_t issued) {
    auto& bucket = landings_[cycle % ring_size_];
    for (const Landing& l : bucket) {
        if (l.memory) continue;
        // The register both writes name (a pair overlapping either half).
        const uint32_t both = l.where == r || (l.pair && l.where + 1 == r) ? r
                              : pair && uint32_t(r) + 1 == l.where          ? uint32_t(r) + 1
                                                                            : UINT32_MAX;
        if (both == UINT32_MAX) continue;
        PacketFault f = make_fault(packet, issued,
                                   op_text(op) + ": its write to " + register_name(m_, RegRef{uint16_t(both), false, true}) +
                                       " lands in cycle " + std::to_string(cycle) + ", as does the write by " +
                                       op_text(l.op) + " issued in cycle " + std::to_string(l.issued) +
                                       " (a register cannot be written twice in one cycle)",
                                   PacketFault::Kind::SameCycleWrite);
        f.op = op, f.reg = uint16_t(both), f.other_op = l.op, f.other_issued = l.issued, f.lands = cycle;
        throw f;
    }
    bucket.push_back(Landing{r, false, pair, op, issued, value});
    ++in_flight_;
    for (uint16_t x = r; x <= r + (pair ? 1 : 0); ++x)
        if (cycle >= ready_[x]) ready_[x] = cycle, writer_[x] = Writer{op, issued};
    last_landing_ = std::max(last_landing_, cycle);
}

void PacketCore::land(uint64_t cycle) {
    auto& bucket = landings_[cycle % ring_size_];
    if (bucket.empty()) return;
    for (const Landing& l : bucket) {
        if (l.memory) {
            memory_[l.where] = l.value & word_mask_;
        } else if (l.pair) {
            const uint64_t v = l.value & pair_mask_[l.where];
            regs_[l.where] = v & mask_[l.where];
            regs_[l.where + 1] = (v >> bits_[l.where]) & mask_[l.where + 1];
        } else {
            regs_[l.where] = l.value & mask_[l.where];
        }
    }
    in_flight_ -= bucket.size();
    bucket.clear();
}

PacketCore::EarlyRead PacketCore::early_read(const Packet& pk, uint64_t cycle) const {
    for (uint32_t i = pk.first; i < pk.first + pk.count; ++i) {
        const Exec& e = exec_[i];
        // The register of r (or of the pair from r) still being written, or -1.
        auto busy = [&](uint16_t r, bool pair) -> int {
            return ready_[r] > cycle ? r : pair && ready_[r + 1] > cycle ? r + 1 : -1;
        };
        // The operands in the order the op reads them: predicate, ra, rb (or the stored rs), kc.
        int reads[4] = {e.pred_used ? busy(e.pred, false) : -1, -1, -1, -1};
        switch (pop_format(e.op)) {
        case PacketFormat::RdRaImm: reads[1] = busy(e.ra, false); break;
        case PacketFormat::RsRaImm: reads[1] = busy(e.ra, false), reads[2] = busy(e.rd, e.rd_pair); break;
        case PacketFormat::RdRaRb: reads[1] = busy(e.ra, e.ra_pair), reads[2] = busy(e.rb, e.rb_pair); break;
        case PacketFormat::RdRa: reads[1] = busy(e.ra, e.ra_pair); break;
        case PacketFormat::RcLabel: reads[1] = busy(e.rd, false); break;
        case PacketFormat::RdRaRbKc:
            reads[1] = busy(e.ra, e.ra_pair), reads[2] = busy(e.rb, e.rb_pair);
            if (e.op == POp::Adc) reads[3] = busy(e.kc, false);
            break;
        default: break;
        }
        for (int r : reads)
            if (r >= 0) return EarlyRead{i, uint16_t(r)};
    }
    return EarlyRead{};
}

void PacketCore::early_read_fault(size_t packet, uint64_t cycle, EarlyRead e) const {
    const Writer& w = writer_[e.reg];
    PacketFault f = make_fault(packet, cycle,
                               op_text(e.op) + " reads " + register_name(m_, RegRef{e.reg, false, true}) +
                                   " while the write to it by " + op_text(w.op) + " issued in cycle " +
                                   std::to_string(w.issued) + " lands only in cycle " +
                                   std::to_string(ready_[e.reg]) +
                                   " (early_reads_fault: on this machine a read in flight is a scheduling error)",
                               PacketFault::Kind::EarlyRead);
    f.op = e.op, f.reg = e.reg, f.other_op = w.op, f.other_issued = w.issued, f.lands = ready_[e.reg];
    throw f;
}

void PacketCore::run(uint64_t cycle_limit) {
    const size_t n = p_.packets.size();
    uint64_t cycle = 0;
    size_t pc = 0;
    uint32_t nop_left = 0;
    uint16_t region = n ? p_.packets[0].region : 0;
    while (true) {
        if (cycle >= cycle_limit) fault(pc, cycle, "no end within " + std::to_string(cycle_limit) + " cycles (the cycle limit)");
        land(cycle);
        if (uint32_t& b = branch_at_[cycle % ring_size_]) {
            pc = b - 1;
            b = 0;
            --branches_in_flight_;
            ++stats_.branches_taken;
            nop_left = 0;  // a branch ends a multi-cycle nop
        }
        if (nop_left) {
            --nop_left;
            ++stats_.nop_cycles;
            ++stats_.region_cycles[region];
            ++cycle;
            continue;
        }
        if (pc >= n) {
            if (!branches_in_flight_) break;
            ++stats_.branch_wait_cycles;
            ++stats_.region_cycles[region];
            ++cycle;
            continue;
        }
        const Packet& pk = p_.packets[pc];
        region = pk.region;
        ++stats_.region_cycles[region];
        if (pk.nop_cycles) {
            ++stats_.nop_cycles;
            nop_left = pk.nop_cycles - 1;
            ++pc;
            ++cycle;
            continue;
        }
        if (interlocked_ || early_reads_fault_) {
            const EarlyRead early = early_read(pk, cycle);
            if (early.op != kNoOp) {
                if (!interlocked_) early_read_fault(pc, cycle, early);
                ++stats_.stall_cycles;
                ++cycle;
                continue;
            }
        }
        // Issue: every op reads now; every write lands later (latency >= 1),
        // so reading the register file in op order is reading it as the
        // packet found it.
        for (uint32_t i = pk.first; i < pk.first + pk.count; ++i) {
            const Exec& e = exec_[i];
            ++stats_.ops;
            ++stats_.unit_ops[e.unit];
            ++stats_.tag_ops[e.tag];
            if (e.pred_used && ((regs_[e.pred] != 0) == e.pred_negated)) {
                ++stats_.ops_predicated_off;
                continue;
            }
            const uint64_t at = cycle + e.latency;
            switch (e.op) {
            case POp::Ld: case POp::Ldu: {
                const uint64_t addr = e.op == POp::Ld ? regs_[e.ra] + uint64_t(e.imm) : regs_[e.ra];
                if (addr >= memory_.size())
                    fault(pc, cycle, "load from word " + std::to_string(int64_t(addr)) + ", outside the memory (0.." +
                                  std::to_string(memory_.size() - 1) + ")");
                schedule(at, e.rd, e.rd_pair, memory_[addr], pc, i, cycle);
                if (e.op == POp::Ldu) schedule(cycle + 1, e.ra, false, regs_[e.ra] + uint64_t(e.imm), pc, i, cycle);
                break;
            }
            case POp::St: case POp::Stu: {
                const uint64_t addr = e.op == POp::St ? regs_[e.ra] + uint64_t(e.imm) : regs_[e.ra];
                if (addr >= memory_.size())
                    fault(pc, cycle, "store to word " + std::to_string(int64_t(addr)) + ", outside the memory (0.." +
                                  std::to_string(memory_.size() - 1) + ")");
                landings_[at % ring_size_].push_back(Landing{uint32_t(addr), true, false, i, cycle, read(e.rd, e.rd_pair)});
                ++in_flight_;
                last_landing_ = std::max(last_landing_, at);
                if (e.op == POp::Stu) schedule(cycle + 1, e.ra, false, regs_[e.ra] + uint64_t(e.imm), pc, i, cycle);
                break;
            }
            case POp::B: case POp::Bdec: {
                if (e.op == POp::Bdec) {
                    if (regs_[e.rd] == 0) break;  // the count ran out: no branch
                    schedule(at, e.rd, false, regs_[e.rd] - 1, pc, i, cycle);
                }
                uint32_t& slot = branch_at_[at % ring_size_];
                if (slot) fault(pc, cycle, "two branches land in cycle " + std::to_string(at));
                slot = e.target + 1;
                ++branches_in_flight_;
                break;
            }
            case POp::Addc: case POp::Adc: case POp::Subc: {
                // The carry out of the destination's width (a pair's pair_bits).
                const uint64_t a = read(e.ra, e.ra_pair), b = read(e.rb, e.rb_pair);
                const uint64_t mask = e.rd_pair ? pair_mask_[e.rd] : mask_[e.rd];
                uint64_t value, carry;
                if (e.op == POp::Subc) {
                    value = a - b, carry = a < b ? 1 : 0;
                } else {
                    const uint64_t sum = (a & mask) + (b & mask) + (e.op == POp::Adc && regs_[e.kc] ? 1 : 0);
                    value = sum, carry = (sum & ~mask) ? 1 : 0;
                }
                schedule(at, e.rd, e.rd_pair, value, pc, i, cycle);
                schedule(at, e.kc, false, carry, pc, i, cycle);
                break;
            }
            default: {
                const uint64_t a = read(e.ra, e.ra_pair), b = read(e.rb, e.rb_pair);
                schedule(at, e.rd, e.rd_pair, packet_alu(e.op, a, b, e.imm, mul_mask_), pc, i, cycle);
                break;
            }
            }
        }
        ++stats_.packets;
        ++pc;
        ++cycle;
    }
    // The drain: every write in flight lands.
    if (in_flight_) {
        stats_.drain_cycles = last_landing_ - cycle;
        stats_.region_cycles[region] += stats_.drain_cycles;
        for (uint64_t c = cycle; c <= last_landing_; ++c) land(c);
        cycle = last_landing_;
    }
    stats_.cycles = cycle;
}

}  // namespace montsim::vliw
