// The shared memory as a core type (sim/CoreType.hpp), "shared_memory": a
// passive node. Its keys, shmem.* (the memory and its arbiter) and
// barrier.* (the barrier device), are declared and read here.
#pragma once

#include "cores/shmem/SharedMemory.hpp"
#include "sim/Config.hpp"

namespace montsim::shmem {

inline constexpr const char* kCoreTypeName = "shared_memory";

// The memory the keys describe; std::invalid_argument naming the allowed
// range for a combination the ranges alone do not catch (shmem.occupancy
// above shmem.read_latency).
SharedMemoryConfig shared_memory_config_from(const sim::Config& cfg);

}  // namespace montsim::shmem
