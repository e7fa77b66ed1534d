// The MicroBlaze-like core as a SystemC module: one SC_THREAD that runs the
// MbCpu. Three timing modes give identical cycle counts (tests assert it):
// - sync-free: the core runs ahead of SystemC time and never synchronises
//   for a blocking FSL transfer on a channel that offers sync-free
//   transfers (sim/Channel.hpp): it waits, untimed, only for a word or a
//   slot the other side has not made yet. The platform falls back to
//   decoupled for all of its cores if any core cannot (a non-blocking
//   transfer in its program, a routed or clocked network);
// - decoupled: the core runs ahead of SystemC time and synchronises only
//   where another module can observe it: an FSL put or get, and halt;
// - lockstep: SystemC time follows every instruction.
// A core bound to a bus (a shared-memory platform) is never sync-free: the
// arbiter compares requests by SystemC time.
// FSL ports: put (master) port n and get (slave) port n are the channel
// interfaces of sim/Channel.hpp, bound at elaboration (bind_put,
// bind_get); a program that uses an unbound port stops with an error naming
// it. They are plain interface pointers, not sc_ports: 32 SystemC objects per
// core cost more elaboration time at every point than the whole simulation of
// a small one, and the core calls the interface directly either way.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <systemc>

#include "sim/Node.hpp"
#include "cores/mb/cpu/MbCpu.hpp"
#include "sim/Channel.hpp"
#include "sim/Stats.hpp"

namespace montsim::mb {

enum class TimingMode { SyncFree, Decoupled, Lockstep };

// run.timing's values, the default first.
inline constexpr Named<TimingMode> kTimingModeNames[] = {{"sync-free", TimingMode::SyncFree},
                                                          {"decoupled", TimingMode::Decoupled},
                                                          {"lockstep", TimingMode::Lockstep}};

// What each core reports (a scheme with reports_node_stats gets them as
// coreN.*).
class MbCoreStats : public sim::StatGroup {
public:
    sim::Stat instructions{*this, "instructions", "", "instructions executed"};
    sim::Stat busy_cycles{*this, "busy_cycles", "cycles", "cycles not stalled on an FSL get or put"};
    sim::Stat get_stall_cycles{*this, "get_stall_cycles", "cycles", "cycles stalled on a blocking get (no word yet)"};
    sim::Stat put_stall_cycles{*this, "put_stall_cycles", "cycles", "cycles stalled on a blocking put (FIFO full)"};
    sim::Stat words_sent{*this, "words_sent", "words", "words put"};
    sim::Stat words_received{*this, "words_received", "words", "words got"};
    sim::Stat halt_cycle{*this, "halt_cycle", "cycles", "the cycle the core halted at"};
    sim::Stat word_products{*this, "word_products", "", "mul executed (not muli): one per 32x32-bit word product"};
    // A core on a bus only (a shared-memory platform):
    sim::Stat bus_reads{*this, "bus_reads", "words", "words loaded from the shared memory"};
    sim::Stat bus_writes{*this, "bus_writes", "words", "words stored to the shared memory"};
    sim::Stat bus_wait_cycles{*this, "bus_wait_cycles", "cycles",
                              "cycles its shared accesses waited for the arbiter (grant - issue - 1, summed)"};
    sim::Stat barriers{*this, "barriers", "", "barriers it passed"};
    sim::Stat barrier_wait_cycles{*this, "barrier_wait_cycles", "cycles",
                                  "cycles from each barrier read's issue to its resume (barrier.latency included)"};
};

class MbCore : public sc_core::sc_module, public sim::Node, private FslAccess, private BusAccess {
public:
    static constexpr unsigned kFslPorts = 16;

    SC_HAS_PROCESS(MbCore);
    MbCore(sc_core::sc_module_name name, const CpuConfig& cfg, sc_core::sc_time cycle_period, uint64_t cycle_limit,
           TimingMode mode = TimingMode::Decoupled);


    std::string node_name() const override { return name(); }
    unsigned fsl_ports() const override { return kFslPorts; }
    void bind_put(unsigned port, sim::FslPutIf& channel) override;
    void bind_get(unsigned port, sim::FslGetIf& channel) override;
    bool put_bound(unsigned port) const override { return port < kFslPorts && put_if_[port]; }
    bool get_bound(unsigned port) const override { return port < kFslPorts && get_if_[port]; }
    // One bus port (0): the shared window and the barrier register.
    unsigned bus_ports() const override { return 1; }
    void bind_bus(unsigned port, sim::BusMasterIf& slave) override;
    bool bus_bound(unsigned port) const override { return port == 0 && bus_if_; }

    MbCpu& cpu() { return cpu_; }
    const MbCpu& cpu() const { return cpu_; }
    bool finished() const override { return finished_; }
    bool hit_cycle_limit() const override { return hit_limit_; }
    const std::optional<std::string>& error() const override { return error_; }
    std::string blocked_on() const override;
    uint64_t cycles() const override { return cpu_.cycle(); }
    sim::Stats stat_group() const override;  // MbCoreStats
    bool can_sync_free() const override;
    void set_sync_free(bool on) override { sync_free_ = on; }
    bool sync_free() const { return sync_free_; }  // what the platform decided

private:
    enum class Wait { None, Get, Put, Bus, Barrier };
    void run_thread();
    uint64_t now_cycle() const;
    void sync_to(uint64_t cycle);
    [[noreturn]] void unbound(const char* what, unsigned port) const;
    [[noreturn]] void unbound_bus() const;
    [[noreturn]] void nonblocking_in_sync_free(const char* what) const;
    bool get(unsigned port, bool blocking, uint32_t& data, bool& control, uint64_t& cycle) override;
    bool put(unsigned port, bool blocking, uint32_t data, bool control, uint64_t& cycle) override;
    bool get_now(unsigned port, uint32_t& data, bool& control, uint64_t& cycle) override;
    bool put_now(unsigned port, uint32_t data, bool control, uint64_t& cycle) override;
    sim::FslGetNow get_now_call(unsigned port) override;
    sim::FslPutNow put_now_call(unsigned port) override;
    Done read(uint32_t offset, uint32_t& data, uint64_t cycle) override;
    Done write(uint32_t offset, uint32_t data, uint64_t cycle) override;
    Done barrier(uint64_t cycle) override;
    template <typename Call>
    Done on_bus(Wait what, uint64_t cycle, Call call);

    MbCpu cpu_;
    sc_core::sc_time period_;
    uint64_t cycle_limit_;
    TimingMode mode_;
    bool sync_free_ = false;  // decided by the platform (can_sync_free of every node)
    // The channels the ports are bound to, for the run loop (no lookup per use).
    std::array<sim::FslPutIf*, kFslPorts> put_if_{};
    std::array<sim::FslGetIf*, kFslPorts> get_if_{};
    sim::BusMasterIf* bus_if_ = nullptr;
    bool finished_ = false;
    bool hit_limit_ = false;
    std::optional<std::string> error_;
    Wait waiting_ = Wait::None;
    unsigned waiting_port_ = 0;
    uint64_t waiting_since_ = 0;  // the cycle of the blocked get or put, for deadlock reports
};

}  // namespace montsim::mb
