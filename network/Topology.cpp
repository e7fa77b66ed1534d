#include "network/Topology.hpp"

#include "network/NamedEntries.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <stdexcept>

namespace montsim::net {

namespace {

std::string link_name(const LogicalLink& l) {
    std::string name = "link_" + std::to_string(l.from_node) + "_to_" + std::to_string(l.to_node);
    if (l.from_port != 0 || l.to_port != 0)
        name += "_port" + std::to_string(l.from_port) + "_" + std::to_string(l.to_port);
    return name;
}

void check_nodes_exist(const NetworkRequest& r, const LogicalLink& l) {
    if (l.from_node >= r.nodes || l.to_node >= r.nodes)
        throw std::invalid_argument("a link from node " + std::to_string(l.from_node) + " to node " +
                                    std::to_string(l.to_node) + " on a platform of " + std::to_string(r.nodes) +
                                    " nodes");
}

// A point-to-point FSL link for every logical link, between any two nodes:
// the ring's links without its shape (two rings, a tree, ...).
Network build_p2p(const NetworkRequest& r) {
    std::vector<std::string> names;
    for (const auto& l : r.links) {
        check_nodes_exist(r, l);
        names.push_back(link_name(l));
    }
    return network_mode(r.mode).point_to_point(r.link, names);
}

// The pSHS paper's Fig. 4: node i's links go to node (i+1) mod n only, each
// logical link its own point-to-point FSL.
Network build_ring(const NetworkRequest& r) {
    for (const auto& l : r.links) {
        check_nodes_exist(r, l);
        if (l.to_node != (l.from_node + 1) % r.nodes)
            throw std::invalid_argument("platform.topology = \"ring\" links node i to node i+1 (mod " +
                                        std::to_string(r.nodes) + ") only, but the scheme needs a link from node " +
                                        std::to_string(l.from_node) + " to node " + std::to_string(l.to_node) +
                                        " (platform.topology = \"p2p\" gives any link its own FSL link)");
    }
    return build_p2p(r);
}

// A grid for n nodes: width ceil(sqrt(n)), as many rows as needed.
std::pair<unsigned, unsigned> grid_of(unsigned n) {
    unsigned w = 1;
    while (w * w < n) ++w;
    return {w, (n + w - 1) / w};
}

// The routed network of a graph, its logical links placed.
Network build_routed(const NetworkRequest& r, RouterGraph graph, unsigned width) {
    const std::vector<unsigned> at =
        placement(r.placement, r.nodes, graph.routers, width, r.placement_seed, r.placement_list);
    std::vector<std::pair<unsigned, unsigned>> links;
    for (const auto& l : r.links) {
        check_nodes_exist(r, l);
        links.emplace_back(at[l.from_node], at[l.to_node]);
    }
    RouterConfig cfg = r.router;
    cfg.receive_depth = r.link.depth;
    if (r.link.latency > 1'000'000)
        throw std::invalid_argument("link.latency = " + std::to_string(r.link.latency) +
                                    ": a routed topology's links take at most 1000000 cycles");
    cfg.link_latency = static_cast<uint32_t>(r.link.latency);  // link.latency: each link between routers
    cfg.cycle_ns = r.link.cycle_ns;
    return network_mode(r.mode).routed(std::move(graph), cfg, links);
}

// The modes' builders: the same ends from either kind of module.
template <typename Module>
Network ends_of(std::unique_ptr<Module> module, size_t links) {
    Network out;
    for (unsigned k = 0; k < links; ++k) out.ends.emplace_back(&module->end(k), &module->end(k));
    out.modules.push_back(std::move(module));
    return out;
}

Network timestamped_links(const FslLinkConfig& link, const std::vector<std::string>& names) {
    Network net;
    for (const auto& name : names) {
        auto l = std::make_unique<FslLink>(name.c_str(), link);
        net.ends.emplace_back(l.get(), l.get());
        net.modules.push_back(std::move(l));
    }
    return net;
}

// Either mode's routed module, its ends and its statistics.
template <typename Module>
Network routed_module(RouterGraph graph, const RouterConfig& cfg, const std::vector<std::pair<unsigned, unsigned>>& links) {
    auto net = std::make_unique<Module>("network", std::move(graph), cfg, links);
    const RoutedStats* stats = net.get();
    Network out = ends_of(std::move(net), links.size());
    out.routed = stats;
    return out;
}

Network clocked_links(const FslLinkConfig& link, const std::vector<std::string>& names) {
    return ends_of(std::make_unique<ClockedNetwork>("network", link, names), names.size());
}

// Mesh and torus: routers on a w x h grid, links to the four neighbours
// (wrapping around on a torus); dimension-order (XY) routing: along x
// first, then y; on a torus the shorter way round (ties: +).
Network build_grid(const NetworkRequest& r, bool torus) {
    const std::pair<unsigned, unsigned> dims = grid_of(r.nodes);
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
    return build_routed(r, std::move(g), w);
}

Network build_mesh(const NetworkRequest& r) { return build_grid(r, false); }
Network build_torus(const NetworkRequest& r) { return build_grid(r, true); }

// Two rings in opposite directions through routers: the shorter way round
// (ties: the paper's direction, i to i+1).
Network build_biring(const NetworkRequest& r) {
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
    return build_routed(r, std::move(g), n);
}

// A direct link between every pair of routers: one hop for everything.
Network build_crossbar(const NetworkRequest& r) {
    const unsigned n = r.nodes;
    RouterGraph g;
    g.routers = n;
    g.out.resize(n);
    for (unsigned i = 0; i < n; ++i)
        for (unsigned j = 0; j < n; ++j)
            if (i != j) g.out[i].push_back(j);
    g.route = [](unsigned from, unsigned to) -> unsigned { return to < from ? to : to - 1; };
    return build_routed(r, std::move(g), n);
}

// One shared medium, one word per cycle for all, round-robin over the nodes.
Network build_bus(const NetworkRequest& r) {
    RouterGraph g;
    g.routers = r.nodes;
    g.out.resize(r.nodes);
    g.bus = true;
    return build_routed(r, std::move(g), r.nodes);
}

}  // namespace

const std::vector<std::string>& placement_names() {
    static const std::vector<std::string> names = {"identity", "snake", "random", "list"};
    return names;
}

std::vector<unsigned> placement(const std::string& kind, unsigned nodes, unsigned positions, unsigned width,
                                uint64_t seed, const std::string& list) {
    std::vector<unsigned> at(positions);
    for (unsigned i = 0; i < positions; ++i) at[i] = i;
    if (kind == "snake") {
        for (unsigned i = 0; i < positions; ++i) {
            const unsigned row = i / width, col = i % width;
            at[i] = row * width + (row % 2 == 0 ? col : width - 1 - col);
        }
    } else if (kind == "random") {
        std::mt19937_64 rng(seed);
        for (unsigned i = positions; i > 1; --i) std::swap(at[i - 1], at[rng() % i]);  // Fisher-Yates, portable
    } else if (kind == "list") {
        std::vector<unsigned> given;
        std::vector<bool> seen(positions, false);
        size_t at_char = 0;
        while (at_char <= list.size()) {
            const size_t comma = std::min(list.find(',', at_char), list.size());
            const std::string item = list.substr(at_char, comma - at_char);
            size_t used = 0;
            unsigned long v = 0;
            try {
                v = std::stoul(item, &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (item.empty() || used != item.size())
                throw std::invalid_argument("platform.placement_list = \"" + list + "\": \"" + item +
                                            "\" is not a router number");
            if (v >= positions)
                throw std::invalid_argument("platform.placement_list = \"" + list + "\": router " + item +
                                            " does not exist (this network has routers 0.." +
                                            std::to_string(positions - 1) + ")");
            if (seen[v])
                throw std::invalid_argument("platform.placement_list = \"" + list + "\": router " + item +
                                            " is named twice (the list must be a permutation)");
            seen[v] = true;
            given.push_back(unsigned(v));
            at_char = comma + 1;
        }
        if (given.size() != nodes)
            throw std::invalid_argument("platform.placement_list = \"" + list + "\" places " +
                                        std::to_string(given.size()) + " nodes; the platform has " +
                                        std::to_string(nodes));
        return given;
    } else if (kind != "identity") {
        throw std::invalid_argument("platform.placement = \"" + kind + "\": must be identity, snake, random or list");
    }
    if (nodes > positions) throw std::invalid_argument("more nodes than places on the network");
    at.resize(nodes);
    return at;
}

const std::vector<Topology>& topologies() {
    static const std::vector<Topology> list = {
        {"ring", "the paper's unidirectional ring (Fig. 4): node i feeds node i+1 (mod p) over its own FSL links",
         build_ring},
        {"p2p", "a point-to-point FSL link (as the ring's) for every logical link, between any two nodes",
         build_p2p},
        {"biring", "two rings of routers in opposite directions; the shorter way round", build_biring},
        {"mesh", "a 2D mesh of routers, ceil(sqrt(p)) wide; XY routing", build_mesh},
        {"torus", "a 2D torus of routers (a mesh with wrap-around links); XY routing, the shorter way", build_torus},
        {"crossbar", "a direct router link between every pair of nodes: one hop", build_crossbar},
        {"bus", "one shared medium: one word per cycle for all nodes, round-robin", build_bus},
    };
    return list;
}

const Topology& topology(std::string_view name) {
    if (const Topology* t = find_named(topologies(), name)) return *t;
    throw std::invalid_argument("platform.topology = \"" + std::string(name) + "\": must be one of " +
                                topology_names());
}

std::string topology_names() { return joined_names(topologies()); }

const std::vector<NetworkMode>& network_modes() {
    static const std::vector<NetworkMode> list = {
        {"timestamped",
         "the fast path: links and routers compute when each word arrives and wake only when something can "
         "happen (FslLink, RoutedNetwork)",
         timestamped_links, routed_module<RoutedNetwork>},
        {"clocked",
         "the independent reference: a clock edge every cycle advances each delay line, router pipeline and "
         "arbiter and registers the full/empty flags (ClockedNetwork); the same cycles, slower",
         clocked_links, routed_module<ClockedNetwork>},
    };
    return list;
}

const NetworkMode& network_mode(std::string_view name) {
    if (const NetworkMode* m = find_named(network_modes(), name)) return *m;
    throw std::invalid_argument("run.network = \"" + std::string(name) + "\": must be one of " +
                                joined_names(network_modes()));
}

}  // namespace montsim::net
