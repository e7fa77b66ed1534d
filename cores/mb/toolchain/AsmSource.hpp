// The assembler's source model (what the parser produces and the later passes
// read: positions, expressions, symbols, statements, the source), errors that
// name a file, line and column, and the operand tables that map the ISA
// table's formats to assembly operands. Internal to the assembler
// (Assembler.hpp is its interface).
#pragma once

#include <cctype>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/isa/Isa.hpp"

namespace montsim::mb::assembler {

// ---------------------------------------------------------------------------
// Source model: what the parser produces and the later passes read.

// line counts the lines of the whole source, included files' lines in their
// place, from 1 (an index into Source::lines); fail() turns it into a file
// and a line of that file.
struct Pos {
    int line = 0;
    int column = 0;
};

enum class ExprOp : uint8_t {
    Number, Symbol, Dot, Negate, Complement,
    Add, Sub, Mul, Div, Mod, Shl, Shr, And, Or, Xor,
};

// Expressions are stored in reverse Polish order in one pool, so that the
// relaxation passes re-evaluate them without re-parsing or allocating.
struct ExprItem {
    ExprOp op;
    int column;     // where the item is written, for error messages
    int64_t value;  // the number, or the symbol index
};

struct Expr {
    uint32_t begin = 0, end = 0;  // items [begin, end) of the pool
    int column = 0;
    bool empty() const { return begin == end; }
};

enum class SymbolKind : uint8_t { Undefined, Label, Equ, Boundary };

// Symbols the linker script defines (montsim.ld); the assembler defines
// them the same way when a program uses them without defining them.
enum class Boundary : uint8_t { BssStart, BssEnd, End };

struct Symbol {
    std::string_view name;
    SymbolKind kind = SymbolKind::Undefined;
    int stmt = -1;   // the statement that defines it
    Pos defined_at;  // for "first defined at line N"
    Pos first_use;   // for "undefined symbol"
    Boundary boundary = Boundary::End;  // for SymbolKind::Boundary
};

// Output sections, placed in this order (the order of montsim.ld, so a
// program lands at the same addresses as when GNU ld links it). Discard
// holds what gcc puts in .comment and .note.* sections: parsed, not placed.
enum class Section : uint8_t { Text = 0, Rodata, Data, Bss, Stack, Discard };
constexpr int kSectionCount = 6;

struct BoundarySymbol {
    const char* name;
    Boundary which;
};
constexpr BoundarySymbol kBoundarySymbols[] = {
    {"__bss_start", Boundary::BssStart}, {"__bss_end", Boundary::BssEnd}, {"_end", Boundary::End}};

enum class StmtKind : uint8_t {
    Label,        // defines symbol at the current location
    Equ,          // defines symbol as value
    Instruction,  // op with fields, value is the immediate if the format has one
    Data,         // .word/.half/.byte: data_exprs[first, first+count), unit bytes each
    Fill,         // .space: value = byte count, data_exprs[first] = fill byte if count == 1
    Align,        // .align: value = power of two (unit 0) or byte count (unit 1)
    Bytes,        // .ascii: byte_pool[first, first+count)
};

struct Statement {
    StmtKind kind = StmtKind::Label;
    Section section = Section::Text;
    Pos pos;                    // of the label, mnemonic or directive
    std::string_view mnemonic;  // as written, for messages
    Expr value;
    int symbol = -1;
    // Instruction fields.
    Op op = Op::Invalid;
    uint8_t rd = 0, ra = 0, rb = 0;
    int32_t special = 0;  // special register or FSL link number
    bool big = false;     // needs an automatic imm prefix (grows, never shrinks)
    bool after_explicit_imm = false;
    // Data, Fill, Bytes and Align.
    uint8_t unit = 0;
    uint32_t first = 0, count = 0;
};

struct SourceLine {
    std::string_view text;
    int file = 0;  // index into Source::files
    int line = 0;  // 1-based line number in that file
};

struct Source {
    std::vector<std::string> files;  // [0] is the file given to assemble, then one per .include
    std::deque<std::string> texts;   // included files' text (a deque, so lines and symbol names keep pointing into it)
    std::vector<SourceLine> lines;   // every line, an included file's after its .include line
    std::vector<uint32_t> line_first_stmt;  // statements of line i: [line_first_stmt[i], line_first_stmt[i+1])
    std::vector<Statement> stmts;
    std::vector<ExprItem> items;
    std::vector<Expr> data_exprs;
    std::vector<uint8_t> byte_pool;
    std::vector<Symbol> symbols;
    std::unordered_map<std::string_view, int> symbol_index;
    uint32_t section_alignment[kSectionCount] = {4, 4, 4, 4, 4, 4};
};

[[noreturn]] void fail(const Source& src, Pos pos, const std::string& message);

// "line N" for source line `line` in a message about source line `from`;
// "line N of FILE" when the two are in different files.
std::string line_ref(const Source& src, int line, int from);

// The name that identifies a file for the recursion check of .include.
inline std::string file_key(const std::string& name) { return std::filesystem::path(name).lexically_normal().generic_string(); }

inline std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }
inline std::string quoted(const std::string& s) { return quoted(std::string_view(s)); }  // not std::quoted, which ADL finds

bool iequals(std::string_view a, std::string_view b);

bool is_symbol_start(char c);
inline bool is_symbol_char(char c) { return is_symbol_start(c) || std::isdigit(static_cast<unsigned char>(c)); }

// ---------------------------------------------------------------------------
// Instruction classes the assembler cares about.

bool has_type_b_immediate(const OpInfo& e);

// Only these get an automatic imm prefix; 'imm' itself is the prefix.
inline bool can_take_imm_prefix(Op op) { return op != Op::Imm && has_type_b_immediate(info(op)); }

bool is_branch(const OpInfo& e);

// rtsd adds its immediate to rA, so it is not pc-relative even though its
// table entry is not marked absolute.
bool is_pc_relative(const OpInfo& e);

inline bool fits_signed16(int64_t v) { return v >= -32768 && v <= 32767; }
inline bool fits_32_bits(int64_t v) { return v >= -2147483648LL && v <= 4294967295LL; }
inline int64_t wrap32(int64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); }
inline int32_t low16(int64_t v) { return static_cast<int16_t>(static_cast<uint16_t>(v & 0xFFFF)); }

// Operand slots, one letter each: D/A/B registers rD/rA/rB, I a Type B
// immediate, S a shift amount, P a special register, F an FSL link.
struct FormatOperands {
    std::string_view slots;
    std::string_view signature;  // as the user reads it in error messages
};

FormatOperands operands_of(Format f);

// Pseudo instructions. nop, la, not, neg and sub are gas's; li is montsim's
// shorthand for loading any 32-bit value (addik rD, r0, expr, with an imm
// prefix when needed). Operands map to the real instruction's fields by slot
// letter; unset fields stay r0.
enum class PseudoFixup : uint8_t { None, ImmMinusOne, SwapAB };
struct Pseudo {
    std::string_view name;
    Op op;
    std::string_view slots;
    std::string_view signature;
    PseudoFixup fixup;
};
constexpr std::array<Pseudo, 6> kPseudos = {{
    {"nop", Op::Or, "", "no operands", PseudoFixup::None},               // or r0, r0, r0
    {"la", Op::Addik, "DAI", "rD, rA, IMM", PseudoFixup::None},         // addik rD, rA, IMM
    {"li", Op::Addik, "DI", "rD, IMM", PseudoFixup::None},              // addik rD, r0, IMM
    {"not", Op::Xori, "DA", "rD, rA", PseudoFixup::ImmMinusOne},        // xori rD, rA, -1
    {"neg", Op::Rsub, "DA", "rD, rA", PseudoFixup::None},               // rsub rD, rA, r0
    {"sub", Op::Rsub, "DAB", "rD, rA, rB", PseudoFixup::SwapAB},        // rsub rD, rB, rA
}};

const Pseudo* find_pseudo(std::string_view lower_name);

std::optional<int> parse_numbered(std::string_view word, std::string_view prefix, int max);

inline std::optional<int> parse_register(std::string_view word) { return parse_numbered(word, "r", 31); }
inline std::optional<int> parse_fsl(std::string_view word) { return parse_numbered(word, "rfsl", 15); }
std::optional<int> parse_special(std::string_view word);

}  // namespace montsim::mb::assembler
