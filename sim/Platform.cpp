#include "sim/Platform.hpp"

#include <algorithm>

#include "sim/CoreType.hpp"
#include "sim/EngineParams.hpp"

namespace montsim::sim {

Platform::Platform(const PlatformSpec& spec, const Config& cfg) : Platform(spec, cfg, engine_config_from(cfg)) {}

namespace {

// Modelled memory aside, what each node takes on the host: its module, its
// coroutine's stack pages, its statistics (measured: about 23 KiB a
// MicroBlaze-like core beyond its 64 KiB memory, pSHS on 32 and 128 cores).
constexpr uint64_t kNodeOverhead = 32 << 10;

}  // namespace

PlatformPlan plan_platform(const PlatformSpec& spec, const Config& cfg, const EngineConfig& engine) {
    PlatformPlan plan;
    if (spec.nodes.empty()) throw std::invalid_argument("a platform needs at least one node");
    for (const auto& n : spec.nodes) plan.types.push_back(&core_types().get(n.type));
    for (const CoreType* t : plan.types) plan.passive.push_back(t->passive);
    plan.active = unsigned(std::count(plan.passive.begin(), plan.passive.end(), false));
    if (engine.cores != 0 && engine.cores != int64_t(plan.active))
        throw std::invalid_argument("platform.cores = " + std::to_string(engine.cores) + ", but the scheme runs on " +
                                    std::to_string(plan.active) + " core(s); set it to 0 or " +
                                    std::to_string(plan.active));
    // Each type's need is asked once: every node of a type takes the same.
    std::vector<std::pair<const CoreType*, unsigned>> counts;
    for (const CoreType* t : plan.types) {
        auto it = std::find_if(counts.begin(), counts.end(), [t](const auto& c) { return c.first == t; });
        if (it == counts.end()) counts.emplace_back(t, 1);
        else ++it->second;
    }
    uint64_t memory = uint64_t(spec.nodes.size()) * kNodeOverhead;
    MemoryNeed largest;
    for (const auto& [type, count] : counts) {
        MemoryNeed need = type->memory(cfg);
        memory += need.bytes * count;
        need.bytes *= count;
        if (need.bytes > largest.bytes) largest = std::move(need);
    }
    // The network joins all nodes but a passive tail (a shared memory on the
    // bus is no node of the network: a ring of p cores stays a ring of p, a
    // mesh places p cores).
    plan.networked = unsigned(spec.nodes.size());
    while (plan.networked > 1 && plan.passive[plan.networked - 1]) --plan.networked;
    const Topology& topology = topologies().chosen(cfg);
    const NetworkRequest request{plan.networked, spec.links, cfg, spec.marks_messages};
    if (topology.check) topology.check(request);
    // The links' FIFOs and the routers too, before the network allocates them.
    const MemoryNeed network = topology.memory ? topology.memory(request) : MemoryNeed{};
    if (network.bytes > largest.bytes) largest = network;
    plan.memory = MemoryNeed{memory + network.bytes, largest.setting, largest.remedy};
    check_memory(plan.memory.bytes, engine,
                 "the platform of " + std::to_string(spec.nodes.size()) + " nodes and " +
                     std::to_string(spec.links.size()) + " links (" + largest.setting + ")",
                 largest.remedy);
    // Each type reads the point once (and checks its keys); its maker makes
    // each of its nodes.
    for (const auto& [type, count] : counts) plan.makers.emplace_back(type, type->configure(cfg));
    return plan;
}

Platform::Platform(const PlatformSpec& spec, const Config& cfg, const EngineConfig& engine) {
    cycle_limit_ = engine.cycle_limit;
    PlatformPlan plan = plan_platform(spec, cfg, engine);
    passive_ = plan.passive;
    for (unsigned i = 0; i < spec.nodes.size(); ++i) {
        NodeContext context;
        context.index = i;
        context.active = plan.active;
        context.cycle_limit = cycle_limit_;
        const auto maker =
            std::find_if(plan.makers.begin(), plan.makers.end(), [&](const auto& m) { return m.first == plan.types[i]; });
        nodes_.push_back(maker->second(spec.nodes[i], context));
    }

    const unsigned networked = plan.networked;
    network_ = topologies().chosen(cfg).build(NetworkRequest{networked, spec.links, cfg, spec.marks_messages});
    for (size_t k = 0; k < spec.links.size(); ++k) {
        const LogicalLink& l = spec.links[k];
        nodes_.at(l.from_node)->bind_put(l.from_port, network_->put_end(k));
        nodes_.at(l.to_node)->bind_get(l.to_port, network_->get_end(k));
    }

    for (const BusAttachment& b : spec.bus) {
        if (b.master >= size() || b.slave >= size() || b.master == b.slave)
            throw std::logic_error("a bus attachment names node " + std::to_string(b.master) + " and " +
                                   std::to_string(b.slave) + " of " + std::to_string(size()));
        Node& master = *nodes_[b.master];
        master.bind_bus(b.port, nodes_[b.slave]->bus_slave_end(b.master, master.node_name()));
    }

    // Sync-free transfers for all nodes or for none (sim/Node.hpp).
    const bool sync_free =
        std::all_of(nodes_.begin(), nodes_.end(), [](const auto& n) { return n->can_sync_free(); });
    for (auto& n : nodes_) n->set_sync_free(sync_free);

    // Elaboration check: a port a program uses must lead somewhere, found
    // now rather than when the program first touches it.
    for (unsigned i = 0; i < size(); ++i) {
        for (unsigned port : spec.nodes[i].uses_put)
            if (!nodes_[i]->put_bound(port))
                throw std::invalid_argument("elaboration: " + nodes_[i]->node_name() + " puts to FSL port " +
                                            std::to_string(port) + ", but no channel is bound to that port");
        for (unsigned port : spec.nodes[i].uses_get)
            if (!nodes_[i]->get_bound(port))
                throw std::invalid_argument("elaboration: " + nodes_[i]->node_name() + " gets from FSL port " +
                                            std::to_string(port) + ", but no channel is bound to that port");
        if (spec.nodes[i].uses_bus && !nodes_[i]->bus_bound(0))
            throw std::invalid_argument("elaboration: " + nodes_[i]->node_name() +
                                        " reaches shared memory, but its bus port 0 leads nowhere");
    }
}

Platform::~Platform() = default;

void Platform::run() {
    sc_core::sc_start();
    std::string errors;
    for (const auto& n : nodes_)
        if (n->error() && *n->error() == kNodeOutOfMemory) throw std::bad_alloc();
    for (const auto& n : nodes_)
        if (n->error()) errors += "\n  " + *n->error();
    if (!errors.empty()) throw std::runtime_error("the program failed:" + errors);
    for (const auto& n : nodes_)
        if (n->hit_cycle_limit())
            throw std::runtime_error(n->node_name() + " did not halt within run.cycle_limit = " +
                                     std::to_string(cycle_limit_) + " cycles");
    std::string blocked;
    for (unsigned i = 0; i < size(); ++i)
        if (!passive_[i] && !nodes_[i]->finished()) blocked += "\n  " + nodes_[i]->blocked_on();
    if (!blocked.empty())
        throw std::runtime_error("deadlock: every unfinished core is blocked and no word is in flight:" + blocked);
}

uint64_t Platform::cycles() const {
    uint64_t last = 0;
    for (unsigned i = 0; i < size(); ++i)
        if (!passive_[i]) last = std::max(last, nodes_[i]->cycles());
    return last;
}

}  // namespace montsim::sim
