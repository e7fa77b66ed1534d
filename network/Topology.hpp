// The topologies (sim/Topology.hpp's registry, platform.topology): how a
// platform's logical links become channels. One builder per topology: the
// paper's ring and point-to-point links (FslLink.hpp), or routers over a
// graph (RoutedNetwork.hpp): biring, mesh, torus, crossbar, bus. Each
// rejects a link it cannot carry; the network mode (NetworkMode.hpp) builds
// the modules.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "network/NetworkParams.hpp"
#include "sim/Stats.hpp"

namespace montsim::net {

struct NetworkRequest {
    unsigned nodes = 0;
    const std::vector<LogicalLink>& links;
    NetworkConfig net;
    bool marks_messages = false;  // sim::PlatformSpec::marks_messages
};

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
