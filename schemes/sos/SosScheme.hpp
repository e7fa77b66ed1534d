// Sequential SOS Montgomery multiplication on one MicroBlaze-like core
// (schemes/sos/sos.s). This descriptor owns the scheme's memory layout: the
// program's parameter block, then A, B, N, T and U placed after the program.
#pragma once

#include <string>

#include "cores/mb/MbCpu.hpp"
#include "cores/mb/Program.hpp"
#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::schemes {

// Byte addresses of the scheme's data in local memory.
struct SosLayout {
    uint32_t params = 0;
    uint32_t a = 0, b = 0, n = 0;
    uint32_t t = 0;  // 2s + 1 words of intermediate result
    uint32_t u = 0;  // s + 1 words: the result
    uint32_t end = 0;
};

class SosScheme {
public:
    // The assembled kernel (assembled from the embedded source on each call;
    // it takes well under a millisecond).
    static mb::Program program();

    static SosLayout layout(const mb::Program& program, unsigned s);
    // Writes operands and the parameter block; throws if memory is too small.
    static SosLayout load(mb::MbCpu& cpu, const mb::Program& program, const MontOperands& ops);
    // Cycle-count regions of the program, by label: the white and the
    // shaded box (the whole call is timed by the program's own timer reads).
    static void add_regions(mb::MbCpu& cpu, const mb::Program& program);

    static Words read_result(const mb::MbCpu& cpu, const SosLayout& layout, unsigned s);
    // The program's own timer readings around the mont_sos call.
    static uint64_t timed_cycles(const mb::MbCpu& cpu, const SosLayout& layout);
};

}  // namespace montsim::schemes
