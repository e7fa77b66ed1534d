#include "cores/vliw/PipelineEmitter.hpp"

#include <algorithm>
#include <stdexcept>

namespace montsim::vliw {

RegisterPool::RegisterPool(const MachineDescription& m) : m_(m) {
    size_t n = 0;
    for (const auto& f : m.registers) n += f.count;
    used_.assign(n, false);
}

int RegisterPool::find(const std::string& side, bool pair) const {
    bool sided = false;
    for (const auto& f : m_.registers) sided = sided || !f.side.empty();
    for (size_t f = 0; f < m_.registers.size(); ++f) {
        const RegisterFile& rf = m_.registers[f];
        if (sided && !side.empty() && rf.side != side) continue;
        for (unsigned k = 0; k + (pair ? 1 : 0) < rf.count; k += pair ? 2 : 1) {
            const uint16_t r = register_index(m_, f, k);
            if (!used_[r] && !(pair && used_[r + 1])) return r;
        }
    }
    return -1;
}

bool RegisterPool::can_take(const std::string& side, bool pair) const { return find(side, pair) >= 0; }

RegRef RegisterPool::take(const std::string& side, bool pair, const std::string& what) {
    if (m_.registers.empty())
        throw std::invalid_argument("machine " + m_.name + " declares no [[registers]]: a program for " + what +
                                    " needs its register files (a [[registers]] table per side)");
    const int r = find(side, pair);
    if (r < 0)
        throw std::runtime_error("no free " + std::string(pair ? "register pair" : "register") +
                                 (side.empty() ? "" : " on side " + side) + " of " + m_.name + " for " + what);
    used_[size_t(r)] = true;
    if (pair) used_[size_t(r) + 1] = true;
    return RegRef{uint16_t(r), pair, true};
}

std::string operand_name(const std::string& operand) { return operand.substr(0, operand.find('.')); }

RegRef operand_register(const std::map<std::string, RegRef>& regs, const std::string& operand,
                        const std::string& missing) {
    const size_t dot = operand.find('.');
    const std::string name = operand.substr(0, dot);
    auto it = regs.find(name);
    if (it == regs.end()) throw std::logic_error("register " + name + " " + missing);
    if (dot == std::string::npos) return it->second;
    if (!it->second.pair) throw std::logic_error(operand + ": " + name + " is not a pair");
    const bool hi = operand.substr(dot + 1) == "hi";
    return RegRef{uint16_t(it->second.reg + (hi ? 1 : 0)), false, true};
}

RegRef PipelinedLoop::reg(const std::string& operand) const {
    return operand_register(regs, operand, "of the loop has no register");
}

bool PipelinedLoop::in_prologue(size_t op, unsigned pass) const {
    if (schedule.time[op] / schedule.ii > pass) return false;
    if (op == branch && pass < first_branch_pass) return false;
    return true;
}

namespace {

unsigned latency_of(const MachineDescription& m, const LoopOp& op) { return m.op_class(op.cls).latency; }

// Whether the counter starting at c0 takes exactly the branches it must for
// n iterations: a branch issued in pass P lands in pass P + land_passes; it
// must be taken if that is a kernel pass after the first (<= n - 1), not
// taken if it is past the kernel; the first kernel pass is reached either
// way. An abstract run of the loop control only, in issue order.
bool control_works(const PipelinedLoop& l, int64_t c0, unsigned n) {
    const unsigned ii = l.schedule.ii, stages = l.schedule.stages;
    const MachineDescription& m = *l.machine;
    struct Instance {
        uint64_t at;
        size_t op;
        unsigned pass;
    };
    std::vector<Instance> xs;
    std::vector<size_t> ops{l.branch};
    if (l.counter_op != l.branch) ops.insert(ops.begin(), l.counter_op);
    for (unsigned pass = 0; pass < n; ++pass)
        for (size_t op : ops)
            if (pass + 1 >= stages || l.in_prologue(op, pass))
                xs.push_back({uint64_t(pass) * ii + l.schedule.time[op] % ii, op, pass});
    std::stable_sort(xs.begin(), xs.end(), [](const Instance& a, const Instance& b) { return a.at < b.at; });
    int64_t cnt = c0;
    std::vector<std::pair<uint64_t, int64_t>> pending;  // (lands, value)
    for (const Instance& x : xs) {
        std::sort(pending.begin(), pending.end());
        while (!pending.empty() && pending.front().first <= x.at) cnt = pending.front().second, pending.erase(pending.begin());
        const unsigned lat = latency_of(m, l.body.ops[x.op]);
        const bool nonzero = cnt != 0;
        if (x.op == l.counter_op && nonzero) pending.push_back({x.at + lat, cnt - 1});
        if (x.op == l.branch) {
            const unsigned lands = x.pass + l.land_passes;
            if (lands >= stages && lands <= n - 1 && !nonzero) return false;
            if (lands >= n && nonzero) return false;
        }
    }
    return true;
}

}  // namespace

PipelinedLoop prepare_loop(const MachineDescription& m, const LoopBody& body, const ModuloSchedule& s,
                           RegisterPool& pool, const std::map<std::string, RegRef>& fixed) {
    PipelinedLoop l;
    l.machine = &m;
    l.body = body;
    l.schedule = s;
    const size_t n = body.ops.size();
    auto unit_of = [&](size_t i) -> const MachineUnit& {
        for (const auto& u : m.units)
            if (u.name == s.unit[i]) return u;
        throw std::logic_error("schedule names no unit of the machine");
    };
    // The loop control.
    for (size_t i = 0; i < n; ++i)
        if (body.ops[i].kernel_end) {
            if (l.branch != SIZE_MAX) throw std::runtime_error("a loop with two branches back");
            l.branch = i;
        }
    if (l.branch == SIZE_MAX) throw std::runtime_error("the loop has no branch back (an op with kernel_end)");
    const LoopCode& br = body.ops[l.branch].code;
    if (br.op == POp::Bdec) {
        l.counter = br.dst, l.counter_op = l.branch;
    } else if (br.op == POp::B && !br.pred.empty()) {
        l.counter = br.pred;
        for (size_t i = 0; i < n; ++i)
            if (i != l.branch && body.ops[i].code.dst == l.counter) l.counter_op = i;
        if (l.counter_op == SIZE_MAX) throw std::runtime_error("the loop's branch reads a counter no op counts down");
    } else {
        throw std::runtime_error("the loop's branch back must be bdec or a b predicated on a counter");
    }
    const unsigned ii = s.ii, lat_b = latency_of(m, body.ops[l.branch]);
    if ((s.time[l.branch] + lat_b) % ii != 0) throw std::runtime_error("the branch back does not land on the kernel's start");
    l.land_passes = (s.time[l.branch] % ii + lat_b) / ii;
    const unsigned stage_b = s.time[l.branch] / ii;
    l.first_branch_pass = std::max<int>(int(stage_b), int(s.stages) - 1 - int(l.land_passes));

    // Registers: sides from the producers' units.
    std::map<std::string, size_t> producer;
    auto note_def = [&](const std::string& v, size_t i) {
        if (producer.count(v) && producer[v] != i)
            throw std::runtime_error("loop register " + v + " is written by two ops (" + body.ops[producer[v]].name +
                                     ", " + body.ops[i].name + "): one register per value is what is built");
        producer[v] = i;
    };
    std::vector<std::string> order;  // first appearance
    auto seen = [&](const std::string& operand) {
        if (operand.empty()) return;
        const std::string v = operand_name(operand);
        if (std::find(order.begin(), order.end(), v) == order.end()) order.push_back(v);
    };
    for (size_t i = 0; i < n; ++i) {
        const LoopCode& c = body.ops[i].code;
        if (c.op == POp::Count) continue;
        for (const std::string* o : {&c.dst, &c.a, &c.b, &c.pred}) seen(*o);
        if (!c.dst.empty() && writes_rd(c.op)) note_def(operand_name(c.dst), i);
        if (updates_pointer(c.op)) note_def(operand_name(c.a), i);
    }
    // Sides first, then registers.
    std::map<std::string, std::string> side_of;
    for (const std::string& v : order) {
        std::string sd;
        if (producer.count(v)) {
            const size_t i = producer[v];
            const LoopCode& c = body.ops[i].code;
            const bool pointer = updates_pointer(c.op) && operand_name(c.a) == v;
            if (pointer || !m.op_class(body.ops[i].cls).result_either_side) sd = unit_of(i).side;
        }
        if (sd.empty())  // a load's value (either side) or a value from outside: its first reader's side
            for (size_t i = 0; i < n && sd.empty(); ++i) {
                const LoopCode& c = body.ops[i].code;
                if (c.op != POp::Count && (operand_name(c.a) == v || operand_name(c.b) == v)) sd = unit_of(i).side;
            }
        side_of[v] = sd;
    }
    // A temporary (made and used within one iteration) occupies its
    // register from its write's landing to its last read, which is at most
    // II cycles (checked below); temporaries whose occupied cycles modulo II
    // never meet share a register, as a compiler's allocator shares them.
    // Everything else (read by a later iteration, a pointer, the counter,
    // a value from or for the code around the loop) has its own.
    std::map<std::string, std::vector<bool>> occupied;  // temporaries: residues mod II
    for (const std::string& v : order) {
        if (fixed.count(v) || !producer.count(v) || v == l.counter) continue;
        const size_t d = producer[v];
        const LoopCode& dc = body.ops[d].code;
        if (updates_pointer(dc.op) && operand_name(dc.a) == v) continue;
        // On an interlocked machine a read waits for any write in flight to
        // its register, so a register is taken from its write's issue.
        const long land = long(s.time[d]) + (m.interlocked ? 0 : long(latency_of(m, body.ops[d])));
        long last = land;
        bool temporary = true;
        for (size_t r = 0; r < n && temporary; ++r) {
            const LoopCode& c = body.ops[r].code;
            if (c.op == POp::Count) continue;
            for (const std::string* o : {&c.a, &c.b, &c.pred, is_store(c.op) ? &c.dst : nullptr})
                if (o && operand_name(*o) == v) {
                    if (r <= d) temporary = false;
                    last = std::max(last, long(s.time[r]));
                }
        }
        if (!temporary || last - land + 1 > long(ii)) continue;
        std::vector<bool> res(ii, false);
        for (long t = land; t <= last; ++t) res[size_t(t % long(ii))] = true;
        occupied[v] = res;
    }
    struct Shared {
        RegRef reg;
        std::string side;
        std::vector<bool> res;
    };
    std::vector<Shared> shared;
    for (const std::string& v : order) {
        if (fixed.count(v)) {
            l.regs[v] = fixed.at(v);
            continue;
        }
        const bool pair = body.pairs.count(v) > 0;
        auto occ = occupied.find(v);
        if (occ == occupied.end()) {
            l.regs[v] = pool.take(side_of[v], pair, "loop register " + v);
            continue;
        }
        Shared* home = nullptr;
        for (Shared& sh : shared) {
            if (sh.side != side_of[v] || sh.reg.pair != pair) continue;
            bool meet = false;
            for (unsigned k = 0; k < ii; ++k) meet = meet || (sh.res[k] && occ->second[k]);
            if (!meet) {
                home = &sh;
                break;
            }
        }
        if (!home) {
            shared.push_back({pool.take(side_of[v], pair, "loop register " + v), side_of[v], std::vector<bool>(ii, false)});
            home = &shared.back();
        }
        for (unsigned k = 0; k < ii; ++k) home->res[k] = home->res[k] || occ->second[k];
        l.regs[v] = home->reg;
    }
    for (const Shared& sh : shared) l.temporaries.push_back(sh.reg);

    // Lifetimes: each read sees its producer's value of the right
    // iteration, and the next iteration's write lands after the read.
    for (size_t r = 0; r < n; ++r) {
        const LoopCode& c = body.ops[r].code;
        if (c.op == POp::Count) continue;
        for (const std::string* o : {&c.a, &c.b, &c.pred, is_store(c.op) ? &c.dst : nullptr}) {
            if (!o || o->empty() || !producer.count(operand_name(*o))) continue;
            const size_t d = producer[operand_name(*o)];
            const LoopCode& dc = body.ops[d].code;
            const bool pointer = updates_pointer(dc.op) && operand_name(dc.a) == operand_name(*o);
            const long lat = pointer ? 1 : long(latency_of(m, body.ops[d]));
            const long dist = d < r ? 0 : 1;
            const long read = long(s.time[r]) + dist * long(ii), lands = long(s.time[d]) + lat;
            if (lands > read)
                throw std::runtime_error("loop: " + body.ops[r].name + " reads " + *o + " before " + body.ops[d].name +
                                         " writes it (the dependence is missing from the loop's edges)");
            // The next iteration's write must land after the read (exposed)
            // or issue no earlier than it (interlocked: a read waits for a
            // write in flight, and would then see the next iteration's value).
            const long next_write = long(s.time[d]) + long(ii) + (m.interlocked ? 0 : lat - 1);
            if (read > next_write)
                throw std::runtime_error("loop: " + *o + " lives longer than II = " + std::to_string(ii) + " (" +
                                         body.ops[d].name + " to " + body.ops[r].name +
                                         "): it needs modulo variable expansion, which the emitter does not build");
        }
    }

    // The counter's start for N iterations: N + an offset, found by an
    // abstract run of the loop control at a trip count where the start is
    // tight (for the shortest loops several starts work), and required to
    // work for every N from stages to stages + 16.
    const unsigned probe = s.stages + 16;
    int64_t start = -1;
    for (int64_t c0 = 0; c0 <= int64_t(probe) + 4 * s.stages + 4 * l.land_passes + 8 && start < 0; ++c0)
        if (control_works(l, c0, probe)) start = c0;
    if (start < 0) throw std::runtime_error("no start value of the loop counter runs the loop (the loop control cannot be emitted)");
    l.counter_offset = start - int64_t(probe);
    for (unsigned k = s.stages; k < probe; ++k)
        if (int64_t(k) + l.counter_offset < 0 || !control_works(l, int64_t(k) + l.counter_offset, k))
            throw std::runtime_error("the loop counter's start is not N plus a constant (N = " + std::to_string(k) + ")");
    return l;
}

uint16_t region_of(PacketProgram& p, const std::string& name) {
    auto it = std::find(p.regions.begin(), p.regions.end(), name);
    if (it == p.regions.end()) it = p.regions.insert(p.regions.end(), name);
    return uint16_t(it - p.regions.begin());
}

namespace {

PacketOp packet_op(const PipelinedLoop& l, size_t i, uint32_t kernel_start) {
    const MachineDescription& m = *l.machine;
    const LoopOp& op = l.body.ops[i];
    PacketOp o;
    o.op = op.code.op;
    o.cls = op.cls;
    for (size_t u = 0; u < m.units.size(); ++u)
        if (m.units[u].name == l.schedule.unit[i]) o.unit = uint16_t(u);
    if (!op.code.dst.empty()) o.rd = l.reg(op.code.dst);
    if (!op.code.a.empty()) o.ra = l.reg(op.code.a);
    if (!op.code.b.empty()) o.rb = l.reg(op.code.b);
    if (!op.code.pred.empty()) o.pred = l.reg(op.code.pred);
    o.imm = op.code.imm;
    o.target = kernel_start;
    return o;
}

bool control(const PipelinedLoop& l, size_t i) { return i == l.branch || i == l.counter_op; }

}  // namespace

void emit_pipelined(PacketProgram& p, const PipelinedLoop& l, uint16_t prologue, uint16_t kernel, uint16_t epilogue) {
    const unsigned ii = l.schedule.ii, stages = l.schedule.stages;
    const size_t n = l.body.ops.size();
    // The kernel's first packet: after the prologue's packets, which are
    // known only once flushed; branches are patched below.
    std::vector<std::vector<PacketOp>> slots((stages - 1) * ii);
    for (unsigned pass = 0; pass + 1 < stages; ++pass)
        for (size_t i = 0; i < n; ++i)
            if (l.body.ops[i].code.op != POp::Count && l.in_prologue(i, pass))
                slots[pass * ii + l.schedule.time[i] % ii].push_back(packet_op(l, i, 0));
    const size_t prologue_ops = p.ops.size();
    append_cycles(p, slots, prologue);
    const uint32_t kernel_start = uint32_t(p.packets.size());
    for (size_t k = prologue_ops; k < p.ops.size(); ++k)
        if (is_branch(p.ops[k].op)) p.ops[k].target = kernel_start;
    slots.assign(ii, {});
    for (size_t i = 0; i < n; ++i)
        if (l.body.ops[i].code.op != POp::Count)
            slots[l.schedule.time[i] % ii].push_back(packet_op(l, i, kernel_start));
    append_cycles(p, slots, kernel);
    slots.assign((stages - 1) * ii, {});
    for (unsigned e = 0; e + 1 < stages; ++e)
        for (size_t i = 0; i < n; ++i)
            if (l.body.ops[i].code.op != POp::Count && !control(l, i) && l.schedule.time[i] / ii > e)
                slots[e * ii + l.schedule.time[i] % ii].push_back(packet_op(l, i, 0));
    append_cycles(p, slots, epilogue);
}

void emit_unrolled(PacketProgram& p, const PipelinedLoop& l, unsigned iterations, uint16_t region) {
    const unsigned ii = l.schedule.ii, stages = l.schedule.stages;
    std::vector<std::vector<PacketOp>> slots((iterations + stages - 1) * ii);
    for (unsigned it = 0; it < iterations; ++it)
        for (size_t i = 0; i < l.body.ops.size(); ++i)
            if (l.body.ops[i].code.op != POp::Count && !control(l, i))
                slots[it * ii + l.schedule.time[i]].push_back(packet_op(l, i, 0));
    append_cycles(p, slots, region);
}

}  // namespace montsim::vliw
