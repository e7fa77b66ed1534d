// `montsim fips`: what montsim reproduces of Gastaldo, Parodi and Zunino so
// far, as produced: Table 1 (the accumulator width) measured on the
// word-level model, and the C62x inner loops through the modulo scheduler
// beside Tables 2 and 3 (TI's feedback reports).
#include <iomanip>
#include <map>
#include <ostream>

#include "schemes/fips/FipsCommand.hpp"
#include "schemes/fips/FipsLoops.hpp"
#include "schemes/fips/FipsModel.hpp"
#include "sim/Command.hpp"

namespace montsim::schemes::fips {

namespace po = boost::program_options;

namespace {

const sim::CommandDoc kDoc{
    "montsim fips [--machine FILE]",
    "Gastaldo, Parodi and Zunino's FIPS on DSPs, as far as montsim reproduces it\n"
    "(schemes/fips/README.md): Table 1, the single accumulator's width K, printed,\n"
    "from Eq. 3, the tight bound and measured (the most bits the accumulator held\n"
    "over near-all-ones operands; every product checked); then the C62x inner\n"
    "loops of the single-accumulator and the enhanced forms, modulo-scheduled on\n"
    "the machine description (--machine, default configs/machines/c62x.toml, read\n"
    "from the current folder), beside the paper's Tables 2 and 3.",
    "montsim fips --machine configs/machines/c62x.toml"};

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

void c62x_loops(std::ostream& out, const vliw::MachineDescription& m) {
    out << "\nThe C62x inner loops (w = 16), modulo-scheduled on " << m.name << " beside Tables 2 and 3\n";
    out << "form         | dependency bound  resource bound  ii    iterations in parallel | ops per unit class\n";
    out << "             | montsim  paper    montsim  paper  ms pa montsim  paper          |\n";
    const std::map<Variant, Paper2> paper = {{Variant::SingleAcc, {0, 2, 2, 2, 5}}, {Variant::Enhanced, {2, 3, 3, 3, 4}}};
    for (const auto& [v, p] : paper) {
        const vliw::LoopBody loop = c62x_inner_loop(v);
        const vliw::ModuloSchedule s = vliw::modulo_schedule(m, loop);
        std::map<std::string, unsigned> classes;
        for (const auto& op : loop.ops) {
            std::string name;
            for (const auto& k : m.op_class(op.cls).kinds) name += k;
            ++classes[name];
        }
        std::string mix;
        for (const auto& [c, n] : classes) mix += " ." + c + " " + std::to_string(n);
        out << std::left << std::setw(12) << name_of(kVariantNames, v) << std::right << " | " << std::setw(7)
            << s.rec_mii << std::setw(7) << p.dependency << std::setw(10) << s.res_mii << std::setw(7)
            << p.unpartitioned << std::setw(4) << s.ii << std::setw(3) << p.ii << std::setw(8) << s.stages
            << std::setw(7) << p.in_parallel << "          |" << mix << "\n";
    }
    out << "(paper's Table 3, A + B: single-acc .L 2 .S 1 .D 4 .M 2 .LSD 1; enhanced .S 3 .D 4 .M 2 .LS 2 .LSD 5;\n"
           " TI's dependency bound 0 for single-acc counts no recurrence: its accumulators' add has latency 1,\n"
           " which a loop of II >= 1 always meets; montsim prints the recurrence's own bound, 1)\n";
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    po::options_description options("Options");
    options.add_options()("machine", po::value<std::string>()->default_value("configs/machines/c62x.toml"),
                          "the C62x machine description")("help,h", "show this help");
    const auto vm = sim::parse_args(args, options, "file");
    if (vm.count("help")) {
        out << sim::command_help(kDoc, options, false);
        return sim::kExitOk;
    }
    vliw::MachineDescription m;
    try {
        m = vliw::load_machine(vm["machine"].as<std::string>());
    } catch (const std::exception& e) {
        err << "montsim fips: " << e.what() << " (run from the checkout, or pass --machine)\n";
        return sim::kExitFailure;
    }
    table1(out);
    c62x_loops(out, m);
    return sim::kExitOk;
}

}  // namespace

void register_fips_command() {
    sim::Command c;
    c.name = "fips";
    c.summary = "FIPS on DSPs: Table 1 measured, the C62x inner loops modulo-scheduled";
    c.doc = kDoc;
    c.run = run;
    sim::commands().add(std::move(c));
}

}  // namespace montsim::schemes::fips
