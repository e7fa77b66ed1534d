#include "sim/Config.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace montsim::sim {

std::string to_string(const Value& v) {
    struct Visitor {
        std::string operator()(int64_t i) const { return std::to_string(i); }
        std::string operator()(double d) const {
            std::ostringstream os;
            os << d;
            return os.str();
        }
        std::string operator()(bool b) const { return b ? "true" : "false"; }
        std::string operator()(const std::string& s) const { return s; }
    };
    return std::visit(Visitor{}, v);
}

namespace {

bool key_before(const ConfigValues::value_type& item, std::string_view key) { return item.first < key; }

}  // namespace

ConfigValues::const_iterator ConfigValues::find(std::string_view key) const {
    const auto it = std::lower_bound(items_.begin(), items_.end(), key, key_before);
    return it != items_.end() && it->first == key ? it : items_.end();
}

const Value& ConfigValues::at(std::string_view key) const {
    const auto it = find(key);
    if (it == end()) throw std::out_of_range("configuration has no key '" + std::string(key) + "'");
    return it->second;
}

Value& ConfigValues::operator[](const std::string& key) {
    auto it = std::lower_bound(items_.begin(), items_.end(), std::string_view(key), key_before);
    if (it == items_.end() || it->first != key) it = items_.emplace(it, key, Value{});
    return it->second;
}

void ConfigValues::append(std::string key, Value value) {
    if (!items_.empty() && !(items_.back().first < key))
        throw std::logic_error("ConfigValues::append: " + key + " does not come after " + items_.back().first);
    items_.emplace_back(std::move(key), std::move(value));
}

const ConfigValues& Config::no_values() {
    static const ConfigValues none;
    return none;
}

ConfigValues& Config::own() {
    if (!values_) values_ = std::make_shared<ConfigValues>();
    else if (values_.use_count() > 1) values_ = std::make_shared<ConfigValues>(*values_);
    return *values_;
}

const Value& Config::at(const std::string& key) const {
    const ConfigValues& values = this->values();
    auto it = values.find(key);
    if (it == values.end()) throw std::out_of_range("configuration has no key '" + key + "'");
    return it->second;
}

int64_t Config::get_int(const std::string& key) const {
    const Value& v = at(key);
    if (auto p = std::get_if<int64_t>(&v)) return *p;
    throw std::invalid_argument("configuration key '" + key + "' is not an integer");
}

double Config::get_double(const std::string& key) const {
    const Value& v = at(key);
    if (auto p = std::get_if<double>(&v)) return *p;
    if (auto p = std::get_if<int64_t>(&v)) return static_cast<double>(*p);
    throw std::invalid_argument("configuration key '" + key + "' is not a number");
}

bool Config::get_bool(const std::string& key) const {
    const Value& v = at(key);
    if (auto p = std::get_if<bool>(&v)) return *p;
    throw std::invalid_argument("configuration key '" + key + "' is not a boolean");
}

const std::string& Config::get_string(const std::string& key) const {
    const Value& v = at(key);
    if (auto p = std::get_if<std::string>(&v)) return *p;
    throw std::invalid_argument("configuration key '" + key + "' is not a string");
}

}  // namespace montsim::sim
