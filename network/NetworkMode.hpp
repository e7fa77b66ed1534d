// How a network is simulated (run.network): the timestamped fast path or
// the clocked reference, one registry entry each. A topology says what to
// build (point-to-point links, or routers over a graph) and the mode builds
// it from its own modules; the two modes are separate code (the reference
// must be independent), with the same channel ends.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "network/FslLink.hpp"
#include "network/RoutedNetwork.hpp"
#include "sim/Registry.hpp"

namespace montsim::net {

// What a mode built: the modules (owned here) and, per logical link in
// request order, the channel ends its put port and its get port bind to.
struct NetworkParts {
    std::vector<std::unique_ptr<sc_core::sc_module>> modules;
    std::vector<std::pair<FslPutIf*, FslGetIf*>> ends;
    const RoutedStats* routed = nullptr;  // set for routers (hops, link use)
    std::vector<const LineStats*> line_stats;  // each ring link's, under its latency model
};

struct NetworkMode : sim::Model {
    // The point-to-point FSL links, logical link k named names[k].
    std::function<NetworkParts(const FslLinkConfig& link, const std::vector<std::string>& names)> point_to_point;
    // Routers (or a bus) carrying links[k] = (source router, destination router).
    std::function<NetworkParts(RouterGraph graph, const RouterConfig& cfg,
                               const std::vector<std::pair<unsigned, unsigned>>& links)>
        routed;
    // The independent reference every other mode is checked against (the
    // differential tests, tests/network/test_clocked_reference.cpp): one
    // mode is, the clocked one.
    bool is_reference = false;
    // Optional: what point_to_point refuses for these links, checked before
    // anything is built (Topology::check; the clocked mode: a latency model
    // without a clocked form).
    std::function<void(const FslLinkConfig& link)> check_links;

    std::vector<std::pair<std::string, std::string>> facts() const override {
        return {{"the reference", is_reference ? "yes: the other modes are checked against it" : "no"}};
    }
};

// Every mode, chosen by run.network (timestamped the default: Model::is_default).
sim::Registry<NetworkMode>& network_modes();

// The mode marked is_reference; std::logic_error if none is.
const NetworkMode& reference_network_mode();

}  // namespace montsim::net
