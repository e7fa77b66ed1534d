// Lookups every name-keyed registry shares (latency models, topologies,
// core types, schemes): an entry is anything with a `name` member.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace montsim {

// The entry named `name`, or nullptr.
template <typename Entry>
const Entry* find_named(const std::vector<Entry>& entries, std::string_view name) {
    for (const auto& e : entries)
        if (e.name == name) return &e;
    return nullptr;
}

// "a, b, c": the names in registry order, for messages and --help.
template <typename Entry>
std::string joined_names(const std::vector<Entry>& entries) {
    std::string out;
    for (const auto& e : entries) out += (out.empty() ? "" : ", ") + std::string(e.name);
    return out;
}

}  // namespace montsim
