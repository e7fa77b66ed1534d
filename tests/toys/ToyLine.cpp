// The toy routed topology "toyline": routers in a line, each linked to its
// neighbours, a word going left or right towards its destination (no wrap:
// the biring without its closing links). Its shape is all this file says;
// routed_topology (network/TopologyKit.hpp) gives it the routed parameters,
// placement, memory estimate, statistics, and both network modes (the fast
// path and the clocked reference), and the differential tests, which walk
// every registered topology, check it like the built-in ones.
#include "network/TopologyKit.hpp"
#include "sim/Registration.hpp"

namespace montsim::toys {

namespace {

net::RoutedShape line(const net::BuildRequest& r) {
    const unsigned n = r.nodes;
    net::RoutedShape shape;
    shape.graph.routers = n;
    shape.graph.out.resize(n);
    for (unsigned i = 0; i < n; ++i) {
        if (i + 1 < n) shape.graph.out[i].push_back(i + 1);
        if (i > 0) shape.graph.out[i].push_back(i - 1);
    }
    // Right is port 0; left is port 1 where there is a right, else port 0.
    shape.graph.route = [n](unsigned from, unsigned to) -> unsigned { return to > from || from + 1 == n ? 0 : 1; };
    shape.width = n;
    return shape;
}

}  // namespace

MONTSIM_REGISTRATION("tests/toys/toyline", [] {
    sim::topologies().add(net::routed_topology("toyline", "routers in a line, linked to their neighbours (a test)", line));
})

}  // namespace montsim::toys
