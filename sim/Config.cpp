#include "sim/Config.hpp"

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

const std::map<std::string, Value>& Config::no_values() {
    static const std::map<std::string, Value> none;
    return none;
}

std::map<std::string, Value>& Config::own() {
    if (!values_) values_ = std::make_shared<std::map<std::string, Value>>();
    else if (values_.use_count() > 1) values_ = std::make_shared<std::map<std::string, Value>>(*values_);
    return *values_;
}

const Value& Config::at(const std::string& key) const {
    const std::map<std::string, Value>& values = this->values();
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
