// Where a compiled kernel's boxes are: the loops of its code that hold a
// box's product, found on its control flow (gcc places and merges the
// loops as it likes, so labels cannot say).
#pragma once

#include <cstdint>
#include <vector>

#include "cores/mb/cpu/Program.hpp"

namespace montsim::schemes {

// A range of code, [begin, end) byte addresses.
struct CodeRange {
    uint32_t begin = 0, end = 0;
};

// The box loops of a compiled program: the innermost natural loops (found
// on the code's control flow, instruction by instruction) that hold a box's
// 64-bit product, a mulhu or a call of __muldi3, and hold no other such
// loop (CIOS's row loop has a product of its own), ordered by their headers'
// addresses. A loop's code may lie in several pieces (gcc places blocks as
// it likes); ranges[0] starts at the loop's header. A compiled SOS or pSHS
// kernel has two, the white box's first (gcc keeps the source order of the
// two loops; a test checks it for every stored kernel), or one that both
// kinds of box share (gcc -Os merges the two identical loops of pshs.c).
struct BoxLoop {
    std::vector<CodeRange> ranges;
    // Where control goes when it leaves the loop (the addresses outside it
    // that an instruction of the loop leads to; a call's target is not one:
    // it returns into the loop).
    std::vector<uint32_t> exits;
    // Where control enters it from outside other than at its header (gcc -O0
    // enters a loop at its test, at the bottom).
    std::vector<uint32_t> side_entries;
};
std::vector<BoxLoop> box_loops(const mb::Program& program);

}  // namespace montsim::schemes
