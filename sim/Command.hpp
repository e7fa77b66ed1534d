// The command-line framework: montsim COMMAND [ARGS...]. The engine's own
// command is `run` (Cli.hpp); every other command is a registry entry its
// model registers (the MicroBlaze tools `asm` and `exec`, cores/mb/toolchain/Tools.cpp),
// written with the helpers below so that every command parses, checks and
// explains itself the same way.
#pragma once

#include <functional>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "sim/Config.hpp"
#include "sim/Registry.hpp"

namespace montsim::sim {

// Exit statuses; `exec` instead returns the simulated program's own status.
constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;  // an assembly, configuration or run failed
constexpr int kExitUsage = 2;    // unknown command or option, missing file

// What `montsim --help` says about a command; also the head of the
// command's own --help.
struct CommandDoc {
    std::string usage;    // "montsim asm FILE [-o OUT.elf] [--listing]"
    std::string what;     // a paragraph, lines broken by "\n"
    std::string example;  // one command line
};

struct Command : Model {
    CommandDoc doc;
    // Runs the command; `args` excludes the program and command names.
    // Throws UsageError for a command-line mistake (reported with a pointer
    // to --help, exit status 2).
    std::function<int(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)> run;
};

// The model commands, in registration order (no selector: the first word of
// the command line chooses).
Registry<Command>& commands();

// A command-line mistake: reported with a pointer to --help, exit status 2.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Parses one command's arguments; FILE arguments are positional, under
// `positional_name` (null: the command takes none, and one given is an
// error). No abbreviated options (a typo is an error, not a guess), no
// negative number for an unsigned option. Throws UsageError.
boost::program_options::variables_map parse_args(const std::vector<std::string>& args,
                                                 const boost::program_options::options_description& visible,
                                                 const char* positional_name);

// The one FILE a command takes, which must exist; UsageError otherwise.
std::string the_file(const boost::program_options::variables_map& vm, const char* positional_name, const char* what);

// --set key=value (repeatable): adds the option, and reads its values.
void add_set_option(boost::program_options::options_description& options);
std::vector<std::string> sets_of(const boost::program_options::variables_map& vm);

// The whole text of a file; UsageError if it cannot be read.
std::string read_text(const std::string& path);

// The sample config file --help shows.
std::string config_file_example();

// A command's --help: usage, what, example, its options and, with
// `with_params`, the schemes and every parameter.
std::string command_help(const CommandDoc& doc, const boost::program_options::options_description& options,
                         bool with_params);

}  // namespace montsim::sim
