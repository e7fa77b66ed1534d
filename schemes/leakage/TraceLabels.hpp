// Where a core's cycles went, by program label, from its trace (the JSON
// lines of cores/mb/cpu/CpuTrace.hpp: a "label" event each time execution
// passes a labelled instruction, a "halt" at the end): each label is
// charged the cycles from its event to the next label event (or the halt),
// so that the labels of one run add up to its halt cycle. Labels that share
// an address are one name ("sos_add_carry,sos_shaded_box_end").
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace montsim::schemes::leakage {

// The cycles per label of one core's trace; std::runtime_error for a line
// that is not the trace format.
std::map<std::string, int64_t> label_cycles(const std::string& jsonl);

}  // namespace montsim::schemes::leakage
