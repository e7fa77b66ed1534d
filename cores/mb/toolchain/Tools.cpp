#include "cores/mb/toolchain/Tools.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <thread>
#include <mutex>
#include <condition_variable>
#include <chrono>
#include <ostream>
#include <sstream>

#include <boost/program_options.hpp>

#include "cores/mb/toolchain/Assembler.hpp"
#include "sim/EngineParams.hpp"
#include "cores/mb/toolchain/Elf.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "sim/Command.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/CoreType.hpp"
#include "sim/Platform.hpp"
#include "sim/Registration.hpp"

namespace montsim::mb {

namespace po = boost::program_options;

namespace {

const sim::CommandDoc kAsmDoc{
    "montsim asm FILE [-o OUT.elf] [--listing]",
    "Assembles a MicroBlaze assembly file. Prints the listing (address, encoding,\n"
    "source line) to stdout, or with -o writes an ELF executable instead (add\n"
    "--listing to get both). Errors name file:line:column.",
    "montsim asm prog.s -o prog.elf"};

const sim::CommandDoc kExecDoc{
    "montsim exec FILE [--stats] [--set key=value ...]",
    "Runs one program (assembly source or ELF) on one core until it halts. The\n"
    "program's output goes to stdout and its exit status is montsim's (1 for a\n"
    "status whose low 8 bits are 0, which a shell would read as success). --stats\n"
    "prints cycles, instructions and the core's statistics (as a run reports each\n"
    "core's: stalls, words, products, halt cycle) to stderr. --set changes a\n"
    "parameter (below). To run a program on several cores, see\n"
    "`montsim run --set scheme.name=program` (schemes/program/README.md).",
    "montsim exec hello.s --stats --set core.pipeline=3-stage"};

int cmd_asm(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    po::options_description options("Options");
    options.add_options()("output,o", po::value<std::string>()->value_name("OUT.elf"), "write an ELF executable")(
        "listing", po::bool_switch(), "print the listing (the default without -o)")("help,h", "show this help");
    const auto vm = sim::parse_args(args, options, "file");
    if (vm.count("help")) {
        out << sim::command_help(kAsmDoc, options, false);
        return sim::kExitOk;
    }
    const std::string file = sim::the_file(vm, "file", "assembly FILE");
    const std::string source = sim::read_text(file);
    Assembly assembly;
    try {
        assembly = assemble(source, file);
    } catch (const std::exception& e) {
        err << e.what() << "\n";  // already "file:line:column: error: ..."
        return sim::kExitFailure;
    }
    if (vm.count("output")) {
        const std::string elf_path = vm["output"].as<std::string>();
        const auto bytes = write_elf(assembly.program);
        std::ofstream elf(elf_path, std::ios::binary | std::ios::trunc);
        elf.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        elf.close();
        if (!elf) {
            err << "montsim asm: error: cannot write " << elf_path << "\n";
            return sim::kExitFailure;
        }
    }
    if (!vm.count("output") || vm["listing"].as<bool>()) out << format_listing(assembly);
    return sim::kExitOk;
}

// How long `exec` runs before it says that it is still running
// (MONTSIM_EXEC_NOTICE_SECONDS overrides it, for the tests).
std::chrono::seconds exec_quiet_seconds() {
    if (const char* env = std::getenv("MONTSIM_EXEC_NOTICE_SECONDS")) return std::chrono::seconds(std::atoi(env));
    return std::chrono::seconds(5);
}

int cmd_exec(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    po::options_description options("Options");
    options.add_options()("stats", po::bool_switch(), "print cycles, instructions and the core's statistics to stderr");
    sim::add_set_option(options);
    options.add_options()("help,h", "show this help");
    const auto vm = sim::parse_args(args, options, "file");
    if (vm.count("help")) {
        out << sim::command_help(kExecDoc, options, true);
        return sim::kExitOk;
    }
    const std::string file = sim::the_file(vm, "file", "program FILE");
    refuse_keys_of_no_core(sim::sets_of(vm), "exec", {"run.cycle_limit", "run.memory_mb"});
    sim::Config cfg;
    try {
        cfg = sim::config_from_sets(sim::sets_of(vm));
    } catch (const sim::ConfigError& e) {
        err << e.what() << "\n";
        return sim::kExitFailure;
    }
    Program program;
    try {
        program = load_program_file(file);
    } catch (const std::exception& e) {
        err << e.what() << "\n";  // an assembly error is already "file:line:column: error: ..."
        return sim::kExitFailure;
    }
    ExecOutcome outcome;
    {
        // A program that does not halt runs until run.cycle_limit, which may
        // take minutes: after a few seconds, say so once (and how to stop sooner).
        std::mutex m;
        std::condition_variable finished;
        bool done = false;
        const uint64_t limit = sim::engine_config_from(cfg).cycle_limit;
        const std::chrono::seconds quiet = exec_quiet_seconds();
        std::thread watchdog([&] {
            std::unique_lock<std::mutex> lock(m);
            if (!finished.wait_for(lock, quiet, [&] { return done; }))
                err << "montsim exec: still running after " << quiet.count()
                    << " s; it stops at run.cycle_limit = " << limit
                    << " cycles if the program never halts (--set run.cycle_limit=N to stop sooner)" << std::endl;
        });
        auto stop_watchdog = [&] {
            {
                std::lock_guard<std::mutex> lock(m);
                done = true;
            }
            finished.notify_one();
            watchdog.join();
        };
        try {
            outcome = exec_program(program, cfg, out);
        } catch (const std::exception& e) {
            stop_watchdog();
            out.flush();
            err << "montsim exec: error: " << e.what() << "\n";
            return sim::kExitFailure;
        }
        stop_watchdog();
    }
    out.flush();
    if (!out) {
        err << "montsim exec: error: the program's output could not be written to standard output\n";
        return sim::kExitFailure;
    }
    if (vm["stats"].as<bool>()) {
        err << "cycles: " << outcome.cycles << "\ninstructions: " << outcome.instructions << "\n";
        // The rest of what a run reports per core (the stall breakdown ...).
        for (const auto& [name, value] : outcome.core)
            if (name != "instructions") err << name << ": " << sim::to_string(value) << "\n";
    }
    // The shell sees the low 8 bits of a status: one whose low byte is 0
    // (256, an error count) would read as success.
    const int status = outcome.exit_status;
    if (status != 0 && (status & 0xFF) == 0) {
        err << "montsim exec: the program exited with status " << status
            << ", whose low 8 bits (what a shell sees) are 0; montsim exits with 1\n";
        return sim::kExitFailure;
    }
    return status & 0xFF;
}

}  // namespace

void refuse_keys_of_no_core(const std::vector<std::string>& sets, const std::string& command,
                            const std::vector<std::string>& also_read) {
    std::vector<std::string> read = also_read;
    for (const auto& d : sim::core_types().get(kCoreTypeName).params) read.push_back(d.key);
    for (const auto& set : sets) {
        std::string key = set.substr(0, set.find('='));
        while (!key.empty() && key.back() == ' ') key.pop_back();
        if (key.empty() || std::find(read.begin(), read.end(), key) != read.end()) continue;
        std::string others;
        for (const auto& k : also_read) others += ", " + k;
        throw sim::UsageError("--set " + set + ": montsim " + command + " is for one " + kCoreTypeName +
                              " core alone and does not read " + key + "; it reads core.*, timing.*" + others +
                              " (a scheme, its links and topology run with montsim run --set scheme.name=program "
                              "--set scheme.program=FILE)");
    }
}

ExecOutcome exec_program(const Program& program, const sim::Config& cfg, std::ostream& out) {
    sim::PlatformSpec spec;
    spec.nodes.push_back(sim::NodeSpec{kCoreTypeName, "core0", program, {}, {}});
    sim::Platform platform(spec, cfg);
    auto& core = platform.node_as<MbCore>(0);
    core.cpu().set_output(&out);
    platform.run();
    out.flush();
    ExecOutcome o;
    o.exit_status = core.cpu().exit_status();
    o.cycles = core.cpu().cycle();
    o.instructions = core.cpu().stats().instructions;
    o.core = core.stat_group();
    return o;
}

MONTSIM_REGISTRATION("cores/mb/toolchain", [] {
    sim::Command assemble;
    assemble.name = "asm";
    assemble.summary = "assemble a MicroBlaze program";
    assemble.doc = kAsmDoc;
    assemble.run = cmd_asm;
    sim::commands().add(std::move(assemble));
    sim::Command exec;
    exec.name = "exec";
    exec.summary = "run one program on one MicroBlaze-like core";
    exec.doc = kExecDoc;
    exec.run = cmd_exec;
    sim::commands().add(std::move(exec));
})

}  // namespace montsim::mb
