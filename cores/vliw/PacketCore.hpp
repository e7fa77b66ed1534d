// The executable VLIW core: runs a PacketProgram on the machine its
// description says, cycle by cycle, and counts every cycle.
//
// Timing, all of it from the description:
// - One packet issues per cycle. Every op of a packet reads its operands
//   (and its predicate) in the cycle it issues; its result lands `latency`
//   cycles later (its class's latency), and a packet issued in that cycle
//   or after reads it. A store's word lands in memory the same way; a load
//   reads memory as it stands when it issues.
// - Exposed pipeline (interlocked = false, the C62x): a read before the
//   write lands sees the old value, as on the hardware (schedules rely on
//   it), or, on a description with early_reads_fault (Fan et al.'s
//   prototype), stops the run as a scheduling error; two writes landing
//   on one register in one cycle are an error.
//   Interlocked (the TigerSHARC): a packet waits (stall cycles) until every
//   register it reads has no write in flight.
// - b issued in cycle t: the packet issued in cycle t + latency is its
//   target's (latency - 1 delay slots, which may hold further branches: a
//   software-pipelined kernel shorter than the branch). `nop N` is N empty
//   cycles; a branch landing during them ends them, as on the C6000.
// - The program ends when it runs past its last packet with no branch in
//   flight; the cycles until its last write lands are the drain.
//
// cycles = packets + nop_cycles + stall_cycles + branch_wait_cycles +
// drain_cycles, and the regions' cycles add up to cycles (tests check both).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/PacketProgram.hpp"

namespace montsim::vliw {

struct PacketStats {
    uint64_t cycles = 0;
    uint64_t packets = 0;             // packets issued (nop packets not counted here)
    uint64_t ops = 0;                 // ops issued, predicated-off ones included
    uint64_t ops_predicated_off = 0;  // of those, ops whose predicate said no
    uint64_t nop_cycles = 0;          // cycles of nop packets
    uint64_t stall_cycles = 0;        // an interlocked machine waiting for a register
    uint64_t branch_wait_cycles = 0;  // past the last packet, a branch still in flight
    uint64_t drain_cycles = 0;        // after the last issue, until the last write lands
    uint64_t branches_taken = 0;
    std::vector<uint64_t> region_cycles;  // per PacketProgram::regions
    std::vector<uint64_t> unit_ops;       // per unit of the description
    std::vector<uint64_t> tag_ops;        // per PacketProgram::tags: ops issued with the tag (predicated off too)
};

// A run that cannot go on: a memory address outside the memory, two
// writes landing on one register in one cycle, a read in flight where the
// description makes it a fault, the cycle limit. For the two scheduling
// errors the fields say what collided, for a caller that names things in
// its own terms (VliwMachine: Fan's bundles, cores and registers).
struct PacketFault : std::runtime_error {
    enum class Kind : uint8_t { Other, EarlyRead, SameCycleWrite };
    PacketFault(const std::string& what, Kind k = Kind::Other) : std::runtime_error(what), kind(k) {}
    Kind kind;
    uint64_t cycle = 0;         // the cycle the faulting packet issues in
    uint32_t op = 0;            // the faulting op (index into PacketProgram::ops)
    uint16_t reg = 0;           // the register read early, or written twice
    uint32_t other_op = 0;      // the write in flight, or the other write landing
    uint64_t other_issued = 0;  // the cycle that write issued in
    uint64_t lands = 0;         // the cycle it lands in
};

class PacketCore {
public:
    // Checks the program (check_packets; std::invalid_argument) and loads
    // its .data.
    PacketCore(const MachineDescription& m, PacketProgram program, std::string source_name = "program");

    void write_memory(uint32_t addr, uint64_t word);  // std::out_of_range; the word cut to word_bits
    uint64_t read_memory(uint32_t addr) const;
    void set_register(RegRef r, uint64_t value);  // before run(): an input
    uint64_t get_register(RegRef r) const;

    // Runs to the end; PacketFault naming the packet and its line.
    void run(uint64_t cycle_limit = 1'000'000'000);

    const PacketStats& stats() const { return stats_; }
    const PacketProgram& program() const { return p_; }
    const MachineDescription& machine() const { return m_; }

private:
    // An op as the loop runs it: indices, widths and latency resolved.
    struct Exec {
        POp op;
        bool pred_used, pred_negated, rd_pair, ra_pair, rb_pair;
        uint16_t rd, ra, rb, pred, kc;
        uint16_t unit, tag;  // for the statistics
        uint32_t latency;
        int64_t imm;
        uint32_t target;
    };
    // A write in flight: a register (or a pair's low register), or a memory
    // word; the op that issued it and when, for a collision's message.
    struct Landing {
        uint32_t where;
        bool memory;
        bool pair;
        uint32_t op;
        uint64_t issued;
        uint64_t value;
    };
    // The op writing a register and when: who a read in flight waits for.
    struct Writer {
        uint32_t op = 0;
        uint64_t issued = 0;
    };
    // A read of a register whose write is still in flight (op == kNoOp: none).
    static constexpr uint32_t kNoOp = UINT32_MAX;
    struct EarlyRead {
        uint32_t op = kNoOp;
        uint16_t reg = 0;
    };

    uint64_t read(uint16_t r, bool pair) const;
    // A write of op `op` (issued in `issued`) landing in `cycle`.
    void schedule(uint64_t cycle, uint16_t r, bool pair, uint64_t value, size_t packet, uint32_t op, uint64_t issued);
    void land(uint64_t cycle);
    EarlyRead early_read(const Packet& pk, uint64_t cycle) const;
    PacketFault make_fault(size_t packet, uint64_t cycle, const std::string& what, PacketFault::Kind kind) const;
    [[noreturn]] void fault(size_t packet, uint64_t cycle, const std::string& what) const;
    [[noreturn]] void early_read_fault(size_t packet, uint64_t cycle, EarlyRead e) const;
    std::string op_text(uint32_t op) const;

    MachineDescription m_;
    PacketProgram p_;
    std::string source_;
    std::vector<Exec> exec_;
    std::vector<uint64_t> regs_;
    std::vector<uint32_t> bits_;      // per register: its file's bits (a pair's low half)
    std::vector<uint64_t> mask_;      // per register: its width's mask
    std::vector<uint64_t> pair_mask_;  // per register: its file's pair_bits mask
    std::vector<uint64_t> ready_;     // per register: the cycle its last write in flight lands
    std::vector<Writer> writer_;      // per register: the op of that write
    std::vector<uint64_t> memory_;
    uint64_t word_mask_ = 0, mul_mask_ = 0;
    bool interlocked_ = false, early_reads_fault_ = false;
    // Writes and branches in flight, by landing cycle modulo ring_size_.
    size_t ring_size_ = 0;
    std::vector<std::vector<Landing>> landings_;
    std::vector<uint32_t> branch_at_;  // target + 1, or 0
    size_t in_flight_ = 0, branches_in_flight_ = 0;
    uint64_t last_landing_ = 0;
    PacketStats stats_;
};

}  // namespace montsim::vliw
