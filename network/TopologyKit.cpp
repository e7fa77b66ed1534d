#include "network/TopologyKit.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <random>
#include <stdexcept>

#include "network/LatencyModel.hpp"
#include "network/LinkParams.hpp"
#include "network/NetworkMode.hpp"

namespace montsim::net {

namespace {

std::string link_name(const LogicalLink& l) {
    std::string name = "link_" + std::to_string(l.from_node) + "_to_" + std::to_string(l.to_node);
    if (l.from_port != 0 || l.to_port != 0)
        name += "_port" + std::to_string(l.from_port) + "_" + std::to_string(l.to_port);
    return name;
}

void check_nodes_exist(const BuildRequest& r, const LogicalLink& l) {
    if (l.from_node >= r.nodes || l.to_node >= r.nodes)
        throw std::invalid_argument("a link from node " + std::to_string(l.from_node) + " to node " +
                                    std::to_string(l.to_node) + " on a platform of " + std::to_string(r.nodes) +
                                    " nodes");
}

// What every topology of point-to-point links checks: the links' nodes,
// then (after its own rule) that a link model carrying whole messages gets
// a program that marks them, and the network mode's own limits.
void check_direct_links(const BuildRequest& r, LinkCheck own_rule) {
    for (const auto& l : r.links) check_nodes_exist(r, l);
    own_rule(r);
    if (r.net.link.model->carries_messages && !r.marks_messages)
        throw std::invalid_argument("link.model = " + r.net.link.model->name +
                                    " carries whole messages, each ended by a word put with the FSL control bit, and "
                                    "this point's program does not mark its messages (pshs does with "
                                    "scheme.mark_messages = true)");
    if (r.net.mode->check_links) r.net.mode->check_links(r.net.link);
}

NetworkParts build_direct(const BuildRequest& r) {
    std::vector<std::string> names;
    for (const auto& l : r.links) names.push_back(link_name(l));
    return r.net.mode->point_to_point(r.net.link, names);
}

// What every routed topology checks: the links' nodes, the placement of
// the nodes on the shape's routers, the link latency. Returns the placement.
std::vector<unsigned> check_routed(const BuildRequest& r, const RoutedShape& shape) {
    for (const auto& l : r.links) check_nodes_exist(r, l);
    if (r.net.link.latency > uint64_t(kMaxRoutedLinkLatency))
        throw std::invalid_argument("link.latency = " + std::to_string(r.net.link.latency) +
                                    ": a routed topology's links take at most " +
                                    std::to_string(kMaxRoutedLinkLatency) + " cycles");
    return placement(r.net.placement, r.nodes, shape.graph.routers, shape.width, r.net.placement_seed,
                     r.net.placement_list);
}

// The routed network of a shape, its logical links placed.
NetworkParts build_routed(const BuildRequest& r, RoutedShape shape) {
    const std::vector<unsigned> at = check_routed(r, shape);
    std::vector<std::pair<unsigned, unsigned>> links;
    for (const auto& l : r.links) links.emplace_back(at[l.from_node], at[l.to_node]);
    RouterConfig cfg = r.net.router;
    cfg.receive_depth = r.net.link.depth;
    cfg.link_latency = static_cast<uint32_t>(r.net.link.latency);  // link.latency: each link between routers
    cfg.cycle_ns = r.net.link.cycle_ns;
    return r.net.mode->routed(std::move(shape.graph), cfg, links);
}

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

// The routers a topology makes for a request and the links between them
// (what its memory grows with, beside the logical links' FIFOs).
struct RouterCount {
    uint64_t routers = 0, links = 0;
};

// Host memory of the network, measured (peak RSS less a ring's): about
// 32 bytes a FIFO word (pSHS on 256 cores takes 8.2 GiB at link.depth =
// 1048576), about 1 KiB a router and 1.4 KiB a link between routers (a
// 128 x 128 mesh: 16,384 routers and 65,024 links, 110 MiB; a crossbar of
// 128: 16,256 links, 23 MiB). Rounded up to 1.5 KiB each.
constexpr uint64_t kFifoWordBytes = 32, kRouterBytes = 1536, kRouterLinkBytes = 1536;

// The entry every topology shares: its parameters, what it consults, its
// memory estimate, and building its network behind the engine's interface.
sim::Topology topology(std::string name, std::string summary, std::function<void(const BuildRequest&)> check,
                       std::function<RouterCount(const BuildRequest&)> routers,
                       std::function<NetworkParts(const BuildRequest&)> build, bool routed,
                       std::vector<sim::ParamDecl> extra) {
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
        for (auto& d : extra) t.params.push_back(std::move(d));
        t.stats = sim::declarations_of<RoutedNetworkStats>();
    }
    // Each logical link holds a FIFO of link.depth words (a ring's or p2p's
    // link, a routed network's receive FIFO); a routed network adds its
    // routers and the links between them. The larger part names the remedy.
    t.check = [check](const sim::NetworkRequest& request) {
        check(BuildRequest{request.nodes, request.links, network_config_from(request.cfg), request.marks_messages});
    };
    const bool grid = !extra.empty();  // its own parameters shape its routers
    t.memory = [routers, grid, name = t.name](const sim::NetworkRequest& request) {
        const BuildRequest r{request.nodes, request.links, network_config_from(request.cfg), request.marks_messages};
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
        const BuildRequest r{request.nodes, request.links, network_config_from(request.cfg),
                               request.marks_messages};
        return std::make_unique<BuiltNetwork>(build(r), request.links);
    };
    return t;
}

}  // namespace

sim::Topology direct_topology(std::string name, std::string summary, LinkCheck check) {
    return topology(
        std::move(name), std::move(summary),
        [check](const BuildRequest& r) { check_direct_links(r, check); },
        [](const BuildRequest&) { return RouterCount{}; },
        [check](const BuildRequest& r) {
            check_direct_links(r, check);
            return build_direct(r);
        },
        false, {});
}

sim::Topology routed_topology(std::string name, std::string summary, ShapeOf shape, std::vector<sim::ParamDecl> extra) {
    return topology(
        std::move(name), std::move(summary), [shape](const BuildRequest& r) { check_routed(r, shape(r)); },
        [shape](const BuildRequest& r) {
            const RoutedShape s = shape(r);
            RouterCount count{s.graph.routers, 0};
            for (const auto& out : s.graph.out) count.links += out.size();
            return count;
        },
        [shape](const BuildRequest& r) { return build_routed(r, shape(r)); }, true, std::move(extra));
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

}  // namespace montsim::net
