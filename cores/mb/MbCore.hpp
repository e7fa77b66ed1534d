// The MicroBlaze-like core as a SystemC module: one SC_THREAD that runs the
// MbCpu ahead of SystemC time (temporal decoupling) and synchronises only
// where another module can observe it: FSL transfers (through the FslAccess
// the platform installs) and halt. At halt, SystemC time equals the core's
// cycle count times the clock period.
#pragma once

#include <optional>
#include <string>
#include <systemc>

#include "cores/mb/MbCpu.hpp"

namespace montsim::mb {

class MbCore : public sc_core::sc_module {
public:
    SC_HAS_PROCESS(MbCore);
    MbCore(sc_core::sc_module_name name, const CpuConfig& cfg, const Program& program,
           sc_core::sc_time cycle_period, uint64_t cycle_limit);

    MbCpu& cpu() { return cpu_; }
    const MbCpu& cpu() const { return cpu_; }
    bool finished() const { return finished_; }
    bool hit_cycle_limit() const { return hit_limit_; }
    // Set if the program stopped on an error (illegal instruction, bad access).
    const std::optional<std::string>& error() const { return error_; }
    // Notified when the core halts, fails or reaches the cycle limit.
    const sc_core::sc_event& done_event() const { return done_; }
    sc_core::sc_time period() const { return period_; }

private:
    void run_thread();

    MbCpu cpu_;
    sc_core::sc_time period_;
    uint64_t cycle_limit_;
    bool finished_ = false;
    bool hit_limit_ = false;
    std::optional<std::string> error_;
    sc_core::sc_event done_;
};

}  // namespace montsim::mb
