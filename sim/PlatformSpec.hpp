// A platform as data: its nodes (each of a core type, sim/CoreType.hpp, with
// the program it runs) and the logical links between their FSL-style ports.
// A scheme describes the platform it needs with one of these; Platform.hpp
// builds it, with the topology the config names carrying the links.
#pragma once

#include <any>
#include <string>
#include <vector>

namespace montsim::sim {

// Node `from_node`'s put port `from_port` feeds node `to_node`'s get port
// `to_port`; node indices into PlatformSpec::nodes.
struct LogicalLink {
    unsigned from_node = 0, from_port = 0;  // put (master) side
    unsigned to_node = 0, to_port = 0;      // get (slave) side
};

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
    std::vector<LogicalLink> links;
};

}  // namespace montsim::sim
