// One simulation point's configuration: every declared parameter (Params.hpp)
// with its value, by dotted key ("core.pipeline", "scheme.bits", ...).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace montsim::sim {

using Value = std::variant<int64_t, double, bool, std::string>;

std::string to_string(const Value& v);

// Copies share their values until one is changed (copy on write): a sweep
// passes each point's config from the runner to its outcome, its result
// and the writer, and a copy of every key at each step (and its freeing)
// was about 5 % of the Table III sweep's host instructions. A reference from values() lasts while this config
// is neither changed nor destroyed.
class Config {
public:
    Config() = default;
    explicit Config(std::map<std::string, Value> values)
        : values_(std::make_shared<std::map<std::string, Value>>(std::move(values))) {}
    void set(const std::string& key, Value v) { own()[key] = std::move(v); }
    bool has(const std::string& key) const { return values().count(key) != 0; }
    const Value& at(const std::string& key) const;  // throws naming the key

    int64_t get_int(const std::string& key) const;
    double get_double(const std::string& key) const;  // accepts an int too
    bool get_bool(const std::string& key) const;
    const std::string& get_string(const std::string& key) const;

    const std::map<std::string, Value>& values() const { return values_ ? *values_ : no_values(); }
    // The same for two configs that share their values (copies, neither
    // changed since): configs with equal values may still differ here.
    const void* values_identity() const { return values_.get(); }

private:
    static const std::map<std::string, Value>& no_values();
    std::map<std::string, Value>& own();  // the values, unshared first
    std::shared_ptr<std::map<std::string, Value>> values_;  // null: none
};

// A rejected config file or --set argument. what() is "WHERE: error: WHAT",
// WHERE being file:line:column or the --set argument.
class ConfigError : public std::runtime_error {
public:
    ConfigError(const std::string& where, const std::string& what)
        : std::runtime_error(where + ": error: " + what) {}
};

}  // namespace montsim::sim
