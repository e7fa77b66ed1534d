// The clocked reference of a ring link (ClockedNetwork.hpp): one clock edge
// of a pipelined, serial, delay-line, counter-gated (burst) or message link,
// written apart from FslLink, the fast path it checks.
#include <algorithm>

#include "network/ClockedNetwork.hpp"

namespace montsim::net {

// One edge of a ring link. Stage numbers: a pipelined word is at stage 0 in
// the cycle of its put and reaches the receiver at stage `latency`; a
// delay-line word is written into stage 1 by its put and leaves stage
// `latency` for the receive FIFO; a serial word waits until the wire is
// free, which it is in the edge after the previous word left it; a message
// likewise, once its last word (the control bit) is put.
bool ClockedNetwork::edge_line(Line& line, Receive& rx) {
    if (line.stages.empty() && line.waiting.empty()) return false;
    const uint64_t latency = line_cfg_.latency;
    switch (line_kind_) {
        case ClockedNetwork::LineKind::Pipelined:
            // Puts come one per cycle at most, so no two words share a stage.
            for (Word& w : line.stages) ++w.count;
            while (!line.stages.empty() && line.stages.front().count == latency) {
                rx.words.push_back({line.stages.front().word, line.stages.front().link, 0});
                line.stages.pop_front();
            }
            break;
        case ClockedNetwork::LineKind::Burst:
            // One counter for the group: every word carries its value; when
            // it reaches the latency the whole group enters the FIFO at once.
            for (Word& w : line.stages) ++w.count;
            if (!line.stages.empty() && line.stages.front().count == latency) {
                for (const Word& w : line.stages) rx.words.push_back({w.word, w.link, 0});
                line.stages.clear();
            }
            break;
        case ClockedNetwork::LineKind::Serial:
            if (!line.wire_busy && !line.waiting.empty()) {
                line.stages.push_back({line.waiting.front().word, line.waiting.front().link, 0});
                line.waiting.pop_front();
                line.wire_busy = true;
            }
            if (line.wire_busy && ++line.stages.front().count == latency) {
                rx.words.push_back({line.stages.front().word, line.stages.front().link, 0});
                line.stages.pop_front();
                line.wire_busy = false;
            }
            break;
        case ClockedNetwork::LineKind::Message:
            // The wire takes a whole message once it is free and the message
            // closed; its words cross together. An open message alone
            // changes nothing (clock gating: see ClockedNetwork.hpp).
            if (!line.wire_busy && line.closed == 0) return false;
            if (!line.wire_busy) {
                bool last = false;
                while (!last) {
                    last = line.waiting.front().word.control;
                    line.stages.push_back({line.waiting.front().word, line.waiting.front().link, 0});
                    line.waiting.pop_front();
                }
                --line.closed;
                line.wire_busy = true;
            }
            if (++line.stages.front().count == latency) {  // the wire is busy here
                for (const Word& w : line.stages) rx.words.push_back({w.word, w.link, 0});
                line.stages.clear();
                line.wire_busy = false;
            }
            return true;
        case ClockedNetwork::LineKind::DelayLine: {
            // Elastic: the word at the end enters the receive FIFO if it has a
            // free slot now (a get in this cycle frees one), and each word
            // behind moves up a stage unless the stage ahead stays occupied.
            // A line whose words all stall changes nothing (see clock()).
            bool moved = false;
            uint64_t free_up_to = latency;  // the furthest stage the next word may reach
            for (size_t i = 0; i < line.stages.size();) {
                Word& w = line.stages[i];
                if (w.count == latency && rx.words.size() < line_cfg_.depth) {
                    rx.words.push_back({w.word, w.link, 0});
                    line.stages.erase(line.stages.begin() + long(i));
                    moved = true;
                    continue;  // free_up_to stays at the end of the line
                }
                const uint64_t to = std::min(w.count + 1, free_up_to);
                moved = moved || to != w.count;
                w.count = to;
                free_up_to = w.count - 1;
                ++i;
            }
            return moved;
        }
    }
    return true;
}

}  // namespace montsim::net
