// The MicroBlaze-like processor: architectural state, predecoding, and the
// two executors in MbRun.cpp (run_blocks over straight-line blocks, run_one
// an instruction at a time), which take what an instruction does from
// isa/Semantics.hpp and what it costs from the TimingTable.
// It knows nothing of SystemC: MbCore wraps it in a module, and unit tests
// drive it directly.
//
// Speed: memory is predecoded lazily into `tr_->code` (one Decoded per word of
// the executable range); the run loop never allocates, never looks anything
// up by name and never re-decodes an instruction it has seen, unless a store
// overwrote it.
#pragma once

#include <array>
#include <deque>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "cores/mb/cpu/BlockHandlers.hpp"
#include "cores/mb/cpu/BlockJit.hpp"
#include "cores/mb/isa/Isa.hpp"
#include "cores/mb/cpu/CpuTrace.hpp"
#include "cores/mb/cpu/LocalMemory.hpp"
#include "cores/mb/cpu/Program.hpp"
#include "cores/mb/isa/Timing.hpp"
#include "sim/BusChannel.hpp"
#include "sim/FslNow.hpp"

namespace montsim::mb {

enum class HwMul { None, Mul32, Mul64 };

// core.hw_mul's values: C_USE_HW_MUL = 0, 1, 2.
inline constexpr Named<HwMul> kHwMulNames[] = {{"none", HwMul::None}, {"mul32", HwMul::Mul32}, {"mul64", HwMul::Mul64}};

struct CpuConfig {
    TimingTable timing = TimingTable::for_pipeline(Pipeline::FiveStage);
    bool use_barrel = true;   // C_USE_BARREL
    HwMul hw_mul = HwMul::Mul64;  // C_USE_HW_MUL
    uint32_t memory_bytes = 64 * 1024;
    uint32_t core_id = 0;
    uint32_t core_count = 1;  // the cores of its platform (kIoCoreCount)
    // Blocks run as host code (BlockJit.hpp) where the build and host allow;
    // false: on the threaded handlers (the tests run both).
    bool compile_blocks = true;
};

// The shared window: word loads and stores at [kSharedBase, kIoBase) go to
// the core's bus (BusAccess below), at byte offset ea - kSharedBase of the
// shared memory; above any local memory (at most 2 GiB).
constexpr uint32_t kSharedBase = 0x80000000u;

// Memory-mapped devices above the local memory, read and written with
// ordinary loads and stores (lwi/swi). They stand in for the paper's timer
// and for the way a bare-metal program stops.
constexpr uint32_t kIoBase = 0xFFFF0000u;
constexpr uint32_t kIoTimerLo = 0xFFFF0000u;  // read: the core's cycle count, low word
constexpr uint32_t kIoTimerHi = 0xFFFF0004u;  // read: high word
constexpr uint32_t kIoCoreId = 0xFFFF0008u;   // read: this core's index
constexpr uint32_t kIoCoreCount = 0xFFFF000Cu;  // read: the platform's cores (not the shared memory)
constexpr uint32_t kIoHalt = 0xFFFF0010u;     // write: halt, the value is the exit status
constexpr uint32_t kIoBarrier = 0xFFFF0020u;  // read: wait at the bus's barrier (the value read is 0)
// The bus's mutex (an AXI Mutex, PG089), reached through the bus like the
// shared memory: write (core << 1) | 1 to ask for the lock, read to see who
// holds it ((owner << 1) | locked), write (core << 1) to release it.
constexpr uint32_t kIoMutex = kSharedBase + sim::kBusMutexOffset;  // 0xFFFF0024
static_assert(kIoMutex == 0xFFFF0024u, "the mutex register sits beside the barrier register");

// A run stops with this when the program did something the core cannot do;
// the message names the address and the instruction word.
class CpuError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// What a core's FSL instructions talk to (implemented by MbCore on top of
// the network). `cycle` is the cycle the instruction issues at; on success it
// is set to the cycle the transfer completes (>= the given one).
class FslAccess {
public:
    virtual ~FslAccess() = default;
    // Returns false only for a non-blocking get that found no word.
    virtual bool get(unsigned link, bool blocking, uint32_t& data, bool& control, uint64_t& cycle) = 0;
    // Returns false only for a non-blocking put that found the FIFO full.
    virtual bool put(unsigned link, bool blocking, uint32_t data, bool control, uint64_t& cycle) = 0;
    // A blocking get or put that completes without waiting, where the
    // network can tell at once (sync-free links: sim/Channel.hpp's get_now
    // and put_now); false, with nothing moved, where it cannot (then get or
    // put). Never waits or throws: compiled code calls them.
    virtual bool get_now(unsigned /*link*/, uint32_t& /*data*/, bool& /*control*/, uint64_t& /*cycle*/) {
        return false;
    }
    virtual bool put_now(unsigned /*link*/, uint32_t /*data*/, bool /*control*/, uint64_t& /*cycle*/) { return false; }
    // The channel's own get_now and put_now on a link, as plain functions
    // (sim/FslNow.hpp), where they complete a transfer the same way: then
    // MbCpu calls them itself, without get_now and put_now above. Asked
    // once per link, when the core first transfers on it.
    virtual sim::FslGetNow get_now_call(unsigned /*link*/) { return {}; }
    virtual sim::FslPutNow put_now_call(unsigned /*link*/) { return {}; }
};

// What a core's shared-window accesses and barrier reads talk to
// (implemented by MbCore on top of its bus port). `cycle` is the cycle the
// load or store issues at; each returns the cycle the next instruction may
// issue at, and the cycles of it spent waiting for others.
class BusAccess {
public:
    virtual ~BusAccess() = default;
    struct Done {
        uint64_t next = 0, wait = 0;
    };
    virtual Done read(uint32_t offset, uint32_t& data, uint64_t cycle) = 0;
    virtual Done write(uint32_t offset, uint32_t data, uint64_t cycle) = 0;
    virtual Done barrier(uint64_t cycle) = 0;
};

enum class StopReason { Running, Halted, CycleLimit };

// Cycles and instructions attributed to a range of code (e.g. one box of a
// scheme), found by labels; costs one add per instruction, nothing per name.
struct Region {
    std::string name;
    uint32_t begin = 0, end = 0;  // [begin, end) byte addresses
    uint64_t cycles = 0, instructions = 0, entries = 0;
};

struct CpuStats {
    uint64_t instructions = 0;
    uint64_t hazard_stall_cycles = 0;  // data-hazard stalls (5-stage)
    uint64_t fsl_get_stall_cycles = 0;
    uint64_t fsl_put_stall_cycles = 0;
    uint64_t words_sent = 0, words_received = 0;
    // mul executed: the low word of a 32x32 product of two registers, one
    // per word product (a mulhu beside it is the same product's high word;
    // muli, a product with a constant, is not counted).
    uint64_t word_products = 0;
    uint64_t bus_reads = 0, bus_writes = 0;  // shared-window words
    uint64_t bus_wait_cycles = 0;            // cycles waiting for the bus's arbiter
    uint64_t barriers = 0;
    uint64_t barrier_wait_cycles = 0;        // from each barrier read's issue to the resume
};

class MbCpu {
public:
    explicit MbCpu(const CpuConfig& cfg);

    // Copies the program's segments into local memory (relocating the memory
    // base if the program starts above it; every other byte is zero), sets pc
    // to the entry point and r1 (stack pointer) to the top of memory.
    void load(const Program& program);

    // Runs until the program halts or the core reaches `cycle_limit`.
    // Throws CpuError for an illegal instruction or access.
    StopReason run(uint64_t cycle_limit);
    // Executes exactly one instruction (the lock-step reference mode).
    StopReason step();

    void set_fsl(FslAccess* fsl) { fsl_ = fsl; }
    void set_bus(BusAccess* bus) { bus_ = bus; }
    // Whether any word of the loaded code decodes as a non-blocking FSL
    // transfer (nget, nput, ncget, ncput); data in the code counts too.
    bool code_has_nonblocking_fsl() const;
    // Records into `trace` (null: stop) every label of `program` that
    // execution passes and every FSL get and put; call after load. The trace
    // must outlive the run. Tracing changes no cycle (CpuTrace.hpp).
    void set_trace(CpuTrace* trace, const Program& program);
    void set_output(std::ostream* out) { out_ = out; }
    // Counts cycles spent in [begin, end); call before run. Regions must not
    // overlap (each instruction belongs to at most one).
    size_t add_region(const std::string& name, uint32_t begin, uint32_t end);
    // A label traces show besides the program's symbols (a compiled loop's
    // exit); it costs nothing while no trace is on.
    void add_label(const std::string& name, uint32_t addr) { labels_.push_back({addr, name}); }
    const std::vector<Region>& regions() const { return regions_; }

    // Architectural state.
    uint32_t reg(unsigned r) const { return regs_[r & 31]; }
    void set_reg(unsigned r, uint32_t v) { if ((r & 31) != 0) regs_[r & 31] = v; }
    bool carry() const { return carry_ != 0; }
    void set_carry(bool c) { carry_ = c ? 1 : 0; }
    uint32_t msr() const;
    uint32_t pc() const { return pc_; }
    // The instruction executing now (during an FSL wait: the get or put).
    uint32_t current_pc() const { return cur_pc_; }
    void set_pc(uint32_t pc) { pc_ = pc; npc_ = pc + 4; }
    uint64_t cycle() const { return cycle_; }
    bool halted() const { return halted_; }
    // Whether it stopped at a jump to itself (bri 0) rather than by exit or
    // the halt register: a loop that would never end, which montsim ends.
    bool halted_at_self_jump() const { return halted_at_self_jump_; }
    // The status it ended with: exit's r5 or the word stored to the halt
    // register, all 32 bits (as a signed number).
    int exit_status() const { return exit_status_; }
    const CpuStats& stats() const { return stats_; }
    // The full 64-bit cycle of each read of the timer's low word, in program
    // order: the first kTimerLog reads (a later one replaces the last entry).
    // A program stores only the low words; schemes take execution times from
    // these, so that they never wrap at 2^32 cycles.
    static constexpr size_t kTimerLog = 16;
    const std::vector<uint64_t>& timer_reads() const { return timer_reads_; }
    LocalMemory& memory() {
        memory_pristine_ = false;
        return mem_;
    }
    const LocalMemory& memory() const { return mem_; }
    const CpuConfig& config() const { return cfg_; }

private:
    // One predecoded instruction. `kind` is an Op, or one of the internal
    // kinds below that the decoder picks so the executors test nothing twice.
    struct Decoded {
        uint8_t kind;
        uint8_t rd, ra, rb;
        uint8_t src[3];     // registers read (r0 = none): data-hazard check
        uint8_t dst;        // register written (kSink for r0; 0 = none)
        uint8_t cost;       // issue cycles (non-branch) from the timing table
        uint8_t hazard;     // stall the next reader of rd suffers
        uint8_t region;     // 0 = none, else regions_[region - 1]
        uint8_t flags;      // semantics::kNoSlot, kBranch, ... (Semantics.hpp)
        int32_t imm;        // sign-extended 16-bit immediate / link / spr
    };

    // Per instruction, to leave a block before it (a device access, a store
    // into code): where the block stood when it began.
    struct BlockExit {
        uint32_t pre[2];     // its first cycle without its own stall, by outcome (not taken, taken)
        uint32_t stalls[2];  // hazard stall cycles before it, by outcome
        uint32_t products;   // mul instructions before it
        uint8_t dst, hazard;
    };
    // A straight-line run of code executed as a whole: it starts at a branch
    // target or after a block, ends with a branch (and its delay slot) or
    // before an instruction it cannot hold (FSL, special registers, system
    // calls, a statistics-region boundary), and carries its cycles
    // precomputed for both outcomes of its closing branch. The loop runs it
    // as a whole only when its precomputed cycles hold: nothing from before
    // it stalls it (every register it reads is ready when it reads it), or
    // only its first instruction waits (every instruction then starts that
    // much later, busy_entry_delay); no prefix or delay slot is pending; and
    // it ends before the cycle limit. Otherwise, and while tracing or
    // single-stepping, one instruction at a time. MbBlocks.cpp builds them;
    // `run_blocks` (MbRun.cpp) executes them.
    struct Block {
        uint32_t first = 0;      // index of its first instruction in block_code
        uint32_t count = 0;      // instructions (the End entry after them not counted); 0: none can run as a block here
        uint32_t start_pc = 0, fall_pc = 0;  // fall_pc: the address after its last instruction
        uint32_t cycles[2] = {0, 0};  // by outcome of the closing branch (a block without one: both the same)
        uint32_t products = 0;        // its mul instructions (CpuStats::word_products)
        uint32_t stalls[2] = {0, 0};
        uint32_t late_first[2] = {0, 0};  // registers still busy at its end: block_late[late_first..+late_count]
        uint8_t late_count[2] = {0, 0};
        // The registers it reads before writing them: block_reads[reads_first..
        // +reads_count], each with the earliest cycle (after its first) any
        // instruction reads it; the first instruction's (offset 0) first.
        uint32_t reads_first = 0;
        uint8_t reads_count = 0;
        uint8_t region = 0;
        uint32_t longest = 0;  // max(cycles[0], cycles[1])
        // No register busy past its end and no statistics region: its end
        // is a few additions (run_blocks' lean path).
        bool lean = false;
        // Each outcome always goes on to the same pc (no branch, or one with
        // an immediate target): a remembered next block needs no pc check.
        bool fixed_next = false;
        uint32_t taken_pc = 0;  // with fixed_next: where a taken branch goes (its handler leaves it unset)
        // No register busy past its end, and fixed_next: run_blocks' shortest
        // way to the next block (its region, if any, counted on the way).
        bool fast = false;
        bool region_entry = false;  // it starts at its region's first address: each run is an entry
        // Block chaining: by outcome, the pc the block went on to last time
        // and the block there (null: not known yet). Blocks never move
        // (Translation::blocks is a deque) until they are all dropped.
        uint32_t next_pc[2] = {0, 0};
        const Block* next[2] = {nullptr, nullptr};
        // By outcome: the block it went on to is empty (next_pc's first
        // instruction runs alone: an FSL transfer, say), remembered apart
        // from `next` so that the chained path keeps its one test.
        bool next_empty[2] = {false, false};
        // A branch to a register's address (a return, most often) also
        // remembers the non-empty block it went to the time before: a
        // function called from two places returns to each in turn.
        uint32_t other_pc = 0;
        const Block* other = nullptr;
        // Its instructions: &block_code[first], kept up to date when
        // block_code moves (build_block).
        const BlockInst* code = nullptr;
        // Its host code by memory kind (index: zero_based_pow2()), compiled
        // on its first run from an unchained entry; null: the handlers run it.
        JitEntry jit[2];
        bool jit_tried[2] = {false, false};
    };
    // (block_late; block_reads: the cycle the register is read): a register,
    // and the cycles after the block's first it can be read without stall.
    using LateReady = JitChain::Late;
    // The block starting at code word `idx` (built on first use).
    const Block& block_at(uint32_t idx) {
        const uint32_t b = tr_->block_of[idx];
        return __builtin_expect(b != 0, 1) ? tr_->blocks[b - 1] : tr_->blocks[build_block(idx) - 1];
    }
    uint32_t build_block(uint32_t idx);  // returns 1 + its index in blocks
    static bool fits_block(uint8_t kind);
    const Decoded& decoded(uint32_t idx);
    void drop_blocks();
    static constexpr uint8_t kNotDecoded = 255;
    static constexpr uint8_t kIllegal = 254;      // outside the subset
    static constexpr uint8_t kMissingUnit = 253;  // needs a unit this core lacks
    static constexpr uint8_t kSyscall = 252;      // brki r14, 0x8
    static constexpr uint8_t kHaltLoop = 251;     // bri 0: a jump to itself
    // Decoded::kind is an Op below this, or one of the kinds above.
    static constexpr uint8_t kFirstSpecial = 251;
    static_assert(kOpLimit <= kFirstSpecial, "Op's values must stay below the special kinds");

    Decoded decode_word(uint32_t word, uint32_t pc) const;

    // Execution (MbRun.cpp): the loop and its two executors. Hot is the
    // state every instruction touches, kept in registers while the loop runs;
    // spill() writes it back to the members.
    struct Hot {
        uint64_t cycle = 0;
        uint32_t pc = 0, npc = 0;
        uint32_t ipc = 0;  // the instruction executing now
        uint32_t carry = 0, imm_hi = 0;
        bool imm_pending = false, slot_next = false;
        bool one_instruction = false;  // the next instruction left a block: run it alone
        uint64_t count = 0;            // instructions not yet added to stats_
        uint64_t horizon = 0;          // at or after every register's ready cycle
    };
    // What stays the same while the loop runs.
    struct Loop {
        uint32_t base;        // code_base_
        uint32_t code_words;  // the predecoded range
        const TimingTable& timing;
        JitIo* jio;           // compiled blocks' in and out (null: the handlers run every block)
    };
    // kOneStep: exactly one instruction, whatever the cycle.
    template <bool kTraced, bool kOneStep>
    StopReason run_loop(uint64_t cycle_limit);
    template <bool kZeroBase>  // zero_based_pow2()
    bool run_blocks(Hot& h, uint64_t cycle_limit, const Loop& loop);  // the block executor
    // Local memory starts at address 0 and its size is a power of two (every
    // scheme's cores): the block executor's faster bounds test.
    bool zero_based_pow2() const { return mem_.base() == 0 && (mem_.size() & (mem_.size() - 1)) == 0; }
    void settle_block(Hot& h, const Block& blk, unsigned outcome, uint64_t first_cycle);
    void count_region(const Block& blk, unsigned outcome);
    static constexpr uint64_t kCannotEnter = ~uint64_t{0};
    uint64_t busy_entry_delay(const Block& blk, Hot& h) const;
    bool late_fits(const Block& from, unsigned outcome, const Block& to) const;
    void compile_block(const Block& blk, bool zero_based);
    void choose_pins();
    const Block* chain_block(const Block& done, unsigned outcome, uint32_t pc, const Loop& loop);
    void leave_block(Hot& h, const Block& blk, uint32_t at, bool taken, uint32_t target);
    template <bool kTraced, bool kBlocks>
    bool run_one(Hot& h, Decoded*& code, const Loop& loop);  // the one-instruction executor
    // The FSL gets and puts (Instructions.def lists their eight forms in a row).
    static bool is_fsl_transfer(uint8_t kind) {
        static_assert(uint8_t(Op::Ncput) - uint8_t(Op::Get) == 7, "get, nget, cget, ncget, then the puts");
        return kind >= uint8_t(Op::Get) && kind <= uint8_t(Op::Ncput);
    }
    static bool is_blocking_transfer(uint8_t kind) {
        return kind == uint8_t(Op::Get) || kind == uint8_t(Op::Cget) || kind == uint8_t(Op::Put) ||
               kind == uint8_t(Op::Cput);
    }
    void run_transfer(Hot& h, const Decoded& d);  // one FSL transfer inside run_blocks
    // A blocking transfer from compiled code (BlockJit::compile_transfer)
    // where the network completes it at once: the cycle the next
    // instruction issues at, or kNotNow (nothing done: it must wait).
    static constexpr uint64_t kNotNow = ~uint64_t{0};
    // The cycles a chaining block's limit test allows a transfer's code
    // (BlockJit::link): one, so that it starts before the limit, as the
    // run loop runs an instruction only then.
    static constexpr uint32_t kTransferLongest = 1;
    static uint64_t transfer_now(void* cpu, const void* decoded, uint64_t cycle, uint32_t here) noexcept;
    // Joining compiled code across a transfer (BlockJit::link).
    void link_on(JitEntry& from, unsigned outcome, const Block& to, bool zero_based);
    void link_target(const Block& from, uint32_t pc, const Block& to, bool zero_based);
    const JitEntry* transfer_code(Block& at, bool zero_based);
    uint64_t ready_start(uint64_t cycle, const Decoded& d) const;  // (run_one's parts run_transfer shares)
    uint64_t issue_cycle(const Hot& h, const Decoded& d);
    uint64_t transfer(Hot& h, const Decoded& d, uint64_t start, uint32_t here);
    template <bool kBlocks>
    void retire(Hot& h, const Decoded& d, uint64_t before, uint64_t end, uint32_t hazard, uint32_t here);
    void spill(Hot& h);
    [[noreturn]] void die(Hot& h, const std::string& what);

    // What reaches outside the core (MbSystem.cpp); the executors spill first.
    struct FslDone {
        uint64_t when = 0;  // the cycle the transfer completed (or was refused)
        uint32_t data = 0;  // get: the word
        bool ok = false;    // false: a non-blocking transfer that moved nothing
        bool blocking = true;
    };
    FslDone fsl_get_op(uint8_t kind, unsigned port, uint64_t start, uint32_t here);
    FslDone fsl_put_op(uint8_t kind, unsigned port, uint32_t value, uint64_t start, uint32_t here);
    // A transfer's statistics (and a get's MSR error bit), issued at start
    // and done at `when`. (Inline: transfer_now, which the transfers'
    // compiled code calls, counts with them.)
    void count_get(uint64_t start, uint64_t when, bool ok, bool control_differs) {
        stats_.fsl_get_stall_cycles += when - start;
        if (ok) {
            ++stats_.words_received;
            // Sticky: a mismatch sets it, only mts clears it (reference guide, MSR).
            if (control_differs) msr_rest_ |= kMsrFslError;
        }
    }
    void count_put(uint64_t start, uint64_t when, bool ok) {
        stats_.fsl_put_stall_cycles += when - start;
        if (ok) ++stats_.words_sent;
    }
    struct SprRead {
        uint32_t value = 0;
        bool ok = false;  // false: a special register montsim does not model
    };
    SprRead read_spr(int32_t spr, uint32_t carry, uint32_t here) const;
    struct SprWrite {
        bool ok = false;
        uint32_t carry = 0;  // the carry MSR now holds
    };
    SprWrite write_spr(int32_t spr, uint32_t value);
    std::string missing_unit_message(uint32_t here) const;
    [[noreturn]] void fail(const std::string& what) const;
    // A load or store at or above kSharedBase: a device, or the shared
    // window. `next`: the cycle the next instruction issues at if the access
    // decides it (the bus, the barrier), else 0 (the instruction's own cost).
    struct ExternalDone {
        uint32_t data = 0;
        uint64_t next = 0;
    };
    ExternalDone load_external(uint32_t addr, uint32_t width, uint64_t now);
    ExternalDone store_external(uint32_t addr, uint32_t width, uint32_t value, uint64_t now);
    ExternalDone bus_word(bool write, uint32_t addr, uint32_t width, uint32_t value, uint64_t now);
    uint32_t load_io(uint32_t addr, uint64_t now);
    void store_io(uint32_t addr, uint32_t value);
    BusAccess& bus_or_fail(uint32_t addr, uint32_t width);
    // A store at addr: if it hit the code, the word is decoded again and the
    // blocks are dropped; returns whether it did.
    bool invalidate_code(uint32_t addr);
    void syscall();
    std::string where() const;

    CpuConfig cfg_;
    LocalMemory mem_;
    bool memory_pristine_ = true;  // all zero since construction (load need not clear it)
    // Index kSink takes the writes to r0 (decode_word redirects them), so r0
    // stays 0 without a reset per instruction; nothing reads it.
    static constexpr uint8_t kSink = 32;
    std::array<uint32_t, 33> regs_{};
    std::array<uint64_t, 33> ready_{};  // cycle a register's value can be read without stall
    uint32_t carry_ = 0;
    uint32_t msr_rest_ = 0;  // MSR bits other than carry
    uint32_t pc_ = 0, npc_ = 4;
    uint32_t cur_pc_ = 0;    // address of the instruction executing now
    uint32_t imm_hi_ = 0;
    bool imm_pending_ = false;  // the previous instruction was an imm prefix
    bool slot_next_ = false;    // the next instruction is a taken branch's delay slot
    uint64_t cycle_ = 0;
    uint64_t reported_cycle_ = 0;  // how far sim::progress has been told this core got
    // Tells sim::progress the cycles from reported_cycle_ to `now`.
    void report_progress(uint64_t now);
    bool halted_ = false;
    bool halted_at_self_jump_ = false;
    int exit_status_ = 0;
    CpuStats stats_;

    // The decoded code and its blocks: a pure function of the code bytes, the
    // core's timing table and units, and the statistics regions' bounds. Cores
    // that run the same program on the same core type share one (so do the
    // points a worker runs one after another): the first run or step looks
    // it up in a per-thread cache by exactly those inputs. A program that
    // writes its own code gets a private copy first.
    struct Translation {
        std::vector<Decoded> code;      // predecoded words of [code_base_, code_base_ + 4*size)
        std::vector<uint32_t> block_of; // per code word: 0, or 1 + the index of the block starting there
        std::deque<Block> blocks;  // a deque: a block's address stays while others are added
        std::vector<BlockInst> block_code;
        std::vector<BlockExit> block_exits;  // parallel to block_code
        std::vector<LateReady> block_late;
        std::vector<LateReady> block_reads;
        BlockJit jit;                    // the blocks' host code
        std::vector<uint32_t> key;      // what it was built from (translation_key) but the code's bytes,
        std::vector<uint8_t> key_code;  // which are these (those in local memory, as stored there)
        uint64_t key_hash = 0;          // FNV-1a of both: compared first
        int8_t nonblocking_fsl = -1;    // code_has_nonblocking_fsl, once known
    };
    void fresh_translation(size_t words);  // the next translation's size; none made yet
    void share_translation() const;
    std::vector<uint32_t> translation_key() const;
    template <typename Visit>
    void visit_translation_key(Visit&& visit) const;
    // The code words that lie in local memory, [first, last), and their bytes.
    std::pair<uint32_t, uint32_t> code_in_memory() const;
    const uint8_t* code_bytes(uint32_t first) const;
    // Mutable: which translation a core uses (its own, or one shared through
    // the cache) changes nothing it computes, so even const questions about
    // the code may settle it (code_has_nonblocking_fsl).
    // Null until the first run or step after a load or add_region: a
    // translation is made only when the cache has none (each core of a
    // point used to build and fill one per load and per region, then drop
    // it for the cached one).
    mutable std::shared_ptr<Translation> tr_;
    mutable bool tr_shared_ = false;  // looked up in the cache since the last load/add_region
    size_t tr_words_ = 0;             // the code words the translation covers
    uint32_t code_base_ = 0;
    Decoded scratch_{};          // decode of a word outside the predecoded range
    std::vector<Region> regions_;
    std::vector<std::pair<uint32_t, std::string>> labels_;  // add_label's
    std::vector<uint64_t> timer_reads_;  // capacity kTimerLog, reserved once

    FslAccess* fsl_ = nullptr;
    // Per link: the channel's transfers at once, as fsl_ gave them, or
    // through fsl_ itself (bit k of now_asked_: asked for link k yet).
    static constexpr unsigned kNowLinks = 16;
    std::array<sim::FslGetNow, kNowLinks> get_now_{};
    std::array<sim::FslPutNow, kNowLinks> put_now_{};
    struct AccessLink {
        FslAccess* access = nullptr;
        unsigned link = 0;
    };
    std::array<AccessLink, kNowLinks> access_links_{};
    uint32_t now_asked_ = 0;
    void ask_now(unsigned link);
    BusAccess* bus_ = nullptr;
    CpuTrace* trace_ = nullptr;
    std::vector<uint16_t> marks_;  // per code word: 0, or 1 + the index of its labels in trace_->labels
    std::ostream* out_ = nullptr;
};

}  // namespace montsim::mb
