#include "sim/Params.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <iomanip>
#include <sstream>


namespace montsim::sim {

// Builders keep each declaration on a few readable lines.
ParamDecl int_param(std::string key, std::optional<int64_t> def, int64_t lo, int64_t hi, std::string unit,
                    std::string description) {
    ParamDecl d;
    d.key = std::move(key);
    d.type = ParamType::Int;
    if (def) d.default_value = Value{*def};
    d.int_min = lo;
    d.int_max = hi;
    d.unit = std::move(unit);
    d.description = std::move(description);
    return d;
}

ParamDecl bool_param(std::string key, bool def, std::string description) {
    ParamDecl d;
    d.key = std::move(key);
    d.type = ParamType::Bool;
    d.default_value = Value{def};
    d.description = std::move(description);
    return d;
}

ParamDecl text_param(std::string key, std::optional<std::string> def, std::string description,
                     std::string absent_note) {
    ParamDecl d;
    d.key = std::move(key);
    d.type = ParamType::Text;
    if (def) d.default_value = Value{*def};
    d.description = std::move(description);
    d.absent_note = std::move(absent_note);
    return d;
}

ParamDecl choice_param(std::string key, std::vector<std::string> choices, std::string def,
                       std::string description) {
    ParamDecl d;
    d.key = std::move(key);
    d.type = ParamType::Choice;
    d.choices = std::move(choices);
    d.default_value = Value{std::move(def)};
    d.description = std::move(description);
    return d;
}

namespace {

// Large bounds read better as powers of two: 2^62 rather than 19 digits.
std::string bound_text(int64_t n) {
    for (int k = 31; k < 63; ++k) {
        const int64_t p = int64_t{1} << k;
        if (n == p) return "2^" + std::to_string(k);
        if (n == p - 1) return "2^" + std::to_string(k) + "-1";
    }
    return std::to_string(n);
}

std::string double_text(double d) {
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, d);
    return std::string(buf, res.ptr);
}

// As TOML writes a float: 512.0, not 512, which would read as an integer.
std::string float_literal(double d) {
    std::string s = double_text(d);
    if (std::isfinite(d) && s.find_first_of(".eE") == std::string::npos) s += ".0";
    return s;
}

std::string toml_string(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

// TOML allows 10_000_000_000; so does --set, for the same reason.
std::string without_digit_separators(std::string_view text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        const bool between_digits = i > 0 && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
                                    std::isdigit(static_cast<unsigned char>(text[i + 1]));
        if (text[i] == '_' && between_digits) continue;
        out += text[i];
    }
    return out;
}

template <typename T>
std::optional<T> parse_number(std::string_view text) {
    std::string s = without_digit_separators(text);
    if (!s.empty() && s[0] == '+') s.erase(0, 1);
    T v{};
    const char* end = s.data() + s.size();
    auto res = std::from_chars(s.data(), end, v);
    if (s.empty() || res.ec != std::errc{} || res.ptr != end) return std::nullopt;
    return v;
}

}  // namespace

std::optional<Value> ParamDecl::accept(const Value& v) const {
    switch (type) {
    case ParamType::Int: {
        const auto* i = std::get_if<int64_t>(&v);
        if (!i || *i < int_min || *i > int_max || *i % multiple_of != 0) return std::nullopt;
        return v;
    }
    case ParamType::Double: {
        double d;
        if (const auto* i = std::get_if<int64_t>(&v)) d = static_cast<double>(*i);
        else if (const auto* p = std::get_if<double>(&v)) d = *p;
        else return std::nullopt;
        if (!std::isfinite(d) || d < double_min || d > double_max) return std::nullopt;
        return Value{d};
    }
    case ParamType::Bool:
        if (!std::holds_alternative<bool>(v)) return std::nullopt;
        return v;
    case ParamType::Choice: {
        const auto* s = std::get_if<std::string>(&v);
        if (!s || std::find(choices.begin(), choices.end(), *s) == choices.end()) return std::nullopt;
        return v;
    }
    case ParamType::Text:
        if (!std::holds_alternative<std::string>(v)) return std::nullopt;
        return v;
    }
    return std::nullopt;
}

std::optional<Value> ParamDecl::parse(std::string_view text) const {
    switch (type) {
    case ParamType::Int:
        if (auto i = parse_number<int64_t>(text)) return accept(Value{*i});
        return std::nullopt;
    case ParamType::Double:
        if (auto d = parse_number<double>(text)) return accept(Value{*d});
        return std::nullopt;
    case ParamType::Bool:
        if (text == "true") return Value{true};
        if (text == "false") return Value{false};
        return std::nullopt;
    case ParamType::Choice:
    case ParamType::Text:
        // A user may quote the value as in the config file: core.pipeline="3-stage".
        if (text.size() >= 2 && (text.front() == '"' || text.front() == '\'') && text.back() == text.front())
            text = text.substr(1, text.size() - 2);
        return accept(Value{std::string(text)});
    }
    return std::nullopt;
}

std::string ParamDecl::requirement() const {
    switch (type) {
    case ParamType::Int: {
        const std::string range = bound_text(int_min) + ".." + bound_text(int_max);
        if (multiple_of > 1) return "a multiple of " + std::to_string(multiple_of) + " in " + range;
        return "an integer in " + range;
    }
    case ParamType::Double:
        return "a number in " + double_text(double_min) + ".." + double_text(double_max);
    case ParamType::Bool:
        return "true or false";
    case ParamType::Text:
        return "a string";
    case ParamType::Choice: {
        std::string out = "one of ";
        for (size_t i = 0; i < choices.size(); ++i) out += (i ? ", " : "") + toml_string(choices[i]);
        return out;
    }
    }
    return {};
}

std::string ParamDecl::rejection(const Value& v) const {
    return key + " = " + value_literal(v) + ": must be " + requirement();
}

std::string value_literal(const Value& v) {
    if (const auto* s = std::get_if<std::string>(&v)) return toml_string(*s);
    if (const auto* d = std::get_if<double>(&v)) return float_literal(*d);
    return to_string(v);
}

std::string wrapped(const std::string& text, size_t indent, size_t width, size_t rest_indent) {
    if (rest_indent == SIZE_MAX) rest_indent = indent;
    std::string out, line;
    size_t at = indent;  // this line's indent
    std::istringstream words(text);
    for (std::string word; words >> word;) {
        if (!line.empty() && at + line.size() + 1 + word.size() > width) {
            out += std::string(at, ' ') + line + "\n";
            line.clear();
            at = rest_indent;
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty()) out += std::string(at, ' ') + line + "\n";
    return out;
}

}  // namespace montsim::sim
