#include "sim/Node.hpp"

#include <stdexcept>

namespace montsim::sim {

void Node::bind_put(unsigned port, FslPutIf&) {
    throw std::invalid_argument(node_name() + " has no FSL put port " + std::to_string(port));
}

void Node::bind_get(unsigned port, FslGetIf&) {
    throw std::invalid_argument(node_name() + " has no FSL get port " + std::to_string(port));
}

bool Node::put_bound(unsigned) const { return false; }
bool Node::get_bound(unsigned) const { return false; }

}  // namespace montsim::sim
