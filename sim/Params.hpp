// A parameter's declaration: key, type, default, unit, allowed values and a
// one-line description. Each is declared once, beside the code that reads
// it, and listed by the registry entries that read it (Registry.hpp); the
// catalogue (Catalogue.hpp) gathers them for the config loader's
// validation, `montsim --help` and the results columns.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/Config.hpp"

namespace montsim::sim {

enum class ParamType { Int, Double, Bool, Choice, Text };

struct ParamDecl {
    std::string key;  // dotted, as in a config file: "core.pipeline"
    ParamType type = ParamType::Int;
    // Absent for an optional parameter: the point then has no value for the
    // key and the model uses its own (e.g. the pipeline's timing table).
    std::optional<Value> default_value;
    std::string unit;  // "cycles", "KiB"; empty for a plain number
    int64_t int_min = 0;  // Int: allowed range (inclusive) ...
    int64_t int_max = 0;
    int64_t multiple_of = 1;  // ... and step
    double double_min = 0;  // Double: allowed range (inclusive)
    double double_max = 0;
    std::vector<std::string> choices;  // Choice: allowed strings, default first
    std::string description;
    // Optional parameters: what applies when the key is absent, for --help's
    // "default ..." ("per pipeline (5-stage 1, 3-stage 3)").
    std::string absent_note;
    // The value belongs to the scheme the point runs: a baseline of another
    // scheme (Scheme::baselines) does not inherit it (scheme.program).
    bool not_for_baselines = false;

    // The value as a point stores it (an integer is accepted for a Double), or
    // nullopt if it has the wrong type or is not allowed.
    std::optional<Value> accept(const Value& v) const;
    // Parses command-line text ("--set key=TEXT") by the declared type; then
    // accept(). nullopt if the text is not a valid value.
    std::optional<Value> parse(std::string_view text) const;

    // What a valid value is: "a multiple of 32 in 32..16384", "an integer in
    // 1..1048576", "true or false", "one of \"5-stage\", \"3-stage\"".
    std::string requirement() const;
    // The message for a rejected value: "scheme.bits = 1000: must be ...".
    std::string rejection(const Value& v) const;
};

// Declaration builders for the parameter list and for schemes' own keys.
// int_param with no default declares an optional key.
ParamDecl int_param(std::string key, std::optional<int64_t> def, int64_t lo, int64_t hi, std::string unit,
                    std::string description);
ParamDecl bool_param(std::string key, bool def, std::string description);
// Free text: with a default, or optional, what its absence means said by
// `absent_note` (a default of std::nullopt).
ParamDecl text_param(std::string key, std::optional<std::string> def, std::string description,
                     std::string absent_note = "");
// The first choice need not be the default.
ParamDecl choice_param(std::string key, std::vector<std::string> choices, std::string def, std::string description);

// `value` as a TOML literal: 1024, 512.0, true, "5-stage".
std::string value_literal(const Value& v);

// `text` broken into lines of at most `width` columns, each indented by
// `indent` spaces (the lines after the first by `rest_indent`, if given: a
// hanging indent, so that a list of "name: meaning" entries stays
// readable, by eye and by scripts/montsim/tools/reference.py) and ended by a
// newline (for --help).
std::string wrapped(const std::string& text, size_t indent, size_t width, size_t rest_indent = SIZE_MAX);

}  // namespace montsim::sim
