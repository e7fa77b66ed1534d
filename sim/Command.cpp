#include "sim/Command.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "sim/Catalogue.hpp"
#include "sim/Scheme.hpp"

namespace montsim::sim {

namespace po = boost::program_options;

namespace {

const char* const kConfigExampleText =
    "Config file (TOML; tables flatten to dotted keys, [core] pipeline = ... is\n"
    "core.pipeline):\n"
    "  [meta]\n"
    "  name = \"sizes\"                # free-form strings, ignored by the run\n"
    "  [scheme]\n"
    "  name = \"NAME\"                 # a scheme (listed below)\n"
    "  [core]\n"
    "  pipeline = \"3-stage\"\n"
    "  [sweep]                        # one point per combination\n"
    "  \"scheme.bits\" = [512, 1024, 2048]\n";

// `--out --count` would write results to a folder named "--count" and run
// the sweep the user asked only to count: an option's value that is itself
// one of the command's options is almost surely a missing value, so it is
// refused (a file of that name can still be given as ./--count).
void refuse_options_taken_as_values(const po::parsed_options& parsed, const po::options_description& all) {
    for (const auto& option : parsed.options) {
        if (option.position_key >= 0) continue;  // a positional FILE is not a value of an option
        for (const auto& value : option.value) {
            // (A short option in a value's place is already refused by the parser.)
            if (value.rfind("--", 0) != 0) continue;
            const std::string name = value.substr(2, value.find('=') - 2);
            if (name.empty() || !all.find_nothrow(name, false)) continue;
            throw UsageError("--" + option.string_key + " takes a value, but was given " + value +
                             ", which is an option of this command (for a file of that name write ./" + value + ")");
        }
    }
}

// Whether an option holds an unsigned number: Boost reads "-3" into one as
// 2^32 - 3 without a word (lexical_cast's rule), so a count given as a
// negative number would run nearly forever.
bool is_unsigned_option(const po::option_description& d) {
    const po::value_semantic* s = d.semantic().get();
    return dynamic_cast<const po::typed_value<unsigned>*>(s) ||
           dynamic_cast<const po::typed_value<unsigned long>*>(s) ||
           dynamic_cast<const po::typed_value<unsigned long long>*>(s) ||
           dynamic_cast<const po::typed_value<unsigned short>*>(s);
}

void refuse_negative_counts(const po::parsed_options& parsed, const po::options_description& all) {
    for (const auto& option : parsed.options) {
        if (option.position_key >= 0) continue;
        const po::option_description* d = all.find_nothrow(option.string_key, false);
        if (!d || !is_unsigned_option(*d)) continue;
        for (const auto& value : option.value) {
            const size_t first = value.find_first_not_of(" \t");
            if (first != std::string::npos && value[first] == '-')
                throw UsageError("--" + option.string_key + " must not be negative (got " + value + ")");
        }
    }
}

}  // namespace

std::string config_file_example() { return kConfigExampleText; }

Registry<Command>& commands() {
    static Registry<Command> registry("command", std::nullopt, 90);
    return registry;
}

std::string command_help(const CommandDoc& doc, const po::options_description& options, bool with_params) {
    std::ostringstream os;
    os << "Usage: " << doc.usage << "\n\n" << doc.what << "\n\nExample: " << doc.example << "\n\n" << options;
    if (with_params)
        os << "\nSchemes (scheme.name):\n"
           << schemes_help() << "\n"
           << kConfigExampleText << "\nParameters (config keys, also for --set):\n"
           << params_help();
    return os.str();
}

// Parses one subcommand's arguments; FILE arguments are positional.
po::variables_map parse_args(const std::vector<std::string>& args, const po::options_description& visible,
                             const char* positional_name) {
    // A command that takes no positional argument still collects them, so
    // that one given is refused by name, not dropped.
    const char* const positional_key = positional_name ? positional_name : "unexpected-argument";
    po::options_description all;
    all.add(visible);
    all.add_options()(positional_key, po::value<std::vector<std::string>>());
    po::positional_options_description positional;
    positional.add(positional_key, -1);
    // Boost.Program_options (1.74) builds an error message by replacing
    // placeholders such as %value% with the offending text until none is
    // left: an argument holding a placeholder never ends. Found by fuzz_whatif.
    for (const auto& arg : args)
        for (const char* placeholder : {"%canonical_option%", "%option%", "%value%", "%prefix%", "%original_token%"})
            if (arg.find(placeholder) != std::string::npos)
                throw UsageError("an argument holds " + std::string(placeholder) +
                                 ", which the option parser cannot show in a message; leave it out");
    po::variables_map vm;
    try {
        // No guessing of abbreviated options: a typo is an error, not a guess.
        const int style = po::command_line_style::default_style & ~po::command_line_style::allow_guessing;
        const po::parsed_options parsed =
            po::command_line_parser(args).options(all).positional(positional).style(style).run();
        refuse_options_taken_as_values(parsed, all);
        refuse_negative_counts(parsed, all);
        po::store(parsed, vm);
        po::notify(vm);
    } catch (const po::error& e) {
        throw UsageError(e.what());
    }
    if (!positional_name && vm.count(positional_key))
        throw UsageError("this command takes no file or other argument, but was given \"" +
                         vm[positional_key].as<std::vector<std::string>>().front() + "\"");
    return vm;
}

// The one FILE a command takes, which must exist.
std::string the_file(const po::variables_map& vm, const char* positional_name, const char* what) {
    if (!vm.count(positional_name)) throw UsageError(std::string("missing ") + what);
    const auto& files = vm[positional_name].as<std::vector<std::string>>();
    if (files.size() > 1) throw UsageError("expected one " + std::string(what) + ", got " + std::to_string(files.size()));
    std::error_code ec;
    if (std::filesystem::is_directory(files.front(), ec))
        throw UsageError(files.front() + " is a folder, not a " + std::string(what));
    if (!std::filesystem::is_regular_file(files.front(), ec)) throw UsageError("no such file: " + files.front());
    return files.front();
}

std::vector<std::string> sets_of(const po::variables_map& vm) {
    return vm.count("set") ? vm["set"].as<std::vector<std::string>>() : std::vector<std::string>{};
}

void add_set_option(po::options_description& options) {
    options.add_options()("set", po::value<std::vector<std::string>>()->composing()->value_name("key=value"),
                          "set a parameter, e.g. --set core.pipeline=3-stage (repeatable)");
}

std::string read_text(const std::string& path) {
    if (std::filesystem::is_directory(path)) throw UsageError(path + " is a folder, not a file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UsageError("cannot read " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace montsim::sim
