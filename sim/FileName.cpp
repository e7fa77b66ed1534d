#include "sim/FileName.hpp"
#include "sim/Hash.hpp"

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <filesystem>

namespace montsim::sim {

std::string file_name_part(std::string_view text, bool escape_underscore) {
    std::string out;
    for (const char c : text) {
        const unsigned char u = static_cast<unsigned char>(c);
        bool keep = std::isalnum(u) || c == '.' || c == '=' || c == '+' || c == ',' || c == '-' ||
                    (c == '_' && !escape_underscore);
        if (c == '-' && !out.empty() && out.back() == '-') keep = false;
        if (keep) {
            out += c;
        } else {
            char hex[4];
            std::snprintf(hex, sizeof hex, "%%%02X", u);
            out += hex;
        }
    }
    return out;
}

std::string bounded_file_name(const std::string& name) {
    if (name.size() <= 200) return name;
    const uint64_t h = fnv_text(name);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
    return name.substr(0, 160) + "--" + hex;
}

std::string default_results_dir_name(const std::string& config, const std::vector<std::string>& sets) {
    std::string name = config.empty() ? "run" : file_name_part(std::filesystem::path(config).stem().string());
    for (const auto& set : sets) {
        const size_t eq = set.find('=');
        std::string value = eq == std::string::npos ? "" : set.substr(eq + 1);
        if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') && value.back() == value.front())
            value = value.substr(1, value.size() - 2);
        name += "--" + file_name_part(set.substr(0, eq == std::string::npos ? set.size() : eq + 1)) +
                file_name_part(value);
    }
    return bounded_file_name(name);
}

}  // namespace montsim::sim
