// The parser: source lines into statements, symbols and expressions, GNU as
// style. Its parts live in three files: AsmParser.cpp (lines, symbols,
// instructions, directives), AsmExpressions.cpp (expressions, by precedence
// climbing into reverse Polish order) and AsmMacros.cpp (.include, .macro and
// their expansion).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cores/mb/toolchain/AsmLexer.hpp"
#include "cores/mb/toolchain/AsmSource.hpp"

namespace montsim::mb::assembler {

// ---------------------------------------------------------------------------
// Parser: turns each line into statements.

class Parser {
public:
    Parser(Source& src, const IncludeResolver& resolver) : src_(src), resolver_(resolver) {}

    // Parses the text of src_.files[file], line by line; an .include parses
    // the included file in its place.
    void parse_file(std::string_view text, int file);

    // After the last line: a .macro without its .endm is an error.
    void finish();

    void parse_line(int line_number, std::string_view text);

private:
    Source& src_;
    const IncludeResolver& resolver_;
    std::vector<int> include_stack_;  // the files being parsed (and macros expanded), the main file first
    int nesting_ = 0;                 // parse_unary calls in progress

    // .macro NAME params ... .endm, GNU as style: a body of source lines in
    // which \param is replaced by the argument, \@ by the number of the
    // expansion and \() by nothing.
    struct Macro {
        std::vector<std::string> params;
        std::vector<std::string_view> body;  // views into the defining file's text
        Pos pos;                             // the .macro line
    };
    std::unordered_map<std::string, Macro> macros_;
    Macro* defining_ = nullptr;
    std::string defining_name_;
    int expansions_ = 0;
    Section section_ = Section::Text;
    Section previous_section_ = Section::Text;  // for .previous
    int last_emitting_[kSectionCount] = {-1, -1, -1, -1, -1, -1};

    // --- symbols

    int intern(std::string_view name);

    int use_symbol(std::string_view name, Pos pos);

    int define_symbol(std::string_view name, SymbolKind kind, Pos pos);

    void define_label(std::string_view name, Pos pos);

    Statement& add(Statement st);

    bool previous_is_explicit_imm() const;

    // --- expressions (precedence climbing, output in reverse Polish order)

    void push(ExprOp op, int column, int64_t value = 0) { src_.items.push_back(ExprItem{op, column, value}); }

    // An expression that is just the number `value` (an operand the source
    // leaves implicit), reported at `column`.
    Expr constant(int64_t value, int column);

    Expr parse_expression(Cursor& cur, std::string_view after);

    // Binary operators by precedence (higher binds tighter), C style.
    static int precedence(ExprOp op);

    // The binary operator at the cursor and its length in characters.
    static std::optional<std::pair<ExprOp, int>> peek_binary(Cursor& cur);

    void parse_binary(Cursor& cur, int min_precedence);

    // Parentheses and unary operators recurse: bound them, so that a hostile
    // line cannot overflow the host stack.
    static constexpr int kMaxExpressionNesting = 256;

    void parse_unary(Cursor& cur);

    // --- instructions

    struct Operands {
        uint8_t rd = 0, ra = 0, rb = 0;
        int32_t special = 0;
        Expr value;
    };

    static const char* slot_expectation(char slot);

    int32_t parse_named_operand(Cursor& cur, char slot, std::string_view after);

    Operands parse_operands(Cursor& cur, std::string_view mnemonic, std::string_view slots, std::string_view signature);

    void parse_instruction(Cursor& cur, std::string_view mnemonic, Pos pos);

    // --- directives

    void parse_directive(Cursor& cur, std::string_view name, Pos pos);

    // .include "file": the file's lines are parsed here, as if written in
    // place of this line.
    void parse_include(Cursor& cur, std::string_view directive, Pos pos);

    // .macro NAME [param[, param ...]]: the lines up to .endm become its body.
    void parse_macro(Cursor& cur, std::string_view directive, Pos pos);

    void collect_macro_line(int line_number, std::string_view line);

    // NAME arg, arg ...: the body with the arguments in place, parsed here as
    // if written in place of this line (like an .include).
    void expand_macro(Cursor& cur, const std::string& name, const Macro& m, Pos pos);

    static std::string trimmed(const std::string& s);

    // A string in double quotes at the cursor, escapes decoded.
    std::string string_literal(Cursor& cur);

    void switch_to(Section section);

    // .section NAME[, "flags"[, @type[, ...]]]: the flags and type are what
    // gas would record in an object file; montsim goes by the name (as
    // montsim.ld does).
    void parse_section(Cursor& cur);

    static bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

    // A section name and its name-dot-anything variants (.text.startup ...).
    static bool is_section_family(std::string_view name, std::string_view family);

    static std::optional<Section> output_section_of(std::string_view name);

    // gas's `.set noreorder` and friends: an option, not a symbol definition
    // (no comma after the word).
    static bool is_assembler_option(Cursor& cur);

    // Directives gcc emits that describe an object file (symbol types and
    // sizes, debugger frame notes, the compiler's name): nothing to place.
    static bool is_ignored_directive(std::string_view name);

    // .lcomm / .comm NAME, SIZE[, ALIGN]: SIZE zero bytes in .bss, aligned
    // to ALIGN bytes (a power of two; default 4), labelled NAME.
    void parse_common(Cursor& cur, std::string_view directive, Pos pos);

    void parse_data(Cursor& cur, std::string_view name, Pos pos, uint8_t unit);

    void parse_fill(Cursor& cur, std::string_view name, Pos pos);

    void parse_align(Cursor& cur, std::string_view name, Pos pos, uint8_t in_bytes);

    void parse_equ(Cursor& cur, std::string_view directive, Pos pos);

    void parse_strings(Cursor& cur, std::string_view name, Pos pos, bool zero_terminated);

    // .globl: every symbol is visible to montsim anyway; only check the syntax.
    void parse_symbol_list(Cursor& cur, std::string_view directive);
};

Source parse(std::string_view text, const std::string& filename, const IncludeResolver& resolver);

// A linker-script symbol the program uses but does not define takes the
// linker script's value.
void define_boundary_symbols(Source& src);

// The earliest use of a symbol that is never defined.
void check_all_symbols_defined(const Source& src);

}  // namespace montsim::mb::assembler
