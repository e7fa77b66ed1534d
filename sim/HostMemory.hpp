// What the host lets this process allocate: half its physical memory (the
// default budget of a point), and the limits that can be lower, the
// address-space limit (`ulimit -v`, RLIMIT_AS) less what the process maps
// already, and its cgroup's memory limit (v2 memory.max, v1
// memory.limit_in_bytes) less what the cgroup uses. Read from the host each
// call (a few small files): the engine reads it once per process.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace montsim::sim {

struct HostLimit {
    uint64_t bytes = 0;   // what is left under the limit
    std::string source;   // "what the address-space limit leaves: ulimit -v 3.0 GiB, ..."
};

// Half the machine's physical memory (4 GiB if the host does not say).
uint64_t half_physical_memory();

// The tightest of the address-space and cgroup limits, if either is set.
std::optional<HostLimit> host_memory_limit();

}  // namespace montsim::sim
