// A scheme's hooks over its own typed point: `parse` reads every key the
// scheme reads into its point struct and checks them (std::invalid_argument
// naming the key), and each hook takes that struct, so that no hook reads
// the Config by key. The points read are kept (ParsedPoints): a sweep
// calls five hooks on each point. bind_point sets a Scheme's hooks
// (which the engine calls with the Config) from these; a scheme sets its
// hooks no other way (tests/structure/check_structure.py).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
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

// The points `read` made of the Configs it was given, by their values
// object: a Config with the same values object is the same point. Each
// entry holds a copy of its Config, which keeps the values shared, so a
// change to a Config read (Config::set copies shared values first) gives
// it another values object. A sweep checks every point, then runs each,
// calling five hooks on it. Per thread: points may be parsed on several.
template <class Point>
class ParsedPoints {
public:
    explicit ParsedPoints(std::function<Point(const Config&)> read) : read_(std::move(read)), id_(next_id()) {}
    Point operator()(const Config& c) const {
        auto& kept = kept_();
        const auto it = kept.find(Key{id_, &c.values()});
        if (it != kept.end()) return it->second.second;
        Point point = read_(c);  // (may throw: nothing is kept then)
        if (kept.size() >= kMost) kept.clear();
        kept.emplace(Key{id_, &c.values()}, std::make_pair(c, point));
        return point;
    }

private:
    // A bound on what is kept (its Configs stay alive: a few KiB each); a
    // sweep of more points parses some again.
    static constexpr size_t kMost = 1024;
    // (this reader's id, never another's even once it is gone; the values,
    // which the kept Config keeps from being freed and their address reused)
    using Key = std::pair<uint64_t, const void*>;
    struct KeyHash {
        size_t operator()(const Key& k) const { return std::hash<const void*>()(k.second) * 31 + k.first; }
    };
    static uint64_t next_id() {
        static std::atomic<uint64_t> ids{0};
        return ids++;
    }
    using Kept = std::unordered_map<Key, std::pair<Config, Point>, KeyHash>;
    static Kept& kept_() {
        thread_local Kept kept;
        return kept;
    }
    std::function<Point(const Config&)> read_;
    uint64_t id_;
};

template <class Point>
void bind_point(Scheme& scheme, PointHooks<Point> hooks) {
    const auto read = hooks.parse;
    const auto parsed = std::make_shared<ParsedPoints<Point>>(read);
    const auto parse = [parsed, check = hooks.check](const Config& c) {
        Point point = (*parsed)(c);
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
