#include "cores/mb/MbCpu.hpp"

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
}

size_t MbCpu::add_region(const std::string& name, uint32_t begin, uint32_t end) {
    if (regions_.size() >= 250) throw std::invalid_argument("too many statistics regions");
    if (begin >= end) throw std::invalid_argument("statistics region " + name + " is empty");
    // Each instruction carries one region index, so regions must not overlap.
    for (const auto& r : regions_)
        if (begin < r.end && r.begin < end)
            throw std::invalid_argument("statistics region " + name + " overlaps region " + r.name);
    regions_.push_back(Region{name, begin, end, 0, 0, 0});
    // Decoded entries carry their region; drop them so they are redone.
    std::fill(code_.begin(), code_.end(), Decoded{kNotDecoded, 0, 0, 0, {0, 0, 0}, 0, 0, 0, 0, 0, 0});
    return regions_.size() - 1;
}

bool MbCpu::code_has_nonblocking_fsl() const {
    for (size_t i = 0; i < code_.size(); ++i) {
        const uint32_t pc = code_base_ + uint32_t(4 * i);
        if (!mem_.contains(pc, 4)) break;
        const uint8_t kind = decode_word(mem_.read32(pc), pc).kind;
        if (kind == uint8_t(Op::Nget) || kind == uint8_t(Op::Nput) || kind == uint8_t(Op::Ncget) ||
            kind == uint8_t(Op::Ncput))
            return true;
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
    mem_ = LocalMemory(base, cfg_.memory_bytes);
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
    code_.assign((code_hi - code_lo + 3) / 4, Decoded{kNotDecoded, 0, 0, 0, {0, 0, 0}, 0, 0, 0, 0, 0, 0});
    regs_.fill(0);
    ready_.fill(0);
    regs_[1] = base + cfg_.memory_bytes - 16;  // stack pointer, as a C runtime would set it
    carry_ = 0;
    msr_rest_ = 0;
    set_pc(program.entry);
    imm_pending_ = imm_active_ = false;
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
    d.no_slot = e.timing == TimingClass::Branch || e.timing == TimingClass::CondBranch ||
                e.timing == TimingClass::Return || e.timing == TimingClass::ImmPrefix;

    // Which registers the instruction reads and writes, for the hazard check.
    switch (e.format) {
    case Format::RdRaRb:
        d.src[0] = in.ra;
        d.src[1] = in.rb;
        if (e.timing == TimingClass::Store) d.src[2] = in.rd;
        else d.dst = in.rd;
        break;
    case Format::RdRaImm:
        d.src[0] = in.ra;
        if (e.timing == TimingClass::Store) d.src[1] = in.rd;
        else d.dst = in.rd;
        break;
    case Format::RdRaShift:
    case Format::RdRa: d.src[0] = in.ra; d.dst = in.rd; break;
    case Format::Rb: d.src[0] = in.rb; break;
    case Format::RdRb: d.src[0] = in.rb; d.dst = in.rd; break;
    case Format::Imm: break;
    case Format::RdImm: d.dst = in.rd; break;
    case Format::RaRb: d.src[0] = in.ra; d.src[1] = in.rb; break;
    case Format::RaImm: d.src[0] = in.ra; break;
    case Format::RdSpr: d.dst = in.rd; break;
    case Format::SprRa: d.src[0] = in.ra; break;
    case Format::RdFsl: d.dst = in.rd; break;
    case Format::RaFsl: d.src[0] = in.ra; break;
    }
    if (d.dst != 0) d.hazard = cycles8(cfg_.timing.hazard(e.timing));

    if (in.op == Op::Brki && in.imm == 0x8) d.kind = kSyscall;  // Linux: brki r14, 0x8
    if (in.op == Op::Bri && in.imm == 0) d.kind = kHaltLoop;
    return d;
}

void MbCpu::invalidate_code(uint32_t addr) {
    uint32_t idx = (addr - code_base_) >> 2;
    if (idx < code_.size()) code_[idx].kind = kNotDecoded;
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

inline const MbCpu::Decoded& MbCpu::fetch() {
    uint32_t idx = (pc_ - code_base_) >> 2;
    if (__builtin_expect(idx < code_.size() && (pc_ & 3) == 0, 1)) {
        Decoded& d = code_[idx];
        if (__builtin_expect(d.kind == kNotDecoded, 0)) d = decode_word(mem_.read32(pc_), pc_);
        return d;
    }
    cur_pc_ = pc_;
    if (pc_ & 3) fail("instruction address is not a multiple of 4");
    if (!mem_.contains(pc_, 4)) fail("instruction fetch outside local memory");
    scratch_ = decode_word(mem_.read32(pc_), pc_);
    return scratch_;
}

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

// The instruction semantics: one case per operation. Cycles are charged at
// the end from the decoded cost (or the branch entries of the timing table).
template <bool kTraced>
__attribute__((always_inline)) inline StopReason MbCpu::execute(const Decoded& d) {
    const uint32_t pc = pc_;
    if constexpr (kTraced) {
        const uint32_t idx = (pc - code_base_) >> 2;
        if (idx < marks_.size() && marks_[idx] != 0)
            trace_->events.push_back(TraceEvent{cycle_, cycle_, pc, 0, uint16_t(marks_[idx] - 1), TraceKind::Label, true});
    }
    cur_pc_ = pc;
    pc_ = npc_;
    npc_ += 4;
    imm_active_ = imm_pending_;
    imm_pending_ = false;
    // The reference guide forbids these in a delay slot; real hardware would
    // do something undefined, so the run stops rather than guess.
    if (__builtin_expect(slot_next_, 0)) {
        slot_next_ = false;
        if (d.no_slot) fail("a branch, return or imm in the delay slot of the branch before it");
    }
    const int32_t imm = imm_active_ ? int32_t((imm_hi_ << 16) | (uint32_t(d.imm) & 0xFFFF)) : d.imm;
    const uint32_t uimm = static_cast<uint32_t>(imm);

    const uint64_t before = cycle_;
    // Most instructions do not stall: a branch the host predicts keeps the
    // comparisons off the chain from one instruction's cycle to the next.
    uint64_t start = cycle_;
    {
        const uint64_t r0 = ready_[d.src[0]], r1 = ready_[d.src[1]], r2 = ready_[d.src[2]];
        if (__builtin_expect((r0 > start) | (r1 > start) | (r2 > start), 0)) {
            start = std::max({start, r0, r1, r2});
            stats_.hazard_stall_cycles += start - cycle_;
        }
    }
    uint64_t cost = d.cost;

    const uint32_t a = regs_[d.ra];
    const uint32_t b = regs_[d.rb];
    uint32_t& rd = regs_[d.rd];
    const TimingTable& t = cfg_.timing;

    auto add = [&](uint32_t x, uint32_t y, uint32_t cin, bool keep) {
        const uint64_t s = uint64_t(x) + y + cin;
        if (!keep) carry_ = uint32_t(s >> 32);
        return uint32_t(s);
    };
    // Taken branch: with a delay slot the next instruction still runs.
    auto jump = [&](uint32_t target, bool delay) {
        if (delay) {
            npc_ = target;  // pc_ already points at the slot
            slot_next_ = true;
            cost = t.branch_taken_delay;
        } else {
            pc_ = target;
            npc_ = target + 4;
            cost = t.branch_taken;
        }
    };
    auto branch_if = [&](bool cond, uint32_t target, bool delay) {
        if (cond) {
            jump(target, delay);
        } else {
            cost = t.branch_not_taken;
            // Not taken, the next instruction is still the delay slot (it runs
            // either way), so the same instructions are forbidden there.
            slot_next_ = delay;
        }
    };
    auto ea_check_io = [&](uint32_t ea) { return __builtin_expect(ea >= kIoBase, 0); };

    switch (d.kind) {
    case uint8_t(Op::Add): rd = add(a, b, 0, false); break;
    case uint8_t(Op::Rsub): rd = add(b, ~a, 1, false); break;
    case uint8_t(Op::Addc): rd = add(a, b, carry_, false); break;
    case uint8_t(Op::Rsubc): rd = add(b, ~a, carry_, false); break;
    case uint8_t(Op::Addk): rd = a + b; break;
    case uint8_t(Op::Rsubk): rd = b - a; break;
    case uint8_t(Op::Addkc): rd = add(a, b, carry_, true); break;
    case uint8_t(Op::Rsubkc): rd = add(b, ~a, carry_, true); break;
    case uint8_t(Op::Cmp): {
        const uint32_t r = b - a;
        rd = (r & 0x7FFFFFFFu) | (int32_t(a) > int32_t(b) ? 0x80000000u : 0);
        break;
    }
    case uint8_t(Op::Cmpu): {
        const uint32_t r = b - a;
        rd = (r & 0x7FFFFFFFu) | (a > b ? 0x80000000u : 0);
        break;
    }
    case uint8_t(Op::Addi): rd = add(a, uimm, 0, false); break;
    case uint8_t(Op::Rsubi): rd = add(uimm, ~a, 1, false); break;
    case uint8_t(Op::Addic): rd = add(a, uimm, carry_, false); break;
    case uint8_t(Op::Rsubic): rd = add(uimm, ~a, carry_, false); break;
    case uint8_t(Op::Addik): rd = a + uimm; break;
    case uint8_t(Op::Rsubik): rd = uimm - a; break;
    case uint8_t(Op::Addikc): rd = add(a, uimm, carry_, true); break;
    case uint8_t(Op::Rsubikc): rd = add(uimm, ~a, carry_, true); break;

    case uint8_t(Op::Mul): rd = a * b; break;
    case uint8_t(Op::Mulh): rd = uint32_t(uint64_t(int64_t(int32_t(a)) * int64_t(int32_t(b))) >> 32); break;
    case uint8_t(Op::Mulhsu): rd = uint32_t(uint64_t(int64_t(int32_t(a)) * int64_t(b)) >> 32); break;
    case uint8_t(Op::Mulhu): rd = uint32_t((uint64_t(a) * b) >> 32); break;
    case uint8_t(Op::Muli): rd = a * uimm; break;

    case uint8_t(Op::Bsrl): rd = a >> (b & 31); break;
    case uint8_t(Op::Bsra): rd = uint32_t(int32_t(a) >> (b & 31)); break;
    case uint8_t(Op::Bsll): rd = a << (b & 31); break;
    case uint8_t(Op::Bsrli): rd = a >> (d.imm & 31); break;
    case uint8_t(Op::Bsrai): rd = uint32_t(int32_t(a) >> (d.imm & 31)); break;
    case uint8_t(Op::Bslli): rd = a << (d.imm & 31); break;

    case uint8_t(Op::Or): rd = a | b; break;
    case uint8_t(Op::And): rd = a & b; break;
    case uint8_t(Op::Xor): rd = a ^ b; break;
    case uint8_t(Op::Andn): rd = a & ~b; break;
    case uint8_t(Op::Ori): rd = a | uimm; break;
    case uint8_t(Op::Andi): rd = a & uimm; break;
    case uint8_t(Op::Xori): rd = a ^ uimm; break;
    case uint8_t(Op::Andni): rd = a & ~uimm; break;

    case uint8_t(Op::Sra): { const uint32_t c = a & 1; rd = uint32_t(int32_t(a) >> 1); carry_ = c; break; }
    case uint8_t(Op::Src): { const uint32_t c = a & 1; rd = (a >> 1) | (carry_ << 31); carry_ = c; break; }
    case uint8_t(Op::Srl): { const uint32_t c = a & 1; rd = a >> 1; carry_ = c; break; }
    case uint8_t(Op::Sext8): rd = uint32_t(int32_t(int8_t(a & 0xFF))); break;
    case uint8_t(Op::Sext16): rd = uint32_t(int32_t(int16_t(a & 0xFFFF))); break;

    case uint8_t(Op::Imm):
        imm_hi_ = uint32_t(d.imm) & 0xFFFF;
        imm_pending_ = true;
        break;

    case uint8_t(Op::Lbu): case uint8_t(Op::Lbui): {
        const uint32_t ea = a + (d.kind == uint8_t(Op::Lbu) ? b : uimm);
        rd = ea_check_io(ea) ? load_io(ea, start) & 0xFF : mem_.read8(ea);
        break;
    }
    case uint8_t(Op::Lhu): case uint8_t(Op::Lhui): {
        const uint32_t ea = a + (d.kind == uint8_t(Op::Lhu) ? b : uimm);
        rd = ea_check_io(ea) ? load_io(ea, start) & 0xFFFF : mem_.read16(ea);
        break;
    }
    case uint8_t(Op::Lw): case uint8_t(Op::Lwi): {
        const uint32_t ea = a + (d.kind == uint8_t(Op::Lw) ? b : uimm);
        rd = ea_check_io(ea) ? load_io(ea, start) : mem_.read32(ea);
        break;
    }
    case uint8_t(Op::Sb): case uint8_t(Op::Sbi): {
        const uint32_t ea = a + (d.kind == uint8_t(Op::Sb) ? b : uimm);
        if (ea_check_io(ea)) store_io(ea, rd & 0xFF);
        else { mem_.write8(ea, rd); invalidate_code(ea); }
        break;
    }
    case uint8_t(Op::Sh): case uint8_t(Op::Shi): {
        const uint32_t ea = a + (d.kind == uint8_t(Op::Sh) ? b : uimm);
        if (ea_check_io(ea)) store_io(ea, rd & 0xFFFF);
        else { mem_.write16(ea, rd); invalidate_code(ea); }
        break;
    }
    case uint8_t(Op::Sw): case uint8_t(Op::Swi): {
        const uint32_t ea = a + (d.kind == uint8_t(Op::Sw) ? b : uimm);
        if (ea_check_io(ea)) store_io(ea, rd);
        else { mem_.write32(ea, rd); invalidate_code(ea); }
        break;
    }

    case uint8_t(Op::Br): jump(pc + b, false); break;
    case uint8_t(Op::Brd): jump(pc + b, true); break;
    case uint8_t(Op::Brld): rd = pc; jump(pc + b, true); break;
    case uint8_t(Op::Bra): jump(b, false); break;
    case uint8_t(Op::Brad): jump(b, true); break;
    case uint8_t(Op::Brald): rd = pc; jump(b, true); break;
    case uint8_t(Op::Brk): rd = pc; jump(b, false); break;
    case uint8_t(Op::Bri): jump(pc + uimm, false); break;
    case uint8_t(Op::Brid): jump(pc + uimm, true); break;
    case uint8_t(Op::Brlid): rd = pc; jump(pc + uimm, true); break;
    case uint8_t(Op::Brai): jump(uimm, false); break;
    case uint8_t(Op::Braid): jump(uimm, true); break;
    case uint8_t(Op::Bralid): rd = pc; jump(uimm, true); break;
    case uint8_t(Op::Brki): rd = pc; jump(uimm, false); break;

    case uint8_t(Op::Beq): branch_if(a == 0, pc + b, false); break;
    case uint8_t(Op::Bne): branch_if(a != 0, pc + b, false); break;
    case uint8_t(Op::Blt): branch_if(int32_t(a) < 0, pc + b, false); break;
    case uint8_t(Op::Ble): branch_if(int32_t(a) <= 0, pc + b, false); break;
    case uint8_t(Op::Bgt): branch_if(int32_t(a) > 0, pc + b, false); break;
    case uint8_t(Op::Bge): branch_if(int32_t(a) >= 0, pc + b, false); break;
    case uint8_t(Op::Beqd): branch_if(a == 0, pc + b, true); break;
    case uint8_t(Op::Bned): branch_if(a != 0, pc + b, true); break;
    case uint8_t(Op::Bltd): branch_if(int32_t(a) < 0, pc + b, true); break;
    case uint8_t(Op::Bled): branch_if(int32_t(a) <= 0, pc + b, true); break;
    case uint8_t(Op::Bgtd): branch_if(int32_t(a) > 0, pc + b, true); break;
    case uint8_t(Op::Bged): branch_if(int32_t(a) >= 0, pc + b, true); break;
    case uint8_t(Op::Beqi): branch_if(a == 0, pc + uimm, false); break;
    case uint8_t(Op::Bnei): branch_if(a != 0, pc + uimm, false); break;
    case uint8_t(Op::Blti): branch_if(int32_t(a) < 0, pc + uimm, false); break;
    case uint8_t(Op::Blei): branch_if(int32_t(a) <= 0, pc + uimm, false); break;
    case uint8_t(Op::Bgti): branch_if(int32_t(a) > 0, pc + uimm, false); break;
    case uint8_t(Op::Bgei): branch_if(int32_t(a) >= 0, pc + uimm, false); break;
    case uint8_t(Op::Beqid): branch_if(a == 0, pc + uimm, true); break;
    case uint8_t(Op::Bneid): branch_if(a != 0, pc + uimm, true); break;
    case uint8_t(Op::Bltid): branch_if(int32_t(a) < 0, pc + uimm, true); break;
    case uint8_t(Op::Bleid): branch_if(int32_t(a) <= 0, pc + uimm, true); break;
    case uint8_t(Op::Bgtid): branch_if(int32_t(a) > 0, pc + uimm, true); break;
    case uint8_t(Op::Bgeid): branch_if(int32_t(a) >= 0, pc + uimm, true); break;
    case uint8_t(Op::Rtsd):
        jump(a + uimm, true);
        cost = t.ret;
        break;

    case uint8_t(Op::Mfs):
        if (d.imm == int32_t(kSprMsr)) rd = msr();
        else if (d.imm == int32_t(kSprPc)) rd = pc;
        else fail("mfs from a special register montsim does not model");
        break;
    case uint8_t(Op::Mts):
        if (d.imm != int32_t(kSprMsr)) fail("mts to a special register other than rmsr");
        carry_ = (a & kMsrCarry) ? 1 : 0;
        msr_rest_ = a & ~(kMsrCarry | kMsrCarryCopy);
        break;

    case uint8_t(Op::Get): case uint8_t(Op::Nget): case uint8_t(Op::Cget): case uint8_t(Op::Ncget): {
        if (!fsl_) fail("FSL link " + std::to_string(d.imm) + " is not connected (no network on this platform)");
        const bool blocking = d.kind == uint8_t(Op::Get) || d.kind == uint8_t(Op::Cget);
        const bool want_control = d.kind == uint8_t(Op::Cget) || d.kind == uint8_t(Op::Ncget);
        uint32_t data = 0;
        bool control = false;
        uint64_t when = start;
        const bool ok = fsl_->get(unsigned(d.imm), blocking, data, control, when);
        if constexpr (kTraced)
            trace_->events.push_back(TraceEvent{start, when, pc, data, uint16_t(d.imm), TraceKind::Get, ok});
        stats_.fsl_get_stall_cycles += when - start;
        start = when;
        if (ok) {
            rd = data;
            ++stats_.words_received;
            // Sticky: a mismatch sets it, only mts clears it (reference guide, MSR).
            if (control != want_control) msr_rest_ |= kMsrFslError;
        }
        if (!blocking) carry_ = ok ? 0 : 1;
        break;
    }
    case uint8_t(Op::Put): case uint8_t(Op::Nput): case uint8_t(Op::Cput): case uint8_t(Op::Ncput): {
        if (!fsl_) fail("FSL link " + std::to_string(d.imm) + " is not connected (no network on this platform)");
        const bool blocking = d.kind == uint8_t(Op::Put) || d.kind == uint8_t(Op::Cput);
        const bool control = d.kind == uint8_t(Op::Cput) || d.kind == uint8_t(Op::Ncput);
        uint64_t when = start;
        const bool ok = fsl_->put(unsigned(d.imm), blocking, a, control, when);
        if constexpr (kTraced)
            trace_->events.push_back(TraceEvent{start, when, pc, a, uint16_t(d.imm), TraceKind::Put, ok});
        stats_.fsl_put_stall_cycles += when - start;
        start = when;
        if (ok) ++stats_.words_sent;
        if (!blocking) carry_ = ok ? 0 : 1;
        break;
    }

    case kSyscall:
        // Linux returns from a system call with r14 = the brki's address + 4
        // (its entry code adds 4 before saving r14; QEMU's user mode does the
        // same): found by scripts/qemu_diff.py.
        regs_[14] = pc + 4;
        cost = t.branch_taken;
        syscall();
        break;
    case kHaltLoop:
        cost = t.branch_taken;
        halted_ = true;
        pc_ = pc;
        npc_ = pc + 4;
        break;
    case kMissingUnit: {
        const Inst in = decode(mem_.read32(pc));
        fail(std::string("this instruction needs ") + unit_requirement(info(in.op).unit) +
             ", which the configured core lacks");
    }
    case kIllegal:
    default:
        fail("illegal instruction: the word is not in montsim's MicroBlaze subset");
    }

    regs_[0] = 0;
    cycle_ = start + cost;
    ready_[d.dst] = cycle_ + d.hazard;
    ready_[0] = 0;
    ++stats_.instructions;
    if (d.region) {
        Region& r = regions_[d.region - 1];
        r.cycles += cycle_ - before;
        ++r.instructions;
        if (pc == r.begin) ++r.entries;
    }
    if constexpr (kTraced) {
        if (halted_) trace_->halt_cycle = cycle_;
    }
    return halted_ ? StopReason::Halted : StopReason::Running;
}

template <bool kTraced>
StopReason MbCpu::run_loop(uint64_t cycle_limit) {
    while (cycle_ < cycle_limit) {
        if (execute<kTraced>(fetch()) == StopReason::Halted) return StopReason::Halted;
    }
    return StopReason::CycleLimit;
}

StopReason MbCpu::run(uint64_t cycle_limit) {
    if (halted_) return StopReason::Halted;
    try {
        return trace_ ? run_loop<true>(cycle_limit) : run_loop<false>(cycle_limit);
    } catch (const MemoryError& e) {
        fail(e.what());
    }
}

StopReason MbCpu::step() {
    if (halted_) return StopReason::Halted;
    try {
        return trace_ ? execute<true>(fetch()) : execute<false>(fetch());
    } catch (const MemoryError& e) {
        fail(e.what());
    }
}

void MbCpu::set_trace(CpuTrace* trace, const Program& program) {
    trace_ = trace;
    marks_.clear();
    if (!trace) return;
    marks_.assign(code_.size(), 0);
    std::map<uint32_t, std::string> at;  // address -> its labels
    for (const auto& [name, addr] : program.symbols) {
        if (addr < code_base_ || (addr - code_base_) / 4 >= code_.size() || addr % 4 != 0) continue;
        std::string& names = at[addr];
        names += (names.empty() ? "" : ",") + name;
    }
    // A statistics region's start is a label too (compiled kernels' box
    // loops have none of their own), unless a label of that name is there.
    for (const Region& r : regions_) {
        if (r.begin < code_base_ || (r.begin - code_base_) / 4 >= code_.size() || r.begin % 4 != 0) continue;
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
