// Items due at a cycle, taken out cycle by cycle: the routed network's
// transfers that sync-free cores made ahead of its time (RoutedNetwork.hpp).
// A priority queue did this at a heap operation per transfer in and out;
// nearly all are due within a few hundred cycles, so a wheel of buckets, one
// per cycle of the next kSlots, takes them in and out in constant time, with
// a bit per bucket to find the next due cycle. Items due further ahead wait
// in a heap and move to the wheel as its window reaches them. Items due at
// one cycle come out in no particular order (the network's outcome does not
// depend on it: registered flags).
#pragma once

#include <cstdint>
#include <functional>
#include <queue>
#include <stdexcept>
#include <vector>

namespace montsim::net {

template <typename T>  // T has a uint64_t `cycle`
class TimeWheel {
public:
    TimeWheel() : slots_(kSlots) {}

    bool empty() const { return size_ == 0; }

    void push(const T& item) {
        if (item.cycle < base_) throw std::logic_error("time wheel: an item due before the wheel's time (model error)");
        ++size_;
        if (item.cycle < base_ + kSlots) put(item);
        else far_.push(item);
    }

    // The earliest cycle an item is due at; UINT64_MAX if none.
    uint64_t next_cycle() const {
        if (size_ == 0) return UINT64_MAX;
        const unsigned start = unsigned(base_ % kSlots);
        for (unsigned k = 0; k <= kWords; ++k) {
            const unsigned word = (start / 64 + k) % kWords;
            uint64_t bits = used_[word];
            if (k == 0) bits &= ~uint64_t(0) << (start % 64);  // the slots from base_ on
            else if (k == kWords) bits &= (uint64_t(1) << (start % 64)) - 1;  // wrapped round: before base_
            if (bits) {
                const unsigned slot = word * 64 + unsigned(__builtin_ctzll(bits));
                return base_ + (slot + kSlots - start) % kSlots;
            }
        }
        return far_.top().cycle;  // the wheel is empty: only far items are left
    }

    // Calls take(item) for each item due at `now` (none may be due before:
    // the caller takes every cycle's items when its time comes; take must not
    // push onto the wheel); the wheel's window then starts at `now`.
    template <typename Take>
    void take_due(uint64_t now, Take&& take) {
        // Nothing may be left due before `now`. Most calls come a cycle
        // after the last: then only that cycle's slot can hold one, and the
        // wheel is not searched (it was at every call).
        const bool late = now == base_ + 1 ? (used_[(base_ % kSlots) / 64] >> (base_ % 64)) & 1
                                           : now > base_ && next_cycle() < now;
        if (late) throw std::logic_error("time wheel: an item taken late (model error)");
        base_ = now;  // every item on the wheel is due in [now, now + kSlots)
        while (!far_.empty() && far_.top().cycle < base_ + kSlots) {
            put(far_.top());
            far_.pop();
        }
        std::vector<T>& slot = slots_[now % kSlots];
        if (slot.empty()) return;
        for (const T& item : slot) take(item);  // each is due at `now`
        size_ -= slot.size();
        slot.clear();
        used_[(now % kSlots) / 64] &= ~(uint64_t(1) << (now % 64));
    }

private:
    static constexpr unsigned kSlots = 1024, kWords = kSlots / 64;
    struct Later {
        bool operator()(const T& a, const T& b) const { return a.cycle > b.cycle; }
    };

    void put(const T& item) {
        slots_[item.cycle % kSlots].push_back(item);
        used_[(item.cycle % kSlots) / 64] |= uint64_t(1) << (item.cycle % 64);
    }

    std::vector<std::vector<T>> slots_;  // slot c % kSlots: the items due at c, base_ <= c < base_ + kSlots
    uint64_t used_[kWords] = {};         // a bit per non-empty slot
    uint64_t base_ = 0;
    size_t size_ = 0;
    std::priority_queue<T, std::vector<T>, Later> far_;  // due at base_ + kSlots or later
};

}  // namespace montsim::net
