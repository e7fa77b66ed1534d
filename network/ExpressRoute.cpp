#include "network/ExpressRoute.hpp"

#include <algorithm>
#include <stdexcept>

#include "network/RingQueue.hpp"
#include "sim/Mutants.hpp"

namespace montsim::net {

// The express routes' mutants (sim/Mutants.hpp): each must make the
// differential tests against the clocked reference fail.
#define EXPRESS_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
EXPRESS_SITE(kInjectionNow, "express.put/slot-now", "a put takes an injection slot in the cycle a word frees it")
EXPRESS_SITE(kInjectionLate, "express.put/slot-late", "a put takes an injection slot two cycles after it frees")
EXPRESS_SITE(kCreditNow, "express.credit/now", "a hop takes a credit in the cycle the word ahead frees it")
EXPRESS_SITE(kCreditLate, "express.credit/late", "a hop takes a credit two cycles after the word ahead frees it")
EXPRESS_SITE(kNoCredit, "express.credit/ignored", "a hop ignores the next buffer's credits")
EXPRESS_SITE(kReceiveNow, "express.receive/slot-now", "the last hop takes a receive slot in the cycle a get frees it")
EXPRESS_SITE(kRouterDown, "express.router/latency-1", "a word leaves each router a cycle early")
EXPRESS_SITE(kRouterUp, "express.router/latency+1", "a word leaves each router a cycle late")
EXPRESS_SITE(kLinkUp, "express.link/latency+1", "a word takes a cycle more on each link")
EXPRESS_SITE(kLinkDown, "express.link/latency-1", "a word takes a cycle less on each link")
EXPRESS_SITE(kStageSlow, "express.stage/spacing+1", "a stage passes a word every second cycle at most")
EXPRESS_SITE(kReadableNow, "express.receive/readable-now", "a word is readable in the cycle it enters the FIFO")
#undef EXPRESS_SITE

ExpressRoute::ExpressRoute(const Shape& shape) : shape_(shape) {
    if (shape.router_latency < 1 || shape.link_latency < 1 || shape.buffer < 1 || shape.receive_depth < 1)
        throw std::invalid_argument("an express route needs latencies, buffer and depth of at least 1");
    const unsigned stages = shape.hops + 1;
    // At most B words per stage (a put waits for the injection buffer's
    // room, a hop for its credits) and D in the receive FIFO; start smaller
    // and grow while a long route fills up.
    words_.resize(power_of_two_at_least(std::min<uint64_t>(uint64_t(stages) * shape.buffer + shape.receive_depth + 1, 64)));
    word_mask_ = words_.size() - 1;
    // Stage j reads back at most B words of its own exits and of stage
    // j + 1's (credits); the put reads stage 0's B words back.
    exit_span_ = power_of_two_at_least(uint64_t(shape.buffer) + 1);
    exit_mask_ = exit_span_ - 1;
    exits_.assign(stages * exit_span_, 0);
    done_.assign(stages, 0);
    takes_.assign(power_of_two_at_least(shape.receive_depth), 0);
}

bool ExpressRoute::fits(const Shape& shape) {
    return (uint64_t(shape.hops) + 1) * power_of_two_at_least(uint64_t(shape.buffer) + 1) <= 4096;
}

std::optional<uint64_t> ExpressRoute::room_from() const {
    const uint64_t n = puts_, b = shape_.buffer;
    if (n < b) return uint64_t{0};
    if (done_[0] <= n - b) return std::nullopt;  // that word's exit waits on a get
    // A slot freed in a cycle is usable in the next.
    return exit(0, n - b) + 1 - MONTSIM_MUTANT_ON(kInjectionNow) + MONTSIM_MUTANT_ON(kInjectionLate);
}

void ExpressRoute::put(uint64_t cycle, const sim::FslWord& word) {
    if (puts_ - taken_ == words_.size()) {
        std::vector<Slot> bigger(words_.size() * 2);
        const uint64_t mask = bigger.size() - 1;
        for (uint64_t n = taken_; n < puts_; ++n) bigger[n & mask] = slot(n);
        words_.swap(bigger);
        word_mask_ = mask;
    }
    Slot& s = slot(puts_);
    s.word = word;
    s.put = cycle;
    ++puts_;
    // Everything before the put was settled, and the new word is the last:
    // every word ahead of it left the stages it has to pass, so it goes on
    // stage by stage until one holds it (a word ahead still there, a
    // credit, the receive FIFO), and its moves free nothing for another
    // word (it only takes slots). One walk, no sweep.
    for (unsigned j = 0; j <= shape_.hops && advance(j); ++j) {
    }
}

sim::FslWord ExpressRoute::take(uint64_t cycle) {
    const sim::FslWord word = slot(taken_).word;
    takes_[taken_ & (takes_.size() - 1)] = cycle;
    ++taken_;
    // A slot of the receive FIFO frees: only the last stage's word can move
    // on that (everything else was settled before). Most gets find no word
    // waiting there, and a sweep of the whole route found nothing to do.
    if (advance(shape_.hops)) settle();  // then the words behind it may follow
    return word;
}

bool ExpressRoute::advance(unsigned stage) {
    const uint64_t n = done_[stage];
    if (n >= (stage == 0 ? puts_ : done_[stage - 1])) return false;  // not in this stage yet
    uint64_t x = 0;
    if (stage < shape_.hops) {
        const uint64_t b = shape_.buffer;
        if (n >= b && !MONTSIM_MUTANT_ON(kNoCredit)) {
            if (done_[stage + 1] <= n - b) return false;
            x = exit(stage + 1, n - b) + 1 - MONTSIM_MUTANT_ON(kCreditNow) + MONTSIM_MUTANT_ON(kCreditLate);
        }
    } else {
        const uint64_t d = shape_.receive_depth;
        if (n >= d) {
            if (taken_ <= n - d) return false;
            x = takes_[(n - d) & (takes_.size() - 1)] + !MONTSIM_MUTANT_ON(kReceiveNow);
        }
    }
    const uint64_t entered =
        stage == 0 ? slot(n).put : exit(stage - 1, n) + MONTSIM_OFF_BY_ONE(shape_.link_latency, kLinkUp, kLinkDown);
    x = std::max(x, entered + MONTSIM_OFF_BY_ONE(shape_.router_latency, kRouterUp, kRouterDown));
    if (n > 0) x = std::max(x, exit(stage, n - 1) + 1 + MONTSIM_MUTANT_ON(kStageSlow));
    exit(stage, n) = x;
    ++done_[stage];
    if (stage == shape_.hops) {
        slot(n).arrival = x + !MONTSIM_MUTANT_ON(kReadableNow);  // into the receive FIFO at x, readable from the next cycle
        delivered_ = done_[stage];
    }
    return true;
}

void ExpressRoute::settle() {
    // A stage's next exit needs the stage before it (the word there) and the
    // one after it (its credit, freed by a word further on): sweep until
    // nothing more is known. A put or a get usually settles in one sweep.
    for (bool moved = true; moved;) {
        moved = false;
        for (unsigned j = 0; j <= shape_.hops; ++j)
            while (advance(j)) moved = true;
    }
}

std::vector<uint64_t> ExpressRoute::words_in_stages() const {
    // A word whose exits are known up to stage j - 1 has entered stage j
    // (a link's delay is time alone) and waits there.
    std::vector<uint64_t> words(shape_.hops + 1);
    for (unsigned j = 0; j <= shape_.hops; ++j) words[j] = (j == 0 ? puts_ : done_[j - 1]) - done_[j];
    return words;
}

}  // namespace montsim::net
