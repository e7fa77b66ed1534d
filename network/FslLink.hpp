// An FSL link: a one-way channel of 32-bit words (plus the FSL control bit)
// with a programmable latency, the pSHS paper's modified FSL. It implements
// both sides of sim/Channel.hpp: one core's put port and one core's get port
// are bound to it.
//
// Semantics (all times in core cycles; one writer, one reader):
// - A word put at cycle t travels through the line as the latency model
//   (link.model, LatencyModel.hpp) says; it can be taken from its arrival on,
//   in the order it was put. latency >= 1: never in the cycle it was put.
// - Room, for a model whose depth bounds the words in flight (pipelined,
//   serial): at most `depth` words between put and get, in flight or
//   arrived; a slot freed by a get at cycle t can be used by a put at t + 1
//   (the full flag is a registered signal), so same-cycle races cannot arise.
// - A model that carries messages (message): a word's arrival is known once
//   the last word of its message (put with the control bit) has been put;
//   until then a get waits for it.
// - Room, for the delay-line model: at most `latency` words in the line (a
//   stage frees in the cycle its word enters the receive FIFO); the receive
//   FIFO holds `depth` arrived words, and a word at the end of the line
//   enters it no earlier than the cycle after a get freed a slot. Word k thus
//   arrives at max(put_k + latency, arrival_(k-1) + 1, get_(k-depth) + 1).
// The link is passive: the caller has synchronised SystemC time to its own
// cycle before it calls (MbCore does this); a blocking call waits in the
// caller's thread. Sync-free (sim/Channel.hpp): a get takes the oldest word at
// max(own cycle, its arrival); a put of word k completes at max(own cycle,
// the cycle its slot frees): for pipelined and serial the get of word
// k - depth plus one, for the delay line the arrival of word k - latency.
// Either waits, untimed, only while that word has not been put (get) or
// that earlier word has not been taken (put) or its arrival is not known yet.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <systemc>
#include <vector>

#include "sim/Channel.hpp"
#include "network/LatencyModel.hpp"
#include "network/LazyEvent.hpp"

namespace montsim::net {

// The channel interfaces a core's ports bind to are the engine's (sim/Channel.hpp).
using sim::FslGetIf;
using sim::FslPutIf;
using sim::FslWord;

struct FslLinkConfig {
    uint32_t depth = 16;      // FSL default FIFO depth
    uint64_t latency = 1;     // TTU, cycles from put to earliest get
    const LatencyModel* model = &latency_models().default_entry();
    // The point, for the model's own parameters, read when a link is made
    // (LatencyModel::make_rule); null for a link made without one (the
    // built-in models read none).
    const sim::Config* point = nullptr;
    double cycle_ns = 10.0;   // the cores' clock period (SystemC time only)
};

// Throws std::invalid_argument naming the parameter and its allowed range.
void validate(const FslLinkConfig& cfg);

class FslLink : public sc_core::sc_channel, public FslPutIf, public FslGetIf {
public:
    FslLink(sc_core::sc_module_name name, const FslLinkConfig& cfg);

    bool nb_put(uint64_t cycle, const FslWord& word) override;
    uint64_t put(uint64_t cycle, const FslWord& word) override;
    bool nb_get(uint64_t cycle, FslWord& word) override;
    uint64_t get(uint64_t cycle, FslWord& word) override;
    const sc_core::sc_event& data_read_event() const override { return take_event_.event(); }
    const sc_core::sc_event& data_written_event() const override { return put_event_.event(); }
    std::string describe() const override;
    bool sync_free() const override;
    uint64_t put_free(uint64_t cycle, const FslWord& word) override;
    uint64_t get_free(uint64_t cycle, FslWord& word) override;
    bool put_now(uint64_t& cycle, const FslWord& word) override;
    bool get_now(uint64_t& cycle, FslWord& word) override;
    sim::FslPutNow put_now_call() override;
    sim::FslGetNow get_now_call() override;

    // Whether a put at cycle `now` finds room.
    bool has_room(uint64_t now) const;
    // Arrival of the oldest word not yet taken, if any.
    std::optional<uint64_t> head_arrival() const;
    uint64_t size() const { return puts_ - taken_; }  // words put and not yet taken
    const FslLinkConfig& config() const { return cfg_; }
    const LineRule& rule() const { return *rule_; }

private:
    struct Slot {
        FslWord word;
        uint64_t put = 0;
        uint64_t arrival = 0;  // valid for word numbers below known_
    };
    Slot& slot(uint64_t k) { return ring_[k & mask_]; }
    // Every slot holds a word (the ring's size from its mask: a division
    // by the slot's 24 bytes otherwise, on every put).
    bool full_ring() const { return size() == mask_ + 1; }
    const Slot& slot(uint64_t k) const { return ring_[k & mask_]; }
    uint64_t now_cycle() const;
    void settle();            // computes the arrivals that have become known
    void settle_word(Slot& s, const LineWord& w);  // word known_'s
    void grow();              // doubles the ring (delay line only)
    uint64_t in_line(uint64_t now) const;
    void wait_for_room(uint64_t now);
    void accept(uint64_t cycle, const FslWord& word);  // the put itself, room checked
    void take(uint64_t now, FslWord& word);  // the get itself, the word's arrival checked
    // Sync-free, delay line: the first cycle word k may enter the line, or
    // nothing while the arrival it needs is not known yet.
    std::optional<uint64_t> line_stage_free(uint64_t k);

    FslLinkConfig cfg_;
    // The model's kind, read once (every transfer asks): a delay line (its
    // depth bounds the receive FIFO, not the words in flight), one that
    // carries whole messages.
    const bool line_, messages_;
    std::unique_ptr<LineRule> rule_;  // the latency model's, for this link
    sc_core::sc_time period_;
    std::vector<Slot> ring_;  // words [taken_, puts_), by word number modulo the size
    uint64_t mask_ = 0;
    uint64_t puts_ = 0, taken_ = 0;
    uint64_t known_ = 0;              // words whose arrival is known
    uint64_t closed_ = 0;             // words up to the last one put with the control bit
    uint64_t message_put_ = 0;        // settle: the put of the message's last word
    bool inside_message_ = false;     // settle: the last word settled did not close its message
    mutable uint64_t entered_ = 0;    // delay line: words known to have left the line
    uint64_t last_arrival_ = 0;
    uint64_t last_take_ = 0;
    std::vector<uint64_t> take_cycles_;  // get cycle of word k at k & take_mask_
    uint64_t take_mask_ = 0;
    // Sync-free delay line: the arrival of word k at k & log_mask_ (enough
    // of them to reach back `latency` words behind the newest known one).
    std::vector<uint64_t> arrival_log_;
    uint64_t log_mask_ = 0;
    LazyEvent put_event_, take_event_;  // a word put, a word taken
};

}  // namespace montsim::net
