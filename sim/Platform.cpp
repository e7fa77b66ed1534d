#include "sim/Platform.hpp"

#include <algorithm>

#include "sim/CoreTypes.hpp"

namespace montsim::sim {

net::FslLinkConfig link_config_from(const Config& cfg) {
    net::FslLinkConfig link;
    link.latency = static_cast<uint64_t>(cfg.get_int("link.latency"));
    link.depth = static_cast<uint32_t>(cfg.get_int("link.depth"));
    link.model = &net::latency_model(cfg.get_string("link.model"));
    link.cycle_ns = kCyclePeriodNs;
    return link;
}

Platform::Platform(const PlatformSpec& spec, const Config& cfg)
    : cycle_limit_(static_cast<uint64_t>(cfg.get_int("run.cycle_limit"))) {
    const int64_t cores = cfg.get_int("platform.cores");
    if (cores != 0 && cores != int64_t(spec.nodes.size()))
        throw std::invalid_argument("platform.cores = " + std::to_string(cores) + ", but the scheme runs on " +
                                    std::to_string(spec.nodes.size()) + " node(s); set it to 0 or " +
                                    std::to_string(spec.nodes.size()));
    if (spec.nodes.empty()) throw std::invalid_argument("a platform needs at least one node");
    uint64_t memory = 0;
    for (const auto& n : spec.nodes) memory += core_type(n.type).memory_bytes(cfg);
    if (memory > kMaxPlatformMemoryBytes)
        throw std::invalid_argument("the platform's " + std::to_string(spec.nodes.size()) + " nodes need " +
                                    std::to_string(memory >> 20) + " MiB of modelled memory (core.memory_kb = " +
                                    std::to_string(cfg.get_int("core.memory_kb")) + " KiB each), more than the " +
                                    std::to_string(kMaxPlatformMemoryBytes >> 20) +
                                    " MiB montsim allows per simulation; lower core.memory_kb");
    for (unsigned i = 0; i < spec.nodes.size(); ++i)
        nodes_.push_back(core_type(spec.nodes[i].type).make(spec.nodes[i], i, cfg));

    net::NetworkRequest request;
    request.nodes = size();
    request.links = spec.links;
    request.link = link_config_from(cfg);
    net::validate(request.link);
    request.router.latency = static_cast<uint32_t>(cfg.get_int("router.latency"));
    request.router.buffer = static_cast<uint32_t>(cfg.get_int("router.buffer"));
    request.placement = cfg.get_string("platform.placement");
    request.placement_seed = static_cast<uint64_t>(cfg.get_int("platform.placement_seed"));
    if (cfg.has("platform.placement_list")) request.placement_list = cfg.get_string("platform.placement_list");
    request.mode = cfg.get_string("run.network");
    network_ = net::topology(cfg.get_string("platform.topology")).build(request);
    for (size_t k = 0; k < spec.links.size(); ++k) {
        const net::LogicalLink& l = spec.links[k];
        nodes_.at(l.from_node)->bind_put(l.from_port, *network_.ends[k].first);
        nodes_.at(l.to_node)->bind_get(l.to_port, *network_.ends[k].second);
    }

    // Sync-free transfers for all nodes or for none (cores/Node.hpp).
    const bool sync_free =
        std::all_of(nodes_.begin(), nodes_.end(), [](const auto& n) { return n->can_sync_free(); });
    for (auto& n : nodes_) n->set_sync_free(sync_free);

    // Elaboration check: a port a program uses must lead somewhere, found
    // now rather than when the program first touches it.
    for (unsigned i = 0; i < size(); ++i) {
        for (unsigned port : spec.nodes[i].uses_put)
            if (!nodes_[i]->put_bound(port))
                throw std::invalid_argument("elaboration: " + nodes_[i]->node_name() + " puts to FSL port " +
                                            std::to_string(port) + ", but no channel is bound to that port");
        for (unsigned port : spec.nodes[i].uses_get)
            if (!nodes_[i]->get_bound(port))
                throw std::invalid_argument("elaboration: " + nodes_[i]->node_name() + " gets from FSL port " +
                                            std::to_string(port) + ", but no channel is bound to that port");
    }
}

Platform::~Platform() = default;

void Platform::run() {
    sc_core::sc_start();
    std::string errors;
    for (const auto& n : nodes_)
        if (n->error()) errors += "\n  " + *n->error();
    if (!errors.empty()) throw std::runtime_error("the program failed:" + errors);
    for (const auto& n : nodes_)
        if (n->hit_cycle_limit())
            throw std::runtime_error(n->node_name() + " did not halt within run.cycle_limit = " +
                                     std::to_string(cycle_limit_) + " cycles");
    std::string blocked;
    for (const auto& n : nodes_)
        if (!n->finished()) blocked += "\n  " + n->blocked_on();
    if (!blocked.empty())
        throw std::runtime_error("deadlock: every unfinished core is blocked and no word is in flight:" + blocked);
}

uint64_t Platform::cycles() const {
    uint64_t last = 0;
    for (const auto& n : nodes_) last = std::max(last, n->cycles());
    return last;
}

}  // namespace montsim::sim
