#include "sim/Platform.hpp"

#include <algorithm>
#include <stdexcept>

#include "network/Topology.hpp"
#include "sim/CoreConfig.hpp"

namespace montsim::sim {

Platform::Platform(const PlatformConfig& cfg, const mb::Program& program) : cfg_(cfg) {
    net::validate(cfg.link);
    const auto specs = net::topology_links(cfg.topology, cfg.cores);
    const sc_core::sc_time period(kCyclePeriodNs, sc_core::SC_NS);
    for (unsigned i = 0; i < cfg.cores; ++i) {
        mb::CpuConfig c = cfg.cpu;
        c.core_id = i;
        cores_.push_back(std::make_unique<mb::MbCore>(("core" + std::to_string(i)).c_str(), c, program, period,
                                                      cfg.cycle_limit, cfg.timing));
    }
    for (const auto& s : specs) {
        const std::string name = "link_" + std::to_string(s.from_core) + "_to_" + std::to_string(s.to_core);
        links_.push_back(std::make_unique<net::FslLink>(name.c_str(), cfg.link));
        cores_[s.from_core]->bind_master(s.from_port, *links_.back());
        cores_[s.to_core]->bind_slave(s.to_port, *links_.back());
    }
}

Platform::~Platform() = default;

void Platform::run() {
    sc_core::sc_start();
    std::string errors;
    for (const auto& c : cores_)
        if (c->error()) errors += "\n  " + *c->error();
    if (!errors.empty()) throw std::runtime_error("the program failed:" + errors);
    for (const auto& c : cores_)
        if (c->hit_cycle_limit())
            throw std::runtime_error("core " + std::to_string(c->cpu().config().core_id) +
                                     " did not halt within run.cycle_limit = " + std::to_string(cfg_.cycle_limit) +
                                     " cycles");
    std::string blocked;
    for (const auto& c : cores_)
        if (!c->finished()) blocked += "\n  " + c->blocked_on();
    if (!blocked.empty())
        throw std::runtime_error("deadlock: every unfinished core is blocked and no word is in flight:" + blocked);
}

uint64_t Platform::cycles() const {
    uint64_t last = 0;
    for (const auto& c : cores_) last = std::max(last, c->cpu().cycle());
    return last;
}

}  // namespace montsim::sim
