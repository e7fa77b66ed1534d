// The parser's expressions (AsmParser.hpp): precedence climbing, output in
// reverse Polish order, nesting bounded so that a hostile line cannot
// overflow the host stack.
#include "cores/mb/toolchain/AsmParser.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

namespace montsim::mb::assembler {

Expr Parser::constant(int64_t value, int column) {
    Expr e;
    e.column = column;
    e.begin = static_cast<uint32_t>(src_.items.size());
    push(ExprOp::Number, column, value);
    e.end = e.begin + 1;
    return e;
}

Expr Parser::parse_expression(Cursor& cur, std::string_view after) {
    if (cur.at_end()) cur.fail_at(cur.column(), "expected an expression after " + quoted(after));
    Expr e;
    e.column = cur.column();
    e.begin = static_cast<uint32_t>(src_.items.size());
    parse_binary(cur, 1);
    e.end = static_cast<uint32_t>(src_.items.size());
    return e;
}

int Parser::precedence(ExprOp op) {
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

std::optional<std::pair<ExprOp, int>> Parser::peek_binary(Cursor& cur) {
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

void Parser::parse_binary(Cursor& cur, int min_precedence) {
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

void Parser::parse_unary(Cursor& cur) {
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

}  // namespace montsim::mb::assembler
