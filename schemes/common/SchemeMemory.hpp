// What every scheme descriptor does with a program and a core's memory:
// find its labels, write operand words, read result words, register the
// box regions the simulator counts.
#pragma once

#include <string>
#include <vector>

#include "cores/mb/MbCpu.hpp"
#include "cores/mb/Program.hpp"
#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::schemes {

// The address of a label the descriptor relies on; std::logic_error if the
// program lacks it (a bug in the scheme, not in the user's input).
uint32_t symbol_or_throw(const mb::Program& program, const std::string& name);

void write_words(mb::LocalMemory& mem, uint32_t addr, const Words& words);
Words read_words(const mb::LocalMemory& mem, uint32_t addr, size_t count);

// One statistics region per name: [name, name + "_end").
void add_label_regions(mb::MbCpu& cpu, const mb::Program& program, const std::vector<std::string>& names);

}  // namespace montsim::schemes
