// The MicroBlaze-like core as a SystemC module: one SC_THREAD that runs the
// MbCpu. Two timing modes give identical cycle counts (tests assert it):
// - decoupled: the core runs ahead of SystemC time and synchronises only
//   where another module can observe it: an FSL put or get, and halt;
// - lockstep: the reference; SystemC time follows every instruction.
// FSL ports: master port n (put) and slave port n (get), bound to links by
// the platform; using an unbound port is an error.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <systemc>

#include "cores/mb/MbCpu.hpp"
#include "network/FslLink.hpp"

namespace montsim::mb {

enum class TimingMode { Decoupled, Lockstep };

class MbCore : public sc_core::sc_module, private FslAccess {
public:
    SC_HAS_PROCESS(MbCore);
    MbCore(sc_core::sc_module_name name, const CpuConfig& cfg, const Program& program,
           sc_core::sc_time cycle_period, uint64_t cycle_limit, TimingMode mode = TimingMode::Decoupled);

    static constexpr unsigned kFslPorts = 16;
    void bind_master(unsigned port, net::FslLink& link);  // put side
    void bind_slave(unsigned port, net::FslLink& link);   // get side

    MbCpu& cpu() { return cpu_; }
    const MbCpu& cpu() const { return cpu_; }
    bool finished() const { return finished_; }
    bool hit_cycle_limit() const { return hit_limit_; }
    // Set if the program stopped on an error (illegal instruction, bad access).
    const std::optional<std::string>& error() const { return error_; }
    // What the core is blocked on right now, for deadlock reports ("" = not blocked).
    std::string blocked_on() const;
    const sc_core::sc_event& done_event() const { return done_; }
    sc_core::sc_time period() const { return period_; }

private:
    void run_thread();
    uint64_t now_cycle() const;
    void sync_to(uint64_t cycle);
    bool get(unsigned link, bool blocking, uint32_t& data, bool& control, uint64_t& cycle) override;
    bool put(unsigned link, bool blocking, uint32_t data, bool control, uint64_t& cycle) override;

    MbCpu cpu_;
    sc_core::sc_time period_;
    uint64_t cycle_limit_;
    TimingMode mode_;
    std::array<net::FslLink*, kFslPorts> master_{};
    std::array<net::FslLink*, kFslPorts> slave_{};
    bool finished_ = false;
    bool hit_limit_ = false;
    std::optional<std::string> error_;
    enum class Wait { None, Get, Put } waiting_ = Wait::None;
    unsigned waiting_port_ = 0;
    sc_core::sc_event done_;
};

}  // namespace montsim::mb
