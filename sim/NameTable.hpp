// One mapping between an enum and the strings a config file uses for it. The
// parameter declarations list the names from the table, the config loader
// validates against them, and the models convert with value_of, so a string
// and its enum are written down once.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace montsim {

template <typename E>
struct Named {
    std::string_view name;
    E value;
};

template <typename E, size_t N>
std::vector<std::string> names_of(const Named<E> (&table)[N]) {
    std::vector<std::string> out;
    for (const auto& n : table) out.emplace_back(n.name);
    return out;
}

template <typename E, size_t N>
std::string_view name_of(const Named<E> (&table)[N], E value) {
    for (const auto& n : table)
        if (n.value == value) return n.name;
    throw std::logic_error("a value missing from its name table");
}

// The value named `name`; std::invalid_argument "key = "name": must be one
// of ..." otherwise (validated configs never get there).
template <typename E, size_t N>
E value_of(const Named<E> (&table)[N], std::string_view name, std::string_view key) {
    std::string known;
    for (const auto& n : table) {
        if (n.name == name) return n.value;
        known += (known.empty() ? "\"" : ", \"") + std::string(n.name) + "\"";
    }
    throw std::invalid_argument(std::string(key) + " = \"" + std::string(name) + "\": must be one of " + known);
}

}  // namespace montsim
