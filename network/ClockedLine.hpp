// The clocked hardware of one ring link under a latency model: what the
// clocked reference (ClockedNetwork.hpp) builds for a link when
// run.network = clocked. Each latency model's registry entry carries the
// maker of its hardware (LatencyModel::make_clocked), written apart from
// the model's fast-path rule (LineRule) the way hardware is built, so that
// the differential tests of the two modes can catch a wrong rule in either.
//
// The network calls a line at whole cycles (put) and at each clock edge,
// half a period later (edge); the line moves its words along and hands
// them to the receiver's FIFO. What a put may do is decided by counts the
// network registers at each edge (occupancy, capacity): a slot freed
// during a cycle is usable from the next one on.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>

#include "network/LineStats.hpp"
#include "sim/Channel.hpp"

namespace montsim::net {

// A word in a register, a buffer or on a wire; `count` is what its place
// counts: the stage it has reached in a delay line, or the cycles it still
// has to wait. In the receiver's FIFO a word with count 0 may be taken.
struct ClockedWord {
    sim::FslWord word;
    unsigned link = 0;  // logical link
    uint64_t count = 0;
};

// The link's shape: the point's link.latency and link.depth.
struct ClockedLineShape {
    uint64_t latency = 1;
    uint64_t depth = 16;
};

// Its statistics (LineStats) are the model's, as the fast path's rule
// counts them: the differential tests compare both.
class ClockedLine : public LineStats {
public:
    // A core puts a word at a whole cycle; room was checked (occupancy
    // below capacity) and at most one put comes per cycle.
    virtual void put(const ClockedWord& word) = 0;
    // One clock edge: words move along, and those that arrive join
    // `receive` (the receiver's FIFO) with count 0. True if anything
    // changed (a line that changes nothing lets the clock sleep).
    virtual bool edge(std::deque<ClockedWord>& receive) = 0;
    // What a put compares with capacity(), registered at each edge, given
    // how many words the receiver's FIFO holds.
    virtual uint64_t occupancy(uint64_t receive_words) const = 0;
    virtual uint64_t capacity() const = 0;
    // For a deadlock report: "N words in it" and anything the model adds.
    virtual std::string describe(uint64_t receive_words) const;
};

// The clocked hardware of the built-in latency models (LatencyModel.cpp
// names which is whose).
std::unique_ptr<ClockedLine> clocked_pipelined(const ClockedLineShape& shape);
std::unique_ptr<ClockedLine> clocked_serial(const ClockedLineShape& shape);
std::unique_ptr<ClockedLine> clocked_delay_line(const ClockedLineShape& shape);
std::unique_ptr<ClockedLine> clocked_burst(const ClockedLineShape& shape);
std::unique_ptr<ClockedLine> clocked_message(const ClockedLineShape& shape);

}  // namespace montsim::net
