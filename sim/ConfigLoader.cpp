#include "sim/ConfigLoader.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <toml++/toml.h>

#include "sim/Catalogue.hpp"

namespace montsim::sim {

namespace {

// Sections with a meaning of their own; every other top-level table holds
// parameters.
constexpr std::string_view kSweepSection = "sweep";
constexpr std::string_view kMetaSection = "meta";

// One leaf of the TOML tree under its dotted key. `at` is where the key is
// written: toml++ keeps tables in key order, so leaves are re-sorted by it to
// keep the file's order (the sweep nesting order) and report errors top-down.
struct Leaf {
    std::string key;
    const toml::node* node;
    toml::source_position at;
};

std::string kind_of(const toml::node& node);

class Reader {
public:
    explicit Reader(std::string source) : source_(std::move(source)) {}

    Experiment read(const toml::table& root) {
        Experiment ex;
        ex.source = source_;
        std::vector<Leaf> settings, meta;
        std::vector<std::vector<Leaf>> sweeps;  // one per group: [sweep], or each [[sweep]]
        for (auto&& [k, node] : root) {
            const std::string key(k.str());
            if (key == kSweepSection) sweep_groups(k, node, sweeps);
            else if (key == kMetaSection) section(k, node, meta);
            else flatten(key, k.source().begin, node, settings);
        }
        auto by_position = [](std::vector<Leaf>& leaves) {
            std::sort(leaves.begin(), leaves.end(), [](const Leaf& a, const Leaf& b) { return a.at < b.at; });
        };
        by_position(settings), by_position(meta);
        for (auto& group : sweeps) by_position(group);

        std::map<std::string, toml::source_position> set_at;
        for (const Leaf& leaf : settings) {
            refuse_repeat(leaf, set_at);
            ex.base.set(leaf.key, value_of(declaration(leaf), *leaf.node));
        }
        if (!sweeps.empty()) ex.groups.clear();
        for (const auto& group : sweeps) {
            std::map<std::string, toml::source_position> swept_at;
            SweepGroup axes;
            for (const Leaf& leaf : group) {
                refuse_repeat(leaf, swept_at);
                if (auto it = set_at.find(leaf.key); it != set_at.end())
                    fail(leaf.at, leaf.key + " is both set (line " + std::to_string(it->second.line) +
                                      ") and swept; remove one of them");
                axes.push_back(axis(leaf));
            }
            ex.groups.push_back(std::move(axes));
        }
        for (const Leaf& leaf : meta) {
            const auto* text = leaf.node->as_string();
            if (!text) fail(leaf.node->source().begin, std::string(kMetaSection) + "." + leaf.key + " must be a string");
            ex.meta[leaf.key] = text->get();
        }
        return ex;
    }

private:
    [[noreturn]] void fail(const toml::source_position& at, const std::string& what) const {
        throw ConfigError(source_ + ":" + std::to_string(at.line) + ":" + std::to_string(at.column), what);
    }

    // [sweep] is one group; [[sweep]] tables are one group each.
    void sweep_groups(const toml::key& k, const toml::node& node, std::vector<std::vector<Leaf>>& out) const {
        if (const auto* tables = node.as_array()) {
            if (tables->empty()) fail(k.source().begin, "[[sweep]] is empty");
            for (const auto& t : *tables) {
                if (!t.as_table()) fail(t.source().begin, "each [[sweep]] must be a table of key = [values]");
                out.emplace_back();
                for (auto&& [sub, child] : *t.as_table())
                    flatten(std::string(sub.str()), sub.source().begin, child, out.back());
            }
            return;
        }
        out.emplace_back();
        section(k, node, out.back());
    }

    void section(const toml::key& k, const toml::node& node, std::vector<Leaf>& out) const {
        const auto* table = node.as_table();
        if (!table) fail(k.source().begin, "'" + std::string(k.str()) + "' must be a table: [" + std::string(k.str()) + "]");
        for (auto&& [sub, child] : *table) flatten(std::string(sub.str()), sub.source().begin, child, out);
    }

    static void flatten(const std::string& key, toml::source_position at, const toml::node& node,
                        std::vector<Leaf>& out) {
        if (const auto* table = node.as_table()) {
            for (auto&& [sub, child] : *table) flatten(key + "." + std::string(sub.str()), sub.source().begin, child, out);
            return;
        }
        out.push_back({key, &node, at});
    }

    // `[core] pipeline` and `"core.pipeline"` are one key to us, though two
    // to TOML.
    void refuse_repeat(const Leaf& leaf, std::map<std::string, toml::source_position>& seen) const {
        auto [it, fresh] = seen.emplace(leaf.key, leaf.at);
        if (!fresh) fail(leaf.at, leaf.key + " is given twice (first on line " + std::to_string(it->second.line) + ")");
    }

    const ParamDecl& declaration(const Leaf& leaf) const {
        if (const ParamDecl* d = find_param(leaf.key)) return *d;
        // `core = 3` or `[[core]]`: a section name used as a value.
        const std::string section_prefix = leaf.key + ".";
        for (const auto& d : params())
            if (d.key.compare(0, section_prefix.size(), section_prefix) == 0)
                fail(leaf.at, "'" + leaf.key + "' is a section: write [" + leaf.key + "] and keys such as " + d.key);
        std::string what = "unknown key '" + leaf.key + "'";
        const std::string near = closest_param(leaf.key);
        if (!near.empty()) what += "; did you mean '" + near + "'?";
        else what += " (montsim run --help lists every key)";
        fail(leaf.at, what);
    }

    Value value_of(const ParamDecl& d, const toml::node& node) const {
        std::optional<Value> v;
        if (const auto* i = node.as_integer()) v = Value{i->get()};
        else if (const auto* f = node.as_floating_point()) v = Value{f->get()};
        else if (const auto* b = node.as_boolean()) v = Value{b->get()};
        else if (const auto* s = node.as_string()) v = Value{s->get()};
        if (!v) fail(node.source().begin, d.key + ": must be " + d.requirement() + ", not " + kind_of(node));
        auto accepted = d.accept(*v);
        if (!accepted) fail(node.source().begin, d.rejection(*v));
        return *accepted;
    }

    SweepAxis axis(const Leaf& leaf) const {
        const ParamDecl& d = declaration(leaf);
        const auto* list = leaf.node->as_array();
        if (!list) fail(leaf.node->source().begin, "sweep of " + leaf.key + " must be a list of values, e.g. [" +
                                                      (d.default_value ? value_literal(*d.default_value) : "1") + ", ...]");
        if (list->empty()) fail(leaf.node->source().begin, "sweep of " + leaf.key + " is empty: give at least one value");
        SweepAxis axis{leaf.key, {}};
        std::set<Value> seen;  // a sweep may list 65536 values: no quadratic search
        for (const toml::node& element : *list) {
            Value v = value_of(d, element);
            // Two equal values would be two runs of one point.
            if (!seen.insert(v).second)
                fail(element.source().begin, "sweep of " + leaf.key + " lists " + value_literal(v) +
                                                 " twice (two points would be one)");
            axis.values.push_back(std::move(v));
        }
        return axis;
    }

    std::string source_;
};

// What a TOML value that is not a scalar is, for "must be ..., not a list".
std::string kind_of(const toml::node& node) {
    switch (node.type()) {
    case toml::node_type::array: return "a list";
    case toml::node_type::table: return "a table";
    case toml::node_type::date: return "a date";
    case toml::node_type::time: return "a time";
    case toml::node_type::date_time: return "a date-time";
    default: return "that kind of value";
    }
}

std::string trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t");
    return std::string(s.substr(first, last - first + 1));
}

}  // namespace

Experiment parse_experiment(std::string_view toml_text, const std::string& source_name) {
    toml::table root;
    try {
        root = toml::parse(toml_text, source_name);
    } catch (const toml::parse_error& e) {
        const auto& at = e.source().begin;
        throw ConfigError(source_name + ":" + std::to_string(at.line) + ":" + std::to_string(at.column),
                          std::string(e.description()));
    }
    return Reader(source_name).read(root);
}

Experiment load_experiment(const std::string& path) {
    // (A folder opens as a stream that reads as empty: a sweep of defaults.)
    if (std::filesystem::is_directory(path)) throw ConfigError(path, "is a folder, not a config file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw ConfigError(path, "cannot read the config file");
    std::ostringstream text;
    text << in.rdbuf();
    return parse_experiment(text.str(), path);
}

void apply_set(Experiment& ex, std::string_view assignment) {
    const std::string where = "--set " + std::string(assignment);
    const auto eq = assignment.find('=');
    const std::string key = trimmed(assignment.substr(0, eq));
    if (eq == std::string_view::npos || key.empty())
        throw ConfigError(where, "expected key=value, e.g. --set scheme.bits=2048");
    const std::string text = trimmed(assignment.substr(eq + 1));

    const std::string meta_prefix = std::string(kMetaSection) + ".";
    if (key.compare(0, meta_prefix.size(), meta_prefix) == 0) {
        ex.meta[key.substr(meta_prefix.size())] = text;
        return;
    }
    const ParamDecl* d = find_param(key);
    if (!d) {
        const std::string near = closest_param(key);
        throw ConfigError(where, "unknown key '" + key + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?"));
    }
    auto value = d->parse(text);
    if (!value) throw ConfigError(where, key + " must be " + d->requirement());
    for (auto& group : ex.groups)
        group.erase(std::remove_if(group.begin(), group.end(), [&](const SweepAxis& a) { return a.key == key; }),
                    group.end());
    ex.base.set(key, *value);
}

void apply_sweep(Experiment& ex, std::string_view assignment) {
    const std::string where = "--sweep " + std::string(assignment);
    const auto eq = assignment.find('=');
    const std::string key = trimmed(assignment.substr(0, eq));
    if (eq == std::string_view::npos || key.empty())
        throw ConfigError(where, "expected key=value,value,..., e.g. --sweep link.latency=1,50,100");
    const ParamDecl* d = find_param(key);
    if (!d) {
        const std::string near = closest_param(key);
        throw ConfigError(where, "unknown key '" + key + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?"));
    }
    SweepAxis axis{key, {}};
    // Values are separated by commas outside quotes: a value that holds a
    // comma is quoted ("0,1,2,3","3,2,1,0"), as in a config file.
    const std::string_view list = assignment.substr(eq + 1);
    std::vector<std::string> items(1);
    char quote = 0;
    for (char c : list) {
        if (quote) quote = c == quote ? 0 : quote;
        else if (c == '"' || c == '\'') quote = c;
        else if (c == ',') {
            items.emplace_back();
            continue;
        }
        items.back() += c;
    }
    if (quote) throw ConfigError(where, std::string("a quote (") + quote + ") is not closed");
    std::set<Value> seen;
    for (const std::string& item : items) {
        const std::string text = trimmed(item);
        auto value = d->parse(text);
        if (text.empty() || !value)
            throw ConfigError(where, "'" + text + "': " + key + " must be " + d->requirement());
        if (!seen.insert(*value).second)
            throw ConfigError(where, "'" + text + "' is listed twice (two points would be one)");
        axis.values.push_back(*value);
    }
    // An axis of every group (the sweep on the command line applies to all).
    for (auto& group : ex.groups) {
        group.erase(std::remove_if(group.begin(), group.end(), [&](const SweepAxis& a) { return a.key == key; }),
                    group.end());
        group.push_back(axis);
    }
}

void apply_sets(Experiment& ex, const std::vector<std::string>& assignments) {
    for (const auto& a : assignments) apply_set(ex, a);
}

Config config_from_sets(const std::vector<std::string>& assignments) {
    Experiment ex;
    apply_sets(ex, assignments);
    return expand_points(ex).front();  // no axes: exactly one point
}

}  // namespace montsim::sim
