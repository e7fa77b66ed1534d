// A platform as data: its nodes (each a core type from CoreTypes.hpp with
// the program it runs) and the logical links between their FSL ports. A
// scheme describes the platform it needs with one of these; Platform.hpp
// builds it, with the topology the config names carrying the links.
#pragma once

#include <any>
#include <string>
#include <vector>

#include "network/Topology.hpp"

namespace montsim::sim {

struct NodeSpec {
    std::string type;  // a core type: CoreType::name
    std::string name;  // the SystemC module name, "core0"
    // What the core type runs (CoreType::program_type says what it takes).
    std::any program;
    // FSL ports the program uses besides those of the links; each must be
    // bound when the platform is built (the links' own ports always are).
    std::vector<unsigned> uses_put, uses_get;
};

struct PlatformSpec {
    std::vector<NodeSpec> nodes;
    // Node i's put port feeds node j's get port; node indices into `nodes`.
    std::vector<net::LogicalLink> links;
};

}  // namespace montsim::sim
