// The toy latency model "toyhalf": a link that carries a word every second
// cycle (arrival = max(put + link.latency, the word before's + 2)), with a
// clocked form written apart from the rule (a line that lets a word out
// only two edges after the last). With toyhalf.broken = true its rule
// carries a word every cycle, its clocked form left right: the mutant the
// burst token patterns must catch (test_toys.cpp), which patterns that never
// put two words back to back let through.
#include <algorithm>
#include <deque>
#include <memory>

#include "network/ClockedLine.hpp"
#include "network/LatencyModel.hpp"
#include "sim/Registration.hpp"
#include "tests/toys/Toys.hpp"

namespace montsim::toys {

namespace {

class ToyHalf : public net::LineRule {
public:
    explicit ToyHalf(uint64_t spacing) : spacing_(spacing) {}
    uint64_t arrival(const net::LineWord& word, uint64_t latency, std::optional<uint64_t> previous) override {
        const uint64_t at = word.put + latency;
        return previous ? std::max(at, *previous + spacing_) : at;
    }

private:
    uint64_t spacing_;
};

// A word put at cycle c is in the line until the edge where it has been in
// it link.latency edges and two edges have passed since the last word left.
class ToyHalfLine : public net::ClockedLine {
public:
    explicit ToyHalfLine(const net::ClockedLineShape& shape) : latency_(shape.latency), depth_(shape.depth) {}
    void put(const net::ClockedWord& w) override { line_.push_back({w.word, w.link, 0}); }
    bool edge(std::deque<net::ClockedWord>& receive) override {
        ++since_last_;
        if (line_.empty()) return false;
        for (auto& w : line_) ++w.count;
        if (line_.front().count >= latency_ && since_last_ >= 2) {
            receive.push_back({line_.front().word, line_.front().link, 0});
            line_.pop_front();
            since_last_ = 0;
        }
        return true;
    }
    uint64_t occupancy(uint64_t receive_words) const override { return line_.size() + receive_words; }
    uint64_t capacity() const override { return depth_; }
    sim::Stats stats() const override { return {}; }

private:
    uint64_t latency_, depth_;
    uint64_t since_last_ = 2;  // no word has left yet
    std::deque<net::ClockedWord> line_;
};

}  // namespace

MONTSIM_REGISTRATION("tests/toys/toyhalf", [] {
    net::LatencyModel m;
    m.name = "toyhalf";
    m.summary = "a word every second cycle, link.latency after its put (a test)";
    m.hardware = "none (a test)";
    m.params = {sim::bool_param(kToyHalfBroken, false,
                                "toyhalf: the rule carries a word every cycle, its clocked form every second (a "
                                "mutant the differential tests must catch)")};
    m.depth_bounds_in_flight = true;
    m.make_rule = [](const sim::Config& point) {
        return std::unique_ptr<net::LineRule>(std::make_unique<ToyHalf>(point.get_bool(kToyHalfBroken) ? 1 : 2));
    };
    m.make_clocked = [](const net::ClockedLineShape& shape, const sim::Config&) {
        return std::unique_ptr<net::ClockedLine>(std::make_unique<ToyHalfLine>(shape));
    };
    net::latency_models().add(m);
})

}  // namespace montsim::toys
