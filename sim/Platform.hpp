// A platform built from a description (PlatformSpec.hpp): its nodes from the
// core-type registry, the channels that carry its logical links from the
// topology registry (platform.topology, link.*), every port bound at
// elaboration. One Platform is one simulation (it owns a fresh SystemC
// context).
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "cores/Node.hpp"
#include "network/Topology.hpp"
#include "sim/Config.hpp"
#include "sim/PlatformSpec.hpp"
#include "sim/SimContext.hpp"

namespace montsim::sim {

// The link parameters the link.* keys describe.
net::FslLinkConfig link_config_from(const Config& cfg);

class Platform {
public:
    // Throws std::invalid_argument for a description that cannot be built: a
    // link the topology cannot carry, a port that does not exist, a port a
    // node uses that no channel is bound to (naming node and port), a
    // platform.cores that disagrees with the node count.
    Platform(const PlatformSpec& spec, const Config& cfg);
    ~Platform();

    unsigned size() const { return static_cast<unsigned>(nodes_.size()); }
    cores::Node& node(unsigned i) { return *nodes_.at(i); }
    const cores::Node& node(unsigned i) const { return *nodes_.at(i); }
    // Node i as its concrete type; std::logic_error if it is not one.
    template <typename T>
    T& node_as(unsigned i) {
        return const_cast<T&>(static_cast<const Platform&>(*this).node_as<T>(i));
    }
    template <typename T>
    const T& node_as(unsigned i) const {
        const T* n = dynamic_cast<const T*>(nodes_.at(i).get());
        if (!n) throw std::logic_error("node " + nodes_.at(i)->node_name() + " is not of the type the scheme expects");
        return *n;
    }
    const net::Network& network() const { return network_; }

    // Runs until every node has finished. Throws std::runtime_error for a
    // program error, the cycle limit, or a deadlock (every unfinished node
    // blocked with nothing in flight), naming each node's state.
    void run();
    // Cycle at which the last node finished.
    uint64_t cycles() const;

private:
    FreshSimContext context_;  // first: modules below are created in it
    uint64_t cycle_limit_;
    std::vector<std::unique_ptr<cores::Node>> nodes_;
    net::Network network_;
};

}  // namespace montsim::sim
