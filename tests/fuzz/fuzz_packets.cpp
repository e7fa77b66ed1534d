// libFuzzer target: any packet program text (montsim vliw-exec) on the
// shipped C62x or TigerSHARC description, or the C62x with early_reads_fault
// (the first byte chooses), ends in a program that runs to its end or stops
// with a fault naming the packet, or in an error naming line and column,
// never in a crash.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/PacketCore.hpp"
#include "cores/vliw/PacketProgram.hpp"
#include "schemes/fips/FipsMachines.hpp"
#include "sim/Registration.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    montsim::sim::register_models();
    return 0;
}

// libsystemc refers to sc_main; libFuzzer owns main, so this is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace montsim;
    if (size == 0) return 0;
    static const vliw::MachineDescription strict = [] {
        vliw::MachineDescription m = schemes::fips::builtin_machine("c62x");
        m.early_reads_fault = true;
        return m;
    }();
    const vliw::MachineDescription& m = data[0] & 1   ? schemes::fips::builtin_machine("ts201")
                                        : data[0] & 2 ? strict
                                                      : schemes::fips::builtin_machine("c62x");
    vliw::PacketProgram p;
    try {
        p = vliw::assemble_packets(m, std::string(reinterpret_cast<const char*>(data + 1), size - 1), "fuzz.s");
    } catch (const std::invalid_argument&) {
        return 0;  // refused with a message: fine
    }
    try {
        vliw::PacketCore core(m, p, "fuzz.s");
        core.run(100000);
        (void)vliw::packet_listing(m, p);
    } catch (const vliw::PacketFault&) {
    }
    return 0;
}
