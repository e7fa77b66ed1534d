// The scheme programs built into the binary (EmbeddedPrograms.hpp): looked up
// by name, their includes resolved among them, assembled once per process.
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>

#include "cores/mb/toolchain/Assembler.hpp"
#include "schemes/EmbeddedPrograms.hpp"

namespace montsim::schemes {

namespace {

constexpr std::string_view kPrefix = "schemes/";  // the scheme programs' folder in the source tree

}  // namespace

std::optional<std::string_view> embedded_file(std::string_view name) {
    for (const auto& p : embedded_programs())
        if (p.name == name) return p.source;
    return std::nullopt;
}

std::optional<mb::IncludedFile> include_embedded(const std::string& name, const std::string& including_file) {
    namespace fs = std::filesystem;
    if (fs::path(name).is_absolute()) return std::nullopt;
    const std::string path = (fs::path(including_file).parent_path() / name).lexically_normal().generic_string();
    const std::optional<std::string_view> text = embedded_file(path);
    if (!text) return std::nullopt;
    return mb::IncludedFile{path, std::string(*text)};
}

bool is_include_fragment(std::string_view name) {
    constexpr std::string_view kSuffix = ".inc.s";
    return name.size() >= kSuffix.size() && name.substr(name.size() - kSuffix.size()) == kSuffix;
}

std::string_view embedded_program(std::string_view name) {
    std::string known;
    for (const auto& p : embedded_programs()) {
        if (p.name.compare(0, kPrefix.size(), kPrefix) != 0) continue;
        const std::string_view scheme_name = p.name.substr(kPrefix.size());
        if (is_include_fragment(scheme_name) || scheme_name.substr(scheme_name.size() - 2) != ".s") continue;
        if (scheme_name == name) return p.source;
        known += (known.empty() ? "" : ", ") + std::string(scheme_name);
    }
    const std::string why = is_include_fragment(name) && embedded_file(std::string(kPrefix) + std::string(name))
                                ? " (an include fragment is not a program)"
                                : "";
    throw std::invalid_argument("no scheme program '" + std::string(name) + "'" + why + " (have: " + known + ")");
}

std::shared_ptr<const mb::Program> assemble_embedded_shared(std::string_view name) {
    // The sources are compiled in, so each assembles to the same program every
    // time: a worker running many points assembles each once.
    static std::mutex lock;
    static std::map<std::string, std::shared_ptr<const mb::Program>, std::less<>> assembled;
    const std::lock_guard<std::mutex> hold(lock);
    if (const auto it = assembled.find(name); it != assembled.end()) return it->second;
    const std::string_view source = embedded_program(name);
    auto program = std::make_shared<const mb::Program>(
        mb::assemble(source, std::string(kPrefix) + std::string(name), include_embedded).program);
    return assembled.emplace(std::string(name), std::move(program)).first->second;
}

mb::Program assemble_embedded(std::string_view name) { return *assemble_embedded_shared(name); }

}  // namespace montsim::schemes
