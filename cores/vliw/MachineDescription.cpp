#include "cores/vliw/MachineDescription.hpp"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include <toml++/toml.h>

namespace montsim::vliw {

namespace {

class Reader {
public:
    explicit Reader(std::string source) : source_(std::move(source)) {}

    [[noreturn]] void fail(const toml::node& at, const std::string& what) const {
        throw std::invalid_argument(source_ + ":" + std::to_string(at.source().begin.line) + ": " + what);
    }
    [[noreturn]] void fail(const std::string& what) const { throw std::invalid_argument(source_ + ": " + what); }

    const toml::table& table(const toml::table& in, const char* key, const std::string& where) const {
        const toml::table* t = in[key].as_table();
        if (!t) fail(where + " has no [" + std::string(key) + "] table");
        return *t;
    }
    std::string text(const toml::table& t, const char* key, const std::string& where) const {
        const auto* v = t[key].as_string();
        if (!v) fail(t, where + ": " + key + " (text) is missing");
        return v->get();
    }
    unsigned positive(const toml::table& t, const char* key, const std::string& where) const {
        const auto* v = t[key].as_integer();
        if (!v) fail(t, where + ": " + key + " (an integer) is missing");
        if (v->get() < 1) fail(*v, where + ": " + key + " = " + std::to_string(v->get()) + " (must be at least 1)");
        return unsigned(v->get());
    }
    std::vector<std::string> texts(const toml::table& t, const char* key, const std::string& where) const {
        const toml::array* a = t[key].as_array();
        if (!a || a->empty()) fail(t, where + ": " + key + " (a list of unit kinds) is missing or empty");
        std::vector<std::string> out;
        for (const auto& e : *a) {
            const auto* s = e.as_string();
            if (!s) fail(e, where + ": " + key + " holds a non-text value");
            out.push_back(s->get());
        }
        return out;
    }

private:
    std::string source_;
};

}  // namespace

const OpClass& MachineDescription::op_class(const std::string& cls) const {
    auto it = classes.find(cls);
    if (it != classes.end()) return it->second;
    std::string known;
    for (const auto& [n, _] : classes) known += (known.empty() ? "" : ", ") + n;
    throw std::invalid_argument("machine " + name + " has no op class " + cls + " (it has " + known + ")");
}

unsigned MachineDescription::units_of_kind(const std::string& kind) const {
    return unsigned(std::count_if(units.begin(), units.end(), [&](const MachineUnit& u) { return u.kind == kind; }));
}

std::vector<std::string> MachineDescription::sides() const {
    std::vector<std::string> out;
    for (const auto& u : units)
        if (!u.side.empty() && std::find(out.begin(), out.end(), u.side) == out.end()) out.push_back(u.side);
    return out;
}

MachineDescription parse_machine(const std::string& text, const std::string& source_name) {
    toml::table root;
    try {
        root = toml::parse(text, source_name);
    } catch (const toml::parse_error& e) {
        throw std::invalid_argument(source_name + ":" + std::to_string(e.source().begin.line) + ": " +
                                    std::string(e.description()));
    }
    const Reader r(source_name);
    MachineDescription m;
    const toml::table& machine = r.table(root, "machine", source_name);
    m.name = r.text(machine, "name", "[machine]");
    m.summary = r.text(machine, "summary", "[machine]");
    m.source = r.text(machine, "source", "[machine]");
    m.issue_width = r.positive(machine, "issue_width", "[machine]");
    m.interlocked = machine["interlocked"].value_or(false);
    for (auto [key, field] : {std::pair{"accumulator_bits", &m.accumulator_bits},
                              std::pair{"multiplier_bits", &m.multiplier_bits}})
        if (machine.contains(key)) {
            *field = r.positive(machine, key, "[machine]");
            r.text(machine, (std::string(key) + "_source").c_str(), "[machine] (" + std::string(key) + ")");
        }
    if (machine.contains("cross_paths")) {
        m.cross_paths = r.positive(machine, "cross_paths", "[machine]");
        r.text(machine, "cross_paths_source", "[machine] (cross_paths)");
    }

    const toml::array* units = root["unit"].as_array();
    if (!units || units->empty()) r.fail("no [[unit]]: a machine needs functional units");
    std::set<std::string> kinds, names;
    for (const auto& e : *units) {
        const toml::table* t = e.as_table();
        if (!t) r.fail(e, "[[unit]] must be a table");
        MachineUnit u;
        u.name = r.text(*t, "name", "[[unit]]");
        u.kind = r.text(*t, "kind", "unit " + u.name);
        u.side = (*t)["side"].value_or(std::string());
        if (!names.insert(u.name).second) r.fail(*t, "unit " + u.name + " is declared twice");
        kinds.insert(u.kind);
        m.units.push_back(u);
    }
    if (m.cross_paths && m.sides().size() < 2) r.fail(machine, "[machine]: cross_paths needs units on two sides");
    if (const toml::array* groups = root["group"].as_array()) {
        for (const auto& e : *groups) {
            const toml::table* t = e.as_table();
            if (!t) r.fail(e, "[[group]] must be a table");
            MachineGroup g;
            g.name = r.text(*t, "name", "[[group]]");
            g.capacity = r.positive(*t, "capacity", "group " + g.name);
            g.kinds = r.texts(*t, "kinds", "group " + g.name);
            r.text(*t, "source", "group " + g.name);
            for (const auto& k : g.kinds)
                if (!kinds.count(k)) r.fail(*t, "group " + g.name + " names unit kind " + k + ", which no unit has");
            m.groups.push_back(g);
        }
    }
    const toml::table* classes = root["class"].as_table();
    if (!classes || classes->empty()) r.fail("no [class.NAME] tables: a machine needs op classes");
    for (auto&& [k, node] : *classes) {
        const toml::table* t = node.as_table();
        const std::string name(k.str());
        if (!t) r.fail(node, "class." + name + " must be a table");
        OpClass c;
        c.name = name;
        c.kinds = r.texts(*t, "kinds", "class " + name);
        c.latency = r.positive(*t, "latency", "class " + name);
        c.source = r.text(*t, "source", "class " + name);
        c.result_either_side = (*t)["result_either_side"].value_or(false);
        for (const auto& kind : c.kinds)
            if (!kinds.count(kind)) r.fail(*t, "class " + name + " runs on unit kind " + kind + ", which no unit has");
        m.classes[name] = c;
    }
    return m;
}

MachineDescription load_machine(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::invalid_argument("cannot read the machine description " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return parse_machine(text.str(), path);
}

}  // namespace montsim::vliw
