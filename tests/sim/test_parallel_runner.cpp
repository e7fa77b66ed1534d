// Worker processes (sim/ParallelRunner.hpp): the same outcomes as one
// process, in point order, and what happens when resources run out.
#include <catch2/catch.hpp>
#include <fcntl.h>
#include <sys/resource.h>

#include <csignal>
#include <limits>

#include <stdexcept>

#include "sim/ParallelRunner.hpp"
#include "sim/Catalogue.hpp"
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

TEST_CASE("workers take points from a queue; a worker that dies loses only the point it was running", "[parallel]") {
    // 64 points on 2 workers. Point 11 kills its worker process; a new one
    // takes up the queue.
    auto crash_at_11 = [](const sim::Config& c) -> sim::Stats {
        if (c.get_int("scheme.seed") == 11) ::raise(SIGKILL);
        return fake_run(c);
    };
    std::vector<size_t> order;
    const auto outcomes = sim::run_points_parallel(seeds(64), crash_at_11,
                                                   [&](size_t i, const sim::PointOutcome&) { order.push_back(i); }, 2);
    CHECK(order.size() == 64);
    for (size_t i = 0; i < outcomes.size(); ++i) {
        INFO("point " << i);
        CHECK(outcomes[i].config.get_int("scheme.seed") == int64_t(i + 1));
        if (i == 10) {
            CHECK_FALSE(outcomes[i].stats);
            CHECK(outcomes[i].error == "worker process killed by signal 9");
        } else if (i == 2) {
            CHECK(outcomes[i].error == "point three fails\non two lines\twith a tab");
        } else {
            REQUIRE(outcomes[i].stats);
            CHECK(std::get<int64_t>(sim::stat_value(*outcomes[i].stats, "cycles")) == int64_t(10 * (i + 1)));
        }
    }
}

TEST_CASE("outcome records round-trip and wait for their end", "[parallel]") {
    // With the inputs a user's program brings (their names may hold
    // anything a path can, tabs and newlines too).
    const sim::InputDigests inputs = {{"my\tprog\n.s", "0123456789abcdef"}, {"the program built from x", "ff"}};
    sim::PointOutcome ok{sim::default_config(), fake_run(seeds(1)[0]), {}, false, inputs};
    sim::PointOutcome bad{sim::default_config(), std::nullopt, "broke\n=\nhere", false, inputs};
    sim::PointOutcome empty{sim::default_config(), sim::Stats{}, {}, false, {}};
    const std::string text = sim::encode_record(7, ok) + sim::encode_record(8, bad) + sim::encode_record(9, empty);
    size_t used = 0;
    const auto all = sim::decode_records(text, used);
    CHECK(used == text.size());
    REQUIRE(all.size() == 3);
    CHECK(all[0].index == 7);
    CHECK(all[0].fingerprint == sim::point_fingerprint(sim::default_config()));
    CHECK(all[0].line == 1);
    CHECK(all[1].line > all[0].line);
    CHECK(all[0].outcome.stats == ok.stats);
    CHECK(all[1].outcome.error == "broke\n=\nhere");
    CHECK_FALSE(all[1].outcome.stats);
    CHECK(all[2].outcome.stats == sim::Stats{});
    CHECK(all[0].outcome.inputs == inputs);
    CHECK(all[1].outcome.inputs == inputs);
    CHECK(all[2].outcome.inputs.empty());
    const auto part = sim::decode_records(text.substr(0, text.size() - 1), used);
    CHECK(part.size() == 2);
    CHECK_THROWS(sim::decode_records("garbage\n", used));
}

TEST_CASE("every kind of statistic comes back as it went, and a garbled number is refused", "[parallel]") {
    const sim::Stats stats = {{"count", int64_t(-9007199254740993)},
                              {"ratio", 0.1},
                              {"tiny", 5e-324},
                              {"none", std::numeric_limits<double>::infinity()},
                              {"flag", true},
                              {"off", false},
                              {"text", std::string("a\\b\tc\nd\\n")},
                              {"odd\\name\t", std::string("")}};
    sim::PointOutcome o{sim::default_config(), stats, {}, false, {}};
    sim::PointOutcome back;
    sim::decode_outcome(sim::encode_outcome(o), back);
    CHECK(back.stats == stats);
    sim::PointOutcome bad;
    CHECK_THROWS_WITH(sim::decode_outcome("i\tcount\t12x\n", bad), Catch::Contains("garbled"));
    CHECK_THROWS_WITH(sim::decode_outcome("d\tratio\t\n", bad), Catch::Contains("garbled"));
}
