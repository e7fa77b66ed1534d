// schemes/common/Memo.hpp: the references' kept answers.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>
#include <utility>

#include "schemes/common/Memo.hpp"

using montsim::schemes::Memo;

TEST_CASE("memo: an answer is worked out once per key, and only for its own key", "[operands]") {
    Memo<std::pair<int, int>, int> memo;
    int made = 0;
    auto power = [&](int b, int e) {
        return memo.get({b, e}, [&] {
            ++made;
            int x = 1;
            for (int i = 0; i < e; ++i) x *= b;
            return x;
        });
    };
    CHECK(power(2, 10) == 1024);
    CHECK(power(2, 10) == 1024);
    CHECK(made == 1);
    CHECK(power(10, 2) == 100);  // the same numbers, another key
    CHECK(power(2, 3) == 8);
    CHECK(made == 3);
}

TEST_CASE("memo: a computation that throws keeps nothing", "[operands]") {
    Memo<int, std::string> memo;
    int tries = 0;
    auto ask = [&](bool fail) {
        return memo.get(7, [&]() -> std::string {
            ++tries;
            if (fail) throw std::invalid_argument("no answer");
            return "seven";
        });
    };
    CHECK_THROWS_AS(ask(true), std::invalid_argument);
    CHECK(ask(false) == "seven");  // worked out again, not a kept failure
    CHECK(ask(true) == "seven");   // kept now: not asked again
    CHECK(tries == 2);
}

TEST_CASE("memo: a sweep of fresh keys keeps at most its bound, and answers right after", "[operands]") {
    Memo<int, int> memo;
    int made = 0;
    auto square = [&](int v) {
        return memo.get(v, [&] {
            ++made;
            return v * v;
        });
    };
    for (int v = 0; v < 5000; ++v) REQUIRE(square(v) == v * v);
    CHECK(made == 5000);
    CHECK(square(4999) == 4999 * 4999);  // the newest kept
    CHECK(made == 5000);
    CHECK(square(3) == 9);  // dropped long ago: made again, right
}
