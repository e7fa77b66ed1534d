// What montsim knows of a user's program (scheme.name = "program"): the
// program file, the parameter block it declares, the links beyond the ring
// it uses, what it computes (so that montsim can check it against Boost).
// A description is a small TOML file (schemes/program/README.md); a program
// named without one gets the defaults: no block, the ring's links, checked
// by its exit status. The block is declared here once: montsim writes it,
// and the C header (montsim_params.h) and the assembly offsets
// (montsim_params.inc.s) the program reads it by are generated from it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "schemes/program/ProgramExpr.hpp"

namespace montsim::schemes {

enum class Computes { ExitStatus, Montgomery, Product, Modexp };

// One 32-bit word of the block: a value, or the address of an array of
// words montsim places after the program (zeros, or an operand).
struct BlockField {
    std::string name;
    bool array = false;
    std::string expr;  // the value, or the array's size in words
    std::string init;  // arrays: "A", "B", "N", "E" (the exponent), "R2" (R^2 mod N) or "" (zeros)
    uint32_t offset = 0;
};

struct ProgramDescription {
    std::string file;     // the description ("" if scheme.program named the program itself)
    std::string program;  // the program: .c, .s or an ELF (a path as given, or relative to `file`)
    Computes computes = Computes::ExitStatus;
    std::string result;    // the array holding the result (computes != ExitStatus)
    int result_core = -1;  // the core whose copy is checked; -1: every core's
    uint32_t stack_bytes = 4096;
    std::vector<BlockField> params;         // the block at the symbol `params`, in order
    std::map<unsigned, std::string> links;  // FSL port (2..15) -> the destination core's expression

    uint32_t block_bytes() const { return uint32_t(4 * params.size()); }
    const BlockField* field(const std::string& name) const;
};

// The names expressions may use, each set to `value` (for checking forms).
ExprNames expr_names(int64_t value = 1);

// Reads a description (std::invalid_argument naming file:line and the key).
ProgramDescription read_description(const std::string& path);
// The same from its text; `path` names it in messages and places the
// program it names (relative to the description's folder).
ProgramDescription parse_description(const std::string& text, const std::string& path);
// scheme.program: a description (.toml) or a program file on its own.
ProgramDescription description_of(const std::string& path);

// "montgomery", "product", "modexp", "exit status".
std::string computes_name(Computes c);

// The block as C (montsim_params.h: struct montsim_params and its one
// instance, `params`, in .data) and as assembly (.equ PARAMS_<NAME>, offset;
// PARAMS_SIZE).
std::string c_header(const ProgramDescription& d);
std::string asm_equates(const ProgramDescription& d);

}  // namespace montsim::schemes
