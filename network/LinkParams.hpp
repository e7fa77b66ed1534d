// The parameters of a link, declared and read here once: link.latency (TTU)
// and link.depth. The topologies that carry links and the latency models
// that time them list them (NetworkParams.hpp reads them into a request).
#pragma once

#include <cstdint>
#include <vector>

#include "sim/Config.hpp"
#include "sim/Params.hpp"

namespace montsim::net {

// link.latency, link.depth.
// link.latency on a routed topology: each link between routers takes at
// most this many cycles (a router's timing keeps a link's words in flight
// for that long), which the declaration below says and the routed
// topologies check (TopologyKit.hpp).
constexpr int64_t kMaxRoutedLinkLatency = 1'000'000;
std::vector<sim::ParamDecl> link_params();

uint64_t link_latency_from(const sim::Config& cfg);
// std::invalid_argument naming the key and its declared range if `latency`
// or `depth` lies outside the declarations above: a link made without a
// point (a test's) is checked against the same ranges as a config.
void check_link_shape(uint64_t latency, uint64_t depth);
// link.depth (a program that adapts to its FIFOs reads it too: pSHS).
uint32_t link_depth_from(const sim::Config& cfg);

}  // namespace montsim::net
