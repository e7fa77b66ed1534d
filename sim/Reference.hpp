// The catalogue of everything a program built from montsim's libraries
// knows, read from its registries (Registry.hpp) and its parameter list
// (Catalogue.hpp): every command, every registry with its entries (their
// parameters, statistics and facts), every parameter with its default,
// unit, range and meaning. Two forms, both printed by `montsim --help`:
// JSON for tools (--json: scripts/montsim/catalogue.py reads it, so no
// Python tool keeps its own list of models) and Markdown for readers
// (--markdown: the build writes it to sim/REFERENCE.md).
#pragma once

#include <string>
#include <vector>

#include "sim/Command.hpp"

namespace montsim::sim {

// A command as the catalogue lists it: its name, its one line and its doc.
struct CommandEntry {
    std::string name;
    std::string summary;
    const CommandDoc* doc;
};

// `commands`: every command, the engine's own (run) among them.
std::string catalogue_json(const std::vector<CommandEntry>& commands);
std::string reference_markdown(const std::vector<CommandEntry>& commands);

}  // namespace montsim::sim
