// A pSHS point for the platform tests: s words, p cores, q columns per Task
// Block, link latency ttu under `model`, the kernel `kernel`.
#pragma once

#include <string>

#include "sim/Catalogue.hpp"

namespace montsim::test {

inline sim::Config pshs_point(unsigned s, unsigned p, unsigned q, int64_t ttu, const std::string& model = "pipelined",
                              const std::string& kernel = "mulhu") {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("pshs"));
    c.set("scheme.bits", int64_t(32 * s));
    c.set("scheme.p", int64_t(p));
    c.set("scheme.q", int64_t(q));
    c.set("link.latency", ttu);
    c.set("link.model", model);
    c.set("scheme.kernel", kernel);
    return c;
}

}  // namespace montsim::test
