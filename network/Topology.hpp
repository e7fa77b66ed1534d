// How a platform's cores are wired: which core's FSL master port feeds which
// core's slave port. Chosen by name from a small registry.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace montsim::net {

struct LinkSpec {
    unsigned from_core = 0, from_port = 0;  // master (put) side
    unsigned to_core = 0, to_port = 0;      // slave (get) side
};

// "ring": the pSHS paper's unidirectional ring (Fig. 4): core i's master
// port 0 feeds core (i+1) mod p's slave port 0.
// Throws std::invalid_argument naming the known topologies for another name.
std::vector<LinkSpec> topology_links(std::string_view topology, unsigned cores);

const std::vector<std::string>& topology_names();

}  // namespace montsim::net
