// A node of a platform: a core of any type (a core type's registry entry,
// sim/CoreType.hpp, makes it) as the platform sees it. It may have FSL-style ports, bound
// to channels (sim/Channel.hpp) at elaboration, and bus ports bound to a
// shared slave (sim/BusChannel.hpp); it runs until it finishes, and the
// platform asks it afterwards how it ended. A passive node (a shared memory:
// CoreType::passive) runs no program: it serves the others and never
// finishes on its own.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "sim/BusChannel.hpp"
#include "sim/Channel.hpp"
#include "sim/Stats.hpp"

namespace montsim::sim {

// The error of a node whose thread ran out of memory (std::bad_alloc, which
// a SystemC thread cannot pass on): Platform::run turns it back into
// std::bad_alloc, so the point ends in the engine's out-of-memory message
// naming the sizes to lower, not a bare "std::bad_alloc".
inline const char* const kNodeOutOfMemory = "out of memory (std::bad_alloc)";

class Node {
public:
    virtual ~Node() = default;

    // "core2": the name errors and reports use.
    virtual std::string node_name() const = 0;

    // Ports 0..fsl_ports()-1 exist on each side (put and get).
    virtual unsigned fsl_ports() const { return 0; }
    // Binds a put (master) or get (slave) port; std::invalid_argument for a
    // port that does not exist or is bound already.
    virtual void bind_put(unsigned port, FslPutIf& channel);
    virtual void bind_get(unsigned port, FslGetIf& channel);
    virtual bool put_bound(unsigned port) const;
    virtual bool get_bound(unsigned port) const;

    // Bus (master) ports 0..bus_ports()-1 (sim/BusChannel.hpp): bound to a
    // slave's end at elaboration; std::invalid_argument as for FSL ports.
    virtual unsigned bus_ports() const { return 0; }
    virtual void bind_bus(unsigned port, BusMasterIf& slave);
    virtual bool bus_bound(unsigned port) const;
    // A slave node (a shared memory): the end it gives master `master` (a
    // node index); std::invalid_argument if this node is no bus slave. Called
    // once per master, before the platform runs.
    virtual BusMasterIf& bus_slave_end(unsigned master, const std::string& master_name);

    virtual bool finished() const = 0;
    virtual bool hit_cycle_limit() const = 0;
    // Set if the node stopped on an error (illegal instruction, bad access,
    // scheduling conflict); kNodeOutOfMemory if an allocation failed.
    virtual const std::optional<std::string>& error() const = 0;
    // What the node waits on right now, for deadlock reports ("" = nothing).
    virtual std::string blocked_on() const = 0;
    // The node's cycle count: where it halted, once finished.
    virtual uint64_t cycles() const = 0;
    // Its statistics group, in the order its core type declares them
    // (CoreType::stats); the engine prefixes them with the node's name.
    virtual Stats stat_group() const { return {}; }

    // Sync-free transfers (sim/Channel.hpp) are all or nothing for a
    // platform: a non-blocking transfer needs the other side to have kept
    // SystemC time. Whether this node asks for them and can make them (its
    // channels offer them, its program has no non-blocking transfer)...
    virtual bool can_sync_free() const { return true; }
    // ...and what the platform decided, told before the simulation starts.
    virtual void set_sync_free(bool /*on*/) {}
};

}  // namespace montsim::sim
