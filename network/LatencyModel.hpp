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

// A word as a line rule sees it.
struct LineWord {
    uint64_t put = 0;  // the cycle it was put
    // A model that carries messages (LatencyModel::carries_messages): the
    // cycle the last word of the word's message was put (the word with the
    // FSL control bit set), and whether the word is its message's first.
    // Any other model: `put`, and true.
    uint64_t message_put = 0;
    bool opens_message = true;
};

// One link's arrival rule under a model, made per link; it may keep state
// and count what it likes (its statistics, summed over the links, join the
// network's group).
class LineRule {
public:
    virtual ~LineRule() = default;
    // When `word` reaches the receiver, given the previous word's arrival
    // (none for the first word), ignoring the receive FIFO. Called once per
    // word, in the order they were put.
    virtual uint64_t arrival(const LineWord& word, uint64_t latency, std::optional<uint64_t> previous) = 0;
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
    // true: the link carries whole messages, a message ending at a word put
    // with the FSL control bit set (cput); no word of it arrives before that
    // word is put. Only programs that mark their messages can run on it
    // (sim::PlatformSpec::marks_messages); a message longer than link.depth
    // cannot be sent.
    bool carries_messages = false;
    // A link's rule, configured from the point (the model's own parameters).
    std::function<std::unique_ptr<LineRule>(const sim::Config& point)> make_rule;
};

// Every model, chosen by link.model (the first registered, the one the
// experiments used first, is the default).
sim::Registry<LatencyModel>& latency_models();

// The model named `name`; std::invalid_argument naming the known models.
const LatencyModel& latency_model(std::string_view name);

// pipelined, serial, delayline, burst, message.
void register_latency_models();

}  // namespace montsim::net
