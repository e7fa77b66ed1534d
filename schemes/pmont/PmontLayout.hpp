// The memory of a pmont point: each core's local buffers and parameter
// block (the struct pmont_params of c/pmont.c, word for word), and on the
// shared-memory platform the shared memory's map.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/cpu/Program.hpp"
#include "cores/shmem/SharedMemory.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/pmont/PmontScheme.hpp"
#include "sim/PlatformSpec.hpp"

namespace montsim::schemes {

// Byte offsets in the shared memory (shared window: 0x80000000 + offset).
struct PmontSharedMap {
    uint32_t a = 0, b = 0, nprime = 0, n = 0;  // s words each
    uint32_t pub_t = 0, pub_u = 0;             // s words each
    std::vector<uint32_t> slots;               // per core: 2s + 2 words
    uint32_t barrier_count = 0, barrier_generation = 0;  // barrier.kind = software
    uint32_t end = 0;
};
PmontSharedMap pmont_shared_map(const PmontPlan& plan);
// std::invalid_argument, naming shmem.kb, where `map` does not fit in the
// shared memory; `what` says who needs it ("pmont_shared at 2048 bits on 4
// cores").
void check_shared_memory_fits(const PmontSharedMap& map, const shmem::SharedMemoryConfig& memory,
                              const std::string& what);
// The shared memory as a bus node after the first p nodes, the p cores
// attached to it.
void attach_shared_memory(sim::PlatformSpec& spec, unsigned p);

// Core k's local addresses.
struct PmontLocal {
    uint32_t params = 0;
    uint32_t x = 0, y = 0, acc = 0, in = 0, t = 0, u = 0;
    uint32_t a = 0, b = 0, nprime = 0, n = 0;  // links only: preloaded operands
    uint32_t end = 0;
};

// Where a point's operands are: in shared memory (pmont_shared), preloaded
// on every core (pmont_net: A's chunk, B, n', N), or, for Algorithm 4 as a
// field multiplier (ecc, c/pmont.c with PMONT_FIELD), n' and N preloaded
// and A and B passed to each call, the partials in shared memory.
enum class PmontOperands { Shared, Links, Field };

// Lays out core k's memory, writes its parameter block (and on links its
// operands; as a field multiplier n' and N). `shared` null: the links'
// variant; `software_barrier`: the program's own barrier on the mutex, not
// the barrier device. std::invalid_argument if local memory is too small,
// naming core.memory_kb and what it needs.
PmontLocal pmont_load(mb::MbCpu& cpu, const mb::Program& program, const PmontPlan& plan, unsigned k,
                      const MontOperands& ops, const Words& nprime, const PmontSharedMap* shared,
                      bool software_barrier, PmontOperands operands);

// Core 0's result (s + 1 words), and a core's timer words.
Words pmont_result(const mb::MbCpu& cpu, const PmontLocal& local, unsigned s);
uint32_t pmont_timer_before(const mb::MbCpu& cpu, const PmontLocal& local);
uint32_t pmont_timer_after(const mb::MbCpu& cpu, const PmontLocal& local);

}  // namespace montsim::schemes
