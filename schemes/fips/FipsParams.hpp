// The keys the FIPS schemes read (declared here, read only here):
//   fips.variant   basic | single-acc | enhanced | enhanced-fixed (both)
//   fips.w         the word size, 16 or 32 (both)
//   fips.machine   c62x | ts201: the built-in description (fips)
//   fips.acc_bits  the single accumulator's width, 0 = the machine's (fips)
//   fips.reg_bits  the enhanced form's registers, 0 = 2w (fips)
//   fips.overflow  error | wrap: what a register too narrow does (fips)
#pragma once

#include "cores/vliw/MachineDescription.hpp"

#include <string>
#include <vector>

#include "schemes/fips/FipsModel.hpp"
#include "sim/Config.hpp"
#include "sim/Params.hpp"

namespace montsim::schemes::fips {

// fips.variant and fips.w.
std::vector<sim::ParamDecl> fips_params();
// fips.machine, fips.machine_file, fips.acc_bits, fips.reg_bits, fips.overflow.
std::vector<sim::ParamDecl> fips_machine_params();

// The point's variant and w; the model's other fields at their defaults
// (registers of 2w bits, a 40-bit accumulator, overflow an error).
FipsConfig fips_config_from(const sim::Config& cfg);

struct FipsMachinePoint {
    std::string machine;  // "c62x": the loops' family
    // The description the point runs on: the built-in one of `machine`, or
    // fips.machine_file's (read once per process, strictly).
    const vliw::MachineDescription* description = nullptr;
    FipsConfig model;     // every width resolved against the machine
};

// The point of scheme fips, checked against its machine: std::invalid_argument
// naming the key for fips.w wider than the machine's multiplier, fips.acc_bits
// above its accumulator or below 2w + 1, fips.reg_bits below 2w or above the
// accumulator.
FipsMachinePoint fips_machine_point_from(const sim::Config& cfg);

}  // namespace montsim::schemes::fips
