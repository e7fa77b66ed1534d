#include "cores/vliw/Feedback.hpp"

#include <algorithm>
#include <iomanip>
#include <numeric>

namespace montsim::vliw {

namespace {

unsigned count_of(const std::map<std::string, unsigned>& m, const std::string& k) {
    auto it = m.find(k);
    return it == m.end() ? 0 : it->second;
}

}  // namespace

unsigned ti_bound_ls(const std::map<std::string, unsigned>& classes) {
    return (count_of(classes, "L") + count_of(classes, "S") + count_of(classes, "LS") + 1) / 2;
}

unsigned ti_bound_lsd(const std::map<std::string, unsigned>& classes) {
    return (count_of(classes, "L") + count_of(classes, "S") + count_of(classes, "D") + count_of(classes, "LS") +
            count_of(classes, "LSD") + 2) /
           3;
}

void write_schedule(std::ostream& out, const LoopBody& loop, const ModuloSchedule& s, const std::string& prefix) {
    std::vector<size_t> order(loop.ops.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return s.time[a] < s.time[b]; });
    out << prefix << "      cycle stage unit    op\n";
    for (size_t i : order)
        out << prefix << "      " << std::setw(5) << s.time[i] << std::setw(6) << s.time[i] / s.ii << "  " << std::left
            << std::setw(7) << s.unit[i] << std::right << " " << loop.ops[i].name << "\n";
}

void write_ti_feedback(std::ostream& out, const MachineDescription& m, const std::string& title,
                       const LoopBody& loop, const SidePartition& split, const ModuloSchedule& s) {
    const std::vector<std::string> sides = m.sides();
    out << ";*----------------------------------------------------------------------------*\n"
        << ";*   SOFTWARE PIPELINE INFORMATION (montsim, machine " << m.name << ")\n"
        << ";*\n"
        << ";*      Loop                             : " << title << "\n"
        << ";*      Loop Carried Dependency Bound(^) : " << s.rec_mii << "\n"
        << ";*      Unpartitioned Resource Bound     : " << resource_mii(m, loop) << "\n"
        << ";*      Partitioned Resource Bound(*)    : " << split.bound << "\n"
        << ";*      Resource Partition:\n"
        << ";*                                " << std::setw(9) << (sides[0] + "-side") << std::setw(9)
        << (sides[1] + "-side") << "\n";
    struct Row {
        const char* label;
        const char* cls;
    };
    for (const Row& r : {Row{".L units", "L"}, Row{".S units", "S"}, Row{".D units", "D"}, Row{".M units", "M"},
                         Row{".X cross paths", "X"}, Row{"Logical  ops (.LS)", "LS"}, Row{"Addition ops (.LSD)", "LSD"}})
        out << ";*      " << std::left << std::setw(26) << r.label << std::right << std::setw(9)
            << count_of(split.classes.at(sides[0]), r.cls) << std::setw(9) << count_of(split.classes.at(sides[1]), r.cls)
            << "\n";
    const auto& a = split.classes.at(sides[0]);
    const auto& b = split.classes.at(sides[1]);
    out << ";*      " << std::left << std::setw(26) << "Bound(.L .S .LS)" << std::right << std::setw(9)
        << ti_bound_ls(a) << std::setw(9) << ti_bound_ls(b) << "\n";
    out << ";*      " << std::left << std::setw(26) << "Bound(.L .S .D .LS .LSD)" << std::right << std::setw(9)
        << ti_bound_lsd(a) << std::setw(9) << ti_bound_lsd(b) << "\n";
    out << ";*\n;*      Searching for software pipeline schedule at ...\n";
    for (unsigned ii = std::max({s.mii, split.bound, 1u}); ii < s.ii; ++ii)
        out << ";*         ii = " << ii << "  Did not find schedule\n";
    out << ";*         ii = " << s.ii << "  Schedule found with " << s.stages << " iterations in parallel\n";
    write_schedule(out, split.pinned, s);
    out << ";*----------------------------------------------------------------------------*\n";
}

void write_adi_feedback(std::ostream& out, const MachineDescription& m, const std::string& title,
                        const LoopBody& loop, const ModuloSchedule& s) {
    out << "//----------------------------------------------------------------------------\n"
        << "// Loop: " << title << " (montsim, machine " << m.name << ")\n"
        << "//   InInt " << s.ii << "   SC " << s.stages << "   MVE unroll " << s.mve_unroll << "   res MII "
        << s.res_mii << "   rec MII " << s.rec_mii << "\n"
        << "//   Cycle count " << s.ii << " (0 stalls: every latency is met by the schedule)\n"
        << "//   Resource use over " << s.ii << " cycles:";
    for (const auto& u : m.units) {
        const unsigned n = count_of(s.ops_per_kind, u.kind) / std::max(1u, m.units_of_kind(u.kind));
        out << " " << u.name << " " << n << "/" << s.ii;
    }
    out << ", slots " << loop.ops.size() << "/" << m.issue_width * s.ii << "\n";
    write_schedule(out, loop, s, "//");
    out << "//----------------------------------------------------------------------------\n";
}

}  // namespace montsim::vliw
