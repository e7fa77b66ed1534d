// What a topology's file builds its registry entry (sim/Topology.hpp) with:
// a topology of point-to-point FSL links from the check of which links it
// carries (direct_topology), or a routed topology from its routers and the
// routes between them (routed_topology). Either entry then runs under every
// network mode, the fast path and the clocked reference, with the
// placement, the memory estimate and the statistics every topology of its
// kind has. The built-in topologies are entries made so (Topologies.cpp); a
// test's toy routed topology is one file (tests/toys/ToyLine.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "network/NetworkParams.hpp"
#include "network/RoutedNetwork.hpp"
#include "sim/Stats.hpp"
#include "sim/Topology.hpp"

namespace montsim::net {

// The engine's request (sim::NetworkRequest) with the network's parameters
// parsed: what a topology checks and builds from.
struct BuildRequest {
    unsigned nodes = 0;
    const std::vector<LogicalLink>& links;
    NetworkConfig net;
    bool marks_messages = false;  // sim::PlatformSpec::marks_messages
};

// A topology of point-to-point FSL links, one per logical link (the ring's
// kind): `check` throws std::invalid_argument for a link it cannot carry.
// Every such topology also checks the links' nodes and that a link model
// that carries whole messages gets a program that marks them.
using LinkCheck = void (*)(const BuildRequest&);
sim::Topology direct_topology(std::string name, std::string summary, LinkCheck check);

// A routed topology's routers, their links and routes (RoutedNetwork.hpp),
// and the width of the grid they are laid out on for platform.placement (a
// line: width = routers).
struct RoutedShape {
    RouterGraph graph;
    unsigned width = 0;
};
// The shape for a request; throws std::invalid_argument naming a parameter
// it cannot use.
using ShapeOf = RoutedShape (*)(const BuildRequest&);
// A routed topology from its shape, with the routed parameters
// (routed_params) and `extra` ones of its own (grid_params for a mesh).
// Every routed topology checks the links' nodes, the placement and
// link.latency (at most kMaxRoutedLinkLatency, LinkParams.hpp).
sim::Topology routed_topology(std::string name, std::string summary, ShapeOf shape,
                              std::vector<sim::ParamDecl> extra = {});

// Where each node sits on a topology of `positions` routers laid out as a
// `width`-wide grid (a line: width = positions): identity (node i at i),
// snake (row by row, every other row reversed: neighbours stay neighbours
// on a mesh), random (a permutation drawn from `seed`), list (node i at
// router list[i]: `list` names every router once, checked). Throws
// std::invalid_argument for an unknown kind or a bad list.
std::vector<unsigned> placement(const std::string& kind, unsigned nodes, unsigned positions, unsigned width,
                                uint64_t seed, const std::string& list = "");

// The statistics group of a routed topology ("network." in the results).
class RoutedNetworkStats : public sim::StatGroup {
public:
    sim::Stat max_hops{*this, "max_hops", "hops", "router hops of the longest logical link"};
    sim::Stat mean_hops{*this, "mean_hops", "hops", "router hops per logical link, on average"};
    sim::Stat hops{*this, "hops", "", "each logical link's hops: from->to:hops"};
    sim::Stat busiest_link{*this, "busiest_link", "", "the router-to-router link that carried the most words"};
    sim::Stat busiest_link_words{*this, "busiest_link_words", "words", "the words it carried (its busy cycles)"};
};

}  // namespace montsim::net
