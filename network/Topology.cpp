#include "network/Topology.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <random>
#include <stdexcept>

#include "network/LatencyModel.hpp"
#include "network/LinkParams.hpp"
#include "network/NetworkMode.hpp"
#include "sim/Topology.hpp"
#include "sim/Registration.hpp"

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
void check_p2p(const NetworkRequest& r) {
    if (r.net.link.model->carries_messages && !r.marks_messages)
        throw std::invalid_argument("link.model = " + r.net.link.model->name +
                                    " carries whole messages, each ended by a word put with the FSL control bit, and "
                                    "this point's program does not mark its messages (pshs does with "
                                    "scheme.mark_messages = true)");
    if (r.net.mode->check_links) r.net.mode->check_links(r.net.link);
    for (const auto& l : r.links) check_nodes_exist(r, l);
}

NetworkParts build_p2p(const NetworkRequest& r) {
    check_p2p(r);
    std::vector<std::string> names;
    for (const auto& l : r.links) names.push_back(link_name(l));
    return r.net.mode->point_to_point(r.net.link, names);
}

// The pSHS paper's Fig. 4: node i's links go to node (i+1) mod n only, each
// logical link its own point-to-point FSL.
void check_ring(const NetworkRequest& r) {
    for (const auto& l : r.links) {
        check_nodes_exist(r, l);
        if (l.to_node != (l.from_node + 1) % r.nodes)
            throw std::invalid_argument("platform.topology = \"ring\" links node i to node i+1 (mod " +
                                        std::to_string(r.nodes) + ") only, but the scheme needs a link from node " +
                                        std::to_string(l.from_node) + " to node " + std::to_string(l.to_node) +
                                        " (platform.topology = \"p2p\" gives any link its own FSL link)");
    }
    check_p2p(r);
}

NetworkParts build_ring(const NetworkRequest& r) {
    check_ring(r);
    return build_p2p(r);
}

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

// What every routed topology checks: the links' nodes, the placement of
// the nodes on `routers` routers laid out `width` wide, the link latency.
// Returns the placement.
std::vector<unsigned> check_routed(const NetworkRequest& r, unsigned routers, unsigned width) {
    for (const auto& l : r.links) check_nodes_exist(r, l);
    if (r.net.link.latency > 1'000'000)
        throw std::invalid_argument("link.latency = " + std::to_string(r.net.link.latency) +
                                    ": a routed topology's links take at most 1000000 cycles");
    return placement(r.net.placement, r.nodes, routers, width, r.net.placement_seed, r.net.placement_list);
}

// The routed network of a graph, its logical links placed.
NetworkParts build_routed(const NetworkRequest& r, RouterGraph graph, unsigned width) {
    const std::vector<unsigned> at = check_routed(r, graph.routers, width);
    std::vector<std::pair<unsigned, unsigned>> links;
    for (const auto& l : r.links) links.emplace_back(at[l.from_node], at[l.to_node]);
    RouterConfig cfg = r.net.router;
    cfg.receive_depth = r.net.link.depth;
    cfg.link_latency = static_cast<uint32_t>(r.net.link.latency);  // link.latency: each link between routers
    cfg.cycle_ns = r.net.link.cycle_ns;
    return r.net.mode->routed(std::move(graph), cfg, links);
}

// Mesh and torus: routers on a w x h grid, links to the four neighbours
// (wrapping around on a torus); dimension-order (XY) routing: along x
// first, then y; on a torus the shorter way round (ties: +).
NetworkParts build_grid(const NetworkRequest& r, bool torus) {
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
    return build_routed(r, std::move(g), w);
}

NetworkParts build_mesh(const NetworkRequest& r) { return build_grid(r, false); }
NetworkParts build_torus(const NetworkRequest& r) { return build_grid(r, true); }

void check_grid(const NetworkRequest& r) {
    const auto [w, h] = grid_of(r.nodes, r.net.grid_width, r.net.grid_height);
    check_routed(r, w * h, w);
}

// A routed topology with a router per node, in a line (biring, crossbar, bus).
void check_line(const NetworkRequest& r) { check_routed(r, r.nodes, r.nodes); }

// Two rings in opposite directions through routers: the shorter way round
// (ties: the paper's direction, i to i+1).
NetworkParts build_biring(const NetworkRequest& r) {
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
NetworkParts build_crossbar(const NetworkRequest& r) {
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
NetworkParts build_bus(const NetworkRequest& r) {
    RouterGraph g;
    g.routers = r.nodes;
    g.out.resize(r.nodes);
    g.bus = true;
    return build_routed(r, std::move(g), r.nodes);
}

}  // namespace

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

namespace {

// What a topology built, as the engine sees it: the channel ends, and the
// network's statistics group.
class BuiltNetwork : public sim::Network {
public:
    BuiltNetwork(NetworkParts parts, std::vector<LogicalLink> links)
        : parts_(std::move(parts)), links_(std::move(links)) {}
    sim::FslPutIf& put_end(size_t link) override { return *parts_.ends.at(link).first; }
    sim::FslGetIf& get_end(size_t link) override { return *parts_.ends.at(link).second; }
    sim::Stats stat_group() const override {
        sim::Stats stats = routed_stats();
        for (const auto& s : rule_stats()) stats.push_back(s);
        return stats;
    }

private:
    // A routed topology's hops per logical link and its busiest link (one
    // word per cycle: its words are its busy cycles).
    sim::Stats routed_stats() const {
        const RoutedStats* routed = parts_.routed;
        if (!routed || links_.empty()) return {};
        RoutedNetworkStats st;
        unsigned max_hops = 0, total = 0;
        std::string hops;
        for (unsigned k = 0; k < links_.size(); ++k) {
            const unsigned h = routed->hops(k);
            max_hops = std::max(max_hops, h);
            total += h;
            hops += (hops.empty() ? "" : " ") + std::to_string(links_[k].from_node) + "->" +
                    std::to_string(links_[k].to_node) + ":" + std::to_string(h);
        }
        std::string busiest = "none";
        uint64_t words = 0;
        for (const auto& [from, to, n] : routed->link_words())
            if (n > words) words = n, busiest = "router " + std::to_string(from) + "->" + std::to_string(to);
        st.max_hops = max_hops;
        st.mean_hops = double(total) / double(links_.size());
        st.hops = hops;
        st.busiest_link = busiest;
        st.busiest_link_words = words;
        return st.values();
    }
    // The latency model's statistics, summed over the links (integers; the
    // first link's value otherwise).
    sim::Stats rule_stats() const {
        sim::Stats sum;
        for (const LineStats* line : parts_.line_stats)
            for (const auto& stat : line->stats()) {
                auto it = std::find_if(sum.begin(), sum.end(), [&](const auto& s) { return s.first == stat.first; });
                if (it == sum.end()) sum.push_back(stat);
                else if (auto* i = std::get_if<int64_t>(&it->second)) *i += std::get<int64_t>(stat.second);
            }
        return sum;
    }

    NetworkParts parts_;
    std::vector<LogicalLink> links_;
};

using Builder = NetworkParts (*)(const NetworkRequest&);
using Checker = void (*)(const NetworkRequest&);

// The routers a topology makes for a request and the links between them
// (what its memory grows with, beside the logical links' FIFOs).
struct RouterCount {
    uint64_t routers = 0, links = 0;
};
using RouterCounter = RouterCount (*)(const NetworkRequest&);

RouterCount no_routers(const NetworkRequest&) { return {}; }
RouterCount grid_routers(const NetworkRequest& r, bool torus) {
    const auto [w, h] = grid_of(r.nodes, r.net.grid_width, r.net.grid_height);
    const uint64_t W = w, H = h;
    if (torus) return {W * H, W * H * ((W > 1 ? 2 : 0) + (H > 1 ? 2 : 0))};
    return {W * H, 2 * (W - 1) * H + 2 * W * (H - 1)};
}
RouterCount mesh_routers(const NetworkRequest& r) { return grid_routers(r, false); }
RouterCount torus_routers(const NetworkRequest& r) { return grid_routers(r, true); }
RouterCount biring_routers(const NetworkRequest& r) { return {r.nodes, r.nodes > 1 ? 2 * uint64_t(r.nodes) : 0}; }
RouterCount crossbar_routers(const NetworkRequest& r) {
    return {r.nodes, uint64_t(r.nodes) * (r.nodes > 0 ? r.nodes - 1 : 0)};
}
RouterCount bus_routers(const NetworkRequest& r) { return {r.nodes, 0}; }

// Host memory of the network, measured (peak RSS less a ring's): about
// 32 bytes a FIFO word (pSHS on 256 cores takes 8.2 GiB at link.depth =
// 1048576), about 1 KiB a router and 1.4 KiB a link between routers (a
// 128 x 128 mesh: 16,384 routers and 65,024 links, 110 MiB; a crossbar of
// 128: 16,256 links, 23 MiB). Rounded up to 1.5 KiB each.
constexpr uint64_t kFifoWordBytes = 32, kRouterBytes = 1536, kRouterLinkBytes = 1536;

sim::Topology topology(std::string name, std::string summary, Checker check, RouterCounter routers, Builder build,
                       bool routed, bool grid = false) {
    sim::Topology t;
    t.name = std::move(name);
    t.summary = std::move(summary);
    t.params = link_params();
    // Every topology's links follow run.network; a direct link also applies
    // the latency model link.model chooses, a routed network does not (its
    // links between routers take link.latency as it is).
    t.consults = {"run.network"};
    if (!routed) t.consults.push_back("link.model");
    if (routed) {
        for (auto& d : routed_params()) t.params.push_back(std::move(d));
        if (grid)
            for (auto& d : grid_params()) t.params.push_back(std::move(d));
        t.stats = sim::declarations_of<RoutedNetworkStats>();
    }
    // Each logical link holds a FIFO of link.depth words (a ring's or p2p's
    // link, a routed network's receive FIFO); a routed network adds its
    // routers and the links between them. The larger part names the remedy.
    t.check = [check](const sim::NetworkRequest& request) {
        check(NetworkRequest{request.nodes, request.links, network_config_from(request.cfg), request.marks_messages});
    };
    t.memory = [routers, grid, name = t.name](const sim::NetworkRequest& request) {
        const NetworkRequest r{request.nodes, request.links, network_config_from(request.cfg), request.marks_messages};
        const uint64_t depth = r.net.link.depth;
        const uint64_t fifos = uint64_t(request.links.size()) * depth * kFifoWordBytes;
        const RouterCount count = routers(r);
        const uint64_t fabric = count.routers * kRouterBytes + count.links * kRouterLinkBytes;
        if (fabric > fifos)
            return sim::MemoryNeed{fifos + fabric,
                                   "platform.topology = " + name + ": " + std::to_string(count.routers) +
                                       " routers and " + std::to_string(count.links) + " links between them",
                                   grid ? "lower platform.grid_width and platform.grid_height"
                                        : "lower scheme.p or choose a topology with fewer links"};
        return sim::MemoryNeed{fifos + fabric,
                               "link.depth = " + std::to_string(depth) + " words on each of " +
                                   std::to_string(request.links.size()) + " links",
                               "lower link.depth"};
    };
    t.build = [build](const sim::NetworkRequest& request) -> std::unique_ptr<sim::Network> {
        const NetworkRequest r{request.nodes, request.links, network_config_from(request.cfg),
                               request.marks_messages};
        return std::make_unique<BuiltNetwork>(build(r), request.links);
    };
    return t;
}

}  // namespace

MONTSIM_REGISTRATION("network/topologies", [] {
    auto& list = sim::topologies();
    sim::Topology ring = topology(
        "ring", "the paper's unidirectional ring (Fig. 4): node i feeds node i+1 (mod p) over its own FSL links",
        check_ring, no_routers, build_ring, false);
    ring.is_default = true;  // the paper's
    list.add(std::move(ring));
    list.add(topology("p2p", "a point-to-point FSL link (as the ring's) for every logical link, between any two nodes",
                      check_p2p, no_routers, build_p2p, false));
    list.add(topology("biring", "two rings of routers in opposite directions; the shorter way round", check_line, biring_routers, build_biring, true));
    list.add(topology("mesh",
                      "a 2D mesh of routers, ceil(sqrt(p)) wide or platform.grid_width x platform.grid_height; "
                      "XY routing",
                      check_grid, mesh_routers, build_mesh, true, true));
    list.add(topology("torus", "a 2D torus of routers (a mesh with wrap-around links); XY routing, the shorter way",
                      check_grid, torus_routers, build_torus, true, true));
    list.add(topology("crossbar", "a direct router link between every pair of nodes: one hop", check_line, crossbar_routers, build_crossbar, true));
    list.add(topology("bus", "one shared medium: one word per cycle for all nodes, round-robin", check_line, bus_routers, build_bus, true));
})

}  // namespace montsim::net
