// How far the point running in this process has got, for the line `montsim
// run` shows while a long point runs: each node adds the cycles it has
// simulated now and then (off its inner loop: every few million cycles)
// and, if a model can tell, about how many the point will take in all; the
// command's watcher thread reads them. The cycles are all nodes' together:
// decoupled cores run one after another between synchronisations, so the
// furthest core says little about how much is done. Relaxed atomics: the
// reader sees a recent value.
#pragma once

#include <cstdint>

namespace montsim::sim::progress {

// A new point starts: nothing simulated, nothing expected.
void reset();
// A node has simulated `cycles` more cycles.
void add(uint64_t cycles);
// About how many cycles the point's nodes will simulate together (0: not known).
void expect(uint64_t total);

struct Snapshot {
    uint64_t cycles = 0;    // simulated so far, all nodes together
    uint64_t expected = 0;  // the estimate of the whole, 0 if none
};
Snapshot read();

}  // namespace montsim::sim::progress
