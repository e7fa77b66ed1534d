// A multicore platform: p MicroBlaze-like cores, each with its own local
// memory and the same program, wired by FSL links in a named topology. One
// Platform is one simulation (it owns a fresh SystemC context).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cores/mb/MbCore.hpp"
#include "network/FslLink.hpp"
#include "sim/SimContext.hpp"

namespace montsim::sim {

struct PlatformConfig {
    unsigned cores = 1;
    mb::CpuConfig cpu;  // core_id is set per core
    net::FslLinkConfig link;
    std::string topology = "ring";
    mb::TimingMode timing = mb::TimingMode::Decoupled;
    uint64_t cycle_limit = uint64_t(1) << 40;
};

class Platform {
public:
    Platform(const PlatformConfig& cfg, const mb::Program& program);
    ~Platform();

    unsigned size() const { return static_cast<unsigned>(cores_.size()); }
    mb::MbCore& core(unsigned i) { return *cores_.at(i); }
    const mb::MbCore& core(unsigned i) const { return *cores_.at(i); }
    const net::FslLink& link(unsigned i) const { return *links_.at(i); }
    unsigned link_count() const { return static_cast<unsigned>(links_.size()); }

    // Runs until every core has halted. Throws std::runtime_error for a
    // program error, the cycle limit, or a deadlock (every unfinished core
    // blocked with nothing in flight), naming each core's state.
    void run();
    // Cycle at which the last core halted.
    uint64_t cycles() const;

private:
    FreshSimContext context_;  // first: modules below are created in it
    PlatformConfig cfg_;
    std::vector<std::unique_ptr<mb::MbCore>> cores_;
    std::vector<std::unique_ptr<net::FslLink>> links_;
};

}  // namespace montsim::sim
