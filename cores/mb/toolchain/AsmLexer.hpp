// The lexer: a Cursor reads one line character by character (blanks,
// comments, identifiers, numbers, character and string literals) and
// reports errors with the column where they are.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "cores/mb/toolchain/AsmSource.hpp"

namespace montsim::mb::assembler {

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

    [[noreturn]] void fail_at(int column, const std::string& message) const;

    // Skips blanks and one-line /* ... */ comments.
    void skip_blanks();

    // True at the end of the line or where a '#' or '//' comment begins.
    bool at_end();

    bool accept(char c);

    std::string_view identifier();

    std::string_view peek_identifier();

    // The next blank- or comma-delimited word, for "found 'x'" messages.
    std::string_view next_word();

    std::string found() { return at_end() ? "end of line" : quoted(next_word()); }

    // A section name: anything up to a blank, a comma or a comment
    // (".note.GNU-stack").
    std::string_view section_name();

    // Skips the rest of the line (a directive whose operands do not matter).
    void skip_rest() { pos_ = text_.size(); }

    // A run of letters and digits starting at the cursor (a number's text).
    std::string_view alnum_run();

private:
    const Source& src_;
    std::string_view text_;
    int line_;
    size_t pos_ = 0;
};

// ---------------------------------------------------------------------------
// Number, character and string literals.

int64_t parse_number_text(std::string_view text, Cursor& cur, int column);

// One character of a string or character literal, escapes decoded.
uint8_t parse_literal_char(Cursor& cur);

}  // namespace montsim::mb::assembler
