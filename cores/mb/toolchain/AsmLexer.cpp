// The lexer (AsmLexer.hpp).
#include "cores/mb/toolchain/AsmLexer.hpp"

#include <cctype>
#include <limits>

namespace montsim::mb::assembler {

[[noreturn]] void Cursor::fail_at(int column, const std::string& message) const {
    fail(src_, {line_, column}, message);
}

void Cursor::skip_blanks() {
    for (;;) {
        while (peek() == ' ' || peek() == '\t' || peek() == '\f' || peek() == '\v') advance();
        if (peek() != '/' || peek(1) != '*') return;
        const size_t close = text_.find("*/", pos_ + 2);
        if (close == std::string_view::npos) fail_at(column(), "unterminated comment: '/*' without '*/' on the same line");
        pos_ = close + 2;
    }
}

bool Cursor::at_end() {
    skip_blanks();
    return pos_ >= text_.size() || peek() == '#' || (peek() == '/' && peek(1) == '/');
}

bool Cursor::accept(char c) {
    skip_blanks();
    if (peek() != c) return false;
    advance();
    return true;
}

std::string_view Cursor::identifier() {
    skip_blanks();
    if (!is_symbol_start(peek())) return {};
    const size_t start = pos_;
    while (is_symbol_char(peek())) advance();
    return text_.substr(start, pos_ - start);
}

std::string_view Cursor::peek_identifier() {
    const size_t saved = pos_;
    std::string_view id = identifier();
    pos_ = saved;
    return id;
}

std::string_view Cursor::next_word() {
    skip_blanks();
    size_t end = pos_;
    while (end < text_.size() && text_[end] != ' ' && text_[end] != '\t' && text_[end] != ',') ++end;
    return text_.substr(pos_, std::max<size_t>(end - pos_, 1));
}

std::string_view Cursor::section_name() {
    skip_blanks();
    const size_t start = pos_;
    while (pos_ < text_.size() && peek() != ' ' && peek() != '\t' && peek() != ',' && peek() != '#') advance();
    return text_.substr(start, pos_ - start);
}

std::string_view Cursor::alnum_run() {
    const size_t start = pos_;
    while (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_') advance();
    return text_.substr(start, pos_ - start);
}

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

}  // namespace montsim::mb::assembler
