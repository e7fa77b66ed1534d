// libFuzzer target: any machine description text (montsim fips --machine)
// ends in a description every key of which is known and in range, or in an
// error naming file:line, never in a crash; a description that loads is
// scheduled (a one-op loop per op class, and a chain through all of them)
// without a crash or an error other than std::invalid_argument.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <stdexcept>
#include <string>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"
#include "sim/Registration.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    montsim::sim::register_models();
    return 0;
}

// libsystemc refers to sc_main; libFuzzer owns main, so this is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace montsim::vliw;
    MachineDescription m;
    try {
        m = parse_machine(std::string(reinterpret_cast<const char*>(data), size), "fuzz.toml");
    } catch (const std::invalid_argument&) {
        return 0;  // refused with a message: fine
    }
    LoopBody chain;
    for (const auto& [name, cls] : m.classes) {
        LoopBody one;
        one.ops.push_back({"op", name});
        try {
            (void)modulo_schedule(m, one);
        } catch (const std::invalid_argument&) {
        }
        chain.ops.push_back({"op" + std::to_string(chain.ops.size()), name});
        if (chain.ops.size() > 1) chain.edges.push_back(LoopEdge{unsigned(chain.ops.size() - 2), unsigned(chain.ops.size() - 1), 0, -1, true});
    }
    try {
        (void)modulo_schedule(m, chain);
    } catch (const std::invalid_argument&) {
    }
    return 0;
}
