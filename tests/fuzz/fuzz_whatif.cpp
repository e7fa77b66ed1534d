// libFuzzer target: any what-if command line (`montsim run` without a
// config file; the input's lines are its arguments) ends in a count of
// points or in a usage or configuration error with a message, never in a
// crash, and nothing given is dropped: a key given twice is refused. The
// points are counted (--count), not run, and nothing is written.
#include <cstddef>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "sim/Cli.hpp"
#include "sim/Registration.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    montsim::sim::register_models();
    return 0;
}

// libsystemc refers to sc_main; libFuzzer owns main, so this is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> args = {"run"};
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line) && args.size() < 64;) {
        // A positional argument would name a config file to read: only options.
        if (!line.empty() && line[0] != '-') continue;
        args.push_back(line);
    }
    args.push_back("--count");
    std::ostringstream out, err;
    const int status = montsim::sim::run_cli(args, out, err);
    if (status != 0 && err.str().empty()) __builtin_trap();  // a failure must say why
    if (status == 0 && out.str().empty()) __builtin_trap();  // a count must be printed
    return 0;
}
