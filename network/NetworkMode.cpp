#include "network/NetworkMode.hpp"

#include <stdexcept>

#include "network/ClockedNetwork.hpp"
#include "sim/Registration.hpp"

namespace montsim::net {

namespace {

// The modes' builders: the same ends from either kind of module.
template <typename Module>
NetworkParts ends_of(std::unique_ptr<Module> module, size_t links) {
    NetworkParts out;
    for (unsigned k = 0; k < links; ++k) out.ends.emplace_back(&module->end(k), &module->end(k));
    out.modules.push_back(std::move(module));
    return out;
}

NetworkParts timestamped_links(const FslLinkConfig& link, const std::vector<std::string>& names) {
    NetworkParts net;
    for (const auto& name : names) {
        auto l = std::make_unique<FslLink>(name.c_str(), link);
        net.ends.emplace_back(l.get(), l.get());
        net.line_stats.push_back(&l->rule());
        net.modules.push_back(std::move(l));
    }
    return net;
}

// Either mode's routed module, its ends and its statistics.
template <typename Module>
NetworkParts routed_module(RouterGraph graph, const RouterConfig& cfg,
                           const std::vector<std::pair<unsigned, unsigned>>& links) {
    auto net = std::make_unique<Module>("network", std::move(graph), cfg, links);
    const RoutedStats* stats = net.get();
    NetworkParts out = ends_of(std::move(net), links.size());
    out.routed = stats;
    return out;
}

NetworkParts clocked_links(const FslLinkConfig& link, const std::vector<std::string>& names) {
    auto network = std::make_unique<ClockedNetwork>("network", link, names);
    std::vector<const LineStats*> line_stats = network->line_stats();
    NetworkParts out = ends_of(std::move(network), names.size());
    out.line_stats = std::move(line_stats);
    return out;
}

NetworkMode mode(std::string name, std::string summary, decltype(NetworkMode::point_to_point) p2p,
                 decltype(NetworkMode::routed) routed, bool is_default = false, bool is_reference = false) {
    NetworkMode m;
    m.is_default = is_default;
    m.is_reference = is_reference;
    m.name = std::move(name);
    m.summary = std::move(summary);
    m.point_to_point = std::move(p2p);
    m.routed = std::move(routed);
    return m;
}

}  // namespace

sim::Registry<NetworkMode>& network_modes() {
    static sim::Registry<NetworkMode> registry(
        "network mode",
        sim::Selector{"run.network",
                      "how links and routers are simulated: timestamped = the fast path; clocked = the independent "
                      "reference, a clock edge every cycle (same cycles, slower; network/README.md \"The clocked "
                      "reference\")",
                      false},
        50);
    return registry;
}

const NetworkMode& reference_network_mode() {
    for (const auto& m : network_modes().entries())
        if (m.is_reference) return m;
    throw std::logic_error("no network mode is the reference");
}

MONTSIM_REGISTRATION("network/modes", [] {
    network_modes().add(mode("timestamped",
                             "the fast path: links and routers compute when each word arrives and wake only when "
                             "something can happen (FslLink, RoutedNetwork)",
                             timestamped_links, routed_module<RoutedNetwork>, true));
    NetworkMode clocked = mode("clocked",
                               "the independent reference: a clock edge every cycle advances each delay line, router "
                               "pipeline and arbiter and registers the full/empty flags (ClockedNetwork); the same "
                               "cycles, slower",
                               clocked_links, routed_module<ClockedNetwork>, false, true);
    clocked.check_links = check_clocked_form;
    network_modes().add(std::move(clocked));
})

}  // namespace montsim::net
