// The PE array (PeArray.hpp) as a platform node: a SystemC module whose one
// thread advances the array a clock cycle per clock period until every
// multiplication's result is written. It has no FSL ports: its operands come
// from the scheme, which reads the results and statistics afterwards.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <systemc>
#include <vector>

#include "sim/Node.hpp"
#include "cores/pearray/PeArray.hpp"

namespace montsim::pearray {

// What a NodeSpec of core type "pearray" carries.
struct PeArrayJob {
    PeArrayConfig config;
    std::vector<PeOperands> operands;
    bool record_tasks = false;
};

class PeArrayNode : public sc_core::sc_module, public sim::Node {
public:
    SC_HAS_PROCESS(PeArrayNode);
    PeArrayNode(sc_core::sc_module_name name, const PeArrayJob& job, sc_core::sc_time period, uint64_t cycle_limit);

    std::string node_name() const override { return name(); }
    bool finished() const override { return finished_; }
    bool hit_cycle_limit() const override { return hit_limit_; }
    const std::optional<std::string>& error() const override { return error_; }
    std::string blocked_on() const override { return ""; }
    uint64_t cycles() const override { return array_.cycle(); }

    const PeArray& array() const { return array_; }

private:
    void run_thread();

    PeArray array_;
    sc_core::sc_time period_;
    uint64_t cycle_limit_;
    bool finished_ = false, hit_limit_ = false;
    std::optional<std::string> error_;
};

}  // namespace montsim::pearray
