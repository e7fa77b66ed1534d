// libFuzzer target: any config text (and a --set taken from its first line)
// ends in validated points or in an error naming file:line:column, never in
// a crash. The points are expanded (up to the sweep limit) but not run.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>
#include <string_view>

#include "sim/Registration.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/Sweep.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    montsim::sim::register_models();
    return 0;
}

// libsystemc refers to sc_main; libFuzzer owns main, so this is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        montsim::sim::Experiment ex = montsim::sim::parse_experiment(text, "fuzz.toml");
        const size_t eol = text.find('\n');
        montsim::sim::apply_set(ex, text.substr(0, eol == std::string_view::npos ? text.size() : eol));
        if (montsim::sim::point_count(ex) <= 10000) (void)montsim::sim::expand_points(ex);
    } catch (const std::exception&) {
    }
    return 0;
}
