#include "cores/pearray/PeArrayNode.hpp"

#include "sim/RunProgress.hpp"

namespace montsim::pearray {

PeArrayNode::PeArrayNode(sc_core::sc_module_name name, const PeArrayJob& job, sc_core::sc_time period,
                         uint64_t cycle_limit)
    : sc_module(name), array_(job.config, job.operands, job.record_tasks), period_(period), cycle_limit_(cycle_limit) {
    SC_THREAD(run_thread);
}

void PeArrayNode::run_thread() {
    // The array talks to no other node, so it runs a batch of cycles
    // between waits and then lets simulated time catch up: the same cycles
    // and the same end time as a wait per cycle, without a SystemC context
    // switch per cycle (they were a third of the host time).
    constexpr uint64_t kBatch = 0x10000;  // cycles between waits, and between progress reports
    uint64_t waited = 0;                  // cycles simulated time has caught up with
    uint64_t reported = 0;                // cycles the progress line has been told of
    try {
        bool running = true;
        while (running) {
            const uint64_t batch_end = array_.cycle() + kBatch;
            while (array_.cycle() < batch_end && (running = array_.step(cycle_limit_))) {
                if (array_.cycle() >= cycle_limit_) {
                    hit_limit_ = true;
                    running = false;
                    break;
                }
            }
            // Every step that left work to do is a clock period; the one
            // that finds the work done is not.
            const uint64_t now = running || hit_limit_ ? array_.cycle() : array_.cycle() - 1;
            if (now > waited) wait(period_ * double(now - waited)), waited = now;
            if (running) sim::progress::add(array_.cycle() - reported), reported = array_.cycle();
        }
    } catch (const std::bad_alloc&) {
        error_ = sim::kNodeOutOfMemory;
    } catch (const std::exception& e) {
        error_ = std::string(name()) + ": " + e.what();
    }
    sim::progress::add(array_.cycle() - reported);
    finished_ = true;
}

}  // namespace montsim::pearray
