// pSHS (parallel Separated Hybrid Scanning, Chen and Schaumont) on p
// MicroBlaze-like cores in a unidirectional FSL ring (schemes/pshs/pshs.s).
// Every core runs the same program with its own parameter block; this
// descriptor owns the memory layout of one core: the parameter block, then
// A, B, N (every core holds all three, as the paper says), M, RT and T after
// the program.
#pragma once

#include <string>

#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/cpu/Program.hpp"
#include "schemes/common/BoxRegions.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Scheme.hpp"

namespace montsim::schemes {

// Byte addresses of one core's data in its local memory.
struct PshsLayout {
    uint32_t params = 0;
    uint32_t a = 0, b = 0, n = 0;  // s words each
    uint32_t m = 0;   // s words: m of every row
    uint32_t rt = 0;  // q + 2 words: the current Task Block's columns and carry
    uint32_t t = 0;   // s + 1 words: the result, fully reduced
    uint32_t end = 0;
    uint32_t lag = 0;  // the all-gather's K = min(s/p, link FIFO depth)
};

// The scheme's registry entry (scheme.name = "pshs"): PshsDescriptor.cpp.
sim::Scheme pshs_scheme();

class PshsScheme {
public:
    // The assembled program (assembled from the embedded source on each call).
    static mb::Program program();

    // q from scheme.q (0 = s/p, which must then divide); std::invalid_argument naming it.
    static unsigned columns(const sim::Config& cfg, unsigned s, unsigned p);
    // scheme.q's value itself (a point keeps it: modexp's jobs differ in s and p).
    static unsigned columns_key(const sim::Config& cfg);
    // q from scheme.q's value `key` (as columns).
    static unsigned columns(unsigned key, unsigned s, unsigned p);
    // scheme.q's declaration (read by columns).
    static sim::ParamDecl columns_param();
    // Throws std::invalid_argument unless p >= 1, q >= 1 and p*q divides s.
    static void validate(unsigned s, unsigned p, unsigned q);

    // link_depth: the FIFO depth of the ring's links (FslLinkConfig::depth,
    // 0 = unbounded); it sets the all-gather's lag K = min(s/p, link_depth),
    // with which the gather cannot deadlock.
    static PshsLayout layout(const mb::Program& program, unsigned s, unsigned p, unsigned q, unsigned link_depth);
    // Writes A, B, N and core `core_id`'s parameter block into the core's
    // local memory (the program must already be loaded); throws if the
    // parameters are invalid or the memory is too small.
    static PshsLayout load(mb::MbCpu& cpu, const mb::Program& program, const MontOperands& ops, unsigned p,
                           unsigned q, unsigned core_id, unsigned link_depth);
    // The same with the layout made once for every core (layout() checked
    // s, p and q; every core has the same layout).
    static void load(mb::MbCpu& cpu, const PshsLayout& layout, const MontOperands& ops, unsigned p, unsigned q,
                     unsigned core_id);
    // Cycle-count regions by label: one white and one shaded box.
    static void add_regions(mb::MbCpu& cpu, const mb::Program& program);
    // The same regions, found once for every core that runs `program`.
    static std::vector<NamedRange> box_regions(const mb::Program& program);

    // This core's copy of the result: s + 1 words (the top one is 0 after
    // the final subtraction).
    static Words read_result(const mb::MbCpu& cpu, const PshsLayout& layout, unsigned s);
    // The core's own timer readings: from its start until it has its copy of
    // the result (after the all-gather and the final subtraction); 64-bit,
    // from the core's cycles at the two reads (timer_span in SchemePoint.hpp).
    static uint64_t timed_cycles(const mb::MbCpu& cpu, const PshsLayout& layout);
    // The low words the program stored.
    static uint32_t timer_start(const mb::MbCpu& cpu, const PshsLayout& layout);
    static uint32_t timer_end(const mb::MbCpu& cpu, const PshsLayout& layout);
};

}  // namespace montsim::schemes
