// The toy topology "toyrelay": a point-to-point link for every logical link,
// each crossing toyrelay.hops relays of link.latency cycles, so a word takes
// hops x link.latency. It builds its links with the network mode's own
// point-to-point builder (network/NetworkMode.hpp), so it runs under every
// mode and latency model, and the differential tests (which walk every
// registered topology) check it like the built-in ones.
#include <memory>
#include <stdexcept>

#include "network/LinkParams.hpp"
#include "network/NetworkMode.hpp"
#include "network/NetworkParams.hpp"
#include "sim/Registration.hpp"
#include "sim/Topology.hpp"
#include "tests/toys/Toys.hpp"

namespace montsim::toys {

namespace {

class ToyRelayNetwork : public sim::Network {
public:
    explicit ToyRelayNetwork(net::NetworkParts parts) : parts_(std::move(parts)) {}
    sim::FslPutIf& put_end(size_t link) override { return *parts_.ends.at(link).first; }
    sim::FslGetIf& get_end(size_t link) override { return *parts_.ends.at(link).second; }

private:
    net::NetworkParts parts_;
};

std::unique_ptr<sim::Network> build(const sim::NetworkRequest& request) {
    net::NetworkConfig cfg = net::network_config_from(request.cfg);
    if (cfg.link.model->carries_messages && !request.marks_messages)
        throw std::invalid_argument("toyrelay: link.model = " + cfg.link.model->name +
                                    " needs a program that marks its messages");
    cfg.link.latency *= uint64_t(request.cfg.get_int(kToyRelayHops));
    std::vector<std::string> names;
    for (const auto& l : request.links) {
        if (l.from_node >= request.nodes || l.to_node >= request.nodes)
            throw std::invalid_argument("toyrelay: a link to or from a node that does not exist");
        names.push_back("relay_" + std::to_string(l.from_node) + "_" + std::to_string(l.from_port) + "_to_" +
                        std::to_string(l.to_node) + "_" + std::to_string(l.to_port));
    }
    return std::make_unique<ToyRelayNetwork>(cfg.mode->point_to_point(cfg.link, names));
}

}  // namespace

MONTSIM_REGISTRATION("tests/toys/toyrelay", [] {
    sim::Topology t;
    t.name = "toyrelay";
    t.summary = "a point-to-point link per logical link through toyrelay.hops relays, each link.latency (a test)";
    t.params = net::link_params();
    t.params.push_back(sim::int_param(kToyRelayHops, 2, 1, 16, "relays", "relays each link crosses"));
    t.consults = {"run.network", "link.model"};
    t.build = build;
    sim::topologies().add(t);
})

}  // namespace montsim::toys
