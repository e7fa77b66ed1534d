// A first-in first-out queue in one circular array that doubles when full:
// the routed network's buffers, links and receive FIFOs (RoutedNetwork.hpp).
// std::deque allocated and freed a block every few words a buffer passed on,
// and took 80 bytes a buffer; this allocates only while a queue grows past
// its largest size so far.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace montsim::net {

// The size of a circular array indexed by a mask (n rounded up to a power
// of two): RingQueue's, and the word logs of FslLink and ExpressRoute.
inline uint64_t power_of_two_at_least(uint64_t n) {
    uint64_t p = 1;
    while (p < n) p <<= 1;
    return p;
}

template <typename T>
class RingQueue {
public:
    bool empty() const { return size_ == 0; }
    size_t size() const { return size_; }
    T& front() { return slots_[head_]; }
    const T& front() const { return slots_[head_]; }
    T& back() { return slots_[(head_ + size_ - 1) & mask()]; }
    // The i-th item from the front.
    const T& operator[](size_t i) const { return slots_[(head_ + i) & mask()]; }

    void push_back(const T& item) {
        if (size_ == slots_.size()) grow();
        slots_[(head_ + size_) & mask()] = item;
        ++size_;
    }
    template <typename... Args>
    void emplace_back(Args&&... args) {
        push_back(T{std::forward<Args>(args)...});
    }
    void pop_front() {
        head_ = (head_ + 1) & mask();
        --size_;
    }

private:
    size_t mask() const { return slots_.size() - 1; }
    void grow() {
        std::vector<T> bigger(slots_.empty() ? 4 : slots_.size() * 2);
        for (size_t i = 0; i < size_; ++i) bigger[i] = (*this)[i];
        slots_.swap(bigger);
        head_ = 0;
    }

    std::vector<T> slots_;  // a power of two in size
    size_t head_ = 0, size_ = 0;
};

}  // namespace montsim::net
