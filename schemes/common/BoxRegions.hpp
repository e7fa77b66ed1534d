// A kernel's box regions (pSHS's and SOS's white and shaded boxes, libgcc's
// __muldi3) as statistics regions on its cores: from its labels or its box
// loops (BoxLoops.hpp), and the cycles, instructions and entries they
// counted.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/cpu/Program.hpp"

namespace montsim::schemes {

// A statistics region to register on a core; an empty one (begin == end)
// is a label only, which traces show when the core passes it.
struct NamedRange {
    std::string name;
    uint32_t begin = 0, end = 0;
};

// The regions `white`, `shaded` (and `muldi3`: libgcc's __muldi3, from its
// symbol to the next, if the program has it) of a program: by the labels
// white/white_end and shaded/shaded_end when the program has them (the
// hand-written kernels), else from box_loops (compiled ones); a single
// shared loop becomes the white region and there is no shaded one; each exit
// of a compiled loop becomes a label `white`_end (`shaded`_end), as the
// hand-written kernels have, and each side entry a label `white`_entry, so
// that a trace shows when the core enters and leaves the loop. Found
// once per program, registered on each core that runs it. Throws
// std::invalid_argument if a compiled program has no box loop or more than
// two.
std::vector<NamedRange> box_regions(const mb::Program& program, const std::string& white, const std::string& shaded,
                                    const std::string& muldi3);

// Registers the regions on the core (the empty ones as labels).
void add_regions(mb::MbCpu& cpu, const std::vector<NamedRange>& regions);

// Cycles in white and in shaded boxes over the cores, from the regions:
// __muldi3 runs once per box (the libgcc kernels) and nearly the same time
// each call, so its cycles are split by the boxes' counts. A loop both kinds
// share is split half and half (as many boxes of each kind).
std::pair<uint64_t, uint64_t> box_cycles(const std::vector<const mb::MbCpu*>& cpus, const std::string& white,
                                         const std::string& shaded, const std::string& muldi3);

// Instructions executed in the boxes (both kinds, __muldi3 included).
uint64_t box_instructions(const std::vector<const mb::MbCpu*>& cpus, const std::string& white,
                          const std::string& shaded, const std::string& muldi3);

// Throws std::logic_error unless the white and the shaded region were each
// entered between `boxes` and 2 `boxes` times over the cores (a shared loop:
// twice that): the check that the regions are the box loops, entered once
// per box, plus once per row where gcc tests the loop condition at its top.
void check_box_entries(const std::vector<const mb::MbCpu*>& cpus, const std::string& white, const std::string& shaded,
                       uint64_t boxes, const std::string& who);

}  // namespace montsim::schemes
