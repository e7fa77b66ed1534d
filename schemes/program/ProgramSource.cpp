#include "schemes/program/ProgramSource.hpp"

#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/toolchain/Compiler.hpp"
#include "cores/mb/toolchain/Elf.hpp"

namespace montsim::schemes {

namespace fs = std::filesystem;

namespace {

std::string read_file(const std::string& path) {
    if (fs::is_directory(path)) throw std::invalid_argument("scheme.program: " + path + " is a folder, not a file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::invalid_argument("scheme.program: cannot read " + path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// What a compiled form depends on: the files' contents and the flags.
using CacheKey = std::tuple<std::string, std::string, uint32_t, bool, int, uint32_t>;

mb::Program compile_c(const ProgramDescription& d, const mb::CpuConfig& core) {
    const std::string header = c_header(d);
    const CacheKey key{read_file(d.program), header, d.stack_bytes, core.use_barrel, int(core.hw_mul),
                       core.memory_bytes};
    static std::mutex lock;
    static std::map<CacheKey, mb::Program> compiled;
    {
        std::lock_guard<std::mutex> hold(lock);
        if (auto it = compiled.find(key); it != compiled.end()) return it->second;
    }
    mb::CompileOptions o;
    o.sources = {d.program};
    o.generated = {{"montsim_params.h", header}};
    o.barrel = core.use_barrel;
    o.hw_mul = core.hw_mul;
    o.stack_bytes = d.stack_bytes;
    o.memory_bytes = core.memory_bytes;
    const mb::Program program = mb::compile_program(o);
    std::lock_guard<std::mutex> hold(lock);
    compiled.emplace(key, program);
    return program;
}

mb::Program assemble_source(const ProgramDescription& d) {
    const std::string equates = asm_equates(d);
    const mb::IncludeResolver resolver = [&](const std::string& name,
                                             const std::string& including) -> std::optional<mb::IncludedFile> {
        if (name == "montsim_params.inc.s") return mb::IncludedFile{"montsim_params.inc.s", equates};
        return mb::include_from_disk(name, including);
    };
    return mb::assemble(read_file(d.program), d.program, resolver).program;
}

}  // namespace

bool is_elf_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    char magic[4] = {};
    in.read(magic, 4);
    return in.gcount() == 4 && magic[0] == 0x7f && magic[1] == 'E' && magic[2] == 'L' && magic[3] == 'F';
}

mb::Program load_user_program(const ProgramDescription& d, const mb::CpuConfig& core) {
    if (d.program.empty()) throw std::invalid_argument("scheme.program is not set: it names the program to run "
                                                       "(.c, .s, an ELF, or a .toml description)");
    if (!fs::is_regular_file(d.program))
        throw std::invalid_argument("scheme.program: " +
                                    (fs::is_directory(d.program) ? d.program + " is a folder, not a program file"
                                                                 : "no such file " + d.program) +
                                    (d.file.empty() ? "" : " (named by " + d.file + ")"));
    if (is_elf_file(d.program)) return mb::load_program_file(d.program);
    const std::string ext = fs::path(d.program).extension().string();
    if (ext == ".c") return compile_c(d, core);
    if (ext == ".s" || ext == ".S" || ext == ".asm") return assemble_source(d);
    throw std::invalid_argument("scheme.program: " + d.program +
                                " is neither an ELF nor a .c, .s or .toml file (what montsim can run)");
}

}  // namespace montsim::schemes
