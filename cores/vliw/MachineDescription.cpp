#include "cores/vliw/MachineDescription.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include <toml++/toml.h>

#include "cores/vliw/PacketIsa.hpp"
#include "sim/Catalogue.hpp"

namespace montsim::vliw {

namespace {

class Reader {
public:
    explicit Reader(std::string source) : source_(std::move(source)) {}

    [[noreturn]] void fail(const toml::node& at, const std::string& what) const {
        throw std::invalid_argument(source_ + ":" + std::to_string(at.source().begin.line) + ": " + what);
    }
    [[noreturn]] void fail(const std::string& what) const { throw std::invalid_argument(source_ + ": " + what); }
    std::string where(const toml::node& at) const { return source_ + ":" + std::to_string(at.source().begin.line); }

    const toml::table& table(const toml::table& in, const char* key, const std::string& where) const {
        const toml::table* t = in[key].as_table();
        if (!t) fail(where + " has no [" + std::string(key) + "] table");
        return *t;
    }
    std::string text(const toml::table& t, const char* key, const std::string& where) const {
        const toml::node* n = t.get(key);
        if (!n) fail(t, where + ": " + key + " (text) is missing");
        const auto* v = n->as_string();
        if (!v) fail(*n, where + ": " + key + " must be text (in quotes)");
        return v->get();
    }
    // An integer in 1..most (most: what the models can take).
    unsigned positive(const toml::table& t, const char* key, const std::string& where, int64_t most) const {
        const toml::node* n = t.get(key);
        if (!n) fail(t, where + ": " + key + " (an integer) is missing");
        const auto* v = n->as_integer();
        if (!v) fail(*n, where + ": " + key + " must be an integer in 1.." + std::to_string(most));
        if (v->get() < 1 || v->get() > most)
            fail(*v, where + ": " + key + " = " + std::to_string(v->get()) + " is outside 1.." + std::to_string(most));
        return unsigned(v->get());
    }
    // An optional true or false (`otherwise` if absent).
    bool flag(const toml::table& t, const char* key, const std::string& where, bool otherwise) const {
        const toml::node* n = t.get(key);
        if (!n) return otherwise;
        const auto* v = n->as_boolean();
        if (!v) fail(*n, where + ": " + key + " must be true or false");
        return v->get();
    }
    // Every key of `t` must be one of `known`: a misspelt key would
    // otherwise be ignored and change what the machine is.
    void only(const toml::table& t, std::initializer_list<const char*> known, const std::string& where) const {
        for (auto&& [k, node] : t) {
            const std::string key(k.str());
            if (std::any_of(known.begin(), known.end(), [&](const char* n) { return key == n; })) continue;
            std::string list, near;
            size_t best = 3;  // suggest a key at most 2 edits away
            for (const char* n : known) {
                list += (list.empty() ? "" : ", ") + std::string(n);
                if (const size_t d = sim::edit_distance(key, n); d < best) best = d, near = n;
            }
            fail(node, where + ": unknown key '" + key + "'" + (near.empty() ? "" : " (did you mean '" + near + "'?)") +
                           "; the keys are " + list);
        }
    }
    std::vector<std::string> texts(const toml::table& t, const char* key, const std::string& where,
                                   const char* what = "a list of unit kinds") const {
        const toml::array* a = t[key].as_array();
        if (!a || a->empty()) fail(t, where + ": " + key + " (" + what + ") is missing or empty");
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

// What the models can take: a bundle of at most 64 ops, latencies up to
// 64 cycles (the scheduler's tables grow with them), multipliers up to 64
// bits and accumulators up to 128 (the FIPS word models' widths).
constexpr int64_t kMostIssue = 64, kMostLatency = 64, kMostMultiplierBits = 64, kMostAccumulatorBits = 128,
                  kMostCrossPaths = 8;
// The executable core keeps a register in 32 bits and a pair in 64.
constexpr int64_t kMostRegisterBits = 32, kMostRegisters = 256;

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
    r.only(root, {"machine", "unit", "group", "class", "registers"}, "the file");
    MachineDescription m;
    const toml::table& machine = r.table(root, "machine", source_name);
    r.only(machine,
           {"name", "summary", "source", "issue_width", "interlocked", "early_reads_fault", "accumulator_bits", "accumulator_bits_source",
            "multiplier_bits", "multiplier_bits_source", "cross_paths", "cross_paths_source"},
           "[machine]");
    m.name = r.text(machine, "name", "[machine]");
    m.summary = r.text(machine, "summary", "[machine]");
    m.source = r.text(machine, "source", "[machine]");
    m.issue_width = r.positive(machine, "issue_width", "[machine]", kMostIssue);
    m.interlocked = r.flag(machine, "interlocked", "[machine]", false);
    m.early_reads_fault = r.flag(machine, "early_reads_fault", "[machine]", false);
    if (m.interlocked && m.early_reads_fault)
        r.fail(*machine.get("early_reads_fault"),
               "[machine]: early_reads_fault is for an exposed pipeline; an interlocked one waits for the write");
    for (auto [key, field, most] : {std::tuple{"accumulator_bits", &m.accumulator_bits, kMostAccumulatorBits},
                                    std::tuple{"multiplier_bits", &m.multiplier_bits, kMostMultiplierBits}})
        if (machine.contains(key)) {
            *field = r.positive(machine, key, "[machine]", most);
            r.text(machine, (std::string(key) + "_source").c_str(), "[machine] (" + std::string(key) + ")");
        }
    if (m.accumulator_bits && m.accumulator_bits < 2 * std::max(m.multiplier_bits, 1u))
        r.fail(*machine.get("accumulator_bits"),
               "[machine]: accumulator_bits = " + std::to_string(m.accumulator_bits) +
                   " cannot hold a product of two " + std::to_string(std::max(m.multiplier_bits, 1u)) +
                   "-bit words (at least " + std::to_string(2 * std::max(m.multiplier_bits, 1u)) + ")");
    if (machine.contains("cross_paths")) {
        m.cross_paths = r.positive(machine, "cross_paths", "[machine]", kMostCrossPaths);
        r.text(machine, "cross_paths_source", "[machine] (cross_paths)");
    }

    const toml::array* units = root["unit"].as_array();
    if (!units || units->empty()) r.fail("no [[unit]]: a machine needs functional units");
    std::set<std::string> kinds, names;
    std::vector<const toml::table*> unit_nodes;  // for a later error's line
    for (const auto& e : *units) {
        const toml::table* t = e.as_table();
        if (!t) r.fail(e, "[[unit]] must be a table");
        MachineUnit u;
        u.name = r.text(*t, "name", "[[unit]]");
        r.only(*t, {"name", "kind", "side"}, "unit " + u.name);
        u.kind = r.text(*t, "kind", "unit " + u.name);
        if (t->contains("side")) u.side = r.text(*t, "side", "unit " + u.name);
        u.where = r.where(*t);
        if (!names.insert(u.name).second) r.fail(*t, "unit " + u.name + " is declared twice");
        kinds.insert(u.kind);
        m.units.push_back(u);
        unit_nodes.push_back(t);
    }
    if (m.cross_paths && m.sides().size() < 2) r.fail(machine, "[machine]: cross_paths needs units on two sides");
    if (m.cross_paths && m.sides().size() > 2) {
        // The cross paths join two sides (the C62x's A and B); name the unit bringing a third.
        std::vector<std::string> seen;
        for (size_t i = 0; i < m.units.size(); ++i) {
            const std::string& side = m.units[i].side;
            if (side.empty() || std::count(seen.begin(), seen.end(), side)) continue;
            if (seen.size() == 2)
                r.fail(*unit_nodes[i], "unit " + m.units[i].name + ": side " + side + " is a third side; cross_paths "
                                       "joins two (" + seen[0] + " and " + seen[1] + ")");
            seen.push_back(side);
        }
    }
    if (const toml::array* groups = root["group"].as_array()) {
        for (const auto& e : *groups) {
            const toml::table* t = e.as_table();
            if (!t) r.fail(e, "[[group]] must be a table");
            MachineGroup g;
            g.name = r.text(*t, "name", "[[group]]");
            r.only(*t, {"name", "capacity", "kinds", "source"}, "group " + g.name);
            g.capacity = r.positive(*t, "capacity", "group " + g.name, m.issue_width);
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
        r.only(*t, {"kinds", "latency", "source", "result_either_side", "ops"}, "class " + name);
        c.kinds = r.texts(*t, "kinds", "class " + name);
        c.latency = r.positive(*t, "latency", "class " + name, kMostLatency);
        c.source = r.text(*t, "source", "class " + name);
        c.result_either_side = r.flag(*t, "result_either_side", "class " + name, false);
        if (t->contains("ops")) {
            c.ops = r.texts(*t, "ops", "class " + name, "a list of operations");
            for (const auto& op : c.ops)
                if (!is_packet_op(op)) r.fail(*t->get("ops"), "class " + name + ": unknown operation '" + op +
                                                                  "'; the operations are " + packet_op_names());
        }
        for (const auto& kind : c.kinds)
            if (!kinds.count(kind)) r.fail(*t, "class " + name + " runs on unit kind " + kind + ", which no unit has");
        m.classes[name] = c;
    }
    // An operation must name one class on each unit kind: the assembler
    // finds an op's class from its mnemonic and its unit.
    for (const auto& [a, ca] : m.classes)
        for (const auto& [b, cb] : m.classes)
            if (a < b)
                for (const auto& op : ca.ops)
                    for (const auto& kind : ca.kinds)
                        if (std::count(cb.ops.begin(), cb.ops.end(), op) &&
                            std::count(cb.kinds.begin(), cb.kinds.end(), kind))
                            r.fail(*classes->get(b), "classes " + a + " and " + b + " both run '" + op +
                                                         "' on unit kind " + kind + ": an op's class would be ambiguous");
    std::set<std::string> sides;
    for (const auto& u : m.units) sides.insert(u.side);
    if (const toml::array* files = root["registers"].as_array()) {
        std::set<std::string> file_names;
        for (const auto& e : *files) {
            const toml::table* t = e.as_table();
            if (!t) r.fail(e, "[[registers]] must be a table");
            RegisterFile f;
            f.name = r.text(*t, "name", "[[registers]]");
            const std::string where = "registers " + f.name;
            r.only(*t, {"name", "side", "count", "bits", "pair_bits", "any_pair", "source"}, where);
            if (f.name.empty() || !std::all_of(f.name.begin(), f.name.end(), [](char c) { return std::isalpha(uint8_t(c)); }))
                r.fail(*t, where + ": the name must be letters (its registers are the name and a number)");
            if (t->contains("side")) f.side = r.text(*t, "side", where);
            if (!f.side.empty() && !sides.count(f.side))
                r.fail(*t->get("side"), where + ": side " + f.side + " has no unit");
            f.count = r.positive(*t, "count", where, kMostRegisters);
            f.bits = r.positive(*t, "bits", where, kMostRegisterBits);
            f.pair_bits = t->contains("pair_bits") ? r.positive(*t, "pair_bits", where, 2 * f.bits) : 2 * f.bits;
            if (f.pair_bits <= f.bits)
                r.fail(*t->get("pair_bits"), where + ": pair_bits = " + std::to_string(f.pair_bits) +
                                                 " must exceed bits = " + std::to_string(f.bits));
            f.any_pair = r.flag(*t, "any_pair", where, false);
            r.text(*t, "source", where);
            if (!file_names.insert(f.name).second) r.fail(*t, where + " is declared twice");
            m.registers.push_back(f);
        }
        // Every unit's side has a register file its ops can write.
        for (size_t i = 0; i < m.units.size(); ++i) {
            const std::string& side = m.units[i].side;
            if (!side.empty() && std::none_of(m.registers.begin(), m.registers.end(),
                                              [&](const RegisterFile& f) { return f.side == side; }))
                r.fail(*unit_nodes[i], "unit " + m.units[i].name + ": side " + side +
                                           " has no [[registers]] file, so its ops could write nowhere");
        }
        // A register's name must say which file it is in (A10: file A, not AB).
        for (const auto& a : m.registers)
            for (const auto& b : m.registers)
                if (&a != &b && b.name.compare(0, a.name.size(), a.name) == 0)
                    r.fail("register files " + a.name + " and " + b.name + ": one name begins the other, so a "
                           "register such as " + b.name + "1 would be ambiguous");
    }
    return m;
}

MachineDescription load_machine(const std::string& path) {
    if (std::filesystem::is_directory(path))
        throw std::invalid_argument("the machine description " + path + " is a folder, not a .toml file");
    std::ifstream in(path);
    if (!in) throw std::invalid_argument("cannot read the machine description " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return parse_machine(text.str(), path);
}

}  // namespace montsim::vliw
