// The arithmetic a program description writes its sizes, values and link
// destinations in: integers, names (s, bits, p, id, nprime, depth), + - * /
// % with C's precedence, unary -, parentheses, min(x, y) and max(x, y).
// Evaluated when a point is loaded, never while the cores run.
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace montsim::schemes {

using ExprNames = std::map<std::string, int64_t>;

// The value of `text` with `names`; std::invalid_argument naming `where`,
// the column and what is wrong (a syntax error, an unknown name, a division
// by zero, a value past 64 bits, nesting past 256 levels).
int64_t evaluate_expr(const std::string& text, const ExprNames& names, const std::string& where);

// Checks `text`'s syntax and names (each name known, values irrelevant)
// and what it computes from numbers alone ("1 / 0" is refused here).
void check_expr(const std::string& text, const ExprNames& names, const std::string& where);

}  // namespace montsim::schemes
