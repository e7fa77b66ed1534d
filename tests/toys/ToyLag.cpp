// The toy latency models:
// - "toylag": the pipelined rule with toylag.extra more cycles per word; it
//   counts the words it timed. Its clocked form, written apart from the
//   rule, is a shift register of link.latency + toylag.extra stages, so the
//   differential tests of the network modes (which draw every model with a
//   clocked form) check one against the other. pSHS over it must take
//   exactly the cycles of pipelined links with link.latency + toylag.extra.
// - "toyunclocked": the same rule without a clocked form, which the clocked
//   reference refuses by name.
// - "aaafirst": toyunclocked again, registered under a name that sorts
//   before every built-in registration, so that it is the first entry of
//   the latency models' registry: no test may take the registry's order for
//   the built-ins' (test_toys.cpp checks it is first; the whole suite runs
//   with it).
#include <algorithm>
#include <deque>
#include <memory>

#include "network/ClockedLine.hpp"
#include "network/LatencyModel.hpp"
#include "sim/Registration.hpp"
#include "tests/toys/Toys.hpp"

namespace montsim::toys {

namespace {

class ToyLagStats : public sim::StatGroup {
public:
    sim::Stat words{*this, "toylag_words", "words", "words the toylag links timed"};
};

class ToyLag : public net::LineRule {
public:
    explicit ToyLag(uint64_t extra) : extra_(extra) {}
    uint64_t arrival(const net::LineWord& word, uint64_t latency, std::optional<uint64_t> previous) override {
        ++words_;
        const uint64_t at = word.put + latency + extra_;
        return previous ? std::max(at, *previous + 1) : at;
    }
    sim::Stats stats() const override {
        ToyLagStats st;
        st.words = words_;
        return st.values();
    }

private:
    uint64_t extra_;
    uint64_t words_ = 0;
};

// A shift register of `stages` stages in front of the receiver: a word put
// at cycle c is at stage 0 until the edge of c and arrives at the edge
// where it reaches the last stage.
class ToyLagLine : public net::ClockedLine {
public:
    ToyLagLine(const net::ClockedLineShape& shape, uint64_t extra)
        : stages_(shape.latency + extra), depth_(shape.depth) {}
    void put(const net::ClockedWord& w) override {
        ++words_;
        line_.push_back({w.word, w.link, 0});
    }
    bool edge(std::deque<net::ClockedWord>& receive) override {
        if (line_.empty()) return false;
        for (auto& w : line_) ++w.count;
        while (!line_.empty() && line_.front().count == stages_) {
            receive.push_back({line_.front().word, line_.front().link, 0});
            line_.pop_front();
        }
        return true;
    }
    uint64_t occupancy(uint64_t receive_words) const override { return line_.size() + receive_words; }
    uint64_t capacity() const override { return depth_; }
    sim::Stats stats() const override {
        ToyLagStats st;
        st.words = words_;
        return st.values();
    }

private:
    uint64_t stages_, depth_;
    uint64_t words_ = 0;
    std::deque<net::ClockedWord> line_;
};

net::LatencyModel toy_model(const char* name, const char* summary) {
    net::LatencyModel m;
    m.name = name;
    m.summary = summary;
    m.hardware = "none (a test)";
    m.params = {sim::int_param(kToyLagExtra, 0, 0, 1000, "cycles", "cycles added to each word's latency")};
    m.stats = sim::declarations_of<ToyLagStats>();
    m.depth_bounds_in_flight = true;
    m.make_rule = [](const sim::Config& point) {
        return std::unique_ptr<net::LineRule>(std::make_unique<ToyLag>(uint64_t(point.get_int(kToyLagExtra))));
    };
    return m;
}

}  // namespace

MONTSIM_REGISTRATION("tests/toys/toylag", [] {
    net::LatencyModel lag = toy_model("toylag", "pipelined, toylag.extra cycles slower (a test)");
    lag.make_clocked = [](const net::ClockedLineShape& shape, const sim::Config& point) {
        return std::unique_ptr<net::ClockedLine>(
            std::make_unique<ToyLagLine>(shape, uint64_t(point.get_int(kToyLagExtra))));
    };
    net::latency_models().add(lag);
    net::latency_models().add(toy_model("toyunclocked", "toylag without a clocked form (a test)"));
})

MONTSIM_REGISTRATION("aaa/tests/toys/first", [] {
    net::latency_models().add(toy_model("aaafirst", "registered before every built-in model (a test)"));
})

}  // namespace montsim::toys
