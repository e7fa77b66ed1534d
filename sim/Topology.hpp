// Topologies: what carries a platform's logical links, one registry entry
// each (network/ registers them: the paper's ring, point-to-point links,
// meshes of routers, a bus, ...), chosen by platform.topology. The engine
// asks the chosen entry for a Network and binds each node's ports to its
// channel ends; how the words travel is the network's business.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

#include "sim/Channel.hpp"
#include "sim/Config.hpp"
#include "sim/MemoryNeed.hpp"
#include "sim/PlatformSpec.hpp"
#include "sim/Registry.hpp"
#include "sim/Stats.hpp"

namespace montsim::sim {

// What a topology built: the channel ends of each logical link (in the
// order of the request) and the modules behind them, which it owns.
class Network {
public:
    virtual ~Network() = default;
    virtual FslPutIf& put_end(size_t link) = 0;
    virtual FslGetIf& get_end(size_t link) = 0;
    // Its statistics group (its topology declares them); the engine prefixes
    // them with "network.".
    virtual Stats stat_group() const { return {}; }
};

struct NetworkRequest {
    unsigned nodes = 0;
    const std::vector<LogicalLink>& links;
    const Config& cfg;  // the point: the topology reads its own parameters
    bool marks_messages = false;  // PlatformSpec::marks_messages
};

struct Topology : Model {
    // Throws std::invalid_argument for a logical link it cannot carry or a
    // parameter it cannot use, naming it.
    std::function<std::unique_ptr<Network>(const NetworkRequest&)> build;
    // Optional: every check build makes, without building anything (the
    // engine calls it before any node exists, and `montsim run --check`
    // through it): std::invalid_argument as build throws.
    std::function<void(const NetworkRequest&)> check;
    // What its network will take for these links, its routers and their
    // links included (optional): the engine refuses a platform past the
    // point's memory budget before building it.
    std::function<MemoryNeed(const NetworkRequest&)> memory;
};

// Every topology, chosen by platform.topology (the default is the entry
// marked Model::is_default).
Registry<Topology>& topologies();

}  // namespace montsim::sim
