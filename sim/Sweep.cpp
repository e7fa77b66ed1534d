#include "sim/Sweep.hpp"

#include "sim/Interrupt.hpp"

#include <exception>

#include "sim/Catalogue.hpp"

namespace montsim::sim {

size_t point_count(const Experiment& ex) {
    size_t n = 1;
    for (const auto& axis : ex.axes) {
        // Saturates instead of wrapping: 65536^4 points must not read as 0.
        if (n > kMaxPoints || axis.values.size() > kMaxPoints) return kMaxPoints + 1;
        n *= axis.values.size();
    }
    return n;
}

std::vector<Config> expand_points(const Experiment& ex) {
    Config base = default_config();
    for (const auto& [key, value] : ex.base.values()) base.set(key, value);

    std::vector<Config> points;
    const size_t n = point_count(ex);
    if (n > kMaxPoints) {
        std::string sizes;
        for (const auto& axis : ex.axes) sizes += (sizes.empty() ? "" : " x ") + std::to_string(axis.values.size());
        throw ConfigError(ex.source.empty() ? "the sweep" : ex.source,
                          "the [sweep] has " + sizes + " points, more than the " + std::to_string(kMaxPoints) +
                              " one run takes; split it into several configs");
    }
    points.reserve(n);
    for (size_t index = 0; index < n; ++index) {
        Config point = base;
        // Mixed-radix digits of index, last axis least significant.
        size_t rest = index;
        for (size_t a = ex.axes.size(); a-- > 0;) {
            const auto& axis = ex.axes[a];
            point.set(axis.key, axis.values[rest % axis.values.size()]);
            rest /= axis.values.size();
        }
        points.push_back(std::move(point));
    }
    return points;
}

std::string point_label(const Experiment& ex, const Config& point) {
    std::string label;
    for (const auto& axis : ex.axes) {
        if (!label.empty()) label += ' ';
        label += axis.key + "=" + to_string(point.at(axis.key));
    }
    return label.empty() ? "base" : label;
}

PointOutcome run_one(const Config& point, const PointRunner& run) {
    PointOutcome outcome{point, std::nullopt, {}};
    try {
        outcome.stats = run(point);
    } catch (const std::exception& e) {
        outcome.error = e.what();
    } catch (...) {
        outcome.error = "the run failed with an exception that is not a std::exception";
    }
    return outcome;
}

std::vector<PointOutcome> run_points(const std::vector<Config>& points, const PointRunner& run,
                                     const PointObserver& on_done) {
    std::vector<PointOutcome> outcomes;
    outcomes.reserve(points.size());
    for (size_t i = 0; i < points.size(); ++i) {
        if (interrupt_signal()) {
            outcomes.push_back(PointOutcome{points[i], std::nullopt, "not run: the sweep was interrupted", true});
            continue;
        }
        PointOutcome outcome = run_one(points[i], run);
        if (on_done) on_done(i, outcome);
        outcomes.push_back(std::move(outcome));
    }
    return outcomes;
}

}  // namespace montsim::sim
