// The montsim command line (Cli.hpp): which command runs, --help in its
// three forms, --version, and what any command's failure prints.
#include "sim/Cli.hpp"

#include <iostream>
#include <sstream>

#include "sim/Catalogue.hpp"
#include "sim/Provenance.hpp"
#include "sim/Reference.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"

namespace montsim::sim {

namespace {
// Every command: the models' commands, then the engine's run.
std::vector<CommandEntry> all_commands() {
    std::vector<CommandEntry> list;
    for (const auto& c : commands().entries()) list.push_back({c.name, c.summary, &c.doc});
    list.push_back({"run", "run an experiment: every point of a config and its sweeps, each result checked", &kRunDoc});
    return list;
}

}  // namespace

Simulator default_simulator() { return Simulator{run_point, prefetch_baselines, point_inputs}; }

std::string overview_help() {
    std::ostringstream os;
    os << "montsim: a cycle-accurate simulator of MicroBlaze-like cores running parallel\n"
          "Montgomery multiplication.\n\n"
          "Usage: montsim COMMAND [ARGS...]   (montsim COMMAND --help for one command;\n"
          "       montsim --version for the version and source revision;\n"
          "       montsim --help --json for all of this as JSON, --markdown as Markdown)\n\n"
          "Commands:\n";
    for (const auto& [name, summary, doc] : all_commands()) {
        os << "  " << doc->usage << "\n";
        std::istringstream what(doc->what);
        for (std::string line; std::getline(what, line);) os << "      " << line << "\n";
        os << "      Example: " << doc->example << "\n\n";
    }
    os << "Exit status: 0 success; 1 a failed assembly, configuration or run (exec: the\n"
          "program's own exit status); 2 a usage error (unknown command or option,\n"
          "missing file).\n\n"
       << "Schemes (scheme.name):\n"
       << schemes_help() << "\n"
       << config_file_example() << "\nParameters (config keys, also for --set):\n"
       << params_help();
    return os.str();
}

namespace {

int dispatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Simulator& simulator) {
    if (args.empty()) {
        std::string names;
        for (const auto& c : commands().entries()) names += c.name + "|";
        err << "Usage: montsim " << names << "run ...   (montsim --help explains each)\n";
        return kExitUsage;
    }
    const std::string& command = args.front();
    if (command == "--help" || command == "-h" || command == "help") {
        const std::string form = args.size() > 1 ? args[1] : "";
        if (args.size() > 2 || (!form.empty() && form != "--json" && form != "--markdown")) {
            err << "Usage: montsim --help [--json | --markdown]   (the catalogue as JSON for tools, or the "
                   "reference as Markdown)\n";
            return kExitUsage;
        }
        out << (form == "--json" ? catalogue_json(all_commands())
                : form == "--markdown" ? reference_markdown(all_commands())
                                       : overview_help());
        return kExitOk;
    }
    if (command == "--version") {
        out << "montsim " << montsim_version() << "\n";
        return kExitOk;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    try {
        if (command == "run") return run_command(rest, out, err, simulator, run_provenance(args));
        if (const Command* c = commands().find(command)) return c->run(rest, out, err);
        std::string names;
        for (const auto& c : commands().entries()) names += c.name + ", ";
        err << "montsim: error: unknown command '" << command << "'; the commands are " << names << "run"
            << " (montsim --help)\n";
        return kExitUsage;
    } catch (const UsageError& e) {
        err << "montsim " << command << ": error: " << e.what() << " (montsim " << command << " --help)\n";
        return kExitUsage;
    } catch (const std::exception& e) {
        // Whatever else goes wrong (no memory, no more processes or pipes)
        // ends in a message and a failure status, never in terminate().
        err << "montsim " << command << ": error: " << e.what() << "\n";
        return kExitFailure;
    }
}

}  // namespace

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Simulator& simulator) {
    const int status = dispatch(args, out, err, simulator);
    // Whatever a command printed must have reached standard output (a full
    // disk, a closed pipe): output lost is a failure, never exit 0.
    out.flush();
    if (out) return status;
    err << "montsim" << (args.empty() ? "" : " " + args.front())
        << ": error: cannot write to standard output (its output is incomplete)\n";
    return status == kExitOk ? kExitFailure : status;
}

}  // namespace montsim::sim
