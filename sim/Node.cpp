#include "sim/Node.hpp"

#include <stdexcept>

namespace montsim::sim {

void Node::bind_put(unsigned port, FslPutIf&) {
    throw std::invalid_argument(node_name() + " has no FSL put port " + std::to_string(port));
}

void Node::bind_get(unsigned port, FslGetIf&) {
    throw std::invalid_argument(node_name() + " has no FSL get port " + std::to_string(port));
}

void Node::bind_bus(unsigned port, BusMasterIf&) {
    throw std::invalid_argument(node_name() + " has no bus port " + std::to_string(port));
}

BusMasterIf& Node::bus_slave_end(unsigned, const std::string& master_name) {
    throw std::invalid_argument(master_name + "'s bus is attached to " + node_name() + ", which is no bus slave");
}

bool Node::bus_bound(unsigned) const { return false; }
bool Node::put_bound(unsigned) const { return false; }
bool Node::get_bound(unsigned) const { return false; }

}  // namespace montsim::sim
