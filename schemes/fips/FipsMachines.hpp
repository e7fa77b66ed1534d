// The machine descriptions FIPS runs on, built in (configs/machines/*.toml
// are compiled into the binary), and each machine's inner loops of FIPS,
// modulo-scheduled once per process.
#pragma once

#include <cstdint>
#include <string>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/ModuloScheduler.hpp"
#include "schemes/fips/FipsModel.hpp"

namespace montsim::schemes::fips {

// The machines FIPS has loops for, the default first.
inline constexpr const char* kFipsMachines[] = {"c62x", "ts201"};

// "c62x" -> configs/machines/c62x.toml as built in; std::invalid_argument
// naming the built-in ones for another name.
const vliw::MachineDescription& builtin_machine(const std::string& name);

// A description file of the user's (fips.machine_file), read once per
// process; std::invalid_argument with file:line as load_machine says.
const vliw::MachineDescription& machine_file(const std::string& path);

struct ScheduledLoop {
    vliw::LoopBody loop;
    vliw::ModuloSchedule schedule;   // of the loop as it is (C62x: unsplit)
    unsigned partitioned_bound = 0;  // C62x: the bound after the split into sides A and B; 0 elsewhere
    // The loop as the executable core runs it (FipsProgram.hpp): the C62x's
    // split into sides, the TigerSHARC's with its wide registers as pairs;
    // and its schedule.
    vliw::LoopBody running;
    vliw::ModuloSchedule running_schedule;
};

// The inner loop of `variant` on `machine` (c62x: w = 16, every form;
// ts201: w = 32 basic and enhanced, w = 16 single-acc), scheduled once per
// description; std::invalid_argument for another machine.
const ScheduledLoop& scheduled_inner_loop(const std::string& machine, Variant variant);
// The same loops (machine names the family: c62x or ts201) on description `m`.
const ScheduledLoop& scheduled_inner_loop(const vliw::MachineDescription& m, const std::string& machine, Variant variant);

}  // namespace montsim::schemes::fips
