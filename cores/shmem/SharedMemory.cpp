#include "cores/shmem/SharedMemory.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "sim/Mutants.hpp"

namespace montsim::shmem {

// The arbiter's mutants (sim/Mutants.hpp): each must make the differential
// test against the clocked arbiter (tests/cores/shmem) fail.
#define ARBITER_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[shmem-reference]", what)
ARBITER_SITE(kRegisteredNow, "shmem.arbiter/unregistered", "a request is arbitrated in the cycle of its issue")
ARBITER_SITE(kPointerStays, "shmem.arbiter/pointer-stays", "round robin starts again at the master it served")
ARBITER_SITE(kFixedAsRoundRobin, "shmem.arbiter/fixed-as-round-robin", "fixed priority turns like round robin")
ARBITER_SITE(kOccupancyDown, "shmem.port/occupancy-1", "a grant holds its port a cycle less")
ARBITER_SITE(kOccupancyUp, "shmem.port/occupancy+1", "a grant holds its port a cycle more")
ARBITER_SITE(kPortLost, "shmem.port/one-fewer", "one port fewer than shmem.ports (when there are several)")
ARBITER_SITE(kReadLatencyUp, "shmem.read/latency+1", "a read's next instruction issues a cycle late")
ARBITER_SITE(kReadLatencyDown, "shmem.read/latency-1", "a read's next instruction issues a cycle early")
ARBITER_SITE(kWriteAsRead, "shmem.write/read-latency", "a write waits the read latency")
#undef ARBITER_SITE

// A master's access waiting for (or holding) its grant; it lives on the
// master's stack while its thread waits.
struct SharedMemory::Request {
    unsigned master = 0;
    uint64_t issue = 0;
    bool write = false;
    uint32_t offset = 0;
    uint32_t* data = nullptr;
    sim::BusDone done;
};

// One master's end: the interface its bus port is bound to.
class SharedMemory::End : public sim::BusMasterIf {
public:
    End(SharedMemory& memory, unsigned index, std::string master_name)
        : memory_(memory), index_(index), master_name_(std::move(master_name)) {}
    sim::BusDone read(uint64_t cycle, uint32_t addr, uint32_t& data) override {
        return memory_.access(*this, cycle, false, addr, data);
    }
    sim::BusDone write(uint64_t cycle, uint32_t addr, uint32_t data) override {
        return memory_.access(*this, cycle, true, addr, data);
    }
    sim::BusDone barrier(uint64_t cycle) override { return memory_.arrive(cycle); }
    std::string describe() const override { return memory_.describe(); }

    unsigned index() const { return index_; }
    const std::string& master_name() const { return master_name_; }
    sc_core::sc_event granted;

private:
    SharedMemory& memory_;
    unsigned index_;
    std::string master_name_;
};

SharedMemory::SharedMemory(sc_core::sc_module_name name, const SharedMemoryConfig& cfg, sc_core::sc_time cycle_period)
    : sc_module(name), cfg_(cfg), period_(cycle_period), words_(cfg.bytes / 4, 0), port_free_(cfg.ports, 0) {
    SC_THREAD(arbiter_thread);
}

SharedMemory::~SharedMemory() = default;

sim::BusMasterIf& SharedMemory::bus_slave_end(unsigned, const std::string& master_name) {
    ends_.push_back(std::make_unique<End>(*this, unsigned(ends_.size()), master_name));
    return *ends_.back();
}

void SharedMemory::check_offset(uint32_t offset, const End& end) const {
    if (offset >= cfg_.bytes && offset != sim::kBusMutexOffset) {
        std::ostringstream os;
        os << end.master_name() << ": shared address 0x" << std::hex << offset << std::dec << " lies beyond "
           << node_name() << "'s " << cfg_.bytes / 1024 << " KiB (shmem.kb)";
        throw std::invalid_argument(os.str());
    }
}

uint32_t SharedMemory::peek(uint32_t offset) const {
    if (offset % 4 != 0 || offset >= cfg_.bytes)
        throw std::invalid_argument(node_name() + ": no word at byte offset " + std::to_string(offset));
    return words_[offset / 4];
}

void SharedMemory::poke(uint32_t offset, uint32_t value) {
    if (offset % 4 != 0 || offset >= cfg_.bytes)
        throw std::invalid_argument(node_name() + ": no word at byte offset " + std::to_string(offset) +
                                    " (shmem.kb = " + std::to_string(cfg_.bytes / 1024) + ")");
    words_[offset / 4] = value;
}

uint64_t SharedMemory::now_cycle() const { return sc_core::sc_time_stamp().value() / period_.value(); }

sim::BusDone SharedMemory::access(End& end, uint64_t cycle, bool write, uint32_t offset, uint32_t& data) {
    check_offset(offset, end);
    Request r;
    r.master = end.index();
    r.issue = cycle;
    r.write = write;
    r.offset = offset;
    r.data = &data;
    pending_.push_back(&r);
    request_event_.notify(sc_core::SC_ZERO_TIME);
    sc_core::wait(end.granted);
    return r.done;
}

// Grants cycle by cycle while requests wait. A request issued at t takes
// part from t + 1; since every master registers its request at the SystemC
// time of its issue, all requests that can take part in cycle c are in by
// the time the arbiter runs at c, whatever the order of the host's threads.
namespace {
// A wait for a port past this is starvation (the longest fair wait is a
// round of the other masters' occupancy: a few thousand cycles at most).
constexpr uint64_t kStarvedCycles = 1'000'000;
}  // namespace

void SharedMemory::arbiter_thread() {
    std::vector<Request*>& eligible = eligible_;  // a member: this thread never returns to free a local
    for (;;) {
        while (pending_.empty()) wait(request_event_);
        const uint64_t now = now_cycle();
        uint64_t c = UINT64_MAX;
        const uint64_t registered = !MONTSIM_MUTANT_ON(kRegisteredNow);  // cycles from issue to arbitration
        for (const Request* r : pending_) c = std::min(c, r->issue + registered);
        const auto ports_end = port_free_.end() - (MONTSIM_MUTANT_ON(kPortLost) && port_free_.size() > 1);
        c = std::max({c, now, *std::min_element(port_free_.begin(), ports_end)});
        if (c > now) {
            wait(period_ * double(c - now));
            continue;
        }
        eligible.clear();
        for (Request* r : pending_)
            if (r->issue + registered <= now) eligible.push_back(r);
        const unsigned n = unsigned(ends_.size());
        auto rank = [&](const Request* r) {
            const bool fixed = cfg_.arbitration == Arbitration::Fixed && !MONTSIM_MUTANT_ON(kFixedAsRoundRobin);
            return fixed ? r->master : (r->master + n - next_master_) % n;
        };
        std::sort(eligible.begin(), eligible.end(), [&](const Request* a, const Request* b) { return rank(a) < rank(b); });
        for (Request* r : eligible) {
            auto port = std::find_if(port_free_.begin(), ports_end, [&](uint64_t f) { return f <= now; });
            if (port == ports_end) break;
            const uint64_t occupancy = MONTSIM_OFF_BY_ONE(cfg_.occupancy, kOccupancyUp, kOccupancyDown);
            *port = now + occupancy;
            touch(r->write, r->offset, *r->data);
            ++(r->write ? writes_ : reads_);
            const uint64_t read_latency = MONTSIM_OFF_BY_ONE(cfg_.read_latency, kReadLatencyUp, kReadLatencyDown);
            r->done.next = now + (r->write && !MONTSIM_MUTANT_ON(kWriteAsRead) ? cfg_.write_latency : read_latency);
            r->done.wait = now - r->issue - registered;
            wait_cycles_ += r->done.wait;
            const uint64_t end = now + occupancy;
            busy_cycles_ += end - std::max(busy_end_, now);
            busy_end_ = end;
            next_master_ = (r->master + !MONTSIM_MUTANT_ON(kPointerStays)) % n;
            pending_.erase(std::find(pending_.begin(), pending_.end(), r));
            ends_[r->master]->granted.notify(sc_core::SC_ZERO_TIME);
        }
        // An access that has waited this long is starved, not slow: under
        // fixed priority, cores spinning on the bus (a software barrier's
        // generation word) can take every grant from a lower one forever,
        // as a fixed-priority arbiter would; the run would spin to
        // run.cycle_limit (10^10 cycles: hours). Stopped and said instead.
        for (const Request* r : pending_)
            if (now - r->issue > kStarvedCycles) {
                std::ostringstream os;
                os << node_name() << ": an access of master " << r->master << " has waited " << now - r->issue
                   << " cycles for a port (issued at cycle " << r->issue << "): starved by the other masters under "
                   << "shmem.arbitration = " << (cfg_.arbitration == Arbitration::Fixed ? "fixed" : "round_robin")
                   << " with " << cfg_.ports << " port(s)"
                   << (cfg_.arbitration == Arbitration::Fixed
                           ? " (higher-priority cores spinning on the bus, e.g. in a software barrier, take every "
                             "grant; round_robin serves each core in turn)"
                           : "");
                error_ = os.str();
                // The error says it all; SystemC's "Simulation stopped by
                // user" note would land on standard output (--emit - writes
                // records there).
                sc_core::sc_report_handler::set_actions("/OSCI/SystemC", sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
                sc_core::sc_stop();
                return;
            }
        // Nothing more can be granted in this cycle (no request eligible or
        // no port free): the next pass waits for the first cycle that can.
    }
}

void SharedMemory::touch(bool write, uint32_t offset, uint32_t& data) {
    if (offset == sim::kBusMutexOffset) {
        if (!write) {
            data = owner_ << 1 | (locked_ ? 1 : 0);
        } else if (data & 1) {
            if (!locked_) locked_ = true, owner_ = data >> 1;
        } else if (locked_ && owner_ == data >> 1) {
            locked_ = false;
        }
        return;
    }
    if (write) words_[offset / 4] = data;
    else data = words_[offset / 4];
}

sim::BusDone SharedMemory::arrive(uint64_t cycle) {
    latest_arrival_ = std::max(latest_arrival_, cycle);
    if (++arrived_ == ends_.size()) {
        resume_ = latest_arrival_ + cfg_.barrier_latency;
        arrived_ = 0;
        latest_arrival_ = 0;
        ++barriers_;
        // The others wake in the next delta and read resume_ then; this
        // master cannot arrive again before: it resumes later than now.
        barrier_event_.notify(sc_core::SC_ZERO_TIME);
    } else {
        wait(barrier_event_);
    }
    return {resume_, resume_ - cycle};
}

std::string SharedMemory::describe() const {
    std::ostringstream os;
    os << node_name() << ": " << arrived_ << " of " << ends_.size() << " masters at the barrier, " << pending_.size()
       << " access(es) waiting for a port";
    return os.str();
}

sim::Stats SharedMemory::stat_group() const {
    SharedMemoryStats st;
    st.reads = reads_;
    st.writes = writes_;
    st.busy_cycles = busy_cycles_;
    st.wait_cycles = wait_cycles_;
    st.barriers = barriers_;
    return st.values();
}

}  // namespace montsim::shmem
