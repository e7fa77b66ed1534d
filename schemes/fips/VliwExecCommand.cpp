// `montsim vliw-exec`: a packet program of the user's on a described VLIW
// machine (the executable core, cores/vliw/PacketCore.hpp), with its
// statistics, registers and memory. Lives beside the FIPS command because
// the built-in descriptions (configs/machines) are compiled in with the
// scheme programs.
#include <ctime>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "cores/vliw/PacketCore.hpp"
#include "schemes/fips/FipsMachines.hpp"
#include "sim/Command.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes::fips {

namespace po = boost::program_options;

namespace {

const sim::CommandDoc kDoc{
    "montsim vliw-exec FILE.s [--machine NAME|FILE] [--reg R]... [--dump ADDR:COUNT]... [--listing] [--speed]",
    "Runs a program of instruction packets on a VLIW machine description (the\n"
    "built-in c62x or ts201, or a description file of yours) cycle by cycle: the\n"
    "description gives the units, the op classes and their latencies, the register\n"
    "files, sides and cross paths, the groups' limits, and whether the pipeline is\n"
    "interlocked. Prints the cycles and what they add up from (packets issued, nop,\n"
    "stall, branch-wait and drain cycles), the cycles of each .region, the ops per\n"
    "unit, then the registers asked for (--reg A4, --reg A5:A4) and memory words\n"
    "(--dump 100:4). The syntax is in cores/vliw/PacketProgram.hpp and\n"
    "cores/vliw/README.md. --listing prints the program as assembled; --speed the\n"
    "simulated packets per cpu second (over repeated runs).",
    "montsim vliw-exec cores/vliw/examples/dot.s --machine c62x --reg B6"};

vliw::MachineDescription machine_of(const std::string& name) {
    if (name.find('/') != std::string::npos || name.find(".toml") != std::string::npos) return vliw::load_machine(name);
    return builtin_machine(name);
}

std::pair<uint32_t, uint32_t> dump_range(const std::string& text) {
    const size_t colon = text.find(':');
    try {
        size_t used = 0;
        if (colon == std::string::npos) throw std::invalid_argument("");
        const unsigned long addr = std::stoul(text.substr(0, colon), &used, 0);
        if (used != colon) throw std::invalid_argument("");
        const unsigned long count = std::stoul(text.substr(colon + 1), &used, 0);
        if (used != text.size() - colon - 1 || count == 0 || count > 65536) throw std::invalid_argument("");
        return {uint32_t(addr), uint32_t(count)};
    } catch (const std::exception&) {
        throw sim::UsageError("--dump " + text + ": write ADDR:COUNT (word address, 1..65536 words), e.g. 100:4");
    }
}

double cpu_seconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    po::options_description options("Options");
    options.add_options()("machine", po::value<std::string>()->default_value("c62x"),
                          "a built-in description (c62x, ts201) or a description file (.toml)")(
        "reg", po::value<std::vector<std::string>>()->composing(), "print a register or pair after the run (repeatable)")(
        "dump", po::value<std::vector<std::string>>()->composing(), "print memory words ADDR:COUNT after the run (repeatable)")(
        "listing", "print the program as assembled (it assembles back to the same program)")(
        "cycle-limit", po::value<uint64_t>()->default_value(1000000000), "stop with an error after this many cycles")(
        "speed", "also print simulated packets per cpu second, over runs of at least 0.5 s")(
        "help,h", "show this help");
    const auto vm = sim::parse_args(args, options, "file");
    if (vm.count("help")) {
        out << sim::command_help(kDoc, options, true);
        return sim::kExitOk;
    }
    const std::string file = sim::the_file(vm, "file", "a packet program (.s)");
    std::vector<std::pair<uint32_t, uint32_t>> dumps;
    if (vm.count("dump"))
        for (const auto& d : vm["dump"].as<std::vector<std::string>>()) dumps.push_back(dump_range(d));
    std::ostringstream text;
    try {
        const vliw::MachineDescription m = machine_of(vm["machine"].as<std::string>());
        std::ifstream in(file);
        std::ostringstream source;
        source << in.rdbuf();
        const vliw::PacketProgram program = vliw::assemble_packets(m, source.str(), file);
        if (vm.count("listing")) text << vliw::packet_listing(m, program);
        vliw::PacketCore core(m, program, file);
        core.run(vm["cycle-limit"].as<uint64_t>());
        const vliw::PacketStats& s = core.stats();
        text << "machine " << m.name << ": " << program.packets.size() << " packets in the program; " << s.ops
             << " ops issued (" << s.ops_predicated_off << " predicated off), " << s.branches_taken
             << " branches taken\n";
        text << "cycles " << s.cycles << " = " << s.packets << " packets + " << s.nop_cycles << " nop + "
             << s.stall_cycles << " stall + " << s.branch_wait_cycles << " branch wait + " << s.drain_cycles
             << " drain\n";
        text << "regions:";
        for (size_t r = 0; r < program.regions.size(); ++r)
            if (s.region_cycles[r]) text << " " << program.regions[r] << " " << s.region_cycles[r];
        text << "\nops per unit:";
        for (size_t u = 0; u < m.units.size(); ++u) text << " " << m.units[u].name << " " << s.unit_ops[u];
        text << "\n";
        if (vm.count("reg"))
            for (const auto& r : vm["reg"].as<std::vector<std::string>>())
                text << r << " = " << core.get_register(vliw::parse_register(m, r)) << "\n";
        for (const auto& [addr, count] : dumps) {
            if (uint64_t(addr) + count > program.memory_words)
                throw std::invalid_argument("--dump " + std::to_string(addr) + ":" + std::to_string(count) +
                                            " runs past the memory (" + std::to_string(program.memory_words) + " words)");
            text << "memory " << addr << ":";
            for (uint32_t i = 0; i < count; ++i) text << " " << core.read_memory(addr + i);
            text << "\n";
        }
        if (vm.count("speed")) {
            uint64_t packets = 0;
            const double t0 = cpu_seconds();
            double t = t0;
            while (t - t0 < 0.5) {
                vliw::PacketCore again(m, program, file);
                again.run(vm["cycle-limit"].as<uint64_t>());
                packets += again.stats().packets + again.stats().nop_cycles;
                t = cpu_seconds();
            }
            text << "speed: " << std::fixed << std::setprecision(1) << double(packets) / (t - t0) / 1e6
                 << " M simulated packets (nop cycles included) per cpu second, set-up included\n";
        }
    } catch (const std::exception& e) {
        err << "montsim vliw-exec: error: " << e.what() << "\n";
        return sim::kExitFailure;
    }
    out << text.str();
    return sim::kExitOk;
}

}  // namespace

MONTSIM_REGISTRATION("schemes/fips vliw-exec command", [] {
    sim::Command c;
    c.name = "vliw-exec";
    c.summary = "run a packet program of yours on a VLIW machine description, cycle by cycle";
    c.doc = kDoc;
    c.run = run;
    sim::commands().add(std::move(c));
})

}  // namespace montsim::schemes::fips
