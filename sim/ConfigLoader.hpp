// Reads an experiment from a TOML config file and from --set overrides,
// validating every value against the parameter declarations (Params.hpp).
//
// File format: tables flatten to dotted keys ([core] pipeline = "3-stage" is
// core.pipeline); [sweep] maps a dotted key to a list of values
// ("scheme.bits" = [512, 1024]); [meta] holds free-form strings.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sim/Config.hpp"
#include "sim/Sweep.hpp"

namespace montsim::sim {

// Parses TOML text; `source_name` is the file name that errors cite.
Experiment parse_experiment(std::string_view toml_text, const std::string& source_name);

// Reads and parses a config file; throws ConfigError (also when unreadable).
Experiment load_experiment(const std::string& path);

// Applies one "--set key=value": the text is parsed by the key's declared
// type. On a swept key, the single value replaces the axis.
void apply_set(Experiment& ex, std::string_view assignment);
void apply_sets(Experiment& ex, const std::vector<std::string>& assignments);
// --sweep key=v1,v2,...: a sweep axis (after the file's; it replaces the
// file's axis or --set of the same key). Each value is checked as --set's
// is (ConfigError naming it); values cannot hold a comma.
void apply_sweep(Experiment& ex, std::string_view assignment);

// The defaults overlaid by --set arguments: the one point of `montsim exec`.
Config config_from_sets(const std::vector<std::string>& assignments);

}  // namespace montsim::sim
