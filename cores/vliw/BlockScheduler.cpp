#include "cores/vliw/BlockScheduler.hpp"

#include <algorithm>
#include <stdexcept>

namespace montsim::vliw {

RegRef RegisterMap::ref(const std::string& operand) const {
    return operand_register(regs, operand, "is read before any op writes it");
}

RegRef RegisterMap::give_out(const std::string& name, const MachineDescription& m, const std::string& side) {
    const bool pair = pairs.count(name) > 0;
    if (!long_lived.count(name))
        for (auto it = spare.begin(); it != spare.end(); ++it) {
            const std::string fs = m.registers[file_of(m, it->reg)].side;
            if (it->pair != pair || (!side.empty() && !fs.empty() && fs != side)) continue;
            const RegRef r = *it;
            spare.erase(it);
            return regs[name] = r;
        }
    return regs[name] = pool->take(side, pair, "register " + name);
}

bool RegisterMap::can_give_out(const std::string& name, const MachineDescription& m, const std::string& side) const {
    const bool pair = pairs.count(name) > 0;
    if (!long_lived.count(name))
        for (const RegRef& r : spare) {
            const std::string fs = m.registers[file_of(m, r.reg)].side;
            if (r.pair == pair && (side.empty() || fs.empty() || fs == side)) return true;
        }
    return pool->can_take(side, pair);
}

unsigned loop_overhang(const PipelinedLoop& l) {
    long most = 0;
    for (size_t i = 0; i < l.body.ops.size(); ++i) {
        if (l.body.ops[i].code.op == POp::Count) continue;
        most = std::max(most, long(l.schedule.time[i]) + long(l.machine->op_class(l.body.ops[i].cls).latency));
    }
    return unsigned(std::max(0L, most - long(l.schedule.stages * l.schedule.ii)));
}

namespace {

struct Slot {
    std::vector<PacketOp> ops;
    std::vector<bool> unit_used;
    std::map<std::string, unsigned> crossing;  // per side
};

}  // namespace

void schedule_block(PacketProgram& p, const MachineDescription& m, RegisterMap& regs, const std::vector<BlockOp>& ops,
                    uint16_t region, unsigned busy_until) {
    size_t total = 0;
    for (const auto& f : m.registers) total += f.count;
    // Per register: when its latest value lands, its latest read, its latest write's landing.
    std::vector<long> ready(total, 0), last_read(total, -1), last_land(total, 0);
    for (const auto& [name, r] : regs.regs) {
        ready[r.reg] = last_land[r.reg] = busy_until;
        if (r.pair) ready[r.reg + 1] = last_land[r.reg + 1] = busy_until;
    }
    long mem_ready = 0, mem_last_read = -1;
    std::vector<Slot> slots;
    auto slot = [&](long t) -> Slot& {
        while (long(slots.size()) <= t) slots.push_back(Slot{{}, std::vector<bool>(m.units.size(), false), {}});
        return slots[size_t(t)];
    };
    auto side_of = [&](uint16_t r) { return m.registers[file_of(m, r)].side; };
    auto regs_of = [](const RegRef& r) {
        std::vector<uint16_t> out{r.reg};
        if (r.pair) out.push_back(uint16_t(r.reg + 1));
        return out;
    };
    long block_end = 0;  // every write landed
    for (size_t k = 0; k < ops.size(); ++k) {
        const BlockOp& o = ops[k];
        const bool branch = is_branch(o.op);
        if (branch && k + 1 != ops.size()) throw std::logic_error("a block's branch must be its last op");
        const std::string mnemonic(pop_name(o.op));
        // The sources as registers (all given out by now).
        std::vector<RegRef> reads;
        for (const std::string* s : {&o.a, &o.b, is_store(o.op) ? &o.dst : nullptr, o.op == POp::Bdec ? &o.dst : nullptr})
            if (s && !s->empty()) reads.push_back(regs.ref(*s));
        std::vector<uint16_t> pred_regs;
        if (!o.pred.empty()) pred_regs = regs_of(regs.ref(o.pred));
        long earliest = 0;
        for (const RegRef& r : reads)
            for (uint16_t x : regs_of(r)) earliest = std::max(earliest, ready[x]);
        for (uint16_t x : pred_regs) earliest = std::max(earliest, ready[x]);
        if (o.op == POp::Ld || o.op == POp::Ldu) earliest = std::max(earliest, mem_ready);
        // The class each unit would run the op as (none: the unit cannot).
        std::vector<const OpClass*> class_on(m.units.size(), nullptr);
        for (size_t u = 0; u < m.units.size(); ++u)
            for (const auto& [name, c] : m.classes)
                if (std::count(c.kinds.begin(), c.kinds.end(), m.units[u].kind) && std::count(c.ops.begin(), c.ops.end(), mnemonic))
                    class_on[u] = &c;
        const bool writes = writes_rd(o.op) && !o.dst.empty();
        const std::string dst_name = operand_name(o.dst);
        const bool dst_known = writes && regs.has(dst_name);  // else given out where the op is placed
        bool placed = false;
        for (long t = earliest; !placed; ++t) {
            if (t > earliest + 4096)
                throw std::runtime_error("no unit and cycle found for " + mnemonic + (o.dst.empty() ? "" : " " + o.dst) +
                                         " on " + m.name + " (out of registers on every side it could write?)");
            for (size_t u = 0; u < m.units.size() && !placed; ++u) {
                const MachineUnit& unit = m.units[u];
                const OpClass* cls = class_on[u];
                if (!cls) continue;
                const long lat = long(cls->latency);
                // A branch lands as the block ends (or later, if it cannot issue so early).
                if (branch && t + lat < block_end) continue;
                Slot& sl = slot(t);
                if (sl.unit_used[u] || sl.ops.size() >= m.issue_width) continue;
                bool groups_ok = true;
                for (const auto& g : m.groups) {
                    if (!std::count(g.kinds.begin(), g.kinds.end(), unit.kind)) continue;
                    unsigned n = 0;
                    for (size_t v = 0; v < m.units.size(); ++v)
                        if (sl.unit_used[v] && std::count(g.kinds.begin(), g.kinds.end(), m.units[v].kind)) ++n;
                    if (n + 1 > g.capacity) groups_ok = false;
                }
                if (!groups_ok) continue;
                // The destination: its side, or given out on this unit's side.
                RegRef dst;
                if (writes && !dst_known && !regs.can_give_out(dst_name, m, unit.side))
                    continue;  // no register left on this unit's side: another unit, perhaps
                if (dst_known) {
                    dst = regs.ref(o.dst);
                    const std::string fs = side_of(dst.reg);
                    if (!fs.empty() && !unit.side.empty() && fs != unit.side && !cls->result_either_side) continue;
                }
                // Cross paths.
                unsigned crossing = 0;
                if (!unit.side.empty())
                    for (const RegRef& r : reads) {
                        if (o.op == POp::Bdec) continue;
                        const std::string fs = side_of(r.reg);
                        if (!fs.empty() && fs != unit.side) ++crossing;
                    }
                if (crossing > 1) continue;
                if (crossing && sl.crossing[unit.side] + 1 > m.cross_paths) continue;
                // The destination's earlier reads and writes.
                if (dst_known) {
                    bool ok = true;
                    for (uint16_t x : regs_of(dst)) {
                        if (m.interlocked ? t < last_read[x] : t + lat <= last_read[x]) ok = false;
                        if (t + lat <= last_land[x]) ok = false;
                    }
                    if (!ok) continue;
                }
                if (is_store(o.op) && t + lat <= mem_last_read) continue;
                if (is_store(o.op) && t + lat <= mem_ready) continue;
                if (updates_pointer(o.op)) {  // the pointer's update, one cycle after issue
                    const uint16_t ptr = regs.ref(o.a).reg;
                    if (t + 1 <= last_land[ptr] || (m.interlocked ? t < last_read[ptr] : t + 1 <= last_read[ptr])) continue;
                }
                // Placed: give out the destination if new, record the reads and writes.
                if (writes && !dst_known) {
                    regs.give_out(dst_name, m, unit.side);
                    dst = regs.ref(o.dst);
                }
                PacketOp po;
                po.op = o.op;
                po.unit = uint16_t(u);
                po.cls = cls->name;
                if (writes || is_store(o.op) || o.op == POp::Bdec) po.rd = regs.ref(o.dst);
                if (!o.a.empty()) po.ra = regs.ref(o.a);
                if (!o.b.empty()) po.rb = regs.ref(o.b);
                if (!o.pred.empty()) po.pred = regs.ref(o.pred), po.pred_negated = o.pred_negated;
                po.imm = o.imm;
                po.target = o.target;
                sl.ops.push_back(po);
                sl.unit_used[u] = true;
                if (crossing) ++sl.crossing[unit.side];
                for (const RegRef& r : reads)
                    for (uint16_t x : regs_of(r)) last_read[x] = std::max(last_read[x], t);
                for (uint16_t x : pred_regs) last_read[x] = std::max(last_read[x], t);
                if (writes || o.op == POp::Bdec)
                    for (uint16_t x : regs_of(po.rd)) ready[x] = last_land[x] = t + lat;
                if (updates_pointer(o.op)) {
                    ready[po.ra.reg] = std::max(ready[po.ra.reg], t + 1);
                    last_land[po.ra.reg] = std::max(last_land[po.ra.reg], t + 1);
                }
                if (is_store(o.op)) mem_ready = std::max(mem_ready, t + lat);
                if (o.op == POp::Ld || o.op == POp::Ldu) mem_last_read = std::max(mem_last_read, t);
                block_end = std::max(block_end, t + (branch ? lat : std::max(lat, 1L)));
                placed = true;
            }
        }
    }
    if (long(slots.size()) < block_end) slot(block_end - 1);
    std::vector<std::vector<PacketOp>> cycles;
    for (auto& sl : slots) cycles.push_back(std::move(sl.ops));
    append_cycles(p, cycles, region);
}

}  // namespace montsim::vliw
