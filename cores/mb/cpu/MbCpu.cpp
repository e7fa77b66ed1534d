#include "cores/mb/cpu/MbCpu.hpp"

#include "cores/mb/cpu/CpuDetail.hpp"
#include "cores/mb/isa/Semantics.hpp"
#include "sim/Hash.hpp"

#include <algorithm>
#include <cstring>
#include <map>
#include <ostream>
#include <sstream>

namespace montsim::mb {

using namespace detail;

namespace {

bool has_unit(const CpuConfig& cfg, Unit u) {
    switch (u) {
    case Unit::None: return true;
    case Unit::Barrel: return cfg.use_barrel;
    case Unit::Mul32: return cfg.hw_mul != HwMul::None;
    case Unit::Mul64: return cfg.hw_mul == HwMul::Mul64;
    }
    return false;
}

}  // namespace



MbCpu::MbCpu(const CpuConfig& cfg) : cfg_(cfg), mem_(0, cfg.memory_bytes) {
    if (cfg.memory_bytes < 1024 || cfg.memory_bytes % 4 != 0)
        throw std::invalid_argument("local memory must be a multiple of 4 bytes and at least 1 KiB");
    cfg.timing.validate();
    timer_reads_.reserve(kTimerLog);
    fresh_translation(0);
}

void MbCpu::fresh_translation(size_t words) {
    tr_.reset();
    tr_words_ = words;
    tr_shared_ = false;
}

std::pair<uint32_t, uint32_t> MbCpu::code_in_memory() const {
    const uint64_t mem_lo = mem_.base(), mem_hi = mem_lo + mem_.size();
    const uint64_t code_lo = code_base_, words = tr_words_;
    const uint64_t first = code_lo >= mem_lo ? 0 : std::min<uint64_t>(words, (mem_lo - code_lo + 3) / 4);
    const uint64_t last = mem_hi < code_lo + 4 ? 0 : std::min<uint64_t>(words, (mem_hi - code_lo) / 4);
    return {uint32_t(first), uint32_t(std::max(first, last))};
}

const uint8_t* MbCpu::code_bytes(uint32_t first) const {
    return mem_.bytes() + (code_base_ + 4 * first - mem_.base());
}

// What a translation is a function of: these words (translation_key lists
// them), then the bytes of the code words in local memory (the others read
// as zero: where they lie is in the words). The cache compares a hash
// first, then the words and the bytes themselves, without building a list
// for a translation it already has.
template <typename Visit>
void MbCpu::visit_translation_key(Visit&& visit) const {
    visit(code_base_);
    visit(uint32_t(tr_words_));
    visit(cfg_.use_barrel ? 1u : 0u);
    visit(uint32_t(cfg_.hw_mul));
    visit(uint32_t(regions_.size()));
    for (const auto& e : TimingTable::entries()) visit(uint32_t(cfg_.timing.*(e.field)));
    for (const Region& r : regions_) {
        visit(r.begin);
        visit(r.end);
    }
    const auto [first, last] = code_in_memory();
    visit(first);
    visit(last);
}

std::vector<uint32_t> MbCpu::translation_key() const {
    std::vector<uint32_t> key;
    visit_translation_key([&](uint32_t w) { key.push_back(w); });
    return key;
}

void MbCpu::share_translation() const {
    // Bounded: a sweep's points use a handful of programs and core types.
    constexpr size_t kCached = 32;
    thread_local std::vector<std::shared_ptr<Translation>> cache;
    tr_shared_ = true;
    // FNV-1a over the key's words, then the code's first and last 64 bytes
    // 8 at a time: a filter only (a candidate's bytes are compared whole
    // below), so a program's every byte is read once, by memcmp, per core.
    uint64_t hash = sim::kFnvOffset;
    visit_translation_key([&](uint32_t w) { hash = sim::fnv_mix(hash, w); });
    const auto [first, last] = code_in_memory();
    const size_t bytes = size_t(last - first) * 4;
    const uint8_t* code = bytes ? code_bytes(first) : nullptr;
    constexpr size_t kSampled = 64;
    hash = sim::fnv_mix_bytes(hash, code, std::min(bytes, kSampled));
    if (bytes > kSampled) {
        const size_t tail = std::max(kSampled, bytes - kSampled);
        hash = sim::fnv_mix_bytes(hash, code + tail, bytes - tail);
    }
    for (const auto& t : cache) {
        if (t->key_hash != hash || t->key_code.size() != bytes) continue;
        size_t at = 0;
        bool same = true;
        visit_translation_key([&](uint32_t w) { same = same && at < t->key.size() && t->key[at++] == w; });
        if (same && at == t->key.size() && (bytes == 0 || std::memcmp(t->key_code.data(), code, bytes) == 0)) {
            tr_ = t;
            return;
        }
    }
    if (cache.size() == kCached) cache.erase(cache.begin());
    tr_ = std::make_shared<Translation>();
    tr_->code.assign(tr_words_, Decoded{kNotDecoded, 0, 0, 0, {0, 0, 0}, 0, 0, 0, 0, 0, 0});
    tr_->block_of.assign(tr_words_, 0);
    tr_->key = translation_key();
    if (bytes) tr_->key_code.assign(code, code + bytes);
    tr_->key_hash = hash;
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
    fresh_translation(tr_words_);
    return regions_.size() - 1;
}

bool MbCpu::code_has_nonblocking_fsl() const {
    // A function of the code words: asked once per translation (the cores of
    // a platform, and the points a worker runs, share one).
    if (!tr_shared_) share_translation();
    if (tr_->nonblocking_fsl < 0) {
        tr_->nonblocking_fsl = 0;
        for (size_t i = 0; i < tr_->code.size(); ++i) {
            const uint32_t pc = code_base_ + uint32_t(4 * i);
            if (!mem_.contains(pc, 4)) break;
            const Op op = decode(mem_.read32(pc)).op;
            if (op == Op::Nget || op == Op::Nput || op == Op::Ncget || op == Op::Ncput) {
                tr_->nonblocking_fsl = 1;
                break;
            }
        }
    }
    return tr_->nonblocking_fsl != 0;
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
    reported_cycle_ = 0;
    halted_ = false;
    halted_at_self_jump_ = false;
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

void MbCpu::set_trace(CpuTrace* trace, const Program& program) {
    trace_ = trace;
    marks_.clear();
    if (!trace) return;
    marks_.assign(tr_words_, 0);
    std::map<uint32_t, std::string> at;  // address -> its labels
    // A label at an instruction of the code, unless one of that name is there.
    auto label = [&](uint32_t addr, const std::string& name) {
        if (addr < code_base_ || (addr - code_base_) / 4 >= tr_words_ || addr % 4 != 0) return;
        std::string& names = at[addr];
        if (("," + names + ",").find("," + name + ",") == std::string::npos) names += (names.empty() ? "" : ",") + name;
    };
    for (const auto& [name, addr] : program.symbols)
        if (!program.constants.count(name)) label(addr, name);  // PARAMS_SIZE = 24 is no place in the code
    // A statistics region's start is a label too (compiled kernels' box
    // loops have none of their own), and so are add_label's.
    for (const Region& r : regions_)
        if (r.name.find('.') == std::string::npos) label(r.begin, r.name);  // NAME.part: a piece, not its start
    for (const auto& [addr, name] : labels_) label(addr, name);
    for (const auto& [addr, names] : at) {
        if (trace->labels.size() >= 65535) break;
        trace->labels.push_back(names);
        marks_[(addr - code_base_) / 4] = uint16_t(trace->labels.size());
    }
}

}  // namespace montsim::mb
