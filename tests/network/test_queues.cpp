// The routed network's two queues (network/TimeWheel.hpp, RingQueue.hpp)
// against the standard library's: random pushes and takes, items due far
// beyond the wheel's window, and gaps longer than the window between takes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>
#include <map>
#include <random>
#include <vector>

#include "network/RingQueue.hpp"
#include "network/TimeWheel.hpp"

using namespace montsim;

namespace {

struct Item {
    uint64_t cycle;
    unsigned id;
};

}  // namespace

TEST_CASE("the time wheel gives out every item at its cycle, as a sorted multimap does", "[network][queue]") {
    for (const unsigned seed : {1u, 2u, 3u, 4u, 5u, 6u}) {
        // Seeds 5 and 6 push only onto an empty wheel: the next take often
        // jumps straight to an item pushed from beyond the window.
        const bool sparse = seed >= 5;
        INFO("seed " << seed);
        std::mt19937_64 rng(seed);
        net::TimeWheel<Item> wheel;
        std::multimap<uint64_t, unsigned> reference;
        uint64_t now = 0;
        unsigned next_id = 0;
        for (int step = 0; step < 4000; ++step) {
            // Pushes due from now on: mostly near, some beyond the window
            // (1024 cycles), some far beyond.
            // Often none, so that the wheel runs dry and the next take
            // jumps to an item that was pushed from far beyond its window.
            for (int k = sparse ? int(reference.empty()) : rng() % 2 ? 0 : int(rng() % 4); k > 0; --k) {
                const uint64_t ahead = rng() % 2 == 0 ? rng() % 5000 : rng() % 40;
                wheel.push(Item{now + ahead, next_id});
                reference.emplace(now + ahead, next_id++);
            }
            REQUIRE(wheel.empty() == reference.empty());
            const uint64_t expected_next = reference.empty() ? UINT64_MAX : reference.begin()->first;
            REQUIRE(wheel.next_cycle() == expected_next);
            // Take at the next due cycle, or jump (sometimes past the window)
            // to a cycle no item is due before.
            uint64_t to = now + 1 + (rng() % 3 == 0 ? rng() % 3000 : rng() % 5);
            to = std::min(to, expected_next);
            std::vector<unsigned> got, want;
            wheel.take_due(to, [&](const Item& item) {
                REQUIRE(item.cycle == to);
                got.push_back(item.id);
            });
            for (auto it = reference.begin(); it != reference.end() && it->first == to;) {
                want.push_back(it->second);
                it = reference.erase(it);
            }
            std::sort(got.begin(), got.end());
            std::sort(want.begin(), want.end());
            REQUIRE(got == want);
            now = to;
        }
    }
}

TEST_CASE("the time wheel gives out an item pushed beyond its window at its cycle", "[network][queue]") {
    net::TimeWheel<Item> wheel;
    wheel.push(Item{3000, 7});
    CHECK(wheel.next_cycle() == 3000);
    std::vector<unsigned> got;
    wheel.take_due(3000, [&](const Item& item) { got.push_back(item.id); });
    CHECK(got == std::vector<unsigned>{7});
    CHECK(wheel.empty());
}

TEST_CASE("the time wheel refuses an item taken late", "[network][queue]") {
    net::TimeWheel<Item> wheel;
    wheel.push(Item{5, 0});
    CHECK_THROWS_WITH(wheel.take_due(6, [](const Item&) {}), Catch::Contains("taken late"));
    net::TimeWheel<Item> next;  // one cycle on: only the last cycle's slot is looked at
    next.take_due(10, [](const Item&) {});
    next.push(Item{10, 0});  // due at the cycle just taken
    CHECK_THROWS_WITH(next.take_due(11, [](const Item&) {}), Catch::Contains("taken late"));
    net::TimeWheel<Item> far;
    far.push(Item{3000, 0});
    far.take_due(2000, [](const Item&) {});
    CHECK_THROWS_WITH(far.push(Item{1999, 1}), Catch::Contains("before the wheel's time"));
}

TEST_CASE("the ring queue keeps first-in first-out order as a deque does, through its growth", "[network][queue]") {
    std::mt19937 rng(9);
    net::RingQueue<unsigned> ring;
    std::deque<unsigned> reference;
    for (unsigned step = 0; step < 20000; ++step) {
        if (rng() % 3 != 0 || reference.empty()) {
            ring.push_back(step);
            reference.push_back(step);
        } else {
            REQUIRE(ring.front() == reference.front());
            ring.pop_front();
            reference.pop_front();
        }
        REQUIRE(ring.size() == reference.size());
        if (!reference.empty()) {
            REQUIRE(ring.back() == reference.back());
            const size_t i = rng() % reference.size();
            REQUIRE(ring[i] == reference[i]);
        }
    }
}
