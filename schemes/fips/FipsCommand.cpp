// `montsim fips`: what montsim reproduces of Gastaldo, Parodi and Zunino so
// far, as produced: Table 1 (the accumulator width) measured on the
// word-level model, and the C62x inner loops through the modulo scheduler
// beside Tables 2 and 3 (TI's feedback reports).
#include <iomanip>
#include <map>
#include <ctime>
#include <random>
#include <ostream>
#include <sstream>

#include "schemes/fips/FipsLoops.hpp"
#include "schemes/fips/FipsMachines.hpp"
#include "schemes/fips/FipsModel.hpp"
#include "schemes/fips/FipsProgram.hpp"
#include "schemes/fips/FipsCheck.hpp"
#include "cores/vliw/Feedback.hpp"
#include "cores/vliw/SidePartition.hpp"
#include "sim/Command.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes::fips {

namespace po = boost::program_options;

namespace {

const sim::CommandDoc kDoc{
    "montsim fips [--machine FILE] [--ts201 FILE] [--feedback]",
    "Gastaldo, Parodi and Zunino's FIPS on DSPs, as far as montsim reproduces it\n"
    "(schemes/fips/README.md): Table 1, the single accumulator's width K, printed,\n"
    "from Eq. 3, the tight bound and measured (the most bits the accumulator held\n"
    "over near-all-ones operands; every product checked); then the C62x inner\n"
    "loops of the single-accumulator and the enhanced forms, modulo-scheduled on\n"
    "the machine description (--machine, default the built-in\n"
    "configs/machines/c62x.toml), beside the paper's Tables 2 and 3; the TigerSHARC loops\n"
    "(--ts201) beside Tables 4 and 5; the paper's ten cycle counts split into the\n"
    "inner loops (montsim's schedules) and the rest. --feedback prints each loop as\n"
    "TI's and ADI's compilers report theirs, with its schedule.",
    "montsim fips --feedback"};

struct Paper2 {
    unsigned dependency, unpartitioned, partitioned, ii, in_parallel;
};

void table1(std::ostream& out) {
    out << "Table 1: the single accumulator's width K (bits)\n";
    out << "   w   bits |  paper  Eq. 3  tight  measured\n";
    const std::map<std::pair<unsigned, unsigned>, unsigned> printed = {
        {{16, 512}, 39}, {{16, 1024}, 40}, {{16, 2048}, 41}, {{32, 512}, 69}, {{32, 1024}, 70}, {{32, 2048}, 71}};
    for (const auto& [key, paper] : printed) {
        const auto [w, bits] = key;
        const unsigned z = bits / w;
        unsigned most = 0;
        for (const auto& ops : fips_widest_operands(z, w)) {
            FipsConfig c;
            c.variant = Variant::SingleAcc;
            c.w = w;
            c.acc_bits = 127;
            const FipsResult r = fips_product(c, ops[0], ops[1], ops[2]);
            most = std::max(most, r.max_bits.at("ACC"));
        }
        out << std::setw(4) << w << std::setw(7) << bits << " | " << std::setw(6) << paper << std::setw(7)
            << eq3_bits(z, w) << std::setw(7) << tight_bits(z, w) << std::setw(10) << most << "\n";
    }
}

// Per side, ops per TI class (Table 3's rows; "X" the cross-path reads).
using Table3Side = std::map<std::string, unsigned>;

void c62x_loops(std::ostream& out, const vliw::MachineDescription& m) {
    out << "\nTable 2: the C62x inner loops (w = 16), modulo-scheduled on " << m.name << "\n";
    out << "form         | dependency bound | unpartitioned | partitioned | ii      | iterations in parallel\n";
    out << "             | montsim  paper   | montsim paper | montsim pap | ms  pap | montsim  paper\n";
    struct Paper {
        Variant v;
        unsigned dependency, unpartitioned, partitioned, ii, in_parallel;
        Table3Side a, b;
    };
    const Paper paper[] = {
        {Variant::SingleAcc, 0, 2, 2, 2, 5, {{"L", 1}, {"S", 1}, {"D", 2}, {"M", 1}, {"X", 1}},
         {{"L", 1}, {"D", 2}, {"M", 1}, {"X", 1}, {"LSD", 1}}},
        {Variant::Enhanced, 2, 3, 3, 3, 4, {{"S", 2}, {"D", 2}, {"M", 1}, {"X", 2}, {"LS", 1}, {"LSD", 3}},
         {{"S", 1}, {"D", 2}, {"M", 1}, {"X", 2}, {"LS", 1}, {"LSD", 2}}}};
    std::ostringstream t3;
    t3 << "\nTable 3: ops per unit class and side (A, B) after montsim's split; the paper's beside\n";
    t3 << "form         s     who |  .L  .S  .D  .M  .X .LS .LSD | Bound(.L.S.LS) Bound(.L.S.D.LS.LSD)\n";
    for (const Paper& p : paper) {
        const vliw::LoopBody loop = c62x_inner_loop(p.v);
        const vliw::ModuloSchedule s = vliw::modulo_schedule(m, loop);
        const vliw::SidePartition split = vliw::partition_sides(m, loop);
        const vliw::ModuloSchedule ps = vliw::modulo_schedule(m, split.pinned);
        out << std::left << std::setw(12) << name_of(kVariantNames, p.v) << std::right << " | " << std::setw(7)
            << s.rec_mii << std::setw(7) << p.dependency << "   | " << std::setw(7) << s.res_mii << std::setw(6)
            << p.unpartitioned << " | " << std::setw(7) << split.bound << std::setw(4) << p.partitioned << " | "
            << std::setw(2) << ps.ii << std::setw(5) << p.ii << " | " << std::setw(7) << ps.stages << std::setw(7)
            << p.in_parallel << "\n";
        for (const char* side : {"A", "B"}) {
            auto row = [&](const char* who, const Table3Side& c) {
                auto n = [&](const char* k) {
                    auto it = c.find(k);
                    return it == c.end() ? 0u : it->second;
                };
                t3 << std::left << std::setw(12) << (std::string(who) == "montsim" ? name_of(kVariantNames, p.v) : "")
                   << std::right << " " << side << " " << std::setw(7) << who << " |" << std::setw(4) << n("L")
                   << std::setw(4) << n("S") << std::setw(4) << n("D") << std::setw(4) << n("M") << std::setw(4)
                   << n("X") << std::setw(4) << n("LS") << std::setw(5) << n("LSD") << " | " << std::setw(14)
                   << vliw::ti_bound_ls(c) << std::setw(21) << vliw::ti_bound_lsd(c) << "\n";
            };
            row("montsim", split.classes.at(side));
            row("paper", std::string(side) == "A" ? p.a : p.b);
        }
    }
    out << "(TI's dependency bound 0 for single-acc counts no recurrence: its accumulators' add has latency 1,\n"
           " which a loop of II >= 1 always meets; montsim prints the recurrence's own bound, 1. The ii and the\n"
           " iterations in parallel are the schedule of the split loop.)\n";
    out << t3.str();
    out << "(the paper's Bound(.L.S.D.LS.LSD) row was lost in its text; it is recomputed from its class rows)\n";
}

// ADI's feedback (Table 4) and resource use (Table 5) of the TigerSHARC loops.
void ts201_loops(std::ostream& out, const vliw::MachineDescription& m) {
    out << "\nTable 4: the TigerSHARC inner loops (w = 32), modulo-scheduled on " << m.name << "\n";
    out << "form      | InInt     | SC        | MVE unroll | res MII   | rec MII   | cycle count (stalls)\n";
    out << "          | ms  paper | ms  paper | ms  paper  | ms  paper | ms  paper | ms     paper\n";
    struct Paper4 {
        Variant v;
        unsigned ii, sc, mve, res, rec;
        const char* cycles;
        std::map<std::string, double> use;  // Table 5, %
    };
    const std::vector<Paper4> paper = {
        {Variant::Basic, 6, 3, 1, 0, 6, "7 (1)",
         {{"sequencer", 14.3}, {"slots", 67.9}, {"IALU", 71.4}, {"JALU", 57.1}, {"X block", -1}, {"X ALU", -1},
          {"X MUL", -1}, {"X SHIFT", 28.6}, {"Y block", 57.1}, {"Y ALU", 57.1}, {"Y MUL", 28.6}, {"Y SHIFT", -1},
          {"ureg", 42.9}}},
        {Variant::Enhanced, 4, 4, 1, 0, 4, "3 (0)",
         {{"sequencer", 25.0}, {"slots", 100.0}, {"IALU", 62.5}, {"JALU", 100.0}, {"X block", 87.5}, {"X ALU", 100.0},
          {"X MUL", 25.0}, {"X SHIFT", 50.0}, {"Y block", 37.5}, {"Y ALU", 50.0}, {"Y MUL", 25.0}, {"Y SHIFT", -1},
          {"ureg", 12.5}}}};
    std::ostringstream t5;
    t5 << "\nTable 5: resource use over the loop's cycles, % (IALUs and blocks over 2 per cycle, slots over 4)\n";
    t5 << "resource   | basic (original)  | enhanced\n";
    t5 << "           | montsim   paper   | montsim   paper\n";
    std::map<std::string, std::pair<double, double>> use[2];
    std::vector<std::string> rows;
    for (size_t f = 0; f < paper.size(); ++f) {
        const Paper4& p = paper[f];
        const vliw::LoopBody loop = ts201_inner_loop(p.v);
        const vliw::ModuloSchedule s = vliw::modulo_schedule(m, loop);
        out << std::left << std::setw(9) << name_of(kVariantNames, p.v) << std::right << " | " << std::setw(2) << s.ii
            << std::setw(7) << p.ii << " | " << std::setw(2) << s.stages << std::setw(7) << p.sc << " | "
            << std::setw(2) << s.mve_unroll << std::setw(8) << p.mve << " | " << std::setw(2) << s.res_mii
            << std::setw(7) << p.res << " | " << std::setw(2) << s.rec_mii << std::setw(7) << p.rec << " | "
            << std::setw(2) << s.ii << " (0)  " << p.cycles << "\n";
        auto n = [&](const char* unit) {
            auto it = s.ops_per_kind.find(unit);
            return double(it == s.ops_per_kind.end() ? 0 : it->second);
        };
        unsigned ureg = 0;
        for (const auto& op : loop.ops) ureg += op.cls == "UREG";
        const double c = s.ii;
        const std::map<std::string, double> ms = {
            {"sequencer", n("SEQ") / c},
            {"slots", double(loop.ops.size()) / (4 * c)},
            {"IALU", (n("J") + n("K")) / (2 * c)},
            {"JALU", n("J") / c},
            {"X block", (n("XALU") + n("XMUL") + n("XSHIFT")) / (2 * c)},
            {"X ALU", n("XALU") / c},
            {"X MUL", n("XMUL") / c},
            {"X SHIFT", n("XSHIFT") / c},
            {"Y block", (n("YALU") + n("YMUL") + n("YSHIFT")) / (2 * c)},
            {"Y ALU", n("YALU") / c},
            {"Y MUL", n("YMUL") / c},
            {"Y SHIFT", n("YSHIFT") / c},
            {"ureg", ureg / (2 * c)}};
        for (const auto& [k, v] : ms) use[f][k] = {100 * v, p.use.at(k)};
    }
    for (const char* k : {"sequencer", "slots", "IALU", "JALU", "X block", "X ALU", "X MUL", "X SHIFT", "Y block",
                          "Y ALU", "Y MUL", "Y SHIFT", "ureg"}) {
        t5 << std::left << std::setw(10) << k << std::right << " |";
        for (int f = 0; f < 2; ++f) {
            const auto [ms, pa] = use[f].at(k);
            t5 << std::fixed << std::setprecision(1) << std::setw(8) << ms;
            if (pa < 0)
                t5 << std::setw(8) << "-";
            else
                t5 << std::setw(8) << pa;
            t5 << (f == 0 ? "   |" : "\n");
        }
    }
    out << "(montsim's loops are scheduled with every latency respected, so they never stall: the paper's\n"
           " basic loop took 7 cycles, InInt 6 plus a stall; its enhanced \"3 (0)\" is below its own InInt 4.\n"
           " ADI's res MII 0 bounds nothing; montsim's counts the K unit's 6 moves (basic) and X's 4 ALU ops)\n";
    out << t5.str();
    out << "(the paper prints the basic form's Y shifter in the X shifter row; the percentages above are over\n"
           " montsim's II, the paper's basic ones over its 7 cycles)\n";
}

// The paper's ten cycle counts, each simulated: the product as a program on
// the machine (FipsProgram.hpp) run on the executable core with seeded
// random operands, its words checked against the word-level model and
// Boost, its cycles split by region.
void cycle_counts(std::ostream& out, const vliw::MachineDescription& c62x, const vliw::MachineDescription& ts201) {
    out << "\nThe paper's cycle counts simulated: each product a program on the machine description (inner loops\n"
           "modulo-scheduled and emitted, the code around them list-scheduled), run cycle by cycle, its result\n"
           "checked against the word-level model and Boost\n";
    out << "machine form        bits  w   z | ii sc peeled |  simulated =  inner +  outer + rest | packets stalls | "
           "   paper  sim/paper\n";
    struct Count {
        const vliw::MachineDescription* m;
        Variant v;
        unsigned bits;
        uint64_t paper;
    };
    const Count counts[] = {{&c62x, Variant::SingleAcc, 1024, 19372}, {&c62x, Variant::Enhanced, 1024, 17346},
                            {&c62x, Variant::Basic, 2048, 113610},    {&c62x, Variant::Enhanced, 2048, 63294},
                            {&ts201, Variant::SingleAcc, 1024, 17246}, {&ts201, Variant::Basic, 1024, 8694},
                            {&ts201, Variant::Enhanced, 1024, 6131},   {&ts201, Variant::SingleAcc, 2048, 59104},
                            {&ts201, Variant::Basic, 2048, 31575},     {&ts201, Variant::Enhanced, 2048, 20348}};
    std::mt19937_64 rng(2008);
    for (const Count& c : counts) {
        const std::string name = c.m == &c62x ? "c62x" : "ts201";
        const FipsCode code = fips_program(*c.m, name, c.v, c.bits / (c.m == &ts201 && c.v != Variant::SingleAcc ? 32 : 16));
        const unsigned w = code.w, z = code.z;
        // Operands: n odd with its top bit set, a, b < n.
        const uint64_t top = w == 32 ? 0xffffffffull : 0xffffull;
        FipsWords a(z), b(z), n(z);
        for (unsigned k = 0; k < z; ++k) n[k] = uint32_t(rng() & top), a[k] = uint32_t(rng() & top), b[k] = uint32_t(rng() & top);
        n[0] |= 1, n[z - 1] |= uint32_t(1) << (w - 1), a[z - 1] &= uint32_t(top >> 1), b[z - 1] &= uint32_t(top >> 1);
        const FipsRunResult r = run_fips_program(*c.m, code, a, b, n);
        FipsConfig cfg;
        cfg.variant = c.v, cfg.w = w, cfg.acc_bits = c.m->accumulator_bits, cfg.reg_bits = 2 * w;
        cfg.overflow = Overflow::Wrap;
        const FipsResult want = fips_product(cfg, a, b, n);
        const BigInt u = fips_value(r.words.m, r.words.top, w), N = fips_value(n, 0, w);
        const BigInt A = fips_value(a, 0, w), B = fips_value(b, 0, w), R = BigInt(1) << (w * z);
        if (r.words.m != want.m || r.words.top != want.top || u >= 2 * N || (u * R) % N != (A * B) % N)
            throw std::runtime_error("FIPS " + std::string(name_of(kVariantNames, c.v)) + " on " + name + " at " +
                                     std::to_string(c.bits) + " bits: the simulated program's product is wrong");
        const auto& s = r.stats;
        out << std::left << std::setw(8) << c.m->name << std::setw(11) << name_of(kVariantNames, c.v) << std::right
            << std::setw(5) << c.bits << std::setw(3) << w << std::setw(4) << z << " | " << std::setw(2)
            << code.schedule.ii << std::setw(3) << code.schedule.stages << std::setw(7) << code.peeled_columns << " | "
            << std::setw(10) << s.cycles << " = " << std::setw(6) << r.inner_cycles << " + " << std::setw(6)
            << r.outer_cycles << " + " << std::setw(4) << r.rest_cycles << " | " << std::setw(7) << s.packets
            << std::setw(7) << s.stall_cycles << " | " << std::setw(8) << c.paper << std::setw(11) << std::fixed
            << std::setprecision(2) << double(s.cycles) / double(c.paper) << "\n";
    }
    out << "(inner: prologue, kernel, epilogue and unrolled loops, (N + SC - 1) II per column; outer: each column's\n"
           " pointers, counters and tail (m[i], the shifts, the stores) and the column loops' branches; rest: the\n"
           " constants before the first column and the top word after the last; peeled: columns with fewer\n"
           " iterations than SC, their loop unrolled. Cycles include nop and drain cycles. The TigerSHARC\n"
           " single-acc loop (w = 16) is montsim's lowering: the paper gives no op mix for it)\n";
}

// How fast the executable core runs the generated programs: packets (and
// cycles) simulated per cpu second, over runs of at least half a second
// each (program generation excluded).
void speed(std::ostream& out, const vliw::MachineDescription& c62x, const vliw::MachineDescription& ts201) {
    out << "the executable VLIW core on FIPS programs, simulated per cpu second (set-up of the core included):\n";
    struct Case {
        const vliw::MachineDescription* m;
        const char* name;
        Variant v;
        unsigned z;
    };
    std::mt19937_64 rng(7);
    for (const Case& c : {Case{&c62x, "c62x", Variant::Basic, 128}, Case{&ts201, "ts201", Variant::Enhanced, 64}}) {
        const FipsCode code = fips_program(*c.m, c.name, c.v, c.z);
        const uint64_t top = code.w == 32 ? 0xffffffffull : 0xffffull;
        FipsWords a(c.z), b(c.z), n(c.z);
        for (unsigned k = 0; k < c.z; ++k) a[k] = uint32_t(rng() & top >> 1), b[k] = uint32_t(rng() & top >> 1), n[k] = uint32_t(rng() & top);
        n[0] |= 1, n[c.z - 1] |= uint32_t(1) << (code.w - 1);
        uint64_t packets = 0, cycles = 0, runs = 0;
        const std::clock_t t0 = std::clock();
        std::clock_t t = t0;
        while (double(t - t0) / CLOCKS_PER_SEC < 0.5) {
            const FipsRunResult r = run_fips_program(*c.m, code, a, b, n);
            packets += r.stats.packets, cycles += r.stats.cycles, ++runs;
            t = std::clock();
        }
        const double secs = double(t - t0) / CLOCKS_PER_SEC;
        out << "  " << c.name << " " << name_of(kVariantNames, c.v) << " " << c.z * code.w << " bits: "
            << packets / runs << " packets, " << cycles / runs << " cycles per product; " << std::fixed
            << std::setprecision(1) << double(packets) / secs / 1e6 << " M packets/s, " << double(cycles) / secs / 1e6
            << " M cycles/s\n";
    }
}

void feedback(std::ostream& out, const vliw::MachineDescription& c62x, const vliw::MachineDescription& ts201) {
    for (Variant v : {Variant::Basic, Variant::SingleAcc, Variant::Enhanced}) {
        const vliw::LoopBody loop = c62x_inner_loop(v);
        const std::string title = "FIPS " + std::string(name_of(kVariantNames, v)) + " inner loop, w = 16";
        const vliw::SidePartition split = vliw::partition_sides(c62x, loop);
        vliw::write_ti_feedback(out, c62x, title, loop, split, vliw::modulo_schedule(c62x, split.pinned));
    }
    for (Variant v : {Variant::Basic, Variant::Enhanced, Variant::SingleAcc}) {
        const vliw::LoopBody loop = ts201_inner_loop(v);
        const std::string w = v == Variant::SingleAcc ? "16 (montsim's lowering: the paper gives no op mix)" : "32";
        vliw::write_adi_feedback(out, ts201, "FIPS " + std::string(name_of(kVariantNames, v)) + " inner loop, w = " + w,
                                 loop, vliw::modulo_schedule(ts201, loop));
    }
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    po::options_description options("Options");
    options.add_options()("machine", po::value<std::string>(),
                          "a C62x machine description file (default: configs/machines/c62x.toml as built in)")(
        "ts201", po::value<std::string>(),
        "a TigerSHARC machine description file (default: configs/machines/ts201.toml as built in)")(
        "feedback", "print each inner loop as the vendors' compilers report it (TI's software pipeline "
                    "information, ADI's loop summary), with its schedule, instead of the tables")(
        "speed", "print how fast the executable core runs two FIPS programs (packets per cpu second) instead")(
        "help,h", "show this help");
    const auto vm = sim::parse_args(args, options, nullptr);  // machine files come with --machine, --ts201
    if (vm.count("help")) {
        out << sim::command_help(kDoc, options, false);
        return sim::kExitOk;
    }
    auto machine = [&](const char* option, const char* builtin) {
        return vm.count(option) ? vliw::load_machine(vm[option].as<std::string>()) : builtin_machine(builtin);
    };
    vliw::MachineDescription m, ts;
    // Everything is written to a buffer first: a description the loops
    // cannot run on (an op class it lacks) fails before any table is out.
    std::ostringstream text;
    try {
        m = machine("machine", "c62x");
        ts = machine("ts201", "ts201");
        // The C62x loops place their ops on data paths A and B, as the
        // paper's Table 3 counts them.
        if (m.sides() != std::vector<std::string>{"A", "B"} && m.sides() != std::vector<std::string>{"B", "A"}) {
            // The first unit on another side (or on none), by its file:line.
            for (const auto& u : m.units)
                if (u.side != "A" && u.side != "B")
                    throw std::invalid_argument(u.where + ": unit " + u.name + " is on " +
                                                (u.side.empty() ? std::string("no side") : "side " + u.side) +
                                                ": the C62x loops and Table 3 (--machine) place ops on sides A and "
                                                "B only");
            std::string sides;
            for (const auto& s : m.sides()) sides += (sides.empty() ? "" : ", ") + s;
            throw std::invalid_argument(m.name + " (--machine): the C62x loops and Table 3 need units on sides A "
                                        "and B; its units are on " + (sides.empty() ? std::string("no side") : sides));
        }
        if (vm.count("speed")) {
            speed(text, m, ts);
        } else if (vm.count("feedback")) {
            feedback(text, m, ts);
        } else {
            table1(text);
            c62x_loops(text, m);
            ts201_loops(text, ts);
            cycle_counts(text, m, ts);
        }
    } catch (const std::exception& e) {
        err << "montsim fips: error: " << e.what() << "\n";
        return sim::kExitFailure;
    }
    out << text.str();
    return sim::kExitOk;
}

}  // namespace

MONTSIM_REGISTRATION("schemes/fips command", [] {
    sim::Command c;
    c.name = "fips";
    c.summary = "FIPS on DSPs: Table 1 measured, the C62x inner loops modulo-scheduled";
    c.doc = kDoc;
    c.run = run;
    sim::commands().add(std::move(c));
})

}  // namespace montsim::schemes::fips
