#include "network/Topology.hpp"

#include "network/NamedEntries.hpp"

#include <stdexcept>

namespace montsim::net {

namespace {

std::string link_name(const LogicalLink& l) {
    std::string name = "link_" + std::to_string(l.from_node) + "_to_" + std::to_string(l.to_node);
    if (l.from_port != 0 || l.to_port != 0)
        name += "_port" + std::to_string(l.from_port) + "_" + std::to_string(l.to_port);
    return name;
}

// The pSHS paper's Fig. 4: node i's links go to node (i+1) mod n only, each
// logical link its own point-to-point FSL.
Network build_ring(const NetworkRequest& r) {
    Network net;
    for (const auto& l : r.links) {
        if (l.from_node >= r.nodes || l.to_node >= r.nodes)
            throw std::invalid_argument("a link from node " + std::to_string(l.from_node) + " to node " +
                                        std::to_string(l.to_node) + " on a platform of " +
                                        std::to_string(r.nodes) + " nodes");
        if (l.to_node != (l.from_node + 1) % r.nodes)
            throw std::invalid_argument("platform.topology = \"ring\" links node i to node i+1 (mod " +
                                        std::to_string(r.nodes) + ") only, but the scheme needs a link from node " +
                                        std::to_string(l.from_node) + " to node " + std::to_string(l.to_node));
        auto link = std::make_unique<FslLink>(link_name(l).c_str(), r.link);
        net.ends.emplace_back(link.get(), link.get());
        net.modules.push_back(std::move(link));
    }
    return net;
}

}  // namespace

const std::vector<Topology>& topologies() {
    static const std::vector<Topology> list = {
        {"ring", "the paper's unidirectional ring (Fig. 4): node i feeds node i+1 (mod p) over its own FSL links",
         build_ring},
    };
    return list;
}

const Topology& topology(std::string_view name) {
    if (const Topology* t = find_named(topologies(), name)) return *t;
    throw std::invalid_argument("platform.topology = \"" + std::string(name) + "\": must be one of " +
                                topology_names());
}

std::string topology_names() { return joined_names(topologies()); }

}  // namespace montsim::net
