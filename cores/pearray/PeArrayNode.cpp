#include "cores/pearray/PeArrayNode.hpp"

#include "sim/RunProgress.hpp"

namespace montsim::pearray {

PeArrayNode::PeArrayNode(sc_core::sc_module_name name, const PeArrayJob& job, sc_core::sc_time period,
                         uint64_t cycle_limit)
    : sc_module(name), array_(job.config, job.operands, job.record_tasks), period_(period), cycle_limit_(cycle_limit) {
    SC_THREAD(run_thread);
}

void PeArrayNode::run_thread() {
    try {
        while (array_.step()) {
            wait(period_);
            if ((array_.cycle() & 0xFFFF) == 0) sim::progress::add(0x10000);  // (a cycle per step)
            if (array_.cycle() >= cycle_limit_) {
                hit_limit_ = true;
                break;
            }
        }
    } catch (const std::bad_alloc&) {
        error_ = sim::kNodeOutOfMemory;
    } catch (const std::exception& e) {
        error_ = std::string(name()) + ": " + e.what();
    }
    sim::progress::add(array_.cycle() & 0xFFFF);  // the cycles since the last whole 2^16
    finished_ = true;
}

}  // namespace montsim::pearray
