// A GNU-as style assembler for the MicroBlaze subset in Isa.hpp.
//
// Source syntax, one statement per line:
//   label:  [label: ...]  mnemonic operand, operand ...   # comment
// Comments start with '#' or '//'; '/* ... */' may appear within one line.
// Mnemonics and register names are case-insensitive. Operands follow the
// Format of each instruction in Isa.hpp (add rD, rA, rB / addik rD, rA, IMM /
// bsrli rD, rA, 5 / mfs rD, rmsr / get rD, rfsl0 ...).
//
// Immediates are expressions over numbers (decimal, 0x hex, 0b binary, gas's
// leading-0 octal, 'c' characters), symbols (labels, .equ/.set) and '.' (the
// address of the current statement), with unary - + ~, binary * / % << >> &
// ^ | + - (C precedence) and parentheses.
//
// Branch immediates of pc-relative branches (bri, beqi, brlid ...) are
// written as target addresses (a label, '.', or an expression with either);
// the assembler encodes target - (address of the branch). A plain number is
// the offset itself, as in GNU as: `bri 0` is a jump to itself. A Type B
// immediate that does not fit signed 16 bits gets an automatic 'imm' prefix
// (sizes are found by relaxation). After an explicit 'imm', the next
// instruction's immediate is taken as its low 16 bits.
//
// Directives: .text, .data, .bss, .section NAME[, flags ...], .previous,
// .word/.long/.int, .half/.short/.hword, .byte, .space/.skip/.zero N[, fill],
// .align/.p2align N (to 2^N bytes, as gas for MicroBlaze), .balign N (bytes),
// .equ/.set name, expr, .globl/.global/.weak (no effect), .lcomm/.comm name,
// size[, align] (zeros in .bss), .ascii and .asciz/.string (escapes \n \t \r
// \\ \" \' \xHH and octal \0..\377). What gcc writes to describe an object
// file is accepted and has no effect: .ent, .end, .frame, .mask, .fmask,
// .type, .size, .file, .ident, .local, .hidden, .protected, and .set WORD
// (.set noreorder ...).
//
// Sections, placed from address 0 in this order, each aligned to its largest
// .align (at least 4), as cores/mb/runtime/montsim.ld has GNU ld place them
// (so gcc's output assembled here sits at the addresses ld gives it):
// .text and .text.*; .rodata and .rodata.*; .data and .data.*; .bss and
// .bss.* (zeros only); .stack (zeros only: crt0.s's stack). Within a section
// statements keep their source order. .comment and .note.* are dropped.
// Small-data sections (.sdata, .sbss: gcc's -mxl-gp-opt) are an error. A
// program that uses __bss_start, __bss_end (the end of .bss, rounded up to a
// word) or _end (the end of .stack) without defining them gets the linker
// script's values. The entry point is '_start' if defined, else the start
// of .text.
//
// Pseudo instructions: nop, la, not, neg, sub (as gas) and li (montsim's):
// see kPseudos in AsmSource.hpp.
//
// .include "file" inserts the text of another file in place of its line, as
// gas does: one program, so labels, .equ symbols and the current section are
// shared across files, and a label defined in an included file must not be
// defined again by the includer. An IncludeResolver finds the file: by
// default on disk, relative to the directory of the including file (an
// absolute name is taken as is). Errors in an included file name that file,
// its line and column. A missing file, a file that includes itself (directly
// or through others) and includes nested more than kMaxIncludeDepth deep are
// errors at the .include line. The listing shows the included lines after
// the .include line, each with its own file and line number.
//
// .macro NAME [param[, param ...]] ... .endm defines a macro, as gas does:
// "NAME arg, arg" is replaced by the body with \param replaced by the
// argument's text, \@ by the number of the expansion (0, 1, ...: unique
// labels) and \() by nothing (to join a parameter to what follows). A macro
// is expanded where it is used, like an .include; errors inside an expansion
// name "macro NAME at FILE:LINE" and the line within the body. Macros that
// expand themselves stop at kMaxIncludeDepth.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cores/mb/cpu/Program.hpp"

namespace montsim::mb {

// An assembly error at a source position; what() reads
// "file:line:column: error: message" (line and column count from 1).
struct AsmError : std::runtime_error {
    AsmError(std::string file_name, int line_number, int column_number, const std::string& message);
    std::string file;
    int line = 0, column = 0;
};

// One source line with what it put in memory. words holds the emitted bytes
// packed big-endian into 32-bit words; when size is not a multiple of 4 the
// last word is partial and its bytes sit in the high end.
struct ListingLine {
    uint32_t address = 0;         // location counter at the start of the line
    std::vector<uint32_t> words;  // emitted bytes (an auto imm prefix included)
    int line = 0;                 // 1-based line number in `file`
    std::string text;             // the source line as written
    uint32_t size = 0;            // number of bytes emitted
    std::string file;             // the file the line is from (the filename given to assemble, or an included file's name)
};

struct Assembly {
    Program program;
    std::vector<ListingLine> listing;  // every source line, included files' lines in their place
};

// A file found for a .include: its text and the name it goes by. The name
// appears in errors and the listing, is the including_file of the includes
// inside it, and identifies it for the recursion check (compared after
// lexical normalization, so "a/../b.s" and "b.s" are the same file).
struct IncludedFile {
    std::string name;
    std::string text;
};

// Finds the file of `.include "name"` written in including_file (the
// filename given to assemble, or an IncludedFile::name); nullopt if there is
// no such file.
using IncludeResolver =
    std::function<std::optional<IncludedFile>(const std::string& name, const std::string& including_file)>;

// The default resolver: the file on disk at `name` relative to the directory
// of including_file (or at `name` itself if it is absolute), named by that
// path, lexically normalized.
std::optional<IncludedFile> include_from_disk(const std::string& name, const std::string& including_file);

constexpr int kMaxIncludeDepth = 32;  // .include nesting below the main file

// Assembles a whole source file. filename names the source in errors and in
// Program::source_name; .include reads files from disk relative to it
// (include_from_disk). Throws AsmError at the first error.
Assembly assemble(std::string_view source, const std::string& filename);

// The same with another way to find included files; an empty resolver makes
// every .include an error.
Assembly assemble(std::string_view source, const std::string& filename, const IncludeResolver& resolver);

// Listing text, one row per source line:
//   "00000010  3021fff0  addik r1, r1, -16"
// An auto-inserted imm prefix shows both words on the row; a directive that
// emits more than two words continues on rows of its own.
std::string format_listing(const Assembly& assembly);

}  // namespace montsim::mb
