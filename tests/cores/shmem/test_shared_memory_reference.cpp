// The differential test of the shared memory's arbiter: SharedMemory (a
// SystemC thread that jumps from grant to grant) against a clocked arbiter
// written apart from it here, one cycle at a time from the timing rules of
// SharedMemory.hpp. Random masters issue random reads and writes back to
// back or after a gap, under random ports, occupancy, latencies and both
// arbitrations; every access's next-issue cycle and every value read must
// agree.
#include <catch2/catch.hpp>
#include <algorithm>
#include <memory>
#include <random>
#include <sstream>
#include <systemc>
#include <vector>

#include "cores/shmem/SharedMemory.hpp"
#include "sim/CoreType.hpp"
#include "sim/SimContext.hpp"

using namespace montsim;

namespace {

const sc_core::sc_time kPeriod(sim::kCyclePeriodNs, sc_core::SC_NS);
constexpr uint32_t kWords = 8;  // few addresses: reads often see another master's writes

struct Access {
    bool write = false;
    uint32_t addr = 0, value = 0;
    uint64_t gap = 0;  // cycles from the previous access's next issue (from 0 for the first)
};
using Program = std::vector<Access>;

// What a run gives: per master, per access, the next-issue cycle and the
// word read (0 for a write).
struct Outcome {
    std::vector<std::vector<uint64_t>> next;
    std::vector<std::vector<uint32_t>> read;
    bool operator==(const Outcome& o) const { return next == o.next && read == o.read; }
};

// The reference: every cycle, the requests registered before it (issued at
// an earlier cycle) are ranked (fixed: by master; round robin: from the
// master after the last one granted) and take the free ports in that order.
Outcome clocked_arbiter(const shmem::SharedMemoryConfig& cfg, const std::vector<Program>& programs) {
    const size_t n = programs.size();
    Outcome out{std::vector<std::vector<uint64_t>>(n), std::vector<std::vector<uint32_t>>(n)};
    std::vector<uint32_t> memory(kWords, 0);
    std::vector<size_t> at(n, 0);        // the access each master is on
    std::vector<uint64_t> issue(n, 0);   // its issue cycle
    std::vector<uint64_t> port_busy_until(cfg.ports, 0);
    size_t pointer = 0;
    size_t left = 0;
    for (size_t m = 0; m < n; ++m) {
        if (!programs[m].empty()) issue[m] = programs[m][0].gap;
        left += programs[m].size();
    }
    for (uint64_t cycle = 0; left > 0; ++cycle) {
        std::vector<size_t> asking;
        for (size_t m = 0; m < n; ++m)
            if (at[m] < programs[m].size() && issue[m] < cycle) asking.push_back(m);
        const auto rank = [&](size_t m) {
            return cfg.arbitration == shmem::Arbitration::Fixed ? m : (m + n - pointer) % n;
        };
        std::stable_sort(asking.begin(), asking.end(), [&](size_t a, size_t b) { return rank(a) < rank(b); });
        for (const size_t m : asking) {
            size_t port = 0;
            while (port < cfg.ports && port_busy_until[port] > cycle) ++port;
            if (port == cfg.ports) break;
            port_busy_until[port] = cycle + cfg.occupancy;
            const Access& a = programs[m][at[m]];
            if (a.write) memory[a.addr] = a.value;
            out.read[m].push_back(a.write ? 0 : memory[a.addr]);
            const uint64_t next = cycle + (a.write ? cfg.write_latency : cfg.read_latency);
            out.next[m].push_back(next);
            pointer = (m + 1) % n;
            --left;
            if (++at[m] < programs[m].size()) issue[m] = next + programs[m][at[m]].gap;
        }
    }
    return out;
}

// A master running its program through the shared memory's bus end.
struct SequenceMaster : sc_core::sc_module {
    SC_HAS_PROCESS(SequenceMaster);
    SequenceMaster(sc_core::sc_module_name name, sim::BusMasterIf& end, const Program& program)
        : sc_module(name), end_(end), program_(program) {
        SC_THREAD(run);
    }
    void run() {
        uint64_t ready = 0;  // the cycle the next access may issue
        for (const Access& a : program_) {
            const uint64_t issue = ready + a.gap;
            const uint64_t now = sc_core::sc_time_stamp().value() / kPeriod.value();
            if (issue > now) wait(kPeriod * double(issue - now));
            uint32_t data = a.value;
            const sim::BusDone done = a.write ? end_.write(issue, a.addr * 4, data) : end_.read(issue, a.addr * 4, data);
            next.push_back(done.next);
            read.push_back(a.write ? 0 : data);
            ready = done.next;
        }
    }
    sim::BusMasterIf& end_;
    Program program_;
    std::vector<uint64_t> next;
    std::vector<uint32_t> read;
};

Outcome shared_memory(const shmem::SharedMemoryConfig& cfg, const std::vector<Program>& programs) {
    sim::FreshSimContext context;
    shmem::SharedMemory memory("bus", cfg, kPeriod);
    std::vector<std::unique_ptr<SequenceMaster>> masters;
    for (size_t m = 0; m < programs.size(); ++m)
        masters.push_back(std::make_unique<SequenceMaster>(
            ("m" + std::to_string(m)).c_str(), memory.bus_slave_end(unsigned(m), "core" + std::to_string(m)),
            programs[m]));
    sc_core::sc_start();
    Outcome out;
    for (const auto& m : masters) {
        out.next.push_back(m->next);
        out.read.push_back(m->read);
    }
    return out;
}

template <typename T>
T draw(std::mt19937_64& rng, std::initializer_list<T> values) {
    return *(values.begin() + rng() % values.size());
}

}  // namespace

TEST_CASE("shared memory = a clocked arbiter written apart: random masters, ports, occupancy and latencies",
          "[shmem][shmem-reference]") {
    std::mt19937_64 rng(20261128);
    constexpr unsigned kCases = 300;
    unsigned contended = 0;  // cases in which some access waited for a port
    for (unsigned c = 0; c < kCases; ++c) {
        shmem::SharedMemoryConfig cfg;
        cfg.bytes = 4096;
        cfg.ports = draw(rng, {1u, 1u, 2u, 3u});
        cfg.occupancy = draw(rng, {1u, 1u, 2u, 4u});
        cfg.read_latency = draw(rng, {1u, 2u, 4u});
        cfg.write_latency = draw(rng, {1u, 2u, 3u});
        cfg.arbitration = draw(rng, {shmem::Arbitration::RoundRobin, shmem::Arbitration::Fixed});
        std::vector<Program> programs(draw(rng, {1u, 2u, 3u, 4u, 6u}));
        for (Program& p : programs) {
            p.resize(1 + rng() % 10);
            for (Access& a : p) {
                a.write = rng() % 3 == 0;
                a.addr = uint32_t(rng() % kWords);
                a.value = uint32_t(rng());
                a.gap = draw(rng, {0u, 0u, 0u, 1u, 2u, 5u});  // mostly back to back
            }
        }
        std::ostringstream what;
        what << "ports " << cfg.ports << ", occupancy " << cfg.occupancy << ", read/write latency "
             << cfg.read_latency << "/" << cfg.write_latency << ", "
             << (cfg.arbitration == shmem::Arbitration::Fixed ? "fixed" : "round_robin") << ", " << programs.size()
             << " masters";
        INFO(what.str());
        const Outcome reference = clocked_arbiter(cfg, programs);
        CHECK(shared_memory(cfg, programs) == reference);
        // A case where a master waited: its next issue is later than issue + latency.
        for (size_t m = 0; m < programs.size(); ++m) {
            uint64_t ready = 0;
            for (size_t k = 0; k < programs[m].size(); ++k) {
                const Access& a = programs[m][k];
                const uint64_t fastest = ready + a.gap + 1 + (a.write ? cfg.write_latency : cfg.read_latency);
                if (reference.next[m][k] > fastest) {
                    ++contended;
                    m = programs.size() - 1;
                    break;
                }
                ready = reference.next[m][k];
            }
        }
    }
    // The test must see contention to test the arbitration at all.
    CHECK(contended > kCases / 3);
    WARN("shared-memory differential cases: " << kCases << ", " << contended << " with an access waiting for a port");
}
