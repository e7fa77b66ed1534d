#include "sim/Topology.hpp"

namespace montsim::sim {

Registry<Topology>& topologies() {
    static Registry<Topology> registry(
        "topology", Selector{"platform.topology", "what carries the scheme's logical links: ", true}, 30);
    return registry;
}

}  // namespace montsim::sim
