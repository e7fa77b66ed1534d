// The VLIW shared-memory multicore prototype of Fan, Sakiyama and Verbauwhede
// (SiPS 2007) as SystemC modules, executing a VliwProgram exactly as
// cores/vliw/VliwProgram.hpp specifies:
// - VliwCore: one core's register file (w-bit registers), carry flag and the
//   writes it has in flight; it has no process of its own.
// - SharedMemory: the single-ported data memory (one access per cycle) with
//   per-MemKind load and store counters.
// - VliwMachine: the top; owns the cores and the memory, and one SC_THREAD
//   steps all cores in lock-step, one bundle per clock cycle.
//
// What an operation computes (compute) is kept apart from how long it takes
// (latency_of in VliwProgram.hpp, from the VliwLatency table). A program is validated as a
// whole at construction (validate); scheduling errors (reading a register or
// the carry whose write is still in flight, two writes landing on one
// register in one cycle) stop the run. Either way error() holds the message.
//
// Usage: create the machine (in a fresh SystemC context), write_memory the
// inputs, sc_core::sc_start(), then read stats(), read_memory(), error().
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <systemc>
#include <vector>

#include "sim/Node.hpp"
#include "cores/vliw/VliwProgram.hpp"

namespace montsim::vliw {

// Number of MemKind values, for counters indexed by kind.
constexpr size_t kMemKinds = 6;

// The result of one operation. Mul: hi:lo is the double-width product (lo to
// Ri, hi to R(i+1)). Add, Adc, Sub: lo goes to Ri, carry to Ca (for Sub the
// borrow). Load, Store, Nop compute nothing here.
struct OpResult {
    uint32_t lo = 0;
    uint32_t hi = 0;
    bool carry = false;
};

// The semantics of Mul, Add, Adc and Sub on w-bit operands (1 <= w <= 32);
// a and b must fit in w bits, the results are masked to w bits.
OpResult compute(VOp op, uint32_t a, uint32_t b, bool carry_in, unsigned word_bits);

// The first static problem of the program (register numbers, Mul's R(i+1),
// addresses, more than one memory operation per bundle, bad parameters), or
// nothing if it can run.
std::optional<std::string> validate(const VliwProgram& program, const VliwLatency& lat);

// The cycle at which the last write (register or memory) lands: the maximum
// over all operations of issue + latency, or the number of bundles if larger.
uint64_t end_cycle(const VliwProgram& program, const VliwLatency& lat);

struct VliwStats {
    uint64_t cycles = 0;   // end_cycle() for a complete run; the stopping cycle after a scheduling error
    uint64_t bundles = 0;  // bundles issued
    std::array<uint64_t, kMemKinds> loads{}, stores{};  // indexed by MemKind
    std::vector<uint64_t> busy_slots;                   // non-Nop slots, per core
    uint64_t muls = 0;
    uint64_t adds = 0;  // Add, Adc and Sub
};

// The single-ported shared data memory of w-bit words.
class SharedMemory : public sc_core::sc_module {
public:
    SharedMemory(sc_core::sc_module_name name, uint32_t words, unsigned word_bits, uint32_t store_latency);

    // A Load issued in `cycle`: the word as of that cycle.
    uint32_t load(uint32_t addr, MemKind kind, uint64_t cycle);
    // A Store issued in `cycle`: visible to Loads issued at cycle + store latency or later.
    void store(uint32_t addr, uint32_t value, MemKind kind, uint64_t cycle);
    // Applies the store landing in `cycle`; call once per cycle, before its Loads.
    void land(uint64_t cycle);

    // Host access, outside the timing (initial inputs, results).
    uint32_t peek(uint32_t addr) const { return words_.at(addr); }
    void poke(uint32_t addr, uint32_t value);

    uint32_t words() const { return static_cast<uint32_t>(words_.size()); }
    const std::array<uint64_t, kMemKinds>& loads() const { return loads_; }
    const std::array<uint64_t, kMemKinds>& stores() const { return stores_; }

private:
    void claim_port(uint32_t addr, uint64_t cycle);

    struct PendingStore {
        bool valid = false;
        uint32_t addr = 0;
        uint32_t value = 0;
    };
    std::vector<uint32_t> words_;
    uint32_t mask_;
    uint32_t store_latency_;
    // Stores in flight, by landing cycle modulo the size (store latency + 1);
    // with one access per cycle at most one store lands per cycle.
    std::vector<PendingStore> pending_;
    uint64_t last_access_ = UINT64_MAX;
    std::array<uint64_t, kMemKinds> loads_{}, stores_{};
};

// One core: registers R0..R(registers-1) and Ca, and the writes in flight.
class VliwCore : public sc_core::sc_module {
public:
    VliwCore(sc_core::sc_module_name name, unsigned id, unsigned registers, unsigned word_bits,
             const VliwLatency& lat, SharedMemory& memory);

    // A read of a register (or Ca) whose write is still in flight, or a
    // second write landing on a register in the same cycle.
    struct Conflict {
        enum class Kind : uint8_t { ReadInFlight, SameCycleWrite } kind;
        unsigned reg;            // == registers() for Ca
        uint64_t writer_bundle;  // the bundle that issued the other write
        uint64_t lands;          // the cycle that write lands
    };

    // Issues `slot` in `cycle` (the slot must have passed validate()). On a
    // conflict nothing of the slot is done and the conflict is returned.
    std::optional<Conflict> issue(const Slot& slot, uint64_t cycle);
    // Applies the writes landing in `cycle`; call once per cycle, before issuing.
    void land(uint64_t cycle);

    unsigned id() const { return id_; }
    unsigned registers() const { return registers_; }
    uint32_t reg(unsigned r) const;  // throws std::out_of_range
    bool carry() const { return regs_[registers_] != 0; }
    uint64_t busy_slots() const { return busy_; }
    uint64_t muls() const { return muls_; }
    uint64_t adds() const { return adds_; }

private:
    std::optional<Conflict> check_read(unsigned r, uint64_t cycle) const;
    std::optional<Conflict> check_write(unsigned r, uint64_t lands) const;
    void schedule(unsigned r, uint32_t value, uint64_t cycle, uint64_t lands);

    struct PendingWrite {
        uint32_t value;
        uint16_t reg;
        uint64_t issued;
    };
    // One core issues one operation per cycle, so at most one Load, one Mul
    // (2 writes) and one Add-like (Ri and Ca) land in any cycle.
    static constexpr size_t kMaxLandingsPerCycle = 8;
    struct Bucket {
        std::array<PendingWrite, kMaxLandingsPerCycle> w;
        size_t n = 0;
    };

    unsigned id_;
    unsigned registers_;
    unsigned word_bits_;
    VliwLatency lat_;
    SharedMemory& memory_;
    std::vector<uint32_t> regs_;        // R0..R(registers-1), then Ca (0 or 1)
    std::vector<uint64_t> busy_until_;  // per register and Ca: the latest landing cycle in flight
    std::vector<uint64_t> writer_;      // the bundle that issued that write
    std::vector<Bucket> ring_;          // writes in flight, by landing cycle modulo (max latency + 1)
    uint64_t busy_ = 0, muls_ = 0, adds_ = 0;
};

// A platform node without FSL ports: it finishes after its last bundle.
class VliwMachine : public sc_core::sc_module, public sim::Node {
public:
    SC_HAS_PROCESS(VliwMachine);
    // Copies the program; validates it (a problem goes to error() and the run
    // does nothing). Throws std::invalid_argument for a zero period.
    VliwMachine(sc_core::sc_module_name name, const VliwProgram& program, const VliwLatency& lat = {},
                sc_core::sc_time period = sc_core::sc_time(8, sc_core::SC_NS));
    ~VliwMachine() override;

    // Host access to the data memory. write_memory throws std::out_of_range
    // for an address >= memory_words and std::invalid_argument for a value
    // wider than w bits.
    void write_memory(uint32_t addr, uint32_t value);
    uint32_t read_memory(uint32_t addr) const;
    uint32_t reg(unsigned core, unsigned r) const;  // throws std::out_of_range
    bool carry(unsigned core) const;

    const VliwStats& stats() const { return stats_; }
    const std::optional<std::string>& error() const override { return error_; }
    bool finished() const override { return finished_; }
    std::string node_name() const override { return name(); }
    bool hit_cycle_limit() const override { return false; }  // straight-line code always ends
    std::string blocked_on() const override { return ""; }
    uint64_t cycles() const override { return stats_.cycles; }
    sc_core::sc_time period() const { return period_; }
    const VliwProgram& program() const { return program_; }

private:
    void run_thread();
    std::string conflict_message(uint64_t cycle, unsigned core, const VliwCore::Conflict& c) const;
    void collect_stats(uint64_t cycles, uint64_t bundles);

    VliwProgram program_;
    VliwLatency lat_;
    sc_core::sc_time period_;
    uint64_t end_cycle_ = 0;
    SharedMemory memory_;
    std::vector<std::unique_ptr<VliwCore>> cores_;
    VliwStats stats_;
    std::optional<std::string> error_;
    bool finished_ = false;
};

}  // namespace montsim::vliw
