// Every shipped experiment file parses, validates and expands.
#include <catch2/catch.hpp>
#include <filesystem>

#include "sim/ConfigLoader.hpp"
#include "sim/KeyUse.hpp"
#include "sim/Sweep.hpp"

using namespace montsim;

TEST_CASE("every config in configs/ loads and expands into valid points", "[config][shipped]") {
    const std::filesystem::path dir = std::filesystem::path(MONTSIM_SOURCE_DIR) / "configs";
    size_t files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".toml") continue;
        ++files;
        INFO(entry.path().string());
        sim::Experiment ex;
        REQUIRE_NOTHROW(ex = sim::load_experiment(entry.path().string()));
        const std::vector<sim::Config> points = sim::expand_points(ex);
        CHECK_FALSE(points.empty());
        // Every parameter a shipped sweep sets is read where it is set.
        for (const auto& point : points) {
            const auto unread = sim::unread_keys(point);
            CHECK(unread.empty());
            if (!unread.empty()) break;
        }
    }
    CHECK(files >= 4);
}
