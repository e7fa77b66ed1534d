#include "network/LatencyModel.hpp"

#include <algorithm>

#include "network/LinkParams.hpp"
#include "sim/Mutants.hpp"
#include "sim/Registration.hpp"

namespace montsim::net {

namespace {

// The rules' mutants (sim/Mutants.hpp): each must make the differential
// tests against the clocked reference fail.
#define RULE_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
RULE_SITE(kWordLatencyUp, "rule.word-per-cycle/latency+1", "pipelined and delayline words arrive a cycle late")
RULE_SITE(kWordLatencyDown, "rule.word-per-cycle/latency-1", "pipelined and delayline words arrive a cycle early")
RULE_SITE(kWordSpacingUp, "rule.word-per-cycle/spacing+1", "back-to-back words arrive two cycles apart")
RULE_SITE(kSerialNoPrevious, "rule.serial/drop-previous", "a word starts before the previous one arrived")
RULE_SITE(kSerialNoPut, "rule.serial/drop-put", "a word starts before its put once the previous one arrived")
RULE_SITE(kSerialLatencyUp, "rule.serial/latency+1", "serial words arrive a cycle late")
RULE_SITE(kSerialLatencyDown, "rule.serial/latency-1", "serial words arrive a cycle early")
RULE_SITE(kBurstJoinLate, "rule.burst/join-at-end", "a word put as the counter runs out joins the old group")
RULE_SITE(kBurstJoinEarly, "rule.burst/restart-early", "a word put a cycle before the counter runs out starts a new one")
RULE_SITE(kBurstNoGroup, "rule.burst/no-group", "every word starts its own counter")
RULE_SITE(kBurstLatencyUp, "rule.burst/latency+1", "a group arrives a cycle late")
RULE_SITE(kBurstLatencyDown, "rule.burst/latency-1", "a group arrives a cycle early")
RULE_SITE(kMessageNoPrevious, "rule.message/drop-previous", "a message leaves before the previous one arrived")
RULE_SITE(kMessageFirstPut, "rule.message/first-put", "a message leaves at its first word's put, not its last's")
RULE_SITE(kMessageLatencyUp, "rule.message/latency+1", "a message arrives a cycle late")
RULE_SITE(kMessageLatencyDown, "rule.message/latency-1", "a message arrives a cycle early")
#undef RULE_SITE

// One word enters per cycle and each takes `latency` cycles: a delay line.
class OneWordPerCycle : public LineRule {
public:
    uint64_t arrival(const LineWord& word, uint64_t latency, std::optional<uint64_t> previous) override {
        const uint64_t at = word.put + MONTSIM_OFF_BY_ONE(latency, kWordLatencyUp, kWordLatencyDown);
        const uint64_t spacing = 1 + MONTSIM_MUTANT_ON(kWordSpacingUp);
        return previous ? std::max(at, *previous + spacing) : at;
    }
};

// One transfer at a time: a word starts when the previous one has arrived.
class OneTransferAtATime : public LineRule {
public:
    uint64_t arrival(const LineWord& word, uint64_t latency, std::optional<uint64_t> previous) override {
        if (MONTSIM_MUTANT_ON(kSerialNoPrevious)) previous.reset();
        if (MONTSIM_MUTANT_ON(kSerialNoPut) && previous) return *previous + latency;
        latency = MONTSIM_OFF_BY_ONE(latency, kSerialLatencyUp, kSerialLatencyDown);
        return (previous ? std::max(word.put, *previous) : word.put) + latency;
    }
};

// A counter gates the FIFO's Exists flag: the first word written while the
// counter is idle starts it, every word written until it runs out travels
// with that first one, and all become visible together `latency` cycles
// after it; the next word starts the counter again.
class CounterGatedBurst : public LineRule {
public:
    uint64_t arrival(const LineWord& word, uint64_t latency, std::optional<uint64_t>) override {
        bool idle = !group_end_ || word.put >= *group_end_;
        if (MONTSIM_MUTANT_ON(kBurstJoinLate)) idle = !group_end_ || word.put > *group_end_;
        if (MONTSIM_MUTANT_ON(kBurstJoinEarly)) idle = !group_end_ || word.put + 1 >= *group_end_;
        if (MONTSIM_MUTANT_ON(kBurstNoGroup)) idle = true;
        latency = MONTSIM_OFF_BY_ONE(latency, kBurstLatencyUp, kBurstLatencyDown);
        if (idle) group_end_ = word.put + latency;
        return *group_end_;
    }

private:
    std::optional<uint64_t> group_end_;  // when the running counter runs out
};

// One message in transit at a time: a message leaves when its last word has
// been put and the previous message has arrived, and all its words arrive
// together `latency` cycles later.
class OneMessageAtATime : public LineRule {
public:
    uint64_t arrival(const LineWord& word, uint64_t latency, std::optional<uint64_t> previous) override {
        uint64_t closed = word.message_put;
        if (MONTSIM_MUTANT_ON(kMessageNoPrevious)) previous.reset();
        if (MONTSIM_MUTANT_ON(kMessageFirstPut)) closed = word.put;
        latency = MONTSIM_OFF_BY_ONE(latency, kMessageLatencyUp, kMessageLatencyDown);
        if (word.opens_message) message_arrival_ = std::max(closed, previous.value_or(0)) + latency;
        return message_arrival_;
    }

private:
    uint64_t message_arrival_ = 0;  // of the message the words belong to
};

template <typename Rule>
std::unique_ptr<LineRule> make(const sim::Config&) {
    return std::make_unique<Rule>();
}

// A built-in model's clocked hardware reads only the link's shape.
template <std::unique_ptr<ClockedLine> (*Make)(const ClockedLineShape&)>
std::unique_ptr<ClockedLine> clocked(const ClockedLineShape& shape, const sim::Config&) {
    return Make(shape);
}

LatencyModel model(std::string name, std::string summary, std::string hardware, bool depth_bounds_in_flight,
                   std::function<std::unique_ptr<LineRule>(const sim::Config&)> make_rule,
                   decltype(LatencyModel::make_clocked) make_clocked, bool carries_messages = false,
                   bool is_default = false) {
    LatencyModel m;
    m.name = std::move(name);
    m.summary = std::move(summary);
    m.hardware = std::move(hardware);
    m.params = link_params();
    m.depth_bounds_in_flight = depth_bounds_in_flight;
    m.make_rule = std::move(make_rule);
    m.make_clocked = std::move(make_clocked);
    m.carries_messages = carries_messages;
    m.is_default = is_default;
    return m;
}

}  // namespace

sim::Registry<LatencyModel>& latency_models() {
    static sim::Registry<LatencyModel> registry("latency model", sim::Selector{"link.model", "how latency applies: ", true},
                                                40);
    return registry;
}

const LatencyModel& latency_model(std::string_view name) { return latency_models().get(name); }

std::vector<std::pair<std::string, std::string>> LatencyModel::facts() const {
    return {{"hardware", hardware},
            {"clocked form", make_clocked ? "yes" : "no (run.network = clocked refuses it)"},
            {"carries messages", carries_messages ? "yes (the program marks them)" : "no"}};
}

std::vector<std::string> clocked_latency_models() {
    std::vector<std::string> names;
    for (const auto& m : latency_models().entries())
        if (m.make_clocked) names.push_back(m.name);
    return names;
}

MONTSIM_REGISTRATION("network/latency models", [] {
    // pipelined is the default: the FSL's own FIFO with its output held back,
    // the reading the experiments used first.
    latency_models().add(model(
        "pipelined",
        "each word arrives TTU cycles after its put, one per cycle; link.depth bounds the words in flight and "
        "waiting together",
        "an FSL FIFO of link.depth words whose output is held back TTU cycles (its empty flag delayed): a word "
        "occupies a FIFO slot from put to get, so at most depth words are in flight",
        true, make<OneWordPerCycle>, clocked<clocked_pipelined>, false, true));
    latency_models().add(model(
        "serial", "one word in transit at a time: back-to-back words arrive TTU apart; link.depth bounds all words",
        "a link that carries one transfer at a time (a handshake per word over a slow bus or a shared serial wire) "
        "in front of an FSL FIFO of link.depth words",
        true, make<OneTransferAtATime>, clocked<clocked_serial>));
    latency_models().add(model(
        "delayline",
        "a delay line of TTU stages (one word enters per cycle, any number up to TTU in flight) feeding a receive "
        "FIFO of link.depth words",
        "a pipelined interconnect of TTU register stages with an elastic (stalling) flow control, ending in an FSL "
        "FIFO of link.depth words at the receiver: bandwidth one word per cycle whatever the latency",
        false, make<OneWordPerCycle>, clocked<clocked_delay_line>));
    latency_models().add(model(
        "burst",
        "a counter gates the receive FIFO: the first word put while it is idle starts it, the words put in the next "
        "TTU cycles travel with that word, and all arrive together TTU cycles after it; link.depth bounds all "
        "words",
        "an FSL FIFO of link.depth words whose Exists flag is held low by a TTU-cycle counter that the first write "
        "into the idle counter starts: the cheapest hardware that makes an FSL's latency programmable. Words "
        "already visible stay visible; a word written after the counter runs out starts it again",
        true, make<CounterGatedBurst>, clocked<clocked_burst>));
    latency_models().add(model(
        "message",
        "one message in transit at a time: a message (its last word put with the FSL control bit, cput) leaves once "
        "that word is put and the previous message has arrived, and all its words arrive together TTU cycles later; "
        "link.depth bounds all words, so a message must fit in it; only for programs that mark their messages "
        "(pshs: scheme.mark_messages = true)",
        "a link that sends a message as one transfer, as a DMA engine or a network interface would: the writer's "
        "words wait in the FSL FIFO until the word with the control bit closes the message, which then takes TTU "
        "cycles to cross, one message at a time; the control bit is the FSL's own, so a receiver reading with get "
        "sees only MSR[FSL] set on the marked words",
        true, make<OneMessageAtATime>, clocked<clocked_message>, true));
})

}  // namespace montsim::net
