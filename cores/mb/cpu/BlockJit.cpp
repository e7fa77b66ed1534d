// The block compiler (BlockJit.hpp): x86-64 code per block, made with xbyak.
//
// The compiled code's registers: rdi the register file (MbCpu::regs_, r0
// reads as zero, index 32 the sink of writes to r0), rsi local memory's
// bytes, rdx the JitIo, r9 the cycle the running block started at and r10
// the instructions of the blocks gone on from (JitIo's cycle and count,
// kept in registers while blocks chain), r11d the carry (0 or 1: `bt` puts
// it in the host's carry flag, `setc` takes it back), eax and ecx scratch.
// r12d-r15d hold the translation's pinned registers (JitPins) from block
// to block. rbx, rbp and r8 hold other MicroBlaze registers within a block
// (Emitter's src and dst: results stay there until the block's end or a
// way out writes them back). Instructions run one after another, each
// reading its operands where they are now, so any overlap of registers
// means what it means on the core.
// A load or store the block cannot do (the bounds the threaded handlers
// test, by the same rules) returns its index with the instructions before
// it done; MicroBlaze memory is big-endian (movbe).
#include "cores/mb/cpu/BlockJit.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "cores/mb/isa/AddedInstructions.hpp"
#include "cores/mb/isa/Isa.hpp"
#include "cores/mb/isa/Operations.hpp"
#include "cores/mb/isa/Semantics.hpp"
#include "sim/Mutants.hpp"

#if defined(MONTSIM_HAVE_XBYAK) && defined(__x86_64__)
#include <sys/mman.h>

#include <cstddef>
#include <xbyak/xbyak.h>
#include <xbyak/xbyak_util.h>
#define MONTSIM_BLOCK_JIT 1
#endif

namespace montsim::mb {

#ifdef MONTSIM_BLOCK_JIT

namespace {

using namespace semantics;
using Xbyak::Label;

// The emitter's mutants (sim/Mutants.hpp): each must make the blocks'
// differential tests (compiled blocks against one instruction at a time)
// fail.
#define JIT_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[blocks]", what)
JIT_SITE(kBorrowInverted, "jit.carry/borrow-inverted", "a subtraction's carry out is the borrow, not its inverse")
JIT_SITE(kCarryInIgnored, "jit.carry/in-ignored", "an add or subtract with carry ignores a register's carry in")
JIT_SITE(kCarryOutLost, "jit.carry/out-lost", "an add with carry leaves the carry out clear")
JIT_SITE(kSignedAsUnsigned, "jit.compare/signed-as-unsigned", "a signed less-than compares unsigned")
JIT_SITE(kSarAsShr, "jit.shift/sar-as-shr", "an arithmetic right shift fills with zeros")
JIT_SITE(kHighUnsigned, "jit.mulh/signed-as-unsigned", "a signed high product widens its first operand unsigned")
JIT_SITE(kSext8AsZero, "jit.sext8/zero-extend", "a byte sign extension fills with zeros")
JIT_SITE(kChainCycleOff, "jit.chain/cycles+1", "a chained block counts a cycle more")
JIT_SITE(kChainOutcome, "jit.chain/outcome-swapped", "a chained block counts the other outcome's cycles")
JIT_SITE(kChainCountOff, "jit.chain/instructions+1", "a chained block counts an instruction more")
JIT_SITE(kPinLost, "jit.pin/not-stored", "the way out to run_blocks leaves a pinned register's value unstored")
JIT_SITE(kTakenStale, "jit.taken/not-cleared", "a block without a branch leaves the last block's outcome as its own")
JIT_SITE(kLinkLongestIgnored, "jit.link/longest-ignored", "a joined block's limit test leaves out the next block's cycles")
JIT_SITE(kLateLost, "jit.late/not-written", "a block that leaves a register busy goes on without its ready cycle")
JIT_SITE(kTargetIgnored, "jit.return/target-ignored", "a return goes on into the code its first slot joined, wherever it returns to")
JIT_SITE(kHorizonIgnored, "jit.transfer/horizon-ignored", "a transfer's code goes on while a register is still busy")
JIT_SITE(kCompareStale, "jit.compare-branch/operand-changed", "a branch on a compare's sign compares its operands again though one changed since")
JIT_SITE(kCompareBranchUnsigned, "jit.compare-branch/signed-as-unsigned", "a branch on a cmp's sign compares its operands unsigned")
JIT_SITE(kPairAliased, "jit.mulpair/aliased", "a mul and mulhu pair share one product though the first overwrites an operand of the second")
JIT_SITE(kTransferPinStale, "jit.transfer/pin-stale", "a get into a pinned register leaves the host register's old value")
#undef JIT_SITE

// A way on by target compares with this until joined: no instruction's
// address (they are multiples of 4), and it needs the compare's 32 bits,
// which link_target then overwrites.
constexpr uint32_t kNoTarget = 0x7FFFFFF1;

class Emitter : public Xbyak::CodeGenerator {
public:
    Emitter(uint8_t* buffer, size_t size, const JitPins& pins) : CodeGenerator(size, buffer) { set_up(pins); }
    // A throw-away buffer of xbyak's own (BlockJit::compiles).
    Emitter() : CodeGenerator(4096, Xbyak::DontSetProtectRWE) { set_up(JitPins{}); }

    // The block's code; false (nothing usable emitted) if a kind has no
    // emitter. `entry` gets the entry other blocks' code jumps to and, for a
    // chaining block, where BlockJit::link patches its ways on.
    bool block(const BlockInst* code, uint32_t count, bool zero_based, const void* self, const JitChain* chain,
               JitEntry& entry) {
        using namespace Xbyak::util;
        count_ = count;
        // From run_blocks: the callee-saved registers (they hold MicroBlaze
        // registers within a block and serve the chain), the carry and the
        // memory's bounds, all kept while blocks chain.
        push(rbx);
        push(rbp);
        push(r12);
        push(r13);
        push(r14);
        push(r15);
        mov(r11d, io(offsetof(JitIo, carry)));
        for (const auto& [r, host] : pinned_) mov(host, file_[r]);
        mov(r9, qword[rdx + int(offsetof(JitIo, cycle))]);
        mov(r10, qword[rdx + int(offsetof(JitIo, count))]);
        entry.chained = getCurr();
        // The closing branch: its outcome is written by it, or on the way
        // out (none: run_blocks' branch.taken stays 0, as it clears it at a
        // block's start).
        branch_at_ = count;
        for (uint32_t i = 0; i < count && branch_at_ == count; ++i)
            if (is_branch(code[i].handler)) branch_at_ = i;
        always_ = branch_at_ < count && !is_condition(code[branch_at_].handler);
        if (chain && chain->by_target && !always_) chain = nullptr;  // (by target only when unconditional)
        defer_at_ = chain && deferrable(code, count) ? branch_at_ : count;
        compare_of_branch_ = defer_at_ < count ? compare_for_sign(code, count) : nullptr;
        std::vector<Label> leave(count);  // sized once: labels stay where they are
        // Per load or store: the registers its way out must write back
        // (those changed before it and held in host registers).
        std::vector<std::vector<std::pair<uint8_t, Xbyak::Reg32>>> unsaved(count);
        const std::vector<bool> read_again = results_read_again(code, count);
        for (uint32_t i = 0; i < count; ++i) {
            if (is_memory(code[i].flags)) unsaved[i] = changed();
            if (i + 1 < count && product_pair(code[i], code[i + 1])) {
                multiply_pair(code[i], code[i + 1], read_again[i], read_again[i + 1]);
                ++i;
                continue;
            }
            keep_ = read_again[i];
            at_ = i;
            if (!instruction(code[i], zero_based, leave[i])) return false;
        }
        for (const auto& [r, host] : changed()) mov(file_[r], host);
        Label end, done;
        if (chain) go_on(*chain, end, entry);
        else if (branch_at_ == count && !MONTSIM_MUTANT_ON(kTakenStale)) mov(io(offsetof(JitIo, taken)), 0);
        L(end);
        mov(eax, count);
        L(done);
        way_out(self);
        for (uint32_t i = 0; i < count; ++i) {
            if (!is_memory(code[i].flags)) continue;
            L(leave[i]);
            if (i < branch_at_ && !MONTSIM_MUTANT_ON(kTakenStale)) mov(io(offsetof(JitIo, taken)), 0);  // (none yet)
            for (const auto& [r, host] : unsaved[i]) mov(file_[r], host);
            mov(eax, i);
            jmp(done, T_NEAR);
        }
        return true;
    }

    // Back to run_blocks from block `self` (eax: what it returns): the
    // outcome of the chain in JitIo, the pinned registers stored.
    void way_out(const void* self) {
        using namespace Xbyak::util;
        mov(rcx, uint64_t(reinterpret_cast<uintptr_t>(self)));
        mov(qword[rdx + int(offsetof(JitIo, block))], rcx);
        mov(io(offsetof(JitIo, carry)), r11d);
        mov(qword[rdx + int(offsetof(JitIo, cycle))], r9);
        mov(qword[rdx + int(offsetof(JitIo, count))], r10);
        for (const auto& [r, host] : pinned_)
            if (!MONTSIM_MUTANT_ON(kPinLost) || r != pinned_.front().first) mov(file_[r], host);
        pop(r15);
        pop(r14);
        pop(r13);
        pop(r12);
        pop(rbp);
        pop(rbx);
        ret();
    }

    // An FSL transfer between two blocks (BlockJit::compile_transfer),
    // entered only from a chaining block's code, r9 its first cycle. The
    // registers go to the file (the transfer reads and writes there), `now`
    // (MbCpu::transfer_now) does it where the network can at once, and the
    // code goes on as a chaining block's does: to the next block's code
    // once linked, if that block ends by the limit. Returns 1 to run_blocks
    // if the transfer ran, 0 if not (it must wait: run_blocks runs it).
    void transfer(const void* self, const void* decoded, uint32_t pc, int written, JitTransferFn now,
                  JitEntry& entry) {
        using namespace Xbyak::util;
        entry.chained = getCurr();
        for (const auto& [r, host] : pinned_) mov(file_[r], host);
        // The call keeps what the chain holds in caller-saved registers
        // (the file, memory, JitIo, the cycle, the count, the carry); the
        // stack stays aligned to 16 bytes at the call (8 below it on entry,
        // as in a block).
        push(rdi);
        push(rsi);
        push(rdx);
        push(r9);
        push(r10);
        push(r11);
        sub(rsp, 8);
        mov(rdi, qword[rdx + int(offsetof(JitIo, core))]);
        mov(rsi, uint64_t(reinterpret_cast<uintptr_t>(decoded)));
        mov(rdx, r9);
        mov(ecx, pc);
        mov(rax, uint64_t(reinterpret_cast<uintptr_t>(now)));
        call(rax);
        add(rsp, 8);
        pop(r11);
        pop(r10);
        pop(r9);
        pop(rdx);
        pop(rsi);
        pop(rdi);
        Label waits, out, done;
        cmp(rax, -1);  // (MbCpu::kNotNow)
        je(waits, T_NEAR);
        if (written >= 0 && pin_of_[written] >= 0 && !MONTSIM_MUTANT_ON(kTransferPinStale))
            mov(pinned_[size_t(pin_of_[written])].second, file_[written]);
        mov(r9, rax);
        add(r10, 1 + MONTSIM_MUTANT_ON(kChainCountOff));
        // A register a block before left busy past now: the next block's
        // entry must look (run_blocks' busy_entry_delay).
        if (!MONTSIM_MUTANT_ON(kHorizonIgnored)) {
            cmp(r9, qword[rdx + int(offsetof(JitIo, horizon))]);
            jb(out, T_NEAR);
        }
        lea(rax, ptr[r9 + 0x7ffffff0]);  // the next block's longest, linked in
        entry.limit_at[0] = const_cast<uint8_t*>(getCurr()) - 4;
        cmp(rax, qword[rdx + int(offsetof(JitIo, limit))]);
        ja(out, T_NEAR);
        jmp(out, T_NEAR);  // linked: into the next block's code
        entry.jump_at[0] = const_cast<uint8_t*>(getCurr()) - 4;
        L(out);
        mov(eax, 1);
        jmp(done, T_NEAR);
        L(waits);
        mov(eax, 0);
        L(done);
        way_out(self);
    }

    // The end of a block that chains: run_blocks' end of a fast block (its
    // cycles by outcome, instructions, stalls, products), then a jump
    // straight into the next block's code if that one ends by the limit.
    // Each outcome's jump and limit test are filled in by BlockJit::link
    // once the block it goes on to is known and compiled; until then, and
    // when the next block would pass the limit, it goes to `end`: there
    // run_blocks ends this block itself (and links it).
    void go_on(const JitChain& c, Label& end, JitEntry& entry) {
        using namespace Xbyak::util;
        // The outcome as a branch: each way knows its own counts. A
        // condition left to here (deferrable) is tested now, its register
        // unchanged since; the outcome is written only on the way out.
        Label taken, out[2];
        if (c.by_target) {  // taken, to a register's address: a slot whose target it is
            for (unsigned slot = 0; slot < 2; ++slot) {
                Label miss;
                // (No address is odd: nothing matches until link_target.)
                cmp(io(offsetof(JitIo, target)), int32_t(kNoTarget));
                entry.target_at[slot] = const_cast<uint8_t*>(getCurr()) - 4;
                if (slot != 0 || !MONTSIM_MUTANT_ON(kTargetIgnored)) jne(miss, T_NEAR);
                go_on_by(c, 1, slot, out[1], entry);
                L(miss);
            }
            L(out[1]);
            jmp(end, T_NEAR);
            return;
        }
        if (branch_at_ == count_ || always_) {  // one way only
            const unsigned o = always_ ? 1 : 0;
            go_on_by(c, o, o, out[o], entry);
            L(out[o]);
            if (o == 0 && !MONTSIM_MUTANT_ON(kTakenStale)) mov(io(offsetof(JitIo, taken)), 0);
            jmp(end, T_NEAR);
            return;
        }
        if (deferred_.on && compare_of_branch_) {
            // rD < 0 is rB < rA, signed for cmp, unsigned for cmpu: the
            // branch waits for the operands alone, not for the compare's
            // bit 31 put together from them.
            const BlockInst& q = *compare_of_branch_;
            const bool is_signed = q.kind == uint8_t(Op::Cmp) && !MONTSIM_MUTANT_ON(kCompareBranchUnsigned);
            mov(eax, src(q.rb));
            cmp(eax, src(q.ra));
            if (deferred_.cond == kCondLt) {
                if (is_signed) jl(taken, T_NEAR);
                else jb(taken, T_NEAR);
            } else if (is_signed) {
                jge(taken, T_NEAR);
            } else {
                jae(taken, T_NEAR);
            }
        } else if (deferred_.on) {
            cmp(src(deferred_.reg), 0);
            switch (deferred_.cond) {
            case kCondEq: je(taken, T_NEAR); break;
            case kCondNe: jne(taken, T_NEAR); break;
            case kCondLt: jl(taken, T_NEAR); break;
            case kCondLe: jle(taken, T_NEAR); break;
            case kCondGt: jg(taken, T_NEAR); break;
            default: jge(taken, T_NEAR); break;
            }
        } else {
            cmp(io(offsetof(JitIo, taken)), 0);
            jne(taken, T_NEAR);
        }
        go_on_by(c, 0, 0, out[0], entry);
        L(taken);
        go_on_by(c, 1, 1, out[1], entry);
        for (unsigned o = 0; o < 2; ++o) {
            L(out[o]);
            if (deferred_.on) mov(io(offsetof(JitIo, taken)), o);
            jmp(end, T_NEAR);
        }
    }
    // go_on for outcome o, its link in `slot` of entry's arrays (the
    // outcome's own, or a way on by target's): r9 is the cycle the block
    // started at, r10 the instructions of the blocks gone on from.
    void go_on_by(const JitChain& c, unsigned o, unsigned slot, Label& out, JitEntry& entry) {
        using namespace Xbyak::util;
        const bool swap = MONTSIM_MUTANT_ON(kChainOutcome);
        const unsigned k = swap ? 1 - o : o;
        const uint32_t cycles = c.cycles[k] + (o == 0 ? uint32_t(MONTSIM_MUTANT_ON(kChainCycleOff)) : 0u);
        entry.cycles[slot] = cycles;
        // The next block's last cycle at its longest: r9 + cycles + its
        // longest, the sum linked in (a placeholder that needs 32 bits until then).
        lea(rax, ptr[r9 + 0x7ffffff0]);
        entry.limit_at[slot] = const_cast<uint8_t*>(getCurr()) - 4;
        cmp(rax, qword[rdx + int(offsetof(JitIo, limit))]);
        ja(out, T_NEAR);
        Label unlinked;
        busy(c, k);
        account(c, o, cycles, true);
        jmp(unlinked, T_NEAR);  // linked: into the next block's code
        entry.jump_at[slot] = const_cast<uint8_t*>(getCurr()) - 4;
        L(unlinked);  // taken back: run_blocks ends the block
        account(c, o, cycles, false);
        jmp(out, T_NEAR);
    }
    // The registers the block leaves busy after outcome o, as MbCpu's
    // settle_block (r9 the block's first cycle): their ready cycles, and the
    // horizon raised to the latest. (Also where the way on is not joined:
    // run_blocks' end of the block then writes the same again.)
    void busy(const JitChain& c, unsigned o) {
        using namespace Xbyak::util;
        if (c.late_count[o] == 0 || MONTSIM_MUTANT_ON(kLateLost)) return;
        mov(rcx, qword[rdx + int(offsetof(JitIo, ready))]);
        uint32_t latest = 0;
        for (uint32_t l = 0; l < c.late_count[o]; ++l) {
            lea(rax, ptr[r9 + c.late[o][l].offset]);
            mov(qword[rcx + 8 * c.late[o][l].reg], rax);
            latest = std::max(latest, c.late[o][l].offset);
        }
        Label lower;
        lea(rax, ptr[r9 + latest]);
        cmp(rax, qword[rdx + int(offsetof(JitIo, horizon))]);
        jbe(lower);
        mov(qword[rdx + int(offsetof(JitIo, horizon))], rax);
        L(lower);
    }
    // The counts of going on by outcome o (as run_blocks' end of a fast
    // block), added or taken back.
    void account(const JitChain& c, unsigned o, uint32_t cycles, bool add) {
        using namespace Xbyak::util;
        const auto by = [&](const Xbyak::Operand& where, uint32_t n) {
            if (add) this->add(where, n);
            else sub(where, n);
        };
        if (c.cycles_at >= 0) {  // the region's counters, as MbCpu::count_region
            mov(rcx, qword[rdx + int(offsetof(JitIo, regions))]);
            by(qword[rcx + c.cycles_at], c.cycles[o]);
            by(qword[rcx + c.instructions_at], c.count);
            if (c.entries_at >= 0) by(qword[rcx + c.entries_at], 1);
        }
        by(r9, cycles);
        by(r10, c.count + MONTSIM_MUTANT_ON(kChainCountOff));
        if (c.stalls[o] != 0) by(qword[rdx + int(offsetof(JitIo, stalls))], c.stalls[o]);
        if (c.products != 0) by(qword[rdx + int(offsetof(JitIo, products))], c.products);
    }

    // Whether the block's closing branch (branch_at_) is a condition whose
    // test can wait for the block's end: nothing after it may leave the
    // block (a load or store) or change the register it tests.
    bool deferrable(const BlockInst* code, uint32_t count) const {
        if (branch_at_ == count || !is_condition(code[branch_at_].handler)) return false;
        for (uint32_t j = branch_at_ + 1; j < count; ++j) {
            const BlockInst& q = code[j];
            if (q.handler == BlockHandler::Nop) continue;
            if (!is_alu(q.flags) || q.rd == code[branch_at_].ra) return false;
        }
        return true;
    }
    // Where the deferred branch tests the sign (lt, ge) of a cmp or cmpu's
    // result: that compare, if its operands and result keep their values
    // from it to the block's end (C's carry tests: cmpu, then bltid).
    const BlockInst* compare_for_sign(const BlockInst* code, uint32_t count) const {
        const BlockInst& b = code[branch_at_];
        const unsigned cond = condition_of(b.handler) % 6;
        if (cond != kCondLt && cond != kCondGe) return nullptr;
        for (uint32_t c = branch_at_; c-- > 0;) {
            const BlockInst& q = code[c];
            if (!writes(q, b.ra)) continue;
            if (q.kind != uint8_t(Op::Cmp) && q.kind != uint8_t(Op::Cmpu)) return nullptr;
            if (!is_alu(q.flags) || q.rd == q.ra || q.rd == q.rb) return nullptr;
            for (uint32_t j = c + 1; j < count; ++j)
                if ((writes(code[j], q.ra) || writes(code[j], q.rb)) && !MONTSIM_MUTANT_ON(kCompareStale)) return nullptr;
            return &q;
        }
        return nullptr;
    }
    static bool is_condition(BlockHandler h) { return h >= BlockHandler::CondEqImm && h <= BlockHandler::CondGeReg; }
    // A conditional branch's handler as its condition (BranchCondition),
    // plus 6 where its target has a register offset.
    static unsigned condition_of(BlockHandler h) { return unsigned(h) - unsigned(BlockHandler::CondEqImm); }
    // Whether instruction q writes register r (an imm prefix or a store writes none).
    static bool writes(const BlockInst& q, uint8_t r) {
        return q.handler != BlockHandler::Nop && !is_store(q.flags) && q.rd == r;
    }
    static bool is_branch(BlockHandler h) {
        return is_condition(h) || h == BlockHandler::Jump || h == BlockHandler::Branch;
    }
    uint32_t count_ = 0;              // the block's instructions
    uint32_t branch_at_ = ~0u;        // the closing branch's index (count_: none)
    bool always_ = false;             // that branch is always taken (a jump, a return)
    uint32_t defer_at_ = ~0u;         // branch_at_ if its condition waits for go_on (deferrable), else none
    const BlockInst* compare_of_branch_ = nullptr;  // the compare the deferred branch tests the sign of (compare_for_sign)
    uint32_t at_ = 0;                 // the instruction being compiled
    struct {
        bool on = false;  // the block's condition waits for go_on
        uint8_t reg = 0;
        unsigned cond = 0;
    } deferred_;

    bool instruction(const BlockInst& p, bool zero_based, Label& leave) {
        using namespace Xbyak::util;
        const BlockHandler h = p.handler;
        if (h == BlockHandler::Nop) return true;  // an imm prefix: folded into the next
        const int mirror = eax_is_;
        eax_is_ = -1;  // (loads, stores and branches use eax as they please)
        if (is_condition(h)) return condition(p);
        if (h == BlockHandler::Jump) {  // the target is the block's taken_pc
            mov(io(offsetof(JitIo, taken)), 1);
            if (p.flags & kLink) put_link(p);
            return true;
        }
        if (h == BlockHandler::Branch) return branch(p);
        if (h == BlockHandler::End || h == BlockHandler::None) return false;
        if (is_alu(p.flags)) return alu(p, mirror);
        if (is_load(p.flags)) return load(p, zero_based, leave);
        if (is_store(p.flags)) return store(p, zero_based, leave);
        return false;
    }

private:
    static Xbyak::Address io(size_t offset) { return Xbyak::util::dword[Xbyak::util::rdx + int(offset)]; }

    // MicroBlaze registers held in host registers within a block: a result
    // goes to a host register (dst) and is written to the register file only
    // when its host register is wanted for another, at the block's end, or on
    // the way out before a load or store that leaves; an operand is read from
    // its host register if it has one (src), else from the file. The host
    // registers the pins leave (three with four pins), the one used longest
    // ago given up first.
    struct Slot {
        Xbyak::Reg32 host;
        int reg = -1;  // the MicroBlaze register it holds (-1: none)
        bool dirty = false;
        uint32_t used = 0;
    };
    std::vector<Xbyak::Address> file_;  // dword[rdi + 4 r], r = 0..32 (32: the sink of writes to r0)
    std::vector<Slot> slots_;
    int held_[33];  // per MicroBlaze register: its slot, or -1
    uint32_t clock_ = 0;
    // The translation's pinned registers (JitPins) and their host registers:
    // loaded on entry from run_blocks, stored on the way out to it, and
    // neither between chained blocks.
    std::vector<std::pair<uint8_t, Xbyak::Reg32>> pinned_;
    int pin_of_[33];  // per MicroBlaze register: its index in pinned_, or -1

    void set_up(const JitPins& pins) {
        using namespace Xbyak::util;
        for (int r = 0; r <= 32; ++r) {
            file_.push_back(dword[rdi + 4 * r]);
            held_[r] = -1;
            pin_of_[r] = -1;
        }
        const Xbyak::Reg32 hosts[] = {r12d, r13d, r14d, r15d, ebx, ebp, r8d};
        static_assert(JitPins::kMost < std::size(hosts), "a slot is left for the others");
        size_t h = 0;
        for (const uint8_t r : pins.regs) {
            if (r == 0 || r >= 32) continue;
            pin_of_[r] = int(pinned_.size());
            pinned_.emplace_back(r, hosts[h++]);
        }
        for (; h < std::size(hosts); ++h) slots_.push_back(Slot{hosts[h]});
    }
    const Xbyak::Operand& src(uint8_t r) {
        if (pin_of_[r] >= 0) return pinned_[size_t(pin_of_[r])].second;
        const int s = held_[r];
        if (s < 0) return file_[r];
        slots_[size_t(s)].used = ++clock_;
        return slots_[size_t(s)].host;
    }
    // The host register to put r's new value in (after every operand of the
    // instruction has been read: giving up a slot may write it back).
    const Xbyak::Reg32& dst(uint8_t r) {
        if (pin_of_[r] >= 0) return pinned_[size_t(pin_of_[r])].second;
        int s = held_[r];
        if (s < 0) {
            s = 0;
            for (size_t k = 0; k < slots_.size(); ++k) {
                if (slots_[k].reg < 0) { s = int(k); break; }
                if (slots_[k].used < slots_[size_t(s)].used) s = int(k);
            }
            Slot& old = slots_[size_t(s)];
            if (old.reg >= 0) {
                if (old.dirty) mov(file_[size_t(old.reg)], old.host);
                held_[old.reg] = -1;
            }
            old.reg = r;
            held_[r] = s;
        }
        Slot& slot = slots_[size_t(s)];
        slot.dirty = true;
        slot.used = ++clock_;
        return slot.host;
    }
    // rD = `value` (eax unless said): into a host register if a later
    // instruction of the block reads it (keep_), else straight into the file
    // (a copy held goes).
    void put(uint8_t r, const Xbyak::Reg32& value = Xbyak::util::eax) {
        eax_is_ = value == Xbyak::util::eax ? r : -1;
        if (keep_ || pin_of_[r] >= 0) {
            mov(dst(r), value);
            return;
        }
        mov(file_[r], value);
        forget(r);
    }
    void put_link(const BlockInst& p) {  // rD = the branch's own address
        if (keep_ || pin_of_[p.rd] >= 0) {
            mov(dst(p.rd), p.addr);
            return;
        }
        mov(file_[p.rd], p.addr);
        forget(p.rd);
    }
    void forget(uint8_t r) {
        const int s = held_[r];
        if (s < 0) return;
        slots_[size_t(s)].reg = -1;
        slots_[size_t(s)].dirty = false;
        held_[r] = -1;
    }
    // Per instruction: whether the register it writes is read by a later
    // instruction of the block before being written again (only where to
    // put the result depends on it).
    static std::vector<bool> results_read_again(const BlockInst* code, uint32_t count) {
        std::vector<bool> out(count, false);
        for (uint32_t i = 0; i < count; ++i) {
            const uint8_t r = code[i].rd;
            for (uint32_t j = i + 1; j < count; ++j) {
                const BlockInst& q = code[j];
                if (q.handler == BlockHandler::Nop) continue;
                const bool reads = q.ra == r || q.rb == r || (is_store(q.flags) && q.rd == r);
                if (reads) {
                    out[i] = true;
                    break;
                }
                if (writes(q, r)) break;
            }
        }
        return out;
    }
    bool keep_ = true;
    // The MicroBlaze register whose value eax holds as the last instruction
    // left it (-1: none): the next ALU instruction takes it there instead
    // of reading the register again (its first mov elided).
    int eax_is_ = -1;

    // The registers changed and not yet written back, with their host registers.
    std::vector<std::pair<uint8_t, Xbyak::Reg32>> changed() const {
        std::vector<std::pair<uint8_t, Xbyak::Reg32>> out;
        for (const Slot& slot : slots_)
            if (slot.reg >= 0 && slot.dirty) out.emplace_back(uint8_t(slot.reg), slot.host);
        return out;
    }

    // The operations of Operations.hpp as x86-64, for one ALU instruction:
    // values live in eax and ecx (the temporaries), in MicroBlaze registers
    // (src: a host register or the file), as constants, or as the carry
    // (r11d). An operation reuses its first operand's temporary for its
    // result, so a computed value is used once; a rule of Operations.hpp
    // broken (a value used again, a carry read after it changed, more than
    // two temporaries live) throws Refused, and the block is not compiled.
    struct Refused {};
    class Operations final : public Emit {
    public:
        Operations(Emitter& g, const BlockInst& p) : g_(g), p_(p) {}

        // r0 reads as zero (its writes go to the sink): a constant.
        Value a() override { return p_.ra == 0 ? k(0) : make({Where::Reg, p_.ra}); }
        Value b() override { return p_.rb == 0 ? k(0) : make({Where::Reg, p_.rb}); }
        Value imm() override { return make({Where::Const, uint32_t(p_.imm)}); }
        Value carry() override { return make({Where::Carry, carry_version_, true}); }
        Value k(uint32_t c) override { return make({Where::Const, c, c <= 1}); }

        Value add(Value x, Value y) override {
            if (is_const(y, 0)) return x;
            return simple(x, y, [this](const Xbyak::Reg32& t, const Xbyak::Operand& o) { g_.add(t, o); },
                          [this](const Xbyak::Reg32& t, uint32_t c) { g_.add(t, c); });
        }
        Value sub(Value x, Value y) override {
            return simple(x, y, [this](const Xbyak::Reg32& t, const Xbyak::Operand& o) { g_.sub(t, o); },
                          [this](const Xbyak::Reg32& t, uint32_t c) { g_.sub(t, c); });
        }
        Value and_(Value x, Value y) override {
            const bool bit = is_const(y, 1);
            Value v = simple(x, y, [this](const Xbyak::Reg32& t, const Xbyak::Operand& o) { g_.and_(t, o); },
                             [this](const Xbyak::Reg32& t, uint32_t c) { g_.and_(t, c); });
            where(v).bit = bit;
            return v;
        }
        Value or_(Value x, Value y) override {
            return simple(x, y, [this](const Xbyak::Reg32& t, const Xbyak::Operand& o) { g_.or_(t, o); },
                          [this](const Xbyak::Reg32& t, uint32_t c) { g_.or_(t, c); });
        }
        Value xor_(Value x, Value y) override {
            return simple(x, y, [this](const Xbyak::Reg32& t, const Xbyak::Operand& o) { g_.xor_(t, o); },
                          [this](const Xbyak::Reg32& t, uint32_t c) { g_.xor_(t, c); });
        }
        Value not_(Value x) override {
            if (where(x).kind == Where::Const) return k(~where(x).v);
            const Xbyak::Reg32 t = take(x);
            g_.not_(t);
            return temp(t);
        }
        Value mul(Value x, Value y) override {
            if (where(y).kind == Where::Const && where(x).kind != Where::Temp) {  // imul t, x, c: one instruction
                const Xbyak::Reg32 t = fresh();
                g_.imul(t, operand(x), int(where(y).v));
                use(x);
                return temp(t);
            }
            return simple(x, y, [this](const Xbyak::Reg32& t, const Xbyak::Operand& o) { g_.imul(t, o); },
                          [this](const Xbyak::Reg32& t, uint32_t c) { g_.imul(t, t, int(c)); });
        }
        // The high words: 64-bit products of the operands widened by their
        // signedness (the low 64 bits of a product are the same signed or not).
        Value mulh_ss(Value x, Value y) override { return mul_high(x, y, true, true); }
        Value mulh_su(Value x, Value y) override { return mul_high(x, y, true, false); }
        Value mulh_uu(Value x, Value y) override { return mul_high(x, y, false, false); }
        // x86 shifts by a count's low 5 bits, as the core does.
        Value shl(Value x, Value n) override { return shift(x, n, 0); }
        Value shr(Value x, Value n) override { return shift(x, n, 1); }
        Value sar(Value x, Value n) override { return shift(x, n, 2); }
        Value lt_s(Value x, Value y) override { return less(x, y, true); }
        Value lt_u(Value x, Value y) override { return less(x, y, false); }
        Value sext8(Value x) override {
            const Xbyak::Reg32 t = take(x);
            if (MONTSIM_MUTANT_ON(kSext8AsZero)) g_.movzx(t, t.cvt8());
            else g_.movsx(t, t.cvt8());
            return temp(t);
        }
        Value sext16(Value x) override {
            const Xbyak::Reg32 t = take(x);
            g_.movsx(t, t.cvt16());
            return temp(t);
        }
        Value add_carry(Value x, Value y, Value cin) override { return with_carry(x, y, cin, false); }
        Value sub_carry(Value x, Value y, Value cin) override { return with_carry(x, y, cin, true); }
        void set_carry(Value bit) override {
            const Where& w = where(bit);
            if (w.kind == Where::Const) {
                g_.mov(Xbyak::util::r11d, w.v & 1);
            } else if (w.kind != Where::Carry) {
                g_.mov(Xbyak::util::r11d, operand(bit));
                if (!w.bit) g_.and_(Xbyak::util::r11d, 1);
            }
            use(bit);
            ++carry_version_;
        }

        // The instruction's result into rD.
        void put(Value v, uint8_t rd) {
            // A register's value (a move: rA + 0, say) from its host
            // register straight to rD's.
            if (where(v).kind == Where::Reg && (g_.keep_ || g_.pin_of_[rd] >= 0)) {
                const Xbyak::Operand& from = operand(v);
                if (from.isREG()) {
                    g_.put(rd, static_cast<const Xbyak::Reg32&>(from));
                    return;
                }
            }
            g_.put(rd, take(v));
        }

    private:
        struct Where {
            enum Kind : uint8_t { Reg, Const, Temp, Carry, Used } kind;
            uint32_t v;        // Reg: the MicroBlaze register; Const: the value; Temp: 0 eax, 1 ecx; Carry: its version
            bool bit = false;  // known to be 0 or 1
        };
        Emitter& g_;
        const BlockInst& p_;
        Where values_[32];
        uint8_t count_ = 0;
        int holder_[2] = {-1, -1};  // per temporary (eax, ecx): the value in it
        uint32_t carry_version_ = 0;

        static Xbyak::Reg32 reg_of(uint32_t t) { return t == 0 ? Xbyak::util::eax : Xbyak::util::ecx; }
        Value make(Where w) {
            if (count_ == std::size(values_)) throw Refused{};
            values_[count_] = w;
            return Value{count_++};
        }
        Where& where(Value v) {
            Where& w = values_[v.id];
            if (w.kind == Where::Used) throw Refused{};  // a computed value used twice
            if (w.kind == Where::Carry && w.v != carry_version_) throw Refused{};  // read after it changed
            return w;
        }
        bool is_const(Value v, uint32_t c) {
            const Where& w = where(v);
            return w.kind == Where::Const && w.v == c;
        }
        // A value as an x86 operand (not a constant).
        const Xbyak::Operand& operand(Value v) {
            const Where& w = where(v);
            switch (w.kind) {
            case Where::Reg: return g_.src(uint8_t(w.v));
            case Where::Temp: return reg_ref(w.v);
            case Where::Carry: return Xbyak::util::r11d;
            default: throw Refused{};
            }
        }
        static const Xbyak::Reg32& reg_ref(uint32_t t) { return t == 0 ? Xbyak::util::eax : Xbyak::util::ecx; }
        // A value read: a temporary's register is free again.
        void use(Value v) {
            Where& w = values_[v.id];
            if (w.kind == Where::Temp) {
                holder_[w.v] = -1;
                w.kind = Where::Used;
            }
        }
        Xbyak::Reg32 fresh() {
            if (holder_[0] < 0) g_.eax_is_ = -1;  // eax is handed out below
            for (uint32_t t = 0; t < 2; ++t)
                if (holder_[t] < 0) {
                    holder_[t] = 0x100;  // taken; temp() says by which value
                    return reg_of(t);
                }
            throw Refused{};
        }
        Value temp(const Xbyak::Reg32& r) {
            const uint32_t t = r.getIdx() == Xbyak::util::eax.getIdx() ? 0 : 1;
            const Value v = make({Where::Temp, t});
            holder_[t] = v.id;
            return v;
        }
        // A temporary holding x's value that the caller may change: x's own
        // if x is one (x is used up), else a fresh one loaded with x.
        Xbyak::Reg32 take(Value x) {
            const Where w = where(x);
            if (w.kind == Where::Temp) {
                values_[x.id].kind = Where::Used;
                holder_[w.v] = 0x100;
                return reg_of(w.v);
            }
            if (w.kind == Where::Reg && int(w.v) == g_.eax_is_ && holder_[0] < 0) {  // eax holds it already
                g_.eax_is_ = -1;
                holder_[0] = 0x100;
                return Xbyak::util::eax;
            }
            const Xbyak::Reg32 t = fresh();
            if (w.kind == Where::Const) g_.mov(t, w.v);
            else g_.mov(t, operand(x));
            return t;
        }
        template <class WithOperand, class WithConst>
        Value simple(Value x, Value y, WithOperand op, WithConst op_c) {
            const Xbyak::Reg32 t = take(x);
            if (where(y).kind == Where::Const) op_c(t, where(y).v);
            else op(t, operand(y));
            use(y);
            return temp(t);
        }
        Value mul_high(Value x, Value y, bool x_signed, bool y_signed) {
            const Xbyak::Reg32 t = take(x);
            if (x_signed && !MONTSIM_MUTANT_ON(kHighUnsigned)) g_.movsxd(t.cvt64(), t);
            Xbyak::Reg32 u;
            if (where(y).kind == Where::Temp) {
                u = take(y);
            } else {
                u = fresh();
                if (where(y).kind == Where::Const) g_.mov(u, where(y).v);
                else g_.mov(u, operand(y));
                use(y);
            }
            if (y_signed) g_.movsxd(u.cvt64(), u);
            g_.imul(t.cvt64(), u.cvt64());
            g_.shr(t.cvt64(), 32);
            release(u);
            return temp(t);
        }
        void release(const Xbyak::Reg32& r) { holder_[r.getIdx() == Xbyak::util::eax.getIdx() ? 0 : 1] = -1; }
        // kind: 0 shl, 1 shr, 2 sar.
        Value shift(Value x, Value n, int kind) {
            auto emit = [&](const Xbyak::Reg32& t, const auto& count) {
                if (kind == 0) g_.shl(t, count);
                else if (kind == 1 || MONTSIM_MUTANT_ON(kSarAsShr)) g_.shr(t, count);
                else g_.sar(t, count);
            };
            if (where(n).kind == Where::Const) {
                const int c = int(where(n).v & 31);
                const Xbyak::Reg32 t = take(x);
                if (c != 0) emit(t, c);
                use(n);
                return temp(t);
            }
            g_.eax_is_ = -1;  // (eax may be written below without fresh)
            // The count goes to ecx (cl), the value to eax: first the value
            // out of ecx, then the count into it.
            const auto in = [this](Value v, uint32_t temp) {
                return where(v).kind == Where::Temp && where(v).v == temp;
            };
            if (in(x, 1)) {
                if (in(n, 0)) {
                    g_.xchg(Xbyak::util::eax, Xbyak::util::ecx);
                    where(x).v = 0, where(n).v = 1;
                    std::swap(holder_[0], holder_[1]);
                } else {
                    if (holder_[0] >= 0) throw Refused{};
                    g_.mov(Xbyak::util::eax, Xbyak::util::ecx);
                    where(x).v = 0, holder_[0] = holder_[1], holder_[1] = -1;
                }
            }
            if (!in(n, 1)) {
                if (holder_[1] >= 0) throw Refused{};
                if (in(n, 0)) {
                    g_.mov(Xbyak::util::ecx, Xbyak::util::eax);
                    where(n).v = 1, holder_[1] = holder_[0], holder_[0] = -1;
                } else {
                    g_.mov(Xbyak::util::ecx, operand(n));
                    use(n);
                    n = temp(Xbyak::util::ecx);
                }
            }
            const Xbyak::Reg32 t = take(x);  // eax: ecx holds the count
            emit(t, Xbyak::util::cl);
            use(n);
            return temp(t);
        }
        Value less(Value x, Value y, bool is_signed) {
            const Xbyak::Reg32 t = take(x);
            if (where(y).kind == Where::Const) g_.cmp(t, where(y).v);
            else g_.cmp(t, operand(y));
            use(y);
            if (is_signed && !MONTSIM_MUTANT_ON(kSignedAsUnsigned)) g_.setl(t.cvt8());
            else g_.setb(t.cvt8());
            g_.movzx(t, t.cvt8());
            const Value v = temp(t);
            where(v).bit = true;
            return v;
        }
        // x + y + cin, or x + ~y + cin (subtract), its carry out into r11d.
        Value with_carry(Value x, Value y, Value cin, bool subtract) {
            const Where c = where(cin);
            const bool cin_zero = c.kind == Where::Const && c.v == 0;
            const bool cin_one = c.kind == Where::Const && c.v == 1;
            const Xbyak::Reg32 t = take(x);
            if (subtract && cin_one) {  // x - y: the carry is "no borrow"
                if (where(y).kind == Where::Const) g_.sub(t, where(y).v);
                else g_.sub(t, operand(y));
                use(y);
                if (MONTSIM_MUTANT_ON(kBorrowInverted)) g_.setc(Xbyak::util::r11b);
                else g_.setnc(Xbyak::util::r11b);
            } else {
                Value y2 = y;
                if (subtract) y2 = not_(y);
                if (cin_zero) {
                } else if (cin_one) {
                    g_.stc();
                } else if (MONTSIM_MUTANT_ON(kCarryInIgnored)) {
                    g_.clc();
                } else if (c.kind == Where::Carry) {
                    g_.bt(Xbyak::util::r11d, 0);
                } else {
                    g_.bt(operand(cin), 0);
                }
                if (where(y2).kind == Where::Const) {
                    if (cin_zero) g_.add(t, where(y2).v);
                    else g_.adc(t, where(y2).v);
                } else if (cin_zero) {
                    g_.add(t, operand(y2));
                } else {
                    g_.adc(t, operand(y2));
                }
                use(y2);
                if (MONTSIM_MUTANT_ON(kCarryOutLost)) g_.mov(Xbyak::util::r11b, 0);
                else g_.setc(Xbyak::util::r11b);
            }
            use(cin);
            ++carry_version_;
            return temp(t);
        }
    };

    // rD = f(rA, rB or the immediate, carry): the instruction's row of
    // Instructions.def (or an added instruction's entry) read as x86-64.
    // (mirror: the register eax holds as the instruction before left it.)
    bool alu(const BlockInst& p, int mirror) {
        eax_is_ = mirror;
        if (p.kind == uint8_t(Op::Cmp) || p.kind == uint8_t(Op::Cmpu)) return compare(p);
        try {
            Operations ops(*this, p);
            Emit::Value v;
            if (!alu_value(p.kind, ops, v)) return false;
            ops.put(v, p.rd);
            return true;
        } catch (const Refused&) {
            return false;
        }
    }

    // mul then mulhu (or mulhu then mul) of the same two registers, the
    // first not writing an operand of the second nor the second's rD: the
    // two words of one 64-bit product. Multi-word kernels form each
    // product this way (every box of sos, pshs and cios), and one host
    // multiply serves both.
    static bool product_pair(const BlockInst& p, const BlockInst& q) {
        const auto is = [](const BlockInst& x, Op op) { return x.kind == uint8_t(op) && is_alu(x.flags); };
        if (!((is(p, Op::Mul) && is(q, Op::Mulhu)) || (is(p, Op::Mulhu) && is(q, Op::Mul)))) return false;
        if (p.prefixed || q.prefixed) return false;
        const bool same = (p.ra == q.ra && p.rb == q.rb) || (p.ra == q.rb && p.rb == q.ra);
        if (!same || p.ra == 0 || p.rb == 0) return false;
        const bool aliased = p.rd == q.ra || p.rd == q.rb;
        return (!aliased || MONTSIM_MUTANT_ON(kPairAliased)) && p.rd != q.rd;
    }
    // The pair's product in rax (the operands zero-extended: every 32-bit
    // write clears a host register's upper half), its low word to mul's rD,
    // its high word to mulhu's, each where keep says (results_read_again).
    void multiply_pair(const BlockInst& p, const BlockInst& q, bool keep_p, bool keep_q) {
        using namespace Xbyak::util;
        const BlockInst& lo = p.kind == uint8_t(Op::Mul) ? p : q;
        const BlockInst& hi = p.kind == uint8_t(Op::Mul) ? q : p;
        const bool keep_lo = &lo == &p ? keep_p : keep_q, keep_hi = &hi == &p ? keep_p : keep_q;
        const int mirror = eax_is_;
        eax_is_ = -1;
        const uint8_t first = mirror == int(p.rb) ? p.rb : p.ra, second = first == p.ra ? p.rb : p.ra;
        if (mirror != int(first)) mov(eax, src(first));
        const Xbyak::Operand& other = src(second);
        if (other.isREG()) {
            imul(rax, static_cast<const Xbyak::Reg32&>(other).cvt64());
        } else {
            mov(ecx, other);
            imul(rax, rcx);
        }
        keep_ = keep_lo;
        put(lo.rd);
        shr(rax, 32);
        keep_ = keep_hi;
        put(hi.rd);
    }

    // cmp, cmpu: rD = rB - rA with bit 31 replaced by rB < rA (signed, or
    // not), from one subtraction's flags. Their rows of Instructions.def
    // compose a subtraction and a comparison, which the Operations emit as
    // two; C's carry tests compile to cmpu, and the one subtraction made the
    // held-out loop 1.14x as fast (the blocks tests hold it to the rows).
    bool compare(const BlockInst& p) {
        using namespace Xbyak::util;
        const bool is_signed = p.kind == uint8_t(Op::Cmp) && !MONTSIM_MUTANT_ON(kSignedAsUnsigned);
        xor_(ecx, ecx);  // (before the subtraction: it sets the flags)
        if (eax_is_ != int(p.rb)) mov(eax, src(p.rb));
        sub(eax, src(p.ra));
        if (is_signed) setl(cl);
        else setb(cl);
        shl(ecx, 31);
        and_(eax, 0x7FFFFFFF);
        or_(eax, ecx);
        put(p.rd);
        return true;
    }

    // `to` = the effective address: rA + rB, or rA + the immediate.
    void address(const BlockInst& p, const Xbyak::Reg32& to) {
        const bool reg_offset = effective_address(p.kind, 0, 1, 0) == 1;  // rA + rB, not rA + imm
        if (p.ra == 0) {  // (r0 reads as zero)
            if (reg_offset) mov(to, src(p.rb));
            else mov(to, uint32_t(p.imm));
            return;
        }
        mov(to, src(p.ra));
        if (reg_offset) add(to, src(p.rb));
        else if (p.imm != 0) add(to, uint32_t(p.imm));
    }

    // Leaves unless the access may run here (run_blocks' tests); then
    // returns where its bytes lie: [rsi + the offset].
    //  zero-based: the address is in eax and is the offset;
    //  else: the address is in ecx and the offset is put there (a load's;
    //  a store's is from eax, which gets the address less the base).
    Xbyak::RegExp checked(uint32_t width, bool store, bool zero_based, Label& leave) {
        using namespace Xbyak::util;
        if (zero_based) {
            test(io(width == 4   ? offsetof(JitIo, outside_word)
                    : width == 2 ? offsetof(JitIo, outside_half)
                                 : offsetof(JitIo, outside)),
                 eax);
            jnz(leave, T_NEAR);
            if (store) {
                cmp(eax, io(offsetof(JitIo, store_base)));
                jb(leave, T_NEAR);
            }
            return rsi + rax;
        }
        if (width > 1) {
            test(cl, width - 1);
            jnz(leave, T_NEAR);
        }
        if (store) {
            mov(eax, ecx);
            sub(eax, io(offsetof(JitIo, mbase)));
            sub(ecx, io(offsetof(JitIo, store_base)));
            cmp(ecx, io(offsetof(JitIo, store_lim)));
            ja(leave, T_NEAR);
            return rsi + rax;
        }
        sub(ecx, io(offsetof(JitIo, mbase)));
        cmp(ecx, io(offsetof(JitIo, load_lim)));
        ja(leave, T_NEAR);
        return rsi + rcx;
    }

    bool load(const BlockInst& p, bool zero_based, Label& leave) {
        using namespace Xbyak::util;
        const uint32_t width = access_width(p.kind);
        address(p, zero_based ? eax : ecx);
        const Xbyak::Address at = ptr[checked(width, false, zero_based, leave)];
        if (width == 4) {
            movbe(eax, at);
        } else if (width == 2) {
            movzx(eax, word[at.getRegExp()]);
            rol(ax, 8);
        } else {
            movzx(eax, byte[at.getRegExp()]);
        }
        put(p.rd);
        return true;
    }

    bool store(const BlockInst& p, bool zero_based, Label& leave) {
        using namespace Xbyak::util;
        const uint32_t width = access_width(p.kind);
        address(p, zero_based ? eax : ecx);
        const Xbyak::RegExp at = checked(width, true, zero_based, leave);
        mov(ecx, src(p.rd));
        if (width == 4) {
            movbe(dword[at], ecx);
        } else if (width == 2) {
            rol(cx, 8);
            mov(word[at], cx);
        } else {
            mov(byte[at], cl);
        }
        return true;
    }

    // rA compared with zero (BlockHandler's Cond*: eq, ne, lt, le, gt, ge);
    // a register offset's target too.
    bool condition(const BlockInst& p) {
        using namespace Xbyak::util;
        const unsigned c = condition_of(p.handler);
        if (c >= 6) {
            mov(ecx, src(p.rb));
            add(ecx, p.addr);
            mov(io(offsetof(JitIo, target)), ecx);
        }
        if (at_ == defer_at_) {
            deferred_ = {true, p.ra, c % 6};
            return true;
        }
        xor_(ecx, ecx);
        mov(eax, src(p.ra));
        test(eax, eax);
        switch (c % 6) {
        case kCondEq: sete(cl); break;
        case kCondNe: setne(cl); break;
        case kCondLt: setl(cl); break;
        case kCondLe: setle(cl); break;
        case kCondGt: setg(cl); break;
        default: setge(cl); break;
        }
        mov(io(offsetof(JitIo, taken)), ecx);
        return true;
    }

    // The unconditional branches a block may close with and returns
    // (branch_outcome's first cases): always taken; the target from the
    // registers before the link is written.
    bool branch(const BlockInst& p) {
        using namespace Xbyak::util;
        const uint32_t imm = uint32_t(p.imm);
        switch (kBranchTargets[p.kind]) {
        case BranchTarget::PcPlusB:
            mov(ecx, src(p.rb));
            add(ecx, p.addr);
            break;
        case BranchTarget::B: mov(ecx, src(p.rb)); break;
        case BranchTarget::PcPlusImm: mov(ecx, p.addr + imm); break;
        case BranchTarget::Imm: mov(ecx, imm); break;
        case BranchTarget::APlusImm:
            mov(ecx, src(p.ra));
            add(ecx, imm);
            break;
        default: return false;
        }
        mov(io(offsetof(JitIo, target)), ecx);
        mov(io(offsetof(JitIo, taken)), 1);
        if (p.flags & kLink) put_link(p);
        return true;
    }
};

constexpr size_t kChunkBytes = 256 * 1024;
constexpr size_t kLargestBlock = 64 * 1024;  // far above a block's code (64 instructions)

}  // namespace

bool BlockJit::built() { return true; }

bool BlockJit::available() {
    static const bool on = [] {
        const char* v = std::getenv("MONTSIM_JIT");
        // (Words are loaded and stored with movbe, which swaps their bytes:
        // x86-64 hosts since about 2013 have it.)
        return (v == nullptr || std::strcmp(v, "0") != 0) && Xbyak::util::Cpu().has(Xbyak::util::Cpu::tMOVBE);
    }();
    return on;
}

bool BlockJit::compiles(const BlockInst& inst) {
    for (const bool zero_based : {true, false}) {
        try {
            Emitter e;
            Label leave;
            if (!e.instruction(inst, zero_based, leave)) return false;
        } catch (const Xbyak::Error&) {
            return false;
        }
    }
    return true;
}

// Code emitted by `body` (an Emitter's block or transfer) into a chunk
// with room: its entry, or none if the body refused, xbyak refused an
// operand combination (the handlers run the block) or no executable
// memory could be had.
template <typename Body>
JitEntry BlockJit::emitted(Body&& body) {
    if (chunks_.empty() || chunks_.back().size - chunks_.back().used < kLargestBlock) {
        void* m = mmap(nullptr, kChunkBytes, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) {
            failed_ = true;
            return {};
        }
        chunks_.push_back(Chunk{static_cast<uint8_t*>(m), kChunkBytes, 0});
    }
    Chunk& c = chunks_.back();
    JitEntry entry;
    try {
        Emitter e(c.base + c.used, c.size - c.used, pins_);
        if (!body(e, entry)) return {};
        c.used += (e.getSize() + 15) & ~size_t(15);
    } catch (const Xbyak::Error&) {
        return {};
    }
    return entry;
}

JitEntry BlockJit::compile(const BlockInst* code, uint32_t count, bool zero_based, const void* block,
                           const JitChain* chain) {
    if (failed_ || count == 0 || !available()) return {};
    return emitted([&](Emitter& e, JitEntry& out) {
        out.call = reinterpret_cast<JitBlockFn>(const_cast<uint8_t*>(e.getCurr()));
        return e.block(code, count, zero_based, block, chain, out);
    });
}

JitEntry BlockJit::compile_transfer(const void* block, const void* decoded, uint32_t pc, int written,
                                    JitTransferFn now) {
    if (failed_ || !available()) return {};
    return emitted([&](Emitter& e, JitEntry& out) {
        e.transfer(block, decoded, pc, written, now, out);
        return true;
    });
}

bool BlockJit::link_target(JitEntry& from, uint32_t pc, const JitEntry& to, uint32_t to_longest) {
    for (unsigned slot = 0; slot < 2; ++slot) {
        if (from.target_at[slot] == nullptr || from.linked[slot]) continue;
        if (!link(from, slot, to, to_longest)) return false;
        std::memcpy(from.target_at[slot], &pc, 4);
        from.target_pc[slot] = pc;
        return true;
    }
    return false;
}

bool BlockJit::link(JitEntry& from, unsigned o, const JitEntry& to, uint32_t to_longest) {
    if (from.jump_at[o] == nullptr || to.chained == nullptr) return false;
    // (r9 + last: the next block's last cycle at its longest)
    const uint64_t last = uint64_t(from.cycles[o]) + (MONTSIM_MUTANT_ON(kLinkLongestIgnored) ? 0 : to_longest);
    const int64_t rel = reinterpret_cast<const uint8_t*>(to.chained) - (from.jump_at[o] + 4);
    if (last > uint64_t(INT32_MAX) || rel < INT32_MIN || rel > INT32_MAX) return false;
    const int32_t disp = int32_t(last), jump = int32_t(rel);
    std::memcpy(from.limit_at[o], &disp, 4);
    std::memcpy(from.jump_at[o], &jump, 4);
    from.linked[o] = true;
    return true;
}

void BlockJit::clear() {
    for (Chunk& c : chunks_) c.used = 0;
    if (chunks_.size() > 1) {
        for (size_t i = 1; i < chunks_.size(); ++i) munmap(chunks_[i].base, chunks_[i].size);
        chunks_.resize(1);
    }
}

BlockJit::~BlockJit() {
    for (Chunk& c : chunks_) munmap(c.base, c.size);
}

#else  // no xbyak or not x86-64: every block runs threaded

bool BlockJit::built() { return false; }
bool BlockJit::available() { return false; }
bool BlockJit::compiles(const BlockInst&) { return false; }
bool BlockJit::link(JitEntry&, unsigned, const JitEntry&, uint32_t) { return false; }
JitEntry BlockJit::compile(const BlockInst*, uint32_t, bool, const void*, const JitChain*) { return {}; }
JitEntry BlockJit::compile_transfer(const void*, const void*, uint32_t, int, JitTransferFn) { return {}; }
void BlockJit::clear() {}
BlockJit::~BlockJit() = default;

#endif

}  // namespace montsim::mb
