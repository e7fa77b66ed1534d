#include "network/LinkParams.hpp"

namespace montsim::net {

namespace {
const char* const kLatency = "link.latency";
const char* const kDepth = "link.depth";
}  // namespace

std::vector<sim::ParamDecl> link_params() {
    return {sim::int_param(kLatency, 32, 1, int64_t{1} << 32, "cycles",
                           "TTU: cycles from a put to the earliest get of that word (ring); on a routed topology "
                           "(platform.topology) the latency of each link between routers"),
            sim::int_param(kDepth, 16, 1, 1048576, "words",
                           "FSL FIFO depth: words between put and get (see link.model for which words count)")};
}

uint64_t link_latency_from(const sim::Config& cfg) { return static_cast<uint64_t>(cfg.get_int(kLatency)); }

uint32_t link_depth_from(const sim::Config& cfg) { return static_cast<uint32_t>(cfg.get_int(kDepth)); }

}  // namespace montsim::net
