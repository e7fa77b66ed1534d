// JSON text for the files montsim writes (results.json, provenance).
#pragma once

#include <string>
#include <string_view>

namespace montsim::sim {

// A JSON string literal of `s`, escaped.
std::string json_string(const std::string& s);
// The same literal appended to `out` (no string of its own: the writers
// build whole files this way).
void append_json_string(std::string& out, std::string_view s);

}  // namespace montsim::sim
