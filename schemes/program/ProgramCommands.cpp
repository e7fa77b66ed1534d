// `montsim cc`: a C program (or a program description's) compiled for the
// MicroBlaze-like core with the project's toolchain and runtime; `montsim
// params`: the parameter block a description declares, as C or assembly.
#include <filesystem>
#include <iostream>

#include <boost/program_options.hpp>

#include "cores/mb/cpu/MbCoreType.hpp"
#include "cores/mb/toolchain/Compiler.hpp"
#include "cores/mb/toolchain/Tools.hpp"
#include "schemes/program/ProgramDescription.hpp"
#include "sim/Command.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

const sim::CommandDoc kCcDoc{
    "montsim cc FILE.c|FILE.toml [FILE.c ...] -o OUT.elf [-O LEVEL] [--stack BYTES] [-I DIR] [-D NAME[=V]] "
    "[--set core.KEY=V]",
    "Compiles C (and assembly) for montsim's MicroBlaze-like core with the project's\n"
    "microblaze-elf gcc (scripts/toolchain.sh builds it), the runtime of\n"
    "cores/mb/runtime (crt0.s, montsim.ld, montsim.h, fsl.h) and the flags of the\n"
    "core the --set keys describe (default: the pSHS paper's core, barrel shifter\n"
    "and 64-bit multiplier: -mxl-barrel-shift -mno-xl-soft-mul -mxl-multiply-high).\n"
    "A .toml program description compiles the program it names, with its\n"
    "parameter block as \"montsim_params.h\" and its stack size. gcc's messages\n"
    "(file:line: error: ...) are passed on. --print-command shows the gcc line.",
    "montsim cc ring.c -o ring.elf && montsim run --set scheme.name=program --set scheme.program=ring.elf"};

const sim::CommandDoc kParamsDoc{
    "montsim params FILE.toml [--asm]",
    "Prints the parameter block a program description declares: as the C header\n"
    "montsim_params.h (the default), or with --asm as the assembly offsets\n"
    "montsim_params.inc.s. montsim makes both itself when it compiles or\n"
    "assembles the program; this is for a program built elsewhere.",
    "montsim params schemes/program/examples/pshs_student.toml"};

int cmd_cc(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    po::options_description options("Options");
    options.add_options()("output,o", po::value<std::string>()->value_name("OUT.elf"), "the ELF to write")(
        "opt,O", po::value<std::string>()->default_value("2")->value_name("LEVEL"), "gcc -O level: 0, 1, 2, 3, s")(
        "stack", po::value<uint32_t>()->value_name("BYTES"), "stack size (at least and by default 4096)")(
        "include,I", po::value<std::vector<std::string>>()->value_name("DIR"), "another include directory")(
        "define,D", po::value<std::vector<std::string>>()->value_name("NAME[=V]"), "a preprocessor definition")(
        "print-command", po::bool_switch(), "print the gcc command line first");
    sim::add_set_option(options);
    options.add_options()("help,h", "show this help");
    const auto vm = sim::parse_args(args, options, "file");
    if (vm.count("help")) {
        out << sim::command_help(kCcDoc, options, false);
        return sim::kExitOk;
    }
    if (!vm.count("file")) throw sim::UsageError("missing FILE.c (or a .toml description)");
    mb::refuse_keys_of_no_core(sim::sets_of(vm), "cc", {});
    if (!vm.count("output")) throw sim::UsageError("missing -o OUT.elf");
    try {
        const sim::Config cfg = sim::config_from_sets(sim::sets_of(vm));
        const mb::CpuConfig core = mb::cpu_config_from(cfg);
        mb::CompileOptions o;
        o.optimisation = vm["opt"].as<std::string>();
        o.barrel = core.use_barrel;
        o.hw_mul = core.hw_mul;
        o.memory_bytes = core.memory_bytes;
        if (vm.count("include")) o.includes = vm["include"].as<std::vector<std::string>>();
        if (vm.count("define")) o.defines = vm["define"].as<std::vector<std::string>>();
        for (const auto& f : vm["file"].as<std::vector<std::string>>()) {
            if (fs::path(f).extension() != ".toml") {
                o.sources.push_back(f);
                continue;
            }
            if (!o.generated.empty()) throw sim::UsageError("one program description at a time: " + f);
            const ProgramDescription d = read_description(f);
            o.sources.push_back(d.program);
            o.stack_bytes = d.stack_bytes;
            o.generated = {{"montsim_params.h", c_header(d)}};  // its block, for #include "montsim_params.h"
        }
        if (vm.count("stack")) {
            const uint32_t stack = vm["stack"].as<uint32_t>();
            // The same range a description's `stack` has.
            if (stack < 4096 || stack > (1u << 24) || stack % 8 != 0)
                throw sim::UsageError("--stack must be a number of bytes from 4096 to 16777216, a multiple of 8 "
                                      "(got " + std::to_string(stack) + ")");
            o.stack_bytes = stack;
        }
        const std::string output = vm["output"].as<std::string>();
        if (vm["print-command"].as<bool>()) {
            for (const auto& a : mb::compile_command(o, output)) out << a << " ";
            out << (o.generated.empty() ? "" : "(and -I the temporary directory of montsim_params.h)") << "\n";
        }
        mb::compile(o, output);
    } catch (const sim::UsageError&) {
        throw;  // reported with the pointer to --help
    } catch (const sim::ConfigError& e) {
        err << e.what() << "\n";
        return sim::kExitFailure;
    } catch (const std::exception& e) {
        err << "montsim cc: error: " << e.what() << "\n";
        return sim::kExitFailure;
    }
    return sim::kExitOk;
}

int cmd_params(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    po::options_description options("Options");
    options.add_options()("asm", po::bool_switch(), "print the assembly offsets instead of the C header")(
        "help,h", "show this help");
    const auto vm = sim::parse_args(args, options, "file");
    if (vm.count("help")) {
        out << sim::command_help(kParamsDoc, options, false);
        return sim::kExitOk;
    }
    const std::string file = sim::the_file(vm, "file", "description FILE.toml");
    try {
        const ProgramDescription d = read_description(file);
        out << (vm["asm"].as<bool>() ? asm_equates(d) : c_header(d));
    } catch (const std::exception& e) {
        err << "montsim params: error: " << e.what() << "\n";
        return sim::kExitFailure;
    }
    return sim::kExitOk;
}

}  // namespace

MONTSIM_REGISTRATION("schemes/program/commands", [] {
    sim::Command cc;
    cc.name = "cc";
    cc.summary = "compile a C program for the MicroBlaze-like core";
    cc.doc = kCcDoc;
    cc.run = cmd_cc;
    sim::commands().add(std::move(cc));
    sim::Command params;
    params.name = "params";
    params.summary = "print a program description's parameter block as C or assembly";
    params.doc = kParamsDoc;
    params.run = cmd_params;
    sim::commands().add(std::move(params));
})

}  // namespace montsim::schemes
