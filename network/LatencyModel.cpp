#include "network/LatencyModel.hpp"

#include "network/NamedEntries.hpp"

#include <algorithm>
#include <stdexcept>

namespace montsim::net {

namespace {

// One word enters per cycle and each takes `latency` cycles: a delay line.
uint64_t one_word_per_cycle(uint64_t put, uint64_t latency, std::optional<uint64_t> previous) {
    const uint64_t arrival = put + latency;
    return previous ? std::max(arrival, *previous + 1) : arrival;
}

// One transfer at a time: a word starts when the previous one has arrived.
uint64_t one_transfer_at_a_time(uint64_t put, uint64_t latency, std::optional<uint64_t> previous) {
    return (previous ? std::max(put, *previous) : put) + latency;
}

}  // namespace

const std::vector<LatencyModel>& latency_models() {
    static const std::vector<LatencyModel> models = {
        {"pipelined",
         "each word arrives TTU cycles after its put, one per cycle; link.depth bounds the words in flight and "
         "waiting together",
         "an FSL FIFO of link.depth words whose output is held back TTU cycles (its empty flag delayed): a word "
         "occupies a FIFO slot from put to get, so at most depth words are in flight",
         one_word_per_cycle, true, {"link.latency", "link.depth"}},
        {"serial",
         "one word in transit at a time: back-to-back words arrive TTU apart; link.depth bounds all words",
         "a link that carries one transfer at a time (a handshake per word over a slow bus or a shared "
         "serial wire) in front of an FSL FIFO of link.depth words",
         one_transfer_at_a_time, true, {"link.latency", "link.depth"}},
        {"delayline",
         "a delay line of TTU stages (one word enters per cycle, any number up to TTU in flight) feeding a "
         "receive FIFO of link.depth words",
         "a pipelined interconnect of TTU register stages with an elastic (stalling) flow control, ending in "
         "an FSL FIFO of link.depth words at the receiver: bandwidth one word per cycle whatever the latency",
         one_word_per_cycle, false, {"link.latency", "link.depth"}},
    };
    return models;
}

const LatencyModel& latency_model(std::string_view name) {
    if (const LatencyModel* m = find_named(latency_models(), name)) return *m;
    throw std::invalid_argument("link.model = \"" + std::string(name) + "\": must be one of " +
                                latency_model_names());
}

std::string latency_model_names() { return joined_names(latency_models()); }

}  // namespace montsim::net
