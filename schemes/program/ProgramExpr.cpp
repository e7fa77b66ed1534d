#include "schemes/program/ProgramExpr.hpp"

#include <cctype>
#include <stdexcept>

namespace montsim::schemes {

namespace {

// Recursive descent over the text; `checking` skips the arithmetic that can
// fail on values (division by zero) so that check_expr judges the form only.
class Parser {
public:
    Parser(const std::string& text, const ExprNames& names, const std::string& where, bool checking)
        : text_(text), names_(names), where_(where), checking_(checking) {}

    int64_t whole() {
        const int64_t v = sum();
        skip();
        if (at_ != text_.size()) fail(std::string("unexpected '") + text_[at_] + "'");
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& what) const {
        throw std::invalid_argument(where_ + ": \"" + text_ + "\", column " + std::to_string(at_ + 1) + ": " + what);
    }
    void skip() {
        while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
    }
    bool take(char c) {
        skip();
        if (at_ < text_.size() && text_[at_] == c) {
            ++at_;
            return true;
        }
        return false;
    }
    int64_t sum() {
        int64_t v = product();
        for (;;) {
            if (take('+')) v += product();
            else if (take('-')) v -= product();
            else return v;
        }
    }
    int64_t product() {
        int64_t v = unary();
        for (;;) {
            const char op = take('*') ? '*' : take('/') ? '/' : take('%') ? '%' : 0;
            if (!op) return v;
            const size_t here = at_;
            const int64_t r = unary();
            if (op == '*') {
                v *= r;
            } else if (!checking_) {
                if (r == 0) {
                    at_ = here;
                    fail("division by zero");
                }
                v = op == '/' ? v / r : v % r;
            }
        }
    }
    int64_t unary() {
        if (take('-')) return -unary();
        if (take('+')) return unary();
        return primary();
    }
    int64_t primary() {
        skip();
        if (take('(')) {
            const int64_t v = sum();
            if (!take(')')) fail("')' expected");
            return v;
        }
        if (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) {
            int64_t v = 0;
            while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) {
                v = v * 10 + (text_[at_++] - '0');
                if (v > (int64_t{1} << 40)) fail("number too large");
            }
            return v;
        }
        const size_t start = at_;
        while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_'))
            ++at_;
        if (start == at_) fail(at_ == text_.size() ? "the expression ends early" : "a number, a name or '(' expected");
        const std::string name = text_.substr(start, at_ - start);
        if (name == "min" || name == "max") {
            if (!take('(')) fail("'(' expected after " + name);
            const int64_t x = sum();
            if (!take(',')) fail("',' expected: " + name + "(x, y)");
            const int64_t y = sum();
            if (!take(')')) fail("')' expected");
            return name == "min" ? std::min(x, y) : std::max(x, y);
        }
        const auto it = names_.find(name);
        if (it == names_.end()) {
            std::string known;
            for (const auto& n : names_) known += (known.empty() ? "" : ", ") + n.first;
            at_ = start;
            fail("unknown name '" + name + "' (known: " + known + ", min, max)");
        }
        return it->second;
    }

    const std::string& text_;
    const ExprNames& names_;
    const std::string& where_;
    bool checking_;
    size_t at_ = 0;
};

}  // namespace

int64_t evaluate_expr(const std::string& text, const ExprNames& names, const std::string& where) {
    return Parser(text, names, where, false).whole();
}

void check_expr(const std::string& text, const ExprNames& names, const std::string& where) {
    Parser(text, names, where, true).whole();
}

}  // namespace montsim::schemes
