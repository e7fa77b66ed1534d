#include "sim/Sweep.hpp"

#include "sim/Interrupt.hpp"

#include <algorithm>
#include <exception>

#include "sim/Catalogue.hpp"

namespace montsim::sim {

namespace {

// Points of one group, saturating at kMaxPoints + 1 (65536^4 must not read as 0).
size_t group_count(const SweepGroup& group) {
    size_t n = 1;
    for (const auto& axis : group) {
        if (n > kMaxPoints || axis.values.size() > kMaxPoints) return kMaxPoints + 1;
        n *= axis.values.size();
    }
    return n;
}

}  // namespace

size_t point_count(const Experiment& ex) {
    size_t n = 0;
    for (const auto& group : ex.groups) {
        n += group_count(group);
        if (n > kMaxPoints) return kMaxPoints + 1;
    }
    return n;
}

std::vector<Config> expand_points(const Experiment& ex) { return expand_points(ex, 0, checked_point_count(ex)); }

size_t checked_point_count(const Experiment& ex) {
    const size_t n = point_count(ex);
    if (n > kMaxPoints) {
        std::string sizes;
        for (const auto& group : ex.groups) {
            std::string product;
            for (const auto& axis : group) product += (product.empty() ? "" : " x ") + std::to_string(axis.values.size());
            sizes += (sizes.empty() ? "" : " + ") + (product.empty() ? "1" : product);
        }
        throw ConfigError(ex.source.empty() ? "the sweep" : ex.source,
                          "the [sweep] has " + sizes + " points, more than the " + std::to_string(kMaxPoints) +
                              " one run takes; split it into several configs");
    }
    return n;
}

std::vector<Config> expand_points(const Experiment& ex, size_t first, size_t last) {
    Config base = default_config();
    for (const auto& [key, value] : ex.base.values()) base.set(key, value);
    std::vector<Config> points;
    last = std::min(last, checked_point_count(ex));
    if (first < last) points.reserve(last - first);
    size_t group_first = 0;  // the index of the group's first point
    for (const auto& group : ex.groups) {
        const size_t n = group_count(group);
        for (size_t index = std::max(first, group_first); index < std::min(last, group_first + n); ++index) {
            Config point = base;
            // Mixed-radix digits of the index in the group, last axis least significant.
            size_t rest = index - group_first;
            for (size_t a = group.size(); a-- > 0;) {
                const auto& axis = group[a];
                point.set(axis.key, axis.values[rest % axis.values.size()]);
                rest /= axis.values.size();
            }
            points.push_back(std::move(point));
        }
        group_first += n;
    }
    return points;
}

std::string point_label(const Experiment& ex, const Config& point) {
    std::string label;
    std::vector<std::string> keys;
    for (const auto& group : ex.groups)
        for (const auto& axis : group)
            if (std::find(keys.begin(), keys.end(), axis.key) == keys.end()) keys.push_back(axis.key);
    for (const auto& key : keys) {
        if (!label.empty()) label += ' ';
        label += key + "=" + to_string(point.at(key));
    }
    return label.empty() ? "base" : label;
}

PointOutcome run_one(const Config& point, const PointRunner& run) {
    PointOutcome outcome{point, std::nullopt, {}, false, {}};
    try {
        outcome.stats = run(point);
    } catch (const std::bad_alloc&) {
        // A point whose parameters need more memory than the machine gives:
        // say which of its sizes to lower, not a bare std::bad_alloc.
        std::string sizes;
        const Config defaults = default_config();
        for (const auto& [key, value] : point.values())
            if (!defaults.has(key) || !(defaults.at(key) == value))
                sizes += (sizes.empty() ? "" : ", ") + key + " = " + to_string(value);
        outcome.error = "out of memory (std::bad_alloc): this point needs more memory than the machine gives; "
                        "lower its sizes (its non-default parameters: " + (sizes.empty() ? "none" : sizes) +
                        ") or run fewer points at once (-j)";
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
            outcomes.push_back(PointOutcome{points[i], std::nullopt, "not run: the sweep was interrupted", true, {}});
            continue;
        }
        PointOutcome outcome = run_one(points[i], run);
        if (on_done) on_done(i, outcome);
        outcomes.push_back(std::move(outcome));
    }
    return outcomes;
}

}  // namespace montsim::sim
