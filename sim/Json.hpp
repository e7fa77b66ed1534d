// JSON text for the files montsim writes (results.json, provenance).
#pragma once

#include <string>

namespace montsim::sim {

// A JSON string literal of `s`, escaped.
std::string json_string(const std::string& s);

}  // namespace montsim::sim
