// A scheme's hooks over its own typed point: `parse` reads every key the
// scheme reads into its point struct and checks them (std::invalid_argument
// naming the key), once per hook call, and each hook takes that struct, so
// that no hook reads the Config by key. bind_point sets a Scheme's hooks
// (which the engine calls with the Config) from these; a scheme sets its
// hooks no other way (tests/structure/check_structure.py).
#pragma once

#include <functional>
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sim/Scheme.hpp"

namespace montsim::sim {

template <class Point>
struct PointHooks {
    // Every key the scheme reads, read (std::invalid_argument for a value it
    // cannot take), and optionally the checks of what the point needs
    // beyond its values (a required file): Scheme::validate is parse, then
    // check; every hook but `uses` gets a point that passed both.
    std::function<Point(const Config&)> parse;
    std::function<void(const Point&)> check;
    // What every point's platform uses, where that depends on no key (a
    // one-core scheme: no links); else `uses`.
    std::optional<PlatformUse> same_use;
    // As Scheme's hooks of the same names, over the point. (uses: over the
    // point as parse read it, unchecked; a point that does not parse gets
    // Scheme's unset meaning, every part: its keys are then not refused as
    // unread, and validate names its error.)
    std::function<PlatformUse(const Point&)> uses;
    std::function<std::unique_ptr<SchemeRun>(const Point&)> prepare;
    std::function<Stats(const Point&)> evaluate;
    std::function<MemoryNeed(const Point&)> memory;
    std::function<std::vector<std::string>(const Point&)> operands_taken;
    std::function<InputDigests(const Point&)> inputs;
    // The baselines' points are Configs of other schemes, made from this
    // point's Config (baseline_config) and the parsed point: the one hook
    // that sees the Config, to copy it, never to read a key.
    std::function<std::vector<BaselineRequest>(const Point&, const Config&)> baselines;
};

template <class Point>
void bind_point(Scheme& scheme, PointHooks<Point> hooks) {
    const auto read = hooks.parse;
    const auto parse = [read, check = hooks.check](const Config& c) {
        Point point = read(c);
        if (check) check(point);
        return point;
    };
    scheme.validate = [parse](const Config& c) { parse(c); };
    if (hooks.same_use) {
        scheme.uses = [use = *hooks.same_use](const Config&) { return use; };
    } else if (hooks.uses) {
        scheme.uses = [read, f = hooks.uses](const Config& c) {
            try {
                return f(read(c));
            } catch (const std::exception&) {
                return PlatformUse{};
            }
        };
    }
    if (hooks.prepare) scheme.prepare = [parse, f = hooks.prepare](const Config& c) { return f(parse(c)); };
    if (hooks.evaluate) scheme.evaluate = [parse, f = hooks.evaluate](const Config& c) { return f(parse(c)); };
    if (hooks.memory) scheme.memory = [parse, f = hooks.memory](const Config& c) { return f(parse(c)); };
    if (hooks.operands_taken)
        scheme.operands_taken = [parse, f = hooks.operands_taken](const Config& c) { return f(parse(c)); };
    if (hooks.inputs) scheme.inputs = [parse, f = hooks.inputs](const Config& c) { return f(parse(c)); };
    if (hooks.baselines)
        scheme.baselines = [parse, f = hooks.baselines](const Config& c) { return f(parse(c), c); };
}

}  // namespace montsim::sim
