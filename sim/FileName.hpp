// Names of the folders montsim makes from what a user typed (a what-if's
// default results folder, a point's trace folder): the same text gives the
// same name, and different texts different names, so that two what-ifs or
// two points never share a folder.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace montsim::sim {

// `text` as part of a file name: letters, digits and . = + , - kept (and
// `_` unless `escape_underscore`, for names that join parts with it), every
// other byte, and a '-' right after a '-' (names join parts with "--"),
// written %XX. Injective.
std::string file_name_part(std::string_view text, bool escape_underscore = false);

// `name` if it fits a file name comfortably (200 bytes), else its first 160
// bytes, "--", and 16 hex digits of a hash of the whole name.
std::string bounded_file_name(const std::string& name);

// The default results folder's name of `montsim run CONFIG --set ...`:
// CONFIG's stem ("run" without one), then "--key=value" for each
// assignment, a value's outer quotes dropped ("3-stage" being 3-stage).
// Two different what-ifs never share it.
std::string default_results_dir_name(const std::string& config, const std::vector<std::string>& sets);

}  // namespace montsim::sim
