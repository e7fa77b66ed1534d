// What MbCpu's files share and nobody else needs: formatting for error
// messages, the units an instruction may need, the system call numbers.
#pragma once

#include <cstdint>
#include <sstream>
#include <string>

#include "cores/mb/isa/Isa.hpp"

namespace montsim::mb::detail {

inline std::string hex32(uint32_t v) {
    std::ostringstream os;
    os << "0x" << std::hex;
    os.width(8);
    os.fill('0');
    os << v;
    return os.str();
}

inline const char* unit_requirement(Unit u) {
    switch (u) {
    case Unit::Barrel: return "the barrel shifter (core.barrel = true)";
    case Unit::Mul32: return "a hardware multiplier (core.hw_mul = \"mul32\" or \"mul64\")";
    case Unit::Mul64: return "the 64-bit multiplier (core.hw_mul = \"mul64\")";
    case Unit::None: break;
    }
    return "nothing";
}


// Timing entries fit a byte: TimingTable::validate() ran in the constructor.
inline uint8_t cycles8(uint32_t v) { return static_cast<uint8_t>(v); }

// Linux system call numbers of the MicroBlaze port.
constexpr uint32_t kSysExit = 1;
constexpr uint32_t kSysWrite = 4;
constexpr uint32_t kSysExitGroup = 252;

}  // namespace montsim::mb::detail
