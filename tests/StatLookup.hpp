// Reads one named statistic of a run in tests; fails the test if absent.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "sim/Runner.hpp"

namespace montsim::test {

template <typename T>
T stat(const sim::Stats& st, const std::string& name) {
    for (const auto& [k, v] : st)
        if (k == name) return std::get<T>(v);
    FAIL("no statistic " << name);
    return T{};
}

}  // namespace montsim::test
