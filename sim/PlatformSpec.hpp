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

// Node `master`'s bus port `port` reaches node `slave` (a bus slave, e.g.
// a shared memory: sim/BusChannel.hpp).
struct BusAttachment {
    unsigned master = 0, port = 0;
    unsigned slave = 0;
};

struct NodeSpec {
    std::string type;  // a core type: CoreType::name
    std::string name;  // the SystemC module name, "core0"
    // What the core type runs (CoreType::program_type says what it takes).
    std::any program;
    // FSL ports the program uses besides those of the links; each must be
    // bound when the platform is built (the links' own ports always are).
    std::vector<unsigned> uses_put, uses_get;
    // Whether its program reaches a bus (shared memory, barrier): the port
    // must be bound when the platform is built.
    bool uses_bus = false;
};

struct PlatformSpec {
    std::vector<NodeSpec> nodes;
    std::vector<LogicalLink> links;
    std::vector<BusAttachment> bus;
    // Whether the programs end each message they send with a word put with
    // the FSL control bit (cput): a link that carries whole messages needs
    // the mark, every other link ignores it.
    bool marks_messages = false;
};

// Which parts of the platform a point uses, from its keys alone (cheap).
struct PlatformUse {
    // Whether its cores exchange words over links: without, no topology is
    // read (nor link.*, its latency model or network mode).
    bool links = true;
    // The core types of its nodes, a subset of Scheme::node_types; empty:
    // all of them.
    std::vector<std::string> node_types;
};

}  // namespace montsim::sim
