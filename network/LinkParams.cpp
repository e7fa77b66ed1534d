#include "network/LinkParams.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>

namespace montsim::net {

namespace {
const char* const kLatency = "link.latency";
const char* const kDepth = "link.depth";
}  // namespace

std::vector<sim::ParamDecl> link_params() {
    return {sim::int_param(kLatency, 32, 1, int64_t{1} << 32, "cycles",
                           "TTU: cycles from a put to the earliest get of that word (ring); on a routed topology "
                           "(platform.topology) the latency of each link between routers, at most " +
                               std::to_string(kMaxRoutedLinkLatency)),
            sim::int_param(kDepth, 16, 1, 1048576, "words",
                           "FSL FIFO depth: words between put and get (see link.model for which words count)")};
}

void check_link_shape(uint64_t latency, uint64_t depth) {
    const std::vector<sim::ParamDecl> decls = link_params();
    const std::pair<const sim::ParamDecl&, uint64_t> values[] = {{decls[0], latency}, {decls[1], depth}};
    for (const auto& [decl, value] : values) {
        const sim::Value v = value > uint64_t(INT64_MAX) ? sim::Value(INT64_MAX) : sim::Value(int64_t(value));
        if (!decl.accept(v)) throw std::invalid_argument(decl.rejection(v));
    }
}

uint64_t link_latency_from(const sim::Config& cfg) { return static_cast<uint64_t>(cfg.get_int(kLatency)); }

uint32_t link_depth_from(const sim::Config& cfg) { return static_cast<uint32_t>(cfg.get_int(kDepth)); }

}  // namespace montsim::net
