// The built-in topologies (platform.topology), each one entry made with
// TopologyKit.hpp: the paper's ring and point-to-point FSL links, and the
// routed ones (biring, mesh, torus, crossbar, bus) by their routers and
// routes.
#include <array>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "network/NetworkParams.hpp"
#include "network/TopologyKit.hpp"
#include "sim/Registration.hpp"
#include "sim/Topology.hpp"

namespace montsim::net {

namespace {

// The pSHS paper's Fig. 4: node i's links go to node (i+1) mod n only, each
// logical link its own point-to-point FSL.
void ring_rule(const BuildRequest& r) {
    for (const auto& l : r.links)
        if (l.to_node != (l.from_node + 1) % r.nodes)
            throw std::invalid_argument("platform.topology = \"ring\" links node i to node i+1 (mod " +
                                        std::to_string(r.nodes) + ") only, but the scheme needs a link from node " +
                                        std::to_string(l.from_node) + " to node " + std::to_string(l.to_node) +
                                        " (platform.topology = \"p2p\" gives any link its own FSL link)");
}

// A point-to-point FSL link for every logical link, between any two nodes:
// the ring's links without its shape (two rings, a tree, ...).
void any_link(const BuildRequest&) {}

// A grid for n nodes: the shape asked for (platform.grid_width, _height;
// either may be 0 = chosen), else width ceil(sqrt(n)) and as many rows as
// needed. More routers than nodes is fine: the placement picks the routers.
std::pair<unsigned, unsigned> grid_of(unsigned n, unsigned width, unsigned height) {
    unsigned w = width, h = height;
    if (w == 0 && h == 0) {
        w = 1;
        while (w * w < n) ++w;
    } else if (w == 0) {
        w = (n + h - 1) / h;
    }
    if (h == 0) h = (n + w - 1) / w;
    if (w * h < n)
        throw std::invalid_argument("platform.grid_width = " + std::to_string(width) + ", platform.grid_height = " +
                                    std::to_string(height) + ": a " + std::to_string(w) + " x " + std::to_string(h) +
                                    " grid has " + std::to_string(w * h) + " routers, fewer than the " +
                                    std::to_string(n) + " nodes");
    return {w, h};
}

// Mesh and torus: routers on a w x h grid, links to the four neighbours
// (wrapping around on a torus); dimension-order (XY) routing: along x
// first, then y; on a torus the shorter way round (ties: +).
RoutedShape grid_shape(const BuildRequest& r, bool torus) {
    const std::pair<unsigned, unsigned> dims = grid_of(r.nodes, r.net.grid_width, r.net.grid_height);
    const unsigned w = dims.first, h = dims.second;  // plain names: lambdas below capture them
    RouterGraph g;
    g.routers = w * h;
    g.out.resize(g.routers);
    // Output ports in the order +x, -x, +y, -y, where they exist.
    std::vector<std::array<int, 4>> port(g.routers, {-1, -1, -1, -1});
    for (unsigned y = 0; y < h; ++y)
        for (unsigned x = 0; x < w; ++x) {
            const unsigned id = y * w + x;
            auto add = [&](int dir, int nx, int ny) {
                if (torus) nx = (nx + int(w)) % int(w), ny = (ny + int(h)) % int(h);
                if (nx < 0 || ny < 0 || nx >= int(w) || ny >= int(h)) return;
                const unsigned to = unsigned(ny) * w + unsigned(nx);
                if (to == id) return;  // a one-wide torus dimension
                port[id][dir] = int(g.out[id].size());
                g.out[id].push_back(to);
            };
            add(0, int(x) + 1, int(y));
            add(1, int(x) - 1, int(y));
            add(2, int(x), int(y) + 1);
            add(3, int(x), int(y) - 1);
        }
    g.route = [w, h, torus, port](unsigned from, unsigned to) -> unsigned {
        const int fx = int(from % w), fy = int(from / w), tx = int(to % w), ty = int(to / w);
        auto way = [torus](int f, int t, unsigned size) {  // +1, -1 or 0
            if (f == t) return 0;
            if (!torus) return t > f ? 1 : -1;
            const int ahead = (t - f + int(size)) % int(size);
            return ahead <= int(size) - ahead ? 1 : -1;
        };
        const int dx = way(fx, tx, w);
        const int dir = dx != 0 ? (dx > 0 ? 0 : 1) : (way(fy, ty, h) > 0 ? 2 : 3);
        return unsigned(port[from][dir]);
    };
    return {std::move(g), w};
}

RoutedShape mesh(const BuildRequest& r) { return grid_shape(r, false); }
RoutedShape torus(const BuildRequest& r) { return grid_shape(r, true); }

// Two rings in opposite directions through routers: the shorter way round
// (ties: the paper's direction, i to i+1).
RoutedShape biring(const BuildRequest& r) {
    const unsigned n = r.nodes;
    RouterGraph g;
    g.routers = n;
    g.out.resize(n);
    for (unsigned i = 0; i < n && n > 1; ++i) {
        g.out[i].push_back((i + 1) % n);
        g.out[i].push_back((i + n - 1) % n);
    }
    g.route = [n](unsigned from, unsigned to) -> unsigned {
        const unsigned ahead = (to + n - from) % n;
        return ahead <= n - ahead ? 0 : 1;
    };
    return {std::move(g), n};
}

// A direct link between every pair of routers: one hop for everything.
RoutedShape crossbar(const BuildRequest& r) {
    const unsigned n = r.nodes;
    RouterGraph g;
    g.routers = n;
    g.out.resize(n);
    for (unsigned i = 0; i < n; ++i)
        for (unsigned j = 0; j < n; ++j)
            if (i != j) g.out[i].push_back(j);
    g.route = [](unsigned from, unsigned to) -> unsigned { return to < from ? to : to - 1; };
    return {std::move(g), n};
}

// One shared medium, one word per cycle for all, round-robin over the nodes.
RoutedShape bus(const BuildRequest& r) {
    RouterGraph g;
    g.routers = r.nodes;
    g.out.resize(r.nodes);
    g.bus = true;
    return {std::move(g), r.nodes};
}

}  // namespace

MONTSIM_REGISTRATION("network/topologies", [] {
    auto& list = sim::topologies();
    sim::Topology ring = direct_topology(
        "ring", "the paper's unidirectional ring (Fig. 4): node i feeds node i+1 (mod p) over its own FSL links",
        ring_rule);
    ring.is_default = true;  // the paper's
    list.add(std::move(ring));
    list.add(direct_topology(
        "p2p", "a point-to-point FSL link (as the ring's) for every logical link, between any two nodes", any_link));
    list.add(routed_topology("biring", "two rings of routers in opposite directions; the shorter way round", biring));
    list.add(routed_topology("mesh",
                             "a 2D mesh of routers, ceil(sqrt(p)) wide or platform.grid_width x "
                             "platform.grid_height; XY routing",
                             mesh, grid_params()));
    list.add(routed_topology("torus",
                             "a 2D torus of routers (a mesh with wrap-around links); XY routing, the shorter way",
                             torus, grid_params()));
    list.add(routed_topology("crossbar", "a direct router link between every pair of nodes: one hop", crossbar));
    list.add(routed_topology("bus", "one shared medium: one word per cycle for all nodes, round-robin", bus));
})

}  // namespace montsim::net
