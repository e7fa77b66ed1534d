#include "cores/mb/MbCore.hpp"

namespace montsim::mb {

MbCore::MbCore(sc_core::sc_module_name name, const CpuConfig& cfg, const Program& program,
               sc_core::sc_time cycle_period, uint64_t cycle_limit)
    : sc_module(name), cpu_(cfg), period_(cycle_period), cycle_limit_(cycle_limit) {
    cpu_.load(program);
    SC_THREAD(run_thread);
}

void MbCore::run_thread() {
    try {
        const StopReason r = cpu_.run(cycle_limit_);
        hit_limit_ = (r == StopReason::CycleLimit);
        // Catch SystemC time up with the core so that its halt is observed
        // at the cycle it happened.
        const sc_core::sc_time at_halt = period_ * static_cast<double>(cpu_.cycle());
        if (at_halt > sc_core::sc_time_stamp()) wait(at_halt - sc_core::sc_time_stamp());
    } catch (const std::exception& e) {
        error_ = e.what();
    }
    finished_ = true;
    done_.notify(sc_core::SC_ZERO_TIME);
}

}  // namespace montsim::mb
