#include <catch2/catch.hpp>
#include <fcntl.h>
#include <sys/resource.h>

#include <stdexcept>

#include "sim/ParallelRunner.hpp"
#include "sim/Params.hpp"
#include "sim/Runner.hpp"

using namespace montsim;

namespace {
sim::Stats fake_run(const sim::Config& c) {
    const int64_t seed = c.get_int("scheme.seed");
    if (seed == 3) throw std::runtime_error("point three fails\non two lines\twith a tab");
    return {{"cycles", seed * 10}, {"ratio", 1.0 / 3.0}, {"correct", true}, {"note", std::string("a\\b\nc")}};
}

std::vector<sim::Config> seeds(int n) {
    std::vector<sim::Config> points;
    for (int i = 1; i <= n; ++i) {
        sim::Config c = sim::default_config();
        c.set("scheme.seed", int64_t(i));
        points.push_back(c);
    }
    return points;
}
}  // namespace

TEST_CASE("worker processes return the same outcomes, in point order, as one process", "[parallel]") {
    const auto points = seeds(5);
    const auto serial = sim::run_points(points, fake_run, nullptr);
    size_t callbacks = 0;
    const auto parallel = sim::run_points_parallel(points, fake_run, [&](size_t, const sim::PointOutcome&) { ++callbacks; }, 3);
    CHECK(callbacks == 5);
    REQUIRE(parallel.size() == serial.size());
    for (size_t i = 0; i < serial.size(); ++i) {
        CHECK(parallel[i].config.get_int("scheme.seed") == int64_t(i + 1));
        CHECK(parallel[i].stats == serial[i].stats);
        CHECK(parallel[i].error == serial[i].error);
    }
    CHECK_FALSE(parallel[2].stats);
    CHECK(parallel[2].error == "point three fails\non two lines\twith a tab");
}

TEST_CASE("a real simulation point gives the same statistics in a worker process", "[parallel]") {
    auto points = seeds(2);
    for (auto& p : points) p.set("scheme.bits", int64_t(256));
    const auto serial = sim::run_points(points, sim::run_point, nullptr);
    const auto parallel = sim::run_points_parallel(points, sim::run_point, nullptr, 2);
    for (size_t i = 0; i < points.size(); ++i) CHECK(parallel[i].stats == serial[i].stats);
}

TEST_CASE("running out of open files waits for a worker instead of aborting", "[parallel]") {
    // The reproducer: -j 100 under a low open-file limit used to end in
    // "terminate called" (pipe: Too many open files). With room for only a
    // few pipes, the points still all run, a few at a time.
    struct rlimit saved {};
    REQUIRE(::getrlimit(RLIMIT_NOFILE, &saved) == 0);
    int highest = 0;
    for (int fd = 0; fd < 1024; ++fd)
        if (::fcntl(fd, F_GETFD) != -1) highest = fd;
    struct rlimit low = saved;
    low.rlim_cur = rlim_t(highest + 1 + 6);  // about three pipes
    REQUIRE(::setrlimit(RLIMIT_NOFILE, &low) == 0);
    std::vector<sim::PointOutcome> outcomes;
    CHECK_NOTHROW(outcomes = sim::run_points_parallel(seeds(20), fake_run, nullptr, 100));
    ::setrlimit(RLIMIT_NOFILE, &saved);
    REQUIRE(outcomes.size() == 20);
    for (size_t i = 0; i < outcomes.size(); ++i) CHECK((outcomes[i].stats.has_value() || i == 2));
}
