// The core types a platform can be built from, one entry each: the name a
// NodeSpec uses, what it is, which config keys configure it, and how to make
// one. --help and the docs read the same list.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cores/Node.hpp"
#include "cores/mb/MbCpu.hpp"
#include "sim/Config.hpp"
#include "sim/PlatformSpec.hpp"

namespace montsim::sim {

struct CoreType {
    std::string_view name;
    std::string_view summary;
    std::string_view program_type;  // what NodeSpec::program must hold
    // The config key prefixes that configure it ("core.", "timing.").
    std::vector<std::string> key_prefixes;
    std::unique_ptr<cores::Node> (*make)(const NodeSpec& spec, unsigned index, const Config& cfg);
    // Host memory one node takes for its modelled memories (checked before
    // any node is made).
    uint64_t (*memory_bytes)(const Config& cfg);
};

// The most modelled memory one platform may take, all nodes together.
constexpr uint64_t kMaxPlatformMemoryBytes = uint64_t{4} << 30;

const std::vector<CoreType>& core_types();

// The core type named `name`; std::invalid_argument naming the known ones.
const CoreType& core_type(std::string_view name);

// The MicroBlaze core the core.* and timing.* keys describe.
mb::CpuConfig cpu_config_from(const Config& cfg, uint32_t core_id = 0);

// The clock of the modelled MicroBlaze cores: 100 MHz, as the paper's
// Virtex-5 system. Only SystemC time (and traces) depend on it, never a
// cycle count.
constexpr double kCyclePeriodNs = 10.0;

}  // namespace montsim::sim
