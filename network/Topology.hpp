// How logical links between nodes become channels: one builder per topology,
// found by name (platform.topology) in one registry that `montsim --help`,
// config validation and the docs read. A scheme says which logical links it
// needs (node i's put port a feeds node j's get port b); the topology decides
// what carries each one (a direct FSL link, a path through routers, ...) and
// rejects a link it cannot carry.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "network/FslChannel.hpp"
#include "network/ClockedNetwork.hpp"
#include "network/FslLink.hpp"
#include "network/RoutedNetwork.hpp"

namespace montsim::net {

struct LogicalLink {
    unsigned from_node = 0, from_port = 0;  // put (master) side
    unsigned to_node = 0, to_port = 0;      // get (slave) side
};

struct NetworkRequest {
    unsigned nodes = 0;
    std::vector<LogicalLink> links;
    FslLinkConfig link;  // the parameters of each physical link (ring); link.depth is the receive FIFO elsewhere
    RouterConfig router;  // routed topologies (RoutedNetwork.hpp)
    std::string placement = "identity";  // where node i sits: identity, snake, random, list
    uint64_t placement_seed = 1;
    std::string placement_list;  // placement = list: "3,0,1,2", node i at router list[i]
    std::string mode = "timestamped";  // run.network: a NetworkMode's name
};

// Where each node sits on a topology of `positions` routers laid out as a
// `width`-wide grid (a line: width = positions): identity (node i at i),
// snake (row by row, every other row reversed: neighbours stay neighbours
// on a mesh), random (a permutation drawn from `seed`), list (node i at
// router list[i]: `list` names every router once, checked). Throws
// std::invalid_argument for an unknown kind or a bad list.
std::vector<unsigned> placement(const std::string& kind, unsigned nodes, unsigned positions, unsigned width,
                                uint64_t seed, const std::string& list = "");

// The placements, for --help.
const std::vector<std::string>& placement_names();

// What a builder made: the modules (owned here) and, per logical link in
// request order, the channel ends its put port and its get port bind to.
struct Network {
    std::vector<std::unique_ptr<sc_core::sc_module>> modules;
    std::vector<std::pair<FslPutIf*, FslGetIf*>> ends;
    const RoutedStats* routed = nullptr;  // set for a routed topology (hops, link use)
};

// How a network is simulated (run.network): the timestamped fast path or
// the clocked reference, one entry each; a topology builder says what to
// build and the mode builds it.
struct NetworkMode {
    std::string_view name;     // the value of run.network
    std::string_view summary;  // one line for --help
    // The ring's point-to-point FSL links, logical link k named names[k].
    Network (*point_to_point)(const FslLinkConfig& link, const std::vector<std::string>& names);
    // Routers (or a bus) carrying links[k] = (source router, destination router).
    Network (*routed)(RouterGraph graph, const RouterConfig& cfg, const std::vector<std::pair<unsigned, unsigned>>& links);
};

// Every mode, the default first.
const std::vector<NetworkMode>& network_modes();

// The mode named `name`; std::invalid_argument naming the known ones.
const NetworkMode& network_mode(std::string_view name);

struct Topology {
    std::string_view name;     // the value of platform.topology
    std::string_view summary;  // one line for --help
    // Throws std::invalid_argument for a logical link the topology cannot
    // carry, naming the link and what the topology offers.
    Network (*build)(const NetworkRequest& request);
};

// Every topology, the default first.
const std::vector<Topology>& topologies();

// The topology named `name`; std::invalid_argument naming the known ones.
const Topology& topology(std::string_view name);

// "ring".
std::string topology_names();

}  // namespace montsim::net
