// libFuzzer target: any text given to montsim's assembler ends in a program
// or in an error with a position (std::exception), never in a crash, a hang
// or a sanitizer report. Includes are refused (no disk access while fuzzing).
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string_view>

#include "cores/mb/toolchain/Assembler.hpp"

// libsystemc refers to sc_main; libFuzzer owns main, so this is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view source(reinterpret_cast<const char*>(data), size);
    try {
        const montsim::mb::Assembly a = montsim::mb::assemble(source, "fuzz.s", montsim::mb::IncludeResolver{});
        (void)montsim::mb::format_listing(a);
    } catch (const std::exception&) {
    }
    return 0;
}
