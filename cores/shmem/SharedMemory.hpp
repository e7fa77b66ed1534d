// A shared memory on a bus, with a barrier device: the passive node of a
// shared-memory platform (Baktir and Savas's cores synchronised through
// shared memory). Masters (cores) reach it through their bus port
// (sim/BusChannel.hpp); it runs no program.
//
// Timing, all in core cycles (cores/shmem/README.md has the worked
// examples the tests check):
// - an access issued at cycle t is arbitrated from t + 1 (the request is
//   registered, as a routed network's is);
// - each cycle, `ports` free ports are granted to the waiting requests in
//   the arbitration's order: `fixed` (lower master first, as the LMB BRAM
//   controller's ports) or `round_robin` (from the master after the one
//   granted last, master 0 first);
// - a grant holds its port `occupancy` cycles (1: pipelined; = the latency:
//   one access at a time);
// - a read granted at g lets the master's next instruction issue at
//   g + read_latency, a write at g + write_latency (a store waits for its
//   response: one outstanding access per master);
// - the memory is read and written at the grant, in grant order;
// - the barrier: every master reads the barrier register; all resume at
//   the last arrival + barrier_latency;
// - the mutex register (sim::kBusMutexOffset, a core's 0xFFFF0024) is
//   arbitrated as a memory word: a write of (m << 1) | 1 takes the lock if
//   it is free, a write of (m << 1) releases it if m holds it, a read gives
//   (owner << 1) | locked. A software barrier (barrier.kind = software) is
//   built on it by the program.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <systemc>
#include <vector>

#include "sim/BusChannel.hpp"
#include "sim/Node.hpp"
#include "sim/Stats.hpp"

namespace montsim::shmem {

enum class Arbitration { RoundRobin, Fixed };
// hardware: the barrier device; software: the program's own barrier (a
// counter and a generation word behind the mutex, as libgomp's), whose cost
// comes from the bus. The memory serves both; a scheme tells its program.
enum class BarrierKind { Hardware, Software };

struct SharedMemoryConfig {
    uint32_t bytes = 256 * 1024;
    unsigned ports = 1;
    Arbitration arbitration = Arbitration::RoundRobin;
    unsigned occupancy = 1;
    unsigned read_latency = 1, write_latency = 1;
    uint64_t barrier_latency = 1;
    BarrierKind barrier_kind = BarrierKind::Hardware;
};

class SharedMemoryStats : public sim::StatGroup {
public:
    sim::Stat reads{*this, "reads", "words", "words read by all masters"};
    sim::Stat writes{*this, "writes", "words", "words written by all masters"};
    sim::Stat busy_cycles{*this, "busy_cycles", "cycles", "cycles in which at least one port was held by a grant"};
    sim::Stat wait_cycles{*this, "wait_cycles", "cycles",
                          "cycles accesses waited for a port, all masters (grant - issue - 1, summed)"};
    sim::Stat barriers{*this, "barriers", "", "barriers completed (all masters arrived)"};
};

class SharedMemory : public sc_core::sc_module, public sim::Node {
public:
    SC_HAS_PROCESS(SharedMemory);
    SharedMemory(sc_core::sc_module_name name, const SharedMemoryConfig& cfg, sc_core::sc_time cycle_period);
    ~SharedMemory() override;

    std::string node_name() const override { return name(); }
    sim::BusMasterIf& bus_slave_end(unsigned master, const std::string& master_name) override;

    // Passive: it never runs on its own account.
    bool finished() const override { return true; }
    bool hit_cycle_limit() const override { return false; }
    const std::optional<std::string>& error() const override { return error_; }
    std::string blocked_on() const override { return ""; }
    uint64_t cycles() const override { return 0; }
    sim::Stats stat_group() const override;  // SharedMemoryStats

    // The host's view of the memory (operands in, results out): byte
    // offsets; std::invalid_argument beyond the memory.
    uint32_t peek(uint32_t offset) const;
    void poke(uint32_t offset, uint32_t value);
    uint32_t size_bytes() const { return cfg_.bytes; }

private:
    class End;
    struct Request;
    friend class End;

    sim::BusDone access(End& end, uint64_t cycle, bool write, uint32_t offset, uint32_t& data);
    sim::BusDone arrive(uint64_t cycle);
    void touch(bool write, uint32_t offset, uint32_t& data);  // the word access at a grant
    void check_offset(uint32_t offset, const End& end) const;
    void arbiter_thread();
    uint64_t now_cycle() const;
    std::string describe() const;

    SharedMemoryConfig cfg_;
    sc_core::sc_time period_;
    std::vector<uint32_t> words_;
    bool locked_ = false;
    uint32_t owner_ = 0;
    std::vector<std::unique_ptr<End>> ends_;
    std::vector<Request*> pending_;          // waiting for a grant, in arrival order
    std::vector<Request*> eligible_;         // the arbiter's scratch list
    std::vector<uint64_t> port_free_;        // per port: the first cycle it is free
    unsigned next_master_ = 0;               // round robin: who is asked first
    sc_core::sc_event request_event_;
    // The barrier: arrivals of the current round, the latest arrival, and
    // the resume cycle of the round that completed last.
    unsigned arrived_ = 0;
    uint64_t latest_arrival_ = 0, resume_ = 0;
    sc_core::sc_event barrier_event_;
    uint64_t busy_end_ = 0;  // the end of the last grant's occupancy (busy_cycles' union)
    uint64_t reads_ = 0, writes_ = 0, busy_cycles_ = 0, wait_cycles_ = 0, barriers_ = 0;
    std::optional<std::string> error_;
};

}  // namespace montsim::shmem
