#include "network/FslLink.hpp"

#include <algorithm>
#include <stdexcept>

#include "network/LinkParams.hpp"
#include "network/RingQueue.hpp"
#include "sim/Mutants.hpp"

namespace montsim::net {

namespace {

// The link's mutants (sim/Mutants.hpp): each must make the differential
// tests against the clocked reference fail.
#define LINK_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
LINK_SITE(kDepthOver, "link.fifo/depth+1", "a put finds room in a full FIFO")
LINK_SITE(kDepthUnder, "link.fifo/depth-1", "a put finds no room in a FIFO with a slot free")
LINK_SITE(kFullFlagNow, "link.fifo/full-flag-now", "a slot a get frees is usable in the same cycle")
LINK_SITE(kFreeSlotNow, "link.put-free/slot-now", "sync-free: a put takes a slot in the cycle a get frees it")
LINK_SITE(kFreeSlotLate, "link.put-free/slot-late", "sync-free: a put takes a slot two cycles after a get frees it")
LINK_SITE(kLineSlotNow, "link.line/slot-now", "delayline: a word enters a slot in the cycle a get frees it")
LINK_SITE(kLineOver, "link.line/stages+1", "delayline: a put finds a stage in a full line")
LINK_SITE(kLineUnder, "link.line/stages-1", "delayline: a put finds no stage in a line with one free")
LINK_SITE(kGetEarly, "link.get/early", "a get takes a word the cycle before it arrives")
#undef LINK_SITE

// The delay line's ring starts at most this large and grows on demand: with
// a latency near 2^32 only the words actually in flight take memory.
constexpr uint64_t kInitialLineWords = 1024;

}  // namespace

void validate(const FslLinkConfig& cfg) {
    check_link_shape(cfg.latency, cfg.depth);  // the ranges link.latency and link.depth declare
    if (!cfg.model) throw std::invalid_argument("link.model is not set");
}

FslLink::FslLink(sc_core::sc_module_name name, const FslLinkConfig& cfg)
    : sc_module(name),
      cfg_(cfg),
      line_(!cfg.model->depth_bounds_in_flight),
      messages_(cfg.model->carries_messages),
      period_(cfg.cycle_ns, sc_core::SC_NS) {
    validate(cfg);
    // Both arms lvalues: `? *cfg.point : Config{}` copied the whole point
    // (every key) for every link made.
    static const sim::Config kNoPoint;
    rule_ = cfg.model->make_rule(cfg.point ? *cfg.point : kNoPoint);
    cfg_.point = nullptr;  // valid only while the link is made
    const uint64_t words = cfg.model->depth_bounds_in_flight
                               ? cfg.depth
                               : cfg.depth + std::min<uint64_t>(cfg.latency, kInitialLineWords);
    ring_.resize(power_of_two_at_least(words));
    mask_ = ring_.size() - 1;
    // (A power of two: indexed by a mask. Only the last `depth` gets are read.)
    take_cycles_.resize(power_of_two_at_least(cfg.depth));
    take_mask_ = take_cycles_.size() - 1;
    if (sync_free() && !cfg.model->depth_bounds_in_flight) {
        arrival_log_.resize(power_of_two_at_least(2 * cfg.latency + cfg.depth + 1));
        log_mask_ = arrival_log_.size() - 1;
    }
}

uint64_t FslLink::now_cycle() const { return sc_core::sc_time_stamp().value() / period_.value(); }

void FslLink::settle() {
    // A message's words are known once its last word has been put.
    const uint64_t limit = line_ ? std::min(puts_, taken_ + cfg_.depth) : messages_ ? closed_ : puts_;
    for (; known_ < limit; ++known_) {
        Slot& s = slot(known_);
        LineWord w{s.put, s.put, true};
        if (messages_) {
            w.opens_message = !inside_message_;
            inside_message_ = !s.word.control;
            if (w.opens_message) {
                uint64_t last = known_;
                while (!slot(last).word.control) ++last;  // below closed_, so it ends
                message_put_ = slot(last).put;
            }
            w.message_put = message_put_;
        }
        settle_word(s, w);
    }
}

// Word known_'s arrival, by the rule (and on a delay line the receive
// FIFO's slot it needs).
inline void FslLink::settle_word(Slot& s, const LineWord& w) {
    uint64_t arrival =
        rule_->arrival(w, cfg_.latency, known_ > 0 ? std::optional<uint64_t>(last_arrival_) : std::nullopt);
    if (line_ && known_ >= cfg_.depth)
        arrival = std::max(arrival, take_cycles_[(known_ - cfg_.depth) & take_mask_] + 1 -
                                        MONTSIM_MUTANT_ON(kLineSlotNow));
    s.arrival = arrival;
    last_arrival_ = arrival;
    if (!arrival_log_.empty()) arrival_log_[known_ & log_mask_] = arrival;
}

void FslLink::grow() {
    std::vector<Slot> bigger(ring_.size() * 2);
    const uint64_t mask = bigger.size() - 1;
    for (uint64_t k = taken_; k < puts_; ++k) bigger[k & mask] = slot(k);
    ring_.swap(bigger);
    mask_ = mask;
}

uint64_t FslLink::in_line(uint64_t now) const {
    entered_ = std::max(entered_, taken_);
    while (entered_ < known_ && slot(entered_).arrival <= now) ++entered_;
    return puts_ - entered_;
}

bool FslLink::has_room(uint64_t now) const {
    if (!line_) {
        const bool freed_now = taken_ > 0 && last_take_ == now && !MONTSIM_MUTANT_ON(kFullFlagNow);
        return size() + (freed_now ? 1u : 0u) < MONTSIM_OFF_BY_ONE(cfg_.depth, kDepthOver, kDepthUnder);
    }
    return in_line(now) < MONTSIM_OFF_BY_ONE(cfg_.latency, kLineOver, kLineUnder);
}

std::optional<uint64_t> FslLink::head_arrival() const {
    // Known for every model but one carrying messages, whose head waits for
    // the last word of its message.
    if (known_ <= taken_) return std::nullopt;
    return slot(taken_).arrival;
}

bool FslLink::nb_put(uint64_t now, const FslWord& word) {
    if (!has_room(now)) return false;
    accept(now, word);
    return true;
}

void FslLink::accept(uint64_t cycle, const FslWord& word) {
    if (full_ring()) grow();  // only the delay line can get here
    Slot& s = slot(puts_);
    s.word = word;
    s.put = cycle;
    ++puts_;
    if (word.control) closed_ = puts_;
    // Most models know a word's arrival once it is put, and every word
    // before it is known: only this one to settle (settle's loop, inline).
    if (!line_ && !messages_ && known_ + 1 == puts_) {
        settle_word(s, LineWord{cycle, cycle, true});
        ++known_;
    } else {
        settle();
    }
    put_event_.notify_delta();
}

bool FslLink::nb_get(uint64_t now, FslWord& word) {
    const auto arrival = head_arrival();
    if (!arrival || *arrival > now + MONTSIM_MUTANT_ON(kGetEarly)) return false;
    take(now, word);
    return true;
}

void FslLink::take(uint64_t now, FslWord& word) {
    word = slot(taken_).word;
    take_cycles_[taken_ & take_mask_] = now;
    ++taken_;
    last_take_ = now;
    // Only the delay line knows more arrivals once a word is taken (its
    // receive FIFO has room again); the other models' arrivals wait on puts.
    if (line_) settle();
    take_event_.notify_delta();
}

void FslLink::wait_for_room(uint64_t now) {
    if (!line_) {
        if (size() < cfg_.depth) wait(period_);  // a slot freed this cycle is usable in the next
        else take_event_.wait();
        return;
    }
    in_line(now);
    // The oldest word in the line leaves at its arrival; if that is not known
    // yet, it waits for a FIFO slot, which only a get can free.
    if (entered_ < known_) wait(period_ * static_cast<double>(slot(entered_).arrival - now));
    else take_event_.wait();
}

uint64_t FslLink::put(uint64_t cycle, const FslWord& word) {
    for (;;) {
        if (nb_put(cycle, word)) return cycle;
        wait_for_room(cycle);
        cycle = now_cycle();
    }
}

uint64_t FslLink::get(uint64_t cycle, FslWord& word) {
    for (;;) {
        if (nb_get(cycle, word)) return cycle;
        const auto arrival = head_arrival();
        if (arrival) wait(period_ * static_cast<double>(*arrival - cycle));
        else put_event_.wait();
        cycle = now_cycle();
    }
}

// The arrival log of a delay line holds about twice its latency; beyond
// this latency a delay line keeps to synchronised transfers.
constexpr uint64_t kMaxSyncFreeLineLatency = uint64_t(1) << 16;

bool FslLink::sync_free() const {
    return !line_ || cfg_.latency <= kMaxSyncFreeLineLatency;
}

std::optional<uint64_t> FslLink::line_stage_free(uint64_t k) {
    if (k < cfg_.latency) return 0;  // the line has never been full
    const uint64_t older = k - cfg_.latency;  // it must have left the line
    if (older >= known_) return std::nullopt;  // its arrival waits on a get
    return arrival_log_[older & log_mask_];
}

bool FslLink::put_now(uint64_t& cycle, const FslWord& word) {
    const uint64_t k = puts_;
    std::optional<uint64_t> free;
    if (line_) {
        if (full_ring()) return false;  // (the ring must grow: put_free does that)
        free = line_stage_free(k);
    } else if (k < cfg_.depth) {
        free = 0;
    } else if (taken_ > k - cfg_.depth) {
        free = take_cycles_[(k - cfg_.depth) & take_mask_] + 1;  // the full flag is registered
        if (MONTSIM_MUTANT_ON(kFreeSlotNow)) *free -= 1;
        if (MONTSIM_MUTANT_ON(kFreeSlotLate)) *free += 1;
    }
    if (!free) return false;
    cycle = std::max(cycle, *free);
    accept(cycle, word);
    return true;
}

uint64_t FslLink::put_free(uint64_t cycle, const FslWord& word) {
    if (full_ring()) grow();
    // Only a get can free the slot or settle the arrival it waits for.
    while (!put_now(cycle, word)) take_event_.wait();
    return cycle;
}

bool FslLink::get_now(uint64_t& cycle, FslWord& word) {
    if (known_ <= taken_) return false;  // nothing put, or its message still open
    cycle = std::max(cycle, slot(taken_).arrival);
    take(cycle, word);
    return true;
}

// (The members called by name, not through the interface: one call.)
sim::FslPutNow FslLink::put_now_call() {
    return {[](void* link, uint64_t& cycle, uint32_t data, bool control) {
                return static_cast<FslLink*>(link)->FslLink::put_now(cycle, FslWord{data, control});
            },
            this};
}

sim::FslGetNow FslLink::get_now_call() {
    return {[](void* link, uint64_t& cycle, uint32_t& data, bool& control) {
                FslWord w;
                if (!static_cast<FslLink*>(link)->FslLink::get_now(cycle, w)) return false;
                data = w.data, control = w.control;
                return true;
            },
            this};
}

uint64_t FslLink::get_free(uint64_t cycle, FslWord& word) {
    while (!get_now(cycle, word)) put_event_.wait();
    return cycle;
}

std::string FslLink::describe() const {
    std::string text = "link " + std::string(name()) + ", " + std::to_string(size()) + " words in it";
    if (messages_ && puts_ > closed_) {
        text += ", " + std::to_string(puts_ - closed_) + " of them a message no word put with the control bit has "
                "closed yet, which link.model = " + cfg_.model->name + " holds back";
        if (puts_ - closed_ >= cfg_.depth)
            text += "; link.depth = " + std::to_string(cfg_.depth) + " leaves the message no room to close";
    }
    return text;
}

}  // namespace montsim::net
