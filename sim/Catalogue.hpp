// The parameter catalogue: every parameter a point has, gathered from the
// registries (each registry's selector key and its entries' parameters,
// Registry.hpp) and the engine's own (EngineParams.hpp). The config
// loader validates against it, `montsim --help` lists it, and a point holds
// every non-optional key of it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sim/Config.hpp"
#include "sim/Params.hpp"

namespace montsim::sim {

// All declared parameters, in --help order: by registry (schemes, core
// types, topologies, then the kinds the model folders define), then the
// engine's. The reference stays valid until the next model registers.
const std::vector<ParamDecl>& params();

// The declaration of `key`, or nullptr if no such parameter exists.
const ParamDecl* find_param(std::string_view key);

// The declared key closest to an unknown `key` (for "did you mean ...?"), or
// an empty string if none is close enough to be a plausible typo.
std::string closest_param(std::string_view key);

// Levenshtein distance: the edits between two names (what "did you mean"
// suggestions measure).
size_t edit_distance(std::string_view a, std::string_view b);

// A config holding every non-optional parameter at its default (built once
// per list of parameters; valid until a model registers).
const Config& default_config();

// The parameter list for --help: key, default, unit, allowed values and
// description of every parameter.
std::string params_help();

}  // namespace montsim::sim
