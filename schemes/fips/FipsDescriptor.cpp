// fips's registry entry: the product as a program on the machine (FipsProgram.hpp)
// run on the executable VLIW core, beside the word-level model with the
// point's register widths (FipsScheme.hpp).
#include <map>
#include <mutex>
#include <sstream>

#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/fips/FipsCheck.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/fips/FipsMachines.hpp"
#include "schemes/fips/FipsParams.hpp"
#include "schemes/fips/FipsProgram.hpp"
#include "schemes/fips/FipsScheme.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes::fips {

namespace {

class FipsStats : public sim::PointStats {
public:
    FipsStats()
        : sim::PointStats("the whole product's cycles on the executable VLIW core (inner + outer + rest): montsim's "
                          "program for the form, the inner loop modulo-scheduled, the rest list-scheduled",
                          "ops the core issued (predicated-off ones included)") {}
    sim::Stat machine{*this, "machine", "", "the DSP description (fips.machine)"};
    sim::Stat w{*this, "w", "bits", "the word size"};
    sim::Stat z{*this, "z", "words", "words of w bits per operand"};
    sim::Stat inner_iterations{*this, "inner_iterations", "", "iterations of the inner j-loops, z(z-1)"};
    sim::Stat word_products{*this, "word_products", "", "word products (w x w bits): 2z^2 + z"};
    sim::Stat result{*this, "result", "", "the product u (hexadecimal; u < 2n, u = a b R^-1 mod n)"};
    sim::Stat overflow{*this, "overflow", "", "a register lost bits (fips.overflow = wrap)"};
    FipsRegisterMaxima max_bits{*this};
    sim::Stat inner_ops{*this, "inner_ops", "", "ops of one inner-loop iteration"};
    sim::Stat inner_units{*this, "inner_units", "", "ops per unit kind in the schedule (\"D 4, L 2, ...\")"};
    sim::Stat inner_res_mii{*this, "inner_res_mii", "cycles", "the resource bound on the loop's II (unsplit)"};
    sim::Stat inner_res_mii_partitioned{*this, "inner_res_mii_partitioned", "cycles",
                                        "c62x: the resource bound after the split into sides A and B"};
    sim::Stat inner_rec_mii{*this, "inner_rec_mii", "cycles", "the recurrence bound on the loop's II"};
    sim::Stat inner_mii{*this, "inner_mii", "cycles", "max(res, rec MII)"};
    sim::Stat inner_ii{*this, "inner_ii", "cycles", "the initiation interval reached"};
    sim::Stat inner_stages{*this, "inner_stages", "", "iterations in parallel (stage count)"};
    sim::Stat inner_mve_unroll{*this, "inner_mve_unroll", "", "kernel copies modulo variable expansion needs"};
    sim::Stat cycles_per_inner_iteration{*this, "cycles_per_inner_iteration", "cycles", "cycles / inner_iterations"};
    sim::Stat inner_cycles{*this, "inner_cycles", "cycles",
                           "the inner loops' cycles (prologue, kernel, epilogue, unrolled): (N + SC - 1) II per column"};
    sim::Stat outer_cycles{*this, "outer_cycles", "cycles",
                           "each column's pointers, counters and tail, and the column loops' branches"};
    sim::Stat rest_cycles{*this, "rest_cycles", "cycles", "the constants before the first column, the top word after"};
    sim::Stat packets{*this, "packets", "", "instruction packets issued (nop packets not counted)"};
    sim::Stat nop_cycles{*this, "nop_cycles", "cycles", "cycles of nop packets"};
    sim::Stat stall_cycles{*this, "stall_cycles", "cycles", "interlock stalls (ts201)"};
    sim::Stat drain_cycles{*this, "drain_cycles", "cycles", "after the last packet until the last write lands"};
    sim::Stat peeled_columns{*this, "peeled_columns", "", "columns with fewer iterations than stages: loop unrolled"};
    sim::Stat program_packets{*this, "program_packets", "", "packets in the generated program"};
};

// The program for a machine, form and size, generated once per process.
const FipsCode& program_for(const vliw::MachineDescription& m, const std::string& machine, Variant v, unsigned z) {
    static std::mutex lock;
    static std::map<std::tuple<const vliw::MachineDescription*, std::string, Variant, unsigned>, FipsCode> made;
    const std::lock_guard<std::mutex> hold(lock);
    const auto key = std::make_tuple(&m, machine, v, z);
    if (auto it = made.find(key); it != made.end()) return it->second;
    return made.emplace(key, fips_program(m, machine, v, z)).first->second;
}

// The generated program splits the columns into two halves: it needs two
// words of fips.w bits at least.
void check_words(unsigned bits, unsigned w) {
    if (bits / w < 2)
        throw std::invalid_argument("scheme.bits = " + std::to_string(bits) + " is " + std::to_string(bits / w) +
                                    " word of fips.w = " + std::to_string(w) + " bits; the FIPS program needs 2 at " +
                                    "least (scheme.bits >= " + std::to_string(2 * w) + ")");
}

// A point of fips: every key it reads, read and checked once.
struct FipsPoint {
    FipsMachinePoint machine;
    MontOperands ops;
};

FipsPoint parse(const sim::Config& cfg) {
    const OperandKeys keys = operand_keys_from(cfg);
    FipsPoint p{fips_machine_point_from(cfg), keys.operands(keys.words())};
    scheduled_inner_loop(*p.machine.description, p.machine.machine, p.machine.model.variant);
    validate_operands(p.ops);
    check_words(keys.bits, p.machine.model.w);
    return p;
}

sim::Stats evaluate(const FipsPoint& fips_point) {
    const FipsMachinePoint& point = fips_point.machine;
    const vliw::MachineDescription& m = *point.description;
    const ScheduledLoop& inner = scheduled_inner_loop(m, point.machine, point.model.variant);
    const MontOperands& ops = fips_point.ops;
    const unsigned w = point.model.w;
    const FipsWords a = fips_words(ops.a, w), b = fips_words(ops.b, w), n = fips_words(ops.n, w);
    const std::string who = "fips (" + std::string(name_of(kVariantNames, point.model.variant)) + " on " +
                            point.machine + ", w = " + std::to_string(w) + ")";
    FipsResult r;
    try {
        r = fips_product(point.model, a, b, n);
    } catch (const FipsOverflow& e) {
        throw std::runtime_error(who + ": " + e.what());
    }
    const BigInt u = fips_value(r.m, r.top, w);
    check_fips_product(ops, u, who, r.overflowed ? " (a register wrapped: fips.overflow = wrap)" : "");

    // The product on the machine, cycle by cycle: checked against Boost,
    // and word for word against the model when the model has the machine's
    // register widths.
    const unsigned z = unsigned(n.size());
    const FipsCode& code = program_for(m, point.machine, point.model.variant, z);
    const FipsRunResult run = run_fips_program(m, code, a, b, n);
    check_fips_product(ops, fips_value(run.words.m, run.words.top, w), who + " on the executable VLIW core", "");
    const bool machine_widths = point.model.reg_bits == 2 * w &&
                                (point.model.variant != Variant::SingleAcc || point.model.acc_bits == m.accumulator_bits);
    if (machine_widths && !r.overflowed && (run.words.m != r.m || run.words.top != r.top))
        throw std::runtime_error(who + ": the simulated program's words differ from the word-level model's");

    const vliw::ModuloSchedule& s = code.schedule;  // the schedule that ran (the C62x's split into sides)
    FipsStats st;
    const uint64_t cycles = run.stats.cycles;
    st.cycles = cycles;
    st.instructions = run.stats.ops;
    st.inner_cycles = run.inner_cycles;
    st.outer_cycles = run.outer_cycles;
    st.rest_cycles = run.rest_cycles;
    st.packets = run.stats.packets;
    st.nop_cycles = run.stats.nop_cycles;
    st.stall_cycles = run.stats.stall_cycles;
    st.drain_cycles = run.stats.drain_cycles;
    st.peeled_columns = code.peeled_columns;
    st.program_packets = uint64_t(code.program.packets.size());
    st.machine = m.name;
    st.w = w;
    st.z = z;
    st.inner_iterations = r.inner_iterations;
    st.word_products = r.word_products;
    st.result = to_hex(u);
    st.overflow = r.overflowed;
    st.max_bits.set(r);
    st.inner_ops = inner.loop.ops.size();
    std::ostringstream units;
    for (const auto& [kind, count] : s.ops_per_kind) units << (units.tellp() ? ", " : "") << kind << " " << count;
    st.inner_units = units.str();
    st.inner_res_mii = inner.schedule.res_mii;
    if (inner.partitioned_bound) st.inner_res_mii_partitioned = inner.partitioned_bound;
    st.inner_rec_mii = s.rec_mii;
    st.inner_mii = s.mii;
    st.inner_ii = s.ii;
    st.inner_stages = s.stages;
    st.inner_mve_unroll = s.mve_unroll;
    st.cycles_per_inner_iteration = r.inner_iterations ? double(cycles) / double(r.inner_iterations) : 0.0;
    return st.values();
}

}  // namespace

sim::Scheme fips_scheme() {
    sim::Scheme scheme;
    scheme.name = "fips";
    scheme.summary = "FIPS Montgomery multiplication (Gastaldo-Parodi-Zunino) on a DSP description (c62x, ts201): "
                     "montsim's program for the form run on the executable VLIW core, beside the word-level model "
                     "with the point's register widths";
    scheme.evaluated_on = "the executable VLIW core (cores/vliw/PacketCore), outside the SystemC platform";
    scheme.params = operand_params();
    for (auto& d : fips_params()) scheme.params.push_back(std::move(d));
    for (auto& d : fips_machine_params()) scheme.params.push_back(std::move(d));
    scheme.stats = sim::declarations_of<FipsStats>();
    sim::PointHooks<FipsPoint> hooks;
    hooks.parse = parse;
    hooks.evaluate = evaluate;
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/fips", [] { sim::register_scheme(fips_scheme()); })

}  // namespace montsim::schemes::fips
