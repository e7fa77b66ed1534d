// libFuzzer target: any bytes given to the ELF loader end in a program or a
// clear error; a program that loads is then run on one core for a bounded
// number of cycles (its instructions are as arbitrary as its headers).
#include <cstddef>
#include <cstdint>
#include <exception>
#include <vector>

#include "cores/mb/toolchain/Elf.hpp"
#include "cores/mb/cpu/MbCpu.hpp"

// libsystemc refers to sc_main; libFuzzer owns main, so this is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::vector<uint8_t> bytes(data, data + size);
    try {
        const montsim::mb::Program p = montsim::mb::load_elf(bytes, "fuzz.elf");
        montsim::mb::MbCpu cpu(montsim::mb::CpuConfig{});
        cpu.load(p);
        cpu.run(20000);
    } catch (const std::exception&) {
    }
    return 0;
}
