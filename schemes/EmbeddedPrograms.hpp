// The scheme programs (schemes/**/*.s), compiled into the binary.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace montsim::schemes {

struct EmbeddedProgram {
    std::string_view name;    // path below schemes/, e.g. "sos/sos.s"
    std::string_view source;
};

const std::vector<EmbeddedProgram>& embedded_programs();

// The source of one program; throws std::invalid_argument naming the
// programs that exist if `name` is not one of them.
std::string_view embedded_program(std::string_view name);

}  // namespace montsim::schemes
