// libFuzzer target: any command line of the engine's commands (every entry
// of the command registry: asm, exec, cc, params, fips, vliw-exec, leakage,
// ...; `run` has its own target, fuzz_whatif) ends in exit 0 or in a status
// with a message, never in a crash, a hang or an exception left uncaught.
// The input's first line names the command (an unknown name picks one by
// its first byte), each further line is an argument.
//
// Kept from doing real work or harm: each input runs in a fresh empty
// folder (and libFuzzer's own is restored after it) and an argument holding
// '/' is dropped (nothing is read or written outside that folder); options that would run long are bounded by
// ones appended after the input's (a second --samples is a usage error, so
// the input cannot lift them).
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "sim/Cli.hpp"
#include "sim/Command.hpp"
#include "sim/Registration.hpp"

namespace fs = std::filesystem;

namespace {
fs::path scratch, home;  // the input's folder; libFuzzer's own (its corpus paths are relative to it)
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    montsim::sim::register_models();
    char folder[] = "/tmp/montsim-fuzz-commands-XXXXXX";
    if (!::mkdtemp(folder)) std::abort();
    scratch = folder;
    home = fs::current_path();
    ::setenv("MONTSIM_EXEC_NOTICE_SECONDS", "1000", 1);
    return 0;
}

// libsystemc refers to sc_main; libFuzzer owns main, so this is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::istringstream lines(text);
    std::string command;
    std::getline(lines, command);
    const auto& entries = montsim::sim::commands().entries();
    if (entries.empty()) return 0;
    if (!montsim::sim::commands().find(command))
        command = entries[(command.empty() ? 0 : uint8_t(command[0])) % entries.size()].name;
    std::vector<std::string> args = {command};
    for (std::string line; std::getline(lines, line) && args.size() < 32;) {
        if (line.find('/') != std::string::npos || line == "--speed" || line == "-") continue;
        args.push_back(line);
    }
    // Bounds (a later --set wins): a leakage experiment of two runs a class
    // of 64-bit operands in this process, a program of at most a million
    // cycles, a point of at most 512 MiB;
    // fips (its tables take seconds under the sanitizers) only parses its
    // arguments and prints its help.
    if (command == "leakage")
        args.insert(args.end(), {"--samples", "2", "--labels", "0", "-j", "1", "--set", "scheme.bits=64"});
    if (command == "exec" || command == "leakage")
        args.insert(args.end(), {"--set", "run.cycle_limit=1000000", "--set", "run.memory_mb=512"});
    if (command == "vliw-exec") args.insert(args.end(), {"--cycle-limit", "1000000"});
    if (command == "fips") args.push_back("--help");

    std::error_code ec;
    fs::remove_all(scratch, ec);
    fs::create_directories(scratch);
    fs::current_path(scratch);
    std::ostringstream out, err;
    const int status = montsim::sim::run_cli(args, out, err);
    fs::current_path(home);
    if (status != 0 && err.str().empty() && command != "exec") __builtin_trap();  // a failure must say why
    return 0;
}
