// The network's parameters, declared and read here once: the routers'
// (router.*) and the placement of nodes on routers (platform.placement*);
// the links' are LinkParams.hpp's. The selector keys platform.topology,
// link.model and run.network belong to their registries (sim/Topology.hpp,
// LatencyModel.hpp, NetworkMode.hpp). network_config_from reads a point into
// the typed request the topology builders take.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "network/FslLink.hpp"
#include "network/LinkParams.hpp"
#include "network/RoutedNetwork.hpp"
#include "sim/Config.hpp"
#include "sim/Params.hpp"
#include "sim/PlatformSpec.hpp"

namespace montsim::net {

using sim::LogicalLink;

struct NetworkMode;

// What a topology builder needs to know of a point.
struct NetworkConfig {
    FslLinkConfig link;   // each physical link of a ring or p2p; link.depth is the receive FIFO elsewhere
    RouterConfig router;  // routed topologies
    std::string placement = "identity";  // where node i sits: identity, snake, random, list
    uint64_t placement_seed = 1;
    std::string placement_list;  // placement = list: "3,0,1,2", node i at router list[i]
    const NetworkMode* mode = nullptr;  // run.network
    // Mesh and torus: the grid's shape, 0 = chosen for the node count.
    unsigned grid_width = 0, grid_height = 0;
};

// platform.grid_width and platform.grid_height: a mesh's or torus's shape.
std::vector<sim::ParamDecl> grid_params();

// router.latency, router.buffer and the placement keys: routed topologies.
std::vector<sim::ParamDecl> routed_params();

// The point's network settings; link.model and run.network resolved to
// their registry entries. Throws std::invalid_argument for a value the
// links cannot take (FslLink.hpp's validate).
NetworkConfig network_config_from(const sim::Config& cfg);

// The placements, for --help.
const std::vector<std::string>& placement_names();

}  // namespace montsim::net
