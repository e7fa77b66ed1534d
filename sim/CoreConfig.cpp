#include "sim/CoreConfig.hpp"

#include <stdexcept>

namespace montsim::sim {

mb::CpuConfig cpu_config_from(const Config& cfg, uint32_t core_id) {
    mb::CpuConfig c;
    const std::string& pipeline = cfg.get_string("core.pipeline");
    if (pipeline == "5-stage") c.pipeline = mb::Pipeline::FiveStage;
    else if (pipeline == "3-stage") c.pipeline = mb::Pipeline::ThreeStage;
    else throw std::invalid_argument("core.pipeline = \"" + pipeline + "\": must be \"5-stage\" or \"3-stage\"");
    c.timing = mb::TimingTable::for_pipeline(c.pipeline);
    for (const auto& e : mb::TimingTable::entries()) {
        const std::string key = "timing." + std::string(e.name);
        if (cfg.has(key)) c.timing.set(e.name, static_cast<uint32_t>(cfg.get_int(key)));
    }
    c.use_barrel = cfg.get_bool("core.barrel");
    const std::string& mul = cfg.get_string("core.hw_mul");
    if (mul == "none") c.hw_mul = mb::HwMul::None;
    else if (mul == "mul32") c.hw_mul = mb::HwMul::Mul32;
    else if (mul == "mul64") c.hw_mul = mb::HwMul::Mul64;
    else throw std::invalid_argument("core.hw_mul = \"" + mul + "\": must be \"none\", \"mul32\" or \"mul64\"");
    c.memory_bytes = static_cast<uint32_t>(cfg.get_int("core.memory_kb") * 1024);
    c.core_id = core_id;
    return c;
}

PlatformConfig platform_config_from(const Config& cfg, unsigned cores) {
    PlatformConfig p;
    p.cores = cores;
    p.cpu = cpu_config_from(cfg);
    p.link.latency = static_cast<uint64_t>(cfg.get_int("link.latency"));
    p.link.depth = static_cast<uint32_t>(cfg.get_int("link.depth"));
    const std::string& model = cfg.get_string("link.model");
    if (model == "pipelined") p.link.model = net::LatencyModel::Pipelined;
    else if (model == "serial") p.link.model = net::LatencyModel::Serial;
    else throw std::invalid_argument("link.model = \"" + model + "\": must be \"pipelined\" or \"serial\"");
    p.topology = cfg.get_string("platform.topology");
    const std::string& timing = cfg.get_string("run.timing");
    if (timing == "decoupled") p.timing = mb::TimingMode::Decoupled;
    else if (timing == "lockstep") p.timing = mb::TimingMode::Lockstep;
    else throw std::invalid_argument("run.timing = \"" + timing + "\": must be \"decoupled\" or \"lockstep\"");
    p.cycle_limit = static_cast<uint64_t>(cfg.get_int("run.cycle_limit"));
    return p;
}

}  // namespace montsim::sim
