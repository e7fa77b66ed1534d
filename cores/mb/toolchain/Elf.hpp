// Reading and writing MicroBlaze programs as ELF files, and loading a program
// file of either kind (ELF or assembly source).
//
// Only what montsim runs is accepted: static, big-endian ELF32 executables
// (ET_EXEC) for MicroBlaze, as a MicroBlaze GNU toolchain links them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cores/mb/cpu/Program.hpp"

namespace montsim::mb {

// EM_MICROBLAZE, and the value MicroBlaze toolchains used before it was
// assigned.
constexpr uint16_t kElfMachineMicroBlaze = 189;
constexpr uint16_t kElfMachineMicroBlazeOld = 0xBAAB;

// The most bytes the loadable segments of one file may need together: the
// largest local memory a core can have (core.memory_kb's maximum, 1 GiB).
constexpr uint64_t kMaxLoadBytes = uint64_t{1} << 30;

// Loads every PT_LOAD segment (zero-filled up to its memory size; executable
// if PF_X), the entry point and the named function, object and untyped
// symbols of .symtab. name is used in errors and as Program::source_name.
// Throws std::runtime_error "name: what is wrong" for any malformed input.
Program load_elf(const std::vector<uint8_t>& bytes, const std::string& name);

// A minimal executable: one PT_LOAD per segment (R+X if executable, else
// R+W), a section per segment, and .symtab/.strtab/.shstrtab holding
// Program::symbols. load_elf(write_elf(p)) gives back p's segments, entry
// and symbols.
std::vector<uint8_t> write_elf(const Program& program);

// Reads path: an ELF file (recognised by its magic) is loaded with load_elf,
// anything else is assembled as source. Throws std::runtime_error if the file
// cannot be read, AsmError (a std::runtime_error) for bad source.
Program load_program_file(const std::string& path);

}  // namespace montsim::mb
