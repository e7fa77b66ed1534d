// Building MbCpu's blocks (MbCpu.hpp, "A straight-line run of code"): which
// instructions a block holds, and its cycles precomputed with the same rules
// the one-instruction path applies as it goes (the decoded issue cost, the
// data-hazard stalls, semantics::branch_cycles for the closing branch).
#include <algorithm>

#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/isa/Semantics.hpp"

namespace montsim::mb {

namespace {

// Longer blocks would gain little; the bound keeps the limit check cheap.
constexpr uint32_t kMaxBlock = 64;

// An instruction with register operands whose rB is r0 (which reads as
// zero): it may run in a form without that read (BlockHandlers.hpp, ALU0).
template <typename Inst>
bool reads_r0_as_rb(const Inst& bi) {
    return bi.kind < kOpCount && info(Op(bi.kind)).format == Format::RdRaRb && bi.rb == 0;
}

}  // namespace

// Instructions a block can hold, those with a handler (BlockHandlers.hpp):
// ALU, loads, stores, branches and imm prefixes; no FSL, special register,
// system call, halt or illegal word (those need the core's state or the
// network at their own cycle), and no trap (brk, brki: rare; they would
// need MSR state).
bool MbCpu::fits_block(uint8_t kind) {
    return kind < kFirstSpecial && block_handler(kind) != BlockHandler::None;
}

const MbCpu::Decoded& MbCpu::decoded(uint32_t idx) {
    Decoded& d = tr_->code[idx];
    if (d.kind == kNotDecoded) {
        const uint32_t pc = code_base_ + 4 * idx;
        d = decode_word(mem_.read32(pc), pc);
    }
    return d;
}

void MbCpu::drop_blocks() {
    tr_->blocks.clear();
    tr_->block_code.clear();
    tr_->block_exits.clear();
    tr_->block_late.clear();
    tr_->block_reads.clear();
    tr_->jit.clear();
    std::fill(tr_->block_of.begin(), tr_->block_of.end(), 0);
}

uint32_t MbCpu::build_block(uint32_t idx) {
    using namespace semantics;
    Block blk;
    blk.first = uint32_t(tr_->block_code.size());
    blk.start_pc = code_base_ + 4 * idx;
    blk.region = decoded(idx).region;
    const uint32_t words = uint32_t(tr_->code.size());
    auto fits = [&](uint32_t k) {
        if (k >= words || !mem_.contains(code_base_ + 4 * k, 4)) return false;
        const Decoded& d = decoded(k);
        return fits_block(d.kind) && d.region == blk.region;
    };
    auto append = [&](uint32_t k, bool prefixed) {
        const Decoded& d = decoded(k);
        BlockInst bi{d.kind, d.rd, d.ra, d.rb, 0, d.flags, uint8_t(prefixed), block_handler(d.kind), d.imm,
                     code_base_ + 4 * k};
        if (prefixed) bi.imm = int32_t((uint32_t(decoded(k - 1).imm) << 16) | (uint32_t(d.imm) & 0xFFFF));
        if (reads_r0_as_rb(bi)) bi.handler = with_rb0(bi.handler);
        if (is_memory(d.flags)) bi.width = uint8_t(access_width(d.kind));
        if (bi.handler == BlockHandler::Jump)  // its target, once and for all
            bi.imm = int32_t(info(Op(d.kind)).absolute ? uint32_t(bi.imm) : bi.addr + uint32_t(bi.imm));
        tr_->block_code.push_back(bi);
        tr_->block_exits.push_back(BlockExit{{0, 0}, {0, 0}, blk.products, d.dst, d.hazard});
        if (counts_product(d.kind)) ++blk.products;
    };

    // Units: one instruction, an imm with the instruction it prefixes, or a
    // branch with its delay slot (which closes the block).
    uint32_t k = idx;
    while (tr_->block_code.size() - blk.first < kMaxBlock && fits(k)) {
        uint32_t n = 1;
        if (decoded(k).kind == uint8_t(Op::Imm)) {
            if (!fits(k + 1) || decoded(k + 1).kind == uint8_t(Op::Imm)) break;
            n = 2;
        }
        const uint8_t flags = decoded(k + n - 1).flags;
        const bool slot = (flags & kBranch) && (flags & kDelay);
        if (slot && (!fits(k + n) || (decoded(k + n).flags & kNoSlot))) break;  // the one-instruction path reports it
        for (uint32_t j = 0; j < n; ++j) append(k + j, j == 1);
        if (slot) append(k + n, false);
        if (flags & kBranch) break;
        k += n;
    }
    blk.count = uint32_t(tr_->block_code.size()) - blk.first;
    if (blk.count != 0) blk.fall_pc = tr_->block_code.back().addr + 4;
    // Superinstructions (BlockHandlers.hpp): each pair of adjacent entries
    // that has one, left to right, the first entry running both.
    bool last_paired = false;  // the last instruction is a pair's second
    for (uint32_t i = blk.first; i + 1 < blk.first + blk.count; ++i) {
        BlockInst& a = tr_->block_code[i];
        const BlockInst& b = tr_->block_code[i + 1];
        const BlockHandler fused = fused_handler(a.kind, reads_r0_as_rb(a), b.kind, reads_r0_as_rb(b));
        if (fused != BlockHandler::None) {
            a.handler = fused;
            ++i;  // the second is taken
            last_paired = i + 1 == blk.first + blk.count;
        }
    }
    // The last instruction, run by its own handler, ends the block itself
    // where it has a form that does.
    if (blk.count != 0 && !last_paired) {
        BlockInst& last = tr_->block_code[blk.first + blk.count - 1];
        last.handler = closing_handler(last.handler);
    }

    // Cycles for each outcome of the closing branch, relative to the block's
    // first cycle, assuming (as the loop checks before running it) that every
    // register is ready at that cycle. On the way, the registers it reads
    // before writing them, and when (the earlier of the two outcomes'):
    // what the loop checks when some are busy.
    constexpr uint32_t kUnread = ~uint32_t{0};
    std::array<uint32_t, 33> first_read;
    first_read.fill(kUnread);
    std::array<uint8_t, 33> read_order{};  // registers in the order first read
    uint32_t reads = 0;
    for (unsigned o = 0; o < 2; ++o) {
        std::array<uint32_t, 33> ready{};  // relative cycle each register can be read without stall
        std::array<bool, 33> written{};
        uint32_t now = 0, stalls = 0;
        for (uint32_t i = 0; i < blk.count; ++i) {
            const BlockInst& bi = tr_->block_code[blk.first + i];
            const Decoded& d = decoded((bi.addr - code_base_) / 4);
            BlockExit& ex = tr_->block_exits[blk.first + i];
            ex.pre[o] = now;
            ex.stalls[o] = stalls;
            const uint32_t start = std::max({now, ready[d.src[0]], ready[d.src[1]], ready[d.src[2]]});
            for (const uint8_t r : d.src) {
                if (r == 0 || r >= 32 || written[r]) continue;  // r0 (always ready), none, or the block's own value
                if (first_read[r] == kUnread) read_order[reads++] = r;
                first_read[r] = std::min(first_read[r], start);
            }
            written[d.dst] = true;
            stalls += start - now;
            const bool taken = o == 1 || !(d.flags & kCond);
            const uint32_t cost = (d.flags & kBranch) ? branch_cycles(cfg_.timing, d.flags, taken) : d.cost;
            now = start + cost;
            ready[d.dst] = now + d.hazard;
        }
        blk.cycles[o] = now;
        blk.stalls[o] = stalls;
        blk.late_first[o] = uint32_t(tr_->block_late.size());
        for (uint8_t r = 1; r < 32; ++r)
            if (ready[r] > now) tr_->block_late.push_back(LateReady{r, ready[r]});
        blk.late_count[o] = uint8_t(tr_->block_late.size() - blk.late_first[o]);
    }
    blk.reads_first = uint32_t(tr_->block_reads.size());
    for (uint32_t i = 0; i < reads; ++i)  // (in the order first read: the first instruction's first)
        tr_->block_reads.push_back(LateReady{read_order[i], first_read[read_order[i]]});
    blk.reads_count = uint8_t(reads);
    blk.longest = std::max(blk.cycles[0], blk.cycles[1]);
    blk.lean = blk.region == 0 && blk.late_count[0] == 0 && blk.late_count[1] == 0;
    blk.fixed_next = true;
    for (uint32_t i = blk.first; i < blk.first + blk.count; ++i) {
        const BlockInst& bi = tr_->block_code[i];
        const BlockHandler h = block_handler(bi.kind);  // its kind's (the handler may run more than it)
        if (h == BlockHandler::Branch || (h >= BlockHandler::CondEqReg && h <= BlockHandler::CondGeReg))
            blk.fixed_next = false;  // its target comes from a register
        else if (h >= BlockHandler::CondEqImm && h <= BlockHandler::CondGeImm)
            blk.taken_pc = bi.addr + uint32_t(bi.imm);
        else if (h == BlockHandler::Jump)
            blk.taken_pc = uint32_t(bi.imm);  // the target, stored there by append
    }
    blk.fast = blk.late_count[0] == 0 && blk.late_count[1] == 0 && blk.fixed_next;
    blk.region_entry = blk.region != 0 && regions_[blk.region - 1].begin == blk.start_pc;
    // The End entry: the executor jumps there after the last instruction
    // (its exit record is where the block stands when it is done).
    BlockInst end{};
    end.handler = BlockHandler::End;
    end.addr = blk.fall_pc;
    tr_->block_code.push_back(end);
    tr_->block_exits.push_back(BlockExit{{blk.cycles[0], blk.cycles[1]}, {blk.stalls[0], blk.stalls[1]}, blk.products, 0, 0});
    blk.code = &tr_->block_code[blk.first];
    tr_->blocks.push_back(blk);
    // block_code may have moved while this block grew it: every block's
    // pointer into it follows.
    if (tr_->blocks.front().code != &tr_->block_code[tr_->blocks.front().first])
        for (Block& b : tr_->blocks) b.code = &tr_->block_code[b.first];
    tr_->block_of[idx] = uint32_t(tr_->blocks.size());
    return uint32_t(tr_->blocks.size());
}

}  // namespace montsim::mb
