// The clocked hardware of the built-in latency models (ClockedLine.hpp): a
// pipelined, serial, delay-line, counter-gated (burst) or message link, one
// clock edge at a time, written apart from LatencyModel.cpp's rules, the
// fast path they check.
//
// Stage numbers: a pipelined word is at stage 0 in the cycle of its put and
// reaches the receiver at stage `latency`; a delay-line word is written
// into stage 1 by its put and leaves stage `latency` for the receive FIFO; a
// serial word waits until the wire is free, which it is in the edge after
// the previous word left it; a message likewise, once its last word (the
// control bit) is put.
#include "network/ClockedLine.hpp"

#include <algorithm>
#include <stdexcept>

#include "sim/Mutants.hpp"

namespace montsim::net {

std::string ClockedLine::describe(uint64_t receive_words) const {
    return std::to_string(occupancy(receive_words)) + " words in it";
}

namespace {

// The clocked lines' mutants (sim/Mutants.hpp): each must make the
// differential tests against the fast path fail.
#define LINE_SITE(var, name, what) MONTSIM_MUTANT_SITE(var, name, "[clocked],[syncfree]", what)
LINE_SITE(kPipelinedEarly, "clocked.pipelined/latency-1", "a word leaves the line a cycle early")
LINE_SITE(kPipelinedLate, "clocked.pipelined/latency+1", "a word leaves the line a cycle late")
LINE_SITE(kBurstOwnCounter, "clocked.burst/own-counter", "every word waits for a counter of its own")
LINE_SITE(kBurstLate, "clocked.burst/latency+1", "the group enters the FIFO a cycle late")
LINE_SITE(kBurstEarly, "clocked.burst/latency-1", "the group enters the FIFO a cycle early")
LINE_SITE(kSerialLate, "clocked.serial/latency+1", "a word takes a cycle more on the wire")
LINE_SITE(kSerialEarly, "clocked.serial/latency-1", "a word takes a cycle less on the wire")
LINE_SITE(kSerialGap, "clocked.serial/gap+1", "the wire rests a cycle after each word")
LINE_SITE(kMessageLate, "clocked.message/latency+1", "a message takes a cycle more on the wire")
LINE_SITE(kMessageEarly, "clocked.message/latency-1", "a message takes a cycle less on the wire")
LINE_SITE(kDelayLineCredit, "clocked.delayline/credit+1", "the end of the line enters a full receive FIFO")
LINE_SITE(kDelayLineCreditDown, "clocked.delayline/credit-1", "the end of the line waits with a slot free")
LINE_SITE(kDelayLineRigid, "clocked.delayline/rigid", "the whole line stalls while its end waits (not elastic)")
LINE_SITE(kDelayLineLate, "clocked.delayline/latency+1", "a word takes a stage more")
LINE_SITE(kDelayLineEarly, "clocked.delayline/latency-1", "a word takes a stage less")
#undef LINE_SITE

// A line's words: on the wire or in its stages (the word furthest along
// first), and put but not yet on the wire.
class QueuedLine : public ClockedLine {
public:
    explicit QueuedLine(const ClockedLineShape& shape) : shape_(shape) {}
    uint64_t occupancy(uint64_t receive_words) const override {
        return stages_.size() + waiting_.size() + receive_words;
    }
    uint64_t capacity() const override { return shape_.depth; }

protected:
    bool empty() const { return stages_.empty() && waiting_.empty(); }
    static ClockedWord arrived(const ClockedWord& w) { return {w.word, w.link, 0}; }

    ClockedLineShape shape_;
    std::deque<ClockedWord> stages_;
    std::deque<ClockedWord> waiting_;
};

// pipelined: an FSL FIFO whose output is held back `latency` cycles.
class PipelinedLine : public QueuedLine {
public:
    using QueuedLine::QueuedLine;
    void put(const ClockedWord& w) override { stages_.push_back({w.word, w.link, 0}); }
    bool edge(std::deque<ClockedWord>& receive) override {
        if (empty()) return false;
        // Puts come one per cycle at most, so no two words share a stage.
        for (ClockedWord& w : stages_) ++w.count;
        const uint64_t leaves_at = MONTSIM_OFF_BY_ONE(shape_.latency, kPipelinedLate, kPipelinedEarly);
        while (!stages_.empty() && stages_.front().count == leaves_at) {
            receive.push_back(arrived(stages_.front()));
            stages_.pop_front();
        }
        return true;
    }
};

// burst: one counter for the group of words put while it runs.
class BurstLine : public QueuedLine {
public:
    using QueuedLine::QueuedLine;
    void put(const ClockedWord& w) override {
        // The counter: idle (no word in the line) or running since the
        // first word of the group; a word joins the running count.
        const bool idle = stages_.empty() || MONTSIM_MUTANT_ON(kBurstOwnCounter);
        stages_.push_back({w.word, w.link, idle ? 0 : stages_.front().count});
    }
    bool edge(std::deque<ClockedWord>& receive) override {
        if (empty()) return false;
        // Every word carries the counter's value; when it reaches the
        // latency the whole group enters the FIFO at once.
        for (ClockedWord& w : stages_) ++w.count;
        if (MONTSIM_MUTANT_ON(kBurstOwnCounter)) {
            while (!stages_.empty() && stages_.front().count == shape_.latency) {
                receive.push_back(arrived(stages_.front()));
                stages_.pop_front();
            }
        } else if (!stages_.empty() && stages_.front().count == MONTSIM_OFF_BY_ONE(shape_.latency, kBurstLate, kBurstEarly)) {
            for (const ClockedWord& w : stages_) receive.push_back(arrived(w));
            stages_.clear();
        }
        return true;
    }
};

// serial: one word on the wire at a time.
class SerialLine : public QueuedLine {
public:
    using QueuedLine::QueuedLine;
    void put(const ClockedWord& w) override { waiting_.push_back({w.word, w.link, 0}); }
    bool edge(std::deque<ClockedWord>& receive) override {
        if (empty()) return false;
        if (resting_) {
            resting_ = false;
        } else if (!wire_busy_ && !waiting_.empty()) {
            stages_.push_back(arrived(waiting_.front()));
            waiting_.pop_front();
            wire_busy_ = true;
        }
        if (wire_busy_ && ++stages_.front().count == MONTSIM_OFF_BY_ONE(shape_.latency, kSerialLate, kSerialEarly)) {
            receive.push_back(arrived(stages_.front()));
            stages_.pop_front();
            wire_busy_ = false;
            resting_ = MONTSIM_MUTANT_ON(kSerialGap);
        }
        return true;
    }

private:
    bool wire_busy_ = false;  // the one word in transit is stages_.front()
    bool resting_ = false;    // (kSerialGap only: the wire rests this edge)
};

// message: one whole message on the wire at a time.
class MessageLine : public QueuedLine {
public:
    using QueuedLine::QueuedLine;
    void put(const ClockedWord& w) override {
        // The FIFO holds the open message; the control bit closes it.
        waiting_.push_back({w.word, w.link, 0});
        if (w.word.control) ++closed_;
    }
    bool edge(std::deque<ClockedWord>& receive) override {
        if (empty()) return false;
        // The wire takes a whole message once it is free and the message
        // closed; its words cross together. An open message alone changes
        // nothing (clock gating: see ClockedNetwork.hpp).
        if (!wire_busy_ && closed_ == 0) return false;
        if (!wire_busy_) {
            bool last = false;
            while (!last) {
                last = waiting_.front().word.control;
                stages_.push_back(arrived(waiting_.front()));
                waiting_.pop_front();
            }
            --closed_;
            wire_busy_ = true;
        }
        // (the wire is busy here)
        if (++stages_.front().count == MONTSIM_OFF_BY_ONE(shape_.latency, kMessageLate, kMessageEarly)) {
            for (const ClockedWord& w : stages_) receive.push_back(arrived(w));
            stages_.clear();
            wire_busy_ = false;
        }
        return true;
    }
    std::string describe(uint64_t receive_words) const override {
        std::string text = QueuedLine::describe(receive_words);
        uint64_t open = 0;
        for (auto w = waiting_.rbegin(); w != waiting_.rend() && !w->word.control; ++w) ++open;
        if (open > 0)
            text += ", " + std::to_string(open) + " of them a message no word put with the control bit has closed yet";
        return text;
    }

private:
    bool wire_busy_ = false;  // all of stages_ is on the wire
    uint64_t closed_ = 0;     // whole messages in waiting_
};

// delayline: `latency` register stages with elastic flow control in front
// of a receive FIFO of `depth` words; a put needs a free stage.
class DelayLine : public QueuedLine {
public:
    using QueuedLine::QueuedLine;
    void put(const ClockedWord& w) override {
        // Fewer than `latency` words in the line keep stage 1 free: a word
        // that could not leave it would have a full line ahead.
        if (!stages_.empty() && stages_.back().count <= 1)
            throw std::logic_error("a put found stage 1 of a delay line occupied");
        stages_.push_back({w.word, w.link, 1});
    }
    bool edge(std::deque<ClockedWord>& receive) override {
        if (empty()) return false;
        // Elastic: the word at the end enters the receive FIFO if it has a
        // free slot now (a get in this cycle frees one), and each word
        // behind moves up a stage unless the stage ahead stays occupied. A
        // line whose words all stall changes nothing.
        bool moved = false;
        const uint64_t end = MONTSIM_OFF_BY_ONE(shape_.latency, kDelayLineLate, kDelayLineEarly);
        uint64_t free_up_to = end;  // the furthest stage the next word may reach
        const uint64_t credit = MONTSIM_OFF_BY_ONE(shape_.depth, kDelayLineCredit, kDelayLineCreditDown);
        const bool rigid_stall = MONTSIM_MUTANT_ON(kDelayLineRigid) && !stages_.empty() &&
                                 stages_.front().count == end && receive.size() >= credit;
        for (size_t i = 0; i < stages_.size();) {
            ClockedWord& w = stages_[i];
            if (w.count == end && receive.size() < credit) {
                receive.push_back(arrived(w));
                stages_.erase(stages_.begin() + long(i));
                moved = true;
                continue;  // free_up_to stays at the end of the line
            }
            const uint64_t to = rigid_stall ? w.count : std::min(w.count + 1, free_up_to);
            moved = moved || to != w.count;
            w.count = to;
            free_up_to = w.count - 1;
            ++i;
        }
        return moved;
    }
    // The receive FIFO bounds itself: a put needs a free stage only.
    uint64_t occupancy(uint64_t) const override { return stages_.size(); }
    uint64_t capacity() const override { return shape_.latency; }
    std::string describe(uint64_t receive_words) const override {
        return std::to_string(stages_.size() + receive_words) + " words in it";
    }
};

}  // namespace

std::unique_ptr<ClockedLine> clocked_pipelined(const ClockedLineShape& s) { return std::make_unique<PipelinedLine>(s); }
std::unique_ptr<ClockedLine> clocked_serial(const ClockedLineShape& s) { return std::make_unique<SerialLine>(s); }
std::unique_ptr<ClockedLine> clocked_delay_line(const ClockedLineShape& s) { return std::make_unique<DelayLine>(s); }
std::unique_ptr<ClockedLine> clocked_burst(const ClockedLineShape& s) { return std::make_unique<BurstLine>(s); }
std::unique_ptr<ClockedLine> clocked_message(const ClockedLineShape& s) { return std::make_unique<MessageLine>(s); }

}  // namespace montsim::net
