#include "cores/mb/Assembler.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <optional>
#include <unordered_map>
#include <utility>

#include "cores/mb/Isa.hpp"

namespace montsim::mb {

AsmError::AsmError(std::string file_name, int line_number, int column_number, const std::string& message)
    : std::runtime_error(file_name + ":" + std::to_string(line_number) + ":" + std::to_string(column_number) +
                         ": error: " + message),
      file(std::move(file_name)),
      line(line_number),
      column(column_number) {}

namespace {

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

[[noreturn]] void fail(const Source& src, Pos pos, const std::string& message) {
    if (pos.line >= 1 && static_cast<size_t>(pos.line) <= src.lines.size()) {
        const SourceLine& l = src.lines[static_cast<size_t>(pos.line) - 1];
        throw AsmError(src.files[l.file], l.line, pos.column, message);
    }
    throw AsmError(src.files[0], pos.line, pos.column, message);
}

// "line N" for source line `line` in a message about source line `from`;
// "line N of FILE" when the two are in different files.
std::string line_ref(const Source& src, int line, int from) {
    const SourceLine& l = src.lines[static_cast<size_t>(line) - 1];
    const SourceLine& f = src.lines[static_cast<size_t>(from) - 1];
    std::string ref = "line " + std::to_string(l.line);
    if (src.files[l.file] != src.files[f.file]) ref += " of " + src.files[l.file];
    return ref;
}

// The name that identifies a file for the recursion check of .include.
std::string file_key(const std::string& name) { return std::filesystem::path(name).lexically_normal().generic_string(); }

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }
std::string quoted(const std::string& s) { return quoted(std::string_view(s)); }  // not std::quoted, which ADL finds

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

bool is_symbol_start(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$';
}
bool is_symbol_char(char c) { return is_symbol_start(c) || std::isdigit(static_cast<unsigned char>(c)); }

// ---------------------------------------------------------------------------
// Instruction classes the assembler cares about.

bool has_type_b_immediate(const OpInfo& e) {
    return e.format == Format::RdRaImm || e.format == Format::Imm || e.format == Format::RdImm ||
           e.format == Format::RaImm;
}

// Only these get an automatic imm prefix; 'imm' itself is the prefix.
bool can_take_imm_prefix(Op op) { return op != Op::Imm && has_type_b_immediate(info(op)); }

bool is_branch(const OpInfo& e) {
    return e.timing == TimingClass::Branch || e.timing == TimingClass::CondBranch ||
           e.timing == TimingClass::Return;
}

// rtsd adds its immediate to rA, so it is not pc-relative even though its
// table entry is not marked absolute.
bool is_pc_relative(const OpInfo& e) {
    return (e.timing == TimingClass::Branch || e.timing == TimingClass::CondBranch) && !e.absolute &&
           has_type_b_immediate(e);
}

bool fits_signed16(int64_t v) { return v >= -32768 && v <= 32767; }
bool fits_32_bits(int64_t v) { return v >= -2147483648LL && v <= 4294967295LL; }
int64_t wrap32(int64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); }
int32_t low16(int64_t v) { return static_cast<int16_t>(static_cast<uint16_t>(v & 0xFFFF)); }

// Operand slots, one letter each: D/A/B registers rD/rA/rB, I a Type B
// immediate, S a shift amount, P a special register, F an FSL link.
struct FormatOperands {
    std::string_view slots;
    std::string_view signature;  // as the user reads it in error messages
};

FormatOperands operands_of(Format f) {
    switch (f) {
    case Format::RdRaRb: return {"DAB", "rD, rA, rB"};
    case Format::RdRaImm: return {"DAI", "rD, rA, IMM"};
    case Format::RdRaShift: return {"DAS", "rD, rA, IMM5"};
    case Format::RdRa: return {"DA", "rD, rA"};
    case Format::Rb: return {"B", "rB"};
    case Format::RdRb: return {"DB", "rD, rB"};
    case Format::Imm: return {"I", "IMM"};
    case Format::RdImm: return {"DI", "rD, IMM"};
    case Format::RaRb: return {"AB", "rA, rB"};
    case Format::RaImm: return {"AI", "rA, IMM"};
    case Format::RdSpr: return {"DP", "rD, rSPR"};
    case Format::SprRa: return {"PA", "rSPR, rA"};
    case Format::RdFsl: return {"DF", "rD, rfslN"};
    case Format::RaFsl: return {"AF", "rA, rfslN"};
    }
    return {"", ""};
}

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

const Pseudo* find_pseudo(std::string_view lower_name) {
    for (const auto& p : kPseudos)
        if (p.name == lower_name) return &p;
    return nullptr;
}

std::optional<int> parse_numbered(std::string_view word, std::string_view prefix, int max) {
    if (word.size() <= prefix.size() || !iequals(word.substr(0, prefix.size()), prefix)) return std::nullopt;
    std::string_view digits = word.substr(prefix.size());
    if (digits.size() > 2 || (digits.size() > 1 && digits[0] == '0')) return std::nullopt;
    int n = 0;
    for (char c : digits) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
        n = n * 10 + (c - '0');
    }
    if (n > max) return std::nullopt;
    return n;
}

std::optional<int> parse_register(std::string_view word) { return parse_numbered(word, "r", 31); }
std::optional<int> parse_fsl(std::string_view word) { return parse_numbered(word, "rfsl", 15); }
std::optional<int> parse_special(std::string_view word) {
    if (iequals(word, "rpc")) return static_cast<int>(kSprPc);
    if (iequals(word, "rmsr")) return static_cast<int>(kSprMsr);
    return std::nullopt;
}

// ---------------------------------------------------------------------------
// Cursor: reads one line character by character and reports errors with the
// column where they are.

class Cursor {
public:
    Cursor(const Source& src, std::string_view text, int line) : src_(src), text_(text), line_(line) {}

    int column() const { return static_cast<int>(pos_) + 1; }
    Pos here() const { return {line_, column()}; }
    char peek(size_t ahead = 0) const { return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0'; }
    void advance(size_t n = 1) { pos_ = std::min(text_.size(), pos_ + n); }

    [[noreturn]] void fail_at(int column, const std::string& message) const {
        fail(src_, {line_, column}, message);
    }

    // Skips blanks and one-line /* ... */ comments.
    void skip_blanks() {
        for (;;) {
            while (peek() == ' ' || peek() == '\t' || peek() == '\f' || peek() == '\v') advance();
            if (peek() != '/' || peek(1) != '*') return;
            const size_t close = text_.find("*/", pos_ + 2);
            if (close == std::string_view::npos) fail_at(column(), "unterminated comment: '/*' without '*/' on the same line");
            pos_ = close + 2;
        }
    }

    // True at the end of the line or where a '#' or '//' comment begins.
    bool at_end() {
        skip_blanks();
        return pos_ >= text_.size() || peek() == '#' || (peek() == '/' && peek(1) == '/');
    }

    bool accept(char c) {
        skip_blanks();
        if (peek() != c) return false;
        advance();
        return true;
    }

    std::string_view identifier() {
        skip_blanks();
        if (!is_symbol_start(peek())) return {};
        const size_t start = pos_;
        while (is_symbol_char(peek())) advance();
        return text_.substr(start, pos_ - start);
    }

    std::string_view peek_identifier() {
        const size_t saved = pos_;
        std::string_view id = identifier();
        pos_ = saved;
        return id;
    }

    // The next blank- or comma-delimited word, for "found 'x'" messages.
    std::string_view next_word() {
        skip_blanks();
        size_t end = pos_;
        while (end < text_.size() && text_[end] != ' ' && text_[end] != '\t' && text_[end] != ',') ++end;
        return text_.substr(pos_, std::max<size_t>(end - pos_, 1));
    }

    std::string found() { return at_end() ? "end of line" : quoted(next_word()); }

    // A section name: anything up to a blank, a comma or a comment
    // (".note.GNU-stack").
    std::string_view section_name() {
        skip_blanks();
        const size_t start = pos_;
        while (pos_ < text_.size() && peek() != ' ' && peek() != '\t' && peek() != ',' && peek() != '#') advance();
        return text_.substr(start, pos_ - start);
    }

    // Skips the rest of the line (a directive whose operands do not matter).
    void skip_rest() { pos_ = text_.size(); }

    // A run of letters and digits starting at the cursor (a number's text).
    std::string_view alnum_run() {
        const size_t start = pos_;
        while (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_') advance();
        return text_.substr(start, pos_ - start);
    }

private:
    const Source& src_;
    std::string_view text_;
    int line_;
    size_t pos_ = 0;
};

// ---------------------------------------------------------------------------
// Number, character and string literals.

int64_t parse_number_text(std::string_view text, Cursor& cur, int column) {
    int base = 10;
    std::string_view digits = text;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16, digits = text.substr(2);
    } else if (text.size() > 2 && text[0] == '0' && (text[1] == 'b' || text[1] == 'B')) {
        base = 2, digits = text.substr(2);
    } else if (text.size() > 1 && text[0] == '0') {
        base = 8, digits = text.substr(1);  // as gas: a leading 0 means octal
    }
    uint64_t value = 0;
    for (char c : digits) {
        int d = 99;
        if (std::isdigit(static_cast<unsigned char>(c))) d = c - '0';
        else if (std::isalpha(static_cast<unsigned char>(c))) d = std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
        if (d >= base) {
            const char* kind = base == 16 ? "hexadecimal" : base == 8 ? "octal" : base == 2 ? "binary" : "decimal";
            cur.fail_at(column, "invalid " + std::string(kind) + " number " + quoted(text));
        }
        if (value > (static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) - d) / base)
            cur.fail_at(column, "number " + quoted(text) + " is too large");
        value = value * base + d;
    }
    return static_cast<int64_t>(value);
}

// One character of a string or character literal, escapes decoded.
uint8_t parse_literal_char(Cursor& cur) {
    const char c = cur.peek();
    cur.advance();
    if (c != '\\') return static_cast<uint8_t>(c);
    const int escape_column = cur.column() - 1;
    const char e = cur.peek();
    cur.advance();
    switch (e) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case 'f': return '\f';
    case 'b': return '\b';
    case '\\': return '\\';
    case '"': return '"';
    case '\'': return '\'';
    case 'x': case 'X': {
        int v = 0, n = 0;
        while (n < 2 && std::isxdigit(static_cast<unsigned char>(cur.peek()))) {
            const char h = static_cast<char>(std::tolower(static_cast<unsigned char>(cur.peek())));
            v = v * 16 + (std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : h - 'a' + 10);
            cur.advance(), ++n;
        }
        if (n == 0) cur.fail_at(escape_column, "'\\x' must be followed by hexadecimal digits");
        return static_cast<uint8_t>(v);
    }
    default:
        if (e >= '0' && e <= '7') {  // \0, \012: up to three octal digits
            int v = e - '0';
            for (int n = 1; n < 3 && cur.peek() >= '0' && cur.peek() <= '7'; ++n) v = v * 8 + (cur.peek() - '0'), cur.advance();
            return static_cast<uint8_t>(v & 0xFF);
        }
        if (e == '\0') cur.fail_at(escape_column, "'\\' at the end of the line");
        cur.fail_at(escape_column, "unknown escape '\\" + std::string(1, e) + "'");
    }
}

// ---------------------------------------------------------------------------
// Parser: turns each line into statements.

class Parser {
public:
    Parser(Source& src, const IncludeResolver& resolver) : src_(src), resolver_(resolver) {}

    // Parses the text of src_.files[file], line by line; an .include parses
    // the included file in its place.
    void parse_file(std::string_view text, int file) {
        include_stack_.push_back(file);
        int line_in_file = 0;
        for (size_t start = 0; start < text.size();) {
            size_t end = text.find('\n', start);
            if (end == std::string_view::npos) end = text.size();
            std::string_view line = text.substr(start, end - start);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            src_.line_first_stmt.push_back(static_cast<uint32_t>(src_.stmts.size()));
            src_.lines.push_back(SourceLine{line, file, ++line_in_file});
            if (defining_) collect_macro_line(static_cast<int>(src_.lines.size()), line);
            else parse_line(static_cast<int>(src_.lines.size()), line);
            start = end + 1;
        }
        include_stack_.pop_back();
    }

    // After the last line: a .macro without its .endm is an error.
    void finish() {
        if (defining_)
            fail(src_, defining_->pos, "missing .endm: the .macro " + quoted(std::string_view(defining_name_)) +
                                           " started here has no end");
    }

    void parse_line(int line_number, std::string_view text) {
        Cursor cur(src_, text, line_number);
        while (!cur.at_end()) {
            const Pos pos = cur.here();
            const std::string_view word = cur.identifier();
            if (word.empty()) cur.fail_at(pos.column, "expected a label, mnemonic or directive, found " + cur.found());
            if (cur.accept(':')) {
                define_label(word, pos);
                continue;
            }
            if (word[0] == '.') parse_directive(cur, word, pos);
            else if (auto m = macros_.find(std::string(word)); m != macros_.end()) {
                expand_macro(cur, m->first, m->second, pos);
                return;
            } else parse_instruction(cur, word, pos);
            if (!cur.at_end()) cur.fail_at(cur.column(), "unexpected " + cur.found() + " after " + quoted(word) + " and its operands");
            break;
        }
    }

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

    int intern(std::string_view name) {
        auto [it, inserted] = src_.symbol_index.try_emplace(name, static_cast<int>(src_.symbols.size()));
        if (inserted) src_.symbols.push_back(Symbol{name, SymbolKind::Undefined, -1, {}, {}});
        return it->second;
    }

    int use_symbol(std::string_view name, Pos pos) {
        const int idx = intern(name);
        Symbol& s = src_.symbols[idx];
        if (s.first_use.line == 0) s.first_use = pos;
        return idx;
    }

    int define_symbol(std::string_view name, SymbolKind kind, Pos pos) {
        const int idx = intern(name);
        Symbol& s = src_.symbols[idx];
        if (s.kind != SymbolKind::Undefined)
            fail(src_, pos,
                 std::string(kind == SymbolKind::Label ? "duplicate label " : "duplicate symbol ") + quoted(name) +
                     " (first defined at " + line_ref(src_, s.defined_at.line, pos.line) + ")");
        s.kind = kind;
        s.defined_at = pos;
        s.stmt = static_cast<int>(src_.stmts.size());
        return idx;
    }

    void define_label(std::string_view name, Pos pos) {
        if (name == ".") fail(src_, pos, "'.' is the location counter and cannot be a label");
        Statement st;
        st.kind = StmtKind::Label;
        st.pos = pos;
        st.symbol = define_symbol(name, SymbolKind::Label, pos);
        add(std::move(st));
    }

    Statement& add(Statement st) {
        st.section = section_;
        if ((section_ == Section::Bss || section_ == Section::Stack) &&
            (st.kind == StmtKind::Instruction || st.kind == StmtKind::Data || st.kind == StmtKind::Bytes ||
             (st.kind == StmtKind::Fill && st.count != 0)))
            fail(src_, st.pos, quoted(st.mnemonic) + " in " + (section_ == Section::Bss ? ".bss" : ".stack") +
                                   ", which holds only zeros (.space, .zero, .align, .lcomm); put data in .data");
        src_.stmts.push_back(st);
        const bool emits = st.kind != StmtKind::Label && st.kind != StmtKind::Equ;
        if (emits) last_emitting_[static_cast<int>(section_)] = static_cast<int>(src_.stmts.size()) - 1;
        return src_.stmts.back();
    }

    bool previous_is_explicit_imm() const {
        const int last = last_emitting_[static_cast<int>(section_)];
        return last >= 0 && src_.stmts[last].kind == StmtKind::Instruction && src_.stmts[last].op == Op::Imm;
    }

    // --- expressions (precedence climbing, output in reverse Polish order)

    void push(ExprOp op, int column, int64_t value = 0) { src_.items.push_back(ExprItem{op, column, value}); }

    // An expression that is just the number `value` (an operand the source
    // leaves implicit), reported at `column`.
    Expr constant(int64_t value, int column) {
        Expr e;
        e.column = column;
        e.begin = static_cast<uint32_t>(src_.items.size());
        push(ExprOp::Number, column, value);
        e.end = e.begin + 1;
        return e;
    }

    Expr parse_expression(Cursor& cur, std::string_view after) {
        if (cur.at_end()) cur.fail_at(cur.column(), "expected an expression after " + quoted(after));
        Expr e;
        e.column = cur.column();
        e.begin = static_cast<uint32_t>(src_.items.size());
        parse_binary(cur, 1);
        e.end = static_cast<uint32_t>(src_.items.size());
        return e;
    }

    // Binary operators by precedence (higher binds tighter), C style.
    static int precedence(ExprOp op) {
        switch (op) {
        case ExprOp::Or: return 1;
        case ExprOp::Xor: return 2;
        case ExprOp::And: return 3;
        case ExprOp::Shl: case ExprOp::Shr: return 4;
        case ExprOp::Add: case ExprOp::Sub: return 5;
        case ExprOp::Mul: case ExprOp::Div: case ExprOp::Mod: return 6;
        default: return 0;
        }
    }

    // The binary operator at the cursor and its length in characters.
    static std::optional<std::pair<ExprOp, int>> peek_binary(Cursor& cur) {
        if (cur.at_end()) return std::nullopt;
        switch (cur.peek()) {
        case '+': return std::pair{ExprOp::Add, 1};
        case '-': return std::pair{ExprOp::Sub, 1};
        case '*': return std::pair{ExprOp::Mul, 1};
        case '/': return cur.peek(1) == '*' ? std::nullopt : std::optional{std::pair{ExprOp::Div, 1}};
        case '%': return std::pair{ExprOp::Mod, 1};
        case '&': return std::pair{ExprOp::And, 1};
        case '|': return std::pair{ExprOp::Or, 1};
        case '^': return std::pair{ExprOp::Xor, 1};
        case '<': if (cur.peek(1) == '<') return std::pair{ExprOp::Shl, 2}; break;
        case '>': if (cur.peek(1) == '>') return std::pair{ExprOp::Shr, 2}; break;
        default: break;
        }
        return std::nullopt;
    }

    void parse_binary(Cursor& cur, int min_precedence) {
        parse_unary(cur);
        for (;;) {
            const auto op = peek_binary(cur);
            if (!op || precedence(op->first) < min_precedence) return;
            const int column = cur.column();
            cur.advance(static_cast<size_t>(op->second));
            parse_binary(cur, precedence(op->first) + 1);
            push(op->first, column);
        }
    }

    // Parentheses and unary operators recurse: bound them, so that a hostile
    // line cannot overflow the host stack.
    static constexpr int kMaxExpressionNesting = 256;

    void parse_unary(Cursor& cur) {
        if (cur.at_end()) cur.fail_at(cur.column(), "expected an expression, found end of line");
        const int column = cur.column();
        const char c = cur.peek();
        struct Nest {
            int& depth;
            ~Nest() { --depth; }
        } nest{++nesting_};
        if (nesting_ > kMaxExpressionNesting)
            cur.fail_at(column, "expression nested more than " + std::to_string(kMaxExpressionNesting) +
                                    " deep (parentheses and unary operators)");
        if (c == '(') {
            cur.advance();
            parse_binary(cur, 1);
            if (!cur.accept(')')) cur.fail_at(cur.column(), "expected ')' to close the '(' at column " + std::to_string(column) + ", found " + cur.found());
        } else if (c == '-' || c == '~' || c == '+') {
            cur.advance();
            parse_unary(cur);
            if (c != '+') push(c == '-' ? ExprOp::Negate : ExprOp::Complement, column);
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            push(ExprOp::Number, column, parse_number_text(cur.alnum_run(), cur, column));
        } else if (c == '\'') {
            cur.advance();
            if (cur.peek() == '\0') cur.fail_at(column, "unterminated character literal");
            const uint8_t value = parse_literal_char(cur);
            if (cur.peek() != '\'') cur.fail_at(column, "unterminated character literal: missing closing \"'\"");
            cur.advance();
            push(ExprOp::Number, column, value);
        } else if (is_symbol_start(c)) {
            const std::string_view name = cur.identifier();
            if (name == ".") push(ExprOp::Dot, column);
            else push(ExprOp::Symbol, column, use_symbol(name, {cur.here().line, column}));
        } else {
            cur.fail_at(column, "expected an expression, found " + cur.found());
        }
    }

    // --- instructions

    struct Operands {
        uint8_t rd = 0, ra = 0, rb = 0;
        int32_t special = 0;
        Expr value;
    };

    static const char* slot_expectation(char slot) {
        switch (slot) {
        case 'D': case 'A': case 'B': return "a register r0..r31";
        case 'P': return "a special register rmsr or rpc";
        case 'F': return "an FSL link rfsl0..rfsl15";
        default: return "an expression";
        }
    }

    uint8_t parse_named_operand(Cursor& cur, char slot, std::string_view after) {
        const char* expected = slot_expectation(slot);
        if (cur.at_end()) cur.fail_at(cur.column(), std::string("expected ") + expected + " after " + quoted(after));
        const int column = cur.column();
        const std::string_view word = cur.peek_identifier();
        const std::optional<int> n = slot == 'P' ? parse_special(word) : slot == 'F' ? parse_fsl(word) : parse_register(word);
        if (!n) cur.fail_at(column, std::string("expected ") + expected + ", found " + cur.found());
        cur.identifier();
        return static_cast<uint8_t>(*n);
    }

    Operands parse_operands(Cursor& cur, std::string_view mnemonic, std::string_view slots, std::string_view signature) {
        Operands ops;
        for (size_t i = 0; i < slots.size(); ++i) {
            std::string_view after = mnemonic;
            if (i > 0) {
                if (cur.at_end())
                    cur.fail_at(cur.column(), "missing operand: " + quoted(mnemonic) + " takes " + std::string(signature));
                if (!cur.accept(','))
                    cur.fail_at(cur.column(), "expected ',' between operands, found " + cur.found() + " (" +
                                                  quoted(mnemonic) + " takes " + std::string(signature) + ")");
                after = ",";
            } else if (cur.at_end()) {
                cur.fail_at(cur.column(), "missing operands: " + quoted(mnemonic) + " takes " + std::string(signature));
            }
            const char slot = slots[i];
            switch (slot) {
            case 'D': ops.rd = parse_named_operand(cur, slot, after); break;
            case 'A': ops.ra = parse_named_operand(cur, slot, after); break;
            case 'B': ops.rb = parse_named_operand(cur, slot, after); break;
            case 'P': case 'F': ops.special = parse_named_operand(cur, slot, after); break;
            default: ops.value = parse_expression(cur, after); break;
            }
        }
        if (!cur.at_end())
            cur.fail_at(cur.column(), "unexpected " + cur.found() + " after the operands of " + quoted(mnemonic) +
                                          " (it takes " + std::string(signature) + ")");
        return ops;
    }

    void parse_instruction(Cursor& cur, std::string_view mnemonic, Pos pos) {
        std::array<char, 16> buffer{};
        if (mnemonic.size() >= buffer.size()) fail(src_, pos, "unknown mnemonic " + quoted(mnemonic));
        for (size_t i = 0; i < mnemonic.size(); ++i)
            buffer[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(mnemonic[i])));
        const std::string_view lower(buffer.data(), mnemonic.size());

        Statement st;
        st.kind = StmtKind::Instruction;
        st.pos = pos;
        st.mnemonic = mnemonic;
        st.after_explicit_imm = previous_is_explicit_imm();
        Operands ops;
        if (const Pseudo* p = find_pseudo(lower)) {
            st.op = p->op;
            ops = parse_operands(cur, mnemonic, p->slots, p->signature);
            if (p->fixup == PseudoFixup::SwapAB) std::swap(ops.ra, ops.rb);
            if (p->fixup == PseudoFixup::ImmMinusOne) ops.value = constant(-1, pos.column);
        } else if (const std::optional<Op> op = op_by_mnemonic(lower)) {
            st.op = *op;
            const FormatOperands f = operands_of(info(*op).format);
            ops = parse_operands(cur, mnemonic, f.slots, f.signature);
        } else {
            fail(src_, pos, "unknown mnemonic " + quoted(mnemonic));
        }
        st.rd = ops.rd, st.ra = ops.ra, st.rb = ops.rb;
        st.special = ops.special;
        st.value = ops.value;
        add(std::move(st));
    }

    // --- directives

    void parse_directive(Cursor& cur, std::string_view name, Pos pos) {
        if (iequals(name, ".text")) switch_to(Section::Text);
        else if (iequals(name, ".data")) switch_to(Section::Data);
        else if (iequals(name, ".bss")) switch_to(Section::Bss);
        else if (iequals(name, ".section")) parse_section(cur);
        else if (iequals(name, ".previous")) switch_to(previous_section_);
        else if (iequals(name, ".lcomm") || iequals(name, ".comm")) parse_common(cur, name, pos);
        else if (iequals(name, ".zero")) parse_fill(cur, name, pos);
        else if (iequals(name, ".set") && is_assembler_option(cur)) cur.skip_rest();
        else if (is_ignored_directive(name)) cur.skip_rest();
        else if (iequals(name, ".word") || iequals(name, ".long") || iequals(name, ".int")) parse_data(cur, name, pos, 4);
        else if (iequals(name, ".half") || iequals(name, ".short") || iequals(name, ".hword")) parse_data(cur, name, pos, 2);
        else if (iequals(name, ".byte")) parse_data(cur, name, pos, 1);
        else if (iequals(name, ".space") || iequals(name, ".skip")) parse_fill(cur, name, pos);
        else if (iequals(name, ".align") || iequals(name, ".p2align")) parse_align(cur, name, pos, 0);
        else if (iequals(name, ".balign")) parse_align(cur, name, pos, 1);
        else if (iequals(name, ".equ") || iequals(name, ".set")) parse_equ(cur, name, pos);
        else if (iequals(name, ".ascii")) parse_strings(cur, name, pos, false);
        else if (iequals(name, ".asciz") || iequals(name, ".string")) parse_strings(cur, name, pos, true);
        else if (iequals(name, ".globl") || iequals(name, ".global") || iequals(name, ".weak")) parse_symbol_list(cur, name);
        else if (iequals(name, ".include")) parse_include(cur, name, pos);
        else if (iequals(name, ".macro")) parse_macro(cur, name, pos);
        else if (iequals(name, ".endm")) fail(src_, pos, "'.endm' without a '.macro' before it");
        else fail(src_, pos, "unknown directive " + quoted(name));
    }

    // .include "file": the file's lines are parsed here, as if written in
    // place of this line.
    void parse_include(Cursor& cur, std::string_view directive, Pos pos) {
        cur.skip_blanks();
        const int open = cur.column();
        if (cur.peek() != '"') cur.fail_at(open, "expected a file name in double quotes after " + quoted(directive) + ", found " + cur.found());
        const std::string name = string_literal(cur);
        if (name.empty()) cur.fail_at(open, "empty file name after " + quoted(directive));
        if (!cur.at_end()) cur.fail_at(cur.column(), "unexpected " + cur.found() + " after the file name of " + quoted(directive));
        if (!resolver_) fail(src_, pos, "cannot include " + quoted(name) + ": no include files are available here");
        if (include_stack_.size() > static_cast<size_t>(kMaxIncludeDepth))
            fail(src_, pos, "cannot include " + quoted(name) + ": includes are nested more than " + std::to_string(kMaxIncludeDepth) + " deep");
        const std::string& including = src_.files[include_stack_.back()];
        std::optional<IncludedFile> found = resolver_(name, including);
        if (!found) fail(src_, pos, "cannot find include file " + quoted(name));
        const std::string key = file_key(found->name);
        for (size_t k = 0; k < include_stack_.size(); ++k) {
            if (file_key(src_.files[include_stack_[k]]) != key) continue;
            std::string chain;
            for (size_t j = k; j < include_stack_.size(); ++j) chain += src_.files[include_stack_[j]] + " -> ";
            fail(src_, pos, "recursive include of " + quoted(std::string_view(found->name)) + " (" + chain + found->name + ")");
        }
        src_.files.push_back(std::move(found->name));
        src_.texts.push_back(std::move(found->text));
        parse_file(src_.texts.back(), static_cast<int>(src_.files.size()) - 1);
    }

    // .macro NAME [param[, param ...]]: the lines up to .endm become its body.
    void parse_macro(Cursor& cur, std::string_view directive, Pos pos) {
        const int column = cur.column();
        const std::string_view name = cur.identifier();
        if (name.empty()) cur.fail_at(column, "expected a macro name after " + quoted(directive) + ", found " + cur.found());
        if (macros_.count(std::string(name))) fail(src_, pos, "macro " + quoted(name) + " is defined twice");
        if (op_by_mnemonic(name) || find_pseudo(name))
            cur.fail_at(column, "macro " + quoted(name) + " would hide the instruction of that name");
        Macro m;
        m.pos = pos;
        while (!cur.at_end()) {
            const int at = cur.column();
            const std::string_view param = cur.identifier();
            if (param.empty()) cur.fail_at(at, "expected a parameter name, found " + cur.found());
            m.params.emplace_back(param);
            cur.accept(',');
        }
        defining_name_ = std::string(name);
        defining_ = &(macros_[defining_name_] = std::move(m));
    }

    void collect_macro_line(int line_number, std::string_view line) {
        Cursor cur(src_, line, line_number);
        cur.skip_blanks();
        const Pos pos = cur.here();
        const std::string_view word = cur.identifier();
        if (iequals(word, ".endm")) {
            if (!cur.at_end()) cur.fail_at(cur.column(), "unexpected " + cur.found() + " after '.endm'");
            defining_ = nullptr;
        } else if (iequals(word, ".macro")) {
            fail(src_, pos, "a .macro inside the .macro " + quoted(std::string_view(defining_name_)) + " (missing .endm?)");
        } else {
            defining_->body.push_back(line);
        }
    }

    // NAME arg, arg ...: the body with the arguments in place, parsed here as
    // if written in place of this line (like an .include).
    void expand_macro(Cursor& cur, const std::string& name, const Macro& m, Pos pos) {
        std::vector<std::string> args;
        cur.skip_blanks();
        if (!cur.at_end()) {
            std::string arg;
            for (char c; (c = cur.peek()) != '\0' && c != '#' && !(c == '/' && cur.peek(1) == '/'); cur.advance()) {
                if (c == ',') {
                    args.push_back(trimmed(arg));
                    arg.clear();
                } else {
                    arg.push_back(c);
                }
            }
            args.push_back(trimmed(arg));
        }
        if (args.size() != m.params.size())
            fail(src_, pos, "macro " + quoted(std::string_view(name)) + " takes " + std::to_string(m.params.size()) +
                                " argument(s), got " + std::to_string(args.size()));
        if (include_stack_.size() > static_cast<size_t>(kMaxIncludeDepth))
            fail(src_, pos, "macro " + quoted(std::string_view(name)) + ": macros and includes are nested more than " +
                                std::to_string(kMaxIncludeDepth) + " deep");
        const std::string number = std::to_string(expansions_++);
        std::string text;
        for (const std::string_view line : m.body) {
            for (size_t i = 0; i < line.size(); ++i) {
                if (line[i] != '\\' || i + 1 >= line.size()) {
                    text.push_back(line[i]);
                    continue;
                }
                if (line[i + 1] == '@') {
                    text += number;
                    ++i;
                    continue;
                }
                if (line[i + 1] == '(' && i + 2 < line.size() && line[i + 2] == ')') {
                    i += 2;
                    continue;
                }
                size_t j = i + 1;
                while (j < line.size() && (std::isalnum(static_cast<unsigned char>(line[j])) || line[j] == '_')) ++j;
                const std::string_view param = line.substr(i + 1, j - i - 1);
                const auto k = std::find(m.params.begin(), m.params.end(), param);
                if (param.empty() || k == m.params.end()) {
                    text.push_back(line[i]);  // not a parameter (an escape in a string, say): as written
                    continue;
                }
                text += args[static_cast<size_t>(k - m.params.begin())];
                i = j - 1;
            }
            text.push_back('\n');
        }
        const SourceLine& at = src_.lines[static_cast<size_t>(pos.line) - 1];
        src_.files.push_back("macro " + name + " at " + src_.files[at.file] + ":" + std::to_string(at.line));
        src_.texts.push_back(std::move(text));
        parse_file(src_.texts.back(), static_cast<int>(src_.files.size()) - 1);
    }

    static std::string trimmed(const std::string& s) {
        const size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
        return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
    }

    // A string in double quotes at the cursor, escapes decoded.
    std::string string_literal(Cursor& cur) {
        cur.skip_blanks();
        const int open = cur.column();
        if (cur.peek() != '"') cur.fail_at(open, "expected a string in double quotes, found " + cur.found());
        cur.advance();
        std::string bytes;
        while (cur.peek() != '"') {
            if (cur.peek() == '\0') cur.fail_at(open, "unterminated string: missing closing '\"'");
            bytes.push_back(static_cast<char>(parse_literal_char(cur)));
        }
        cur.advance();
        return bytes;
    }

    void switch_to(Section section) {
        previous_section_ = section_;
        section_ = section;
    }

    // .section NAME[, "flags"[, @type[, ...]]]: the flags and type are what
    // gas would record in an object file; montsim goes by the name (as
    // montsim.ld does).
    void parse_section(Cursor& cur) {
        cur.skip_blanks();
        const int column = cur.column();
        const std::string_view name = cur.section_name();
        const std::optional<Section> section = output_section_of(name);
        if (!section) {
            const bool small_data = starts_with(name, ".sdata") || starts_with(name, ".sbss");
            cur.fail_at(column, "unsupported section " + (name.empty() ? cur.found() : quoted(name)) +
                                    (small_data ? " (small data, gcc's -mxl-gp-opt: compile without it)"
                                                : " (montsim places .text*, .rodata*, .data*, .bss*, .stack; "
                                                  ".comment and .note* are dropped)"));
        }
        switch_to(*section);
        if (cur.accept(',')) cur.skip_rest();
    }

    static bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

    // A section name and its name-dot-anything variants (.text.startup ...).
    static bool is_section_family(std::string_view name, std::string_view family) {
        return name == family || (starts_with(name, family) && name.size() > family.size() && name[family.size()] == '.');
    }

    static std::optional<Section> output_section_of(std::string_view name) {
        if (is_section_family(name, ".text")) return Section::Text;
        if (is_section_family(name, ".rodata")) return Section::Rodata;
        if (is_section_family(name, ".data")) return Section::Data;
        if (is_section_family(name, ".bss")) return Section::Bss;
        if (name == ".stack") return Section::Stack;
        if (name == ".comment" || is_section_family(name, ".note")) return Section::Discard;
        return std::nullopt;
    }

    // gas's `.set noreorder` and friends: an option, not a symbol definition
    // (no comma after the word).
    static bool is_assembler_option(Cursor& cur) {
        Cursor probe = cur;
        if (probe.identifier().empty()) return false;
        return !probe.accept(',');
    }

    // Directives gcc emits that describe an object file (symbol types and
    // sizes, debugger frame notes, the compiler's name): nothing to place.
    static bool is_ignored_directive(std::string_view name) {
        static constexpr std::string_view kIgnored[] = {".ent", ".end", ".frame", ".mask", ".fmask", ".type", ".size",
                                                        ".file", ".ident", ".local", ".hidden", ".protected"};
        for (std::string_view d : kIgnored)
            if (iequals(name, d)) return true;
        return false;
    }

    // .lcomm / .comm NAME, SIZE[, ALIGN]: SIZE zero bytes in .bss, aligned
    // to ALIGN bytes (a power of two; default 4), labelled NAME.
    void parse_common(Cursor& cur, std::string_view directive, Pos pos) {
        const Pos name_pos = cur.here();
        const std::string_view name = cur.identifier();
        if (name.empty() || name == ".") cur.fail_at(name_pos.column, "expected a symbol name after " + quoted(directive) + ", found " + cur.found());
        if (!cur.accept(',')) cur.fail_at(cur.column(), "expected ',' and a size after the symbol name, found " + cur.found());
        const Section saved = section_;
        section_ = Section::Bss;
        Statement align;
        align.kind = StmtKind::Align;
        align.pos = pos;
        align.mnemonic = directive;
        align.unit = 1;
        Statement fill;
        fill.kind = StmtKind::Fill;
        fill.pos = pos;
        fill.mnemonic = directive;
        fill.value = parse_expression(cur, ",");
        align.value = cur.accept(',') ? parse_expression(cur, ",") : constant(4, pos.column);
        fill.first = static_cast<uint32_t>(src_.data_exprs.size());
        add(std::move(align));
        define_label(name, name_pos);
        add(std::move(fill));
        section_ = saved;
    }

    void parse_data(Cursor& cur, std::string_view name, Pos pos, uint8_t unit) {
        Statement st;
        st.kind = StmtKind::Data;
        st.pos = pos;
        st.mnemonic = name;
        st.unit = unit;
        st.first = static_cast<uint32_t>(src_.data_exprs.size());
        std::string_view after = name;
        do {
            src_.data_exprs.push_back(parse_expression(cur, after));
            after = ",";
        } while (cur.accept(','));
        st.count = static_cast<uint32_t>(src_.data_exprs.size()) - st.first;
        add(std::move(st));
    }

    void parse_fill(Cursor& cur, std::string_view name, Pos pos) {
        Statement st;
        st.kind = StmtKind::Fill;
        st.pos = pos;
        st.mnemonic = name;
        st.value = parse_expression(cur, name);
        st.first = static_cast<uint32_t>(src_.data_exprs.size());
        if (cur.accept(',')) {
            src_.data_exprs.push_back(parse_expression(cur, ","));
            st.count = 1;
        }
        add(std::move(st));
    }

    void parse_align(Cursor& cur, std::string_view name, Pos pos, uint8_t in_bytes) {
        Statement st;
        st.kind = StmtKind::Align;
        st.pos = pos;
        st.mnemonic = name;
        st.unit = in_bytes;
        st.value = parse_expression(cur, name);
        add(std::move(st));
    }

    void parse_equ(Cursor& cur, std::string_view directive, Pos pos) {
        const Pos name_pos = cur.here();
        const std::string_view name = cur.identifier();
        if (name.empty() || name == ".") cur.fail_at(name_pos.column, "expected a symbol name after " + quoted(directive) + ", found " + cur.found());
        if (!cur.accept(',')) cur.fail_at(cur.column(), "expected ',' after the symbol name, found " + cur.found());
        Statement st;
        st.kind = StmtKind::Equ;
        st.pos = pos;
        st.mnemonic = directive;
        st.value = parse_expression(cur, ",");
        st.symbol = define_symbol(name, SymbolKind::Equ, name_pos);
        add(std::move(st));
    }

    void parse_strings(Cursor& cur, std::string_view name, Pos pos, bool zero_terminated) {
        Statement st;
        st.kind = StmtKind::Bytes;
        st.pos = pos;
        st.mnemonic = name;
        st.first = static_cast<uint32_t>(src_.byte_pool.size());
        do {
            const std::string bytes = string_literal(cur);
            src_.byte_pool.insert(src_.byte_pool.end(), bytes.begin(), bytes.end());
            if (zero_terminated) src_.byte_pool.push_back(0);
        } while (cur.accept(','));
        st.count = static_cast<uint32_t>(src_.byte_pool.size()) - st.first;
        add(std::move(st));
    }

    // .globl: every symbol is visible to montsim anyway; only check the syntax.
    void parse_symbol_list(Cursor& cur, std::string_view directive) {
        std::string_view after = directive;
        do {
            if (cur.identifier().empty()) cur.fail_at(cur.column(), "expected a symbol name after " + quoted(after) + ", found " + cur.found());
            after = ",";
        } while (cur.accept(','));
    }
};

Source parse(std::string_view text, const std::string& filename, const IncludeResolver& resolver) {
    Source src;
    src.files.push_back(filename);
    src.stmts.reserve(text.size() / 16);
    Parser parser(src, resolver);
    parser.parse_file(text, 0);
    parser.finish();
    src.line_first_stmt.push_back(static_cast<uint32_t>(src.stmts.size()));
    return src;
}

// A linker-script symbol the program uses but does not define takes the
// linker script's value.
void define_boundary_symbols(Source& src) {
    for (Symbol& s : src.symbols) {
        if (s.kind != SymbolKind::Undefined) continue;
        for (const BoundarySymbol& b : kBoundarySymbols) {
            if (s.name != b.name) continue;
            s.kind = SymbolKind::Boundary;
            s.boundary = b.which;
        }
    }
}

// The earliest use of a symbol that is never defined.
void check_all_symbols_defined(const Source& src) {
    const Symbol* first = nullptr;
    for (const Symbol& s : src.symbols) {
        if (s.kind != SymbolKind::Undefined) continue;
        if (!first || s.first_use.line < first->first_use.line ||
            (s.first_use.line == first->first_use.line && s.first_use.column < first->first_use.column))
            first = &s;
    }
    if (first) fail(src, first->first_use, "undefined symbol " + quoted(first->name));
}

// ---------------------------------------------------------------------------
// Evaluation. Label values come from a layout; before the first layout they
// are unknown and so is every expression that uses them.

struct Layout {
    std::vector<uint32_t> address;  // per statement
    std::vector<uint32_t> size;     // bytes per statement
    uint32_t base[kSectionCount] = {};
    uint32_t length[kSectionCount] = {};
};

uint32_t align_up(uint32_t v, uint32_t alignment) { return (v + alignment - 1) & ~(alignment - 1); }
uint64_t align_up64(uint64_t v, uint32_t alignment) { return (v + alignment - 1) & ~uint64_t{alignment - 1}; }

class Evaluator {
public:
    // layout: the addresses of a previous pass, or null before the first.
    Evaluator(const Source& src, const Layout* layout)
        : src_(src), layout_(layout), addresses_(layout ? &layout->address : nullptr),
          equ_value_(src.symbols.size()), equ_state_(src.symbols.size(), 0) {}

    // dot: the address of the statement the expression belongs to.
    std::optional<int64_t> value(const Expr& e, int line, std::optional<uint32_t> dot) {
        std::array<int64_t, 64> stack{};
        size_t depth = 0;
        bool known = true;
        for (uint32_t i = e.begin; i < e.end; ++i) {
            const ExprItem& item = src_.items[i];
            const Pos pos{line, item.column};
            if (item.op == ExprOp::Number || item.op == ExprOp::Symbol || item.op == ExprOp::Dot) {
                if (depth == stack.size()) fail(src_, pos, "expression is nested too deeply");
                std::optional<int64_t> v = item.op == ExprOp::Number ? std::optional<int64_t>(item.value)
                                           : item.op == ExprOp::Dot  ? std::optional<int64_t>(dot)
                                                                      : symbol_value(static_cast<int>(item.value));
                known = known && v.has_value();
                stack[depth++] = v.value_or(0);
            } else if (item.op == ExprOp::Negate || item.op == ExprOp::Complement) {
                const uint64_t a = static_cast<uint64_t>(stack[depth - 1]);
                stack[depth - 1] = static_cast<int64_t>(item.op == ExprOp::Negate ? 0 - a : ~a);
            } else {
                const int64_t b = stack[--depth];
                stack[depth - 1] = apply(item.op, stack[depth - 1], b, pos, known);
            }
        }
        if (!known) return std::nullopt;
        return stack[0];
    }

    // Whether the expression is numbers and operators only (no symbol, no '.').
    bool only_numbers(const Expr& e) const {
        for (uint32_t i = e.begin; i < e.end; ++i)
            if (src_.items[i].op == ExprOp::Symbol || src_.items[i].op == ExprOp::Dot) return false;
        return true;
    }

    std::optional<int64_t> symbol_value(int index) {
        const Symbol& s = src_.symbols[index];
        if (s.kind == SymbolKind::Label) {
            if (!addresses_) return std::nullopt;
            return (*addresses_)[s.stmt];
        }
        if (s.kind == SymbolKind::Boundary) {
            if (!layout_) return std::nullopt;
            return boundary_value(s.boundary);
        }
        // .equ: evaluated on first use, so it may refer to later symbols.
        if (equ_state_[index] == 2) return equ_value_[index];
        if (equ_state_[index] == 1) fail(src_, s.defined_at, "circular definition of symbol " + quoted(s.name));
        // Each symbol in a chain of .equ definitions evaluates the next one
        // recursively: bound the chain, not the host stack.
        if (chain_ >= kMaxEquChain)
            fail(src_, s.defined_at, "symbol " + quoted(s.name) + " is defined through a chain of more than " +
                                         std::to_string(kMaxEquChain) + " .equ symbols");
        ++chain_;
        equ_state_[index] = 1;
        const Statement& st = src_.stmts[s.stmt];
        std::optional<uint32_t> dot;
        if (addresses_) dot = (*addresses_)[s.stmt];
        equ_value_[index] = value(st.value, st.pos.line, dot);
        equ_state_[index] = 2;
        --chain_;
        return equ_value_[index];
    }

private:
    int64_t boundary_value(Boundary which) const {
        const int bss = static_cast<int>(Section::Bss), stack = static_cast<int>(Section::Stack);
        switch (which) {
        case Boundary::BssStart: return layout_->base[bss];
        case Boundary::BssEnd: return layout_->base[bss] + align_up(layout_->length[bss], 4);
        case Boundary::End: return layout_->base[stack] + layout_->length[stack];
        }
        return 0;
    }

    int64_t apply(ExprOp op, int64_t a, int64_t b, Pos pos, bool known) const {
        // Wrap around like the machine would instead of overflowing.
        const uint64_t ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
        switch (op) {
        case ExprOp::Add: return static_cast<int64_t>(ua + ub);
        case ExprOp::Sub: return static_cast<int64_t>(ua - ub);
        case ExprOp::Mul: return static_cast<int64_t>(ua * ub);
        case ExprOp::Div:
        case ExprOp::Mod:
            if (b == 0) {
                if (!known) return 0;
                fail(src_, pos, "division by zero");
            }
            if (b == -1) return op == ExprOp::Div ? static_cast<int64_t>(0 - ua) : 0;
            return op == ExprOp::Div ? a / b : a % b;
        case ExprOp::Shl:
        case ExprOp::Shr:
            if (b < 0 || b > 63) {
                if (!known) return 0;
                fail(src_, pos, "shift count " + std::to_string(b) + " is outside 0..63");
            }
            return op == ExprOp::Shl ? static_cast<int64_t>(ua << b) : a >> b;
        case ExprOp::And: return a & b;
        case ExprOp::Or: return a | b;
        case ExprOp::Xor: return a ^ b;
        default: return 0;
        }
    }

    const Source& src_;
    const Layout* layout_;
    const std::vector<uint32_t>* addresses_;
    std::vector<std::optional<int64_t>> equ_value_;
    std::vector<uint8_t> equ_state_;  // 0 not evaluated, 1 in progress, 2 done
    static constexpr int kMaxEquChain = 1000;
    int chain_ = 0;  // .equ evaluations in progress
};

// ---------------------------------------------------------------------------
// Layout: addresses by relaxation. Every instruction starts without an imm
// prefix; a pass gives one to each instruction whose immediate does not fit,
// using the addresses of the previous pass. Prefixes are never removed, so the
// passes settle.

constexpr uint32_t kMaxFill = 64u << 20;  // far beyond any local memory
constexpr int kMaxAlignPower = 16;


// The value an instruction's immediate field must hold: for pc-relative
// branches the target minus the branch's own address, unless the operand is
// a plain number, which (as in GNU as) is the offset itself: `bri 0` jumps
// to itself, `bri 8` two instructions on.
std::optional<int64_t> immediate_operand(const Statement& st, Evaluator& ev, std::optional<uint32_t> address) {
    std::optional<int64_t> v = ev.value(st.value, st.pos.line, address);
    if (!v || !is_pc_relative(info(st.op)) || ev.only_numbers(st.value)) return v;
    if (!address) return std::nullopt;
    const uint32_t branch_address = *address + (st.big ? 4u : 0u);
    return wrap32(*v - static_cast<int64_t>(branch_address));
}

class LayoutPass {
public:
    LayoutPass(Source& src, Evaluator& ev, const Layout* previous) : src_(src), ev_(ev), previous_(previous) {}

    // Returns false if some size depended on a value not known yet.
    bool run(Layout& out) {
        const size_t n = src_.stmts.size();
        out.address.assign(n, 0);
        out.size.assign(n, 0);
        uint32_t offset[kSectionCount] = {};
        bool complete = true;
        for (size_t i = 0; i < n; ++i) {
            Statement& st = src_.stmts[i];
            uint32_t& loc = offset[static_cast<int>(st.section)];
            out.address[i] = loc;
            const uint32_t size = size_of(st, i, loc, complete);
            if (size > UINT32_MAX - loc) fail(src_, st.pos, "program does not fit the 32-bit address space");
            out.size[i] = size;
            loc += size;
        }
        // Sections follow each other from address 0, each aligned to its
        // largest .align (at least 4; an empty one too: montsim.ld's ALIGN(4)),
        // as montsim.ld places them.
        uint64_t end = 0;
        for (int s = 0; s < kSectionCount; ++s) {
            out.length[s] = offset[s];
            if (static_cast<Section>(s) == Section::Discard) continue;
            const uint32_t alignment = offset[s] == 0 ? 4 : src_.section_alignment[s];
            out.base[s] = static_cast<uint32_t>(end == 0 ? 0 : align_up64(end, alignment));
            if (offset[s] == 0) {
                end = out.base[s];
                continue;
            }
            end = uint64_t{out.base[s]} + offset[s];
            if (end > UINT32_MAX) fail(src_, {1, 1}, "program does not fit the 32-bit address space");
        }
        for (size_t i = 0; i < n; ++i) out.address[i] += out.base[static_cast<int>(src_.stmts[i].section)];
        return complete;
    }

private:
    std::optional<uint32_t> previous_address(size_t i) const {
        if (!previous_) return std::nullopt;
        return previous_->address[i];
    }

    uint32_t size_of(Statement& st, size_t i, uint32_t section_offset, bool& complete) {
        switch (st.kind) {
        case StmtKind::Label:
        case StmtKind::Equ: return 0;
        case StmtKind::Instruction: return instruction_size(st, i);
        case StmtKind::Data: return st.unit * st.count;
        case StmtKind::Bytes: return st.count;
        case StmtKind::Fill: return fill_size(st, i, complete);
        case StmtKind::Align: return align_padding(st, i, section_offset, complete);
        }
        return 0;
    }

    uint32_t instruction_size(Statement& st, size_t i) {
        if (!st.big && !st.after_explicit_imm && can_take_imm_prefix(st.op)) {
            const std::optional<int64_t> v = immediate_operand(st, ev_, previous_address(i));
            if (v && fits_32_bits(*v) && !fits_signed16(wrap32(*v))) st.big = true;
        }
        return st.big ? 8 : 4;
    }

    uint32_t fill_size(const Statement& st, size_t i, bool& complete) {
        const std::optional<int64_t> v = ev_.value(st.value, st.pos.line, previous_address(i));
        if (!v) {
            complete = false;
            return 0;
        }
        if (*v < 0 || *v > kMaxFill)
            fail(src_, {st.pos.line, st.value.column}, quoted(st.mnemonic) + " size " + std::to_string(*v) + " is outside 0.." + std::to_string(kMaxFill));
        return static_cast<uint32_t>(*v);
    }

    uint32_t align_padding(const Statement& st, size_t i, uint32_t section_offset, bool& complete) {
        const std::optional<int64_t> v = ev_.value(st.value, st.pos.line, previous_address(i));
        if (!v) {
            complete = false;
            return 0;
        }
        uint32_t alignment = 0;
        if (st.unit == 0) {
            if (*v < 0 || *v > kMaxAlignPower)
                fail(src_, {st.pos.line, st.value.column}, quoted(st.mnemonic) + " " + std::to_string(*v) + " is outside 0.." + std::to_string(kMaxAlignPower) + " (it aligns to 2^N bytes)");
            alignment = 1u << *v;
        } else {
            if (*v < 1 || *v > (1 << kMaxAlignPower) || (*v & (*v - 1)) != 0)
                fail(src_, {st.pos.line, st.value.column}, quoted(st.mnemonic) + " " + std::to_string(*v) + " is not a power of two up to " + std::to_string(1 << kMaxAlignPower));
            alignment = static_cast<uint32_t>(*v);
        }
        // Aligning the section start as strictly keeps offsets and addresses aligned alike.
        uint32_t& section_alignment = src_.section_alignment[static_cast<int>(st.section)];
        section_alignment = std::max(section_alignment, alignment);
        return align_up(section_offset, alignment) - section_offset;
    }

    Source& src_;
    Evaluator& ev_;
    const Layout* previous_;
};

Layout lay_out(Source& src) {
    constexpr int kMaxPasses = 100;
    Layout layout;
    bool placed = false;
    for (int pass = 0; pass < kMaxPasses; ++pass) {
        Evaluator ev(src, placed ? &layout : nullptr);
        Layout next;
        const bool complete = LayoutPass(src, ev, placed ? &layout : nullptr).run(next);
        const bool settled = placed && complete && next.address == layout.address && next.size == layout.size;
        layout = std::move(next);
        placed = true;
        if (settled) return layout;
    }
    fail(src, {1, 1}, "the layout did not settle after " + std::to_string(kMaxPasses) + " passes (a .space or .align depends on an address that it moves)");
}

// ---------------------------------------------------------------------------
// Emission: the final pass writes bytes with the settled addresses.

void put_be(std::vector<uint8_t>& out, uint32_t offset, uint32_t value, uint32_t bytes) {
    for (uint32_t i = 0; i < bytes; ++i) out[offset + i] = static_cast<uint8_t>(value >> (8 * (bytes - 1 - i)));
}

class Emitter {
public:
    Emitter(const Source& src, const Layout& layout, Evaluator& ev) : src_(src), layout_(layout), ev_(ev) {
        for (int s = 0; s < kSectionCount; ++s) image_[s].assign(layout.length[s], 0);
    }

    void run() {
        int last_emitting[kSectionCount] = {-1, -1, -1, -1, -1, -1};
        for (size_t i = 0; i < src_.stmts.size(); ++i) {
            const Statement& st = src_.stmts[i];
            if (st.kind == StmtKind::Label || st.kind == StmtKind::Equ) continue;
            int& last = last_emitting[static_cast<int>(st.section)];
            if (st.kind == StmtKind::Instruction) emit_instruction(st, i, last);
            else emit_data(st, i);
            last = static_cast<int>(i);
        }
    }

    const std::vector<uint8_t>& image(int section) const { return image_[section]; }
    uint32_t offset(size_t i) const {
        return layout_.address[i] - layout_.base[static_cast<int>(src_.stmts[i].section)];
    }

private:
    [[noreturn]] void fail_value(const Statement& st, const Expr& e, const std::string& message) const {
        fail(src_, {st.pos.line, e.column}, message);
    }

    int64_t known_value(const Statement& st, const Expr& e, size_t i) {
        // Every symbol is defined and placed by now, so the value is known.
        return ev_.value(e, st.pos.line, layout_.address[i]).value_or(0);
    }

    void write_word(const Statement& st, size_t i, uint32_t byte_offset, uint32_t word) {
        put_be(image_[static_cast<int>(st.section)], offset(i) + byte_offset, word, 4);
    }

    void check_delay_slot(const Statement& st, int last, int64_t prefix_value) const {
        if (last < 0) return;
        const Statement& prev = src_.stmts[last];
        if (prev.kind != StmtKind::Instruction || !info(prev.op).delay_slot) return;
        const std::string slot_of = " in the delay slot of " + quoted(prev.mnemonic) + " (" + line_ref(src_, prev.pos.line, st.pos.line) + ")";
        if (is_branch(info(st.op)) || st.op == Op::Imm)
            fail(src_, st.pos, quoted(st.mnemonic) + " cannot be" + slot_of);
        if (st.big)
            fail(src_, st.pos, quoted(st.mnemonic) + " needs an imm prefix (immediate " + std::to_string(prefix_value) +
                                   " does not fit 16 bits), which cannot be" + slot_of);
    }

    void emit_instruction(const Statement& st, size_t i, int last) {
        if (layout_.address[i] % 4 != 0) {
            char where[16];
            std::snprintf(where, sizeof where, "0x%08x", static_cast<unsigned>(layout_.address[i]));
            fail(src_, st.pos, "instruction at address " + std::string(where) + " is not word-aligned (use .align 2)");
        }
        Inst inst;
        inst.op = st.op;
        inst.rd = st.rd, inst.ra = st.ra, inst.rb = st.rb;
        const Format format = info(st.op).format;
        int64_t operand = 0;
        if (format == Format::RdSpr || format == Format::SprRa || format == Format::RdFsl || format == Format::RaFsl) {
            inst.imm = st.special;
        } else if (!st.value.empty()) {
            operand = immediate_operand(st, ev_, layout_.address[i]).value_or(0);
            inst.imm = immediate_field(st, operand);
        }
        check_delay_slot(st, last, operand);
        uint32_t at = 0;
        if (st.big) {
            Inst prefix;
            prefix.op = Op::Imm;
            prefix.imm = low16(operand >> 16);
            write_word(st, i, 0, encode(prefix));
            at = 4;
        }
        write_word(st, i, at, encode(inst));
    }

    int32_t immediate_field(const Statement& st, int64_t operand) const {
        const OpInfo& e = info(st.op);
        const std::string shown = std::to_string(operand);
        if (e.format == Format::RdRaShift) {
            if (operand < 0 || operand > 31) fail_value(st, st.value, "shift amount " + shown + " is outside 0..31");
            return static_cast<int32_t>(operand);
        }
        if (st.op == Op::Imm) {
            if (operand < -32768 || operand > 65535) fail_value(st, st.value, "immediate " + shown + " does not fit 16 bits");
            return low16(operand);
        }
        if (!fits_32_bits(operand)) fail_value(st, st.value, "immediate " + shown + " does not fit 32 bits");
        // With an imm prefix (explicit or automatic) the field holds the low half.
        return low16(operand);
    }

    void emit_data(const Statement& st, size_t i) {
        std::vector<uint8_t>& out = image_[static_cast<int>(st.section)];
        const uint32_t at = offset(i);
        switch (st.kind) {
        case StmtKind::Data:
            for (uint32_t k = 0; k < st.count; ++k) {
                const Expr& e = src_.data_exprs[st.first + k];
                const int64_t v = known_value(st, e, i);
                check_fits(st, e, v, st.unit * 8);
                put_be(out, at + k * st.unit, static_cast<uint32_t>(v), st.unit);
            }
            break;
        case StmtKind::Bytes:
            std::copy_n(src_.byte_pool.begin() + st.first, st.count, out.begin() + at);
            break;
        case StmtKind::Fill:
            if (st.count == 1) {
                const Expr& e = src_.data_exprs[st.first];
                const int64_t v = known_value(st, e, i);
                check_fits(st, e, v, 8);
                std::fill_n(out.begin() + at, layout_.size[i], static_cast<uint8_t>(v));
            }
            break;
        case StmtKind::Align: pad_alignment(st, i, out, at); break;
        default: break;
        }
    }

    // In .text, word-aligned padding is filled with nops so execution can
    // run through it; elsewhere with zeros.
    void pad_alignment(const Statement& st, size_t i, std::vector<uint8_t>& out, uint32_t at) const {
        const uint32_t size = layout_.size[i];
        if (st.section != Section::Text || at % 4 != 0 || size % 4 != 0) return;
        const uint32_t nop = encode(Inst{Op::Or, 0, 0, 0, 0});
        for (uint32_t k = 0; k < size; k += 4) put_be(out, at + k, nop, 4);
    }

    void check_fits(const Statement& st, const Expr& e, int64_t v, uint32_t bits) const {
        const int64_t lo = -(int64_t{1} << (bits - 1)), hi = (int64_t{1} << bits) - 1;
        if (v < lo || v > hi) fail_value(st, e, "value " + std::to_string(v) + " does not fit " + std::to_string(bits) + " bits");
    }

    const Source& src_;
    const Layout& layout_;
    Evaluator& ev_;
    std::vector<uint8_t> image_[kSectionCount];
};

// ---------------------------------------------------------------------------
// Results: program image, symbols and listing.

Program make_program(const Source& src, const Layout& layout, const Emitter& emitter, Evaluator& ev) {
    Program p;
    p.source_name = src.files[0];
    for (int s = 0; s < kSectionCount; ++s) {
        if (emitter.image(s).empty() || static_cast<Section>(s) == Section::Discard) continue;
        Segment seg;
        seg.addr = layout.base[s];
        seg.bytes = emitter.image(s);
        seg.executable = s == static_cast<int>(Section::Text);
        p.segments.push_back(std::move(seg));
    }
    for (size_t k = 0; k < src.symbols.size(); ++k)
        p.symbols.emplace(std::string(src.symbols[k].name),
                          static_cast<uint32_t>(ev.symbol_value(static_cast<int>(k)).value_or(0)));
    p.entry = p.symbol("_start").value_or(layout.base[static_cast<int>(Section::Text)]);
    return p;
}

std::vector<ListingLine> make_listing(const Source& src, const Layout& layout, const Emitter& emitter) {
    std::vector<ListingLine> listing;
    listing.reserve(src.lines.size());
    uint32_t location = 0;
    for (size_t l = 0; l < src.lines.size(); ++l) {
        ListingLine row;
        row.line = src.lines[l].line;
        row.text = std::string(src.lines[l].text);
        row.file = src.files[src.lines[l].file];
        const uint32_t first = src.line_first_stmt[l], last = src.line_first_stmt[l + 1];
        row.address = first < last ? layout.address[first] : location;
        for (uint32_t i = first; i < last; ++i) {
            const std::vector<uint8_t>& image = emitter.image(static_cast<int>(src.stmts[i].section));
            for (uint32_t k = 0; k < layout.size[i]; ++k) {
                if (row.size % 4 == 0) row.words.push_back(0);
                row.words.back() |= uint32_t{image[emitter.offset(i) + k]} << (8 * (3 - row.size % 4));
                ++row.size;
            }
            location = layout.address[i] + layout.size[i];
        }
        listing.push_back(std::move(row));
    }
    return listing;
}

std::string hex(uint32_t v, int digits) {
    char buf[12];
    std::snprintf(buf, sizeof buf, "%0*x", digits, static_cast<unsigned>(v));
    return buf;
}

}  // namespace

std::optional<IncludedFile> include_from_disk(const std::string& name, const std::string& including_file) {
    namespace fs = std::filesystem;
    fs::path path(name);
    if (path.is_relative()) path = fs::path(including_file).parent_path() / path;
    path = path.lexically_normal();
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return std::nullopt;
    return IncludedFile{path.string(), std::move(text)};
}

Assembly assemble(std::string_view source, const std::string& filename) {
    return assemble(source, filename, include_from_disk);
}

Assembly assemble(std::string_view source, const std::string& filename, const IncludeResolver& resolver) {
    Source src = parse(source, filename, resolver);
    define_boundary_symbols(src);
    check_all_symbols_defined(src);
    const Layout layout = lay_out(src);
    Evaluator ev(src, &layout);
    Emitter emitter(src, layout, ev);
    emitter.run();
    Assembly out;
    out.program = make_program(src, layout, emitter, ev);
    out.listing = make_listing(src, layout, emitter);
    return out;
}

std::string format_listing(const Assembly& assembly) {
    constexpr size_t kWordsPerRow = 2;  // an imm prefix and its instruction share a row
    constexpr size_t kMaxRows = 4;      // long fills are cut short
    std::string out;
    for (const ListingLine& row : assembly.listing) {
        const size_t rows = std::max<size_t>(1, (row.words.size() + kWordsPerRow - 1) / kWordsPerRow);
        for (size_t r = 0; r < rows && r < kMaxRows; ++r) {
            std::string line = hex(row.address + static_cast<uint32_t>(r * kWordsPerRow * 4), 8) + "  ";
            for (size_t w = r * kWordsPerRow; w < std::min(row.words.size(), (r + 1) * kWordsPerRow); ++w) {
                const uint32_t bytes = std::min<uint32_t>(4, row.size - static_cast<uint32_t>(w) * 4);
                if (w > r * kWordsPerRow) line += ' ';
                line += hex(row.words[w] >> (8 * (4 - bytes)), static_cast<int>(bytes * 2));
                line.append(8 - bytes * 2, ' ');  // keeps the source text in its column
            }
            if (row.words.empty()) line += std::string(8, ' ');
            if (r == 0) line += "  " + row.text;
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out += line + '\n';
        }
        if (rows > kMaxRows) {
            const uint32_t shown = static_cast<uint32_t>(kMaxRows * kWordsPerRow * 4);
            out += hex(row.address + shown, 8) + "  ... (" + std::to_string(row.size - shown) + " more bytes)\n";
        }
    }
    return out;
}

}  // namespace montsim::mb
