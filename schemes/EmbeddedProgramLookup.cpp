#include <stdexcept>
#include <string>

#include "schemes/EmbeddedPrograms.hpp"

namespace montsim::schemes {

std::string_view embedded_program(std::string_view name) {
    std::string known;
    for (const auto& p : embedded_programs()) {
        if (p.name == name) return p.source;
        known += (known.empty() ? "" : ", ") + std::string(p.name);
    }
    throw std::invalid_argument("no scheme program '" + std::string(name) + "' (have: " + known + ")");
}

}  // namespace montsim::schemes
