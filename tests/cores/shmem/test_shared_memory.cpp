// The shared memory's arbiter and barrier, by hand-computed cases: first on
// the node alone (masters that issue at chosen cycles), then through
// MicroBlaze-like cores whose programs read the timer around a shared load,
// in both timing modes (lock-step must equal decoupled).
#include <catch2/catch.hpp>
#include <memory>
#include <systemc>
#include <vector>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/shmem/SharedMemory.hpp"
#include "cores/shmem/SharedMemoryType.hpp"
#include "sim/Catalogue.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/CoreType.hpp"
#include "sim/Platform.hpp"
#include "sim/SimContext.hpp"

using namespace montsim;

namespace {

const sc_core::sc_time kPeriod(sim::kCyclePeriodNs, sc_core::SC_NS);

// A master that issues one access (or arrives at the barrier) at a chosen
// cycle and records the cycle its next instruction may issue at.
struct Master : sc_core::sc_module {
    SC_HAS_PROCESS(Master);
    enum class Kind { Read, Write, Barrier };
    Master(sc_core::sc_module_name n, sim::BusMasterIf& end, Kind kind, uint64_t at, uint32_t addr = 0,
           uint32_t value = 0)
        : sc_module(n), end_(end), kind_(kind), at_(at), addr_(addr), value_(value) {
        SC_THREAD(run);
    }
    void run() {
        wait(kPeriod * double(at_));
        if (kind_ == Kind::Read) done = end_.read(at_, addr_, value_);
        else if (kind_ == Kind::Write) done = end_.write(at_, addr_, value_);
        else done = end_.barrier(at_);
    }
    sim::BusMasterIf& end_;
    Kind kind_;
    uint64_t at_;
    uint32_t addr_, value_;
    sim::BusDone done;
    uint32_t read_value() const { return value_; }
};

struct Access {
    Master::Kind kind;
    uint64_t at;
    uint32_t addr = 0, value = 0;
};

// Runs the masters against one shared memory; returns each one's next cycle.
std::vector<uint64_t> run_masters(const shmem::SharedMemoryConfig& cfg, const std::vector<Access>& accesses,
                                  std::vector<uint32_t>* values = nullptr, shmem::SharedMemoryStats* = nullptr) {
    sim::FreshSimContext context;
    shmem::SharedMemory memory("bus", cfg, kPeriod);
    memory.poke(8, 0x1234);
    std::vector<std::unique_ptr<Master>> masters;
    for (size_t i = 0; i < accesses.size(); ++i) {
        const Access& a = accesses[i];
        sim::BusMasterIf& end = memory.bus_slave_end(unsigned(i), "core" + std::to_string(i));
        masters.push_back(
            std::make_unique<Master>(("m" + std::to_string(i)).c_str(), end, a.kind, a.at, a.addr, a.value));
    }
    sc_core::sc_start();
    std::vector<uint64_t> next;
    for (const auto& m : masters) {
        next.push_back(m->done.next);
        if (values) values->push_back(m->read_value());
    }
    return next;
}

shmem::SharedMemoryConfig config(unsigned read_latency, unsigned occupancy = 1, unsigned ports = 1,
                                 shmem::Arbitration arb = shmem::Arbitration::RoundRobin) {
    shmem::SharedMemoryConfig c;
    c.bytes = 4096;
    c.read_latency = read_latency;
    c.write_latency = read_latency;
    c.occupancy = occupancy;
    c.ports = ports;
    c.arbitration = arb;
    c.barrier_latency = 5;
    return c;
}

}  // namespace

TEST_CASE("shared memory: two loads at cycle 10, read latency 4, by hand", "[shmem]") {
    const std::vector<Access> both = {{Master::Kind::Read, 10, 8}, {Master::Kind::Read, 10, 8}};
    // Arbitrated from 11: core 0 granted at 11 (round robin from core 0), core 1 at 12.
    CHECK(run_masters(config(4), both) == std::vector<uint64_t>{15, 16});
    // A grant holds the only port 4 cycles: core 1 at 15.
    CHECK(run_masters(config(4, 4), both) == std::vector<uint64_t>{15, 19});
    // Two ports: both at 11.
    CHECK(run_masters(config(4, 1, 2), both) == std::vector<uint64_t>{15, 15});
    std::vector<uint32_t> values;
    run_masters(config(4), both, &values);
    CHECK(values == std::vector<uint32_t>{0x1234, 0x1234});
}

TEST_CASE("shared memory: round robin turns, fixed priority does not", "[shmem]") {
    // Core 1 issues at 10, core 0 at 10 and again: with round robin core 1
    // wins the second round, with fixed priority core 0 first each time.
    const std::vector<Access> three = {{Master::Kind::Read, 10}, {Master::Kind::Read, 10}, {Master::Kind::Read, 10}};
    CHECK(run_masters(config(1, 1, 1, shmem::Arbitration::RoundRobin), three) == std::vector<uint64_t>{12, 13, 14});
    CHECK(run_masters(config(1, 1, 1, shmem::Arbitration::Fixed), three) == std::vector<uint64_t>{12, 13, 14});
    // A later request of a lower core overtakes a waiting one under fixed
    // priority: core 1 waits behind an occupancy of 3 from core 2's grant.
    const std::vector<Access> late = {{Master::Kind::Read, 12}, {Master::Kind::Read, 10}, {Master::Kind::Read, 9}};
    // core 2 granted at 10 (port until 13); at 13 core 0 (issued 12) and core 1 (issued 10) wait:
    // fixed: core 0 at 13, core 1 at 16. Round robin (next after core 2 is core 0): the same.
    CHECK(run_masters(config(3, 3, 1, shmem::Arbitration::Fixed), late) == std::vector<uint64_t>{16, 19, 13});
    // Round robin after a grant of core 0 first asks core 1.
    const std::vector<Access> rr = {{Master::Kind::Read, 1}, {Master::Kind::Read, 5}, {Master::Kind::Read, 5},
                                    {Master::Kind::Read, 4}};
    // 2: core 0; 5: core 3 (issued 4); 6: core 1 (after core 3 comes core 0, then core 1); 7: core 2.
    CHECK(run_masters(config(1), rr) == std::vector<uint64_t>{3, 7, 8, 6});
}

TEST_CASE("shared memory: a write is seen by a read granted after it", "[shmem]") {
    std::vector<uint32_t> values;
    run_masters(config(2), {{Master::Kind::Write, 10, 16, 77}, {Master::Kind::Read, 11, 16}}, &values);
    CHECK(values[1] == 77);
    values.clear();
    // Granted before the write: the old word (0).
    run_masters(config(2), {{Master::Kind::Write, 11, 16, 77}, {Master::Kind::Read, 10, 16}}, &values);
    CHECK(values[1] == 0);
}

TEST_CASE("shared memory: the barrier resumes everyone at the last arrival + latency", "[shmem]") {
    const std::vector<Access> arrivals = {
        {Master::Kind::Barrier, 100}, {Master::Kind::Barrier, 140}, {Master::Kind::Barrier, 130}};
    CHECK(run_masters(config(1), arrivals) == std::vector<uint64_t>{145, 145, 145});
}

TEST_CASE("shared memory: out-of-range keys are refused naming the range", "[shmem]") {
    sim::Config cfg = sim::default_config();
    cfg.set("shmem.read_latency", int64_t(2));
    cfg.set("shmem.occupancy", int64_t(3));
    CHECK_THROWS_WITH(shmem::shared_memory_config_from(cfg), Catch::Contains("shmem.occupancy = 3 is outside 1..2"));
    CHECK_THROWS_WITH(sim::config_from_sets({"shmem.ports=0"}), Catch::Contains("shmem.ports") && Catch::Contains("1"));
    CHECK_THROWS_WITH(sim::config_from_sets({"barrier.latency=1000001"}), Catch::Contains("1000000"));
}

namespace {

// `cores` MicroBlaze cores and one shared memory ("bus"), all cores running
// `source`; core i stores its timer readings at 0x400 + 4k of its memory.
std::unique_ptr<sim::Platform> shared_platform(unsigned cores, const std::string& source, const std::string& mode,
                                               int64_t read_latency, int64_t occupancy, int64_t ports) {
    sim::Config cfg = sim::default_config();
    cfg.set("shmem.read_latency", read_latency);
    cfg.set("shmem.write_latency", read_latency);
    cfg.set("shmem.occupancy", occupancy);
    cfg.set("shmem.ports", ports);
    cfg.set("run.timing", mode);
    const mb::Program program = mb::assemble(source, "test.s").program;
    sim::PlatformSpec spec;
    for (unsigned i = 0; i < cores; ++i) {
        sim::NodeSpec n{"microblaze", "core" + std::to_string(i), program, {}, {}};
        n.uses_bus = true;
        spec.nodes.push_back(n);
        spec.bus.push_back(sim::BusAttachment{i, 0, cores});
    }
    spec.nodes.push_back(sim::NodeSpec{shmem::kCoreTypeName, "bus", {}, {}, {}});
    auto p = std::make_unique<sim::Platform>(spec, cfg);
    p->run();
    return p;
}

// Timer at t0; a shared load; timer again (the next instruction's issue).
const char* const kLoadProgram = R"(
        .equ    TIMER, 0xFFFF0000
        .equ    HALT,  0xFFFF0010
_start: lwi     r3, r0, TIMER
        lwi     r4, r0, 0x80000008
        lwi     r5, r0, TIMER
        addk    r6, r4, r0
        swi     r3, r0, 0x400
        swi     r5, r0, 0x404
        swi     r6, r0, 0x408
        swi     r0, r0, HALT
)";

}  // namespace

TEST_CASE("shared memory through cores: the next instruction issues at grant + read latency", "[shmem]") {
    for (const char* mode : {"decoupled", "lockstep"}) {
        INFO(mode);
        struct Case {
            int64_t occupancy, ports;
            uint64_t next0, next1;  // after the load, relative to its issue cycle
        };
        for (const Case c : {Case{1, 1, 5, 6}, Case{4, 1, 5, 9}, Case{1, 2, 5, 5}}) {
            auto p = shared_platform(2, kLoadProgram, mode, 4, c.occupancy, c.ports);
            for (unsigned core = 0; core < 2; ++core) {
                const mb::MbCpu& cpu = p->node_as<mb::MbCore>(core).cpu();
                const uint32_t t0 = cpu.memory().read32(0x400), t1 = cpu.memory().read32(0x404);
                // Each lwi of a 32-bit address has its imm prefix: the shared
                // load issues at t0 + 2, the second timer read one cycle after
                // the next instruction (its imm) issues.
                CHECK(t1 - 1 - (t0 + 2) == (core == 0 ? c.next0 : c.next1));
                CHECK(cpu.memory().read32(0x408) == 0);
                CHECK(cpu.stats().bus_reads == 1);
            }
            CHECK(p->node_as<mb::MbCore>(1).cpu().stats().bus_wait_cycles == c.next1 - c.next0);
            // The platform's cycles leave the passive memory out, and
            // platform.cores counts the two cores.
            CHECK(p->cycles() == std::max(p->node(0).cycles(), p->node(1).cycles()));
        }
    }
}

TEST_CASE("shared memory through cores: byte access, range and a missing bus are errors", "[shmem]") {
    const std::string byte_load = R"(
_start: lbui    r4, r0, 0x80000008
        swi     r0, r0, 0xFFFF0010
)";
    CHECK_THROWS_WITH(shared_platform(1, byte_load, "decoupled", 1, 1, 1),
                      Catch::Contains("aligned word accesses only"));
    const std::string far = R"(
_start: lwi     r4, r0, 0x80400000
        swi     r0, r0, 0xFFFF0010
)";
    CHECK_THROWS_WITH(shared_platform(1, far, "decoupled", 1, 1, 1),
                      Catch::Contains("beyond bus's 256 KiB (shmem.kb)"));
}

TEST_CASE("shared memory: the mutex register takes the lock for one master at a time", "[shmem]") {
    const uint32_t mutex = sim::kBusMutexOffset;
    std::vector<uint32_t> values;
    // Core 0 locks at 10 (granted 11), core 1 tries at 10 (granted 12: refused), core 2 reads at 20.
    run_masters(config(1), {{Master::Kind::Write, 10, mutex, 0 << 1 | 1},
                            {Master::Kind::Write, 10, mutex, 1 << 1 | 1},
                            {Master::Kind::Read, 20, mutex}},
                &values);
    CHECK(values[2] == (0u << 1 | 1));
    values.clear();
    // A release by a core that does not hold it changes nothing; the owner's does.
    run_masters(config(1), {{Master::Kind::Write, 10, mutex, 2 << 1 | 1},
                            {Master::Kind::Write, 12, mutex, 1 << 1},
                            {Master::Kind::Read, 14, mutex},
                            {Master::Kind::Write, 16, mutex, 2 << 1},
                            {Master::Kind::Read, 18, mutex}},
                &values);
    CHECK(values[2] == (2u << 1 | 1));
    CHECK(values[4] == (2u << 1 | 0));
}
