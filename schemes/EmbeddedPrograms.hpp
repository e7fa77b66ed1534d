// The scheme programs (schemes/**/*.s), the C runtime's assembly
// (cores/mb/runtime/*.s) and the VLIW machine descriptions
// (configs/machines/*.toml), compiled into the binary.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/cpu/Program.hpp"

namespace montsim::schemes {

struct EmbeddedProgram {
    std::string_view name;    // path in the source tree, e.g. "schemes/sos/sos.s"
    std::string_view source;
};

// Every embedded file, programs, include fragments and descriptions alike.
const std::vector<EmbeddedProgram>& embedded_programs();

// Any embedded file by its path in the source tree
// ("configs/machines/c62x.toml"); nullopt if it is not embedded.
std::optional<std::string_view> embedded_file(std::string_view path);

// A file named *.inc.s is an include fragment (a piece of programs, for
// .include), never a program: embedded_program and assemble_embedded refuse
// it, and it is left out of their lists of programs. So are gcc's stored
// outputs (schemes/compiled/*.inc.s, included by the *.s that links them)
// and the runtime's crt0.s (included by those). Names are below schemes/.
bool is_include_fragment(std::string_view name);

// The source of one program, named below schemes/ ("sos/sos.s"); throws
// std::invalid_argument naming the programs that exist if `name` is not one
// of them.
std::string_view embedded_program(std::string_view name);

// Assembles one program, named "schemes/<name>" in errors and in
// Program::source_name. Its .include names are relative to the folder of
// the including file, as on disk (mb::include_from_disk), but are looked up
// among the embedded files only: in sos/sos.s, `.include "sos_finish.inc.s"`
// is sos/sos_finish.inc.s and `.include "../common/x.inc.s"` would be
// common/x.inc.s. So `montsim asm schemes/sos/sos.s` in the source tree
// assembles the same program. Throws std::invalid_argument as
// embedded_program, mb::AsmError for an error in the program.
mb::Program assemble_embedded(std::string_view name);
// The same program, shared: assembled once per process, never copied (a
// sweep's points and their cores all read the one copy).
std::shared_ptr<const mb::Program> assemble_embedded_shared(std::string_view name);

// The resolver assemble_embedded uses: the embedded file at `name` relative
// to the folder of including_file (a path in the source tree, as
// "schemes/sos/sos.s"), named by its path; nullopt if there is none (only
// embedded files are found: schemes/ and cores/mb/runtime/).
std::optional<mb::IncludedFile> include_embedded(const std::string& name, const std::string& including_file);

}  // namespace montsim::schemes
