// What every scheme descriptor does with a program and a core's memory:
// find its labels, write operand words, read result words.
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

// Writes A, B and N to their addresses after checking that the scheme's data
// (up to `end`) leaves 1 KiB below the top of memory for the program's stack;
// std::invalid_argument naming `what` and the bytes needed otherwise.
void load_operands(mb::LocalMemory& mem, const MontOperands& ops, uint32_t a, uint32_t b, uint32_t n, uint32_t end,
                   const std::string& what);

}  // namespace montsim::schemes
