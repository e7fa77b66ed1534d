// A reference's answers kept per process. A sweep's points mostly share
// their operands (the same key, scalar or operand set at every TTU, core
// count and topology), and a point asks for its reference more than once
// (the check before the sweep, the run, its baseline): each answer is
// worked out once and kept. The key is every input of the computation, so
// a kept answer is the one the arithmetic would give again; forked workers
// inherit what the parent worked out.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>

namespace montsim::schemes {

template <typename Key, typename Value>
class Memo {
public:
    // The kept answer for `key`, else make()'s, kept. A make() that throws
    // keeps nothing.
    template <typename Make>
    Value get(const Key& key, Make&& make) {
        {
            std::lock_guard<std::mutex> hold(lock_);
            if (const auto it = kept_.find(key); it != kept_.end()) return it->second;
        }
        Value made = make();  // (unlocked: it is slow, and may throw)
        std::lock_guard<std::mutex> hold(lock_);
        if (kept_.size() >= kMaxKept) kept_.clear();  // a sweep of fresh operands: bounded, not grown
        kept_.emplace(key, made);
        return made;
    }

private:
    static constexpr size_t kMaxKept = 1024;
    std::mutex lock_;
    std::map<Key, Value> kept_;
};

}  // namespace montsim::schemes
