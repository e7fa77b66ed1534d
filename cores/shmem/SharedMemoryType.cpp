#include "cores/shmem/SharedMemoryType.hpp"

#include <memory>
#include <stdexcept>

#include "sim/CoreType.hpp"
#include "sim/NameTable.hpp"
#include "sim/Registration.hpp"

namespace montsim::shmem {

namespace {

const char* const kKb = "shmem.kb";
const char* const kPorts = "shmem.ports";
const char* const kArbitration = "shmem.arbitration";
const char* const kOccupancy = "shmem.occupancy";
const char* const kReadLatency = "shmem.read_latency";
const char* const kWriteLatency = "shmem.write_latency";
const char* const kBarrierLatency = "barrier.latency";
const char* const kBarrierKind = "barrier.kind";

inline constexpr Named<Arbitration> kArbitrationNames[] = {{"round_robin", Arbitration::RoundRobin},
                                                           {"fixed", Arbitration::Fixed}};
inline constexpr Named<BarrierKind> kBarrierKindNames[] = {{"hardware", BarrierKind::Hardware},
                                                           {"software", BarrierKind::Software}};

}  // namespace

SharedMemoryConfig shared_memory_config_from(const sim::Config& cfg) {
    SharedMemoryConfig c;
    c.bytes = uint32_t(cfg.get_int(kKb)) * 1024;
    c.ports = unsigned(cfg.get_int(kPorts));
    c.arbitration = value_of(kArbitrationNames, cfg.get_string(kArbitration), kArbitration);
    c.occupancy = unsigned(cfg.get_int(kOccupancy));
    c.read_latency = unsigned(cfg.get_int(kReadLatency));
    c.write_latency = unsigned(cfg.get_int(kWriteLatency));
    c.barrier_latency = uint64_t(cfg.get_int(kBarrierLatency));
    c.barrier_kind = value_of(kBarrierKindNames, cfg.get_string(kBarrierKind), kBarrierKind);
    if (c.occupancy > c.read_latency)
        throw std::invalid_argument(std::string(kOccupancy) + " = " + std::to_string(c.occupancy) + " is outside 1.." +
                                    std::to_string(c.read_latency) + " (1: pipelined, up to " + kReadLatency +
                                    " = " + std::to_string(c.read_latency) + ": one access at a time)");
    return c;
}

MONTSIM_REGISTRATION("cores/shmem", [] {
    sim::CoreType t;
    t.name = kCoreTypeName;
    t.summary = "a shared memory on a bus: an arbiter granting shmem.ports words per cycle to the cores' word "
                "accesses at 0x80000000.., and a barrier device at 0xFFFF0020 (cores/shmem)";
    t.passive = true;
    t.params = {
        sim::int_param(kKb, 256, 1, 65536, "KiB", "shared memory size"),
        sim::int_param(kPorts, 1, 1, 64, "words/cycle", "grants per cycle (ports of the shared memory)"),
        sim::choice_param(kArbitration, names_of(kArbitrationNames), "round_robin",
                          "which waiting core is granted first: round_robin (from the core after the one granted "
                          "last) or fixed (lower core first, as the LMB BRAM controller's ports)"),
        sim::int_param(kOccupancy, 1, 1, 1000, "cycles",
                       "cycles a grant holds its port: 1 = pipelined, = shmem.read_latency = one access at a "
                       "time (1..shmem.read_latency)"),
        sim::int_param(kReadLatency, 1, 1, 1000, "cycles",
                       "a load granted at cycle g lets the core's next instruction issue at g + this (LMB: 1; AXI "
                       "crossbar: 3-5)"),
        sim::int_param(kWriteLatency, 1, 1, 1000, "cycles",
                       "a store granted at g lets the next instruction issue at g + this (the store waits for its "
                       "response; a MicroBlaze AXI store was measured at 12)"),
        sim::int_param(kBarrierLatency, 1, 1, 1000000, "cycles",
                       "barrier.kind = hardware: cycles from the last core's arrival at the barrier to every core's "
                       "resume"),
        sim::choice_param(kBarrierKind, names_of(kBarrierKindNames), "hardware",
                          "hardware: the barrier device (0xFFFF0020); software: the program's barrier, a counter and "
                          "a generation word in shared memory behind the bus's mutex (0xFFFF0024), as libgomp's, "
                          "its cost from the bus"),
    };
    t.ignores = [](const sim::Config& cfg) {
        std::map<std::string, std::string> out;
        if (cfg.get_string(kBarrierKind) == name_of(kBarrierKindNames, BarrierKind::Software))
            out[kBarrierLatency] = "only with barrier.kind = hardware (a software barrier's cost comes from the bus)";
        return out;
    };
    t.stats = sim::declarations_of<SharedMemoryStats>();
    t.program_type = "nothing (a passive node)";
    t.configure = [](const sim::Config& cfg) -> sim::NodeMaker {
        return [config = shared_memory_config_from(cfg)](const sim::NodeSpec& spec, const sim::NodeContext& context) {
            return std::unique_ptr<sim::Node>(std::make_unique<SharedMemory>(spec.name.c_str(), config, context.cycle_period));
        };
    };
    t.memory = [](const sim::Config& cfg) {
        return sim::MemoryNeed{uint64_t(cfg.get_int(kKb)) * 1024, "shmem.kb = " + std::to_string(cfg.get_int(kKb)) + " KiB",
                               "lower shmem.kb"};
    };
    sim::core_types().add(std::move(t));
})

}  // namespace montsim::shmem
