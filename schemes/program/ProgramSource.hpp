// A user's program as the cores load it: an ELF as it is, an assembly file
// assembled by montsim (its `.include "montsim_params.inc.s"` gets the
// block's offsets), a C file compiled by the project's gcc (its
// `#include "montsim_params.h"` gets the block's struct). Compiled programs
// are kept per process, so a sweep compiles each form once.
#pragma once

#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/cpu/Program.hpp"
#include "schemes/program/ProgramDescription.hpp"

namespace montsim::schemes {

// `core` gives the flags a C program is compiled with (barrel, hw_mul) and
// the memory it must fit. Throws std::invalid_argument for a file that
// cannot be read, std::runtime_error with the assembler's or gcc's
// file:line messages.
mb::Program load_user_program(const ProgramDescription& d, const mb::CpuConfig& core);

// Whether the file starts as an ELF does.
bool is_elf_file(const std::string& path);

}  // namespace montsim::schemes
