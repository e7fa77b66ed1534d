// Execution: the run loop and its two executors. Straight-line blocks run
// as a whole when they can (run_blocks: their host code where it was
// compiled, BlockJit.hpp, else threaded handlers, see BlockHandlers.hpp and
// Block in MbCpu.hpp), one instruction at a time otherwise (run_one). What
// an instruction computes is in Semantics.hpp, what it costs in the
// decoded cost and the timing table; the instructions that reach outside
// the core (FSL, special registers, devices, system calls) are named
// helpers in MbSystem.cpp.
//
// Speed: the state every instruction touches (Hot: cycle, pc and next pc,
// carry, the imm prefix, the delay-slot flag, the instruction count) lives
// in locals the host keeps in registers instead of members it would store
// and reload on every instruction. run_one is inlined into the loop
// (always_inline: after inlining, Hot's fields are plain locals); run_blocks
// is a function of its own (its table of handler addresses is a static of
// one function) that takes Hot by reference and keeps what its handlers use
// in locals. spill() writes Hot back before anything outside the loop can
// look at the core (an FSL transfer, a device, a system call, an error), and
// an exception spills on its way out. Writes to r0 go to the sink register
// kSink, so r0 never needs resetting. `horizon` bounds every register's
// ready cycle: from a cycle at or after it nothing from before a block can
// stall it; before it, busy_entry_delay decides whether the block may run
// as a whole.
#include <algorithm>
#include <cstddef>

#include "cores/mb/cpu/CpuDetail.hpp"
#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/isa/Semantics.hpp"
#include "sim/RunProgress.hpp"
#include "sim/Mutants.hpp"

namespace montsim::mb {

using namespace detail;
using namespace semantics;

namespace {
// The executors' mutants (sim/Mutants.hpp): each must make the blocks'
// differential tests (blocks against one instruction at a time) fail.
MONTSIM_MUTANT_SITE(kTransferNoWait, "blocks.transfer/no-issue-wait", "[blocks]",
                    "an FSL transfer between blocks issues without waiting for the register it reads")
MONTSIM_MUTANT_SITE(kOtherTargetIgnored, "blocks.return/other-any-target", "[blocks]",
                    "a branch to a register's address goes to the block it went to the time before, wherever it goes now")
MONTSIM_MUTANT_SITE(kLateFitsIgnored, "blocks.late/fits-ignored", "[blocks]",
                    "a block that leaves a register busy is joined to the next block's code even where it reads it")
// Cycles between two reports of how far a core got: a few hundredths of a
// second of one core's simulation.
constexpr uint64_t kProgressCycles = uint64_t{1} << 24;
// Blocks that stopped this close before the report cycle stopped for it
// (a block is far shorter); farther, for something else (a device access).
constexpr uint64_t kProgressSlack = uint64_t{1} << 20;
}  // namespace

void MbCpu::report_progress(uint64_t now) {
    sim::progress::add(now - reported_cycle_);
    reported_cycle_ = now;
}

__attribute__((always_inline)) inline void MbCpu::spill(Hot& h) {
    cycle_ = h.cycle;
    pc_ = h.pc;
    npc_ = h.npc;
    cur_pc_ = h.ipc;
    carry_ = h.carry;
    imm_hi_ = h.imm_hi;
    imm_pending_ = h.imm_pending;
    slot_next_ = h.slot_next;
    stats_.instructions += h.count;
    h.count = 0;
}

__attribute__((always_inline)) inline void MbCpu::die(Hot& h, const std::string& what) {
    spill(h);
    fail(what);
}

// run_blocks' rare paths, out of its line so that the handlers keep the
// host's registers.

// A block in a statistics region has run (outcome o): its cycles,
// instructions and, from the region's first address, an entry.
__attribute__((always_inline)) inline void MbCpu::count_region(const Block& blk, unsigned o) {
    Region& r = regions_[blk.region - 1];
    r.cycles += blk.cycles[o];
    r.instructions += blk.count;
    r.entries += blk.region_entry;
}

// A block that is not lean has run: the registers still busy after it, its
// statistics region.
__attribute__((noinline)) void MbCpu::settle_block(Hot& h, const Block& blk, unsigned o, uint64_t c0) {
    for (uint32_t l = 0; l < blk.late_count[o]; ++l) {
        const LateReady& lr = tr_->block_late[blk.late_first[o] + l];
        ready_[lr.reg] = c0 + lr.offset;
        h.horizon = std::max(h.horizon, c0 + lr.offset);
    }
    if (blk.region) count_region(blk, o);
}

// A block about to start at h.cycle while a register may be busy (the
// horizon is past h.cycle): how many cycles later it starts, if it can run
// as a whole at all (kCannotEnter: it cannot). Its precomputed cycles hold
// when only its first instruction waits for a busy register: that wait
// moves every later instruction by as much, exactly as the one-instruction
// path would run them, so the block runs from the later cycle (a wait
// further in would change the stalls after it). Nothing from before it may
// stay busy past its end either: a register it writes then has its value
// ready by that end, whatever ready_ still says of the value before, and
// the block's end need not look (a lean block's end has nothing to do).
// Where the horizon says something might, it is first brought down to the
// latest ready cycle (it may lag: a register written again since with a
// value ready sooner).
__attribute__((noinline)) uint64_t MbCpu::busy_entry_delay(const Block& blk, Hot& h) const {
    const LateReady* const reads = tr_->block_reads.data() + blk.reads_first;  // (none may be stored at all)
    uint64_t start = h.cycle;
    uint32_t i = 0;
    for (; i < blk.reads_count && reads[i].offset == 0; ++i) start = std::max(start, ready_[reads[i].reg]);
    const uint64_t end = start + std::min(blk.cycles[0], blk.cycles[1]);
    if (h.horizon > end) {
        uint64_t busiest = 0;  // (of r1..r31: r0 and the sink are never read)
        for (unsigned r = 1; r < 32; ++r) busiest = std::max(busiest, ready_[r]);
        h.horizon = busiest;
        if (busiest > end) return kCannotEnter;
    }
    for (; i < blk.reads_count; ++i)
        if (ready_[reads[i].reg] > start + reads[i].offset) return kCannotEnter;
    return start - h.cycle;
}

// Whether block `from`, going on by outcome o into block `to` with nothing
// else busy, leaves `to` exactly as busy_entry_delay would let it run
// from its first cycle, so that its code may go straight into `to`'s:
// none of the registers `from` leaves busy (ready `after` cycles into
// `to`) is read by `to` before then, and each is ready by `to`'s end.
// Only `from`'s own are busy then: a block runs only if nothing from
// before it stays busy past its end (busy_entry_delay), and `to` starts
// there.
bool MbCpu::late_fits(const Block& from, unsigned o, const Block& to) const {
    if (MONTSIM_MUTANT_ON(kLateFitsIgnored)) return true;
    const LateReady* const late = tr_->block_late.data() + from.late_first[o];
    const LateReady* const reads = tr_->block_reads.data() + to.reads_first;
    for (uint32_t l = 0; l < from.late_count[o]; ++l) {
        const uint32_t after = late[l].offset - from.cycles[o];
        if (after > std::min(to.cycles[0], to.cycles[1])) return false;
        for (uint32_t i = 0; i < to.reads_count; ++i)
            if (reads[i].reg == late[l].reg && after > reads[i].offset) return false;
    }
    return true;
}

// The translation's pinned registers (BlockJit.hpp's JitPins): those whose
// values most often cross from one block to the next. Per straight run of
// code (it ends after a branch and its delay slot, and at a branch's
// target), a register read before the run writes it counts 2 (a load from
// the file saved, and often a chain through memory from one block to the
// next), its first write 1 (a store at the block's end saved); an
// instruction inside k loops (the spans a backward branch closes) counts
// 8^k times, so that an inner loop's registers win.
void MbCpu::choose_pins() {
    const uint32_t words = uint32_t(tr_->code.size());
    std::vector<int32_t> loops(words + 1, 0);  // +1 where a loop starts, -1 past its end
    std::vector<bool> target(words, false);
    for (uint32_t idx = 0; idx < words; ++idx) {
        const Decoded& d = decoded(idx);
        if (d.kind >= kOpCount || (d.flags & semantics::kBranch) == 0) continue;
        const BranchTarget how = semantics::kBranchTargets[d.kind];
        if (how != BranchTarget::Conditional && how != BranchTarget::PcPlusImm) continue;
        const int64_t at = int64_t(idx) + d.imm / 4;
        if (at < 0 || at >= int64_t(words)) continue;
        target[size_t(at)] = true;
        if (at > int64_t(idx)) continue;
        ++loops[size_t(at)];
        --loops[idx + 1];
    }
    uint64_t weight[33] = {};
    int32_t depth = 0;
    uint32_t written = 0;  // registers the run has written (bit r)
    uint32_t ends_after = 0;  // 1 + the index after which the run ends (0: none pending)
    for (uint32_t idx = 0; idx < words; ++idx) {
        depth += loops[idx];
        if (target[idx]) written = 0;
        const Decoded& d = tr_->code[idx];
        if (d.kind < kOpCount) {
            const uint64_t w = uint64_t(1) << (3 * std::min(depth, 6));
            for (const uint8_t r : {d.src[0], d.src[1], d.src[2]})
                if (r != 0 && r < 32 && (written >> r & 1) == 0) weight[r] += 2 * w;
            if (d.dst != 0 && d.dst < 32 && (written >> d.dst & 1) == 0) {
                weight[d.dst] += w;
                written |= 1u << d.dst;
            }
            if (d.flags & semantics::kBranch) ends_after = 1 + idx + ((d.flags & semantics::kDelay) ? 1 : 0);
        }
        if (ends_after == idx + 1) {
            written = 0;
            ends_after = 0;
        }
    }
    JitPins pins;
    for (size_t k = 0; k < JitPins::kMost; ++k) {
        uint8_t best = 0;
        for (uint8_t r = 1; r < 32; ++r)
            if (weight[r] > weight[best]) best = r;
        if (best == 0) break;
        pins.regs[k] = best;
        weight[best] = 0;
    }
    tr_->jit.set_pins(pins);
}

// A block's host code for this core's kind of memory, on its first run (a
// translation's cores share it; null when a kind has no emitter).
__attribute__((noinline)) void MbCpu::compile_block(const Block& blk, bool zero_based) {
    Block& b = const_cast<Block&>(blk);  // the translation's own: its code is a cache in it
    b.jit_tried[zero_based] = true;
    if (!tr_->jit.pins_chosen()) choose_pins();
    // A fast block's code goes on to the next block's itself, as op_end's
    // first case would.
    // (Its region's counters: where they lie in the core's array of
    // regions, which JitIo::regions gives at run time.)
    const Region probe;
    const auto at = [&probe](const uint64_t& field) {
        return int32_t(reinterpret_cast<const char*>(&field) - reinterpret_cast<const char*>(&probe));
    };
    const int32_t region_at = blk.region ? int32_t((blk.region - 1) * sizeof(Region)) : 0;  // (its region's, if any)
    const LateReady* late = tr_->block_late.data();
    const bool by_target = !blk.fixed_next && blk.late_count[0] == 0 && blk.late_count[1] == 0;
    const JitChain chain{{blk.cycles[0], blk.cycles[1]},
                         {blk.stalls[0], blk.stalls[1]},
                         blk.products,
                         blk.count,
                         blk.region ? region_at + at(probe.cycles) : -1,
                         blk.region ? region_at + at(probe.instructions) : -1,
                         blk.region_entry ? region_at + at(probe.entries) : -1,
                         {late + blk.late_first[0], late + blk.late_first[1]},
                         {blk.late_count[0], blk.late_count[1]},
                         by_target};
    // A block that leaves a register busy chains too (JitChain): into a
    // transfer's code, or a block it does not delay (late_fits, at link).
    // One whose way on comes from a register chains by its target.
    b.jit[zero_based] =
        tr_->jit.compile(blk.code, blk.count, zero_based, &blk, blk.fixed_next || by_target ? &chain : nullptr);
}

// A transfer's code (BlockJit::compile_transfer) for the empty block `at`,
// made on first use; null where it has none (not a blocking transfer, or
// nothing compiled).
const JitEntry* MbCpu::transfer_code(Block& at, bool zero_based) {
    const Decoded& d = tr_->code[(at.start_pc - code_base_) >> 2];
    if (!at.jit_tried[zero_based]) {
        at.jit_tried[zero_based] = true;
        if (!tr_->jit.pins_chosen()) choose_pins();
        // (A result ready later than its end would need the next block's
        // entry test, which chained code does not make.)
        if (is_blocking_transfer(d.kind) && d.hazard == 0)
            at.jit[zero_based] = tr_->jit.compile_transfer(&at, &d, at.start_pc,
                                                           d.kind <= uint8_t(Op::Ncget) ? int(d.rd) : -1, &transfer_now);
    }
    return at.jit[zero_based].chained != nullptr ? &at.jit[zero_based] : nullptr;
}

// Joins code that goes on (outcome o) to the block `to` with that block's
// code, if it has any: a block's, or for an empty one at a transfer, the
// transfer's (a block that leaves a register busy goes on only to those).
__attribute__((noinline)) void MbCpu::link_on(JitEntry& from, unsigned o, const Block& to, bool zero_based) {
    if (to.count != 0) {
        if (to.jit[zero_based].chained != nullptr) BlockJit::link(from, o, to.jit[zero_based], to.longest);
    } else if (const JitEntry* code = transfer_code(const_cast<Block&>(to), zero_based)) {
        BlockJit::link(from, o, *code, kTransferLongest);
    }
}

// A block whose way on comes from a register went on to `to` at pc: its
// code joined to to's, in a free slot (BlockJit::link_target), if both have
// code and pc has no slot yet.
void MbCpu::link_target(const Block& from, uint32_t pc, const Block& to, bool zero_based) {
    JitEntry& e = const_cast<Block&>(from).jit[zero_based];
    if (e.target_at[0] == nullptr || to.jit[zero_based].chained == nullptr) return;
    for (unsigned slot = 0; slot < 2; ++slot)
        if (e.linked[slot] && e.target_pc[slot] == pc) return;
    BlockJit::link_target(e, pc, to.jit[zero_based], to.longest);
}

// The block at pc, which block `done` went on to with outcome o
// (remembered in it); null if pc is outside the code.
__attribute__((noinline)) const MbCpu::Block* MbCpu::chain_block(const Block& done, unsigned o, uint32_t pc,
                                                                 const Loop& loop) {
    const uint32_t idx = (pc - loop.base) >> 2;
    if (idx >= loop.code_words || (pc & 3) != 0) return nullptr;
    const Block* next = &block_at(idx);
    Block& remember = const_cast<Block&>(done);  // the translation's own: chaining is a cache in it
    if (!done.fixed_next && done.next[o] != nullptr) remember.other_pc = done.next_pc[o], remember.other = done.next[o];
    remember.next_pc[o] = pc;
    // An empty block is remembered apart (next_empty): run_blocks' chained
    // path skips the empty test.
    remember.next_empty[o] = next->count == 0;
    remember.next[o] = next->count == 0 ? nullptr : next;
    return next;
}

// Leave block `blk` before its instruction `at` (before that instruction's
// imm prefix, if it has one), as the one-instruction path would have left
// it there.
__attribute__((noinline)) void MbCpu::leave_block(Hot& h, const Block& blk, uint32_t at, bool taken,
                                                  uint32_t target) {
    const unsigned o = taken ? 1 : 0;
    const uint64_t c0 = h.cycle;
    const BlockInst* first = &tr_->block_code[blk.first];
    uint32_t i = at;
    if (first[at].prefixed) --i;
    const BlockExit* ex = &tr_->block_exits[blk.first];
    for (uint32_t j = 0; j < i; ++j) {
        const uint64_t ready = c0 + ex[j + 1].pre[o] + ex[j].hazard;
        ready_[ex[j].dst] = ready;
        h.horizon = std::max(h.horizon, ready);
    }
    h.cycle = c0 + ex[i].pre[o];
    stats_.hazard_stall_cycles += ex[i].stalls[o];
    stats_.word_products += ex[i].products;
    h.count += i;
    if (blk.region) {
        Region& r = regions_[blk.region - 1];
        r.cycles += ex[i].pre[o];
        r.instructions += i;
        if (i > 0 && blk.start_pc == r.begin) ++r.entries;
    }
    if (i > 0) h.ipc = first[i - 1].addr;
    h.pc = first[i].addr;
    h.npc = h.pc + 4;
    if (i > 0 && (first[i - 1].flags & kDelay)) {
        h.slot_next = true;
        if (taken) h.npc = target;
    }
    h.one_instruction = true;
}

// Blocks, one after another from h.pc, as long as one can run as a whole:
// it starts at a decoded code word with no imm prefix or delay slot pending,
// nothing from before it can stall it (h.horizon) or only its first
// instruction waits (busy_entry_delay), and it ends before the cycle limit.
// Returns whether any ran; the caller then runs one instruction (or checks
// the limit). A device access, an access outside local memory or
// a store into code leaves the block before that instruction, exactly where
// the one-instruction path would stand, and sets one_instruction: that path
// then carries the access out or reports it, so nothing inside a block
// throws.
//
// Each block instruction jumps straight to its handler (BlockHandlers.hpp;
// GCC's labels as values) and each handler on to the next instruction's:
// no dispatch loop, no test of an instruction's class, the kind fixed in
// each handler so alu_result's switch disappears. The registers, the carry
// and the memory's bounds are locals here. Not inlined: its table of label
// addresses is a static of one function.
template <bool kZeroBase>
__attribute__((noinline)) bool MbCpu::run_blocks(Hot& h, uint64_t cycle_limit, const Loop& loop) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"  // labels as values: a GCC (and Clang) extension
    if (h.imm_pending | h.slot_next | h.one_instruction) return false;
    static const void* const kHandlers[] = {
#define MONTSIM_BLOCK_ROW(name, class_) &&op_##name,
#include "cores/mb/cpu/BlockRows.def"
#undef MONTSIM_BLOCK_ROW
#define MONTSIM_RB0_LABEL(name) &&op_##name##R0,
        MONTSIM_BLOCK_RB0_OPS(MONTSIM_RB0_LABEL)
#undef MONTSIM_RB0_LABEL
#define MONTSIM_FUSED_LABEL(class_a, a, class_b, b) &&MONTSIM_CAT2(op_, MONTSIM_FUSED_ID(class_a, a, class_b, b)),
        MONTSIM_BLOCK_FUSED_PAIRS(MONTSIM_FUSED_LABEL)
#undef MONTSIM_FUSED_LABEL
#define MONTSIM_CLOSING_LABEL(class_, name) &&MONTSIM_CAT3(op_, MONTSIM_FORM_ID(class_, name), _End),
        MONTSIM_BLOCK_CLOSING_OPS(MONTSIM_CLOSING_LABEL)
#undef MONTSIM_CLOSING_LABEL
        &&op_eq_imm, &&op_ne_imm, &&op_lt_imm, &&op_le_imm, &&op_gt_imm, &&op_ge_imm,
        &&op_eq_reg, &&op_ne_reg, &&op_lt_reg, &&op_le_reg, &&op_gt_reg, &&op_ge_reg,
        &&op_added_alu, &&op_jump, &&op_branch, &&op_nop, &&op_end};
    static_assert(sizeof(kHandlers) / sizeof(kHandlers[0]) == size_t(BlockHandler::End) + 1,
                  "one label per handler, in BlockHandler's order");
    const uint32_t code_base = loop.base, code_words = loop.code_words;
    const uint32_t mbase = mem_.base(), msize = mem_.size();
    if (kZeroBase != zero_based_pow2()) return false;  // (the caller picks the right one)
    // The bounds every handler checks, as few values as possible (they
    // should all stay in host registers): a load at offset `off` (its
    // address less the memory's base) runs here if off <= load_lim (the
    // last three bytes of memory, stack slots that
    // are words in practice, take the one-instruction path for a byte or
    // half-word too); a store only above the code, ea - store_base <=
    // store_lim (a store into the code, or below it, takes that path too:
    // code starts at the memory's base in every linker script montsim
    // ships). Where local memory starts at address 0 and its size is a power
    // of two (a scheme's cores; not a program linked for QEMU's layout), an
    // address is its offset in M, and one mask tests both bounds and the
    // alignment: a w-byte access at ea is inside and aligned exactly when
    // ea & (~(msize - 1) | (w - 1)) is 0 (kZeroBase). A memory with less
    // than a word above the code runs no block.
    const uint32_t code_end = code_base - mbase + 4 * code_words;
    if (msize < 4 || code_end > msize - 4) return false;
    // (kZeroBase) the address bits beyond the memory, with the alignment's
    // for a word and a half-word: each a value of its own, so the handlers
    // do not build them.
    const uint32_t outside = ~(msize - 1), outside_word = outside | 3u, outside_half = outside | 1u;
    uint32_t* const R = regs_.data();
    uint8_t* const M = mem_.bytes();
    uint8_t* const MS = M + code_end;  // the bytes above the code
    const uint32_t load_lim = msize - 4;
    const uint32_t store_base = mbase + code_end, store_lim = msize - 4 - code_end;
    uint32_t carry = h.carry;
    bool ran = false;
    // Compiled blocks (BlockJit.hpp) get the same bounds.
    JitIo* const jio = loop.jio;
    const bool compiled = jio != nullptr;
    if (compiled) {
        if (!jio->bounds_set) {
            jio->outside_word = outside_word, jio->outside_half = outside_half, jio->outside = outside;
            jio->store_base = store_base, jio->mbase = mbase, jio->load_lim = load_lim, jio->store_lim = store_lim;
            jio->regions = regions_.data();
            jio->core = this;
            jio->ready = ready_.data();
            jio->bounds_set = true;
        }
        jio->limit = cycle_limit;
    }
    // The block running and its code.
    const Block* blk;
    {
        const uint32_t idx = (h.pc - code_base) >> 2;
        if (idx >= code_words || (h.pc & 3) != 0) return false;
        blk = &block_at(idx);
    }
    const BlockInst* p;
    // The closing branch's outcome (kept in memory: set once per block; a
    // target only by a branch whose target is a register's).
    struct {
        uint32_t taken;
        uint32_t target;
    } branch{0, 0};
next_block:
    if (__builtin_expect(blk->count == 0, 0)) goto stand_before_empty;
    if (compiled && !blk->jit_tried[kZeroBase]) compile_block(*blk, kZeroBase);
next_chained:  // (a remembered next block is never empty: chain_block)
    if (__builtin_expect(h.cycle + blk->longest > cycle_limit, 0)) goto stand_before;
    if (__builtin_expect(h.horizon > h.cycle, 0)) {  // a register is busy from before the block
        const uint64_t wait = busy_entry_delay(*blk, h);
        if (wait == kCannotEnter || h.cycle + wait + blk->longest > cycle_limit) goto stand_before;
        // Its first instruction's wait, counted as the one-instruction path
        // counts it (a block left before that instruction leaves it done).
        h.cycle += wait;
        stats_.hazard_stall_cycles += wait;
        if (blk->region) regions_[blk->region - 1].cycles += wait;
    }
    ran = true;
    p = blk->code;
    branch.taken = 0;
    if (compiled && blk->jit[kZeroBase].call != nullptr) {
        // Its host code does what the handlers would, going on to the
        // blocks it chains to as op_end would (accounted in jio), then
        // stops in the last where the handlers would have gone to op_end
        // or to leave.
        jio->carry = carry;
        jio->cycle = h.cycle;
        jio->horizon = h.horizon;
        const uint32_t at = blk->jit[kZeroBase].call(R, M, jio);
        blk = static_cast<const Block*>(jio->block);
        carry = jio->carry;
        h.horizon = jio->horizon;
        branch.taken = jio->taken;
        branch.target = jio->target;
        h.cycle = jio->cycle;
        if (jio->count != 0) {
            h.count += jio->count;
            stats_.hazard_stall_cycles += jio->stalls;
            stats_.word_products += jio->products;
            jio->count = jio->stalls = jio->products = 0;
        }
        if (__builtin_expect(blk->count == 0, 0)) {  // it stopped in a transfer's code
            h.pc = blk->start_pc;
            h.npc = h.pc + 4;
            if (at == 0) goto one_alone;  // the transfer must wait: run here, as without its code
            h.ipc = h.pc;
            h.pc = h.npc;
            h.npc += 4;
            const uint32_t idx = (h.pc - code_base) >> 2;
            if (idx >= code_words) goto out;
            const Block* after = &block_at(idx);
            if (!blk->jit[kZeroBase].linked[0]) link_on(const_cast<Block*>(blk)->jit[kZeroBase], 0, *after, kZeroBase);
            blk = after;
            goto next_block;
        }
        p = blk->code + at;
        if (__builtin_expect(at != blk->count, 0)) goto leave;
        goto op_end;
    }
#define MONTSIM_NEXT goto* kHandlers[unsigned((++p)->handler)]
// Where the block's branch goes if taken.
#define MONTSIM_TAKEN_PC (blk->fixed_next ? blk->taken_pc : branch.target)
    goto* kHandlers[unsigned(p->handler)];

// What one instruction does, by its class: an ALU result; a load or store
// of local memory, where anything else (a device, the shared window, a
// fault, a misaligned address, the code) leaves the block before it.
#define MONTSIM_DO_ALU(name)                                                                    \
    {                                                                                           \
        uint32_t v;                                                                             \
        alu_result(uint8_t(Op::name), R[p->ra], R[p->rb], uint32_t(p->imm), carry, v);          \
        R[p->rd] = v;                                                                           \
    }
#define MONTSIM_DO_ALU0(name) /* rB is r0, which reads as zero */                              \
    {                                                                                           \
        uint32_t v;                                                                             \
        alu_result(uint8_t(Op::name), R[p->ra], 0u, uint32_t(p->imm), carry, v);                \
        R[p->rd] = v;                                                                           \
    }
#define MONTSIM_DO_Load(name)                                                                   \
    {                                                                                           \
        const uint32_t w = access_width(uint8_t(Op::name));                                     \
        const uint32_t ea = effective_address(uint8_t(Op::name), R[p->ra], R[p->rb], uint32_t(p->imm)); \
        if constexpr (kZeroBase) {                                                              \
            const uint32_t bad = w == 4 ? outside_word : w == 2 ? outside_half : outside;      \
            if (__builtin_expect((ea & bad) != 0, 0)) goto leave;                               \
            R[p->rd] = load_be(M + ea, w);                                                      \
        } else {                                                                                \
            const uint32_t off = ea - mbase;                                                    \
            if (__builtin_expect(off > load_lim || (ea & (w - 1)) != 0, 0)) goto leave;        \
            R[p->rd] = load_be(M + off, w);                                                     \
        }                                                                                       \
    }
#define MONTSIM_DO_Store(name)                                                                  \
    {                                                                                           \
        const uint32_t w = access_width(uint8_t(Op::name));                                     \
        const uint32_t ea = effective_address(uint8_t(Op::name), R[p->ra], R[p->rb], uint32_t(p->imm)); \
        if constexpr (kZeroBase) {                                                              \
            const uint32_t bad = w == 4 ? outside_word : w == 2 ? outside_half : outside;      \
            if (__builtin_expect((ea & bad) != 0 || ea < store_base, 0)) goto leave;            \
            store_be(M + ea, w, R[p->rd]);                                                      \
        } else {                                                                                \
            const uint32_t off = ea - store_base;                                               \
            if (__builtin_expect(off > store_lim || (ea & (w - 1)) != 0, 0)) goto leave;        \
            store_be(MS + off, w, R[p->rd]);                                                    \
        }                                                                                       \
    }
#define MONTSIM_BLOCK_ROW(name, class_) op_##name : MONTSIM_DO_##class_(name) MONTSIM_NEXT;
#include "cores/mb/cpu/BlockRows.def"
#undef MONTSIM_BLOCK_ROW
// An ALU instruction added outside the table: its semantics is called.
op_added_alu : {
    const uint64_t result = added_alu_result(p->kind, R[p->ra], R[p->rb], uint32_t(p->imm), carry);
    carry = uint32_t(result >> 32);
    R[p->rd] = uint32_t(result);
}
    MONTSIM_NEXT;
#define MONTSIM_RB0(name) op_##name##R0 : MONTSIM_DO_ALU0(name) MONTSIM_NEXT;
    MONTSIM_BLOCK_RB0_OPS(MONTSIM_RB0)
#undef MONTSIM_RB0
// A superinstruction: this entry's instruction, then the next entry's, each
// as its own handler would run it; then on past both. If the second leaves
// the block (a load or store), it leaves with the first done, before it.
#define MONTSIM_FUSED(class_a, a, class_b, b)                                       \
    MONTSIM_CAT2(op_, MONTSIM_FUSED_ID(class_a, a, class_b, b)) : MONTSIM_DO_##class_a(a) \
    ++p;                                                                            \
    MONTSIM_DO_##class_b(b) MONTSIM_NEXT;
    MONTSIM_BLOCK_FUSED_PAIRS(MONTSIM_FUSED)
#undef MONTSIM_FUSED
// A block's last instruction, then straight on to its end (past the End
// entry, which op_end reads as p).
#define MONTSIM_CLOSING(class_, name) \
    MONTSIM_CAT3(op_, MONTSIM_FORM_ID(class_, name), _End) : MONTSIM_DO_##class_(name) ++p; goto op_end;
    MONTSIM_BLOCK_CLOSING_OPS(MONTSIM_CLOSING)
#undef MONTSIM_CLOSING
#undef MONTSIM_DO_ALU
#undef MONTSIM_DO_ALU0
#undef MONTSIM_DO_Load
#undef MONTSIM_DO_Store
// Conditional branches (the same conditions as branch_outcome's).
// (An immediate target is the block's taken_pc, not set here; a register
// one is the branch's own: `target`.)
#define MONTSIM_COND(label, test, target)    \
    label : {                                \
        const int32_t a = int32_t(R[p->ra]); \
        branch.taken = (test);               \
        target;                              \
    }                                        \
    MONTSIM_NEXT;
#define MONTSIM_REG_TARGET branch.target = p->addr + R[p->rb]
    MONTSIM_COND(op_eq_imm, a == 0, )
    MONTSIM_COND(op_ne_imm, a != 0, )
    MONTSIM_COND(op_lt_imm, a < 0, )
    MONTSIM_COND(op_le_imm, a <= 0, )
    MONTSIM_COND(op_gt_imm, a > 0, )
    MONTSIM_COND(op_ge_imm, a >= 0, )
    MONTSIM_COND(op_eq_reg, a == 0, MONTSIM_REG_TARGET)
    MONTSIM_COND(op_ne_reg, a != 0, MONTSIM_REG_TARGET)
    MONTSIM_COND(op_lt_reg, a < 0, MONTSIM_REG_TARGET)
    MONTSIM_COND(op_le_reg, a <= 0, MONTSIM_REG_TARGET)
    MONTSIM_COND(op_gt_reg, a > 0, MONTSIM_REG_TARGET)
    MONTSIM_COND(op_ge_reg, a >= 0, MONTSIM_REG_TARGET)
#undef MONTSIM_COND
#undef MONTSIM_REG_TARGET
op_jump:  // the target is the block's taken_pc
    branch.taken = true;
    if (p->flags & kLink) R[p->rd] = p->addr;
    MONTSIM_NEXT;
op_branch:
    branch.taken = branch_outcome(p->kind, R[p->ra], R[p->rb], uint32_t(p->imm), p->addr, branch.target);
    if (p->flags & kLink) R[p->rd] = p->addr;
    MONTSIM_NEXT;
op_nop:
    MONTSIM_NEXT;
#undef MONTSIM_NEXT

op_end: {
    // The whole block ran: its cycles for the outcome of its branch.
    const unsigned o = branch.taken ? 1 : 0;
    const uint64_t c0 = h.cycle;
    h.cycle = c0 + blk->cycles[o];
    stats_.hazard_stall_cycles += blk->stalls[o];
    stats_.word_products += blk->products;
    h.count += blk->count;
    h.ipc = p[-1].addr;
    // On to the next block if the limit allows (a lean block leaves every
    // register ready by its end: nothing can stall the next); the block
    // this one went on to last time is remembered.
    // (At the cycle limit the next block's own test stops the run before it:
    // every instruction takes a cycle at least.)
    if (__builtin_expect(blk->fast, 1)) {
        if (blk->region) count_region(*blk, o);
        if (__builtin_expect(blk->next[o] != nullptr, 1)) {
            // Its code not yet joined to the next block's (BlockJit::link):
            // joined now, if that one has code.
            if (compiled && !blk->jit[kZeroBase].linked[o] && blk->jit[kZeroBase].jump_at[o] != nullptr &&
                blk->next[o]->jit[kZeroBase].chained != nullptr)
                BlockJit::link(const_cast<Block*>(blk)->jit[kZeroBase], o, blk->next[o]->jit[kZeroBase],
                               blk->next[o]->longest);
            blk = blk->next[o];
            goto next_chained;
        }
    } else if (!blk->lean) {
        settle_block(h, *blk, o, c0);  // (a register it leaves busy: the next block's entry looks)
        if (blk->fixed_next && blk->next[o] != nullptr) {
            // Joined to the next block's code where that one need not look.
            if (compiled && !blk->jit[kZeroBase].linked[o] && blk->jit[kZeroBase].jump_at[o] != nullptr &&
                blk->next[o]->jit[kZeroBase].chained != nullptr && late_fits(*blk, o, *blk->next[o]))
                BlockJit::link(const_cast<Block*>(blk)->jit[kZeroBase], o, blk->next[o]->jit[kZeroBase],
                               blk->next[o]->longest);
            blk = blk->next[o];
            goto next_chained;
        }
    }
    const uint32_t pc = o ? MONTSIM_TAKEN_PC : blk->fall_pc;
    if ((blk->other_pc == pc || MONTSIM_MUTANT_ON(kOtherTargetIgnored)) && blk->other != nullptr) {  // (only a branch to a register's address has one)
        if (compiled) link_target(*blk, pc, *blk->other, kZeroBase);
        blk = blk->other;
        goto next_chained;
    }
    if (blk->next_pc[o] == pc) {
        if (!blk->fixed_next && blk->next[o] != nullptr) {
            if (compiled) link_target(*blk, pc, *blk->next[o], kZeroBase);
            blk = blk->next[o];
            goto next_chained;
        }
        if (blk->next_empty[o]) {  // as the empty block's own stand_before_empty
            h.pc = pc;
            h.npc = pc + 4;
            if (compiled && !blk->jit[kZeroBase].linked[o] && blk->jit[kZeroBase].jump_at[o] != nullptr)
                link_on(const_cast<Block*>(blk)->jit[kZeroBase], o, block_at((pc - code_base) >> 2), kZeroBase);
            goto one_alone;
        }
    }
    blk = chain_block(*blk, o, pc, loop);
    if (blk == nullptr) {
        h.pc = pc;
        h.npc = pc + 4;
        goto out;
    }
    goto next_block;
}

stand_before:
    h.pc = blk->start_pc;  // stand before it: the one-instruction path goes on
    h.npc = h.pc + 4;
    goto out;
stand_before_empty:  // a block that cannot run here: its first instruction runs alone
    h.pc = blk->start_pc;
    h.npc = h.pc + 4;
one_alone:
    // Called again, this would find that block empty and return false: the
    // caller may run the instruction at once (unless the cycle limit stops
    // it before, which only its loop's own test may decide).
    if (h.cycle < cycle_limit) {
        // An FSL transfer runs here, as the caller would run it, and the
        // blocks go on after it: most communicating code puts or gets a
        // word every few dozen instructions, and leaving this function for
        // each one cost more than the transfer itself.
        const uint32_t idx = (h.pc - code_base) >> 2;
        if (idx < code_words && is_fsl_transfer(tr_->code[idx].kind)) {
            h.carry = carry;
            run_transfer(h, tr_->code[idx]);
            carry = h.carry;
            ran = true;
            const uint32_t at = (h.pc - code_base) >> 2;
            if (at >= code_words || (h.pc & 3) != 0) goto out;
            blk = &block_at(at);
            goto next_block;
        }
        ran = false;
    }
    goto out;
leave:
    leave_block(h, *blk, uint32_t(p - blk->code), branch.taken, MONTSIM_TAKEN_PC);
out:
    h.carry = carry;
    return ran;
#undef MONTSIM_TAKEN_PC
#pragma GCC diagnostic pop
}

// The parts of one instruction both executors share (run_one, and
// run_transfer inside run_blocks).

// The cycle it issues at: every register it reads ready (a wait counted as
// a hazard stall). Most instructions do not stall: a branch the host
// predicts keeps the comparisons off the chain from one instruction's cycle
// to the next.
__attribute__((always_inline)) inline uint64_t MbCpu::ready_start(uint64_t cycle, const Decoded& d) const {
    const uint64_t r0 = ready_[d.src[0]], r1 = ready_[d.src[1]], r2 = ready_[d.src[2]];
    if (__builtin_expect((r0 > cycle) | (r1 > cycle) | (r2 > cycle), 0)) return std::max({cycle, r0, r1, r2});
    return cycle;
}

__attribute__((always_inline)) inline uint64_t MbCpu::issue_cycle(const Hot& h, const Decoded& d) {
    const uint64_t start = ready_start(h.cycle, d);
    if (__builtin_expect(start != h.cycle, 0)) stats_.hazard_stall_cycles += start - h.cycle;
    return start;
}

// An FSL get or put issued at `start`: the cycle it completed at. The
// network may report this core's pc while it waits: Hot is spilled first.
__attribute__((always_inline)) inline uint64_t MbCpu::transfer(Hot& h, const Decoded& d, uint64_t start,
                                                               uint32_t here) {
    spill(h);
    const bool get = d.kind <= uint8_t(Op::Ncget);
    const FslDone f = get ? fsl_get_op(d.kind, unsigned(d.imm), start, here)
                          : fsl_put_op(d.kind, unsigned(d.imm), regs_[d.ra], start, here);
    if (get && f.ok) regs_[d.rd] = f.data;
    if (!f.blocking) h.carry = f.ok ? 0 : 1;
    return f.when;
}

// It ends at cycle `end` (it began at `before`): its result's ready cycle,
// its count and its statistics region.
template <bool kBlocks>
__attribute__((always_inline)) inline void MbCpu::retire(Hot& h, const Decoded& d, uint64_t before, uint64_t end,
                                                         uint32_t hazard, uint32_t here) {
    h.cycle = end;
    const uint64_t ready = end + hazard;
    ready_[d.dst] = ready;
    if constexpr (kBlocks) h.horizon = std::max(h.horizon, ready);
    ++h.count;
    if (d.region) {
        Region& r = regions_[d.region - 1];
        r.cycles += end - before;
        ++r.instructions;
        if (here == r.begin) ++r.entries;
    }
}

// One instruction: fetch (predecoded), the delay-slot rule, the hazard
// stall, what it does, its cycles. Returns true when the core halted.
template <bool kTraced, bool kBlocks>
__attribute__((always_inline)) inline bool MbCpu::run_one(Hot& h, Decoded*& code, const Loop& loop) {
    const uint32_t base = loop.base, code_words = loop.code_words;
    const TimingTable& t = loop.timing;
    const Decoded* dp;
    {
        const uint32_t idx = (h.pc - base) >> 2;
        if (__builtin_expect(idx < code_words && (h.pc & 3) == 0, 1)) {
            Decoded& e = code[idx];
            if (__builtin_expect(e.kind == kNotDecoded, 0)) e = decode_word(mem_.read32(h.pc), h.pc);
            dp = &e;
        } else {
            h.ipc = h.pc;
            if (h.pc & 3) die(h, "instruction address is not a multiple of 4");
            if (!mem_.contains(h.pc, 4)) die(h, "instruction fetch outside local memory");
            scratch_ = decode_word(mem_.read32(h.pc), h.pc);
            dp = &scratch_;
        }
    }
    const Decoded& d = *dp;
    if constexpr (kTraced) {
        const uint32_t idx = (h.pc - base) >> 2;
        if (idx < marks_.size() && marks_[idx] != 0)
            trace_->events.push_back(TraceEvent{h.cycle, h.cycle, h.pc, 0, uint16_t(marks_[idx] - 1), TraceKind::Label, true});
    }
    h.ipc = h.pc;
    h.pc = h.npc;
    h.npc += 4;
    const bool imm_active = h.imm_pending;
    h.imm_pending = false;
    // The reference guide forbids these in a delay slot; real hardware would
    // do something undefined, so the run stops rather than guess.
    if (__builtin_expect(h.slot_next, 0)) {
        h.slot_next = false;
        if (d.flags & kNoSlot) die(h, "a branch, return or imm in the delay slot of the branch before it");
    }
    const uint32_t uimm = imm_active ? (h.imm_hi << 16) | (uint32_t(d.imm) & 0xFFFF) : static_cast<uint32_t>(d.imm);

    const uint64_t before = h.cycle;
    uint64_t start = issue_cycle(h, d);
    uint64_t cost = d.cost;
    uint32_t hazard = d.hazard;
    bool stop = false;  // a halt: checked once, after the cycles are charged

    const uint32_t a = regs_[d.ra];
    const uint32_t b = regs_[d.rb];
    uint32_t& rd = regs_[d.rd];
    const uint32_t here = h.ipc;

    if (is_alu(d.flags)) {
        uint32_t v;
        alu_result(d.kind, a, b, uimm, h.carry, v);
        rd = v;
        stats_.word_products += counts_product(d.kind);
    } else if (is_memory(d.flags)) {
        const uint32_t ea = effective_address(d.kind, a, b, uimm);
        const uint32_t width = access_width(d.kind);
        if (__builtin_expect(ea >= kSharedBase, 0)) {
            spill(h);
            const ExternalDone x =
                is_load(d.flags) ? load_external(ea, width, start) : store_external(ea, width, rd, start);
            if (is_load(d.flags)) rd = x.data;
            stop = halted_;
            // The bus or the barrier decided when the next instruction
            // issues; the loaded word is ready then.
            if (x.next) start = x.next, cost = 0, hazard = 0;
        } else if (is_load(d.flags)) {
            rd = mem_.load(width, ea);
        } else {
            mem_.store(width, ea, rd);
            if (invalidate_code(ea)) code = tr_->code.data();
        }
    } else if ((d.flags & kBranch) && d.kind < kFirstSpecial) {
        uint32_t target = 0;
        const bool taken = branch_outcome(d.kind, a, b, uimm, here, target);
        if (d.flags & kLink) rd = here;
        cost = branch_cycles(t, d.flags, taken);
        // The delay slot runs whether the branch is taken or not, so the same
        // instructions are forbidden there.
        h.slot_next = (d.flags & kDelay) != 0;
        if (taken) {
            h.npc = target;
            if (!h.slot_next) h.pc = target, h.npc = target + 4;
        }
    } else {
        switch (d.kind) {
        case uint8_t(Op::Imm):
            h.imm_hi = uint32_t(d.imm) & 0xFFFF;
            h.imm_pending = true;
            break;
        case uint8_t(Op::Mfs): {
            const SprRead r = read_spr(d.imm, h.carry, here);
            if (!r.ok) die(h, "mfs from a special register montsim does not model");
            rd = r.value;
            break;
        }
        case uint8_t(Op::Mts): {
            const SprWrite w = write_spr(d.imm, a);
            if (!w.ok) die(h, "mts to a special register other than rmsr");
            h.carry = w.carry;
            break;
        }
        case uint8_t(Op::Get): case uint8_t(Op::Nget): case uint8_t(Op::Cget): case uint8_t(Op::Ncget):
        case uint8_t(Op::Put): case uint8_t(Op::Nput): case uint8_t(Op::Cput): case uint8_t(Op::Ncput):
            start = transfer(h, d, start, here);
            break;
        case kSyscall:
            // Linux returns from a system call with r14 = the brki's address
            // + 4 (its entry code adds 4 before saving r14; QEMU's user mode
            // does the same): found by scripts/montsim/tools/qemu_diff.py.
            regs_[14] = here + 4;
            cost = t.branch_taken;
            spill(h);
            syscall();
            stop = halted_;
            break;
        case kHaltLoop:
            cost = t.branch_taken;
            halted_ = true;
            halted_at_self_jump_ = true;
            stop = true;
            h.pc = here;
            h.npc = here + 4;
            break;
        case kMissingUnit:
            die(h, missing_unit_message(here));
        case kIllegal:
        default:
            die(h, "illegal instruction: the word is not in montsim's MicroBlaze subset");
        }
    }

    retire<kBlocks>(h, d, before, start + cost, hazard, here);
    return stop;
}

// run_blocks' FSL transfer (is_fsl_transfer at h.pc, decoded as d), run as
// run_one runs it; out of line, so that the handlers keep the host's
// registers. (No prefix or delay slot is pending between blocks.)
__attribute__((noinline)) void MbCpu::run_transfer(Hot& h, const Decoded& d) {
    const uint32_t here = h.pc;
    h.ipc = here;
    h.pc = h.npc;
    h.npc += 4;
    // Where the network completes it at once, as compiled code does it.
    if (is_blocking_transfer(d.kind)) {
        const uint64_t end = transfer_now(this, &d, h.cycle, here);
        if (end != kNotNow) {
            h.cycle = end;
            h.horizon = std::max(h.horizon, ready_[d.dst]);
            ++h.count;
            return;
        }
    }
    const uint64_t before = h.cycle;
    const uint64_t start = MONTSIM_MUTANT_ON(kTransferNoWait) ? h.cycle : issue_cycle(h, d);
    retire<true>(h, d, before, transfer(h, d, start, here) + d.cost, d.hazard, here);
}

// No spill: nothing waits, so nothing outside looks at the core meanwhile.
// (Only the blocking forms, whose carry stays; an FSL transfer's result is
// ready when it ends: nothing is left busy.)
uint64_t MbCpu::transfer_now(void* cpu, const void* decoded, uint64_t cycle, uint32_t here) noexcept {
    MbCpu& c = *static_cast<MbCpu*>(cpu);
    const Decoded& d = *static_cast<const Decoded*>(decoded);
    if (c.fsl_ == nullptr) return kNotNow;
    const uint64_t start = MONTSIM_MUTANT_ON(kTransferNoWait) ? cycle : c.ready_start(cycle, d);
    uint64_t when = start;
    // The channel's own functions where it gave them, else the access's
    // (ask_now). (An FSL instruction names a link below 16.)
    const unsigned link = unsigned(d.imm);
    if (link >= kNowLinks) return kNotNow;
    if ((c.now_asked_ >> link & 1) == 0) c.ask_now(link);
    if (d.kind <= uint8_t(Op::Ncget)) {
        uint32_t data = 0;
        bool control = false;
        const sim::FslGetNow& now = c.get_now_[link];
        if (!now.call(now.channel, when, data, control)) return kNotNow;
        c.regs_[d.rd] = data;
        c.count_get(start, when, true, control != (d.kind == uint8_t(Op::Cget)));
    } else {
        const sim::FslPutNow& now = c.put_now_[link];
        if (!now.call(now.channel, when, c.regs_[d.ra], d.kind == uint8_t(Op::Cput))) return kNotNow;
        c.count_put(start, when, true);
    }
    c.stats_.hazard_stall_cycles += start - cycle;
    Hot h;
    h.cycle = cycle;
    c.retire<false>(h, d, cycle, when + d.cost, d.hazard, here);
    return h.cycle;
}

void MbCpu::ask_now(unsigned link) {
    get_now_[link] = fsl_->get_now_call(link);
    put_now_[link] = fsl_->put_now_call(link);
    // A channel without its own: through the access, the link beside it.
    access_links_[link] = AccessLink{fsl_, link};
    if (!get_now_[link].call)
        get_now_[link] = {[](void* at, uint64_t& cycle, uint32_t& data, bool& control) {
                              const AccessLink& a = *static_cast<const AccessLink*>(at);
                              return a.access->get_now(a.link, data, control, cycle);
                          },
                          &access_links_[link]};
    if (!put_now_[link].call)
        put_now_[link] = {[](void* at, uint64_t& cycle, uint32_t data, bool control) {
                              const AccessLink& a = *static_cast<const AccessLink*>(at);
                              return a.access->put_now(a.link, data, control, cycle);
                          },
                          &access_links_[link]};
    now_asked_ |= uint32_t(1) << link;
}

template <bool kTraced, bool kOneStep>
StopReason MbCpu::run_loop(uint64_t cycle_limit) {
    Hot h;
    h.cycle = cycle_;
    h.pc = pc_;
    h.npc = npc_;
    h.ipc = cur_pc_;
    h.carry = carry_;
    h.imm_hi = imm_hi_;
    h.imm_pending = imm_pending_;
    h.slot_next = slot_next_;
    // Blocks never run while tracing or single-stepping: no horizon to keep.
    constexpr bool kBlocks = !kTraced && !kOneStep;
    h.horizon = kBlocks ? *std::max_element(ready_.begin(), ready_.end()) : 0;
    Decoded* code = tr_->code.data();  // changes only with a store into code
    // What stays the same while the loop runs, read once (the executors
    // would reload members on every instruction: a store to a register or
    // memory may alias them, as far as the compiler knows).
    JitIo jio;  // (blocks compiled to host code: BlockJit.hpp)
    const bool compiled = kBlocks && cfg_.compile_blocks && BlockJit::available();
    const Loop loop{code_base_, uint32_t(tr_->code.size()), cfg_.timing, compiled ? &jio : nullptr};
    const bool flat_memory = zero_based_pow2();  // which block executor (the memory stays while the loop runs)

    // How far the core got is published every kProgressCycles (for the
    // line a long point shows: sim/RunProgress.hpp). The blocks stop at the
    // report cycle as at a limit; there the report is made and they go on,
    // so no stretch runs one instruction at a time for it.
    uint64_t report_at = h.cycle + kProgressCycles;
    try {
        while (kOneStep || h.cycle < cycle_limit) {
            if constexpr (kBlocks) {
                const uint64_t block_limit = std::min(cycle_limit, report_at);
                if (flat_memory ? run_blocks<true>(h, block_limit, loop) : run_blocks<false>(h, block_limit, loop))
                    continue;
                if (block_limit < cycle_limit && report_at - std::min(h.cycle, report_at) < kProgressSlack) {
                    report_progress(h.cycle);
                    report_at = h.cycle + kProgressCycles;
                    continue;  // (a block that could not run for another reason stops it again, now for that)
                }
                h.one_instruction = false;
            }
            if (__builtin_expect(run_one<kTraced, kBlocks>(h, code, loop), 0)) {
                spill(h);
                if constexpr (kTraced) trace_->halt_cycle = h.cycle;
                return StopReason::Halted;
            }
            if constexpr (kOneStep) break;
        }
    } catch (...) {
        spill(h);
        throw;
    }
    spill(h);
    return kOneStep ? StopReason::Running : StopReason::CycleLimit;
}

StopReason MbCpu::run(uint64_t cycle_limit) {
    if (halted_) return StopReason::Halted;
    if (!tr_shared_) share_translation();
    // Asked again on each run's first transfer per link: the access may have
    // been set again since, and an access's way in (ask_now) points into
    // this object, which may have been copied.
    now_asked_ = 0;
    try {
        const StopReason stop = trace_ ? run_loop<true, false>(cycle_limit) : run_loop<false, false>(cycle_limit);
        report_progress(cycle_);  // the rest since the last report
        return stop;
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

}  // namespace montsim::mb
