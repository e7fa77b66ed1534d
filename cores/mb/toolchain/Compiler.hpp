// C programs for the MicroBlaze-like core, compiled by the project's
// microblaze-elf gcc (scripts/toolchain.sh builds it into a cache, once per
// machine) with the runtime of cores/mb/runtime: crt0.s, montsim.ld,
// montsim.h, fsl.h. The flags follow the core a point configures
// (core.barrel, core.hw_mul), so the code uses what the core has.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/cpu/Program.hpp"

namespace montsim::mb {

struct CompileOptions {
    std::vector<std::string> sources;   // .c and .s files, compiled and linked together
    std::vector<std::string> includes;  // -I directories besides the runtime's
    std::vector<std::string> defines;   // -D NAME[=VALUE]
    std::string optimisation = "2";     // -O level: 0, 1, 2, 3, s (2: the pSHS paper's)
    bool barrel = true;                 // core.barrel: -mxl-barrel-shift
    HwMul hw_mul = HwMul::Mul64;        // core.hw_mul: -mno-xl-soft-mul, -mxl-multiply-high
    uint32_t stack_bytes = 4096;        // MONTSIM_STACK_SIZE (montsim.ld)
    uint32_t memory_bytes = 64 * 1024;  // MONTSIM_MEMORY: what the program must fit
    // Headers made for this compile (file name -> text, e.g. a program
    // description's montsim_params.h): written to a temporary include
    // directory that lives as long as the compile.
    std::map<std::string, std::string> generated;
};

// The directory of crt0.s, montsim.ld, montsim.h and fsl.h:
// $MONTSIM_RUNTIME, else the source tree's cores/mb/runtime.
std::string runtime_dir();

// The toolchain's install prefix (it holds bin/microblaze-elf-gcc):
// $MONTSIM_TOOLCHAIN, else the newest microblaze-elf-* in
// $MONTSIM_TOOLCHAIN_CACHE (default /var/cache/montsim). Throws
// std::runtime_error naming the one command that builds it.
std::string toolchain_prefix();

// The gcc command line that makes `output` (argv, the compiler first);
// `generated_dir`: where compile() put the generated headers ("" to leave
// that -I out, as --print-command shows it before the directory exists).
std::vector<std::string> compile_command(const CompileOptions& options, const std::string& output,
                                         const std::string& generated_dir = "");

// Compiles and links into the ELF file `output`. Throws std::runtime_error
// with gcc's own messages (file:line: error: ...) when it fails.
void compile(const CompileOptions& options, const std::string& output);

// Compiles into a temporary file and loads it; the program's source_name is
// the first source.
Program compile_program(const CompileOptions& options);

}  // namespace montsim::mb
