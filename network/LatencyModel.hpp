// How a link's latency (TTU, link.latency) applies to a stream of words: one
// entry per model, in one registry that `montsim --help`, config validation
// and the docs read. FslLink (FslLink.hpp) applies the entry's rules; the
// README's FSL section says which hardware each model is.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace montsim::net {

struct LatencyModel {
    std::string_view name;      // the value of link.model
    std::string_view summary;   // one line for --help
    std::string_view hardware;  // what it corresponds to, for the docs
    // When a word put at cycle `put` reaches the receiver, given the previous
    // word's arrival (none for the first word), ignoring the receive FIFO.
    uint64_t (*line_arrival)(uint64_t put, uint64_t latency, std::optional<uint64_t> previous);
    // true: link.depth bounds every word between put and get, in flight or
    // arrived (a put needs a free slot of the depth-word FIFO).
    // false: the words in flight sit in a delay line of `latency` stages in
    // front of a receive FIFO of link.depth words; a put needs a free stage,
    // and a word at the end of the line waits for a free FIFO slot.
    bool depth_bounds_in_flight;
    // The config keys it reads.
    std::vector<std::string_view> params;
};

// Every model, the default (the one the experiments used first) first.
const std::vector<LatencyModel>& latency_models();

// The model named `name`; std::invalid_argument naming the known models.
const LatencyModel& latency_model(std::string_view name);

// "pipelined, serial, delayline".
std::string latency_model_names();

}  // namespace montsim::net
