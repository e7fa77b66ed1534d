// Core types: what a platform's nodes can be, one registry entry each
// (cores/ registers them: a MicroBlaze-like core, the VLIW machine, the PE
// array, ...). An entry says what program a NodeSpec of its type carries,
// makes the node from its own parameters, reports the node's statistics
// group and, if it has one, attaches a trace. The engine knows none of them
// by name.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <systemc>

#include "sim/Config.hpp"
#include "sim/MemoryNeed.hpp"
#include "sim/Node.hpp"
#include "sim/PlatformSpec.hpp"
#include "sim/Registry.hpp"

namespace montsim::sim {

// The clock of the modelled cores: 100 MHz, as the pSHS paper's Virtex-5
// system. Only SystemC time (and traces) depend on it, never a cycle count.
constexpr double kCyclePeriodNs = 10.0;

// What the engine tells a core type when it makes a node.
struct NodeContext {
    unsigned index = 0;        // the node's place in the platform
    unsigned active = 1;       // how many of the platform's nodes run programs (not passive)
    uint64_t cycle_limit = 0;  // run.cycle_limit: stop with an error past it
    sc_core::sc_time cycle_period{kCyclePeriodNs, sc_core::SC_NS};
};

// The modelled memory the nodes of a type take (checked, all nodes together,
// before any is made), and what a user changes to take less.

// One node's event trace, recorded while it runs and written after a run
// that passed its checks.
class NodeTrace {
public:
    virtual ~NodeTrace() = default;
    virtual void write_jsonl(std::ostream& out) const = 0;
};

// What makes the nodes of a type on one platform: the type's configuration,
// read from the point once, is inside it.
using NodeMaker = std::function<std::unique_ptr<Node>(const NodeSpec&, const NodeContext&)>;

struct CoreType : Model {
    std::string program_type;  // what NodeSpec::program must hold, for messages
    // A passive type runs no program (a shared memory): platform.cores, the
    // run's cycle count and the deadlock check leave its nodes out.
    bool passive = false;
    // Reads the point into the type's own typed configuration, once per
    // platform, and returns what makes each of its nodes.
    std::function<NodeMaker(const Config&)> configure;
    std::function<MemoryNeed(const Config&)> memory;
    // Attaches a trace to a node this type made; empty if the type has none.
    std::function<std::unique_ptr<NodeTrace>(Node&, const NodeSpec&)> trace;

    std::vector<std::pair<std::string, std::string>> facts() const override {
        return {{"runs", passive ? "no program (passive)" : "a " + program_type},
                {"trace", trace ? "yes" : "no"}};
    }
};

// Every core type (no selector: a scheme names the type of its nodes).
Registry<CoreType>& core_types();

// NodeSpec::program as a `T` (held as a T, or shared as a
// std::shared_ptr<const T>: the nodes of a platform that run one program
// share one copy); null if it holds neither.
template <typename T>
const T* program_if(const NodeSpec& spec) {
    if (const auto* shared = std::any_cast<std::shared_ptr<const T>>(&spec.program)) return shared->get();
    return std::any_cast<T>(&spec.program);
}

// NodeSpec::program as a `T`; std::logic_error naming the node and the type
// its core type expects otherwise.
template <typename T>
const T& program_of(const NodeSpec& spec, const CoreType& type) {
    const T* p = program_if<T>(spec);
    if (!p)
        throw std::logic_error("node " + spec.name + " of core type " + spec.type + " needs a program of type " +
                               type.program_type);
    return *p;
}

}  // namespace montsim::sim
