#include "cores/mb/MbCpu.hpp"

#include "cores/mb/Semantics.hpp"

#include <algorithm>
#include <map>
#include <ostream>
#include <sstream>

namespace montsim::mb {

namespace {

std::string hex32(uint32_t v) {
    std::ostringstream os;
    os << "0x" << std::hex;
    os.width(8);
    os.fill('0');
    os << v;
    return os.str();
}

const char* unit_requirement(Unit u) {
    switch (u) {
    case Unit::Barrel: return "the barrel shifter (core.barrel = true)";
    case Unit::Mul32: return "a hardware multiplier (core.hw_mul = \"mul32\" or \"mul64\")";
    case Unit::Mul64: return "the 64-bit multiplier (core.hw_mul = \"mul64\")";
    case Unit::None: break;
    }
    return "nothing";
}

bool has_unit(const CpuConfig& cfg, Unit u) {
    switch (u) {
    case Unit::None: return true;
    case Unit::Barrel: return cfg.use_barrel;
    case Unit::Mul32: return cfg.hw_mul != HwMul::None;
    case Unit::Mul64: return cfg.hw_mul == HwMul::Mul64;
    }
    return false;
}

// Timing entries fit a byte: TimingTable::validate() ran in the constructor.
uint8_t cycles8(uint32_t v) { return static_cast<uint8_t>(v); }

// Linux system call numbers of the MicroBlaze port.
constexpr uint32_t kSysExit = 1;
constexpr uint32_t kSysWrite = 4;
constexpr uint32_t kSysExitGroup = 252;

constexpr uint32_t kMsrFslError = 0x10;  // MSR bit 27: control bit mismatch on get

}  // namespace

MbCpu::MbCpu(const CpuConfig& cfg) : cfg_(cfg), mem_(0, cfg.memory_bytes) {
    if (cfg.memory_bytes < 1024 || cfg.memory_bytes % 4 != 0)
        throw std::invalid_argument("local memory must be a multiple of 4 bytes and at least 1 KiB");
    cfg.timing.validate();
    timer_reads_.reserve(kTimerLog);
    fresh_translation(0);
}

void MbCpu::fresh_translation(size_t words) {
    tr_ = std::make_shared<Translation>();
    tr_->code.assign(words, Decoded{kNotDecoded, 0, 0, 0, {0, 0, 0}, 0, 0, 0, 0, 0, 0});
    tr_->block_of.assign(words, 0);
    tr_shared_ = false;
}

std::vector<uint32_t> MbCpu::translation_key() const {
    std::vector<uint32_t> key = {code_base_, uint32_t(tr_->code.size()), cfg_.use_barrel ? 1u : 0u,
                                 uint32_t(cfg_.hw_mul), uint32_t(regions_.size())};
    for (const auto& e : TimingTable::entries()) key.push_back(cfg_.timing.*(e.field));
    for (const Region& r : regions_) {
        key.push_back(r.begin);
        key.push_back(r.end);
    }
    for (size_t i = 0; i < tr_->code.size(); ++i) {
        const uint32_t pc = code_base_ + uint32_t(4 * i);
        key.push_back(mem_.contains(pc, 4) ? mem_.read32(pc) : 0);
    }
    return key;
}

void MbCpu::share_translation() {
    // Bounded: a sweep's points use a handful of programs and core types.
    constexpr size_t kCached = 32;
    thread_local std::vector<std::shared_ptr<Translation>> cache;
    tr_shared_ = true;
    std::vector<uint32_t> key = translation_key();
    for (const auto& t : cache)
        if (t->key == key) {
            tr_ = t;
            return;
        }
    if (cache.size() == kCached) cache.erase(cache.begin());
    tr_->key = std::move(key);
    cache.push_back(tr_);
}

size_t MbCpu::add_region(const std::string& name, uint32_t begin, uint32_t end) {
    if (regions_.size() >= 250) throw std::invalid_argument("too many statistics regions");
    if (begin >= end) throw std::invalid_argument("statistics region " + name + " is empty");
    // Each instruction carries one region index, so regions must not overlap.
    for (const auto& r : regions_)
        if (begin < r.end && r.begin < end)
            throw std::invalid_argument("statistics region " + name + " overlaps region " + r.name);
    regions_.push_back(Region{name, begin, end, 0, 0, 0});
    // Decoded entries carry their region: decode afresh.
    fresh_translation(tr_->code.size());
    return regions_.size() - 1;
}

bool MbCpu::code_has_nonblocking_fsl() const {
    for (size_t i = 0; i < tr_->code.size(); ++i) {
        const uint32_t pc = code_base_ + uint32_t(4 * i);
        if (!mem_.contains(pc, 4)) break;
        const Op op = decode(mem_.read32(pc)).op;
        if (op == Op::Nget || op == Op::Nput || op == Op::Ncget || op == Op::Ncput) return true;
    }
    return false;
}

void MbCpu::load(const Program& program) {
    uint32_t lo = program.lowest_address();
    uint32_t hi = program.end_address();
    // A program linked high (e.g. a Linux executable at 0x10000000) gets its
    // memory window moved there; the window keeps the configured size.
    uint32_t base = 0;
    if (hi > cfg_.memory_bytes) base = lo & ~0xFFFu;
    if (uint64_t(hi) - base > cfg_.memory_bytes)
        throw std::invalid_argument("program " + program.source_name + " needs " +
                                    std::to_string(uint64_t(hi) - base) + " bytes of local memory; core.memory_kb gives " +
                                    std::to_string(cfg_.memory_bytes));
    // A new core's memory is already zero and at base 0: reallocating and
    // clearing 64 KiB per core would cost more than a small point's run.
    if (mem_.base() != base) mem_ = LocalMemory(base, cfg_.memory_bytes);
    else if (!memory_pristine_) mem_.clear();
    memory_pristine_ = false;
    uint32_t code_lo = UINT32_MAX, code_hi = 0;
    for (const auto& seg : program.segments) {
        mem_.write_bytes(seg.addr, seg.bytes.data(), seg.bytes.size());
        if (seg.executable && !seg.bytes.empty()) {
            code_lo = std::min(code_lo, seg.addr & ~3u);
            code_hi = std::max<uint32_t>(code_hi, seg.addr + uint32_t(seg.bytes.size()));
        }
    }
    // Zero words decode as "add r0, r0, r0": without this a program with no
    // code would run through memory until it fell off the end.
    if (code_lo == UINT32_MAX)
        throw std::invalid_argument("program " + program.source_name + " has no code (no executable segment)");
    if (program.entry < code_lo || program.entry >= code_hi)
        throw std::invalid_argument("program " + program.source_name + ": the entry point " + hex32(program.entry) +
                                    " is not in its code (" + hex32(code_lo) + ".." + hex32(code_hi) + ")");
    code_base_ = code_lo;
    fresh_translation((code_hi - code_lo + 3) / 4);
    regs_.fill(0);
    ready_.fill(0);
    regs_[1] = base + cfg_.memory_bytes - 16;  // stack pointer, as a C runtime would set it
    carry_ = 0;
    msr_rest_ = 0;
    set_pc(program.entry);
    imm_pending_ = false;
    slot_next_ = false;
    cycle_ = 0;
    halted_ = false;
    exit_status_ = 0;
    stats_ = CpuStats{};
    for (auto& r : regions_) r.cycles = r.instructions = r.entries = 0;
}

uint32_t MbCpu::msr() const { return msr_rest_ | (carry_ ? (kMsrCarry | kMsrCarryCopy) : 0); }

MbCpu::Decoded MbCpu::decode_word(uint32_t word, uint32_t pc) const {
    const Inst in = decode(word);
    Decoded d{};
    d.dst = kSink;  // unless it writes a register (below)
    d.rd = in.rd;
    d.ra = in.ra;
    d.rb = in.rb;
    d.imm = in.imm;
    for (size_t i = 0; i < regions_.size(); ++i)
        if (pc >= regions_[i].begin && pc < regions_[i].end) { d.region = uint8_t(i + 1); break; }
    if (in.op == Op::Invalid) { d.kind = kIllegal; return d; }
    const OpInfo& e = info(in.op);
    if (!has_unit(cfg_, e.unit)) { d.kind = kMissingUnit; return d; }
    d.kind = static_cast<uint8_t>(in.op);
    d.cost = cycles8(cfg_.timing.issue_cycles(e.timing));
    {
        using namespace semantics;
        const bool branch = e.timing == TimingClass::Branch || e.timing == TimingClass::CondBranch ||
                            e.timing == TimingClass::Return;
        d.flags = uint8_t((branch || e.timing == TimingClass::ImmPrefix ? kNoSlot : 0) | (branch ? kBranch : 0) |
                          (e.delay_slot ? kDelay : 0) | (e.link ? kLink : 0) |
                          (e.timing == TimingClass::CondBranch ? kCond : 0) |
                          (e.timing == TimingClass::Return ? kReturn : 0) | class_flags(e.exec));
    }

    // Which registers the instruction reads and writes, for the hazard check.
    bool writes_rd = false;
    switch (e.format) {
    case Format::RdRaRb:
        d.src[0] = in.ra;
        d.src[1] = in.rb;
        if (e.timing == TimingClass::Store) d.src[2] = in.rd;
        else writes_rd = true;
        break;
    case Format::RdRaImm:
        d.src[0] = in.ra;
        if (e.timing == TimingClass::Store) d.src[1] = in.rd;
        else writes_rd = true;
        break;
    case Format::RdRaShift:
    case Format::RdRa: d.src[0] = in.ra; writes_rd = true; break;
    case Format::Rb: d.src[0] = in.rb; break;
    case Format::RdRb: d.src[0] = in.rb; writes_rd = true; break;
    case Format::Imm: break;
    case Format::RdImm: writes_rd = true; break;
    case Format::RaRb: d.src[0] = in.ra; d.src[1] = in.rb; break;
    case Format::RaImm: d.src[0] = in.ra; break;
    case Format::RdSpr: writes_rd = true; break;
    case Format::SprRa: d.src[0] = in.ra; break;
    case Format::RdFsl: writes_rd = true; break;
    case Format::RaFsl: d.src[0] = in.ra; break;
    }
    if (writes_rd) {
        if (in.rd == 0) d.rd = kSink;  // the value is computed and dropped
        d.dst = d.rd;
        d.hazard = cycles8(cfg_.timing.hazard(e.timing));
    }

    if (in.op == Op::Brki && in.imm == 0x8) d.kind = kSyscall;  // Linux: brki r14, 0x8
    if (in.op == Op::Bri && in.imm == 0) d.kind = kHaltLoop;
    return d;
}

bool MbCpu::invalidate_code(uint32_t addr) {
    uint32_t idx = (addr - code_base_) >> 2;
    if (__builtin_expect(idx >= tr_->code.size(), 1)) return false;
    // Rare (a program writing its own code): a private copy, no blocks.
    if (tr_.use_count() > 1) tr_ = std::make_shared<Translation>(*tr_);
    tr_->code[idx].kind = kNotDecoded;
    drop_blocks();
    return true;
}

std::string MbCpu::where() const {
    std::ostringstream os;
    os << "core " << cfg_.core_id << " at pc " << hex32(cur_pc_);
    if (mem_.contains(cur_pc_, 4) && (cur_pc_ & 3) == 0) {
        uint32_t w = mem_.read32(cur_pc_);
        os << " (word " << hex32(w) << ": " << disassemble(w) << ")";
    }
    return os.str();
}

void MbCpu::fail(const std::string& what) const { throw CpuError(where() + ": " + what); }

uint32_t MbCpu::load_io(uint32_t addr, uint64_t now) {
    switch (addr) {
    case kIoTimerLo:
        if (timer_reads_.size() < kTimerLog) timer_reads_.push_back(now);
        else timer_reads_.back() = now;
        return static_cast<uint32_t>(now);
    case kIoTimerHi: return static_cast<uint32_t>(now >> 32);
    case kIoCoreId: return cfg_.core_id;
    default: break;
    }
    fail("load from unmapped device address " + hex32(addr));
}

void MbCpu::store_io(uint32_t addr, uint32_t value) {
    if (addr == kIoHalt) {
        halted_ = true;
        exit_status_ = static_cast<int>(value);
        return;
    }
    fail("store to unmapped device address " + hex32(addr));
}

void MbCpu::syscall() {
    const uint32_t nr = regs_[12];
    switch (nr) {
    case kSysExit:
    case kSysExitGroup:
        halted_ = true;
        exit_status_ = static_cast<int>(regs_[5] & 0xFF);
        return;
    case kSysWrite: {
        const uint32_t fd = regs_[5], buf = regs_[6], len = regs_[7];
        if (fd != 1 && fd != 2) fail("write system call to file descriptor " + std::to_string(fd) +
                                     " (only 1 and 2 exist)");
        if (!mem_.contains(buf, len)) fail("write system call buffer " + hex32(buf) + " + " +
                                           std::to_string(len) + " bytes lies outside local memory");
        if (out_ && len != 0) {
            std::string bytes(len, '\0');
            mem_.read_bytes(buf, reinterpret_cast<uint8_t*>(bytes.data()), len);
            out_->write(bytes.data(), static_cast<std::streamsize>(len));
        }
        regs_[3] = len;
        return;
    }
    default:
        fail("system call " + std::to_string(nr) + " (r12) is not modelled; montsim provides exit (1), "
             "exit_group (252) and write (4)");
    }
}

// Execution: blocks when they can run as a whole (see Block in MbCpu.hpp),
// one instruction at a time otherwise. What an instruction computes is in
// Semantics.hpp; what it costs in the decoded cost and the timing table.
//
// Speed: the state every instruction touches (cycle, pc and next pc, carry,
// the imm prefix, the delay-slot flag, the instruction count) lives in locals
// the host keeps in registers instead of members it would store and reload
// on every instruction. `spill()` writes them back before anything outside
// the loop can look at them (an FSL transfer, a device, a system call, an
// error); an exception spills on its way out. Writes to r0 go to the sink
// register kSink, so r0 never needs resetting. `horizon` bounds every
// register's ready cycle: a block may run as a whole only from a cycle at or
// after it, since then nothing from before the block can stall it.
template <bool kTraced, bool kOneStep>
StopReason MbCpu::run_loop(uint64_t cycle_limit) {
    using namespace semantics;
    uint64_t cycle = cycle_;
    uint32_t pc = pc_, npc = npc_;
    uint32_t ipc = cur_pc_;  // the instruction executing now
    uint32_t carry = carry_;
    uint32_t imm_hi = imm_hi_;
    bool imm_pending = imm_pending_, slot_next = slot_next_;
    uint64_t count = 0;  // instructions not yet added to stats_
    // Blocks never run while tracing or single-stepping: no horizon to keep.
    constexpr bool kBlocks = !kTraced && !kOneStep;
    uint64_t horizon = kBlocks ? *std::max_element(ready_.begin(), ready_.end()) : 0;
    bool one_instruction = false;  // the next instruction left a block: run it alone
    const BlockInst* in_block = nullptr;  // the block instruction executing now, for error reports
    const TimingTable& t = cfg_.timing;
    Decoded* code = tr_->code.data();  // changes only with a store into code
    const uint32_t code_words = uint32_t(tr_->code.size());
    const uint32_t base = code_base_;

    auto spill = [&] {
        cycle_ = cycle;
        pc_ = pc;
        npc_ = npc;
        cur_pc_ = ipc;
        carry_ = carry;
        imm_hi_ = imm_hi;
        imm_pending_ = imm_pending;
        slot_next_ = slot_next;
        stats_.instructions += count;
        count = 0;
    };
    auto die = [&](const std::string& what) {
        spill();
        fail(what);
    };

    try {
        while (kOneStep || cycle < cycle_limit) {
            if constexpr (kBlocks) {
                const uint32_t idx = (pc - base) >> 2;
                if (__builtin_expect(idx < code_words && (pc & 3) == 0 && !(imm_pending | slot_next | one_instruction) &&
                                         horizon <= cycle, 1)) {
                    const Block& blk = block_at(idx);
                    if (blk.count != 0 && cycle + std::max(blk.cycles[0], blk.cycles[1]) <= cycle_limit) {
                        // The block as a whole: semantics only, cycles at the end.
                        const BlockInst* const first = &tr_->block_code[blk.first];
                        const BlockInst* const last = first + blk.count;
                        bool taken = false;
                        uint32_t target = 0;
                        for (in_block = first; in_block != last; ++in_block) {
                            const BlockInst& bi = *in_block;
                            const uint32_t a = regs_[bi.ra], b = regs_[bi.rb];
                            const uint32_t uimm = uint32_t(bi.imm);
                            if (is_alu(bi.flags)) {
                                uint32_t v;
                                alu_result(bi.kind, a, b, uimm, carry, v);
                                regs_[bi.rd] = v;
                            } else if (bi.width != 0) {
                                const uint32_t ea = effective_address(bi.kind, a, b, uimm);
                                // Devices and stores into code: the one-instruction path.
                                if (__builtin_expect(ea >= kIoBase, 0)) break;
                                if (is_store(bi.flags)) {
                                    if (__builtin_expect(ea - base < 4 * code_words, 0)) break;
                                    semantics::store(mem_, bi.width, ea, regs_[bi.rd]);
                                } else {
                                    regs_[bi.rd] = semantics::load(mem_, bi.width, ea);
                                }
                            } else if (bi.flags & kBranch) {
                                taken = branch_outcome(bi.kind, a, b, uimm, bi.addr, target);
                                if (bi.flags & kLink) regs_[bi.rd] = bi.addr;
                            }
                            // imm: folded into the instruction it prefixes
                        }
                        const unsigned o = taken ? 1 : 0;
                        const uint64_t c0 = cycle;
                        if (__builtin_expect(in_block == last, 1)) {
                            ipc = last[-1].addr;
                            cycle = c0 + blk.cycles[o];
                            stats_.hazard_stall_cycles += blk.stalls[o];
                            for (uint32_t l = 0; l < blk.late_count[o]; ++l) {
                                const LateReady& lr = tr_->block_late[blk.late_first[o] + l];
                                ready_[lr.reg] = c0 + lr.offset;
                                horizon = std::max(horizon, c0 + lr.offset);
                            }
                            count += blk.count;
                            if (blk.region) {
                                Region& r = regions_[blk.region - 1];
                                r.cycles += blk.cycles[o];
                                r.instructions += blk.count;
                                if (blk.start_pc == r.begin) ++r.entries;
                            }
                            pc = taken ? target : blk.fall_pc;
                            npc = pc + 4;
                        } else {
                            // Leave the block before instruction i (before its
                            // imm prefix, if it has one), as the one-instruction
                            // path would have left it there.
                            uint32_t i = uint32_t(in_block - first);
                            if (in_block->prefixed) --i;
                            const BlockExit* ex = &tr_->block_exits[blk.first];
                            for (uint32_t j = 0; j < i; ++j) {
                                const uint64_t ready = c0 + ex[j + 1].pre[o] + ex[j].hazard;
                                ready_[ex[j].dst] = ready;
                                horizon = std::max(horizon, ready);
                            }
                            cycle = c0 + ex[i].pre[o];
                            stats_.hazard_stall_cycles += ex[i].stalls[o];
                            count += i;
                            if (blk.region) {
                                Region& r = regions_[blk.region - 1];
                                r.cycles += ex[i].pre[o];
                                r.instructions += i;
                                if (i > 0 && blk.start_pc == r.begin) ++r.entries;
                            }
                            if (i > 0) ipc = first[i - 1].addr;
                            pc = first[i].addr;
                            npc = pc + 4;
                            if (i > 0 && (first[i - 1].flags & kDelay)) {
                                slot_next = true;
                                if (taken) npc = target;
                            }
                            one_instruction = true;
                        }
                        in_block = nullptr;
                        continue;
                    }
                }
                one_instruction = false;
            }

            // One instruction.
            const Decoded* dp;
            {
                const uint32_t idx = (pc - base) >> 2;
                if (__builtin_expect(idx < code_words && (pc & 3) == 0, 1)) {
                    Decoded& e = code[idx];
                    if (__builtin_expect(e.kind == kNotDecoded, 0)) e = decode_word(mem_.read32(pc), pc);
                    dp = &e;
                } else {
                    ipc = pc;
                    if (pc & 3) die("instruction address is not a multiple of 4");
                    if (!mem_.contains(pc, 4)) die("instruction fetch outside local memory");
                    scratch_ = decode_word(mem_.read32(pc), pc);
                    dp = &scratch_;
                }
            }
            const Decoded& d = *dp;
            if constexpr (kTraced) {
                const uint32_t idx = (pc - base) >> 2;
                if (idx < marks_.size() && marks_[idx] != 0)
                    trace_->events.push_back(
                        TraceEvent{cycle, cycle, pc, 0, uint16_t(marks_[idx] - 1), TraceKind::Label, true});
            }
            ipc = pc;
            pc = npc;
            npc += 4;
            const bool imm_active = imm_pending;
            imm_pending = false;
            // The reference guide forbids these in a delay slot; real hardware
            // would do something undefined, so the run stops rather than guess.
            if (__builtin_expect(slot_next, 0)) {
                slot_next = false;
                if (d.flags & kNoSlot) die("a branch, return or imm in the delay slot of the branch before it");
            }
            const uint32_t uimm =
                imm_active ? (imm_hi << 16) | (uint32_t(d.imm) & 0xFFFF) : static_cast<uint32_t>(d.imm);

            const uint64_t before = cycle;
            // Most instructions do not stall: a branch the host predicts keeps
            // the comparisons off the chain from one instruction's cycle to the
            // next.
            uint64_t start = cycle;
            {
                const uint64_t r0 = ready_[d.src[0]], r1 = ready_[d.src[1]], r2 = ready_[d.src[2]];
                if (__builtin_expect((r0 > start) | (r1 > start) | (r2 > start), 0)) {
                    start = std::max({start, r0, r1, r2});
                    stats_.hazard_stall_cycles += start - cycle;
                }
            }
            uint64_t cost = d.cost;
            bool stop = false;  // a halt: checked once, after the cycles are charged

            const uint32_t a = regs_[d.ra];
            const uint32_t b = regs_[d.rb];
            uint32_t& rd = regs_[d.rd];
            const uint32_t here = ipc;

            if (is_alu(d.flags)) {
                uint32_t v;
                alu_result(d.kind, a, b, uimm, carry, v);
                rd = v;
            } else if (is_memory(d.flags)) {
                const uint32_t ea = effective_address(d.kind, a, b, uimm);
                const uint32_t width = access_width(d.kind);
                if (is_load(d.flags)) {
                    if (__builtin_expect(ea >= kIoBase, 0)) {
                        spill();
                        rd = truncate(width, load_io(ea, start));
                    } else {
                        rd = semantics::load(mem_, width, ea);
                    }
                } else if (__builtin_expect(ea >= kIoBase, 0)) {
                    spill();
                    store_io(ea, truncate(width, rd));
                    stop = halted_;
                } else {
                    semantics::store(mem_, width, ea, rd);
                    if (invalidate_code(ea)) code = tr_->code.data();
                }
            } else if ((d.flags & kBranch) && d.kind < kFirstSpecial) {
                uint32_t target = 0;
                const bool taken = branch_outcome(d.kind, a, b, uimm, here, target);
                if (d.flags & kLink) rd = here;
                cost = branch_cycles(t, d.flags, taken);
                // The delay slot runs whether the branch is taken or not, so the
                // same instructions are forbidden there.
                slot_next = (d.flags & kDelay) != 0;
                if (taken) {
                    npc = target;
                    if (!slot_next) pc = target, npc = target + 4;
                }
            } else {
                switch (d.kind) {
                case uint8_t(Op::Imm):
                    imm_hi = uint32_t(d.imm) & 0xFFFF;
                    imm_pending = true;
                    break;
                case uint8_t(Op::Mfs):
                    if (d.imm == int32_t(kSprMsr)) rd = msr_rest_ | (carry ? (kMsrCarry | kMsrCarryCopy) : 0);
                    else if (d.imm == int32_t(kSprPc)) rd = here;
                    else die("mfs from a special register montsim does not model");
                    break;
                case uint8_t(Op::Mts):
                    if (d.imm != int32_t(kSprMsr)) die("mts to a special register other than rmsr");
                    carry = (a & kMsrCarry) ? 1 : 0;
                    msr_rest_ = a & ~(kMsrCarry | kMsrCarryCopy);
                    break;

                case uint8_t(Op::Get): case uint8_t(Op::Nget): case uint8_t(Op::Cget): case uint8_t(Op::Ncget): {
                    if (!fsl_) die("FSL link " + std::to_string(d.imm) + " is not connected (no network on this platform)");
                    const bool blocking = d.kind == uint8_t(Op::Get) || d.kind == uint8_t(Op::Cget);
                    const bool want_control = d.kind == uint8_t(Op::Cget) || d.kind == uint8_t(Op::Ncget);
                    uint32_t data = 0;
                    bool control = false;
                    uint64_t when = start;
                    spill();  // the network may report this core's pc while it waits
                    const bool ok = fsl_->get(unsigned(d.imm), blocking, data, control, when);
                    if constexpr (kTraced)
                        trace_->events.push_back(TraceEvent{start, when, here, data, uint16_t(d.imm), TraceKind::Get, ok});
                    stats_.fsl_get_stall_cycles += when - start;
                    start = when;
                    if (ok) {
                        rd = data;
                        ++stats_.words_received;
                        // Sticky: a mismatch sets it, only mts clears it
                        // (reference guide, MSR).
                        if (control != want_control) msr_rest_ |= kMsrFslError;
                    }
                    if (!blocking) carry = ok ? 0 : 1;
                    break;
                }
                case uint8_t(Op::Put): case uint8_t(Op::Nput): case uint8_t(Op::Cput): case uint8_t(Op::Ncput): {
                    if (!fsl_) die("FSL link " + std::to_string(d.imm) + " is not connected (no network on this platform)");
                    const bool blocking = d.kind == uint8_t(Op::Put) || d.kind == uint8_t(Op::Cput);
                    const bool control = d.kind == uint8_t(Op::Cput) || d.kind == uint8_t(Op::Ncput);
                    uint64_t when = start;
                    spill();
                    const bool ok = fsl_->put(unsigned(d.imm), blocking, a, control, when);
                    if constexpr (kTraced)
                        trace_->events.push_back(TraceEvent{start, when, here, a, uint16_t(d.imm), TraceKind::Put, ok});
                    stats_.fsl_put_stall_cycles += when - start;
                    start = when;
                    if (ok) ++stats_.words_sent;
                    if (!blocking) carry = ok ? 0 : 1;
                    break;
                }

                case kSyscall:
                    // Linux returns from a system call with r14 = the brki's
                    // address + 4 (its entry code adds 4 before saving r14;
                    // QEMU's user mode does the same): found by
                    // scripts/montsim/qemu_diff.py.
                    regs_[14] = here + 4;
                    cost = t.branch_taken;
                    spill();
                    syscall();
                    stop = halted_;
                    break;
                case kHaltLoop:
                    cost = t.branch_taken;
                    halted_ = true;
                    stop = true;
                    pc = here;
                    npc = here + 4;
                    break;
                case kMissingUnit: {
                    const Inst in = decode(mem_.read32(here));
                    die(std::string("this instruction needs ") + unit_requirement(info(in.op).unit) +
                        ", which the configured core lacks");
                    break;
                }
                case kIllegal:
                default:
                    die("illegal instruction: the word is not in montsim's MicroBlaze subset");
                }
            }

            cycle = start + cost;
            {
                const uint64_t ready = cycle + d.hazard;
                ready_[d.dst] = ready;
                if constexpr (kBlocks) horizon = std::max(horizon, ready);
            }
            ++count;
            if (d.region) {
                Region& r = regions_[d.region - 1];
                r.cycles += cycle - before;
                ++r.instructions;
                if (here == r.begin) ++r.entries;
            }
            if (__builtin_expect(stop, 0)) {
                spill();
                if constexpr (kTraced) trace_->halt_cycle = cycle;
                return StopReason::Halted;
            }
            if constexpr (kOneStep) break;
        }
    } catch (...) {
        if (in_block) ipc = in_block->addr;
        spill();
        throw;
    }
    spill();
    return kOneStep ? StopReason::Running : StopReason::CycleLimit;
}

StopReason MbCpu::run(uint64_t cycle_limit) {
    if (halted_) return StopReason::Halted;
    if (!tr_shared_) share_translation();
    try {
        return trace_ ? run_loop<true, false>(cycle_limit) : run_loop<false, false>(cycle_limit);
    } catch (const MemoryError& e) {
        fail(e.what());
    }
}

StopReason MbCpu::step() {
    if (halted_) return StopReason::Halted;
    if (!tr_shared_) share_translation();
    try {
        return trace_ ? run_loop<true, true>(0) : run_loop<false, true>(0);
    } catch (const MemoryError& e) {
        fail(e.what());
    }
}

void MbCpu::set_trace(CpuTrace* trace, const Program& program) {
    trace_ = trace;
    marks_.clear();
    if (!trace) return;
    marks_.assign(tr_->code.size(), 0);
    std::map<uint32_t, std::string> at;  // address -> its labels
    for (const auto& [name, addr] : program.symbols) {
        if (addr < code_base_ || (addr - code_base_) / 4 >= tr_->code.size() || addr % 4 != 0) continue;
        std::string& names = at[addr];
        names += (names.empty() ? "" : ",") + name;
    }
    // A statistics region's start is a label too (compiled kernels' box
    // loops have none of their own), unless a label of that name is there.
    for (const Region& r : regions_) {
        if (r.begin < code_base_ || (r.begin - code_base_) / 4 >= tr_->code.size() || r.begin % 4 != 0) continue;
        if (r.name.find('.') != std::string::npos) continue;  // NAME.part: a piece of a loop, not its start
        std::string& names = at[r.begin];
        if (("," + names + ",").find("," + r.name + ",") == std::string::npos)
            names += (names.empty() ? "" : ",") + r.name;
    }
    for (const auto& [addr, names] : at) {
        if (trace->labels.size() >= 65535) break;
        trace->labels.push_back(names);
        marks_[(addr - code_base_) / 4] = uint16_t(trace->labels.size());
    }
}

}  // namespace montsim::mb
