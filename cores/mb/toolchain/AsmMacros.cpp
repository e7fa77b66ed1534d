// The parser's .include and .macro (AsmParser.hpp): an included file is
// parsed in place; a macro body is collected, then expanded with GNU as's
// \\arg, \\@ and \\().
#include "cores/mb/toolchain/AsmParser.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

namespace montsim::mb::assembler {

void Parser::parse_include(Cursor& cur, std::string_view directive, Pos pos) {
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

void Parser::parse_macro(Cursor& cur, std::string_view directive, Pos pos) {
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

void Parser::collect_macro_line(int line_number, std::string_view line) {
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

void Parser::expand_macro(Cursor& cur, const std::string& name, const Macro& m, Pos pos) {
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

}  // namespace montsim::mb::assembler
