#include "schemes/program/ProgramExpr.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace montsim::schemes {

namespace {

// How deep parentheses, unary signs and min/max may nest: the parser
// recurses once per level, and a hostile description must not overflow the
// host stack (the assembler stops at the same depth).
constexpr int kMaxNesting = 256;

// A value while parsing: when checking a form, a name's value is not known,
// and neither is anything computed from it; what is computed from numbers
// alone is, so that check_expr refuses "1 / 0" however the names are set.
struct Val {
    int64_t v = 0;
    bool known = true;
};

// Recursive descent over the text; `checking` leaves names' values unknown
// so that check_expr judges the form (and the constant parts) only. Every
// operation is checked: a value past 64 bits is an error, never a wrapped
// number that later becomes a small array or a wrong word.
class Parser {
public:
    Parser(const std::string& text, const ExprNames& names, const std::string& where, bool checking)
        : text_(text), names_(names), where_(where), checking_(checking) {}

    int64_t whole() {
        const Val v = sum();
        skip();
        if (at_ != text_.size()) fail(std::string("unexpected '") + text_[at_] + "'");
        return v.v;
    }

private:
    // The text, or for a long one the part around the column (a hostile
    // expression of 40,000 characters is no message).
    [[noreturn]] void fail(const std::string& what) const {
        std::string shown = text_;
        if (text_.size() > 80) {
            const size_t from = at_ > 30 ? at_ - 30 : 0;
            shown = (from ? "..." : "") + text_.substr(from, 60) + (from + 60 < text_.size() ? "..." : "");
        }
        throw std::invalid_argument(where_ + ": \"" + shown + "\", column " + std::to_string(at_ + 1) + ": " + what);
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
    // a op b, or an error at column `here` (the operator's) for a result
    // that does not fit 64 bits or a division by zero.
    Val apply(char op, Val a, Val b, size_t here) {
        // A divisor known to be 0 fails whatever the dividend: s / (2 - 2).
        if ((op == '/' || op == '%') && b.known && b.v == 0) {
            at_ = here;
            fail("division by zero");
        }
        if (!a.known || !b.known) return Val{0, false};
        int64_t r = 0;
        bool over = false;
        switch (op) {
        case '+': over = __builtin_add_overflow(a.v, b.v, &r); break;
        case '-': over = __builtin_sub_overflow(a.v, b.v, &r); break;
        case '*': over = __builtin_mul_overflow(a.v, b.v, &r); break;
        default:  // (a divisor of 0 failed above)
            // The one quotient of two 64-bit numbers that does not fit.
            over = b.v == -1 && a.v == INT64_MIN;
            if (!over) r = op == '/' ? a.v / b.v : a.v % b.v;
        }
        if (over) {
            at_ = here;
            fail(std::to_string(a.v) + " " + op + " " + std::to_string(b.v) + " does not fit 64 bits");
        }
        return Val{r, true};
    }
    Val sum() {
        Val v = product();
        for (;;) {
            skip();
            const size_t here = at_;
            if (take('+')) v = apply('+', v, product(), here);
            else if (take('-')) v = apply('-', v, product(), here);
            else return v;
        }
    }
    Val product() {
        Val v = unary();
        for (;;) {
            skip();
            const size_t here = at_;
            const char op = take('*') ? '*' : take('/') ? '/' : take('%') ? '%' : 0;
            if (!op) return v;
            v = apply(op, v, unary(), here);
        }
    }
    // One level deeper in the parser's recursion; an error past kMaxNesting.
    struct Nest {
        Parser& p;
        explicit Nest(Parser& parser) : p(parser) {
            if (++p.depth_ > kMaxNesting)
                p.fail("nested more than " + std::to_string(kMaxNesting) +
                       " deep (parentheses, unary signs, min and max)");
        }
        Nest(const Nest&) = delete;
        Nest& operator=(const Nest&) = delete;
        ~Nest() { --p.depth_; }
    };
    Val unary() {
        const Nest nest(*this);
        skip();
        const size_t here = at_;
        if (take('-')) return apply('-', Val{}, unary(), here);
        if (take('+')) return unary();
        return primary();
    }
    Val primary() {
        skip();
        if (take('(')) {
            const Val v = sum();
            if (!take(')')) fail("')' expected");
            return v;
        }
        if (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) {
            int64_t v = 0;
            while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) {
                v = v * 10 + (text_[at_++] - '0');
                if (v > (int64_t{1} << 40)) fail("number too large");
            }
            return Val{v, true};
        }
        const size_t start = at_;
        while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_'))
            ++at_;
        if (start == at_) fail(at_ == text_.size() ? "the expression ends early" : "a number, a name or '(' expected");
        const std::string name = text_.substr(start, at_ - start);
        if (name == "min" || name == "max") {
            if (!take('(')) fail("'(' expected after " + name);
            const Val x = sum();
            if (!take(',')) fail("',' expected: " + name + "(x, y)");
            const Val y = sum();
            if (!take(')')) fail("')' expected");
            if (!x.known || !y.known) return Val{0, false};
            return Val{name == "min" ? std::min(x.v, y.v) : std::max(x.v, y.v), true};
        }
        const auto it = names_.find(name);
        if (it == names_.end()) {
            std::string known;
            for (const auto& n : names_) known += (known.empty() ? "" : ", ") + n.first;
            at_ = start;
            fail("unknown name '" + name + "' (known: " + known + ", min, max)");
        }
        return Val{it->second, !checking_};
    }

    const std::string& text_;
    const ExprNames& names_;
    const std::string& where_;
    bool checking_;
    size_t at_ = 0;
    int depth_ = 0;
};

}  // namespace

int64_t evaluate_expr(const std::string& text, const ExprNames& names, const std::string& where) {
    return Parser(text, names, where, false).whole();
}

void check_expr(const std::string& text, const ExprNames& names, const std::string& where) {
    Parser(text, names, where, true).whole();
}

}  // namespace montsim::schemes
