// How a link's latency (TTU, link.latency) applies to a stream of words: one
// registry entry per model (sim/Registry.hpp), chosen by link.model, that
// `montsim --help`, config validation and the docs read. FslLink
// (FslLink.hpp) asks the entry for a LineRule per link and applies it; the
// clocked reference (ClockedNetwork.hpp) has its own hardware for each
// built-in model; network/README.md says which hardware each model is.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "sim/Config.hpp"
#include "sim/Registry.hpp"
#include "sim/Stats.hpp"

namespace montsim::net {

// One link's arrival rule under a model, made per link; it may keep state
// and count what it likes (its statistics, summed over the links, join the
// network's group).
class LineRule {
public:
    virtual ~LineRule() = default;
    // When a word put at cycle `put` reaches the receiver, given the previous
    // word's arrival (none for the first word), ignoring the receive FIFO.
    virtual uint64_t arrival(uint64_t put, uint64_t latency, std::optional<uint64_t> previous) = 0;
    // The values of the model's statistics (LatencyModel::stats) for this link.
    virtual sim::Stats stats() const { return {}; }
};

struct LatencyModel : sim::Model {
    std::string hardware;  // what it corresponds to, for the docs
    // true: link.depth bounds every word between put and get, in flight or
    // arrived (a put needs a free slot of the depth-word FIFO).
    // false: the words in flight sit in a delay line of `latency` stages in
    // front of a receive FIFO of link.depth words; a put needs a free stage,
    // and a word at the end of the line waits for a free FIFO slot.
    bool depth_bounds_in_flight = true;
    // A link's rule, configured from the point (the model's own parameters).
    std::function<std::unique_ptr<LineRule>(const sim::Config& point)> make_rule;
};

// Every model, chosen by link.model (the first registered, the one the
// experiments used first, is the default).
sim::Registry<LatencyModel>& latency_models();

// The model named `name`; std::invalid_argument naming the known models.
const LatencyModel& latency_model(std::string_view name);

// pipelined, serial, delayline, burst.
void register_latency_models();

}  // namespace montsim::net
