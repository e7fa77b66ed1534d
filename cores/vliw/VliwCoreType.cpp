#include "cores/vliw/VliwCoreType.hpp"

#include <memory>

#include "cores/vliw/VliwMachine.hpp"
#include "sim/CoreType.hpp"
#include "sim/Registration.hpp"

namespace montsim::vliw {

namespace {
const char* const kLoad = "vliw.latency_load";
const char* const kStore = "vliw.latency_store";
const char* const kMul = "vliw.latency_mul";
const char* const kAdd = "vliw.latency_add";
}  // namespace

VliwLatency latency_from(const sim::Config& cfg) {
    VliwLatency lat;
    lat.load = static_cast<uint32_t>(cfg.get_int(kLoad));
    lat.store = static_cast<uint32_t>(cfg.get_int(kStore));
    lat.mul = static_cast<uint32_t>(cfg.get_int(kMul));
    lat.add = static_cast<uint32_t>(cfg.get_int(kAdd));
    return lat;
}

MONTSIM_REGISTRATION("cores/vliw", [] {
    sim::CoreType t;
    t.name = kCoreTypeName;
    t.summary = "Fan et al.'s VLIW shared-memory machine: p cores in lock-step, one shared single-port memory, no FSL "
                "ports; run on the executable VLIW core as a machine description (cores/vliw)";
    t.params = {sim::int_param(kLoad, 1, 1, 16, "cycles", "VLIW Load, until the word is in the register"),
                sim::int_param(kStore, 1, 1, 16, "cycles", "VLIW Store, until a Load sees the word"),
                sim::int_param(kMul, 2, 1, 16, "cycles", "VLIW Mul, until R(i+1):Ri hold the product"),
                sim::int_param(kAdd, 1, 1, 16, "cycles", "VLIW Add, Adc, Sub, until Ri and the carry are written")};
    t.program_type = "vliw::VliwProgram";
    t.configure = [](const sim::Config& cfg) -> sim::NodeMaker {
        const sim::CoreType* self = sim::core_types().find(kCoreTypeName);
        return [self, latency = latency_from(cfg)](const sim::NodeSpec& spec, const sim::NodeContext&) {
            const auto& program = sim::program_of<VliwProgram>(spec, *self);
            return std::unique_ptr<sim::Node>(std::make_unique<VliwMachine>(spec.name.c_str(), program, latency));
        };
    };
    // The shared memory is as large as the generated program asks, a few KiB.
    t.memory = [](const sim::Config&) { return sim::MemoryNeed{}; };
    sim::core_types().add(std::move(t));
})

}  // namespace montsim::vliw
