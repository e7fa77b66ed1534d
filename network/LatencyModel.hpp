// How a link's latency (TTU, link.latency) applies to a stream of words: one
// registry entry per model (sim/Registry.hpp), chosen by link.model, that
// `montsim --help`, config validation and the docs read. FslLink
// (FslLink.hpp) asks the entry for a LineRule per link and applies it; the
// clocked reference (ClockedNetwork.hpp) asks it for the link's clocked
// hardware (ClockedLine.hpp), separate code; network/README.md says which
// hardware each model is.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "network/ClockedLine.hpp"
#include "network/LineStats.hpp"
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
class LineRule : public LineStats {
public:
    // When `word` reaches the receiver, given the previous word's arrival
    // (none for the first word), ignoring the receive FIFO. Called once per
    // word, in the order they were put.
    virtual uint64_t arrival(const LineWord& word, uint64_t latency, std::optional<uint64_t> previous) = 0;
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
    // A link's clocked hardware for run.network = clocked, configured from
    // the link's shape and the point; empty for a model without one, which
    // the clocked reference then refuses by name.
    std::function<std::unique_ptr<ClockedLine>(const ClockedLineShape& shape, const sim::Config& point)> make_clocked;

    // "hardware", "clocked form" (yes or no), "carries messages".
    std::vector<std::pair<std::string, std::string>> facts() const override;
};

// Every model, chosen by link.model (the default, pipelined, says so:
// Model::is_default).
sim::Registry<LatencyModel>& latency_models();

// The model named `name`; std::invalid_argument naming the known models.
const LatencyModel& latency_model(std::string_view name);

// The models that have a clocked form (the differential tests draw these).
std::vector<std::string> clocked_latency_models();

}  // namespace montsim::net
