// The block compiler: a block's instructions (MbCpu::Block, BlockHandlers.hpp)
// turned into x86-64 host code that does what the threaded handlers of
// run_blocks do, one instruction after another, with nothing between them
// to decode or dispatch. run_blocks calls the code in place of the
// handlers and reads where it stopped. A block that always goes on to the
// same block (JitChain) also counts its end and jumps into the next block's
// code; a blocking FSL transfer it goes on to has code of its own, which
// calls the core to move the word (compile_transfer).
//
// What each instruction computes is written here a second time (the
// handlers read Semantics.hpp): the blocks test runs random blocks compiled,
// threaded and one instruction at a time and compares every register, the
// carry, memory and cycle (tests/cores/mb/test_cpu_blocks.cpp), and a test
// fails for a kind a block may hold that the compiler lacks. Built where
// xbyak (Debian: libxbyak-dev) is found on an x86-64 host; elsewhere, on a
// host without movbe, with MONTSIM_JIT=0 in the environment, or when
// executable memory cannot be had, blocks run on the threaded handlers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "cores/mb/cpu/BlockHandlers.hpp"

namespace montsim::mb {

// What compiled code reads and writes besides the registers and memory.
// run_blocks fills the memory's bounds once per call (the same numbers its
// handlers test, by the same rules), the carry, cycle and limit before each
// call, and reads the outcome after.
struct JitIo {
    // Blocks chained inside one call (BlockJit::compile's JitChain): each
    // one gone on from is accounted here as run_blocks' end of a block
    // would (its cycles by outcome, instructions, stalls, products); the
    // cycle and count are held in host registers meanwhile and written on
    // the way out.
    uint64_t cycle = 0;     // in and out: the cycle the running block started at
    uint64_t limit = 0;     // in: the cycle limit (a next block must end by it)
    uint64_t count = 0, stalls = 0, products = 0;  // out: added by blocks gone on from (the caller clears them)
    const void* block = nullptr;  // out: the block the code stopped in (its Block)
    uint32_t carry = 0;   // in and out: 0 or 1
    uint32_t taken = 0;   // out: the closing branch was taken (0 for a block without one)
    uint32_t target = 0;  // out: a register branch's target (as the handlers' branch.target)
    // Zero-based memory of a power-of-two size: the address bits that must
    // be clear for a word, half-word and byte access; stores from store_base.
    uint32_t outside_word = 0, outside_half = 0, outside = 0;
    uint32_t store_base = 0;
    // Any other memory: a load at ea runs if ea - mbase <= load_lim (and is
    // aligned), a store if ea - store_base <= store_lim.
    uint32_t mbase = 0, load_lim = 0, store_lim = 0;
    void* regions = nullptr;  // the core's statistics regions (MbCpu's Region array), for a chaining block in one
    void* core = nullptr;     // the MbCpu running the code, for a transfer's code (BlockJit::compile_transfer)
    uint64_t* ready = nullptr;  // the core's ready cycles by register (MbCpu::ready_), for a block that leaves one busy
    // In and out: at or after every register's ready cycle (run_blocks'
    // horizon); a block that leaves a register busy raises it.
    uint64_t horizon = 0;
    bool bounds_set = false;  // the bounds above are filled (once per run of the loop: the memory stays)
};

// Runs a block's instructions from its first, and on into the blocks it
// chains to; returns how many of the last one's ran (JitIo::block): its
// count when all did, else the index of the load or store that must leave
// it (run_blocks' `leave`), nothing of that one done. The last block is
// not accounted in JitIo: run_blocks ends it.
using JitBlockFn = uint32_t (*)(uint32_t* regs, uint8_t* memory, JitIo* io);
// A transfer's code calls this (MbCpu::transfer_now): core (JitIo::core),
// the transfer's decoded instruction, its first cycle, its address; returns
// the cycle the next instruction issues at, or ~0 where it must wait.
using JitTransferFn = uint64_t (*)(void* core, const void* decoded, uint64_t cycle, uint32_t pc);

// A block that always goes on to the same block for the same outcome and
// leaves no register busy (MbCpu's Block::fast): its code counts its end as
// run_blocks' end of a block would, then jumps straight into the next
// block's code once BlockJit::link has joined them (when that block is
// known and compiled), if the next block ends by the limit.
struct JitChain {
    uint32_t cycles[2], stalls[2];
    uint32_t products, count;
    // A block in a statistics region counts it as run_blocks' end would:
    // byte offsets into JitIo::regions of its region's cycles and
    // instructions (-1: the block is in none) and entries (-1: the block
    // does not start a region).
    int32_t cycles_at, instructions_at, entries_at;
    // A block that leaves registers busy past its end (by outcome: `late`
    // entries from late_first, each a register and its ready cycle after
    // the block's first) writes their ready cycles to JitIo::ready and
    // raises JitIo::horizon, as run_blocks' end of it would. It goes on
    // into a transfer's code, which waits for them, or into a block none of
    // whose reads they delay (MbCpu::late_fits: BlockJit::link is asked to
    // join nothing else to it).
    struct Late {
        uint8_t reg;
        uint32_t offset;
    };
    const Late* late[2];
    uint32_t late_count[2];
    // The block closes with a branch to a register's address (a return):
    // its way on, taken, is by the target, through two slots that each
    // remember one target and its block's code (BlockJit::link_target),
    // not by outcome. Only a block that leaves no register busy.
    bool by_target;
};

struct JitEntry {
    JitBlockFn call = nullptr;       // from run_blocks
    const void* chained = nullptr;   // from a block chaining to it (registers already set up)
    // A chaining block's two ways on, by outcome, for BlockJit::link: where
    // its limit test's displacement and its jump's lie in its code, the
    // cycles its test adds, and whether the way is joined.
    uint8_t* limit_at[2] = {nullptr, nullptr};
    uint8_t* jump_at[2] = {nullptr, nullptr};
    uint32_t cycles[2] = {0, 0};
    bool linked[2] = {false, false};
    // A way on by target (JitChain::by_target): its two slots' compared
    // addresses in the code (indexed as the arrays above), and what each
    // was joined to.
    uint8_t* target_at[2] = {nullptr, nullptr};
    uint32_t target_pc[2] = {0, 0};
};

// The MicroBlaze registers a translation's compiled code keeps in host
// registers from block to block (r12-r15): loaded when run_blocks calls the
// code, stored when the code returns to it, never in between; the others
// go to the register file at each block's end. Chosen once per translation,
// before its first block is compiled (MbCpu::choose_pins): every block's
// code must agree on them, since one jumps straight into the next.
struct JitPins {
    static constexpr size_t kMost = 4;
    uint8_t regs[kMost] = {};  // 0: none
};

// Executable memory for one translation's blocks, and the compiler that
// fills it. Chunks are mapped as needed and unmapped with it; clear() (the
// blocks were dropped) reuses them.
class BlockJit {
public:
    BlockJit() = default;
    // A copy holds no code: a translation is copied only to be changed (a
    // program writing its own code), and its blocks are dropped at once.
    BlockJit(const BlockJit& other) : pins_(other.pins_), pins_chosen_(other.pins_chosen_) {}
    BlockJit& operator=(const BlockJit&) = delete;
    ~BlockJit();

    // Whether this build has the compiler (xbyak, x86-64).
    static bool built();
    // Whether blocks are compiled: built, the host has movbe, and not
    // turned off for the process by MONTSIM_JIT=0 in the environment (read
    // once).
    static bool available();
    // Host code for the `count` instructions at `code` of `block` (its
    // address, reported in JitIo::block), for a memory of the zero-based
    // kind or not, chaining as `chain` says (null: it returns at its end);
    // null entries if a kind has no emitter (the block runs threaded) or no
    // executable memory could be had.
    JitEntry compile(const BlockInst* code, uint32_t count, bool zero_based, const void* block, const JitChain* chain);
    // Host code for a blocking FSL transfer between two blocks: entered only
    // from a chaining block's code (JitEntry::chained; `call` stays null),
    // it calls `now` and goes on to the next block's code once linked (as a
    // chaining block's way on for outcome 0, its cycles 0). `block` is the
    // empty block at the transfer (reported in JitIo::block), `written` the
    // register a get writes (-1 for a put).
    JitEntry compile_transfer(const void* block, const void* decoded, uint32_t pc, int written, JitTransferFn now);
    // Whether an instruction kind (with the handler the block builder gave
    // it) has an emitter: the test that no blockable kind is missed.
    static bool compiles(const BlockInst& inst);
    // Joins `from`'s way on for outcome o to `to`'s code (the block it
    // always goes on to then; `to_longest` its longest cycles); false if
    // `from` does not chain, `to` has no code, or the two lie too far apart.
    static bool link(JitEntry& from, unsigned o, const JitEntry& to, uint32_t to_longest);
    // Joins a way on by target: its first free slot to `to`'s code at `pc`;
    // false where no slot is free (or as link).
    static bool link_target(JitEntry& from, uint32_t pc, const JitEntry& to, uint32_t to_longest);
    // The pinned registers: set before the first compile, kept by clear().
    bool pins_chosen() const { return pins_chosen_; }
    void set_pins(const JitPins& pins) {
        pins_ = pins;
        pins_chosen_ = true;
    }
    void clear();

private:
    struct Chunk {
        uint8_t* base = nullptr;
        size_t size = 0, used = 0;
    };
    template <typename Body>
    JitEntry emitted(Body&& body);  // (BlockJit.cpp)
    std::vector<Chunk> chunks_;
    bool failed_ = false;  // mmap refused: compile nothing more
    JitPins pins_;
    bool pins_chosen_ = false;
};

}  // namespace montsim::mb
