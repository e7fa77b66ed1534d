// One simulation point's configuration: every declared parameter (Params.hpp)
// with its value, by dotted key ("core.pipeline", "scheme.bits", ...).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace montsim::sim {

using Value = std::variant<int64_t, double, bool, std::string>;

std::string to_string(const Value& v);

// A config's values in key order, in one array. A sweep copies, walks and
// compares every point's values several times (expanding the sweep, the
// key checks, the baselines, the results files); as a std::map each key
// was a node of its own: an allocation per key per copy and a cache miss
// per step of a walk.
class ConfigValues {
public:
    using value_type = std::pair<std::string, Value>;
    using const_iterator = std::vector<value_type>::const_iterator;

    ConfigValues() = default;
    explicit ConfigValues(const std::map<std::string, Value>& values) : items_(values.begin(), values.end()) {}

    const_iterator begin() const { return items_.begin(); }
    const_iterator end() const { return items_.end(); }
    size_t size() const { return items_.size(); }
    bool empty() const { return items_.empty(); }
    const_iterator find(std::string_view key) const;
    size_t count(std::string_view key) const { return find(key) != end() ? 1 : 0; }
    const Value& at(std::string_view key) const;  // throws std::out_of_range naming the key
    bool operator==(const ConfigValues& o) const { return items_ == o.items_; }
    bool operator!=(const ConfigValues& o) const { return !(*this == o); }

    // The value of `key`, inserted (default-constructed) in its place if absent.
    Value& operator[](const std::string& key);
    // Appends a key after every key held (a builder walking keys in order;
    // throws std::logic_error out of order).
    void append(std::string key, Value value);
    void reserve(size_t n) { items_.reserve(n); }

private:
    std::vector<value_type> items_;  // ascending keys, each once
};

// Copies share their values until one is changed (copy on write): a sweep
// passes each point's config from the runner to its outcome, its result
// and the writer, and a copy of every key at each step (and its freeing)
// was about 5 % of the Table III sweep's host instructions. A reference
// from values() lasts while this config is neither changed nor destroyed.
class Config {
public:
    Config() = default;
    explicit Config(ConfigValues values) : values_(std::make_shared<ConfigValues>(std::move(values))) {}
    explicit Config(const std::map<std::string, Value>& values) : Config(ConfigValues(values)) {}
    void set(const std::string& key, Value v) { own()[key] = std::move(v); }
    bool has(const std::string& key) const { return values().count(key) != 0; }
    const Value& at(const std::string& key) const;  // throws naming the key

    int64_t get_int(const std::string& key) const;
    double get_double(const std::string& key) const;  // accepts an int too
    bool get_bool(const std::string& key) const;
    const std::string& get_string(const std::string& key) const;

    const ConfigValues& values() const { return values_ ? *values_ : no_values(); }
    // The same for two configs that share their values (copies, neither
    // changed since): configs with equal values may still differ here.
    const void* values_identity() const { return values_.get(); }

private:
    static const ConfigValues& no_values();
    ConfigValues& own();  // the values, unshared first
    std::shared_ptr<ConfigValues> values_;  // null: none
};

// A rejected config file or --set argument. what() is "WHERE: error: WHAT",
// WHERE being file:line:column or the --set argument.
class ConfigError : public std::runtime_error {
public:
    ConfigError(const std::string& where, const std::string& what)
        : std::runtime_error(where + ": error: " + what) {}
};

}  // namespace montsim::sim
