// Sequential SOS Montgomery multiplication on one MicroBlaze-like core
// (schemes/sos/sos.s). This descriptor owns the scheme's memory layout: the
// program's parameter block, then A, B, N, T and U placed after the program.
#pragma once

#include <string>
#include <utility>

#include "sim/NameTable.hpp"
#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/cpu/Program.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Scheme.hpp"

namespace montsim::schemes {

// Byte addresses of the scheme's data in local memory.
struct SosLayout {
    uint32_t params = 0;
    uint32_t a = 0, b = 0, n = 0;
    uint32_t t = 0;  // 2s + 1 words of intermediate result
    uint32_t u = 0;  // s + 1 words: the result
    uint32_t end = 0;
};

// How the kernel forms the 64-bit product of a box: mul + mulhu (the
// faithful default, gcc with the 64-bit multiplier) or a call to libgcc's
// __muldi3 built on the 32-bit mul (a core without mulhu; sos_libgcc.s).
enum class SosKernel { Mulhu, Libgcc };

// scheme.kernel's values.
inline constexpr Named<SosKernel> kSosKernelNames[] = {{"mulhu", SosKernel::Mulhu}, {"libgcc", SosKernel::Libgcc}};

// The scheme's registry entry (scheme.name = "sos"): SosDescriptor.cpp.
sim::Scheme sos_scheme();

class SosScheme {
public:
    // The assembled kernel (assembled from the embedded source on each call;
    // it takes well under a millisecond).
    static mb::Program program(SosKernel kernel = SosKernel::Mulhu);

    static SosLayout layout(const mb::Program& program, unsigned s);
    // Writes operands and the parameter block; throws if memory is too small.
    static SosLayout load(mb::MbCpu& cpu, const mb::Program& program, const MontOperands& ops);
    // Cycle-count regions of the program, by label: the white and the
    // shaded box, and for the libgcc kernel the called __muldi3 (run once per
    // box); the whole call is timed by the program's own timer reads.
    static void add_regions(mb::MbCpu& cpu, const mb::Program& program);
    // Cycles spent in boxes, from the regions: white, shaded (each including
    // its share of __muldi3 for the libgcc kernel).
    static std::pair<uint64_t, uint64_t> box_cycles(const mb::MbCpu& cpu);

    static Words read_result(const mb::MbCpu& cpu, const SosLayout& layout, unsigned s);
    // The program's own timer readings around the mont_sos call (64-bit: the
    // core's cycles at the two reads, checked against the stored low words).
    static uint64_t timed_cycles(const mb::MbCpu& cpu, const SosLayout& layout);
};

}  // namespace montsim::schemes
