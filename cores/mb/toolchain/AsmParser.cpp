// The parser (AsmParser.hpp): lines, symbols, instructions, directives.
#include "cores/mb/toolchain/AsmParser.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

namespace montsim::mb::assembler {

void Parser::parse_file(std::string_view text, int file) {
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

void Parser::finish() {
    if (defining_)
        fail(src_, defining_->pos, "missing .endm: the .macro " + quoted(std::string_view(defining_name_)) +
                                       " started here has no end");
}

void Parser::parse_line(int line_number, std::string_view text) {
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

int Parser::intern(std::string_view name) {
    auto [it, inserted] = src_.symbol_index.try_emplace(name, static_cast<int>(src_.symbols.size()));
    if (inserted) src_.symbols.push_back(Symbol{name, SymbolKind::Undefined, -1, {}, {}});
    return it->second;
}

int Parser::use_symbol(std::string_view name, Pos pos) {
    const int idx = intern(name);
    Symbol& s = src_.symbols[idx];
    if (s.first_use.line == 0) s.first_use = pos;
    return idx;
}

int Parser::define_symbol(std::string_view name, SymbolKind kind, Pos pos) {
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

void Parser::define_label(std::string_view name, Pos pos) {
    if (name == ".") fail(src_, pos, "'.' is the location counter and cannot be a label");
    Statement st;
    st.kind = StmtKind::Label;
    st.pos = pos;
    st.symbol = define_symbol(name, SymbolKind::Label, pos);
    add(std::move(st));
}

Statement& Parser::add(Statement st) {
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

bool Parser::previous_is_explicit_imm() const {
    const int last = last_emitting_[static_cast<int>(section_)];
    return last >= 0 && src_.stmts[last].kind == StmtKind::Instruction && src_.stmts[last].op == Op::Imm;
}

const char* Parser::slot_expectation(char slot) {
    switch (slot) {
    case 'D': case 'A': case 'B': return "a register r0..r31";
    case 'P': return "a special register rmsr, rpc or rpvr0..rpvr12";
    case 'F': return "an FSL link rfsl0..rfsl15";
    default: return "an expression";
    }
}

int32_t Parser::parse_named_operand(Cursor& cur, char slot, std::string_view after) {
    const char* expected = slot_expectation(slot);
    if (cur.at_end()) cur.fail_at(cur.column(), std::string("expected ") + expected + " after " + quoted(after));
    const int column = cur.column();
    const std::string_view word = cur.peek_identifier();
    const std::optional<int> n = slot == 'P' ? parse_special(word) : slot == 'F' ? parse_fsl(word) : parse_register(word);
    if (!n) cur.fail_at(column, std::string("expected ") + expected + ", found " + cur.found());
    cur.identifier();
    return static_cast<int32_t>(*n);
}

Parser::Operands Parser::parse_operands(Cursor& cur, std::string_view mnemonic, std::string_view slots, std::string_view signature) {
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

void Parser::parse_instruction(Cursor& cur, std::string_view mnemonic, Pos pos) {
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

void Parser::parse_directive(Cursor& cur, std::string_view name, Pos pos) {
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

std::string Parser::trimmed(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
    return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

std::string Parser::string_literal(Cursor& cur) {
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

void Parser::switch_to(Section section) {
    previous_section_ = section_;
    section_ = section;
}

void Parser::parse_section(Cursor& cur) {
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

bool Parser::is_section_family(std::string_view name, std::string_view family) {
    return name == family || (starts_with(name, family) && name.size() > family.size() && name[family.size()] == '.');
}

std::optional<Section> Parser::output_section_of(std::string_view name) {
    if (is_section_family(name, ".text")) return Section::Text;
    if (is_section_family(name, ".rodata")) return Section::Rodata;
    if (is_section_family(name, ".data")) return Section::Data;
    if (is_section_family(name, ".bss")) return Section::Bss;
    if (name == ".stack") return Section::Stack;
    if (name == ".comment" || is_section_family(name, ".note")) return Section::Discard;
    return std::nullopt;
}

bool Parser::is_assembler_option(Cursor& cur) {
    Cursor probe = cur;
    if (probe.identifier().empty()) return false;
    return !probe.accept(',');
}

bool Parser::is_ignored_directive(std::string_view name) {
    static constexpr std::string_view kIgnored[] = {".ent", ".end", ".frame", ".mask", ".fmask", ".type", ".size",
                                                    ".file", ".ident", ".local", ".hidden", ".protected"};
    for (std::string_view d : kIgnored)
        if (iequals(name, d)) return true;
    return false;
}

void Parser::parse_common(Cursor& cur, std::string_view directive, Pos pos) {
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

void Parser::parse_data(Cursor& cur, std::string_view name, Pos pos, uint8_t unit) {
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

void Parser::parse_fill(Cursor& cur, std::string_view name, Pos pos) {
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

void Parser::parse_align(Cursor& cur, std::string_view name, Pos pos, uint8_t in_bytes) {
    Statement st;
    st.kind = StmtKind::Align;
    st.pos = pos;
    st.mnemonic = name;
    st.unit = in_bytes;
    st.value = parse_expression(cur, name);
    add(std::move(st));
}

void Parser::parse_equ(Cursor& cur, std::string_view directive, Pos pos) {
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

void Parser::parse_strings(Cursor& cur, std::string_view name, Pos pos, bool zero_terminated) {
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

void Parser::parse_symbol_list(Cursor& cur, std::string_view directive) {
    std::string_view after = directive;
    do {
        if (cur.identifier().empty()) cur.fail_at(cur.column(), "expected a symbol name after " + quoted(after) + ", found " + cur.found());
        after = ",";
    } while (cur.accept(','));
}

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

}  // namespace montsim::mb::assembler
