// A platform built from a description (PlatformSpec.hpp): its nodes from the
// core-type registry (CoreType.hpp), the channels that carry its logical
// links from the topology the point chooses (Topology.hpp), every port bound
// at elaboration. One Platform is one simulation (it owns a fresh SystemC
// context).
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "sim/Config.hpp"
#include "sim/CoreType.hpp"
#include "sim/EngineParams.hpp"
#include "sim/Node.hpp"
#include "sim/PlatformSpec.hpp"
#include "sim/SimContext.hpp"
#include "sim/Topology.hpp"

namespace montsim::sim {


// Everything building a platform checks, done before anything is built (no
// module, memory or FIFO is allocated): the core types of its nodes and
// what makes each (CoreType::configure, which checks their keys),
// platform.cores against its active nodes, the topology's checks of its
// links and keys (Topology::check), and the memory of its nodes, links and
// routers against the point's budget. The Platform constructor builds from
// it; `montsim run --check` and the runner's preflight make it and throw it
// away (sim/Runner.hpp check_point), so both meet the same checks.
struct PlatformPlan {
    std::vector<const CoreType*> types;  // of each node
    std::vector<bool> passive;           // of each node
    unsigned active = 0;                 // nodes that run a program
    unsigned networked = 0;              // nodes the network joins: all but a passive tail
    std::vector<std::pair<const CoreType*, NodeMaker>> makers;  // one per core type
    MemoryNeed memory;                   // all of it, with the largest part's setting and remedy
};

// Throws std::invalid_argument as the Platform constructor does.
PlatformPlan plan_platform(const PlatformSpec& spec, const Config& cfg, const EngineConfig& engine);

class Platform {
public:
    // Throws std::invalid_argument for a description that cannot be built: a
    // link the topology cannot carry, a port that does not exist, a port a
    // node uses that no channel is bound to (naming node and port), a
    // platform.cores that disagrees with the count of active (not passive)
    // nodes. Bus attachments are bound after the links.
    Platform(const PlatformSpec& spec, const Config& cfg);
    // The same with the engine's keys already read from `cfg` (run_point
    // reads them once per point).
    Platform(const PlatformSpec& spec, const Config& cfg, const EngineConfig& engine);
    ~Platform();

    unsigned size() const { return static_cast<unsigned>(nodes_.size()); }
    Node& node(unsigned i) { return *nodes_.at(i); }
    const Node& node(unsigned i) const { return *nodes_.at(i); }
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
    Network& network() { return *network_; }
    const Network& network() const { return *network_; }

    // Runs until every node has finished. Throws std::runtime_error for a
    // program error, the cycle limit, or a deadlock (every unfinished node
    // blocked with nothing in flight), naming each node's state.
    void run();
    // Whether node i is of a passive core type (CoreType::passive).
    bool passive(unsigned i) const { return passive_.at(i); }
    // Cycle at which the last (active) node finished.
    uint64_t cycles() const;

private:
    FreshSimContext context_;  // first: modules below are created in it
    uint64_t cycle_limit_ = 0;
    std::vector<std::unique_ptr<Node>> nodes_;
    std::vector<bool> passive_;
    std::unique_ptr<Network> network_;
};

}  // namespace montsim::sim
