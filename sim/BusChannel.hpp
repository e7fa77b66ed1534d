// What a node's bus (master) ports are bound to: one master's end of a
// shared slave, e.g. a shared memory behind an arbiter with a barrier
// device (cores/shmem/). The engine's second channel protocol, beside the
// FSL-style links of sim/Channel.hpp; bound at elaboration (sim/Platform.hpp)
// from PlatformSpec::bus.
//
// Times are core cycles. The caller has brought SystemC time up to `cycle`,
// the cycle its access issues at; the call returns (BusDone) the cycle its
// next instruction may issue at (>= cycle + 1), waiting in the caller's
// thread while the access is arbitrated. Accesses move one 32-bit word.
#pragma once

#include <cstdint>
#include <string>

namespace montsim::sim {

// A slave's addresses are byte offsets from the master's window. Above any
// memory a slave may have (at most 2 GiB - 64 KiB), this one is its mutex
// register (an AXI Mutex, PG089): write (master << 1) | 1 to ask for the
// lock, read (owner << 1) | locked, write (master << 1) to release it.
constexpr uint32_t kBusMutexOffset = 0x7FFF0024u;

// How an access ended.
struct BusDone {
    uint64_t next = 0;  // the cycle the master's next instruction may issue at
    uint64_t wait = 0;  // cycles it waited for others (arbitration, or the other masters at a barrier)
};

class BusMasterIf {
public:
    virtual ~BusMasterIf() = default;
    // A word read of slave byte address `addr`; `data` gets the word.
    // Throws std::invalid_argument for an address the slave does not have.
    virtual BusDone read(uint64_t cycle, uint32_t addr, uint32_t& data) = 0;
    virtual BusDone write(uint64_t cycle, uint32_t addr, uint32_t data) = 0;
    // Arrives at the barrier at `cycle`; returns when every master of the
    // slave has arrived, with the cycle all of them resume at.
    virtual BusDone barrier(uint64_t cycle) = 0;
    // "shmem (2 of 3 at the barrier)": for deadlock reports.
    virtual std::string describe() const = 0;
};

}  // namespace montsim::sim
