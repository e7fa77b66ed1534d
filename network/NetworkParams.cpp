#include "network/NetworkParams.hpp"

#include "network/LatencyModel.hpp"
#include "network/NetworkMode.hpp"
#include "sim/CoreType.hpp"

namespace montsim::net {

namespace {
const char* const kRouterLatency = "router.latency";
const char* const kRouterBuffer = "router.buffer";
const char* const kPlacement = "platform.placement";
const char* const kPlacementList = "platform.placement_list";
const char* const kPlacementSeed = "platform.placement_seed";
const char* const kGridWidth = "platform.grid_width";
const char* const kGridHeight = "platform.grid_height";
}  // namespace

std::vector<sim::ParamDecl> grid_params() {
    return {sim::int_param(kGridWidth, 0, 0, 1024, "routers",
                           "mesh and torus: routers per row; 0 = ceil(sqrt(p)), or from platform.grid_height"),
            sim::int_param(kGridHeight, 0, 0, 1024, "routers",
                           "mesh and torus: rows of routers; 0 = as many as the width needs for p cores")};
}

const std::vector<std::string>& placement_names() {
    static const std::vector<std::string> names = {"identity", "snake", "random", "list"};
    return names;
}

std::vector<sim::ParamDecl> routed_params() {
    std::vector<sim::ParamDecl> list;
    list.push_back(sim::choice_param(kPlacement, placement_names(), "identity",
                                     "routed topologies: where logical core i sits: identity (router i), snake (row "
                                     "by row, every other row reversed, so ring neighbours stay mesh neighbours), "
                                     "random (a permutation from platform.placement_seed), list "
                                     "(platform.placement_list)"));
    sim::ParamDecl d;
    d.key = kPlacementList;
    d.type = sim::ParamType::Text;
    d.description = "platform.placement = list: the router of each logical core, comma-separated (\"3,0,1,2\"), "
                    "each router at most once";
    d.absent_note = "none";
    list.push_back(std::move(d));
    list.push_back(sim::int_param(kPlacementSeed, 1, 0, (int64_t{1} << 31) - 1, "",
                                  "platform.placement = random: the seed of the permutation"));
    list.push_back(sim::int_param(kRouterLatency, 1, 1, 64, "cycles",
                                  "routed topologies: from a word entering a router's input buffer to leaving it"));
    list.push_back(sim::int_param(kRouterBuffer, 4, 1, 1024, "words",
                                  "routed topologies: each router input buffer (and injection buffer); credit flow "
                                  "control keeps a router from sending into a full one"));
    return list;
}

NetworkConfig network_config_from(const sim::Config& cfg) {
    NetworkConfig n;
    n.link.latency = link_latency_from(cfg);
    n.link.depth = link_depth_from(cfg);
    n.link.model = &latency_models().chosen(cfg);
    n.link.point = &cfg;  // the links are made while the point is at hand
    n.link.cycle_ns = sim::kCyclePeriodNs;  // the link checks its shape when it is made (FslLink.hpp validate)
    n.router.latency = static_cast<uint32_t>(cfg.get_int(kRouterLatency));
    n.router.buffer = static_cast<uint32_t>(cfg.get_int(kRouterBuffer));
    n.placement = cfg.get_string(kPlacement);
    n.placement_seed = static_cast<uint64_t>(cfg.get_int(kPlacementSeed));
    if (cfg.has(kPlacementList)) n.placement_list = cfg.get_string(kPlacementList);
    n.mode = &network_modes().chosen(cfg);
    n.grid_width = static_cast<unsigned>(cfg.get_int(kGridWidth));
    n.grid_height = static_cast<unsigned>(cfg.get_int(kGridHeight));
    return n;
}

}  // namespace montsim::net
