#include "network/Topology.hpp"

#include <stdexcept>

namespace montsim::net {

namespace {
std::vector<LinkSpec> ring(unsigned cores) {
    std::vector<LinkSpec> links;
    for (unsigned i = 0; i < cores; ++i) links.push_back(LinkSpec{i, 0, (i + 1) % cores, 0});
    return links;
}
}  // namespace

const std::vector<std::string>& topology_names() {
    static const std::vector<std::string> names = {"ring"};
    return names;
}

std::vector<LinkSpec> topology_links(std::string_view topology, unsigned cores) {
    if (cores == 0) throw std::invalid_argument("a platform needs at least one core");
    if (topology == "ring") return ring(cores);
    throw std::invalid_argument("unknown topology '" + std::string(topology) + "' (known: ring)");
}

}  // namespace montsim::net
