// One logical link of a routed network whose route is its own (no other
// logical link injects at its source router or asks for any router output
// on its way): its words meet nobody, so when each arrives follows from the
// puts and gets alone, worked out when they are made, with no router
// stepped and no core woken per word. RoutedNetwork uses it for every such
// link (a pSHS ring on a mesh with snake placement: every link); the rules
// are RoutedNetwork.hpp's, and the clocked reference checks both.
//
// Word n of the link goes through stages j = 0..h: stage 0 the source
// router's injection buffer, stage j the input buffer of the j-th router on
// the route (h hops; h = 0: the source is the destination). With P(n) its
// put, G(n) its get, r = router.latency, l = link.latency, B =
// router.buffer, D = link.depth, X_j(n) the cycle it leaves stage j:
//   E_0(n) = P(n),  E_j(n) = X_(j-1)(n) + l         (enters stage j)
//   X_j(n) = max(E_j(n) + r,                        (router latency)
//                X_j(n-1) + 1,                      (one word per output per cycle, in order)
//                X_(j+1)(n-B) + 1   (j < h),        (credits: the next buffer's slot, freed at
//                G(n-D) + 1         (j = h))        its word's exit, counts until the next cycle)
//   arrival (readable from) A(n) = X_h(n) + 1
//   a put finds room from X_0(n-B) + 1 (the injection buffer's registered flag).
// Terms of a negative word number drop out. Every value is final once its
// terms are known; the only ones not known at a put are gets not made yet,
// so a word's arrival is known as soon as it is put, except behind a full
// receive FIFO, where it is known when the reader frees a slot.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "sim/Channel.hpp"

namespace montsim::net {

class ExpressRoute {
public:
    struct Shape {
        unsigned hops = 0;
        uint64_t router_latency = 1, link_latency = 1;
        uint32_t buffer = 4, receive_depth = 16;
    };
    explicit ExpressRoute(const Shape& shape);
    // Whether its logs stay small: each stage keeps router.buffer + 1 exits
    // (a credit reaches that far back), whatever the words in flight, where
    // the routers' buffers grow only with the words they hold. A long route
    // of deep buffers (router.buffer near its 1024 limit) stays with the
    // routers: at most 4096 exits (32 KiB) a route.
    static bool fits(const Shape& shape);

    // The first cycle the next put finds room in the injection buffer;
    // nothing while that waits on a get not made yet.
    std::optional<uint64_t> room_from() const;
    // The put itself, at `cycle` (room checked by the caller).
    void put(uint64_t cycle, const sim::FslWord& word);
    // The oldest word not taken has been put (then its arrival is known).
    bool head_known() const { return delivered_ > taken_; }
    uint64_t head_arrival() const { return slot(taken_).arrival; }
    // Takes the oldest word at `cycle` (head known, arrived by then).
    sim::FslWord take(uint64_t cycle);

    // Words that have left stage j (for j < hops: sent over the route's hop j).
    uint64_t left(unsigned stage) const { return done_[stage]; }
    // Where the words not yet taken are once every move whose cycle is known
    // has been made (the end of a run, a deadlock report): per stage, words
    // in its buffer; and words in the receive FIFO.
    std::vector<uint64_t> words_in_stages() const;
    uint64_t words_received() const { return delivered_ - taken_; }

private:
    struct Slot {
        sim::FslWord word;
        uint64_t put = 0;
        uint64_t arrival = 0;  // once delivered
    };
    Slot& slot(uint64_t n) { return words_[n & word_mask_]; }
    const Slot& slot(uint64_t n) const { return words_[n & word_mask_]; }
    uint64_t& exit(unsigned stage, uint64_t n) { return exits_[stage * exit_span_ + (n & exit_mask_)]; }
    uint64_t exit(unsigned stage, uint64_t n) const { return exits_[stage * exit_span_ + (n & exit_mask_)]; }
    void settle();  // works out every exit whose terms are known
    bool advance(unsigned stage);  // the next word's exit from `stage`, if its terms are known

    Shape shape_;
    std::vector<Slot> words_;  // words [taken_, puts_), by number modulo its size
    uint64_t word_mask_ = 0;
    // X_j(n) for the last exit_span_ words of each stage: stage j's at
    // [j * exit_span_, (j + 1) * exit_span_) (B + 1 back reach every use).
    std::vector<uint64_t> exits_;
    uint64_t exit_span_ = 0, exit_mask_ = 0;
    std::vector<uint64_t> done_;  // per stage: words whose exit is known
    std::vector<uint64_t> takes_;  // G(n) at n % D
    uint64_t puts_ = 0, taken_ = 0;
    uint64_t delivered_ = 0;  // = done_[hops]
};

}  // namespace montsim::net
